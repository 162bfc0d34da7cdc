/// What people write that CLDR does not: unit spellings, words for "about" and words
/// between the ends of a range, per language, each with where it is seen.
///
/// The reader takes them beside what ICU writes (``ParseTable``), at every level of its
/// lookup (as written, without spaces, case folded, loose). An alias never overrides a
/// spelling the locale writes for another unit: where the two meet, the text is
/// ambiguous and the error lists both. Symbols that mean the same in every language
/// (`Mbps`, `lbs`, `kph`, `sq ft`) are ``UnitSymbols``', read after these.
enum Aliases {
  /// A unit written so after a number, in a language: one unit, or several where people
  /// use the word for each (ja キロ: kilometers or kilograms).
  struct Spelling: Sendable {
    let language: String
    /// The unit's text, after the number, or around it where it has "{0}" ("大さじ{0}").
    let text: String
    /// The units' ids; "osaji|tablespoon" is the first of these that the ICU in use
    /// has among its built-in units (CLDR 48 writes the Japanese spoons; ICU 76 knows
    /// their ids but has no text for them, ICU 72 neither).
    let units: [String]
    /// Where this way of writing is seen.
    let seen: String
    /// The regions it is for ("US", "" for a locale without one), or nil for every region;
    /// with `exceptRegions`, every region but these.
    var regions: Set<String>? = nil
    var exceptRegions = false

    /// The unit `id` names: the first of its alternatives ("osaji|tablespoon") that is
    /// one of the ICU's built-in units.
    func unit(_ id: String) -> MeasureUnit? {
      let alternatives = id.split(separator: "|").map(String.init)
      guard alternatives.count > 1 else { return try? MeasureUnit(id) }
      return alternatives.first { UnitCatalog.typeOfUnit[$0] != nil }.flatMap {
        try? MeasureUnit($0)
      }
    }

    /// Whether it is for a locale of `language` in `region`.
    func applies(language: String, region: String) -> Bool {
      guard language == self.language else { return false }
      guard let regions else { return true }
      return regions.contains(region) != exceptRegions
    }
  }

  /// The regions whose weather is in degrees Fahrenheit (and CLDR's `en` without one).
  static let fahrenheitRegions: Set<String> = [
    "", "US", "PR", "VI", "GU", "AS", "MP", "UM", "BS", "BZ", "KY", "LR", "PW", "FM", "MH",
  ]

