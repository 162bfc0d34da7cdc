// The built-in units of CLDR type `energy`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width.

extension MeasureUnit {
  /// The British thermal unit, about 1,055 J.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .britishThermalUnit).string  // "5 Btu"
  /// ```
  public static let britishThermalUnit = MeasureUnit(canonical: "british-thermal-unit")

  /// The (thermochemical) calorie, 4.184 J.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .calorie).string  // "5 cal"
  /// ```
  public static let calorie = MeasureUnit(canonical: "calorie")

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

  /// The US therm, 100,000 British thermal units (about 105.5 MJ).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .thermUs).string  // "5 US therms"
  /// ```
  public static let thermUs = MeasureUnit(canonical: "therm-us")
}
