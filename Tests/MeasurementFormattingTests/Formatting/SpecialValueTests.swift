import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

// Values at and beyond the edges of a Double and of decimal text, and number options
// at and beyond their limits: each has a written-out result, none crashes or hangs.
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

@Suite("Special values: NaN, infinities, extreme doubles, decimal text", .timeLimit(.minutes(10)))
struct SpecialValueTests {
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
        "48": "\u{644}\u{64A}\u{633}\u{A0}\u{631}\u{642}\u{645}\u{64B}\u{627} \u{643}\u{645}",
      ])
    #expect(nan.runs.map { $0.numberPart?.name ?? "-" } == ["nan", "-", "-"])
    let infinity = ar.format(-.infinity, unit: .kilometer)
    expect(
      infinity.string,
      perCLDR: [
        "42": "\u{61C}-∞ \u{643}\u{645}", "46": "\u{200E}-∞ \u{643}\u{645}",
        "48": "\u{200E}-∞ \u{643}\u{645}",
      ])
    #expect(
      infinity.runs.map { $0.numberPart?.name ?? "-" } == ["-", "minusSign", "infinity", "-", "-"])
  }

  // Found by fuzz-apple: ICU puts the infinity symbol in the integer field as it does
  // NaN's, and only "∞" was taken for infinity: en_US_POSIX's "INF" and dz's infinity
  // were tagged nan.
  @Test("Each locale's own infinity symbol is tagged infinity, its NaN symbol nan")
  func localeSymbols() throws {
    let posix = try MeasurementFormat(locale: "en_US_POSIX")
    let infinity = posix.format(-.infinity, unit: .kilometer)
    #expect(infinity.string == "-INF km")
    #expect(
      infinity.runs.map { $0.numberPart?.name ?? "-" } == ["minusSign", "infinity", "-", "-"])
    let nan = posix.format(.nan, unit: .kilometer)
    #expect(nan.string == "NaN km")
    #expect(nan.runs.map { $0.numberPart?.name ?? "-" } == ["nan", "-", "-"])
    var wrong: [String] = []
    for locale in ICUInfo.availableLocales {
      let format = try MeasurementFormat(width: .narrow, locale: locale)
      for (value, name) in [(Double.infinity, "infinity"), (.nan, "nan")] {
        let parts = format.format(value, unit: .kilometer).runs.compactMap(\.numberPart?.name)
        if parts != [name] { wrong.append("\(locale) \(value): \(parts)") }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(10))")
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
    #expect(
      throws: MeasurementFormatError.invalidOption("'\(text)' is not a number", input: text)
    ) {
      try Self.en.format(decimal: text, unit: .kilometer)
    }
  }

  // Found by the resource measurements (scripts/resources.sh): quadratic time.
  @Test(
    "Digit groups cost linear time; past 100,000 digits a decimal is formatted as a Double",
    .timeLimit(.minutes(10)))
  func millionDigits() throws {
    let en = try MeasurementFormat(locale: "en")
    // 1e99999 prints 100,000 digits and 33,333 groups: every one tagged.
    let f = try en.format(decimal: "1e99999", unit: .meter)
    #expect(f.string.utf8.count == 133_335)
    #expect(f.runs.count == 66_669)
    #expect(f.string.hasSuffix("000 m"))
    // A million digits would be an 8-byte argument printing 1.3 MB: it is ∞, as the Double.
    #expect(try en.format(decimal: "1e999999", unit: .meter).string == "∞ m")
  }

  // Found by fuzz-cli-args (a timeout).
  @Test(
    "An exponent written with leading zeros is bounded like any other",
    .timeLimit(.minutes(10)))
  func leadingZeroExponent() throws {
    let en = try MeasurementFormat(locale: "en")
    #expect(try en.format(decimal: "88e000000000094587335", unit: .meter).string == "∞ m")
    #expect(try en.format(decimal: "1e00000000000000000000100001", unit: .meter).string == "∞ m")
  }

  // Found by fuzz-format.
  @Test("A decimal beyond ICU's exponent range is formatted like the Double it is")
  func decimalOverflow() throws {
    let en = try MeasurementFormat(locale: "en")
    #expect(try en.format(decimal: "1e99999999999", unit: .kilometer).string == "∞ km")
  }
}

@Suite("Number options at and beyond their limits", .timeLimit(.minutes(10)))
struct NumberOptionLimitTests {
  @Test(
    "Digit counts outside 0…999 / 1…999 clamp to those limits",
    arguments: [
      (NumberOptions.Precision.fractionDigits(1000...1000), 999...999, nil),
      (.fractionDigits(1000), 999...999, nil),
      (.fractionDigits(-1...2), 0...2, nil),
      (.fractionDigits(-7), 0...0, nil),
      (.fractionDigits(Int.min...Int.max), 0...999, nil),
      (.significantDigits(0...0), nil, 1...1),
      (.significantDigits(0...3), nil, 1...3),
      (.significantDigits(1...1000), nil, 1...999),
      (.significantDigits(Int.max), nil, 999...999),
    ] as [(NumberOptions.Precision, ClosedRange<Int>?, ClosedRange<Int>?)])
  func clamped(
    precision: NumberOptions.Precision, fraction: ClosedRange<Int>?,
    significant: ClosedRange<Int>?
  ) throws {
    #expect(precision.fractionDigits == fraction)
    #expect(precision.significantDigits == significant)
    // What is read back is what ICU gets: the clamped precision formats as the limit does.
    let limit: NumberOptions.Precision =
      fraction.map { .fractionDigits($0) } ?? .significantDigits(significant!)
    let clamped = try MeasurementFormat(locale: "en", number: NumberOptions(precision: precision))
    let atLimit = try MeasurementFormat(locale: "en", number: NumberOptions(precision: limit))
    #expect(
      clamped.format(1234.5, unit: .kilometer).string
        == atLimit.format(1234.5, unit: .kilometer).string)
  }

  @Test("999 digits: the longest numbers there are, formatted in full")
  func longest() throws {
    let fraction = try MeasurementFormat(
      locale: "en", number: NumberOptions(precision: .fractionDigits(999...999)))
    #expect(
      fraction.format(1.5, unit: .kilometer).string
        == "1.5" + String(repeating: "0", count: 998) + " km")
    let significant = try MeasurementFormat(
      locale: "en", number: NumberOptions(precision: .significantDigits(999...999)))
    #expect(
      significant.format(.greatestFiniteMagnitude, unit: .kilometer).string
        == grouped(largestDigits) + "." + String(repeating: "0", count: 690) + " km")
    let subnormal = significant.format(.leastNonzeroMagnitude, unit: .kilometer)
    #expect(subnormal.string.hasPrefix("0.000"))
    #expect(subnormal.string.hasSuffix("000 km"))
    #expect(subnormal.string.utf8.count == 1327)
  }
}