  static let units: [Spelling] = [
    .init(
      language: "en", text: "°", units: ["fahrenheit"],
      seen: "US weather pages and widgets ('72°'); CLDR 42 writes °F so in narrow width",
      regions: fahrenheitRegions),
    .init(
      language: "en", text: "°", units: ["celsius"],
      seen: "British, Indian, Australian weather pages ('20°'); CLDR 42 writes °C so in en-GB",
      regions: fahrenheitRegions, exceptRegions: true),
    .init(
      language: "ja", text: "大さじ{0}", units: ["osaji|tablespoon"],
      seen: "Japanese recipes ('大さじ2'), as CLDR 42 writes a tablespoon and CLDR 48 the osaji"),
    .init(
      language: "ja", text: "小さじ{0}", units: ["kosaji|teaspoon"],
      seen: "Japanese recipes ('小さじ1/2'), as CLDR 42 writes a teaspoon and CLDR 48 the kosaji"),
    .init(
      language: "en", text: "t", units: ["teaspoon"],
      seen: "US recipes ('1 t vanilla': lowercase t a teaspoon, capital T a tablespoon)"),
    .init(
      language: "en", text: "T", units: ["tablespoon"], seen: "US recipes ('2 T butter')"),
    .init(
      language: "en", text: "kb", units: ["kilobyte"],
      seen: "file sizes in forums and mail clients ('attachment.pdf (512 kb)')"),
    .init(
      language: "fr", text: "c.c.", units: ["teaspoon"],
      seen: "French recipes ('1 c.c. de sel': cuillère à café)"),
    .init(
      language: "fr", text: "c.s.", units: ["tablespoon"],
      seen: "French recipes ('2 c.s. d'huile': cuillère à soupe)"),
    .init(
      language: "it", text: "gg", units: ["day"],
      seen: "Italian forms and contracts ('entro 30 gg')"),
    .init(
      language: "ar", text: "كيلومترات", units: ["kilometer"],
      seen: "everyday Arabic plural, and CLDR 48's long plural for 3–10 ('٥ كيلومترات')"),
    .init(
      language: "de", text: "°", units: ["celsius"],
      seen: "weather forecasts, which write temperatures with a bare degree sign ('20°')"),
    .init(
      language: "fr", text: "°", units: ["celsius"],
      seen: "weather forecasts, which write temperatures with a bare degree sign ('20°')"),
    .init(
      language: "es", text: "°", units: ["celsius"],
      seen: "weather forecasts, which write temperatures with a bare degree sign ('20°')"),
    .init(
      language: "it", text: "°", units: ["celsius"],
      seen: "weather forecasts, which write temperatures with a bare degree sign ('20°')"),
    .init(
      language: "pt", text: "°", units: ["celsius"],
      seen: "weather forecasts, which write temperatures with a bare degree sign ('20°')"),
    .init(
      language: "nl", text: "°", units: ["celsius"],
      seen: "weather forecasts, which write temperatures with a bare degree sign ('20°')"),
    .init(
      language: "ru", text: "°", units: ["celsius"],
      seen: "weather forecasts, which write temperatures with a bare degree sign ('20°')"),
    .init(
      language: "pl", text: "°", units: ["celsius"],
      seen: "weather forecasts, which write temperatures with a bare degree sign ('20°')"),
    .init(
      language: "sv", text: "°", units: ["celsius"],
      seen: "weather forecasts, which write temperatures with a bare degree sign ('20°')"),
    .init(
      language: "tr", text: "°", units: ["celsius"],
      seen: "weather forecasts, which write temperatures with a bare degree sign ('20°')"),
    .init(
      language: "en", text: "kmph", units: ["kilometer-per-hour"],
      seen: "Indian English press and road signs ('speed limit 80 kmph')"),
    .init(
      language: "de", text: "qm", units: ["square-meter"],
      seen: "German real-estate listings ('3-Zimmer-Wohnung, 75 qm')"),
    .init(
      language: "de", text: "ccm", units: ["cubic-centimeter"],
      seen: "German vehicle papers and car listings ('Hubraum 1.598 ccm')"),
    .init(
      language: "fr", text: "mn", units: ["minute"],
      seen: "French recipes and timetables ('cuisson 20 mn')"),
    .init(
      language: "fr", text: "gr", units: ["gram"], seen: "French recipes ('250 gr de farine')"),
    .init(
      language: "it", text: "gr", units: ["gram"], seen: "Italian recipes ('100 gr di zucchero')"),
    .init(
      language: "nl", text: "gr", units: ["gram"], seen: "Dutch recipes ('200 gr bloem')"),
    .init(
      language: "es", text: "grs", units: ["gram"],
      seen: "Latin American recipes and packaging ('500 grs')"),
    .init(
      language: "es", text: "gr", units: ["gram"], seen: "Spanish recipes ('200 gr de harina')"),
    .init(
      language: "es", text: "kgs", units: ["kilogram"], seen: "Spanish informal writing ('80 kgs')"),
    .init(
      language: "es", text: "mts", units: ["meter"],
      seen: "Spanish real-estate listings and informal writing ('100 mts')"),
    .init(
      language: "es", text: "kms", units: ["kilometer"], seen: "Spanish informal writing ('10 kms')"
    ),
    .init(
      language: "es", text: "lts", units: ["liter"], seen: "Latin American packaging ('1,5 lts')"),
    .init(
      language: "es", text: "hs", units: ["hour"],
      seen: "Argentine and Uruguayan timetables ('2 hs')"),
    .init(
      language: "pt", text: "grs", units: ["gram"], seen: "Brazilian recipes ('200 grs')"),
    .init(
      language: "pt", text: "kms", units: ["kilometer"],
      seen: "Portuguese informal writing ('10 kms')"),
    .init(
      language: "ru", text: "гр", units: ["gram"], seen: "Russian recipes ('200 гр муки')"),
    .init(
      language: "ru", text: "сек", units: ["second"], seen: "Russian informal writing ('30 сек')"),
    .init(
      language: "ru", text: "кв. м", units: ["square-meter"],
      seen: "Russian real-estate listings ('квартира 45 кв. м')"),
    .init(
      language: "pl", text: "sek", units: ["second"], seen: "Polish informal writing ('30 sek.')"),
    .init(
      language: "zh", text: "千米", units: ["kilometer"],
      seen: "Mainland Chinese standard term (GB 3100–3102) and textbooks ('5千米')"),
    .init(
      language: "zh", text: "公斤", units: ["kilogram"],
      seen: "Chinese everyday and commercial usage ('5公斤')"),
    .init(
      language: "zh", text: "公分", units: ["centimeter"],
      seen: "Taiwanese and colloquial Chinese ('170公分')"),
    .init(
      language: "zh", text: "公尺", units: ["meter"], seen: "Taiwanese usage ('100公尺')"),
    .init(
      language: "zh", text: "公升", units: ["liter"], seen: "Taiwanese usage ('2公升')"),
    .init(
      language: "ja", text: "キロ", units: ["kilometer", "kilogram"],
      seen: "Japanese everyday speech: '5キロ走った' (km), '5キロ痩せた' (kg)"),
    .init(
      language: "ko", text: "킬로", units: ["kilometer", "kilogram"],
      seen: "Korean everyday speech: '5킬로' for km or kg"),
    .init(
      language: "ko", text: "키로", units: ["kilometer", "kilogram"],
      seen: "Korean colloquial spelling of 킬로"),
    .init(
      language: "ar", text: "كجم", units: ["kilogram"],
      seen: "Egyptian and Gulf packaging and press ('٥ كجم')"),
    .init(
      language: "ar", text: "كلم", units: ["kilometer"], seen: "Maghrebi press ('١٠ كلم')"),
    .init(
      language: "hi", text: "किमी", units: ["kilometer"],
      seen: "Hindi newspapers ('10 किमी', without the abbreviation signs)"),
    .init(
      language: "hi", text: "किलो", units: ["kilogram"],
      seen: "Hindi everyday usage ('5 किलो आटा')"),
    .init(
      language: "tr", text: "dk", units: ["minute"],
      seen: "Turkish timetables and recipes ('30 dk', without the period)"),
    .init(
      language: "tr", text: "sn", units: ["second"], seen: "Turkish informal writing ('45 sn')"),
  ]

