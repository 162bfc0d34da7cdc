// The built-in units of CLDR type `concentr`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

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

  /// The katal, the SI unit of catalytic activity: one mole per second.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 katal"), and `MeasureUnit("katal")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .katal).string  // "5 kat" (CLDR 48)
  /// ```
  public static let katal = MeasureUnit(canonical: "katal")

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

  /// The part, a ratio of 1: the whole of which percent, per mille and parts per million are
  /// fractions.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 part"), and `MeasureUnit("part")` parses only where that ICU knows the id (ICU 72 and 76
  /// know `part` as `portion`, without a name of its own).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .part).string  // "5 part" (CLDR 48)
  /// ```
  public static let part = MeasureUnit(canonical: "part")

  /// Parts per million, 1/1,000,000 (CLDR 48's name for `permillion`).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .partPer1e6).string  // "5 ppm"
  /// ```
  public static let partPer1e6 = MeasureUnit(canonical: "part-per-1e6")

  /// Parts per billion, 1/1,000,000,000.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 part-per-1e9"), and `MeasureUnit("part-per-1e9")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .partPer1e9).string  // "5 ppb" (CLDR 48)
  /// ```
  public static let partPer1e9 = MeasureUnit(canonical: "part-per-1e9")

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
