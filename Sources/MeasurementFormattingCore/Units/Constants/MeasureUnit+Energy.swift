// The built-in units of CLDR type `energy`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// The becquerel, the SI unit of radioactivity: one decay per second.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 becquerel"), and `MeasureUnit("becquerel")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .becquerel).string  // "5 Bq" (CLDR 48)
  /// ```
  public static let becquerel = MeasureUnit(canonical: "becquerel")

  /// The British thermal unit, about 1,055 J.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .britishThermalUnit).string  // "5 Btu"
  /// ```
  public static let britishThermalUnit = MeasureUnit(canonical: "british-thermal-unit")

  /// The International Table British thermal unit, about 1,055.06 J.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 british-thermal-unit-it"), and `MeasureUnit("british-thermal-unit-it")` parses only
  /// where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .britishThermalUnitIt)
  ///   .string  // "5 BT-IT" (CLDR 48)
  /// ```
  public static let britishThermalUnitIt = MeasureUnit(canonical: "british-thermal-unit-it")

  /// The (thermochemical) calorie, 4.184 J.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .calorie).string  // "5 cal"
  /// ```
  public static let calorie = MeasureUnit(canonical: "calorie")

  /// The International Table calorie, 4.1868 J.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 calorie-it"), and `MeasureUnit("calorie-it")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .calorieIt)
  ///   .string  // "5 cal-IT" (CLDR 48)
  /// ```
  public static let calorieIt = MeasureUnit(canonical: "calorie-it")

  /// The electronvolt, about 1.602 × 10⁻¹⁹ J.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .electronvolt).string  // "5 eV"
  /// ```
  public static let electronvolt = MeasureUnit(canonical: "electronvolt")

  /// The food Calorie (capital C), 1 kilocalorie, as on nutrition labels.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .foodcalorie).string  // "5 Cal"
  /// ```
  public static let foodcalorie = MeasureUnit(canonical: "foodcalorie")

  /// The gray, the SI unit of absorbed dose of ionizing radiation: one joule per kilogram.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 gray"), and `MeasureUnit("gray")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .gray).string  // "5 Gy" (CLDR 48)
  /// ```
  public static let gray = MeasureUnit(canonical: "gray")

  /// The joule, the SI unit of energy.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .joule).string  // "5 J"
  /// ```
  public static let joule = MeasureUnit(canonical: "joule")

  /// The kilocalorie, 1,000 calories.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .kilocalorie).string  // "5 kcal"
  /// ```
  public static let kilocalorie = MeasureUnit(canonical: "kilocalorie")

  /// The kilojoule, 1,000 joules.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .kilojoule).string  // "5 kJ"
  /// ```
  public static let kilojoule = MeasureUnit(canonical: "kilojoule")

  /// The kilowatt-hour, 3.6 MJ.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .kilowattHour).string  // "5 kWh"
  /// ```
  public static let kilowattHour = MeasureUnit(canonical: "kilowatt-hour")

  /// The sievert, the SI unit of equivalent dose of ionizing radiation: one joule per kilogram.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 sievert"), and `MeasureUnit("sievert")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .sievert).string  // "5 Sv" (CLDR 48)
  /// ```
  public static let sievert = MeasureUnit(canonical: "sievert")

  /// The US therm, 100,000 British thermal units (about 105.5 MJ).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .thermUs).string  // "5 US therms"
  /// ```
  public static let thermUs = MeasureUnit(canonical: "therm-us")
}
