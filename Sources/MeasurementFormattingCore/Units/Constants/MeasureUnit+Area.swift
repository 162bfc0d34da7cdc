// The built-in units of CLDR type `area`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// The acre, 43,560 square feet (about 4,047 m²).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .acre).string  // "5 ac"
  /// ```
  public static let acre = MeasureUnit(canonical: "acre")

  /// The bu, a Japanese unit of area: one tsubo, 400/121 m² (about 3.3 m²).
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 bu-jp"), and `MeasureUnit("bu-jp")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .buJp).string  // "5 bu [JP]" (CLDR 48)
  /// ```
  public static let buJp = MeasureUnit(canonical: "bu-jp")

  /// The chō, a Japanese unit of area: 3,000 bu, about a hectare.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 cho"), and `MeasureUnit("cho")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .cho).string  // "5 cho [JP]" (CLDR 48)
  /// ```
  public static let cho = MeasureUnit(canonical: "cho")

  /// The dunam, 1,000 m², a land measure of the former Ottoman lands.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .dunam).string  // "5 dunam"
  /// ```
  public static let dunam = MeasureUnit(canonical: "dunam")

  /// The hectare, 10,000 m².
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .hectare).string  // "5 ha"
  /// ```
  public static let hectare = MeasureUnit(canonical: "hectare")

  /// The se, a Japanese unit of area: 30 bu, about 99 m².
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 se-jp"), and `MeasureUnit("se-jp")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .seJp).string  // "5 se [JP]" (CLDR 48)
  /// ```
  public static let seJp = MeasureUnit(canonical: "se-jp")

  /// The square centimeter, 1/10,000 of a square meter.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .squareCentimeter).string  // "5 cm²"
  /// ```
  public static let squareCentimeter = MeasureUnit(canonical: "square-centimeter")

  /// The square foot, 144 square inches (about 0.0929 m²).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .squareFoot).string  // "5 sq ft"
  /// ```
  public static let squareFoot = MeasureUnit(canonical: "square-foot")

  /// The square inch, 6.4516 cm².
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .squareInch).string  // "5 in²"
  /// ```
  public static let squareInch = MeasureUnit(canonical: "square-inch")

  /// The square kilometer, 1,000,000 m².
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .squareKilometer).string  // "5 km²"
  /// ```
  public static let squareKilometer = MeasureUnit(canonical: "square-kilometer")

  /// The square meter, the SI unit of area.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .squareMeter).string  // "5 m²"
  /// ```
  public static let squareMeter = MeasureUnit(canonical: "square-meter")

  /// The square mile, 640 acres (about 2.59 km²).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .squareMile).string  // "5 sq mi"
  /// ```
  public static let squareMile = MeasureUnit(canonical: "square-mile")

  /// The square yard, 9 square feet (about 0.836 m²).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .squareYard).string  // "5 yd²"
  /// ```
  public static let squareYard = MeasureUnit(canonical: "square-yard")
}
