import MeasurementFormatting

/// What the fuzzers accept although a stricter reading would not: CLDR's own forms, and
/// wrong results already reported but not fixed yet. A reported bug
/// gets an entry here, so that fuzzing goes on to find new ones, and a test in the suite
/// of its feature, noted "Found by …"; the entry goes when the bug is fixed.
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
