import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting

// The library's bad-input catalogue (issue 7): every entry has a defined result — a
// formatted string or a typed error with a printable message — and none crashes or
// hangs. The CLI's catalogue is in Tests/MeasfmtCLITests/ReliabilityCLITests.swift;
// renderer escaping of specific hostile symbols is in RenderingSafetyTests.swift.
// The suites' time limits catch hangs; they are generous because scripts/sanitize.sh
// runs them under ThreadSanitizer, many times slower.

/// "1234567" → "1,234,567": the en grouping, written independently of ICU.
private func grouped(_ digits: String) -> String {
  var groups: [Substring] = []
  var end = digits.endIndex
  while end > digits.startIndex {
    let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
    groups.insert(digits[start..<end], at: 0)
    end = start
  }
  return groups.joined(separator: ",")
}

/// The largest double as en writes it: ICU's shortest digits, then zeros.
private let largestDigits = "17976931348623157" + String(repeating: "0", count: 292)

@Suite("Reliability: hostile values", .timeLimit(.minutes(10)))
struct ReliabilityValueTests {
  static let en = try! MeasurementFormat(locale: "en")

  @Test(
    "Special doubles: NaN, ±∞, -0, the largest, smallest and subnormal doubles",
    arguments: [
      (Double.nan, "NaN km"),
      (-Double.nan, "-NaN km"),
      (Double.infinity, "∞ km"),
      (-Double.infinity, "-∞ km"),
      (-0.0, "-0 km"),
      (Double.leastNormalMagnitude, "0 km"),
      // The smallest subnormal (5e-324), its negative, and another subnormal (2.5e-320).
      (Double(bitPattern: 1), "0 km"),
      (-Double(bitPattern: 1), "-0 km"),
      (Double(bitPattern: 5060), "0 km"),
      (9_223_372_036_854_775_807.0, "9,223,372,036,854,776,000 km"),
      (1e21, "1,000,000,000,000,000,000,000 km"),
    ])
  func specialDoubles(value: Double, expected: String) {
    let f = Self.en.format(value, unit: .kilometer)
    #expect(f.string == expected)
    #expect(f.runs.contains { $0.part == .value })
    #expect(Self.en.string(value, unit: .kilometer) == expected)
  }

  @Test("The largest finite doubles are written out in full")
  func largest() {
    let expected = grouped(largestDigits) + " km"
    #expect(Self.en.format(.greatestFiniteMagnitude, unit: .kilometer).string == expected)
    #expect(Self.en.format(-.greatestFiniteMagnitude, unit: .kilometer).string == "-" + expected)
  }

