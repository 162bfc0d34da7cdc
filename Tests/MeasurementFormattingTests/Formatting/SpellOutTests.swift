import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// Spelled-out numbers (issue 35): the words are ICU's rule-based number format's (the
/// same as Foundation's `NumberFormatter` with `.spellOut` where no gender applies), the
/// unit's form ICU's for the number in digits.
@Suite("Spelled-out numbers")
struct SpellOutTests {
  static func spelled(
    _ value: Double, _ unit: MeasureUnit, _ locale: String = "en", width: UnitWidth = .wide,
    precision: NumberOptions.Precision? = nil
  ) throws -> FormattedMeasurement {
    try MeasurementFormat(
      width: width, locale: locale,
      number: NumberOptions(precision: precision, notation: .spellOut)
    ).format(value, unit: unit)
  }

  @Test("English: the unit's plural form follows the number")
  func english() throws {
    #expect(try Self.spelled(10, .foot).string == "ten feet")
    #expect(try Self.spelled(1, .foot).string == "one foot")
    #expect(try Self.spelled(1.5, .foot).string == "one point five feet")
    #expect(try Self.spelled(-5, .kilometer, width: .abbreviated).string == "minus five km")
    #expect(
      try Self.spelled(1234, .kilometer).string == "one thousand two hundred thirty-four kilometers"
    )
    // Rounded first, as the digits would be: 1.5 to whole numbers is 2.
    #expect(try Self.spelled(1.5, .foot, precision: .fractionDigits(0...0)).string == "two feet")
  }

  @Test(
    "The number agrees with the unit's gender where the locale has rules for it",
    arguments: [
      ("de", MeasureUnit.kilometer, "ein Kilometer"), ("de", .mile, "eine Meile"),
      ("de", .hour, "eine Stunde"), ("fr", .kilometer, "un\u{A0}kilomètre"),
      ("fr", .hour, "une\u{A0}heure"),
      ("es", .kilogram, "un kilogramo"), ("es", .hour, "una hora"), ("it", .hour, "una ora"),
    ])
  func gender(_ locale: String, _ unit: MeasureUnit, _ expected: String) throws {
    #expect(try Self.spelled(1, unit, locale).string == expected)
  }

  @Test(
    "Swedish: common-gender units take CLDR's rules of the common gender (\"reale\"), as CLDR's rbnf test data writes them",
    arguments: [
      (1.0, MeasureUnit.kilometer, "en kilometer"), (-1, .kilometer, "minus en kilometer"),
      (1001, .kilometer, "ettusen en kilometer"),
      (1, .kilogram, "ett kilogram"),
    ])
  func swedish(_ value: Double, _ unit: MeasureUnit, _ expected: String) throws {
    #expect(try Self.spelled(value, unit, "sv").string == expected)
  }

  @Test("Other numbers and locales")
  func locales() throws {
    #expect(try Self.spelled(2, .kilometer, "ru").string == "два километра")
    // CLDR's German rules put soft hyphens between the parts of a compound number.
    #expect(
      try Self.spelled(21, .kilometer, "de").string == "ein\u{AD}und\u{AD}zwanzig Kilometer")
    #expect(try Self.spelled(3, .hour, "ja").string == "三 時間")
  }

  @Test("One run tagged value for the words; a space between words and a narrow unit")
  func runs() throws {
    let wide = try Self.spelled(10, .foot)
    #expect(tags(wide) == ["ten/value", " /whitespace", "feet/unit"])
    #expect(wide.output == [.init(unit: "foot", value: 10)])
    let narrow = try Self.spelled(5, .kilometer, width: .narrow)
    #expect(narrow.string == "five km")
    #expect(tags(narrow) == ["five/value", " /whitespace", "km/unit"])
  }

  @Test("Mixed units, ranges, usage output; a clock keeps its digits")
  func paths() throws {
    #expect(try Self.spelled(5.5, .footAndInch).string == "five feet, six inches")
    let format = try MeasurementFormat(
      width: .wide, locale: "en", number: NumberOptions(notation: .spellOut))
    let range = format.formatRange(3, 5, unit: .kilometer)
    #expect(range.string == "three–five kilometers")
    #expect(tags(range).first == "three/value@startRange")
    #expect(
      try MeasurementFormat(locale: "en", number: NumberOptions(notation: .spellOut))
        .formatRange(5, 5, unit: .kilometer).string == "~five km")
    let road = try MeasurementFormat(
      width: .wide, locale: "en-US", number: NumberOptions(notation: .spellOut), usage: .road)
    #expect(road.format(1609, unit: .meter).string == "one mile")
    #expect(road.string(1609, unit: .meter) == "one mile")
    let clock = try MeasurementFormat(
      width: .numeric, locale: "en", number: NumberOptions(notation: .spellOut))
    #expect(
      try clock.format(1.5, unit: MeasureUnit("hour-and-minute-and-second")).string == "1:30:00")
    #expect(
      try MeasurementFormat(locale: "en", number: NumberOptions(notation: .spellOut)).string(
        5, unit: .kilometer) == "five km")
  }

  @Test("The words are Foundation's NumberFormatter's spell-out where no gender applies")
  func foundation() throws {
    let words = NumberFormatter()
    words.numberStyle = .spellOut
    words.locale = Locale(identifier: "en_US")
    for value in [0, 7, 15, 42, 100, 1234, 1_000_000] as [Double] {
      let spelled = try Self.spelled(value, .kilometer, width: .abbreviated).string
      #expect(spelled == words.string(from: value as NSNumber)! + " km")
    }
  }

  @Test(
    "Numbers ICU's rule-based formats misspell stay in digits: 10^15 and up, 10 fraction digits")
  func digitsBeyondTheRules() throws {
    let digits = NumberOptions.Precision.fractionDigits(0...30)
    // ICU writes pl 0.0000000105 "zero przecinek 105", 10^18 as another number's words,
    // en 10^18 "one thousand quadrillion zero", and ran for minutes on 24 fraction digits.
    #expect(
      try Self.spelled(0.0000000105, .meter, "pl", precision: digits).string == "0,0000000105 metra"
    )
    #expect(
      try Self.spelled(1e-20, .meter, "pl", precision: digits).string
        == "0,00000000000000000001 metra")
    #expect(try Self.spelled(1e18, .kilometer).string == "1,000,000,000,000,000,000 kilometers")
    let quadrillion = "1\u{A0}000\u{A0}000\u{A0}000\u{A0}000\u{A0}000 metrów"
    #expect(try Self.spelled(1e15, .meter, "pl").string == quadrillion)
    // At the bounds, words.
    #expect(
      try Self.spelled(0.123456789, .meter, "pl", precision: digits).string
        == "zero przecinek jeden dwa trzy cztery pięć sześć siedem osiem dziewięć metra")
    #expect(
      try Self.spelled(999_999_999_999_999, .foot).string
        == "nine hundred ninety-nine trillion nine hundred ninety-nine billion nine hundred "
        + "ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine feet")
  }

  @Test("NaN and infinity stay as the locale writes them")
  func special() throws {
    #expect(try Self.spelled(.infinity, .kilometer, width: .abbreviated).string == "∞ km")
    #expect(try Self.spelled(.nan, .kilometer, width: .abbreviated).string == "NaN km")
  }

  @Test(
    "Every locale ICU has: contiguous runs covering the string, the number a value run",
    .tags(.sweep), .enabled(if: Sweeps.enabled, Sweeps.comment))
  func everyLocale() throws {
    let units: [MeasureUnit] = [.kilometer, .hour, .mile, .kilometerPerHour, .footAndInch]
    for tag in ICUInfo.availableLocales {
      for width in UnitWidth.allCases {
        let format = try MeasurementFormat(
          width: width, locale: tag, number: NumberOptions(notation: .spellOut))
        for unit in units {
          for value in [0, 1, 2, 21.5, -3, 0.123456789, 999_999_999_999_999, 1e20, .infinity]
            as [Double]
          {
            let result = format.format(value, unit: unit)
            var end = 0
            for run in result.runs {
              #expect(run.utf8Range.lowerBound == end, "\(tag) \(unit) \(value)")
              end = run.utf8Range.upperBound
            }
            #expect(end == result.string.utf8.count, "\(tag) \(unit) \(value)")
            // CLDR's forms without a number (he "שעה", an hour) are kept at 1 and 2, as
            // in digits.
            #expect(
              result.runs.contains { $0.part == .value } || value == 1 || value == 2,
              "\(tag) \(unit) \(value)")
          }
        }
      }
    }
  }
}
