import Testing

@_spi(MeasfmtCLI) @testable import MeasurementFormattingCore

/// Issue 34: what people type and other tools print, read as a careful person reads it,
/// or refused with the readings — never a confident wrong reading.
@Suite("Reading what people write")
struct ReadingWhatPeopleWriteTests {
  func read(_ text: String, _ locale: String) throws -> ParsedMeasurement {
    try MeasurementFormat(locale: locale).parseRange(text)
  }

  func error(_ text: String, _ locale: String) -> MeasurementFormatError? {
    thrownError { _ = try read(text, locale) }
  }

  @Test(
    "A number not written as the locale writes numbers is an error that says what it writes",
    arguments: [
      ("1.80 m", "de", "'1.80' is not a number as 'de' writes one; did you mean '1,80'?"),
      ("5,00 km", "en", "'5,00' is not a number as 'en' writes one; did you mean '5.00'?"),
      ("1,2345 km", "en", "'1,2345' is not a number as 'en' writes one; did you mean '1.2345'?"),
      ("5.1 km", "de", "'5.1' is not a number as 'de' writes one; did you mean '5,1'?"),
      ("1,234,5 km", "en", "'1,234,5' is not a number as 'en' writes one"),
    ])
  func numbers(text: String, locale: String, message: String) {
    #expect(error(text, locale)?.description == message)
  }

  @Test(
    "Numbers as the locale's systems write them, grouped or not",
    arguments: [
      ("1,234 km", "en", 1234.0), ("1.234 km", "en", 1.234), ("1.234 km", "de", 1234),
      ("1234,5 km", "de", 1234.5), ("1,234.5 كم", "ar", 1234.5), ("١٬٢٣٤٫٥ كم", "ar", 1234.5),
      ("12,34,567.5 km", "en-IN", 1_234_567.5), ("123,456.7 km", "en-IN", 123_456.7),
      ("1'234.5 km", "de-CH", 1234.5), ("1’234.5 km", "de-CH", 1234.5),
      ("1,5 km", "de-CH", 1.5), ("1 234 km", "en", 1234), ("1\u{202F}234,5 km", "fr", 1234.5),
      (".5 km", "en", 0.5), ("१२ किमी", "hi", 12),
    ])
  func localeNumbers(text: String, locale: String, value: Double) throws {
    let parsed = try read(text, locale)
    #expect(parsed.value == value)
    #expect(parsed.unit == .kilometer)
  }

  @Test(
    "Fractions as recipes write them",
    arguments: [
      ("1/2 cup", 0.5), ("½ cup", 0.5), ("1½ cups", 1.5), ("1 1/2 cups", 1.5),
      ("1 ½ cups", 1.5), ("1-1/2 cups", 1.5), ("¾ cup", 0.75), ("2⅔ cups", 2 + 2.0 / 3),
      ("1\u{2044}4 cup", 0.25),
    ])
  func fractions(text: String, value: Double) throws {
    let parsed = try read(text, "en")
    #expect(parsed.value == value)
    #expect(parsed.unit == .cup)
    #expect(parsed.endValue == nil)
  }

  @Test(
    "Ranges: the locale's separator, dashes, words, a unit on each end, negative ends",
    arguments: [
      ("3–5 km", "en", 3.0, 5.0, "kilometer"), ("3-5 km", "en", 3, 5, "kilometer"),
      ("3 – 5 km", "en", 3, 5, "kilometer"), ("3—5 km", "en", 3, 5, "kilometer"),
      ("3...5 km", "en", 3, 5, "kilometer"), ("3 to 5 km", "en", 3, 5, "kilometer"),
      ("3 km – 5 km", "en", 3, 5, "kilometer"), ("-3 - -1 °C", "en", -3, -1, "celsius"),
      ("-3--1 °C", "en", -3, -1, "celsius"), ("3 bis 5 km", "de", 3, 5, "kilometer"),
      ("3～5 km", "ja", 3, 5, "kilometer"), ("3〜5 km", "ja", 3, 5, "kilometer"),
      ("摂氏 -3 ～ -1 度", "ja", -3, -1, "celsius"), ("kilomitoci 3–5", "ha", 3, 5, "kilometer"),
    ])
  func ranges(text: String, locale: String, low: Double, high: Double, unit: String) throws {
    let parsed = try read(text, locale)
    #expect(parsed.value == low)
    #expect(parsed.endValue == high)
    #expect(parsed.unit.identifier == unit)
  }

