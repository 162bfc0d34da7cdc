// The built-in units of CLDR type `length`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// The astronomical unit, 149,597,870,700 m: about the distance from the Earth to the Sun.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .astronomicalUnit).string  // "5 au"
  /// ```
  public static let astronomicalUnit = MeasureUnit(canonical: "astronomical-unit")

  /// The centimeter, 1/100 of a meter.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .centimeter).string  // "5 cm"
  /// ```
  public static let centimeter = MeasureUnit(canonical: "centimeter")

  /// The chain, 66 feet (about 20.1 m), for land surveys.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 chain"), and `MeasureUnit("chain")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .chain).string  // "5 ch" (CLDR 48)
  /// ```
  public static let chain = MeasureUnit(canonical: "chain")

  /// The decimeter, 1/10 of a meter.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .decimeter).string  // "5 dm"
  /// ```
  public static let decimeter = MeasureUnit(canonical: "decimeter")

  /// The Earth's equatorial radius, about 6,378 km.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .earthRadius).string  // "5 R⊕"
  /// ```
  public static let earthRadius = MeasureUnit(canonical: "earth-radius")

  /// The fathom, 6 feet, for depths of water.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .fathom).string  // "5 fth"
  /// ```
  public static let fathom = MeasureUnit(canonical: "fathom")

  /// The foot, 12 inches (0.3048 m).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .foot).string  // "5 ft"
  /// ```
  public static let foot = MeasureUnit(canonical: "foot")

  /// The furlong, 660 feet (1/8 mile), in horse racing.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .furlong).string  // "5 fur"
  /// ```
  public static let furlong = MeasureUnit(canonical: "furlong")

  /// The inch, 2.54 cm.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .inch).string  // "5 in"
  /// ```
  public static let inch = MeasureUnit(canonical: "inch")

  /// The jō, a Japanese unit of length: 10 shaku.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 jo-jp"), and `MeasureUnit("jo-jp")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .joJp).string  // "5 jo [JP]" (CLDR 48)
  /// ```
  public static let joJp = MeasureUnit(canonical: "jo-jp")

  /// The ken, a Japanese unit of length: 6 shaku, as between the posts of a building.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 ken"), and `MeasureUnit("ken")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .ken).string  // "5 ken [JP]" (CLDR 48)
  /// ```
  public static let ken = MeasureUnit(canonical: "ken")

  /// The kilometer, 1,000 meters.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .kilometer).string  // "5 km"
  /// ```
  public static let kilometer = MeasureUnit(canonical: "kilometer")

  /// The light-year: the distance light travels in a year, about 9.46 × 10¹⁵ m.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .lightYear).string  // "5 ly"
  /// ```
  public static let lightYear = MeasureUnit(canonical: "light-year")

  /// The meter, the SI unit of length.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .meter).string  // "5 m"
  /// ```
  public static let meter = MeasureUnit(canonical: "meter")

  /// The micrometer, 10⁻⁶ meters.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .micrometer).string  // "5 μm"
  /// ```
  public static let micrometer = MeasureUnit(canonical: "micrometer")

  /// The mile, 5,280 feet (1,609.344 m).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .mile).string  // "5 mi"
  /// ```
  public static let mile = MeasureUnit(canonical: "mile")

  /// The Scandinavian mile, 10 km.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .mileScandinavian).string  // "5 smi"
  /// ```
  public static let mileScandinavian = MeasureUnit(canonical: "mile-scandinavian")

  /// The millimeter, 1/1,000 of a meter.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .millimeter).string  // "5 mm"
  /// ```
  public static let millimeter = MeasureUnit(canonical: "millimeter")

  /// The nanometer, 10⁻⁹ meters.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .nanometer).string  // "5 nm"
  /// ```
  public static let nanometer = MeasureUnit(canonical: "nanometer")

  /// The nautical mile, 1,852 m.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .nauticalMile).string  // "5 nmi"
  /// ```
  public static let nauticalMile = MeasureUnit(canonical: "nautical-mile")

  /// The parsec, about 3.26 light-years.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .parsec).string  // "5 pc"
  /// ```
  public static let parsec = MeasureUnit(canonical: "parsec")

  /// The picometer, 10⁻¹² meters.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .picometer).string  // "5 pm"
  /// ```
  public static let picometer = MeasureUnit(canonical: "picometer")

  /// The typographic point, 1/72 inch.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .point).string  // "5 pt"
  /// ```
  public static let point = MeasureUnit(canonical: "point")

  /// The ri, a Japanese unit of length for long distances: 12,960 shaku.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 ri-jp"), and `MeasureUnit("ri-jp")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .riJp).string  // "5 ri [JP]" (CLDR 48)
  /// ```
  public static let riJp = MeasureUnit(canonical: "ri-jp")

  /// The rin, a Japanese unit of length: 1/1,000 shaku.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 rin"), and `MeasureUnit("rin")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .rin).string  // "5 rin [JP]" (CLDR 48)
  /// ```
  public static let rin = MeasureUnit(canonical: "rin")

  /// The rod, 16.5 feet (about 5.03 m).
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 rod"), and `MeasureUnit("rod")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .rod).string  // "5 rd" (CLDR 48)
  /// ```
  public static let rod = MeasureUnit(canonical: "rod")

  /// The cloth shaku, a Japanese unit of length for cloth: 5/4 shaku.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 shaku-cloth"), and `MeasureUnit("shaku-cloth")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .shakuCloth)
  ///   .string  // "5 shaku [cloth, JP]" (CLDR 48)
  /// ```
  public static let shakuCloth = MeasureUnit(canonical: "shaku-cloth")

  /// The shaku, the Japanese base unit of length, about a foot.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 shaku-length"), and `MeasureUnit("shaku-length")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .shakuLength)
  ///   .string  // "5 shaku [JP]" (CLDR 48)
  /// ```
  public static let shakuLength = MeasureUnit(canonical: "shaku-length")

  /// The Sun's radius, about 695,700 km.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .solarRadius).string  // "5 R☉"
  /// ```
  public static let solarRadius = MeasureUnit(canonical: "solar-radius")

  /// The sun, a Japanese unit of length: 1/10 shaku.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 sun"), and `MeasureUnit("sun")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .sun).string  // "5 sun [JP]" (CLDR 48)
  /// ```
  public static let sun = MeasureUnit(canonical: "sun")

  /// The yard, 3 feet (0.9144 m).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .yard).string  // "5 yd"
  /// ```
  public static let yard = MeasureUnit(canonical: "yard")

  /// Feet and inches, a mixed unit (not one of ICU's built-in units): each component is
  /// formatted and tagged on its own.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5.5, unit: .footAndInch).string  // "5 ft, 6 in"
  /// ```
  public static let footAndInch = MeasureUnit(canonical: "foot-and-inch", isMixed: true)
}
