/// `--from`: how a number with GNU numfmt's size suffix attached ("1.5G", "4.0K",
/// "512Mi", "2k") is read, with numfmt's names and meanings. The suffix scales the
/// number in the base unit: bytes, or the unit of `--unit` or a field's `:UNIT`.
enum SizeSuffixes: String, CaseIterable, Sendable {
  /// No suffixes: "1.5G" is a value and a unit symbol (g-force), as without numfmt.
  case none
  /// K, M, G, … are powers of 1000.
  case si
  /// K, M, G, … are powers of 1024.
  case iec
  /// Ki, Mi, Gi, … are powers of 1024 (the "i" is required).
  case iecI = "iec-i"
  /// K, M, G, … are powers of 1000; Ki, Mi, Gi, … powers of 1024.
  case auto

  /// The prefix letters, in order of power: K is 1000¹ (or 1024¹), Y 1000⁸.
  static let letters: [UInt8] = Array("KMGTPEZY".utf8)

  /// A suffix found at the end of a word: its power (K = 1), whether it ends in "i", and
  /// where the number before it ends.
  struct Found: Equatable {
    var power: Int
    var binary: Bool
    var numberEnd: Int
  }

  /// The suffix at the end of `word` when what comes before it is a number ("1.5G",
  /// "512Mi", "2k"); nil otherwise.
  static func find(_ word: UnsafeBufferPointer<UInt8>) -> Found? {
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
      case .success = NumberParser.parse(number)
    else { return nil }
    return Found(power: index + 1, binary: binary, numberEnd: end - 1)
  }

  /// The factor of a suffix as this reading takes it, or nil when this reading refuses
  /// it (iec-i without "i", si and iec with it).
  func factor(_ found: Found) -> Double? {
    let base: Double
    switch self {
    case .none: return nil
    case .si: base = found.binary ? 0 : 1000
    case .iec: base = found.binary ? 0 : 1024
    case .iecI: base = found.binary ? 1024 : 0
    case .auto: base = found.binary ? 1024 : 1000
    }
    guard base > 0 else { return nil }
    var factor = 1.0
    for _ in 0..<found.power { factor *= base }
    return factor
  }

  /// The readings that take a suffix, for messages: "--from=iec" for "G", "--from=iec-i"
  /// for "Gi".
  static func readings(for found: Found) -> [SizeSuffixes] {
    found.binary ? [.iecI, .auto] : [.iec, .si, .auto]
  }

  /// "1.5 × 1024³".
  static func product(_ number: String, _ base: Int, _ power: Int) -> String {
    let superscripts = ["", "", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸"]
    return "\(number) × \(base)\(superscripts[power])"
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
    guard let found = SizeSuffixes.find(word) else { return nil }
    let numberBytes = UnsafeBufferPointer(rebasing: word[..<found.numberEnd])
    guard case .success(let number) = NumberParser.parse(numberBytes) else { return nil }
    let suffix = String(
      decoding: UnsafeBufferPointer(rebasing: word[found.numberEnd...]), as: UTF8.self)
    let numberText = String(decoding: numberBytes, as: UTF8.self)
    let base = unit ?? "byte"
    guard let reading else {
      return .problem(ambiguity(quoted(word), numberText, suffix, found, unit: base))
    }
    guard let factor = reading.factor(found) else {
      let others = SizeSuffixes.readings(for: found).map { "--from=\($0.rawValue)" }
      return .problem(
        "'\(quoted(word))': --from=\(reading.rawValue) does not read the suffix '\(suffix)'; "
          + others.joined(separator: " or ") + " does")
    }
    return .measurement(
      MeasurementText(low: .double(number.approximation * factor), high: nil, unit: base))
  }

  /// What "1.5G" could mean, and how to say each.
  static func ambiguity(
    _ word: String, _ number: String, _ suffix: String, _ found: SizeSuffixes.Found,
    unit: String
  ) -> String {
    let plural = unit == "byte" ? "bytes" : unit
    var message = "'\(word)' has a size suffix, as du -h writes: "
    if found.binary {
      message +=
        "with --from=iec-i it is \(SizeSuffixes.product(number, 1024, found.power)) \(plural)"
    } else {
      message +=
        "with --from=iec it is \(SizeSuffixes.product(number, 1024, found.power)) \(plural), "
        + "with --from=si \(SizeSuffixes.product(number, 1000, found.power))"
    }
    switch UnitResolver.lookUp(suffix) {
    case .success(let unit):
      message +=
        "; for '\(suffix)' as a unit (\(unit.identifier)) write '\(number) \(suffix)' with a space"
    case .failure:
      message += "; '\(suffix)' is no unit measfmt knows"
    }
    return message
  }
}