  @Test("A range is not one measurement; '3 -5' is not clear")
  func rangeErrors() throws {
    let en = try MeasurementFormat(locale: "en")
    #expect(throws: MeasurementFormatError.self) { try en.parse("3–5 km") }
    #expect(
      error("3 -5 km", "en")?.description
        == "'3 -5 km' is not clear: write a range as 3-5 or 3 - 5, a negative number without a space before it"
    )
  }

  @Test(
    "About: ICU's approximately signs and words",
    arguments: [
      ("~5 km", "en"), ("≈5 km", "de"), ("約5 km", "ja"), ("ca. 5 km", "de"), ("about 5 km", "en"),
      ("ca.5 km", "nb"), ("约5公里", "zh"), ("약 5km", "ko"),
    ])
  func approximately(text: String, locale: String) throws {
    let parsed = try read(text, locale)
    #expect(parsed.isApproximate)
    #expect(parsed.value == 5)
    #expect(parsed.unit == .kilometer)
  }

  @Test(
    "Mixed units as people type them",
    arguments: [
      ("5'11\"", "en", "foot-and-inch", [5.0, 11]), ("5′11″", "en", "foot-and-inch", [5, 11]),
      ("5′ 11″", "en", "foot-and-inch", [5, 11]), ("5 ft 11 in", "en", "foot-and-inch", [5, 11]),
      ("5ft11", "en", "foot-and-inch", [5, 11]), ("12'-6\"", "en", "foot-and-inch", [12, 6]),
      ("1h30", "en", "hour-and-minute", [1, 30]), ("1h 30m", "en", "hour-and-minute", [1, 30]),
      ("2 h 30 min", "de", "hour-and-minute", [2, 30]),
      ("40°26′46″", "en", "degree-and-arc-minute-and-arc-second", [40, 26, 46]),
      ("1m80", "fr", "meter-and-centimeter", [1, 80]),
    ])
  func mixed(text: String, locale: String, unit: String, values: [Double]) throws {
    let parsed = try read(text, locale)
    #expect(parsed.unit.identifier == unit)
    #expect(parsed.components.map(\.value) == values)
  }

  @Test("Mixed readings that two units fit are ambiguous")
  func mixedAmbiguity() {
    // 1 m 30 cm, or 1 min 30 s: both fit in English.
    #expect(
      Set(error("1m30", "en")?.candidates ?? []) == ["meter-and-centimeter", "minute-and-second"])
  }

  @Test(
    "Compatibility characters, stand-ins, accents and aliases",
    arguments: [
      ("１０ｋｍ", "en", 10.0, "kilometer"), ("5 ㎞", "en", 5, "kilometer"),
      ("20 ℃", "en", 20, "celsius"), ("5 µm", "en", 5, "micrometer"),
      ("20 ºC", "es", 20, "celsius"), ("5 quilometros", "pt", 5, "kilometer"),
      ("5 kilometros", "es", 5, "kilometer"), ("5 ק\"מ", "he", 5, "kilometer"),
      ("5千米", "zh", 5, "kilometer"), ("5公斤", "zh", 5, "kilogram"), ("30 dk", "tr", 30, "minute"),
      ("100 Mbps", "en", 100, "megabit-per-second"), ("75 qm", "de", 75, "square-meter"),
      ("5 m2", "en", 5, "square-meter"), ("5 m^2", "en", 5, "square-meter"),
      ("5 kB", "en", 5, "kilobyte"), ("500 ml", "en", 500, "milliliter"),
      ("400 mcg", "en", 400, "microgram"), ("Zero kB", "en", 0, "kilobyte"),
      ("100 Мбит/c", "ru", 100, "megabit-per-second"), ("5 km/hora", "es", 5, "kilometer-per-hour"),
    ])
  func typed(text: String, locale: String, value: Double, unit: String) throws {
    let parsed = try read(text, locale)
    #expect(parsed.value == value)
    #expect(parsed.unit.identifier == unit)
  }

  @Test(
    "Units ICU composes read back",
    arguments: [
      ("5 ננוגר׳", "he", "nanogram"), ("5 МДж", "ru", "megajoule"),
      ("5 Gio/s", "fr", "gibibyte-per-second"), ("5 mJ", "en", "millijoule"),
      ("5 MJ", "en", "megajoule"),
    ])
  func composed(text: String, locale: String, unit: String) throws {
    #expect(try read(text, locale).unit.identifier == unit)
  }

  @Test(
    "Texts two readings fit are errors listing both",
    arguments: [
      ("5 pt", "en", ["point", "pint"]), ("72°", "en", ["degree", "fahrenheit"]),
      ("18 kt", "en", ["karat", "knot"]), ("1 t", "en", ["tonne", "teaspoon"]),
      ("5 kb", "en", ["kilobit", "kilobyte"]), ("20°", "de", ["degree", "celsius"]),
      ("5 kJ/t", "et", ["kilojoule-per-hour", "kilojoule-per-tonne"]),
      ("5キロ", "ja", ["kilometer", "kilogram"]),
    ])
  func ambiguous(text: String, locale: String, units: [String]) {
    let found = error(text, locale)
    #expect(found?.code == .ambiguousUnit)
    #expect(Set(units).isSubset(of: Set(found?.candidates ?? [])))
  }

  @Test("Where the locale writes minus and approximately alike, a signed number has two readings")
  func minusOrApproximately() throws {
    // CLDR 46 and 48 give Wolof "-" as its approximately sign, the same as its minus sign:
    // ICU writes about 5 km as "-5 km". CLDR 42 gives it "~".
    let wo = try MeasurementFormat(locale: "wo")
    if ICUInfo.cldrVersion.hasPrefix("42") {
      #expect(try wo.parse("-5 km").value == -5)
      #expect(try wo.parse("~5 km").isApproximate)
    } else {
      #expect(wo.formatRange(5, 5, unit: .kilometer).string == "-5 km")
      #expect(throws: MeasurementFormatError.self) { try wo.parse("-5 km") }
      do {
        _ = try wo.parse("-5 km")
      } catch {
        #expect(
          error.description
            == "'-5 km' has two readings in 'wo', which writes '-' for minus and for "
            + "approximately: minus 5 km, or about 5 km")
      }
      #expect(try wo.parse("~5 km").isApproximate)
      #expect(try wo.parse("5 km").value == 5)
    }
    // Elsewhere a minus sign is a minus sign.
    #expect(try MeasurementFormat(locale: "fr").parse("-5 km").value == -5)
  }

  // Found by fuzz-batch-line, fuzz-cli-args and fuzz-parse: a unit that loose matching
  // reduces to nothing ("^" and "." are dropped; U+0001 is the keys' place of the number)
  // trapped when its text was cut into a product's factors.
  @Test("A unit of characters that loose matching drops is an error, not a trap")
  func unitThatFoldsToNothing() {
    for text in ["^4", "4^", "4 .", "4 ^^", ".^ 4"] {
      #expect(error(text, "en") != nil, "\(text)")
    }
    #expect(error("3\u{1}", "hi-u-nu-deva") != nil)
    #expect(error("3\u{1}", "en") != nil)
  }

  @Test("Size suffixes: one reading is read, two are an error listing both, a filter chooses")
  func sizeSuffixes() throws {
    let en = try MeasurementFormat(locale: "en")
    #expect(try en.parse("15Gi") == ParsedMeasurement(value: 15, unit: try MeasureUnit("gibibyte")))
    #expect(error("1.5G", "en")?.candidates == ["g-force", "gibibyte", "gigabyte"])
    #expect(error("4.0K", "en")?.candidates == ["kelvin", "kibibyte", "kilobyte"])
    #expect(error("512Mi", "en")?.candidates == ["mile", "mebibyte"])
    #expect(try en.parse("1.5G", among: [try MeasureUnit("gibibyte")]).value == 1.5)
    #expect(try en.parse("1.5 G").unit.identifier == "g-force")
    let iec = try en.parse("1.5G", defaultUnit: nil, suffixes: .read(.iec, base: nil))
    #expect(iec.value == 1_610_612_736)
    #expect(iec.unit == .byte)
    let de = try MeasurementFormat(locale: "de")
    #expect(
      try de.parse("1,5G", defaultUnit: nil, suffixes: .read(.si, base: nil)).value
        == 1_500_000_000)
  }
}
