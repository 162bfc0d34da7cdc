// The built-in units of CLDR type `graphics`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// The dot, a printed or displayed dot (typography).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .dot)
  ///   .string  // "5 px" (CLDR 42), "5 dots" (CLDR 46)
  /// ```
  public static let dot = MeasureUnit(canonical: "dot")

  /// Dots per centimeter, a print resolution.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .dotPerCentimeter).string  // "5 dpcm"
  /// ```
  public static let dotPerCentimeter = MeasureUnit(canonical: "dot-per-centimeter")

  /// Dots per inch, a print resolution.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .dotPerInch).string  // "5 dpi"
  /// ```
  public static let dotPerInch = MeasureUnit(canonical: "dot-per-inch")

  /// The em, a typographic unit: the size of the font in use.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .em).string  // "5 em"
  /// ```
  public static let em = MeasureUnit(canonical: "em")

  /// The megapixel, a million pixels.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .megapixel).string  // "5 MP"
  /// ```
  public static let megapixel = MeasureUnit(canonical: "megapixel")

  /// The pixel, one dot of a digital image or screen.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .pixel).string  // "5 px"
  /// ```
  public static let pixel = MeasureUnit(canonical: "pixel")

  /// Pixels per centimeter, a screen or image resolution.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .pixelPerCentimeter).string  // "5 ppcm"
  /// ```
  public static let pixelPerCentimeter = MeasureUnit(canonical: "pixel-per-centimeter")

  /// Pixels per inch, a screen or image resolution.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .pixelPerInch).string  // "5 ppi"
  /// ```
  public static let pixelPerInch = MeasureUnit(canonical: "pixel-per-inch")
}