  @Test("NaN and infinities are tagged nan/infinity in every width and locale")
  func taggedEverywhere() throws {
    let cases: [(String, UnitWidth, Double, String, [String])] = [
      ("en", .wide, .nan, "NaN kilometers", ["nan", "-", "-"]),
      ("en", .wide, -.infinity, "-∞ kilometers", ["minusSign", "infinity", "-", "-"]),
      ("de", .abbreviated, -.nan, "-NaN km", ["minusSign", "nan", "-", "-"]),
      ("fr", .abbreviated, -0.0, "-0\u{202F}km", ["minusSign", "integer", "-", "-"]),
    ]
    for (locale, width, value, string, numberParts) in cases {
      let f = try MeasurementFormat(width: width, locale: locale).format(value, unit: .kilometer)
      #expect(f.string == string, "\(locale) \(value)")
      #expect(f.runs.map { $0.numberPart?.name ?? "-" } == numberParts, "\(locale) \(value)")
    }
    // Arabic: "ليس رقم" ("not a number") in CLDR 42, "ليس رقمًا" in CLDR 46; the sign's
    // bidi mark is ALM in CLDR 42, LRM in CLDR 46 (plain ar's digits became Latin).
    let ar = try MeasurementFormat(locale: "ar")
    let nan = ar.format(.nan, unit: .kilometer)
    expect(
      nan.string,
      perCLDR: [
        "42": "\u{644}\u{64A}\u{633}\u{A0}\u{631}\u{642}\u{645} \u{643}\u{645}",
        "46": "\u{644}\u{64A}\u{633}\u{A0}\u{631}\u{642}\u{645}\u{64B}\u{627} \u{643}\u{645}",
      ])
    #expect(nan.runs.map { $0.numberPart?.name ?? "-" } == ["nan", "-", "-"])
    let infinity = ar.format(-.infinity, unit: .kilometer)
    expect(
      infinity.string,
      perCLDR: ["42": "\u{61C}-∞ \u{643}\u{645}", "46": "\u{200E}-∞ \u{643}\u{645}"])
    #expect(
      infinity.runs.map { $0.numberPart?.name ?? "-" } == ["-", "minusSign", "infinity", "-", "-"])
  }

  @Test("The quetta- and ronna- prefixes: unknown to ICU 72 (CLDR 42), units in ICU 76")
  func newPrefixes() throws {
    let quetta = Result { try MeasureUnit("quettameter") }
    switch ICUInUse.value(["42": false, "46": true], "whether quettameter parses") {
    case true?: #expect(try quetta.get().identifier == "quettameter")
    case false?:
      #expect(throws: MeasurementFormatError.unknownUnit("quettameter", suggestions: [])) {
        try quetta.get()
      }
    case nil: break
    }
  }

  @Test("Ranges, mixed units, usage and conversion with special values")
  func otherPaths() throws {
    let en = Self.en
    #expect(en.formatRange(.nan, .infinity, unit: .kilometer).string == "NaN–∞ km")
    #expect(en.formatRange(-.infinity, .infinity, unit: .kilometer).string == "-∞ – ∞ km")
    #expect(en.formatRange(5, 3, unit: .kilometer).string == "5–3 km")
    #expect(en.format(.nan, unit: .footAndInch).string == "NaN ft")
    #expect(en.format(.infinity, unit: .footAndInch).string == "∞ ft")
    #expect(en.format(-.infinity, unit: .footAndInch).string == "-∞ ft")
    #expect(en.format(-0.0, unit: .footAndInch).string == "-0 ft, 0 in")
    #expect(en.format(.leastNonzeroMagnitude, unit: .footAndInch).string == "0 ft, 0 in")
    #expect(
      en.format(.greatestFiniteMagnitude, unit: .footAndInch).string
        == grouped(largestDigits) + " ft, 0 in")

    let road = try MeasurementFormat(locale: "en-US", usage: .road)
    #expect(road.format(.nan, unit: .meter).string == "NaN ft")
    #expect(road.format(.infinity, unit: .meter).string == "∞ mi")
    #expect(road.format(-0.0, unit: .meter).string == "0 ft")
    let height = try MeasurementFormat(locale: "en-US", usage: .personHeight)
    #expect(height.format(.nan, unit: .meter).string == "NaN in")
    #expect(height.format(-.infinity, unit: .meter).string == "-∞ ft")
    // Meters to feet overflows the double: shown as infinity, not as garbage.
    #expect(height.format(.greatestFiniteMagnitude, unit: .meter).string == "∞ ft")

    #expect(try en.format(.nan, unit: .celsius, convertedTo: .fahrenheit).string == "NaN°F")
    #expect(
      try en.format(.greatestFiniteMagnitude, unit: .mile, convertedTo: .kilometer).string
        == "∞ km")
  }

  @Test("Decimal text: 1000 digits, 1e400 and -1e-400 keep every digit")
  func decimals() throws {
    let en = Self.en
    let thousand = String(repeating: "1234567890", count: 100)
    let big = try en.format(decimal: thousand, unit: .kilometer)
    #expect(big.string == grouped(thousand) + " km")
    #expect(big.string.utf8.count == 1336)
    #expect(
      try en.format(decimal: "1e400", unit: .kilometer).string
        == grouped("1" + String(repeating: "0", count: 400)) + " km")
    #expect(try en.format(decimal: "-1e-400", unit: .kilometer).string == "-0 km")
    var options = NumberOptions()
    options.notation = .scientific
    let scientific = try MeasurementFormat(locale: "en", number: options)
    #expect(try scientific.format(decimal: "1e400", unit: .kilometer).string == "1E400 km")
    let tiny = try scientific.format(decimal: "-1e-400", unit: .kilometer)
    #expect(tiny.string == "-1E-400 km")
    #expect(
      tiny.runs.compactMap(\.numberPart) == [
        .minusSign, .integer, .exponentSeparator, .exponentMinusSign, .exponentInteger,
      ])
    // A Double cannot hold 1e400: it is infinity.
    #expect(en.format(Double("1e400")!, unit: .kilometer).string == "∞ km")
  }

  @Test(
    "Text that is not a decimal number is a clear error",
    arguments: ["", "abc", "1e", "--1", "1.2.3", "0x10", "nan", "inf", " 1", "１２", "1e+", "+"])
  func notDecimals(text: String) {
    #expect(throws: MeasurementFormatError.invalidOption("'\(text)' is not a number")) {
      try Self.en.format(decimal: text, unit: .kilometer)
    }
  }
}

