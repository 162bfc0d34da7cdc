import MeasurementFormatting

/// What the fuzzers accept although a stricter reading would not: CLDR's own forms, and
/// wrong results already reported (none open now). A reported bug gets an entry here so
/// that fuzzing goes on to find new ones, and a test in ReliabilityBugTests.swift; the
/// entry goes when the bug is fixed.
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
  /// `format(decimal:)` skips the repairs that keep the number (he 0.5 h → "שעה"): see
  /// "format(decimal:) never drops the number either" in ReliabilityBugTests.swift.
  public static let decimalMayDropNumber = true

  /// Text with an exponent above 5000 ("1e999999"): formatting it takes time quadratic
  /// in its digit groups (170 s for 1e999999), which libFuzzer would report as a hang.
  /// See "Digit groups cost linear time" in ReliabilityBugTests.swift.
  public static func hasHugeExponent(_ text: some StringProtocol) -> Bool {
    let bytes = Array(text.utf8)
    var i = 0
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
        var j = i + 1
        if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") {
          j += 1
        }
        var value = 0
        while j < bytes.count, (0x30...0x39).contains(bytes[j]) {
          value = min(value * 10 + Int(bytes[j] - 0x30), 1_000_000)
          j += 1
        }
        if value > 5000 { return true }
      }
      i += 1
    }
    return false
  }
}
