// The built-in units of CLDR type `temperature`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// The degree Celsius: water freezes at 0 °C and boils at 100 °C.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .celsius).string  // "5°C"
  /// ```
  public static let celsius = MeasureUnit(canonical: "celsius")

  /// The degree Fahrenheit: water freezes at 32 °F and boils at 212 °F.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .fahrenheit).string  // "5°F"
  /// ```
  public static let fahrenheit = MeasureUnit(canonical: "fahrenheit")

  /// The kelvin, the SI unit of temperature.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .kelvin).string  // "5 K"
  /// ```
  public static let kelvin = MeasureUnit(canonical: "kelvin")

  /// The degree Rankine, an absolute scale in Fahrenheit-sized degrees: 0 °R is absolute zero.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 rankine"), and `MeasureUnit("rankine")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .rankine).string  // "5 °R" (CLDR 48)
  /// ```
  public static let rankine = MeasureUnit(canonical: "rankine")
}