@Suite("Reliability: number options at and beyond their limits", .timeLimit(.minutes(10)))
struct ReliabilityOptionTests {
  @Test(
    "Digit counts outside 0…999 / 1…999 are clear errors",
    arguments: [
      (1000...1000, nil, "fraction digits must be between 0 and 999, not 1000...1000"),
      (-1...2, nil, "fraction digits must be between 0 and 999, not -1...2"),
      (nil, 0...0, "significant digits must be between 1 and 999, not 0...0"),
      (nil, 0...3, "significant digits must be between 1 and 999, not 0...3"),
      (nil, 1...1000, "significant digits must be between 1 and 999, not 1...1000"),
    ] as [(ClosedRange<Int>?, ClosedRange<Int>?, String)])
  func outOfRange(fraction: ClosedRange<Int>?, significant: ClosedRange<Int>?, message: String) {
    #expect(throws: MeasurementFormatError.invalidOption(message)) {
      try NumberOptions(fractionDigits: fraction, significantDigits: significant)
    }
  }

  @Test("999 digits: the longest numbers there are, formatted in full")
  func longest() throws {
    let fraction = try MeasurementFormat(
      locale: "en", number: NumberOptions(fractionDigits: 999...999))
    #expect(
      fraction.format(1.5, unit: .kilometer).string
        == "1.5" + String(repeating: "0", count: 998) + " km")
    let significant = try MeasurementFormat(
      locale: "en", number: NumberOptions(significantDigits: 999...999))
    #expect(
      significant.format(.greatestFiniteMagnitude, unit: .kilometer).string
        == grouped(largestDigits) + "." + String(repeating: "0", count: 690) + " km")
    let subnormal = significant.format(.leastNonzeroMagnitude, unit: .kilometer)
    #expect(subnormal.string.hasPrefix("0.000"))
    #expect(subnormal.string.hasSuffix("000 km"))
    #expect(subnormal.string.utf8.count == 1327)
  }
}

@Suite("Reliability: locale identifiers from outside", .timeLimit(.minutes(10)))
struct ReliabilityLocaleTests {
  static let megabyte = String(repeating: "a", count: 1 << 20)

  @Test(
    "Malformed locale ids are malformedLocale errors",
    arguments: [
      "", " ", "xx-YYYY-@@@", "../../etc", "../../etc/passwd", "de\u{0}", "日本語", "ja-JP-😀",
      "en-US\n", "en-", "-en", "en--US", "en@=", "en@a=b;c", "%s%s%n", "en;rm -rf",
      "\u{1B}[2Jen", String(repeating: "en-", count: 100) + "US", "de_de_de_de_de_",
      ReliabilityLocaleTests.megabyte,
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
      ("de-CH-1996", "de_CH_1996", "1’234.5 km"),
      ("en-US-u-nu-thai", "en_US@numbers=thai", "๑,๒๓๔.๕ km"),
      (" en\t", "en", "1,234.5 km"),
    ])
  func odd(id: String, icuID: String, expected: String) throws {
    let f = try MeasurementFormat(locale: id)
    #expect(f.localeIdentifier == icuID)
    #expect(f.format(1234.5, unit: .kilometer).string == expected)
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
    "A Foundation Locale with a hostile identifier falls back to en",
    arguments: [
      "../../etc", "", "xx", "de\u{0}", "\u{1B}[2J", String(repeating: "a", count: 100_000),
    ])
  func foundationLocale(id: String) {
    let f = MeasurementFormat(locale: Locale(identifier: id))
    #expect(f.localeIdentifier == "en")
    #expect(f.format(1234.5, unit: .kilometer).string == "1,234.5 km")
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
}

@Suite("Reliability: unit identifiers from outside", .timeLimit(.minutes(10)))
struct ReliabilityUnitTests {
  static let en = try! MeasurementFormat(locale: "en")

  @Test(
    "Unknown and malformed unit ids are unknownUnit errors with suggestions",
    arguments: [
      ("", []),
      (" ", ["em"]),
      ("kilometer-per-", ["kilometer-per-hour"]),
      ("-and-", []),
      ("kilometer-and-", []),
      ("-kilometer", ["kilometer", "picometer"]),
      ("kilometer--hour", ["kilometer-per-hour", "kilowatt-hour"]),
      ("KILOMETER", ["kilometer", "picometer", "kilobyte"]),
      ("kilometre", ["kilometer", "kilobyte", "kilohertz"]),
      ("square-", []),
      ("pow99-meter", []),
      ("pow16-meter", []),
      ("kilometer\u{0}", ["kilometer", "picometer"]),
      ("kilo meter", ["kilometer", "millimeter", "picometer"]),
      ("foot-and-foot", []),
      ("foot-and-inch-and-foot", []),
      ("length-", []),
      ("kilogram-and", ["kilogram"]),
      ("ćm", ["em", "ohm"]),
      ("../../etc/passwd", []),
      ("yotta-meter", []),
      ("liter-per-1e9-kilometer", ["liter-per-100-kilometer", "liter-per-kilometer"]),
      (String(repeating: "-and-", count: 2048), []),
      (String(repeating: "meter-and-", count: 20) + "meter", []),
      (String(repeating: "meter-", count: 33) + "meter", []),
      (String(repeating: "k", count: 1 << 20), []),
    ] as [(String, [String])])
  func unknown(id: String, suggestions: [String]) {
    #expect(throws: MeasurementFormatError.unknownUnit(id, suggestions: suggestions)) {
      try MeasureUnit(id)
    }
  }

