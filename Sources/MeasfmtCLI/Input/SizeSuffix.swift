@_spi(MeasfmtCLI) import MeasurementFormattingCore

extension SizeSuffixes {
  /// The suffix at the end of `word` when what comes before it is a number ("1.5G",
  /// "512Mi", "2k"), and that number; nil otherwise.
  @inline(__always)
  static func find(_ word: UnsafeBufferPointer<UInt8>) -> (Found, ParsedNumber)? {
    var end = word.count
    guard end >= 2 else { return nil }
    var binary = false
    if word[end - 1] == UInt8(ascii: "i") {
      binary = true
      end -= 1
      guard end >= 2 else { return nil }
    }
    var letter = word[end - 1]
    if letter == UInt8(ascii: "k") { letter = UInt8(ascii: "K") }
    guard let index = letters.firstIndex(of: letter) else { return nil }
    let number = UnsafeBufferPointer(rebasing: word[..<(end - 1)])
    guard let last = number.last, last >= 0x30 && last <= 0x39 || last == UInt8(ascii: "."),
      case .success(let parsed) = NumberParser.parse(number)
    else { return nil }
    return (Found(power: index + 1, binary: binary, numberEnd: end - 1), parsed)
  }
}

extension MeasurementTextParser {
  /// A one-word value with a size suffix ("1.5G"), as `reading` says: the measurement in
  /// `unit` (bytes when nil) with `--from`; without `--from` (nil), a problem that names
  /// both readings and the way to each, never a guess; nil when the word has no suffix or
  /// `--from=none` asks for none.
  static func sizeSuffixed(
    _ word: UnsafeBufferPointer<UInt8>, reading: SizeSuffixes?, unit: String?
  ) -> Line? {
    if reading == SizeSuffixes.none { return nil }
    guard let (found, number) = SizeSuffixes.find(word) else { return nil }
    let numberBytes = UnsafeBufferPointer(rebasing: word[..<found.numberEnd])
    let suffix = String(
      decoding: UnsafeBufferPointer(rebasing: word[found.numberEnd...]), as: UTF8.self)
    let numberText = String(decoding: numberBytes, as: UTF8.self)
    let base = unit ?? "byte"
    guard let reading else {
      // "15Gi": a binary suffix that no unit is written as has one reading.
      if found.binary, case .failure = UnitResolver.lookUp(suffix),
        let bytes = SizeSuffixes.binaryByte(found.power)
      {
        return .measurement(
          MeasurementText(low: .double(number.approximation), high: nil, unit: bytes.identifier))
      }
      return .problem(ambiguity(quoted(word), numberText, suffix, found, unit: base))
    }
    guard let factor = reading.factor(found) else {
      return .problem(reading.refusal(quoted(word), suffix, found))
    }
    return .measurement(
      MeasurementText(low: .double(number.approximation * factor), high: nil, unit: base))
  }

  /// What "1.5G" could mean, and how to say each.
  static func ambiguity(
    _ word: String, _ number: String, _ suffix: String, _ found: SizeSuffixes.Found,
    unit: String
  ) -> String {
    let reading: String?
    switch UnitResolver.lookUp(suffix) {
    case .success(let unit): reading = unit.identifier
    case .failure: reading = nil
    }
    return SizeSuffixes.ambiguity(word, number, suffix, found, unit: unit, unitReading: reading)
  }
}

extension MeasurementTextParser {
  /// A one-word value with a size suffix that `reading` (`--from`) reads ("622M" with
  /// `--from=iec`): the measurement, with one parse of its number and no text made for
  /// it; nil for anything else (no suffix, no `--from`, a suffix the reading refuses),
  /// which ``sizeSuffixed(_:reading:unit:)`` reads as always. The same measurement as
  /// that, taken first: a word that ends in a suffix letter is never a number, so no
  /// reading that comes before the suffix's in a line or field applies to it.
  @inline(__always)
  static func sizeSuffixedQuickly(
    _ word: UnsafeBufferPointer<UInt8>, reading: SizeSuffixes?, unit: String?
  ) -> Line? {
    guard let reading, reading != .none, let last = word.last,
      last >= UInt8(ascii: "E") && last <= UInt8(ascii: "i") || last == UInt8(ascii: "k")
    else { return nil }
    guard let (found, parsed) = SizeSuffixes.find(word), let factor = reading.factor(found)
    else { return nil }
    return .measurement(
      MeasurementText(low: .double(parsed.approximation * factor), high: nil, unit: unit ?? "byte"))
  }
}
