import Foundation
import MeasfmtTestSupport
import Testing

@_spi(MeasfmtCLI) @testable import MeasurementFormattingCore

/// Issue 44: the reading ladder's rules, each stated once (`Parsing/ReadingLadder.swift`,
/// docs/library.md "The reading ladder") and tested across locales: a looser rung reads a
/// text only where one unit fits under its loosening, and never a known false friend.
@Suite("The reading ladder")
struct ReadingLadderTests {
  func read(_ text: String, _ locale: String) throws -> ParsedMeasurement {
    try MeasurementFormat(locale: locale).parseRange(text)
  }

  func error(_ text: String, _ locale: String) -> MeasurementFormatError? {
    thrownError { _ = try read(text, locale) }
  }

  @Test(
    "Two numbers around a slash are a fraction only as people write one",
    arguments: [
      ("140/90 mmHg", "en"), ("120/80 mmHg", "en-GB"), ("24/7 h", "en"), ("16/9 in", "en"),
      ("3/2 cups", "en"), ("12/5 km", "de"), ("1 3/2 cups", "en"), ("2/2 cup", "en"),
      ("3/100 km", "en"),
    ])
  func slashes(text: String, locale: String) {
    let error = error(text, locale)
    #expect(error?.code == .parseFailure)
  }

  @Test("The error of two numbers around a slash says what they are not")
  func slashMessage() {
    #expect(
      error("140/90 mmHg", "en")?.description
        == "'140/90' is two numbers with a slash between them (a ratio, a score, a reading "
        + "such as a blood pressure, a date), not a fraction: a fraction is read where it is "
        + "proper and has a small denominator (3/4, 5/16, 1 1/2, 1/250)")
  }

  @Test(
    "Fractions people write: proper, a denominator of at most 64 or a numerator of 1",
    arguments: [
      ("3/4 cup", "en", 0.75, "cup"), ("5/16 in", "en", 0.3125, "inch"),
      ("63/64 in", "en", 63.0 / 64, "inch"), ("1/250 s", "en", 0.004, "second"),
      ("1/1000 s", "de", 0.001, "second"), ("1 1/2 cups", "en", 1.5, "cup"),
      ("2 3/4 cups", "en", 2.75, "cup"),
    ])
  func fractions(text: String, locale: String, value: Double, unit: String) throws {
    let parsed = try read(text, locale)
    #expect(parsed.value == value)
    #expect(parsed.unit.identifier == unit)
  }

  @Test("An exponent digit stands for a power only glued to its unit")
  func exponents() throws {
    #expect(try read("10 m2", "en").unit == .squareMeter)
    #expect(try read("5 cm3", "en").unit == .cubicCentimeter)
    #expect(try read("5 m/s2", "en").unit == .meterPerSquareSecond)
    #expect(try read("30 m2", "de").unit == .squareMeter)
    let sixTwo = try read("6 ft 2", "en")
    #expect(sixTwo.unit.identifier == "foot-and-inch")
    #expect(sixTwo.components.map(\.value) == [6, 2])
    #expect(error("5 in 3", "en") != nil)
    #expect(error("10 m 2", "fr") != nil)
    let height = try read("1m80", "fr")
    #expect(height.components.map(\.unit) == ["meter", "centimeter"])
  }

  @Test(
    "Case folding reads text in uniform case; mixed case is read only as written",
    arguments: [
      ("5 KM", "en", "kilometer"), ("5 Km", "en", "kilometer"), ("5 KG", "de", "kilogram"),
      ("5 KWH", "en", "kilowatt-hour"), ("5 Kwh", "en", "kilowatt-hour"),
    ])
  func uniformCase(text: String, locale: String, unit: String) throws {
    #expect(try read(text, locale).unit.identifier == unit)
  }

  @Test(
    "Mixed case is written on purpose: no reading by another case",
    arguments: [("5 KWh", "en"), ("5 MBps", "en"), ("10 nG", "en"), ("5 KN", "en")])
  func mixedCase(text: String, locale: String) {
    #expect(error(text, locale) != nil)
  }

  @Test("A uniform-case test of words: all capitals, all small, or a capital and small letters")
  func caseShape() {
    #expect("KM".hasUniformCase && "km".hasUniformCase && "Km".hasUniformCase)
    #expect("Kilometer pro Stunde".hasUniformCase && "KM/H".hasUniformCase)
    #expect(!"mM".hasUniformCase && !"MBit".hasUniformCase && !"KWh".hasUniformCase)
    #expect("公里".hasUniformCase && "МДЖ".hasUniformCase && !"МДж".hasUniformCase)
  }

  @Test(
    "A prefix composes in exact case onto a piece in exact case, where CLDR lists the unit",
    arguments: [
      ("100 MBit/s", "de", "megabit-per-second"), ("16 MBit", "de", "megabit"),
      ("5 kByte", "de", "kilobyte"), ("5 МДж", "ru", "megajoule"),
    ])
  func prefixes(text: String, locale: String, unit: String) throws {
    #expect(try read(text, locale).unit.identifier == unit)
  }

  @Test(
    "Composed readings nobody writes are not read: no decibyte, gigameter, millibit",
    arguments: [("5 mBit/s", "de"), ("5 gm", "de"), ("5 dB", "en"), ("5 gm", "fr"), ("5 mB", "en")])
  func unlistedPrefixes(text: String, locale: String) throws {
    if let parsed = try? read(text, locale) {
      #expect(
        !["decibyte", "gigameter", "millibit", "millibit-per-second"].contains(
          parsed.unit.identifier))
    }
  }

  @Test(
    "False friends: their verdict, in every locale the row is for",
    arguments: [
      ("60 dB", "en", "'dB': decibels (a level: sound, signal strength) are no unit measfmt reads"),
      ("10 db", "de", "'db': decibels (a level: sound, signal strength) are no unit measfmt reads"),
      ("-67 dBm", "fr", "'dBm': decibel-milliwatts (a power level) are no unit measfmt reads"),
      ("750ML", "en", "ambiguous unit 'ML'; did you mean 'milliliter', 'megaliter'?"),
      ("20°", "en-US", "ambiguous unit '°'; did you mean 'degree', 'fahrenheit'?"),
      ("20°", "en", "ambiguous unit '°'; did you mean 'degree', 'fahrenheit', 'celsius'?"),
      ("20°", "cs", "ambiguous unit '°'; did you mean 'degree', 'celsius'?"),
      ("20°", "en-GB", "ambiguous unit '°'; did you mean 'degree', 'celsius'?"),
      ("5 gr", "en", "ambiguous unit 'gr'; did you mean 'grain', 'gram'?"),
      ("200 gr", "es", "ambiguous unit 'gr'; did you mean 'gram', 'grain'?"),
      ("500 Kb", "en", "ambiguous unit 'Kb'; did you mean 'kilobit', 'kilobyte'?"),
    ])
  func falseFriends(text: String, locale: String, message: String) {
    #expect(error(text, locale)?.description == message)
  }

  @Test(
    "False friends read as the locale's people mean them",
    arguments: [
      ("250 gr", "pt-BR", "gram"), ("250 gr", "fr", "gram"), ("100 GR", "it", "gram"),
      ("5 mM", "en", "millimole-per-liter"), ("50 nM", "de", "nanomole-per-liter"),
      ("250 gm", "en-IN", "gram"),
    ])
  func falseFriendReadings(text: String, locale: String, unit: String) throws {
    #expect(try read(text, locale).unit.identifier == unit)
  }

  @Test("A false friend's meanings are narrowed by the caller's quantity")
  func falseFriendFilter() throws {
    let en = try MeasurementFormat(locale: "en-US")
    #expect(try en.parse("20°", quantity: "temperature").unit == .fahrenheit)
    #expect(try en.parse("20°", quantity: "angle").unit == .degree)
    let au = try MeasurementFormat(locale: "en-AU")
    #expect(thrownError { _ = try au.parse("1 tbsp", quantity: "volume") }?.code == .ambiguousUnit)
    #expect(try au.parse("1 tbsp", among: [.tablespoon]).unit == .tablespoon)
  }

  @Test(
    "Regional units: ambiguous where the region means another unit by the word",
    arguments: [
      ("1 pint", "en-GB", ["pint", "pint-imperial"]),
      ("2 pints", "en-IE", ["pint", "pint-imperial"]),
      ("2 cups", "en-AU", ["cup", "cup-metric"]), ("2 cups", "en-CA", ["cup", "cup-metric"]),
      ("1 ton", "en-GB", ["ton", "tonne"]), ("1.5 ton", "en-IN", ["ton", "tonne"]),
      ("1 tbsp", "en-AU", ["tablespoon"]), ("2 tasses", "fr-CA", ["cup", "cup-metric"]),
    ])
  func regional(text: String, locale: String, meanings: [String]) {
    let error = error(text, locale)
    #expect(error?.code == .ambiguousUnit)
    #expect(Set(meanings).isSubset(of: error?.candidates ?? []))
  }

  @Test(
    "Regional units read as the region's own where ICU writes them so",
    arguments: [
      ("1 pint", "en-US", "pint"), ("1 pint", "en", "pint"),
      ("1 gallon", "en-GB", "gallon-imperial"),
      ("30 mpg", "en-GB", "mile-per-gallon-imperial"), ("2 cups", "en-US", "cup"),
      ("1 ton", "en-US", "ton"),
    ])
  func regionalReadings(text: String, locale: String, unit: String) throws {
    #expect(try read(text, locale).unit.identifier == unit)
  }

  @Test(
    "Words for powers of ten, as the locale writes them in compact notation and its own",
    arguments: [
      ("5 tys. km", "pl", 5000.0), ("5 тыс. км", "ru", 5000), ("5万公里", "zh", 50000),
      ("3万km", "ja", 30000), ("2 lakh km", "en-IN", 200_000), ("1.2 lakh km", "en-IN", 120_000),
      ("2L km", "en-IN", 200_000), ("5K km", "en", 5000), ("5 Mio. km", "de", 5_000_000),
      ("5 Millionen km", "de", 5_000_000),
    ])
  func scaleWords(text: String, locale: String, kilometers: Double) throws {
    let parsed = try read(text, locale)
    #expect(parsed.unit == .kilometer)
    #expect(abs(parsed.value - kilometers) < 1e-9 * kilometers)
  }

  @Test("A short word for a power of ten only before a unit: 5K alone is no 5,000")
  func scaleWordAlone() throws {
    // Kelvins, or a size as numfmt writes one (kilobytes or kibibytes): never a number.
    #expect(error("5K", "en")?.candidates.contains("kelvin") == true)
    #expect(try read("5 K", "en").unit == .kelvin)
  }

  @Test(
    "Mixed units joined by the language's word for 'and'",
    arguments: [
      ("2 hours and 30 minutes", "en", [2.0, 30]), ("2 Stunden und 30 Minuten", "de", [2, 30]),
      ("1 ώρα και 30 λεπτά", "el", [1, 30]), ("1 hod 30 min", "cs", [1, 30]),
      ("5 feet and 11 inches", "en", [5, 11]),
    ])
  func andWords(text: String, locale: String, values: [Double]) throws {
    #expect(try read(text, locale).components.map(\.value) == values)
  }

  @Test(
    "What people type: the language's spellings, with their sources in tools/reader-data",
    arguments: [
      ("3000 mAh", "en", "hour-milliampere"), ("2 Ltr", "en-IN", "liter"),
      ("25 kgs", "en", "kilogram"), ("5 kilos", "en", "kilogram"), ("5 mtrs", "en-IN", "meter"),
      ("20 kmpl", "en-IN", "kilometer-per-liter"), ("2 lt", "it", "liter"),
      ("80 mq", "it", "square-meter"), ("2 colheres (sopa)", "pt-BR", "tablespoon"),
      ("2 cdas.", "es", "tablespoon"), ("2 큰술", "ko", "tablespoon"), ("500 جم", "ar", "gram"),
      ("500 公克", "zh-Hant", "gram"), ("350 degrees F", "en", "fahrenheit"),
      ("時速100km", "ja", "kilometer-per-hour"), ("时速120公里", "zh", "kilometer-per-hour"),
      ("5 میلی متر", "fa", "millimeter"), ("5 میلیمتر", "fa", "millimeter"),
    ])
  func spellings(text: String, locale: String, unit: String) throws {
    #expect(try read(text, locale).unit.identifier == unit)
  }

  @Test(
    "English mixed into another language is read where the language's forms say nothing else",
    arguments: [
      ("5 feet", "de", "foot"), ("5 kilometers", "fr", "kilometer"), ("3 hours", "es", "hour"),
    ])
  func english(text: String, locale: String, unit: String) throws {
    #expect(try read(text, locale).unit.identifier == unit)
  }

  @Test("A locale without a region has its likely one")
  func likelyRegion() {
    #expect(ReaderData.region(of: "en") == "US")
    #expect(ReaderData.region(of: "de") == "DE")
    #expect(ReaderData.region(of: "de_CH") == "CH")
    #expect(ReaderData.region(of: "zh_Hant") == "TW")
  }

  @Test(
    "After the first held-out run: readings nobody means, refused by construction",
    arguments: [
      ("50/60 Hz", "en"), ("28/39 mpg", "en"), ("PM2.5", "en"), ("A 7", "de"),
      ("1603 m n. m.", "cs"), ("2 PL", "hu"), ("2020年", "ja"), ("2010-2015年", "zh"),
      ("1,500 km", "en-ZA"), ("1.500 km", "en-ZA"), ("1,500 km", "es-419"),
    ])
  func nobodyMeans(text: String, locale: String) {
    #expect(error(text, locale) != nil)
  }

  @Test(
    "After the first held-out run: words that mean two things are ambiguities naming both",
    arguments: [
      ("150 PS", "de", "horsepower"), ("110 CV", "es", "horsepower"),
      ("5 Pfund", "de", "pound"), ("350 degrees", "en", "degree"), ("180 Grad", "de", "degree"),
      ("2,000 calories", "en", "calorie"), ("8 oz", "en", "ounce"), ("60 ct", "en", "carat"),
      ("20 kt", "en-AU", "knot"), ("12 millas", "es", "mile"), ("2 tazas", "es-MX", "cup"),
      ("14h30", "fr", "hour-and-minute"), ("1,5 KB", "de", "kilobyte"), ("1.6 Mb", "en", "megabit"),
      ("25 nm", "en", "nanometer"), ("2 quartos", "pt-BR", "quart"), ("75B", "de", "byte"),
      ("120 km/s", "tr", "kilometer-per-hour"), ("65 nm", "hu", "square-meter"),
    ])
  func twoThings(text: String, locale: String, listed: String) {
    let error = error(text, locale)
    #expect(error?.code == .ambiguousUnit)
    #expect(error?.candidates.contains(listed) == true)
  }

  @Test(
    "After the first held-out run: what the region's people mean",
    arguments: [
      ("25 Nm", "de", 25.0, "newton-meter"), ("25 NM", "en", 25, "nautical-mile"),
      ("85 fm", "is", 85, "square-meter"), ("78 mp", "ro", 78, "square-meter"),
      ("40 km/j", "ms", 40, "kilometer-per-hour"), ("2 PL", "sk", 2, "tablespoon"),
      ("25.5 °C", "en-ZA", 25.5, "celsius"), ("25,5 °C", "en-ZA", 25.5, "celsius"),
      ("1,5 km", "es-419", 1.5, "kilometer"), ("2,5 -- 4 meter", "id", 2.5, "meter"),
      ("916B", "en", 916, "byte"), ("3/4 cup", "en-US", 0.75, "cup"),
    ])
  func regionMeans(text: String, locale: String, value: Double, unit: String) throws {
    let parsed = try read(text, locale)
    #expect(parsed.value == value)
    #expect(parsed.unit.identifier == unit)
  }

  @Test("A duration with its units is no time of day, even in French")
  func frenchDuration() throws {
    #expect(try read("1 h et 30 min", "fr").components.map(\.value) == [1, 30])
    #expect(try read("2,5 -- 4 meter", "id").endValue == 4)
    #expect(try read("-3--1 °C", "en").endValue == -1)
  }
}