  @Test(
    "Unusual but valid ids are canonicalised and format",
    arguments: [
      ("per-hour", "per-hour", "2.5/h"),
      ("kilometer-per-hour-per-hour", "kilometer-per-square-hour", "2.5 km/hr²"),
      ("meter-per-second-per-second", "meter-per-square-second", "2.5 m/s²"),
      ("length-kilometer", "kilometer", "2.5 km"),
      ("light-year", "light-year", "2.5 ly"),
      ("kibibyte", "kibibyte", "2.5 Kibyte"),
      ("liter-per-100-kilometer", "liter-per-100-kilometer", "2.5 L/100 km"),
      (" kilometer\t", "kilometer", "2.5 km"),
      ("inch-and-foot", "inch-and-foot", "2 in, 0.041667 ft"),
    ])
  func valid(id: String, canonical: String, expected: String) throws {
    let unit = try MeasureUnit(id)
    #expect(unit.identifier == canonical)
    #expect(Self.en.format(2.5, unit: unit).string == expected)
  }

  @Test(
    "Ids ICU parses but cannot format fall back to the number and the id",
    arguments: [("pow4-meter", "2.5 pow4-meter"), ("100-kilometer", "2.5 100-kilometer")])
  func unformattable(id: String, expected: String) throws {
    let f = Self.en.format(2.5, unit: try MeasureUnit(id))
    #expect(f.string == expected)
    #expect(f.runs.map(\.part) == [.value, .whitespace, .unit])
  }

  @Test("Messages quote hostile unit ids printably and briefly")
  func messages() {
    let tenKB = String(repeating: "-and-", count: 2048)
    #expect(
      MeasurementFormatError.unknownUnit(tenKB, suggestions: []).description
        == "unknown unit '" + String(repeating: "-and-", count: 12) + "…'")
    #expect(
      MeasurementFormatError.unknownUnit("km\u{1B}]8;;x\u{7}", suggestions: ["em"]).description
        == "unknown unit 'km\\u{1b}]8;;x\\u{7}'; did you mean 'em'?")
  }
}

@Suite("Reliability: every control character in a custom symbol", .timeLimit(.minutes(10)))
struct ReliabilityOutputSafetyTests {
  static let en = try! MeasurementFormat(locale: "en")

  /// C0, DEL, C1, line/paragraph separators, bidi embeddings, overrides and isolates.
  static let controls: [UInt32] =
    Array(0x00...0x1F) + Array(0x7F...0x9F) + [0x2028, 0x2029] + Array(0x202A...0x202E)
    + Array(0x2066...0x2069)

  @Test(
    "JSON stays valid and lossless; ANSI, plain and HTML show no raw control", arguments: controls)
  func control(code: UInt32) throws {
    let symbol = "a" + String(Unicode.Scalar(code)!) + "b"
    let styled = Self.en.format(5, unit: MeasureUnit(customSymbol: symbol)).styled()
      .restyling(.unit, with: .bold)

    let json = JSONRenderer.render(styled)
    #expect(!json.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    #expect(!json.unicodeScalars.contains { $0.value == code })
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["string"] as? String == "5 " + symbol)

    // U+2028/U+2029 are only JSON's concern (they end a JavaScript string literal); a
    // terminal or a page shows them as text.
    guard code != 0x2028 && code != 0x2029 else { return }
    let ansi = ANSIRenderer(colors: .trueColor).render(styled)
    #expect(ansi.components(separatedBy: "\u{1B}").count - 1 == 2)  // our SGR on, SGR off
    #expect(!ansi.unicodeScalars.contains { $0.value == code && code != 0x1B })
    #expect(!PlainRenderer.render(styled).unicodeScalars.contains { $0.value == code })

    let html = HTMLRenderer().render(styled)
    #expect(!html.unicodeScalars.contains { $0.value == code })
  }

  @Test("A 1 MB custom symbol formats and renders")
  func hugeSymbol() throws {
    let symbol = String(repeating: "<b>&\u{1B}", count: 1 << 18)
    let f = Self.en.format(5, unit: MeasureUnit(customSymbol: symbol))
    #expect(f.string.utf8.count == 2 + symbol.utf8.count)
    let html = HTMLRenderer().render(f.styled())
    #expect(!html.contains("<b>"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(JSONRenderer.render(f).utf8)) as? [String: Any])
    #expect(object["string"] as? String == f.string)
  }
}
