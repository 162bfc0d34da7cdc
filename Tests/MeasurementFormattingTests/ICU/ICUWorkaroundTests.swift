import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// Each place where measfmt does not take ICU's answer as it is: what plain ICU does,
/// per ICU version (through `measfmt-icu-probe`, ICU's C API with nothing repaired), and
/// what measfmt gives instead. A repair is switched on by the behaviour it repairs (no
/// number in ICU's result, a position past its text), or is measfmt's own way of doing
/// the job (mixed units, their ranges) where ICU aborts or mistags; when an ICU no longer
/// needs a repair, its row here says so and the repair does nothing there.
@Suite("ICU workarounds: does plain ICU still need them?")
struct ICUWorkaroundTests {
  /// Runs the probe; ICU crashes end it by a signal.
  static func probe(_ arguments: String...) throws -> Subprocess.Run {
    let path = try #require(
      Subprocess.builtProgram("measfmt-icu-probe"), "measfmt-icu-probe not built")
    return try Subprocess.run(path, arguments, environment: ["SWIFT_BACKTRACE": "enable=no"])
  }

  /// The probe's output: the string, and the names of the fields it reported.
  static func fields(_ run: Subprocess.Run) -> [String] {
    run.stdout.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != "\t" }) }
  }

  @Test("ICU drops the number of some compound units (ar): needed on ICU 72, 76 and 78")
  func compoundUnitNumber() throws {
    let plainWide = try Self.probe("format", "unit/hour-ampere unit-width-full-name", "ar", "2.5")
    #expect(plainWide.status == 0)
    expect(
      Self.fields(plainWide).contains("integer"), perCLDR: ["42": false, "46": false, "48": false])
    let plainShort = try Self.probe("format", "unit/kilogram-meter unit-width-short", "ar", "5")
    expect(
      Self.fields(plainShort).contains("integer"), perCLDR: ["42": false, "46": false, "48": false])

    let wide = try MeasurementFormat(width: .wide, locale: "ar")
    expect(
      wide.format(2.5, unit: try MeasureUnit("hour-ampere")).string,
      perCLDR: ["42": "٢٫٥ س⋅أمبير", "46": "2.5 س⋅أمبير", "48": "2.5 س⋅أمبير"])
    let short = try MeasurementFormat(locale: "ar")
    expect(
      short.format(5, unit: try MeasureUnit("kilogram-meter")).string,
      perCLDR: ["42": "٥ كغ⋅م", "46": "5 كغ⋅م", "48": "5 كغ⋅م"])
  }

  @Test("A CLDR form without a number reached by 0.5 (he): needed on ICU 72, not on 76 or 78")
  func numberlessPluralForm() throws {
    let plain = try Self.probe("format", "unit/second unit-width-short", "he", "0.5")
    expect(
      plain.stdout.split(separator: "\n").first,
      perCLDR: ["42": "שנ׳", "46": "0.5 שנ׳", "48": "0.5 שנ׳"])
    expect(Self.fields(plain).contains("integer"), perCLDR: ["42": false, "46": true, "48": true])
    // measfmt shows the number on both (on ICU 76 the repair has nothing to do).
    let he = try MeasurementFormat(locale: "he")
    #expect(he.format(0.5, unit: .second).string == "0.5 שנ׳")
    expect(
      he.formatSingleUnrepaired(0.5, unit: .second).showsNumber,
      perCLDR: ["42": false, "46": true, "48": true])
  }

  @Test("ICU tags only the last number of a mixed unit: needed on ICU 72, 76 and 78")
  func mixedUnitTags() throws {
    let plain = try Self.probe("format", "unit/foot-and-inch", "en", "5.9")
    expect(
      plain.stdout.split(separator: "\n").first,
      perCLDR: ["42": "5 ft, 10.8 in", "46": "5 ft, 10.8 in", "48": "5 ft, 10.8 in"])
    // No field for 5, none for either unit.
    expect(
      Self.fields(plain),
      perCLDR: [
        "42": ["integer", "decimal", "fraction"], "46": ["integer", "decimal", "fraction"],
        "48": ["integer", "decimal", "fraction"],
      ])
    let measfmt = try MeasurementFormat(locale: "en").format(5.9, unit: .footAndInch)
    #expect(
      measfmt.parts.map { "\($0.text)|\($0.run.part)" } == [
        "5|value", " |whitespace", "ft|unit", ",|literal", " |whitespace", "10|value", ".|value",
        "8|value", " |whitespace", "in|unit",
      ])
  }

  @Test(
    "ICU signs a mixed unit's smallest component and ignores the grouping of the larger ones: measfmt's own on 72, 76 and 78"
  )
  func mixedUnitSignsAndGrouping() throws {
    let all = { (text: String) in ["42": text, "46": text, "48": text] }
    let first = { (run: Subprocess.Run) in String(run.stdout.split(separator: "\n").first ?? "") }
    // sign-always: a second sign on the smallest component; sign-never: the first still signed.
    let always = try Self.probe("format", "unit/yard-and-foot-and-inch sign-always", "en", "-3.65")
    expect(first(always), perCLDR: all("-3 yd, 1 ft, +11.4 in"))
    let never = try Self.probe("format", "unit/foot-and-inch sign-never", "en", "-3.65")
    expect(first(never), perCLDR: all("-3 ft, 7.8 in"))
    let ungrouped = try Self.probe("format", "unit/foot-and-inch group-off", "en", "12345.5")
    expect(first(ungrouped), perCLDR: all("12,345 ft, 6 in"))
    // measfmt: one sign, on the component written first, as the sign display says; the
    // grouping asked for in every component. Everything else as ICU (MixedUnitTests).
    func en(_ options: NumberOptions) throws -> MeasurementFormat {
      try MeasurementFormat(locale: "en", number: options)
    }
    #expect(
      try en(NumberOptions(signDisplay: .always)).format(
        -3.65, unit: try MeasureUnit("yard-and-foot-and-inch")
      ).string == "-3 yd, 1 ft, 11.4 in")
    #expect(
      try en(NumberOptions(signDisplay: .always)).format(
        3.65, unit: try MeasureUnit("yard-and-foot-and-inch")
      ).string == "+3 yd, 1 ft, 11.4 in")
    #expect(
      try en(NumberOptions(signDisplay: .never)).format(-3.65, unit: .footAndInch).string
        == "3 ft, 7.8 in")
    #expect(
      try en(NumberOptions(grouping: .never)).format(12345.5, unit: .footAndInch).string
        == "12345 ft, 6 in")
  }

  @Test(
    "ICU's unit preferences ignore -u-ms-uksystem (72, 76, 78) and -u-mu-fahrenhe (72): written as they read them"
  )
  func measurementKeywords() throws {
    let first = { (run: Subprocess.Run) in String(run.stdout.split(separator: "\n").first ?? "") }
    // ICU's ids of the BCP 47 tags: the legacy value of ms, mu's value as it is.
    #expect(try ICU.localeID(forLanguageTag: "en-US-u-ms-uksystem").id == "en_US@measure=imperial")
    #expect(try ICU.localeID(forLanguageTag: "de-DE-u-mu-fahrenhe").id == "de_DE@mu=fahrenhe")
    let imperial = try Self.probe(
      "format", "unit/kilogram usage/person", "de_DE@measure=imperial", "70")
    expect(first(imperial), perCLDR: ["42": "70 kg", "46": "70 kg", "48": "70 kg"])
    let uksystem = try Self.probe(
      "format", "unit/kilogram usage/person", "de_DE@measure=uksystem", "70")
    expect(
      first(uksystem),
      perCLDR: ["42": "11 st, 0,32 lb", "46": "11 st, 0,32 lb", "48": "11 st, 0,32 lb"])
    let short = try Self.probe("format", "unit/celsius usage/weather", "de_DE@mu=fahrenhe", "20")
    expect(first(short), perCLDR: ["42": "20 °C", "46": "68 °F", "48": "68 °F"])
    let long = try Self.probe("format", "unit/celsius usage/weather", "de_DE@mu=fahrenheit", "20")
    expect(first(long), perCLDR: ["42": "68 °F", "46": "68 °F", "48": "68 °F"])
    // measfmt: the values every ICU reads.
    #expect(try LocaleResolver.resolve("en-US-u-ms-uksystem") == "en_US@measure=uksystem")
    #expect(try LocaleResolver.resolve("de-DE-u-mu-fahrenhe") == "de_DE@mu=fahrenheit")
    #expect(
      try LocaleResolver.resolve("de-DE-u-mu-fahrenhe-ms-uksystem")
        == "de_DE@measure=uksystem;mu=fahrenheit")
    #expect(try LocaleResolver.resolve("en-US-u-ms-ussystem") == "en_US@measure=ussystem")
    #expect(
      try MeasurementFormat(locale: "de-DE-u-mu-fahrenhe", usage: .weather).format(
        20, unit: .celsius
      )
      .string == "68 °F")
  }

  @Test(
    "ICU aborts on ranges of mixed units and of person-height: needed on ICU 72, 76 and 78",
    arguments: [
      (
        "unit/foot-and-inch", "en", "5.5", "6.25",
        ["42": "SIGABRT", "46": "SIGABRT", "48": "SIGABRT"]
      ),
      (
        "unit/meter usage/person-height", "en-US", "1.7", "1.8",
        ["42": "SIGABRT", "46": "SIGABRT", "48": "SIGABRT"]
      ),
      // ICU 72 prints nonsense for this one (1.5 m is not 36 ft), ICU 76 aborts.
      (
        "unit/meter usage/person-height", "en-US", "1.5", "1.8",
        ["42": "36 ft, ~1.1 in", "46": "SIGABRT", "48": "SIGABRT"]
      ),
    ])
  func rangeAborts(
    skeleton: String, locale: String, low: String, high: String, outcome: [String: String]
  ) throws {
    let plain = try Self.probe("range", skeleton, locale, low, high)
    let result =
      plain.signaled && plain.status == 6
      ? "SIGABRT" : String(plain.stdout.split(separator: "\n").first ?? "")
    expect(result, perCLDR: outcome)
  }

  @Test("The ranges ICU aborts on, formatted by measfmt")
  func rangesFormatted() throws {
    let en = try MeasurementFormat(locale: "en")
    #expect(en.formatRange(5.5, 6.25, unit: .footAndInch).string == "5 ft, 6 in – 6 ft, 3 in")
    let height = try MeasurementFormat(locale: "en-US", usage: .personHeight)
    #expect(height.formatRange(1.5, 1.8, unit: .meter).string == "4 ft, 11 in – 5 ft, 11 in")
    #expect(height.formatRange(1.7, 1.8, unit: .meter).string == "5 ft, 6.9 in – 5 ft, 11 in")
  }

  @Test("ICU reports positions past its text (ar compact range): clamped on ICU 72, 76 and 78")
  func positionsPastText() throws {
    let plain = try Self.probe(
      "range", "compact-long unit/kilogram-meter unit-width-full-name", "ar", "7.7e-304", "1")
    expect(
      plain.stdout.contains("(past the text:"), perCLDR: ["42": true, "46": true, "48": true],
      "\(plain.stdout)"
    )
    var options = NumberOptions()
    options.notation = .compactLong
    let measfmt = try MeasurementFormat(width: .wide, locale: "ar", number: options)
      .formatRange(7.7e-304, 1, unit: try MeasureUnit("kilogram-meter"))
    #expect(measfmt.runs.allSatisfy { Int($0.end) <= measfmt.string.utf8.count })
    #expect(measfmt.runs.contains { $0.part == .value && $0.source == .startRange })
  }

  @Test("ICU's unit-width-hidden still prints the unit: hidesUnit is measfmt's, on 72, 76 and 78")
  func hiddenUnit() throws {
    let plain = try Self.probe("format", "unit/kilometer unit-width-hidden", "en", "5")
    expect(
      plain.stdout.split(separator: "\n").first,
      perCLDR: ["42": "5 kilometers", "46": "5 kilometers", "48": "5 kilometers"])
    var format = try MeasurementFormat(locale: "en")
    format.hidesUnit = true
    #expect(format.format(5, unit: .kilometer).string == "5")
  }

  @Test("ICU refuses an unknown -u-nu-: measfmt ignores it, as ECMA-402 does, on 72, 76 and 78")
  func unknownNumberingSystem() throws {
    let plain = try Self.probe("format", "unit/kilometer", "en-u-nu-bogus", "1234.5")
    expect(
      plain.stderr,
      perCLDR: [
        "42": "format: U_UNSUPPORTED_ERROR\n", "46": "format: U_UNSUPPORTED_ERROR\n",
        "48": "format: U_UNSUPPORTED_ERROR\n",
      ])
    let measfmt = try MeasurementFormat(locale: "en-u-nu-bogus")
    #expect(measfmt.format(1234.5, unit: .kilometer).string == "1,234.5 km")
  }
}
