import MeasurementFormatting

/// Wrong results already reported, so that fuzzing goes on to find new ones. Each
/// entry names the disabled test that reproduces it; remove the entry when the test
/// is enabled.
public enum KnownIssues {
  /// A measurement shown without its number.
  ///
  /// CLDR writes some singular and dual forms without a number (he "שעה", 1 hour; ar
  /// "ساعتان", 2 hours), meant for exactly 1 and 2. ICU 72 also uses them for values
  /// that are not 1 or 2 — Hebrew's "one" covers 0.5 (he 0.5 h → "שעה"), Danish's
  /// covers 1.5 (da 1.5 km/h, wide → "kilometer i timen") — and drops the number of
  /// every value for some compound units in ar and he. Reproduced by the disabled
  /// tests "bug: the number is dropped" in `ReliabilityLibraryTests`.
  public static func dropsNumber(locale: String, unit: String, value: Double) -> Bool {
    if abs(value).rounded() == 1 || abs(value).rounded() == 2 { return true }
    let language = locale.prefix { $0 != "_" && $0 != "-" && $0 != "@" }
    switch language {
    // Hebrew "one" is "i = 1 and v = 0 or i = 0 and v != 0", and ICU 72 reads i from
    // the last 18 integer digits: 5e170 with fraction digits is "one" too.
    case "he": return true
    case "ar": return unit.contains("-")
    case "da": return unit.hasSuffix("-per-hour")
    default: return false
    }
  }
}

// Custom units (`MeasureUnit(customSymbol:)`, and Foundation units CLDR lacks such as
// `UnitAngle.gradians`) take the locale's pattern for "meter" at the same value, so
// where that pattern has no number (ar 1 and 2: "متر", "متران") the result is the
// symbol alone — "grad" for 2 gradians — and empty for an empty symbol. Covered by
// `dropsNumber` (1 and 2); see "bug: custom unit loses its number" in
// `ReliabilityLibraryTests`.

extension KnownIssues {
  /// Ranges of compound units in ar and he: ICU 72 drops both numbers and still reports
  /// their field positions, which can lie past the end of the text; the bridge reads
  /// its offset map at those positions (out of bounds: AddressSanitizer stops the
  /// fuzzer). Reproduced by "bug: range field positions past the end" in
  /// `ReliabilityLibraryTests`.
  public static func rangeReadsPastEnd(locale: String, unit: MeasureUnit) -> Bool {
    let language = locale.prefix { $0 != "_" && $0 != "-" && $0 != "@" }
    return (language == "ar" || language == "he") && unit.identifier.contains("-")
  }
}

extension KnownIssues {
  /// `string(_:unit:)` skips the wide → abbreviated retry that `format(_:unit:)` makes
  /// when ICU 72 drops the number of a compound unit at full width (ar 2.5 hour-ampere),
  /// so the two differ. Reproduced by "bug: string() differs from format()" in
  /// `ReliabilityBugTests`.
  public static func stringSkipsWideFallback(_ format: MeasurementFormat, _ unit: MeasureUnit)
    -> Bool
  {
    format.width == .wide && unit.identifier.contains("-")
  }
}
