// The built-in units of CLDR type `force`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// The kilogram-force, the weight of one kilogram in standard gravity: 9.80665 N.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 kilogram-force"), and `MeasureUnit("kilogram-force")` parses only where that ICU knows the
  /// id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .kilogramForce)
  ///   .string  // "5 kgf" (CLDR 48)
  /// ```
  public static let kilogramForce = MeasureUnit(canonical: "kilogram-force")

  /// Kilowatt-hours per 100 kilometers, the energy an electric vehicle uses. (ICU lists it as a force: energy per distance has the dimension of a force.)
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .kilowattHourPer100Kilometer)
  ///   .string  // "5 kWh/100km"
  /// ```
  public static let kilowattHourPer100Kilometer = MeasureUnit(
    canonical: "kilowatt-hour-per-100-kilometer")

  /// The newton, the SI unit of force.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .newton).string  // "5 N"
  /// ```
  public static let newton = MeasureUnit(canonical: "newton")

  /// The pound-force, about 4.448 N.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .poundForce).string  // "5 lbf"
  /// ```
  public static let poundForce = MeasureUnit(canonical: "pound-force")
}
