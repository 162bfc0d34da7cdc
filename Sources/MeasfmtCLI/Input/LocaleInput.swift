@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// `--input-locale ID`: arguments, batch lines and fields read as that locale writes
/// measurements and as people type them ("1.234,5 km", "5 Kilometer", "٥ كم", "5 ft, 11
/// in", "3–5 km", "5'11\""), by the library's reader: what `MeasurementFormat.parseRange`
/// reads, with numfmt's size suffixes read as `--from` says.
enum LocaleInput {
  /// Reads one line (`isLine`: blank lines and `#` comments are skipped, a final "\r" is
  /// ignored) or one field. A bare number takes `unit` (`--unit`, `--field N:UNIT`).
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, reader: MeasurementFormat, unit: MeasureUnit?,
    suffixes: SizeSuffixPolicy, isLine: Bool
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
    return parse(utf8: bytes, reader: reader, unit: unit, suffixes: suffixes)
  }

  /// Reads the positional arguments, joined by spaces.
  static func parse(
    _ text: String, reader: MeasurementFormat, unit: MeasureUnit?, suffixes: SizeSuffixPolicy
  ) -> MeasurementTextParser.Line {
    var text = text
    return text.withUTF8 { parse(utf8: $0, reader: reader, unit: unit, suffixes: suffixes) }
  }

  /// Reads one measurement or range from its UTF-8, without a `String` made for it
  /// (the library reads the bytes).
  private static func parse(
    utf8 text: UnsafeBufferPointer<UInt8>, reader: MeasurementFormat, unit: MeasureUnit?,
    suffixes: SizeSuffixPolicy
  ) -> MeasurementTextParser.Line {
    do throws(MeasurementFormatError) {
      let parsed = try reader.parse(utf8: text, defaultUnit: unit, suffixes: suffixes)
      // "~5 km" is how ICU writes a range whose ends are alike: written so again. (A
      // range read as approximate, "~3–5 km", is written without the sign.)
      let end = parsed.end ?? (parsed.isApproximate ? parsed.value : nil)
      return .measurement(
        MeasurementText(
          low: .double(parsed.value), high: end.map { .double($0) },
          unit: parsed.unit.identifier))
    } catch {
      return .problem(error.description)
    }
  }
}

extension Configuration {
  /// One batch line, as `--input-locale` says (or as always without it).
  @inline(__always)
  func readLine(_ line: UnsafeBufferPointer<UInt8>) -> MeasurementTextParser.Line {
    guard let reader = inputFormat else {
      return MeasurementTextParser.parseLine(line, unit: defaultUnit?.text, suffixes: suffixes)
    }
    return LocaleInput.parse(
      line, reader: reader, unit: defaultUnit?.unit, suffixes: suffixPolicy, isLine: true)
  }

  /// One field, as `--input-locale` says (or as always without it).
  @inline(__always)
  func readField(_ field: UnsafeBufferPointer<UInt8>, rule: FieldPlan.Rule)
    -> MeasurementTextParser.Line
  {
    guard let reader = inputFormat else {
      return MeasurementTextParser.parseField(field, unit: rule.unitText, suffixes: suffixes)
    }
    return LocaleInput.parse(
      field, reader: reader, unit: rule.unit, suffixes: suffixPolicy(base: rule.unit),
      isLine: false)
  }

  /// How `--input-locale` reads a size suffix: as `--from` says, or, without it, as an
  /// error that names `--from` (as the command's own syntax does). The suffix scales the
  /// number in `base`: the field's unit, `--unit`'s, or bytes.
  func suffixPolicy(base: MeasureUnit?) -> SizeSuffixPolicy {
    guard let suffixes else { return .ask(base: base) }
    return .read(suffixes, base: base)
  }

  var suffixPolicy: SizeSuffixPolicy { suffixPolicy(base: defaultUnit?.unit) }
}
