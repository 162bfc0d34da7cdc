@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// `--input-locale ID`: arguments, batch lines and fields read as that locale writes
/// measurements ("1.234,5 km", "5 Kilometer", "٥ كم", "5 ft, 11 in"), by the library's
/// `MeasurementFormat.parse`. A range is LOW...HIGH with the unit after HIGH ("3...5 km");
/// LOW takes HIGH's unit.
enum LocaleInput {
  /// Reads one line (`isLine`: blank lines and `#` comments are skipped, a final "\r" is
  /// ignored) or one field. A bare number takes `unit` (`--unit`, `--field N:UNIT`).
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, reader: MeasurementFormat, unit: MeasureUnit?,
    isLine: Bool
  ) -> MeasurementTextParser.Line {
    var bytes = bytes
    if bytes.count > MeasurementTextParser.maximumLineLength {
      return .problem(
        isLine ? MeasurementTextParser.tooLongLine : MeasurementTextParser.tooLongField)
    }
    if isLine, bytes.last == 0x0D { bytes = UnsafeBufferPointer(rebasing: bytes.dropLast()) }
    if bytes.contains(0) { return .problem("contains a NUL byte") }
    if !UTF8Validation.isValid(bytes) { return .problem("is not valid UTF-8") }
    // The first character that is not white space: an ASCII one is read from the bytes
    // (asking a scalar's properties costs a lookup), any other from the scalars.
    var i = 0
    while i < bytes.count, bytes[i] == 0x20 || (bytes[i] >= 0x09 && bytes[i] <= 0x0D) { i += 1 }
    if i == bytes.count || bytes[i] >= 0x80 {
      let text = String(decoding: bytes, as: UTF8.self)
      guard let first = text.unicodeScalars.first(where: { !$0.properties.isWhitespace }) else {
        return .skip
      }
      if isLine && first == "#" { return .skip }
    } else if isLine && bytes[i] == UInt8(ascii: "#") {
      return .skip
    }
    return parse(utf8: bytes, reader: reader, unit: unit)
  }

  /// Reads the positional arguments, joined by spaces.
  static func parse(_ text: String, reader: MeasurementFormat, unit: MeasureUnit?)
    -> MeasurementTextParser.Line
  {
    var text = text
    return text.withUTF8 { parse(utf8: $0, reader: reader, unit: unit) }
  }

  /// Reads one measurement or range from its UTF-8, without a `String` made for it
  /// (the library reads the bytes).
  private static func parse(
    utf8 text: UnsafeBufferPointer<UInt8>, reader: MeasurementFormat, unit: MeasureUnit?
  ) -> MeasurementTextParser.Line {
    do throws(MeasurementFormatError) {
      if let (low, high) = splitRange(text) {
        let end = try reader.parse(utf8: high, defaultUnit: unit)
        let start = try reader.parse(utf8: low, defaultUnit: end.unit)
        guard start.unit == end.unit else {
          return .problem("the two ends of a range are in different units")
        }
        return .measurement(
          MeasurementText(
            low: .double(start.value), high: .double(end.value), unit: end.unit.identifier))
      }
      let parsed = try reader.parse(utf8: text, defaultUnit: unit)
      return .measurement(
        MeasurementText(low: .double(parsed.value), high: nil, unit: parsed.unit.identifier))
    } catch {
      return .problem(error.description)
    }
  }

  /// "3...5 km" → ("3", "5 km"); also with "…". Looked for in the UTF-8 bytes:
  /// `firstRange(of:)` cost about 15,000 instructions a line, three times the parse.
  private static func splitRange(_ bytes: UnsafeBufferPointer<UInt8>)
    -> (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>)?
  {
    var ellipsis: Int?
    var i = 0
    var found: (Int, Int)?
    while i + 2 < bytes.count {
      let b = bytes[i]
      if b == 0x2E, bytes[i + 1] == 0x2E, bytes[i + 2] == 0x2E {
        found = (i, i + 3)
        break
      }
      if ellipsis == nil, b == 0xE2, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA6 { ellipsis = i }
      i += 1
    }
    guard let (start, end) = found ?? ellipsis.map({ ($0, $0 + 3) }) else { return nil }
    return (
      UnsafeBufferPointer(rebasing: bytes[..<start]), UnsafeBufferPointer(rebasing: bytes[end...])
    )
  }
}

extension Configuration {
  /// One batch line, as `--input-locale` says (or as always without it).
  @inline(__always)
  func readLine(_ line: UnsafeBufferPointer<UInt8>) -> MeasurementTextParser.Line {
    guard let reader = inputFormat else {
      return MeasurementTextParser.parseLine(line, unit: defaultUnit?.text, suffixes: suffixes)
    }
    return LocaleInput.parse(line, reader: reader, unit: defaultUnit?.unit, isLine: true)
  }

  /// One field, as `--input-locale` says (or as always without it).
  @inline(__always)
  func readField(_ field: UnsafeBufferPointer<UInt8>, rule: FieldPlan.Rule)
    -> MeasurementTextParser.Line
  {
    guard let reader = inputFormat else {
      return MeasurementTextParser.parseField(field, unit: rule.unitText, suffixes: suffixes)
    }
    return LocaleInput.parse(field, reader: reader, unit: rule.unit, isLine: false)
  }
}
