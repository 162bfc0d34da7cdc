// Repair: a result without its number.
//
// Needed on ICU 72, 76 and 78 (CLDR 42, 46, 48): ICU drops the number of some compound
// units at some widths whatever the value (ar 2.5 hour-ampere at full width, ar
// kilogram-meter); on ICU 72 (CLDR 42) also where CLDR's form without a number is reached
// by a value other than 1 or 2 (he 0.5 second). Shown by `ICUWorkaroundTests`
// (`compoundUnitNumber`, `numberlessPluralForm`) through `measfmt-icu-probe`, plain ICU;
// the number-less sweep (`NumberlessFormSweepTests`, run in `ParsingSweepTests`) lists per
// CLDR version which formats lose their number. Switched on by what ICU returned (no value
// run), never by its version.
extension MeasurementFormat {
  /// A result without its number. One rule for simple and compound units:
  ///
  /// - CLDR has unit forms without a number, where the word itself says the count: ar
  ///   "قدم" (1 foot), "قدمان/ث" (2 feet per second), "لتر في الساعة" (1 liter per
  ///   hour), he "שעתיים" (2 hours). Such a form is kept when the number shown is exactly
  ///   1 or 2 and the width asked for does carry numbers (ICU shows one for 100): the
  ///   count is said, and a number in front would say it twice ("٢ قدمان/ث" is "2
  ///   two-feet/s").
  /// - Any other value keeps its number: CLDR 42's Hebrew "one" covers 0.5 (he 0.5 hour
  ///   → "שעה", "an hour"), ar −1 gram reaches the singular; the number is placed in the
  ///   pattern of another value (100) of the same width, so 0.5 hour reads "0.5 שעות".
  /// - Where the width asked for never carries a number, ICU has lost it (ICU 72 and 76:
  ///   ar 2.5 hour-ampere at full width → "ساعة⋅أمبير", ar kilogram-meter at every
  ///   width): only then another width is used (abbreviated first: "٢٫٥ س⋅أمبير"), by
  ///   the same rule; when no width carries one, ICU's unit text is placed in the
  ///   locale's pattern.
  func repairDroppedNumber(_ result: FormattedMeasurement, _ value: Double, unit: MeasureUnit)
    -> FormattedMeasurement
  {
    let numberOnly = resolved.derived(.numberOnly).formatter(unit: nil)
    let shown = numberOnly?.rounded(value)
    var saysTheCount = shown == 1 || shown == 2
    if saysTheCount, let numberOnly, let shown, number.notation ?? .standard != .standard {
      // In scientific, engineering and compact notation ICU's rounded decimal is the
      // significand (1E-5 → 1, and ICU picks the plural form by it: he wide 1E-5 L/100
      // km was "ליטר/100 ק״מ", one liter per 100 km); the count is said only where the
      // number reads as 1 or 2 itself.
      let text = { (v: Double) in
        try? numberOnly.formatText(v, { String(decoding: $0, as: UTF8.self) }).get()
      }
      saysTheCount = text(value) == text(shown)
    }
    for width in [width] + UnitWidth.fallbackOrder.filter({ $0 != width }) {
      let format = derived(.width(width))
      let reference = format.formatSingleUnrepaired(100, unit: unit)
      guard reference.showsNumber else { continue }  // this width never shows one
      let candidate =
        width == self.width ? result : format.formatSingleUnrepaired(value, unit: unit)
      if candidate.showsNumber || saysTheCount { return candidate }
      var repaired = format.spliced(value, into: reference, symbol: nil)
      repaired.unit = unit.identifier
      repaired.output = [.init(unit: unit.identifier, value: value)]
      return repaired
    }
    let unitText = result.runs.filter { $0.part == .unit }.map { result.text(of: $0) }
      .joined(separator: " ")
    var repaired = formatCustom(value, symbol: unitText.isEmpty ? unit.identifier : unitText)
    repaired.unit = unit.identifier
    repaired.output = [.init(unit: unit.identifier, value: value)]
    return repaired
  }

  /// `value` formatted alone, put in place of the number of `pattern` (with the bidi
  /// marks around it that a number alone also carries); the unit replaced by `symbol`
  /// when one is given ("" drops it). The run engine joins the pieces and replaces the
  /// unit, as it does for every text.
  func spliced(_ value: Double, into pattern: FormattedMeasurement, symbol: String?)
    -> FormattedMeasurement
  {
    let number = derived(.numberOnly).formatSingle(value, unit: .meter)
    if symbol == "" { return number }
    let runs = pattern.runs
    guard var first = runs.firstIndex(where: { $0.part == .value }),
      var last = runs.lastIndex(where: { $0.part == .value })
    else { return number }
    while first > 0 && pattern.isBidiMarks(runs[first - 1]) && number.runs.first?.part == .literal {
      first -= 1
    }
    while last + 1 < runs.count && pattern.isBidiMarks(runs[last + 1])
      && number.runs.last?.part == .literal
    {
      last += 1
    }
    let before = runs[..<first]
    let after = runs[(last + 1)...]
    let pieces = [
      ICUPiece(pattern.string, range: 0..<Int(runs[first].start), runs: before),
      ICUPiece(number.string, runs: number.runs),
      ICUPiece(
        pattern.string, range: Int(runs[last].end)..<pattern.string.utf8.count, runs: after),
    ]
    var result = number
    result.join(pieces, unitSymbol: symbol)
    return result
  }
}
