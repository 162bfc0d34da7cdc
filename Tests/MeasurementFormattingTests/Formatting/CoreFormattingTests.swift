import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// Text and tags of every run, "text/part[/numberPart]".
func tags(_ result: FormattedMeasurement) -> [String] {
  result.parts.map { text, run in
    var tag = "\(text)/\(run.part.name)"
    if let numberPart = run.numberPart { tag += "/\(numberPart.name)" }
    if let source = run.source { tag += "@\(source.name)" }
    if let component = run.component { tag += "#\(component)" }
    return tag
  }
}

@Suite("Core formatting")
struct CoreFormattingTests {
  @Test("de narrow 5 km: value, whitespace, unit")
  func germanNarrow() throws {
    let result = try MeasurementFormat(width: .narrow, locale: "de").format(
      Measurement(value: 5, unit: UnitLength.kilometers))
    #expect(result.string == "5 km")
    #expect(tags(result) == ["5/value/integer", " /whitespace", "km/unit"])
    #expect(result.unit == "kilometer")
    #expect(result.output == [.init(unit: "kilometer", value: 5)])
  }

  @Test("fr abbreviated 1234.5 km: U+202F group and U+202F before the unit")
  func frenchGroups() throws {
    let result = try MeasurementFormat(locale: "fr").format(1234.5, unit: .kilometer)
    #expect(result.string == "1\u{202F}234,5\u{202F}km")
    #expect(
      tags(result) == [
        "1/value/integer", "\u{202F}/value/group", "234/value/integer", ",/value/decimal",
        "5/value/fraction", "\u{202F}/whitespace", "km/unit",
      ])
  }

  @Test("ar-EG: Arabic-Indic digits and the bidi mark of the minus sign as a literal")
  func arabicEgypt() throws {
    let result = try MeasurementFormat(width: .narrow, locale: "ar-EG").format(-3.2, unit: .meter)
    #expect(result.string == "\u{061C}-٣٫٢ م")
    #expect(
      tags(result) == [
        "\u{061C}/literal", "-/value/minusSign", "٣/value/integer", "٫/value/decimal",
        "٢/value/fraction", " /whitespace", "م/unit",
      ])
    #expect(result.isRightToLeft)
  }

  @Test("A unit containing a space stays one unit run (Polish st. C)")
  func unitWithSpace() throws {
    let result = try MeasurementFormat(locale: "pl").format(5, unit: .celsius)
    #expect(tags(result) == ["5/value/integer", " /whitespace", "st. C/unit"])
  }

  @Test("percent and permille: the sign is the unit")
  func percentIsUnit() throws {
    let en = try MeasurementFormat(locale: "en")
    #expect(tags(en.format(5, unit: .percent)) == ["5/value/integer", "%/unit"])
    #expect(tags(try en.format(5, unit: "permille")) == ["5/value/integer", "‰/unit"])
    let wide = try MeasurementFormat(width: .wide, locale: "de")
    #expect(
      tags(wide.format(5, unit: .percent)) == ["5/value/integer", " /whitespace", "Prozent/unit"])
  }

  @Test("NaN and infinity are tagged nan and infinity")
  func specialValues() throws {
    let f = try MeasurementFormat(width: .narrow, locale: "en")
    #expect(tags(f.format(.nan, unit: .meter)) == ["NaN/value/nan", "m/unit"])
    #expect(
      tags(f.format(-.infinity, unit: .meter)) == [
        "-/value/minusSign", "∞/value/infinity", "m/unit",
      ])
  }

  @Test("Locale keywords: -u-nu- numbering system, ICU @numbers=, POSIX ids")
  func localeKeywords() throws {
    let arab = try MeasurementFormat(locale: "en-u-nu-arab").format(12, unit: .kilometer)
    #expect(arab.string == "١٢ km")
    let icu = try MeasurementFormat(locale: "de_CH@numbers=arab").format(5, unit: .kilometer)
    #expect(icu.string == "٥ km")
    let posix = try MeasurementFormat(locale: "de_CH.UTF-8").format(1234.5, unit: .kilometer)
    // CLDR 48 groups de-CH with the apostrophe (U+0027), CLDR 42 and 46 with U+2019.
    expect(posix.string, perCLDR: ["42": "1’234.5 km", "46": "1’234.5 km", "48": "1'234.5 km"])
    #expect(posix.localeIdentifier == "de_CH")
    let latn = try MeasurementFormat(locale: "ar-u-nu-latn").format(1234.5, unit: .kilometer)
    #expect(latn.string == "1,234.5 كم")
  }

  @Test("Compound units: per, square, product")
  func compoundUnits() throws {
    let f = try MeasurementFormat(width: .wide, locale: "en")
    #expect(
      try f.format(9.81, unit: "meter-per-square-second").string == "9.81 meters per second squared"
    )
    #expect(try f.format(2, unit: "kilowatt-hour").string == "2 kilowatt-hours")
    #expect(try f.format(100, unit: "kilometer-per-hour").string == "100 kilometers per hour")
    let short = try MeasurementFormat(locale: "en")
    #expect(try short.format(3, unit: "light-year").string == "3 ly")
    #expect(try short.format(3, unit: "length-kilometer").string == "3 km")
  }

  @Test("Unknown units, malformed and unknown locales are typed errors with a clear message")
  func errors() throws {
    // A name or symbol for a unit suggests that unit's id alone.
    #expect(throws: MeasurementFormatError.unknownUnit("kilometre", suggestions: ["kilometer"])) {
      try MeasureUnit("kilometre")
    }
    #expect(
      String(
        describing: MeasurementFormatError.unknownUnit("kilometre", suggestions: ["kilometer"]))
        == "unknown unit 'kilometre'; did you mean 'kilometer'?")
    #expect(
      throws: MeasurementFormatError.unknownUnit(
        "kilometer-per-", suggestions: ["kilometer-per-hour"])
    ) {
      try MeasureUnit("kilometer-per-")
    }
    #expect(throws: MeasurementFormatError.malformedLocale("xx-YYYY-@@@")) {
      try MeasurementFormat(locale: "xx-YYYY-@@@")
    }
    #expect(throws: MeasurementFormatError.malformedLocale("../../etc")) {
      try MeasurementFormat(locale: "../../etc")
    }
    #expect(throws: MeasurementFormatError.malformedLocale("")) {
      try MeasurementFormat(locale: "")
    }
    #expect(throws: MeasurementFormatError.unknownLocale("xx")) {
      try MeasurementFormat(locale: "xx")
    }
    #expect(
      String(describing: MeasurementFormatError.unknownLocale("xx"))
        == "unknown locale 'xx': ICU has no data for its language")
    // Digit counts cannot be wrong: they clamp to ICU's limits.
    #expect(
      NumberOptions(precision: .fractionDigits(0...1000)).precision?.fractionDigits == 0...999)
    #expect(
      NumberOptions(precision: .significantDigits(0...0)).precision?.significantDigits == 1...1)
  }

  @Test("Number options: digits, rounding, grouping, sign, notation")
  func numberOptions() throws {
    func string(_ value: Double, _ options: NumberOptions, locale: String = "en") throws -> String {
      try MeasurementFormat(locale: locale, number: options).format(value, unit: .kilometer).string
    }
    #expect(try string(1234.5, NumberOptions(precision: .fractionDigits(2...2))) == "1,234.50 km")
    #expect(try string(1234.5678, NumberOptions(precision: .fractionDigits(0...1))) == "1,234.6 km")
    #expect(
      try string(1234.5678, NumberOptions(precision: .significantDigits(1...2))) == "1,200 km")
    #expect(
      try string(2.5, NumberOptions(precision: .fractionDigits(0...0), roundingMode: .halfEven))
        == "2 km")
    #expect(
      try string(2.5, NumberOptions(precision: .fractionDigits(0...0), roundingMode: .halfUp))
        == "3 km")
    #expect(
      try string(2.1, NumberOptions(precision: .fractionDigits(0...0), roundingMode: .ceiling))
        == "3 km")
    #expect(try string(1234.5, NumberOptions(grouping: .never)) == "1234.5 km")
    #expect(try string(1234.5, NumberOptions(grouping: .min2)) == "1234.5 km")
    #expect(try string(1234.5, NumberOptions(grouping: .always), locale: "es") == "1.234,5 km")
    #expect(try string(1234.5, NumberOptions(grouping: .automatic), locale: "es") == "1234,5 km")
    #expect(try string(5, NumberOptions(signDisplay: .always)) == "+5 km")
    #expect(try string(0, NumberOptions(signDisplay: .exceptZero)) == "0 km")
    #expect(try string(-5, NumberOptions(signDisplay: .never)) == "5 km")
    #expect(try string(1234.5, NumberOptions(notation: .compactShort)) == "1.2K km")
    #expect(try string(1234.5, NumberOptions(notation: .compactLong)) == "1.2 thousand km")
    #expect(try string(1234.5, NumberOptions(notation: .engineering)) == "1.2345E3 km")
  }

  @Test("Scientific notation and signs are tagged with ECMA-402 names")
  func scientificTags() throws {
    let f = try MeasurementFormat(
      width: .narrow, locale: "en", number: NumberOptions(notation: .scientific))
    #expect(
      tags(f.format(-0.00125, unit: .meter)) == [
        "-/value/minusSign", "1/value/integer", "./value/decimal", "25/value/fraction",
        "E/value/exponentSeparator", "-/value/exponentMinusSign", "3/value/exponentInteger",
        "m/unit",
      ])
    let plus = try MeasurementFormat(
      width: .narrow, locale: "en",
      number: NumberOptions(signDisplay: .always, notation: .compactShort))
    #expect(
      tags(plus.format(1500, unit: .meter)) == [
        "+/value/plusSign", "1/value/integer", "./value/decimal", "5/value/fraction",
        "K/value/compact", "m/unit",
      ])
  }

  @Test("Value only really hides the unit")
  func hiddenUnit() throws {
    let f = try MeasurementFormat(width: .wide, locale: "de", hidesUnit: true)
    let result = f.format(1234.5, unit: .kilometer)
    #expect(result.string == "1.234,5")
    #expect(!result.runs.contains { $0.part == .unit })
    #expect(result.unit == "kilometer")
  }

  @Test("Numbers a Double cannot hold are formatted from their decimal text")
  func decimalText() throws {
    let f = try MeasurementFormat(
      width: .narrow, locale: "en", number: NumberOptions(grouping: .never))
    let big = try f.format(decimal: "12345678901234567890123", unit: .meter)
    #expect(big.string == "12345678901234567890123m")
    #expect(tags(big) == ["12345678901234567890123/value/integer", "m/unit"])
    #expect(
      throws: MeasurementFormatError.invalidOption("'12abc' is not a number", input: "12abc")
    ) {
      try f.format(decimal: "12abc", unit: .meter)
    }
  }

  @Test("A custom unit is shown by its symbol in the locale's pattern, tagged value and unit")
  func customUnit() throws {
    final class UnitSmoot: Dimension, @unchecked Sendable {
      static let smoots = UnitSmoot(
        symbol: "smoot", converter: UnitConverterLinear(coefficient: 1.7018))
      override class func baseUnit() -> Self { smoots as! Self }
    }
    let en = try MeasurementFormat(width: .narrow, locale: "en")
    let result = en.format(Measurement(value: 3, unit: UnitSmoot.smoots))
    #expect(tags(result) == ["3/value/integer", " /whitespace", "smoot/unit"])
    #expect(result.unit == "")
    let fr = try MeasurementFormat(width: .wide, locale: "fr").format(
      3, unit: MeasureUnit(customSymbol: "smoot"))
    #expect(fr.string == "3\u{202F}smoot")
    let ar = try MeasurementFormat(locale: "ar").format(3, unit: MeasureUnit(customSymbol: "smoot"))
    expect(
      tags(ar),
      perCLDR: [
        "42": ["٣/value/integer", " /whitespace", "smoot/unit"],
        "46": ["3/value/integer", " /whitespace", "smoot/unit"],
        "48": ["3/value/integer", " /whitespace", "smoot/unit"],
      ])
    let gradians = try MeasurementFormat(locale: "de").format(
      Measurement(value: 100, unit: UnitAngle.gradians))
    #expect(gradians.string == "100 grad")
  }

  @Test(
    "Runs are contiguous, non-empty and cover the string",
    arguments: ["en", "de", "fr", "ar", "ar-EG", "he", "ja", "hi", "ru", "pl"])
  func runsCover(locale: String) throws {
    let values: [Double] = [0, -0.0, 5, -3.25, 1234.5, 987654321.125, 0.001, .nan, .infinity]
    let units = ["kilometer", "celsius", "percent", "kilometer-per-hour", "gigabyte", "liter"]
    for width in [UnitWidth.narrow, .abbreviated, .wide] {
      let f = try MeasurementFormat(width: width, locale: locale)
      for value in values {
        for unit in units {
          let result = try f.format(value, unit: unit)
          var offset = 0
          for run in result.runs {
            #expect(run.utf8Range.lowerBound == offset)
            #expect(!run.utf8Range.isEmpty)
            offset = run.utf8Range.upperBound
          }
          #expect(offset == result.string.utf8.count)
          #expect(result.parts.map(\.text).joined() == result.string)
          #expect(result.runs.contains { $0.part == .unit })
        }
      }
    }
  }
}
