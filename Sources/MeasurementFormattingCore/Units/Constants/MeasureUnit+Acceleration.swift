// The built-in units of CLDR type `acceleration`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// Standard gravity, 9.80665 m/s², as a unit of acceleration: the g-force.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .gForce).string  // "5 G"
  /// ```
  public static let gForce = MeasureUnit(canonical: "g-force")

  /// The meter per second squared, the SI unit of acceleration.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .meterPerSquareSecond).string  // "5 m/s²"
  /// ```
  public static let meterPerSquareSecond = MeasureUnit(canonical: "meter-per-square-second")
}
