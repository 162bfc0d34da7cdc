// The built-in units of CLDR type `mass`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// The carat, 200 mg, for gemstones.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .carat).string  // "5 CD"
  /// ```
  public static let carat = MeasureUnit(canonical: "carat")

  /// The dalton (unified atomic mass unit), about 1.66 × 10⁻²⁷ kg.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .dalton).string  // "5 Da"
  /// ```
  public static let dalton = MeasureUnit(canonical: "dalton")

  /// The Earth's mass, about 5.97 × 10²⁴ kg.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .earthMass).string  // "5 M⊕"
  /// ```
  public static let earthMass = MeasureUnit(canonical: "earth-mass")

  /// The fun, a Japanese unit of mass: 0.375 g.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 fun"), and `MeasureUnit("fun")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .fun).string  // "5 fun [JP]" (CLDR 48)
  /// ```
  public static let fun = MeasureUnit(canonical: "fun")

  /// The grain, 64.79891 mg.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .grain)
  ///   .string  // "5 grain" (CLDR 42), "5 gr" (CLDR 46)
  /// ```
  public static let grain = MeasureUnit(canonical: "grain")

  /// The gram, 1/1,000 of a kilogram.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .gram).string  // "5 g"
  /// ```
  public static let gram = MeasureUnit(canonical: "gram")

  /// The kilogram, the SI unit of mass.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .kilogram).string  // "5 kg"
  /// ```
  public static let kilogram = MeasureUnit(canonical: "kilogram")

  /// The microgram, 10⁻⁶ grams.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .microgram).string  // "5 μg"
  /// ```
  public static let microgram = MeasureUnit(canonical: "microgram")

  /// The milligram, 1/1,000 of a gram.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .milligram).string  // "5 mg"
  /// ```
  public static let milligram = MeasureUnit(canonical: "milligram")

  /// The (avoirdupois) ounce, 1/16 pound (about 28.35 g).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .ounce).string  // "5 oz"
  /// ```
  public static let ounce = MeasureUnit(canonical: "ounce")

  /// The troy ounce, about 31.1 g, for precious metals.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .ounceTroy).string  // "5 oz t"
  /// ```
  public static let ounceTroy = MeasureUnit(canonical: "ounce-troy")

  /// The (avoirdupois) pound, 0.45359237 kg.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .pound).string  // "5 lb"
  /// ```
  public static let pound = MeasureUnit(canonical: "pound")

  /// The slug, the mass one pound-force accelerates by one foot per second squared: about 14.59 kg.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 slug"), and `MeasureUnit("slug")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .slug).string  // "5 slug" (CLDR 48)
  /// ```
  public static let slug = MeasureUnit(canonical: "slug")

  /// The Sun's mass, about 1.988 × 10³⁰ kg.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .solarMass).string  // "5 M☉"
  /// ```
  public static let solarMass = MeasureUnit(canonical: "solar-mass")

  /// The stone, 14 pounds, for body weight in the United Kingdom.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .stone).string  // "5 st"
  /// ```
  public static let stone = MeasureUnit(canonical: "stone")

  /// The US (short) ton, 2,000 pounds.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .ton).string  // "5 tn"
  /// ```
  public static let ton = MeasureUnit(canonical: "ton")

  /// The tonne (metric ton), 1,000 kg.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .tonne).string  // "5 t"
  /// ```
  public static let tonne = MeasureUnit(canonical: "tonne")
}
