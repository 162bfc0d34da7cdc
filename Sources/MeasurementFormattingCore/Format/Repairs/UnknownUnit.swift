// Repair: a unit ICU cannot format is shown as a custom unit's symbol is.
//
// Needed on every ICU for an id ICU parses but has no formatter for (`pow4-meter`), and on
// older ICUs for units of newer CLDR data that measfmt knows (`beaufort` with ICU 72's
// data): ICU refuses the skeleton (U_UNSUPPORTED_ERROR). Shown by `UnitIdentifierTests`
// ("ids ICU cannot format", per CLDR version) and `UnitConstantTests`. The id goes in the
// locale's pattern of a built-in unit with the locale's digits ("5 beaufort", never "5.0
// beaufort"); only if ICU refuses even that, plain digits and the id.
extension MeasurementFormat {
  /// A unit ICU cannot format: one of newer CLDR data (`beaufort` with ICU 72's data), or
  /// an id ICU parses but has no formatter for (`pow4-meter`). Its id is shown as a
  /// custom unit's symbol is, in the locale's pattern with the locale's digits: "5
  /// beaufort", never "5.0 beaufort".
  func formatUnknownToICU(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement {
    // The pattern comes from "meter": if ICU refuses even that, plain digits it is.
    guard unit != .meter, !unit.isCustom else {
      return Self.fallback(value, unit: unit.identifier, locale: localeIdentifier)
    }
    var result = formatCustom(value, symbol: unit.identifier)
    result.unit = unit.identifier
    result.output = [.init(unit: unit.identifier, value: value)]
    return result
  }

  /// Used only if ICU refuses a skeleton (it should not): plain digits and the unit id,
  /// their runs made by the run engine.
  static func fallback(_ value: Double, unit: String, locale: String) -> FormattedMeasurement {
    let number = value.isNaN ? "NaN" : value.isInfinite ? (value < 0 ? "-∞" : "∞") : "\(value)"
    var pieces = [
      ICUPiece<FormattedMeasurement.Run>(number, wholeAs: FormattedMeasurement.Part.value.code)
    ]
    if !unit.isEmpty {
      pieces.append(ICUPiece(uncovered: " "))
      pieces.append(ICUPiece(unit, wholeAs: FormattedMeasurement.Part.unit.code))
    }
    var result = FormattedMeasurement(
      string: "", runs: [], unit: unit, output: [.init(unit: unit, value: value)],
      localeIdentifier: locale, isRightToLeft: false)
    result.join(pieces)
    return result
  }
}
