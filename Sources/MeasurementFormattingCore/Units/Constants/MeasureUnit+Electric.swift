// The built-in units of CLDR type `electric`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// The ampere, the SI unit of electric current.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .ampere).string  // "5 A"
  /// ```
  public static let ampere = MeasureUnit(canonical: "ampere")

  /// The coulomb, the SI unit of electric charge: one ampere for one second.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 coulomb"), and `MeasureUnit("coulomb")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .coulomb).string  // "5 C" (CLDR 48)
  /// ```
  public static let coulomb = MeasureUnit(canonical: "coulomb")

  /// The farad, the SI unit of electric capacitance.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 farad"), and `MeasureUnit("farad")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .farad).string  // "5 F" (CLDR 48)
  /// ```
  public static let farad = MeasureUnit(canonical: "farad")

  /// The henry, the SI unit of inductance.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 henry"), and `MeasureUnit("henry")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .henry).string  // "5 H" (CLDR 48)
  /// ```
  public static let henry = MeasureUnit(canonical: "henry")

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

  /// The siemens, the SI unit of electric conductance: the reciprocal of the ohm.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 siemens"), and `MeasureUnit("siemens")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .siemens).string  // "5 S" (CLDR 48)
  /// ```
  public static let siemens = MeasureUnit(canonical: "siemens")

  /// The volt, the SI unit of electric potential.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .volt).string  // "5 V"
  /// ```
  public static let volt = MeasureUnit(canonical: "volt")
}
