import MeasurementFormatting

/// What the fuzzers accept although a stricter reading would not: CLDR's own forms, and
/// wrong results already reported but not fixed yet. A reported bug
/// gets an entry here, so that fuzzing goes on to find new ones, and a test in
/// ReliabilityBugTests.swift; the entry goes when the bug is fixed.
public enum KnownIssues {
  /// Whether a measurement may be shown without its number: only where the number shown
  /// would be ±1 or ±2, for which CLDR has forms without a number (he "שעה", 1 hour;
  /// ar "ساعتان", 2 hours). Decided by formatting the number alone with the same
  /// options and comparing it with ±1 and ±2 formatted alike.
  public static func mayOmitNumber(_ format: MeasurementFormat, value: Double) -> Bool {
    var numberOnly = format
    numberOnly.hidesUnit = true
    numberOnly.usage = .asProvided
    let shown = numberOnly.format(value, unit: .meter).string
    return [1.0, 2, -1, -2].contains { numberOnly.format($0, unit: .meter).string == shown }
  }
}

extension KnownIssues {
  /// Open: an exponent written with leading zeros ("88e000000000094587335") escapes the
  /// 100,000-digit bound of `format(decimal:)`: ICU prints 94 million digits (35 s,
  /// 1.9 GB), which libFuzzer reports as a hang. True when the text has an exponent
  /// with a leading zero whose value is above 100,000. See "An exponent written with
  /// leading zeros is bounded like any other" in ReliabilityBugTests.swift.
  public static func hasPaddedHugeExponent(_ text: some StringProtocol) -> Bool {
    let bytes = Array(text.utf8)
    var i = 0
    while i < bytes.count {
      defer { i += 1 }
      guard bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") else { continue }
      var j = i + 1
      if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
      guard j < bytes.count, bytes[j] == UInt8(ascii: "0") else { continue }
      var value = 0
      while j < bytes.count, (0x30...0x39).contains(bytes[j]) {
        value = min(value * 10 + Int(bytes[j] - 0x30), 1_000_000_000)
        j += 1
      }
      if value > 100_000 { return true }
    }
    return false
  }
}

extension KnownIssues {
  /// Open: ICU lists temperature "generic" among its units but does not parse it, so it
  /// is suggested for ids it cannot be. See "Every unit suggested or listed is one the
  /// parser accepts" in ReliabilityBugTests.swift.
  public static func isUnparseableSuggestion(_ id: String) -> Bool { id == "generic" }
}

extension KnownIssues {
  /// Open: a range formatted with a usage skips the repair of a number ICU dropped (ar
  /// wide 5...7 kilogram-meter-per-square-second). See "A usage range never drops its
  /// numbers" in ReliabilityBugTests.swift.
  public static func usageRangeMayDropNumber(_ format: MeasurementFormat, isRange: Bool) -> Bool {
    isRange && format.usage != .asProvided
  }
}
