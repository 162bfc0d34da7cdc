import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// CLDR's unit forms without a number ("قدم", 1 foot; "قدمان/ث", 2 feet per second): kept
/// at exactly 1 and 2, never for another value, never behind a number of their own; and
/// the number ICU loses (ar product units) put back — in `format`, `format(decimal:)`,
/// `string`, usage, ranges and custom units alike.
@Suite("Number-less forms: kept at 1 and 2, a number everywhere else")
struct NumberlessFormTests {
  /// The examples of issue 17, as CLDR and ECMA-402 on the same ICU write them.
  @Test(
    "CLDR's forms at 1 and 2 for compound units, in the width asked for",
    arguments: [
      (
        "ar", UnitWidth.wide, 1.0, "liter-per-hour",
        ["42": "لتر في الساعة", "46": "لتر في الساعة", "48": "لتر في الساعة"]
      ),
      ("ar", .abbreviated, 1, "gram-per-liter", ["42": "غرام/ل", "46": "غرام/ل", "48": "غرام/ل"]),
      // ICU 76's Hebrew writes the number here.
      (
        "he", .wide, 1, "megabyte-per-second",
        ["42": "מגה-בייט לשניה", "46": "1 מגה-בייט לשניה", "48": "1 מגה-בייט לשניה"]
      ),
      (
        "so", .wide, 1, "foot-per-second",
        ["42": "Fuudh Ilbiriqsigiiba", "46": "Fuudh Ilbiriqsigiiba", "48": "Fuudh Ilbiriqsigiiba"]
      ),
      // "two feet per second": the count is said, a number in front would say it twice.
      (
        "ar-SA", .abbreviated, 2, "foot-per-second",
        ["42": "قدمان/ث", "46": "قدمان/ث", "48": "قدمان/ث"]
      ),
      (
        "ar-SA", .wide, 2, "liter-per-hour",
        ["42": "لتران في الساعة", "46": "لتران في الساعة", "48": "لتران في الساعة"]
      ),
      ("ar", .wide, 1, "foot", ["42": "قدم", "46": "قدم", "48": "قدم"]),
    ])
  func examples(
    locale: String, width: UnitWidth, value: Double, unit: String, expected: [String: String]
  ) throws {
    let f = try MeasurementFormat(width: width, locale: locale)
      .format(value, unit: try MeasureUnit(unit))
    expect(f.string, perCLDR: expected)
    // Tagged as the unit it is, with no value run.
    #expect(f.runs.contains { $0.part == .unit })
  }

  @Test(
    "Other values keep their number, in the width asked for where it can carry one",
    arguments: [
      (
        "ar", UnitWidth.wide, 2.5, "liter-per-hour",
        ["42": "٢٫٥ لتر في الساعة", "46": "2.5 لتر في الساعة", "48": "2.5 لتر في الساعة"]
      ),
      ("ar", .wide, -1, "gram", ["42": "؜-١ غرام", "46": "‎-1 غرام", "48": "‎-1 غرام"]),
      ("he", .wide, 0.5, "hour", ["42": "0.5 שעות", "46": "0.5 שעה", "48": "0.5 שעה"]),
      // ICU loses the number of ar product units at full width (72 and 76): the
      // abbreviated width, which carries it, is used.
      (
        "ar", .wide, 2.5, "hour-ampere",
        ["42": "٢٫٥ س⋅أمبير", "46": "2.5 س⋅أمبير", "48": "2.5 س⋅أمبير"]
      ),
      ("ar", .wide, 1, "hour-ampere", ["42": "١ س⋅أمبير", "46": "1 س⋅أمبير", "48": "1 س⋅أمبير"]),
    ])
  func numbersKept(
    locale: String, width: UnitWidth, value: Double, unit: String, expected: [String: String]
  ) throws {
    let f = try MeasurementFormat(width: width, locale: locale)
      .format(value, unit: try MeasureUnit(unit))
    expect(f.string, perCLDR: expected)
    #expect(f.runs.contains { $0.part == .value })
  }

