// The built-in units of CLDR type `magnetic`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// The tesla, the SI unit of magnetic flux density.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 tesla"), and `MeasureUnit("tesla")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .tesla).string  // "5 T" (CLDR 48)
  /// ```
  public static let tesla = MeasureUnit(canonical: "tesla")

  /// The weber, the SI unit of magnetic flux.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 weber"), and `MeasureUnit("weber")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .weber).string  // "5 Wb" (CLDR 48)
  /// ```
  public static let weber = MeasureUnit(canonical: "weber")
}