  /// Words and signs for "about" written before a number, beside the locale's
  /// approximately sign (ICU's "~", "≈", "約", "ca."), which the table learns from ICU.
  static let approximately: [String: [String]] = [
    "": ["~", "≈", "∼", "≃", "～"],
    "en": ["about", "approx.", "approximately", "around", "ca."],
    "de": ["ca.", "etwa", "rund", "ungefähr"],
    "fr": ["env.", "environ"],
    "es": ["aprox.", "aproximadamente"],
    "it": ["circa", "ca."],
    "pt": ["aprox.", "aproximadamente", "cerca de"],
    "nl": ["ca.", "ongeveer", "circa"],
    "sv": ["ca", "ca.", "cirka", "omkring"],
    "pl": ["ok.", "około"],
    "ru": ["ок.", "около", "примерно"],
    "ja": ["約", "およそ"],
    "zh": ["约", "約", "大约", "大約"],
    "ko": ["약"],
    "tr": ["yaklaşık", "yak."],
    "hi": ["लगभग", "करीब"],
  ]

  /// Words for zero written where a number goes: Apple's `ByteCountFormatter` writes
  /// "Zero KB".
  static let zero: [String: String] = ["en": "zero"]

  /// Words written between the two ends of a range ("3 to 5 km"), beside the dashes and
  /// the locale's own range separator, which the table learns from ICU.
  static let rangeWords: [String: [String]] = [
    "en": ["to"],
    "de": ["bis"],
    "fr": ["à"],
    "es": ["a"],
    "pt": ["a"],
    "it": ["a"],
    "nl": ["tot"],
    "sv": ["till"],
    "pl": ["do"],
    "ru": ["до"],
    "zh": ["至", "到"],
  ]

  /// The language subtag of an ICU locale id: "de" for "de_CH@numbers=latn".
  static func language(of localeID: String) -> String {
    String(localeID.prefix { $0 != "_" && $0 != "@" && $0 != "-" })
  }

  /// The region subtag of an ICU locale id: "CH" for "de_CH", "TW" for "zh_Hant_TW", ""
  /// for "de".
  static func region(of localeID: String) -> String {
    let base = localeID.prefix { $0 != "@" }
    let parts = base.split(separator: "_").dropFirst()
    return parts.first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
      .map(String.init) ?? ""
  }
}