  // Found by fuzz-format.
  @Test(
    "A measurement is never shown without its number",
    arguments: [
      ("he", UnitWidth.abbreviated, 0.5, "hour", 0, ["42": "0.5", "46": "0.5", "48": "0.5"]),
      ("he", .wide, 0.5, "microgram", 0, ["42": "0.5", "46": "0.5", "48": "0.5"]),
      ("he", .narrow, 0.25, "minute", 0, ["42": "0.25", "46": "0.25", "48": "0.25"]),
      (
        "he", .wide, 1e20, "hour", 1,
        [
          "42": "100,000,000,000,000,000,000.0", "46": "100,000,000,000,000,000,000.0",
          "48": "100,000,000,000,000,000,000.0",
        ]
      ),
      ("da", .wide, 1.5, "kilometer-per-hour", 0, ["42": "1,5", "46": "1,5", "48": "1,5"]),
      // Arabic digits: Arabic-Indic in CLDR 42, Latin in CLDR 46.
      ("ar", .abbreviated, 5, "kilogram-meter", 0, ["42": "٥", "46": "5", "48": "5"]),
      ("ar", .wide, 5, "kilogram-meter-per-square-second", 0, ["42": "٥", "46": "5", "48": "5"]),
      ("he", .abbreviated, 3, "hour-ampere", 0, ["42": "3", "46": "3", "48": "3"]),
      ("he", .narrow, 3, "second-ampere", 0, ["42": "3", "46": "3", "48": "3"]),
    ])
  func numberKept(
    locale: String, width: UnitWidth, value: Double, unit: String, fractionDigits: Int,
    number: [String: String]
  ) throws {
    let options =
      fractionDigits > 0
      ? NumberOptions(precision: .fractionDigits(fractionDigits...fractionDigits)) : NumberOptions()
    let f = try MeasurementFormat(width: width, locale: locale, number: options)
      .format(value, unit: try MeasureUnit(unit))
    if let number = ICUInUse.value(number, "the number of \(f.string)") {
      #expect(f.string.contains(number))
    }
    #expect(f.runs.contains { $0.part == .value })
  }

  // Found by fuzz-format.
  @Test(
    "format(decimal:) never drops the number either",
    arguments: [
      ("he", UnitWidth.abbreviated, "0.5", "hour", ["42": "0.5", "46": "0.5", "48": "0.5"]),
      (
        "he", .wide, "0.001", "liter-per-100-kilometer",
        ["42": "0.001", "46": "0.001", "48": "0.001"]
      ),
      ("ar", .abbreviated, "5", "kilogram-meter", ["42": "٥", "46": "5", "48": "5"]),
      ("ar", .wide, "2.5", "hour-ampere", ["42": "٢٫٥", "46": "2.5", "48": "2.5"]),
      ("he", .abbreviated, "3", "hour-ampere", ["42": "3", "46": "3", "48": "3"]),
      ("da", .wide, "1.5", "kilometer-per-hour", ["42": "1,5", "46": "1,5", "48": "1,5"]),
    ])
  func decimalNumberKept(
    locale: String, width: UnitWidth, decimal: String, unit: String, number: [String: String]
  ) throws {
    let f = try MeasurementFormat(width: width, locale: locale)
      .format(decimal: decimal, unit: try MeasureUnit(unit))
    if let number = ICUInUse.value(number, "the number of \(f.string)") {
      #expect(f.string.contains(number))
    }
    #expect(f.runs.contains { $0.part == .value })
  }

  // Found by fuzz-format.
  @Test(
    "A usage format never drops the number either",
    arguments: [
      ("he", 0.5, "liter-per-100-kilometer", "0.5"),
      ("da", 1.5, "kilometer-per-hour", "1,5"),
    ])
  func usageNumberKept(locale: String, value: Double, unit: String, number: String) throws {
    let f = try MeasurementFormat(width: .wide, locale: locale, usage: .general)
      .format(value, unit: try MeasureUnit(unit))
    #expect(f.string.contains(number))
    #expect(f.runs.contains { $0.part == .value })
  }

  // Found by fuzz-format.
  @Test(
    "A usage range never drops its numbers",
    arguments: [Usage.vehicle, .general])
  func usageRangeNumbersKept(usage: Usage) throws {
    let f = try MeasurementFormat(width: .wide, locale: "ar", usage: usage)
      .formatRange(5, 7, unit: try MeasureUnit("kilogram-meter-per-square-second"))
    expect(
      f.string,
      perCLDR: [
        // ICU drops the number at full and abbreviated width: the narrow form is used.
        "42": "٥ كغ⋅م/ث²–٧ كغ⋅م/ث²",
        "46": "5 كغ⋅م/ث²–7 كغ⋅م/ث²", "48": "5 كغ⋅م/ث²–7 كغ⋅م/ث²",
      ])
    #expect(f.runs.contains { $0.part == .value && $0.source == .startRange })
    #expect(f.runs.contains { $0.part == .value && $0.source == .endRange })
  }

  // Found by fuzz-format.
  @Test("string() is format().string")
  func stringMatchesFormat() throws {
    let f = try MeasurementFormat(width: .wide, locale: "ar")
    let unit = try MeasureUnit("hour-ampere")
    expect(
      f.format(2.5, unit: unit).string,
      perCLDR: ["42": "٢٫٥ س⋅أمبير", "46": "2.5 س⋅أمبير", "48": "2.5 س⋅أمبير"])
    expect(
      f.string(2.5, unit: unit),
      perCLDR: ["42": "٢٫٥ س⋅أمبير", "46": "2.5 س⋅أمبير", "48": "2.5 س⋅أمبير"])
  }

