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

#if canImport(Glibc)
  import Glibc
#endif

/// Bugs in reading text that wait for the reader's rewrite (Sources/MeasurementFormattingCore/
/// Parsing/, `--input-locale`): handed over with their inputs in
/// /work/notes/parse-bugs-from-fuzz.md, the inputs kept in Fuzz/Pending/<target>/ (which
/// the seed replay skips). Each is let through only where its own narrow condition holds,
/// so that every other failure still stops the fuzzer; with `MEASFMT_FUZZ_STRICT=1` none
/// is (`scripts/fuzz.sh --pending` replays the pending inputs so, to show which pass now).
public enum PendingReaderRewrite {
  /// Whether known issues are let through: not under `MEASFMT_FUZZ_STRICT`.
  public static let lenient = getenv("MEASFMT_FUZZ_STRICT") == nil

  nonisolated(unsafe) private static var letThrough: [String: Int] = [:]

  /// Counts a case let through, and logs the first of each kind (for the hand-over note);
  /// the counts are logged when the process ends.
  public static func note(_ kind: String, _ case: @autoclosure () -> String) {
    if letThrough.isEmpty { atexit { PendingReaderRewrite.logCounts() } }
    letThrough[kind, default: 0] += 1
    if letThrough[kind] == 1 && letThrough.count <= 50 {
      traceLine("pending reader rewrite, let through: \(kind): \(`case`())")
    }
  }

  private static func logCounts() {
    let total = letThrough.values.reduce(0, +)
    traceLine(
      "pending reader rewrite: \(total) inputs let through, \(letThrough.count) kinds: "
        + letThrough.sorted { $0.value > $1.value }.prefix(20).map { "\($0.key) \($0.value)" }
        .joined(separator: ", "))
  }

  /// A unit ICU composes from parts — a prefix, a power, `-per-`, a product: he "5 ננוגר׳"
  /// (nanogram), ru "5 МДж" (megajoule), fr "5 Gio/s" — is written in every locale, but
  /// its text is not read back: "unknown unit" or a failure to read (issue 39, item 3).
  /// Not let through: a text read back as another unit.
  public static func composedUnitNotReadBack(_ unit: MeasureUnit, _ error: MeasurementFormatError)
    -> Bool
  {
    lenient && !unit.isMixed && !unit.isCustom && !MeasureUnit.builtIn.contains(unit)
      && [.unknownUnit, .parseFailure, .ambiguousUnit].contains(error.code)
  }
}
