// Repair: a hidden unit shows no unit.
//
// Needed on ICU 72, 76 and 78: ICU's own `unit-width-hidden` still prints the unit's full
// name ("5 kilometers"). Shown by `ICUWorkaroundTests` (`hiddenUnit`) through
// `measfmt-icu-probe`, plain ICU. measfmt asks ICU for the number alone instead, at every
// ICU.
extension MeasurementFormat {
  /// The unit ICU is asked to format a value in: none (the number alone) when the format
  /// hides its unit (``hidesUnit``).
  @inline(__always)
  func icuUnit(_ unit: MeasureUnit) -> MeasureUnit? {
    hidesUnit ? nil : unit
  }
}
