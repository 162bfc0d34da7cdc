// The built-in units of CLDR type `frequency`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// The gigahertz, 10⁹ hertz.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .gigahertz).string  // "5 GHz"
  /// ```
  public static let gigahertz = MeasureUnit(canonical: "gigahertz")

  /// The hertz, the SI unit of frequency: once per second.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .hertz).string  // "5 Hz"
  /// ```
  public static let hertz = MeasureUnit(canonical: "hertz")

  /// The kilohertz, 1,000 hertz.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .kilohertz).string  // "5 kHz"
  /// ```
  public static let kilohertz = MeasureUnit(canonical: "kilohertz")

  /// The megahertz, 10⁶ hertz.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .megahertz).string  // "5 MHz"
  /// ```
  public static let megahertz = MeasureUnit(canonical: "megahertz")
}
