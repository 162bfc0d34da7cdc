// The built-in units of CLDR type `light`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// The candela, the SI unit of luminous intensity.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .candela).string  // "5 cd"
  /// ```
  public static let candela = MeasureUnit(canonical: "candela")

  /// The lumen, the SI unit of luminous flux.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .lumen).string  // "5 lm"
  /// ```
  public static let lumen = MeasureUnit(canonical: "lumen")

  /// The lux, the SI unit of illuminance: a lumen per square meter.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .lux).string  // "5 lx"
  /// ```
  public static let lux = MeasureUnit(canonical: "lux")

  /// The Sun's luminosity, about 3.828 × 10²⁶ W.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .solarLuminosity).string  // "5 L☉"
  /// ```
  public static let solarLuminosity = MeasureUnit(canonical: "solar-luminosity")
}
