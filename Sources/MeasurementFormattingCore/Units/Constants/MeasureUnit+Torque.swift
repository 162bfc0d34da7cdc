// The built-in units of CLDR type `torque`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// The newton-meter, the SI unit of torque.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .newtonMeter).string  // "5 N⋅m"
  /// ```
  public static let newtonMeter = MeasureUnit(canonical: "newton-meter")

  /// The pound-force foot, a torque of about 1.356 N⋅m.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .poundForceFoot).string  // "5 lbf⋅ft"
  /// ```
  public static let poundForceFoot = MeasureUnit(canonical: "pound-force-foot")
}
