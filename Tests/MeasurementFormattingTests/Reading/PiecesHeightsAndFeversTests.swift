import MeasfmtTestSupport
import Testing

@_spi(MeasfmtCLI) @testable import MeasurementFormattingCore

/// The rules held-out slices J and K asked for: a count of pieces is items, not stones; a
/// height in feet with its inches after the point; a fever's tenths after the degree sign;
/// a power-of-ten word glued to a unit only in a script written without spaces.
@Suite("Reading: pieces, heights in feet, fevers, glued scale words")
struct PiecesHeightsAndFeversTests {
  func error(_ text: String, _ locale: String) -> MeasurementFormatError? {
    thrownError { _ = try MeasurementFormat(locale: locale).parseRange(text) }
  }

  @Test(
    "Where a height is written in feet with its inches after the point (India, Pakistan), '5.8 ft' is two readings",
    arguments: [
      ("5.8 ft", "en-IN", ["foot", "5 ft 8 in"]),
      ("5.11 feet", "en-IN", ["foot", "5 ft 11 in"]),
      ("12.6 ft", "en-PK", ["foot", "12 ft 6 in"]),
      ("५.८ फीट", "hi", ["foot", "5 ft 8 in"]),
    ])
  func feetPointInches(text: String, locale: String, meanings: [String]) {
    let found = error(text, locale)
    #expect(found?.code == .ambiguousUnit)
    #expect(found?.candidates == meanings)
  }

  @Test("Feet whose decimals say no inches, or elsewhere, are feet")
  func feetAsFeet() throws {
    for (text, locale, value) in [
      ("5.25 ft", "en-IN", 5.25), ("5.0 ft", "en-IN", 5), ("1,234.5 ft", "en-IN", 1234.5),
      ("5.12 ft", "en-IN", 5.12), ("5.8 ft", "en", 5.8), ("5.8 ft", "en-GB", 5.8),
      // A fraction, an exponent, a value under a foot: no inches after a point.
      ("5 1/2 ft", "en-IN", 5.5), ("1 1/2 feet", "en-IN", 1.5), ("1.5e-1 ft", "en-IN", 0.15),
      ("0.5 ft", "en-IN", 0.5),
    ] {
      let parsed = try MeasurementFormat(locale: locale).parse(text)
      #expect(parsed.unit == .foot && parsed.value == value, "\(text) in \(locale)")
    }
  }

  @Test(
    "A degree followed by one digit is a temperature's tenths or arc minutes",
    arguments: [
      ("38°5", "fr", "a temperature of 38.5°"),
      ("37°5", "it", "a temperature of 37.5°"),
      ("-2°5", "en", "a temperature of -2.5°"),
      ("-0°5", "fr", "a temperature of -0.5°"),
      ("38° 5", "fr", "a temperature of 38.5°"),
    ])
  func fever(text: String, locale: String, temperature: String) {
    let found = error(text, locale)
    #expect(found?.code == .ambiguousUnit)
    #expect(found?.candidates == ["degree-and-arc-minute", temperature])
  }

  @Test("Two digits after the degree sign are arc minutes")
  func arcMinutes() throws {
    let parsed = try MeasurementFormat(locale: "fr").parse("40°26")
    #expect(parsed.unit.identifier == "degree-and-arc-minute")
    #expect(
      parsed.components == [.init(unit: "degree", value: 40), .init(unit: "arc-minute", value: 26)])
  }

  @Test(
    "Pieces counted 'St.', 'Stk.', 'st', 'stk.' are a count, not a measurement, and never stones",
    arguments: [
      ("10 St.", "de"), ("10 St", "de"), ("25 Stk.", "de-AT"), ("10 Stück", "de"),
      ("10 st", "sv"),
      ("10 stycken", "sv"), ("10 stk.", "da"), ("4 stk", "nb"),
    ])
  func pieces(text: String, locale: String) {
    let found = error(text, locale)
    #expect(found?.code == .parseFailure)
    #expect(found?.description.hasSuffix("a count of pieces, not a unit") == true)
  }

  @Test("Small 'st' in German is CLDR's stone or a count of pieces; in British English a stone")
  func smallST() throws {
    #expect(error("10 st", "de")?.candidates == ["stone", "a count of pieces (Stück)"])
    #expect(try MeasurementFormat(locale: "en-GB").parse("10 st").unit == .stone)
    #expect(error("10 st.", "de")?.candidates == ["stone", "a count of pieces (Stück)"])
    for text in ["12 st.", "12 st", "12 St."] {
      #expect(error(text, "nl")?.candidates == ["stone", "a count of pieces (stuks)"], "\(text)")
    }
    // Polish CLDR writes its item "szt." (sztuki): an item.
    #expect(try MeasurementFormat(locale: "pl").parse("2 szt.").unit.identifier == "item")
  }

  @Test(
    "A word for a power of ten in an uncased script is glued to a unit only where the script glues number words; in a cased one, after its period"
  )
  func gluedScaleWords() throws {
    // Amharic "ሚ" is ICU's million; "ሚ.ግ" a prescription's milligrams, which CLDR 46 and
    // 48 compose so ("ሚ" for milli), and CLDR 42 does not: never 500 million grams.
    for text in ["500 ሚ.ግ", "500 ሚግ"] {
      let reading =
        (try? MeasurementFormat(locale: "am").parse(text).unit.identifier)
        ?? error(text, "am").map { "\($0.code)" } ?? ""
      expect(
        reading, perCLDR: ["42": "unknownUnit", "46": "milligram", "48": "milligram"],
        "\(text) in am")
    }
    #expect(try MeasurementFormat(locale: "zh").parse("5万公里").value == 50_000)
    #expect(try MeasurementFormat(locale: "ko").parse("5만km").value == 50_000)
    #expect(try MeasurementFormat(locale: "pl").parse("5 tys. km").value == 5000)
    #expect(try MeasurementFormat(locale: "ru").parse("150 тыс.км").value == 150_000)
    #expect(try MeasurementFormat(locale: "de").parse("5 Mio.km").value == 5_000_000)
  }

  @Test("A number alone is no unit of a typed quotient: 'l/100' is no liters per hundred")
  func numberAsDenominator() {
    // ICU 78 takes a constant in an identifier ("liter-per-100"); text means l/100 km.
    #expect(error("5,8 l/100", "fr")?.code == .unknownUnit)
    #expect(error("5 kg/100", "en")?.code == .unknownUnit)
  }
}
