// The built-in units of CLDR type `consumption`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// Liters per 100 kilometers, the fuel consumption most countries use.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .literPer100Kilometer)
  ///   .string  // "5 L/100 km"
  /// ```
  public static let literPer100Kilometer = MeasureUnit(canonical: "liter-per-100-kilometer")

  /// The liter per kilometer, a fuel consumption.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .literPerKilometer).string  // "5 L/km"
  /// ```
  public static let literPerKilometer = MeasureUnit(canonical: "liter-per-kilometer")

  /// Miles per US gallon, a fuel economy (converts reciprocally to L/100 km).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .milePerGallon).string  // "5 mpg"
  /// ```
  public static let milePerGallon = MeasureUnit(canonical: "mile-per-gallon")

  /// Miles per imperial gallon, the fuel economy of the United Kingdom.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .milePerGallonImperial)
  ///   .string  // "5 mpg Imp."
  /// ```
  public static let milePerGallonImperial = MeasureUnit(canonical: "mile-per-gallon-imperial")
}
