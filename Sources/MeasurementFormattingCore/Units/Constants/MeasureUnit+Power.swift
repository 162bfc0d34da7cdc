// The built-in units of CLDR type `power`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// The gigawatt, 10⁹ watts.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .gigawatt).string  // "5 GW"
  /// ```
  public static let gigawatt = MeasureUnit(canonical: "gigawatt")

  /// The (mechanical) horsepower, about 745.7 W.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .horsepower).string  // "5 hp"
  /// ```
  public static let horsepower = MeasureUnit(canonical: "horsepower")

  /// The kilowatt, 1,000 watts.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .kilowatt).string  // "5 kW"
  /// ```
  public static let kilowatt = MeasureUnit(canonical: "kilowatt")

  /// The megawatt, 10⁶ watts.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .megawatt).string  // "5 MW"
  /// ```
  public static let megawatt = MeasureUnit(canonical: "megawatt")

  /// The milliwatt, 1/1,000 of a watt.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .milliwatt).string  // "5 mW"
  /// ```
  public static let milliwatt = MeasureUnit(canonical: "milliwatt")

  /// The watt, the SI unit of power.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .watt).string  // "5 W"
  /// ```
  public static let watt = MeasureUnit(canonical: "watt")
}
