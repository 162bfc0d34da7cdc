// The built-in units of CLDR type `volume`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// The acre-foot, the water that covers an acre a foot deep (about 1,233 m³).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .acreFoot).string  // "5 ac ft"
  /// ```
  public static let acreFoot = MeasureUnit(canonical: "acre-foot")

  /// The (oil) barrel, 42 US gallons (about 159 L).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .barrel).string  // "5 bbl"
  /// ```
  public static let barrel = MeasureUnit(canonical: "barrel")

  /// The US bushel, about 35.24 L, for grain.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .bushel).string  // "5 bu"
  /// ```
  public static let bushel = MeasureUnit(canonical: "bushel")

  /// The centiliter, 1/100 of a liter.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .centiliter).string  // "5 cL"
  /// ```
  public static let centiliter = MeasureUnit(canonical: "centiliter")

  /// The cubic centimeter, 1 mL.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .cubicCentimeter).string  // "5 cm³"
  /// ```
  public static let cubicCentimeter = MeasureUnit(canonical: "cubic-centimeter")

  /// The cubic foot, about 28.32 L.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .cubicFoot).string  // "5 ft³"
  /// ```
  public static let cubicFoot = MeasureUnit(canonical: "cubic-foot")

  /// The cubic inch, about 16.39 mL.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .cubicInch).string  // "5 in³"
  /// ```
  public static let cubicInch = MeasureUnit(canonical: "cubic-inch")

  /// The cubic kilometer, 10⁹ m³.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .cubicKilometer).string  // "5 km³"
  /// ```
  public static let cubicKilometer = MeasureUnit(canonical: "cubic-kilometer")

  /// The cubic meter, the SI unit of volume.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .cubicMeter).string  // "5 m³"
  /// ```
  public static let cubicMeter = MeasureUnit(canonical: "cubic-meter")

  /// The cubic mile, about 4.17 km³.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .cubicMile).string  // "5 mi³"
  /// ```
  public static let cubicMile = MeasureUnit(canonical: "cubic-mile")

  /// The cubic yard, 27 cubic feet (about 0.765 m³).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .cubicYard).string  // "5 yd³"
  /// ```
  public static let cubicYard = MeasureUnit(canonical: "cubic-yard")

  /// The US cup, 8 US fluid ounces (about 237 mL).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .cup).string  // "5 c"
  /// ```
  public static let cup = MeasureUnit(canonical: "cup")

  /// The imperial cup, 1/16 of an imperial gallon (about 284 mL).
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 cup-imperial"), and `MeasureUnit("cup-imperial")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .cupImperial)
  ///   .string  // "5 cup Imp." (CLDR 48)
  /// ```
  public static let cupImperial = MeasureUnit(canonical: "cup-imperial")

  /// The Japanese cup, for cooking.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 cup-jp"), and `MeasureUnit("cup-jp")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .cupJp).string  // "5 cup [JP]" (CLDR 48)
  /// ```
  public static let cupJp = MeasureUnit(canonical: "cup-jp")

  /// The metric cup, 250 mL.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .cupMetric).string  // "5 mc"
  /// ```
  public static let cupMetric = MeasureUnit(canonical: "cup-metric")

  /// The deciliter, 1/10 of a liter.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .deciliter).string  // "5 dL"
  /// ```
  public static let deciliter = MeasureUnit(canonical: "deciliter")

  /// The dessert spoon, a kitchen measure.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .dessertSpoon)
  ///   .string  // "5 dstspn" (CLDR 42), "5 dsp" (CLDR 46)
  /// ```
  public static let dessertSpoon = MeasureUnit(canonical: "dessert-spoon")

  /// The imperial dessert spoon, a kitchen measure.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .dessertSpoonImperial)
  ///   .string  // "5 dstspn Imp" (CLDR 42), "5 dsp-Imp." (CLDR 46)
  /// ```
  public static let dessertSpoonImperial = MeasureUnit(canonical: "dessert-spoon-imperial")

  /// The US fluid dram, 1/8 US fluid ounce.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .dram)
  ///   .string  // "5 dram fl" (CLDR 42), "5 drams" (CLDR 46)
  /// ```
  public static let dram = MeasureUnit(canonical: "dram")

  /// The drop, a kitchen measure.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .drop)
  ///   .string  // "5 drop" (CLDR 42), "5 drdrops" (CLDR 46)
  /// ```
  public static let drop = MeasureUnit(canonical: "drop")

  /// The US fluid ounce, about 29.57 mL.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .fluidOunce).string  // "5 fl oz"
  /// ```
  public static let fluidOunce = MeasureUnit(canonical: "fluid-ounce")

  /// The imperial fluid ounce, about 28.41 mL.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .fluidOunceImperial)
  ///   .string  // "5 fl oz Imp."
  /// ```
  public static let fluidOunceImperial = MeasureUnit(canonical: "fluid-ounce-imperial")

  /// The metric fluid ounce, 30 mL.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 fluid-ounce-metric"), and `MeasureUnit("fluid-ounce-metric")` and decoding this unit throw
  /// there.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .fluidOunceMetric)
  ///   .string  // "5 fl oz m." (CLDR 48)
  /// ```
  public static let fluidOunceMetric = MeasureUnit(canonical: "fluid-ounce-metric")

  /// The US gallon, 3.785411784 L.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .gallon).string  // "5 gal"
  /// ```
  public static let gallon = MeasureUnit(canonical: "gallon")

  /// The imperial gallon, 4.54609 L.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .gallonImperial).string  // "5 gal Imp."
  /// ```
  public static let gallonImperial = MeasureUnit(canonical: "gallon-imperial")

  /// The hectoliter, 100 liters.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .hectoliter).string  // "5 hL"
  /// ```
  public static let hectoliter = MeasureUnit(canonical: "hectoliter")

  /// The jigger, 1.5 US fluid ounces, a bar measure.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .jigger)
  ///   .string  // "5 jigger" (CLDR 42), "5 jiggers" (CLDR 46)
  /// ```
  public static let jigger = MeasureUnit(canonical: "jigger")

  /// The koku, a Japanese unit of volume: 100 shō (about 180 L), traditionally of rice.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 koku"), and `MeasureUnit("koku")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .koku).string  // "5 koku [JP]" (CLDR 48)
  /// ```
  public static let koku = MeasureUnit(canonical: "koku")

  /// The kosaji, the Japanese teaspoon: 5 mL.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 kosaji"), and `MeasureUnit("kosaji")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .kosaji)
  ///   .string  // "5 kosaji [JP]" (CLDR 48)
  /// ```
  public static let kosaji = MeasureUnit(canonical: "kosaji")

  /// The liter, 1/1,000 of a cubic meter.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .liter).string  // "5 L"
  /// ```
  public static let liter = MeasureUnit(canonical: "liter")

  /// The megaliter, 10⁶ liters.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .megaliter).string  // "5 ML"
  /// ```
  public static let megaliter = MeasureUnit(canonical: "megaliter")

  /// The milliliter, 1/1,000 of a liter.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .milliliter).string  // "5 mL"
  /// ```
  public static let milliliter = MeasureUnit(canonical: "milliliter")

  /// The ōsaji, the Japanese tablespoon: 15 mL.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 osaji"), and `MeasureUnit("osaji")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .osaji)
  ///   .string  // "5 osaji [JP]" (CLDR 48)
  /// ```
  public static let osaji = MeasureUnit(canonical: "osaji")

  /// The pinch, a kitchen measure.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .pinch)
  ///   .string  // "5 pinch" (CLDR 42), "5 pn" (CLDR 46)
  /// ```
  public static let pinch = MeasureUnit(canonical: "pinch")

  /// The US liquid pint, 16 US fluid ounces (about 473 mL).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .pint).string  // "5 pt"
  /// ```
  public static let pint = MeasureUnit(canonical: "pint")

  /// The imperial pint, 1/8 of an imperial gallon (about 568 mL).
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 pint-imperial"), and `MeasureUnit("pint-imperial")` parses only where that ICU knows the
  /// id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .pintImperial)
  ///   .string  // "5 pt Imp." (CLDR 48)
  /// ```
  public static let pintImperial = MeasureUnit(canonical: "pint-imperial")

  /// The metric pint, 500 mL.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .pintMetric).string  // "5 mpt"
  /// ```
  public static let pintMetric = MeasureUnit(canonical: "pint-metric")

  /// The US liquid quart, 2 US pints (about 946 mL).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .quart).string  // "5 qt"
  /// ```
  public static let quart = MeasureUnit(canonical: "quart")

  /// The imperial quart, about 1.137 L.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .quartImperial)
  ///   .string  // "5 qt Imp." (CLDR 42), "5 qt-Imp." (CLDR 46)
  /// ```
  public static let quartImperial = MeasureUnit(canonical: "quart-imperial")

  /// The sai, a Japanese unit of volume: 1/1,000 shō (about 1.8 mL).
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 sai"), and `MeasureUnit("sai")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .sai).string  // "5 sai [JP]" (CLDR 48)
  /// ```
  public static let sai = MeasureUnit(canonical: "sai")

  /// The shaku, a Japanese unit of volume: 1/100 shō (about 18 mL).
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 shaku"), and `MeasureUnit("shaku")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .shaku)
  ///   .string  // "5 shaku [vol, JP]" (CLDR 48)
  /// ```
  public static let shaku = MeasureUnit(canonical: "shaku")

  /// The US tablespoon, 3 teaspoons (about 14.8 mL).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .tablespoon).string  // "5 tbsp"
  /// ```
  public static let tablespoon = MeasureUnit(canonical: "tablespoon")

  /// The US teaspoon, about 4.93 mL.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .teaspoon).string  // "5 tsp"
  /// ```
  public static let teaspoon = MeasureUnit(canonical: "teaspoon")

  /// The to, a Japanese unit of volume: 10 shō (about 18 L).
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 to-jp"), and `MeasureUnit("to-jp")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .toJp).string  // "5 to [JP]" (CLDR 48)
  /// ```
  public static let toJp = MeasureUnit(canonical: "to-jp")
}
