import MeasfmtTestSupport
import Testing

@testable import MeasurementFormattingCore

@Suite("Reading measurements back", .tags(.concurrency))
struct ParsingTests {
  func parse(_ text: String, _ locale: String, quantity: String? = nil) throws -> ParsedMeasurement
  {
    try MeasurementFormat(locale: locale).parse(text, quantity: quantity)
  }

  func failure(_ text: String, _ locale: String, quantity: String? = nil) -> MeasurementFormatError?
  {
    thrownError { _ = try parse(text, locale, quantity: quantity) }
  }

  @Test(
    "Numbers as each locale writes them: digits, separators, minus signs, spaces",
    arguments: [
      ("de", "1.234,5 km", 1234.5, "kilometer"),
      ("de", "1234,5 km", 1234.5, "kilometer"),
      ("de", "-0,25 km", -0.25, "kilometer"),
      ("de-CH", "1’234.5 km", 1234.5, "kilometer"),
      ("fr", "1\u{202F}234,5\u{A0}km", 1234.5, "kilometer"),
      ("fr", "1 234,5 km", 1234.5, "kilometer"),
      ("en", "1,234.5 km", 1234.5, "kilometer"),
      ("en", "\u{2212}0.25 km", -0.25, "kilometer"),
      ("en", "1,000,000 km", 1_000_000, "kilometer"),
      ("en", "5km", 5, "kilometer"),
      ("en", "5\u{202F}km", 5, "kilometer"),
      ("ar", "٥ كم", 5, "kilometer"),
      ("ar", "\u{61C}-٣ ساعات", -3, "hour"),
      ("ar", "\u{200E}-3 ساعات", -3, "hour"),
      ("ar-EG-u-nu-arab", "١٬٢٣٤٫٥ كم", 1234.5, "kilometer"),
      ("hi-u-nu-deva", "५ कि॰मी॰", 5, "kilometer"),
      ("ru", "1 234,5 км", 1234.5, "kilometer"),
    ])
  func numbers(locale: String, text: String, value: Double, unit: String) throws {
    let parsed = try parse(text, locale)
    #expect(parsed.value == value)
    #expect(parsed.unit.identifier == unit)
    #expect(parsed.components == [.init(unit: unit, value: value)])
  }

  @Test(
    "Every width and plural form, compounds, case and spacing",
    arguments: [
      ("de", "5 Kilometer", "kilometer"),
      ("de", "1 Kilometer pro Stunde", "kilometer-per-hour"),
      ("de", "5 km/h", "kilometer-per-hour"),
      ("de", "2 Stunden", "hour"),
      ("de", "1 Std.", "hour"),
      ("en", "1 kilometer", "kilometer"),
      ("en", "2 kilometers", "kilometer"),
      ("en", "5 KILOMETERS", "kilometer"),
      ("en", "5 miles per hour", "mile-per-hour"),
      ("en", "5 L/100km", "liter-per-100-kilometer"),
      ("en", "5 m", "meter"),
      ("en", "5 °C", "celsius"),
      ("ru", "1 километр", "kilometer"),
      ("ru", "2 километра", "kilometer"),
      ("ru", "5 километров", "kilometer"),
      ("ru", "1,5 километра", "kilometer"),
      ("pl", "2 godziny", "hour"),
      ("pl", "5 godzin", "hour"),
      // What MeasureUnit(symbol:) reads, where the locale writes the unit otherwise.
      ("de", "5 MB/s", "megabyte-per-second"),
      ("de", "5 kilometer-per-hour", "kilometer-per-hour"),
      ("en", "5 kph", "kilometer-per-hour"),
    ])
  func units(locale: String, text: String, unit: String) throws {
    #expect(try parse(text, locale).unit.identifier == unit)
  }

  @Test("A form without a number says its value (ar two hours, he two days)")
  func numberless() throws {
    let twoHours = try parse("ساعتان", "ar")
    #expect(twoHours.value == 2)
    #expect(twoHours.unit == .hour)
    let oneHour = try parse("ساعة", "ar")
    #expect(oneHour.value == 1)
    #expect(oneHour.unit == .hour)
    #expect(failure("km", "en")?.description == "no number in 'km'")
  }

