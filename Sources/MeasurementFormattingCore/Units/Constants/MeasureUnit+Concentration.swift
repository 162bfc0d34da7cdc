// The built-in units of CLDR type `concentr`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width.

extension MeasureUnit {
  /// Items: a count of things, in CLDR's concentration group.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .item).string  // "5 items"
  /// ```
  public static let item = MeasureUnit(canonical: "item")

  /// The karat, the purity of gold in 24ths: 18-karat gold is 18/24 gold.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .karat).string  // "5 kt"
  /// ```
  public static let karat = MeasureUnit(canonical: "karat")

  /// Milligrams of glucose per deciliter, for blood sugar.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .milligramOfglucosePerDeciliter)
  ///   .string  // "5 mg/dL"
  /// ```
  public static let milligramOfglucosePerDeciliter = MeasureUnit(
    canonical: "milligram-ofglucose-per-deciliter")

  /// The millimole per liter, a molar concentration (blood tests).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .millimolePerLiter).string  // "5 mmol/L"
  /// ```
  public static let millimolePerLiter = MeasureUnit(canonical: "millimole-per-liter")

  /// The mole, the SI unit of amount of substance.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .mole).string  // "5 mol"
  /// ```
  public static let mole = MeasureUnit(canonical: "mole")

  /// The percent, 1/100; its sign is the unit.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .percent).string  // "5%"
  /// ```
  public static let percent = MeasureUnit(canonical: "percent")

  /// The per mille, 1/1,000 (‰).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .permille).string  // "5‰"
  /// ```
  public static let permille = MeasureUnit(canonical: "permille")

  /// Parts per million, 1/1,000,000 (CLDR 48's name for `permillion`).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .partPer1e6).string  // "5 ppm"
  /// ```
  public static let partPer1e6 = MeasureUnit(canonical: "part-per-1e6")

  /// The per myriad (a basis point), 1/10,000 (‱).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .permyriad).string  // "5‱"
  /// ```
  public static let permyriad = MeasureUnit(canonical: "permyriad")

  // MARK: - Renamed

  /// Parts per million under its name before CLDR 48: the same unit as ``partPer1e6``.
  @available(*, deprecated, renamed: "partPer1e6")
  public static var permillion: MeasureUnit { partPer1e6 }

  /// Milligrams per deciliter under its name before CLDR 48: the same unit as
  /// ``milligramOfglucosePerDeciliter`` (CLDR 48 reads mg/dL as glucose).
  @available(*, deprecated, renamed: "milligramOfglucosePerDeciliter")
  public static var milligramPerDeciliter: MeasureUnit { milligramOfglucosePerDeciliter }
}