  @Test("string() reads only ICU's text where no number can be dropped, the same text")
  func stringTextOnlyPath() throws {
    let ar = try MeasurementFormat(width: .wide, locale: "ar")
    // 1 and 2 need ICU's fields (CLDR's forms without a number); 3 and more do not.
    #expect(ar.string(1, unit: .hour) == "ساعة")
    #expect(ar.string(2, unit: .hour) == "ساعتان")
    expect(ar.string(3, unit: .hour), perCLDR: ["42": "٣ ساعات", "46": "3 ساعات", "48": "3 ساعات"])
    expect(
      ar.string(-3, unit: .hour),
      perCLDR: ["42": "؜-٣ ساعات", "46": "‎-3 ساعات", "48": "‎-3 ساعات"])
    // Compact notation can show 2000 as "2": it takes the path with fields.
    var compact = NumberOptions()
    compact.notation = .compactLong
    let en = try MeasurementFormat(width: .wide, locale: "en", number: compact)
    #expect(en.string(2000, unit: .hour) == "2 thousand hours")
    // A unit ICU composes from parts can lose its number at any value: it takes the path
    // with fields, which repairs that (found in review: string() printed "كغرام⋅أمتار").
    let arShort = try MeasurementFormat(locale: "ar")
    let kilogramMeter = try MeasureUnit("kilogram-meter")
    expect(
      arShort.string(5, unit: kilogramMeter),
      perCLDR: ["42": "٥ كغ⋅م", "46": "5 كغ⋅م", "48": "5 كغ⋅م"])
    let he = try MeasurementFormat(width: .wide, locale: "he")
    let hourAmpere = try MeasureUnit("hour-ampere")
    expect(
      he.string(5, unit: hourAmpere),
      perCLDR: ["42": "שעה⋅A 5", "46": "5 שעה⋅אמפר", "48": "5 שעה⋅אמפר"])
    // The two paths agree everywhere: NumberlessFormSweepTests.textOnlyPath checks every
    // locale (not under the sanitizers); here the locales with number-less forms.
    for locale in ["ar", "he", "en", "de", "so"] {
      for width in UnitWidth.allCases {
        let format = try MeasurementFormat(width: width, locale: locale)
        for unit in NumberlessFormSweepTests.textOnlyUnits {
          for value in NumberlessFormSweepTests.textOnlyValues {
            #expect(format.string(value, unit: unit) == format.format(value, unit: unit).string)
          }
        }
      }
    }
  }

  // Found by fuzz-format: Hebrew's "one" is `i = 0 and v != 0`, and ICU's `i` of 1e18 is
  // 0 (the integer part truncated to 18 digits), so with a fraction digit ICU picked the
  // form without a number.
  @Test("A multiple of 1e18 with a fraction digit keeps its number (he)")
  func hugeValueKeepsNumber() throws {
    let he = try MeasurementFormat(
      width: .wide, locale: "he", number: NumberOptions(precision: .fractionDigits(1...1)))
    let full = he.format(1e18, unit: .literPer100Kilometer)
    #expect(full.showsNumber)
    #expect(he.string(1e18, unit: .literPer100Kilometer) == full.string)
    #expect(full.string.hasPrefix("1,000,000,000,000,000,000.0 "))
  }

  // Found by fuzz-format: in scientific and compact notation ICU's rounded decimal is the
  // significand (1E-5 → 1), so the number-less form of 1 was kept for 0.00001.
  @Test(
    "In scientific and compact notation the number is kept unless it reads as 1 or 2 (he)",
    arguments: [
      (MeasureUnit.literPer100Kilometer, NumberOptions.Notation.scientific, 1e-5, "1E-5"),
      (.hour, .scientific, 1e-5, "1E-5"),
      (.hour, .scientific, 2e7, "2E7"),
      (.hour, .engineering, 1e-5, "10E-6"),
      (.hour, .compactShort, 1000, "1K"),
    ])
  func notationKeepsNumber(
    unit: MeasureUnit, notation: NumberOptions.Notation, value: Double, number: String
  ) throws {
    let he = try MeasurementFormat(
      width: .wide, locale: "he", number: NumberOptions(notation: notation))
    let formatted = he.format(value, unit: unit)
    let shown = formatted.runs.filter { $0.part == .value }.map { formatted.text(of: $0) }
    #expect(shown.joined() == number)
    #expect(he.string(value, unit: unit) == formatted.string)
  }

  // Found by fuzz-format.
  @Test("A custom unit keeps its number where the locale's singular and dual have none")
  func customNumberKept() throws {
    let ar = try MeasurementFormat(locale: "ar")
    expect(
      ar.format(Measurement(value: 2, unit: UnitAngle.gradians)).string,
      perCLDR: ["42": "٢ grad", "46": "2 grad", "48": "2 grad"])
    expect(
      ar.format(1, unit: MeasureUnit(customSymbol: "smoot")).string,
      perCLDR: ["42": "١ smoot", "46": "1 smoot", "48": "1 smoot"])
    let empty = ar.format(1, unit: MeasureUnit(customSymbol: ""))
    #expect(empty.runs.contains { $0.part == .value })
  }
}