  @Test("Mixed units as the locale lists them")
  func mixed() throws {
    let height = try parse("5 ft, 11 in", "en")
    #expect(height.unit.identifier == "foot-and-inch")
    #expect(height.value == 5 + 11.0 / 12)
    #expect(height.components == [.init(unit: "foot", value: 5), .init(unit: "inch", value: 11)])
    #expect(try parse("1 h 30 min", "en").value == 1.5)
    #expect(try parse("1 hr, 30 min", "en").unit.identifier == "hour-and-minute")
    #expect(try parse("1 Stunde, 30 Minuten", "de").value == 1.5)
    #expect(try parse("5 pieds et 6 pouces", "fr").value == 5.5)
    #expect(try parse("-5 ft, 6 in", "en").value == -5.5)
    // "m" after "1 h" is a minute: the components measure one quantity.
    #expect(try parse("1h 30m", "en").unit.identifier == "hour-and-minute")
    // ′ and ″ are feet and inches, or arc minutes and seconds: the whole text is a mixed
    // unit CLDR's usages write (a person's height), which wins; an angle where asked.
    #expect(try parse("5′ 11″", "en").unit.identifier == "foot-and-inch")
    #expect(try parse("5′ 11″", "en", quantity: "length").unit.identifier == "foot-and-inch")
    #expect(
      try parse("5′ 11″", "en", quantity: "angle").unit.identifier == "arc-minute-and-arc-second")
  }

  @Test("Mixed units whose unit is written before the number, as sw and ha write them")
  func mixedUnitBeforeNumber() throws {
    // As measfmt formats 5 ft 11 in, 2.25 h and 1.5 h in sw and ha (ICU 72): the unit
    // before each number, or before one and after the other.
    let height = try parse("futi 5 na inchi 11", "sw")
    #expect(height.unit.identifier == "foot-and-inch")
    #expect(height.value == 5 + 11.0 / 12)
    #expect(height.components == [.init(unit: "foot", value: 5), .init(unit: "inch", value: 11)])
    let time = try parse("saa 2 na dak 15", "sw")
    #expect(time.unit.identifier == "hour-and-minute")
    #expect(time.components == [.init(unit: "hour", value: 2), .init(unit: "minute", value: 15)])
    #expect(time.value == 2.25)
    let narrow = try parse("ƙff5, 11″", "ha")
    #expect(narrow.components == [.init(unit: "foot", value: 5), .init(unit: "inch", value: 11)])
    let wide = try parse("sa′a 1, mintoci 30", "ha")
    #expect(wide.unit.identifier == "hour-and-minute")
    #expect(wide.value == 1.5)
  }

  /// Plain numbers are read without ICU's parser (NumberParser.cpp); each text here is
  /// read to its value by both ways, or refused by both.
  @Test(
    "Plain numbers read without ICU's parser are what ICU reads",
    arguments: [
      ("en", "5", 5.0), ("en", "-0.25", -0.25), ("en", "1,234.5", 1234.5),
      ("en", "987,654.321", 987654.321), ("en", "0.001", 0.001), ("en", "007", 7),
      ("en", "1,234,567.891", 1234567.891), ("en", "123456789012345", 123_456_789_012_345),
      ("en", "1234567890123456", 1_234_567_890_123_456), ("en", "0.1", 0.1),
      ("en", "1,23", 123), ("en", "12,34", 1234), ("de", "1.234,5", 1234.5),
      ("de", "0,001", 0.001), ("de", "1.234", 1234), ("de", "-0,25", -0.25),
      ("hi", "12,34,567.5", 1234567.5), ("hi", "1,234", 1234), ("hi", "123,456", 123456),
      ("sv", "\u{2212}5", -5), ("sv", "-5", -5), ("fr", "1\u{202F}234,5", 1234.5),
      ("de_CH", "1\u{2019}234.5", 1234.5),
    ] as [(String, String, Double)])
  func plainNumbers(_ locale: String, _ text: String, _ value: Double) throws {
    let parser = try ICUNumberParser(localeID: locale)
    #expect(parser.parse(Substring(text)) == value)
    #expect(parser.parse(Substring(text), withICUOnly: true) == value)
  }

  @Test(
    "Texts that are not one plain number are refused by both ways",
    arguments: [
      ("en", "1.2.3"), ("en", "5."), ("en", ",5"), ("en", "1,,234"), ("de", "1,234,5"),
    ] as [(String, String)])
  func notPlainNumbers(_ locale: String, _ text: String) throws {
    let parser = try ICUNumberParser(localeID: locale)
    #expect(parser.parse(Substring(text)) == parser.parse(Substring(text), withICUOnly: true))
  }

  @Test("A text several units share is an error listing them, unless narrowed")
  func ambiguity() throws {
    let m = failure("5m", "en")
    let en = try MeasurementFormat(locale: "en")
    #expect(m?.code == .ambiguousUnit)
    #expect(m?.input == "m")
    #expect(m?.candidates.contains("meter") == true)
    #expect(m?.candidates.contains("minute") == true)
    // In English, a narrow minute, month and month of age are all "m"; a month of age
    // is a month (a usage alias reads as its base unit).
    #expect(failure("5m", "en", quantity: "duration")?.candidates == ["minute", "month"])
    #expect(try en.parse("5m", among: [.minute]).unit == .minute)
    #expect(try parse("5m", "en", quantity: "length").unit == .meter)
    #expect(try en.parse("5m", among: [.meter, .kilometer]).unit == .meter)
    #expect(try en.parse("12", among: [.kilogram]) == ParsedMeasurement(value: 12, unit: .kilogram))
    #expect(failure("5 pt", "en")?.candidates == ["point", "pint"])
    #expect(try parse("5 pt", "en", quantity: "volume").unit.identifier == "pint")
  }

  /// CLDR's usage aliases: `year-person` … `day-person` (ages) and `foodcalorie` (1 Cal
  /// = 1 kcal) are the same measurement as their base unit; where a locale writes both
  /// alike, the text reads as the base unit, not as an ambiguity. Where only the alias
  /// is written so, or the caller asks for the alias, it is the alias.
  @Test(
    "A product with a factor the locale writes for several units lists every reading, the typed symbol's too (Somali narrow 's': an hour, a year, a person's year)"
  )
  func productOfASharedFactor() {
    // ICU writes 5 gigawatt-hours "5 GW⋅s" in so-ET, narrow, and 5 gigawatt-years
    // "5GW⋅s"; typed, "s" is the second.
    let meanings = ["gigawatt-hour", "gigawatt-year", "gigawatt-year-person", "gigawatt-second"]
    for text in ["5 GW⋅s", "5GW⋅s"] {
      let found = failure(text, "so-ET")
      #expect(found?.code == .ambiguousUnit)
      expect(found?.candidates ?? [], perCLDR: ["42": meanings, "46": meanings, "48": meanings])
    }
  }

  @Test("A usage alias written as its base unit reads as the base unit")
  func aliases() throws {
    #expect(try parse("5 days", "en").unit == .day)
    #expect(try parse("5 yrs", "en").unit == .year)
    #expect(try parse("5 Wochen", "de").unit == .week)
    #expect(try parse("5 kcal", "en").unit == .kilocalorie)
    #expect(try parse("5 Cal", "en").unit == .foodcalorie)
    let en = try MeasurementFormat(locale: "en")
    #expect(try en.parse("5 days", among: [.dayPerson]).unit == .dayPerson)
    // zh-Hant writes a decade "{0}0年": ICU writes 2 decades and 20 years alike.
    #expect(failure("20年", "zh-Hant")?.candidates == ["year", "decade"])
    let zh = try MeasurementFormat(locale: "zh-Hant")
    #expect(try zh.parse("20年", among: [.year]) == ParsedMeasurement(value: 20, unit: .year))
    #expect(try zh.parse("20年", among: [.decade]) == ParsedMeasurement(value: 2, unit: .decade))
    #expect(try zh.parse("2年") == ParsedMeasurement(value: 2, unit: .year))
    // Still ambiguous with a unit of another meaning: listed once, as the base unit.
    #expect(failure("5 J", "de")?.candidates == ["year", "joule"])
  }

  @Test(
    "Numbers grouped by spaces, and units that begin with digits",
    arguments: [
      // Digits grouped by threes with a space where the locale groups otherwise.
      ("de", "1 234,5 km", 1234.5, "kilometer"),
      ("en", "1 234 567.5 km", 1_234_567.5, "kilometer"),
      ("en", "1\u{202F}000 m", 1000, "meter"),
      // ru groups with a space and writes a decade "10-летие".
      ("ru", "1 234,5 10-летия", 1234.5, "decade"),
      ("ru", "0 10-летий", 0, "decade"),
      // A unit before the number that ends in a period (ha narrow, abbreviated).
      ("ha", "fl.dr.5", 5, "dram"),
      ("ha", "gal Imp.2", 2, "gallon-imperial"),
      ("ha", "qt-Imp.1,234.5", 1234.5, "quart-imperial"),
      // A minus before a unit written before the number (tr "%5").
      ("tr", "-%0,25", -0.25, "percent"),
      ("tr", "%5", 5, "percent"),
    ])
  func spacesAndDigits(locale: String, text: String, value: Double, unit: String) throws {
    let parsed = try parse(text, locale)
    #expect(parsed.value == value)
    #expect(parsed.unit.identifier == unit)
  }

  @Test("A mixed unit whose first component is a form without a number")
  func numberlessFirstComponent() throws {
    // As measfmt formats 2.5 and 1.5 hour-and-minute at full width in ar and he.
    let ar = try parse("ساعتان و٣٠ دقيقة", "ar")
    #expect(ar.unit.identifier == "hour-and-minute")
    #expect(ar.components == [.init(unit: "hour", value: 2), .init(unit: "minute", value: 30)])
    #expect(ar.value == 2.5)
    // CLDR 42 writes one hour in he as "שעה" alone; CLDR 46 and 48 write "1 שעה".
    let heText = ICUInUse.value(
      ["42": "שעה, 30 דקות", "46": "1 שעה, 30 דקות", "48": "1 שעה, 30 דקות"],
      "he: 1.5 hour-and-minute, wide")
    if let heText {
      let he = try parse(heText, "he")
      #expect(he.components == [.init(unit: "hour", value: 1), .init(unit: "minute", value: 30)])
    }
  }

  @Test("Errors name the part that failed, with a suggestion where one is close")
  func errors() throws {
    let unknown = failure("5 kmx", "en")
    #expect(unknown?.code == .unknownUnit)
    #expect(unknown?.input == "kmx")
    #expect(unknown?.candidates.first == "km")
    let number = failure("1.2.3 km", "en")
    #expect(number?.code == .parseFailure)
    #expect(number?.description == "'1.2.3' is not a number as 'en' writes one")
    #expect(failure("5", "en")?.description == "missing unit after '5'")
    #expect(failure("", "en")?.description == "no measurement in ''")
    #expect(
      failure("5 kg", "en", quantity: "length")?.description
        == "'kg' (mass) is not a unit of length")
    let en = try MeasurementFormat(locale: "en")
    #expect(
      throws: MeasurementFormatError.parseFailure("'kg' is not a unit listed: meter", input: "kg")
    ) {
      try en.parse("5 kg", among: [.meter])
    }
    // Bidi controls are ignored; other controls echoed are neutralised.
    #expect(failure("5 km\u{202E}x", "en")?.input == "kmx")
    #expect(failure("5 km\u{7}", "en")?.description.hasPrefix("unknown unit 'km\\u{7}'") == true)
    #expect(failure(String(repeating: "5", count: 2000), "en")?.code == .parseFailure)
  }

  @Test("The README's and the DocC article's examples")
  func readmeExample() throws {
    let de = try MeasurementFormat(locale: "de")
    #expect(try de.parse("1.234,5 km").description == "1234.5 kilometer")
    #expect(try de.parse("5 Kilometer pro Stunde").description == "5.0 kilometer-per-hour")
    #expect(try MeasurementFormat(locale: "ar").parse("٥ كم").description == "5.0 kilometer")
    let en = try MeasurementFormat(locale: "en")
    #expect(
      try en.parse("5 ft, 11 in").components == [
        .init(unit: "foot", value: 5), .init(unit: "inch", value: 11),
      ])
    #expect(
      failure("5m", "en")?.description
        == "ambiguous unit 'm'; did you mean 'minute', 'month', 'meter'?")
    #expect(try en.parse("5m", quantity: "length").description == "5.0 meter")
    #expect(try en.parse("5m", among: [.minute, .hour]).unit == .minute)
    #expect(
      failure("5 kmx", "en")?.description == "unknown unit 'kmx'; did you mean 'km', 'km²', 'km³'?")
    #expect(try MeasurementFormat(locale: "ar").parse("ساعتان").value == 2)
  }

  @Test("Tables are built once per locale and shared by every thread")
  func concurrent() async throws {
    let de = try MeasurementFormat(locale: "de")
    let values = try await withThrowingTaskGroup(of: Double.self) { group in
      for i in 0..<16 {
        group.addTask { try de.parse("\(i),5 km").value }
      }
      return try await group.reduce(0, +)
    }
    #expect(values == 128)
    #expect(ParseTable.cache.count <= ParseTable.cache.capacity)
  }
}

/// The error `body` throws, nil when it throws none (or another error).
func thrownError(_ body: () throws -> Void) -> MeasurementFormatError? {
  do {
    try body()
    return nil
  } catch let error as MeasurementFormatError {
    return error
  } catch {
    return nil
  }
}
