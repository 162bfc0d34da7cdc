// The built-in units of CLDR type `electric`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width.

extension MeasureUnit {
  /// The ampere, the SI unit of electric current.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .ampere).string  // "5 A"
  /// ```
  public static let ampere = MeasureUnit(canonical: "ampere")

  /// The milliampere, 1/1,000 of an ampere.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .milliampere).string  // "5 mA"
  /// ```
  public static let milliampere = MeasureUnit(canonical: "milliampere")

  /// The ohm, the SI unit of electrical resistance.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .ohm).string  // "5 Ω"
  /// ```
  public static let ohm = MeasureUnit(canonical: "ohm")

  /// The volt, the SI unit of electric potential.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .volt).string  // "5 V"
  /// ```
  public static let volt = MeasureUnit(canonical: "volt")
}
