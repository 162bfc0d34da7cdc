import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

// Locale identifiers from outside (a header, an environment variable, a configuration
// file): malformed ones and ones without ICU data are typed errors with a printable,
// brief message; odd but valid ones resolve and format.
// The suite's time limit catches hangs; it is generous because scripts/sanitize.sh
// runs it under ThreadSanitizer, many times slower.

@Suite(
  "Locale identifiers: malformed, unknown, odd, from the environment", .timeLimit(.minutes(10)))
struct LocaleIdentifierTests {
  static let megabyte = String(repeating: "a", count: 1 << 20)

  @Test(
    "Malformed locale ids are malformedLocale errors",
    arguments: [
      "", " ", "xx-YYYY-@@@", "../../etc", "../../etc/passwd", "de\u{0}", "日本語", "ja-JP-😀",
      "en-US\n", "en-", "-en", "en--US", "en@=", "en@a=b;c", "%s%s%n", "en;rm -rf",
      "\u{1B}[2Jen", String(repeating: "en-", count: 100) + "US", "de_de_de_de_de_",
      LocaleIdentifierTests.megabyte,
    ])
  func malformed(id: String) {
    #expect(throws: MeasurementFormatError.malformedLocale(id)) {
      try MeasurementFormat(locale: id)
    }
  }

  @Test(
    "Well-formed ids without ICU data are unknownLocale errors",
    arguments: ["xx", "zz-ZZ", "qaa", "i-klingon", "x-private"])
  func unknown(id: String) {
    #expect(throws: MeasurementFormatError.unknownLocale(id)) {
      try MeasurementFormat(locale: id)
    }
  }

  @Test(
    "Odd but valid ids resolve and format",
    arguments: [
      ("en_US.UTF-8@euro", "en_US", "1,234.5 km"),
      ("de_DE@currency=EUR", "de_DE@currency=EUR", "1.234,5 km"),
      ("C", "en_US_POSIX", "1234.5 km"),
      ("POSIX", "en_US_POSIX", "1234.5 km"),
      ("C.UTF-8", "en_US_POSIX", "1234.5 km"),
      ("und", "", "1,234.5 km"),
      ("root", "", "1,234.5 km"),
      ("en-x-private", "en@x=private", "1,234.5 km"),
      ("sr_RS@latin", "sr_RS", "1.234,5 km"),
      ("en-US-u-nu-thai", "en_US@numbers=thai", "๑,๒๓๔.๕ km"),
      (" en\t", "en", "1,234.5 km"),
    ])
  func odd(id: String, icuID: String, expected: String) throws {
    let f = try MeasurementFormat(locale: id)
    #expect(f.localeIdentifier == icuID)
    #expect(f.format(1234.5, unit: .kilometer).string == expected)
  }

  @Test("A variant keeps its locale's data: de-CH-1996 groups as de-CH does in that CLDR")
  func variant() throws {
    let f = try MeasurementFormat(locale: "de-CH-1996")
    #expect(f.localeIdentifier == "de_CH_1996")
    // CLDR 48 groups de-CH with the apostrophe (U+0027), CLDR 42 and 46 with U+2019.
    expect(
      f.format(1234.5, unit: .kilometer).string,
      perCLDR: ["42": "1’234.5 km", "46": "1’234.5 km", "48": "1'234.5 km"])
  }

  @Test(
    "The environment's locale: LC_ALL, LC_MESSAGES, LANG; the POSIX locale and unusable ones are en",
    arguments: [
      ([String: String](), "en"),
      (["LANG": "de_DE.UTF-8"], "de_DE.UTF-8"),
      (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "de_CH.UTF-8"], "de_CH.UTF-8"),
      (["LANG": "de_DE.UTF-8", "LC_ALL": "fr_FR.UTF-8"], "fr_FR.UTF-8"),
      (["LANG": "de_DE.UTF-8", "LC_ALL": ""], "de_DE.UTF-8"),
      (["LANG": "C"], "en"), (["LANG": "C.UTF-8"], "en"), (["LANG": "POSIX"], "en"),
      (["LANG": "C@euro"], "en"), (["LANG": "xx_YY.UTF-8"], "en"), (["LANG": "../../etc"], "en"),
    ])
  func environment(_ environment: [String: String], expected: String) throws {
    let id = MeasurementFormat.localeIdentifier(fromEnvironment: environment)
    #expect(id == expected)
    #expect(throws: Never.self) { try MeasurementFormat(locale: id) }
  }

  @Test(
    "A Foundation Locale the string form refuses formats with the root locale, never English",
    arguments: [
      "../../etc", "", "xx", "zz", "xx-YY", "de\u{0}", "\u{1B}[2J",
      String(repeating: "a", count: 100_000),
    ])
  func foundationLocale(id: String) {
    #expect(throws: MeasurementFormatError.self) { try MeasurementFormat(locale: id) }
    let f = MeasurementFormat(width: .wide, locale: Locale(identifier: id))
    #expect(f.localeIdentifier == "")
    #expect(f.languageTag == "und")
    // CLDR root's data: English would write "5 kilometers".
    expect(
      f.format(5, unit: .kilometer).string, perCLDR: ["42": "5 km", "46": "5 km", "48": "5 km"])
    expect(
      f.format(1234.5, unit: .kilometer).string,
      perCLDR: ["42": "1,234.5 km", "46": "1,234.5 km", "48": "1,234.5 km"])
  }

  @Test(
    "One rule through a string and through a Locale: the same locale, or refused",
    arguments: [
      ("de", "de"), ("de-CH", "de_CH"), ("de_CH.UTF-8", "de_CH"), ("de-XX", "de_XX"),
      ("ar-EG-u-nu-arab", "ar_EG@numbers=arab"), ("C", "en_US_POSIX"), ("und", ""),
      ("root", ""),
    ])
  func sameRule(id: String, icuID: String) throws {
    let viaString = try MeasurementFormat(locale: id)
    let viaLocale = MeasurementFormat(locale: Locale(identifier: id))
    #expect(viaString.localeIdentifier == icuID)
    #expect(viaLocale.localeIdentifier == icuID)
    #expect(
      viaString.format(1234.5, unit: .kilometer).string
        == viaLocale.format(1234.5, unit: .kilometer).string)
  }

  @Test("Refused through a string: the error names why")
  func refusedThroughAString() {
    #expect(throws: MeasurementFormatError.unknownLocale("zz")) {
      try MeasurementFormat(locale: "zz")
    }
    #expect(throws: MeasurementFormatError.unknownLocale("xx-YY")) {
      try MeasurementFormat(locale: "xx-YY")
    }
    #expect(throws: MeasurementFormatError.malformedLocale("")) {
      try MeasurementFormat(locale: "")
    }
    #expect(throws: MeasurementFormatError.malformedLocale("en--US")) {
      try MeasurementFormat(locale: "en--US")
    }
  }

  @Test("The root locale's output, written out: CLDR root's data, not English's")
  func rootOutput() throws {
    let zz = Locale(identifier: "zz")
    let wide = MeasurementFormat(width: .wide, locale: zz)
    let narrow = MeasurementFormat(width: .narrow, locale: zz)
    let abbreviated = MeasurementFormat(locale: zz)
    expect(
      [
        wide.format(5, unit: .kilometer).string, narrow.format(5, unit: .kilometer).string,
        abbreviated.format(1234.5, unit: .kilometer).string,
        narrow.format(-2.5, unit: .celsius).string, wide.format(3, unit: .hour).string,
        wide.format(1, unit: .kilometer).string, abbreviated.format(5, unit: .percent).string,
        abbreviated.formatRange(3, 5, unit: .kilometer).string,
      ],
      perCLDR: [
        "42": ["5 km", "5 km", "1,234.5 km", "-2.5°C", "3 h", "1 km", "5%", "3–5 km"],
        "46": ["5 km", "5 km", "1,234.5 km", "-2.5°C", "3 h", "1 km", "5%", "3–5 km"],
        "48": ["5 km", "5 km", "1,234.5 km", "-2.5°C", "3 h", "1 km", "5%", "3–5 km"],
      ])
    // English, for contrast: what the Locale initialiser used to give for "zz".
    let en = MeasurementFormat(width: .wide, locale: Locale(identifier: "en"))
    #expect(en.format(5, unit: .kilometer).string == "5 kilometers")
    #expect(en.format(3, unit: .hour).string == "3 hours")
    // Usage takes the region of root's likely subtags: none in CLDR 42, the US in 46.
    let height = MeasurementFormat(locale: zz, usage: .personHeight)
    expect(
      height.format(1.8, unit: .meter).string,
      perCLDR: ["42": "180 cm", "46": "5 ft, 11 in", "48": "5 ft, 11 in"])
  }

  @Test("Decoding a configuration checks its locale and options")
  func decoding() {
    let locale = Data(#"{"width":"narrow","locale":"../../etc"}"#.utf8)
    #expect(throws: MeasurementFormatError.malformedLocale("../../etc")) {
      try JSONDecoder().decode(MeasurementFormat.self, from: locale)
    }
    let width = Data(#"{"width":"huge","locale":"en"}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(MeasurementFormat.self, from: width)
    }
  }

  @Test("Messages quote hostile ids printably and briefly")
  func messages() {
    #expect(
      MeasurementFormatError.malformedLocale(Self.megabyte).description
        == "malformed locale identifier '" + String(repeating: "a", count: 60) + "…'")
    #expect(
      MeasurementFormatError.malformedLocale("\u{1B}[2J\u{9B}\u{7F}en\n").description
        == "malformed locale identifier '\\u{1b}[2J\\u{9b}\\u{7f}en\\u{a}'")
  }

  // Found by fuzz-format.
  @Test(
    "An unknown numbering system is ignored, as ECMA-402 does",
    arguments: ["en-u-nu-bogus", "en@numbers=bogus"])
  func bogusNumberingSystem(locale: String) throws {
    let f = try MeasurementFormat(locale: locale)
    #expect(f.format(1234.5, unit: .kilometer).string == "1,234.5 km")
  }

  @Test(
    "CLDR's long keyword values, as ICU's tests and people write them, mean their BCP 47 values",
    arguments: [
      ("en-US-u-mu-fahrenheit", "1,234.5 km"), ("en-u-ca-gregorian-mu-fahrenheit", "1,234.5 km"),
      ("de-u-co-phonebook", "1.234,5 km"),
    ])
  func longKeywordValues(locale: String, expected: String) throws {
    // Each was refused as malformed: a subtag of BCP 47 has at most eight letters.
    let format = try MeasurementFormat(locale: locale)
    #expect(format.format(1234.5, unit: .kilometer).string == expected)
  }

  @Test("-u-mu-fahrenheit converts for a usage as -u-mu-fahrenhe does")
  func fahrenheitKeyword() throws {
    let weather = try MeasurementFormat(locale: "de-DE-u-mu-fahrenheit", usage: .weather)
    #expect(weather.format(20, unit: .celsius).string == "68 °F")
  }
}
