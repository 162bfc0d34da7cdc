// The built-in units of CLDR type `pressure`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// The standard atmosphere, 101,325 Pa.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .atmosphere).string  // "5 atm"
  /// ```
  public static let atmosphere = MeasureUnit(canonical: "atmosphere")

  /// The bar, 100,000 Pa.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .bar).string  // "5 bar"
  /// ```
  public static let bar = MeasureUnit(canonical: "bar")

  /// Energy as the volume of gasoline that holds it ("gasoline equivalent"), as in the US "miles per gallon gasoline equivalent". (ICU lists it as a pressure: energy per volume has the dimension of a pressure.)
  ///
  /// Needs ICU 76 (CLDR 46) or newer: older ICU data lacks it, so `MeasureUnit("gasoline-energy-density")`
  /// and decoding this unit throw there, and it is shown as the number and the id
  /// ("5 gasoline-energy-density").
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .gasolineEnergyDensity)
  ///   .string  // "5 gas-equiv" (CLDR 46)
  /// ```
  public static let gasolineEnergyDensity = MeasureUnit(canonical: "gasoline-energy-density")

  /// The hectopascal, 100 Pa, for air pressure in weather reports.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .hectopascal).string  // "5 hPa"
  /// ```
  public static let hectopascal = MeasureUnit(canonical: "hectopascal")

  /// The inch of mercury, about 3,386 Pa, for air pressure in the United States.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .inchOfhg).string  // "5 inHg"
  /// ```
  public static let inchOfhg = MeasureUnit(canonical: "inch-ofhg")

  /// The kilopascal, 1,000 Pa.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .kilopascal).string  // "5 kPa"
  /// ```
  public static let kilopascal = MeasureUnit(canonical: "kilopascal")

  /// The megapascal, 10⁶ Pa.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .megapascal).string  // "5 MPa"
  /// ```
  public static let megapascal = MeasureUnit(canonical: "megapascal")

  /// The millibar, 100 Pa (one hectopascal).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .millibar).string  // "5 mbar"
  /// ```
  public static let millibar = MeasureUnit(canonical: "millibar")

  /// The millimeter of mercury, about 133.3 Pa, for blood pressure.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .millimeterOfhg).string  // "5 mmHg"
  /// ```
  public static let millimeterOfhg = MeasureUnit(canonical: "millimeter-ofhg")

  /// The pascal, the SI unit of pressure.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .pascal).string  // "5 Pa"
  /// ```
  public static let pascal = MeasureUnit(canonical: "pascal")

  /// The pound-force per square inch (psi), about 6,895 Pa.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .poundForcePerSquareInch)
  ///   .string  // "5 psi"
  /// ```
  public static let poundForcePerSquareInch = MeasureUnit(canonical: "pound-force-per-square-inch")
}
