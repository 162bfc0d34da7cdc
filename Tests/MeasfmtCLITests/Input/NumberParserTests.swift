import Testing

@testable import MeasfmtCLI

@Suite("Numbers as typed")
struct NumberParserTests {
  @Test(
    "Doubles, exactly rounded",
    arguments: [
      ("5", 5.0), ("-5", -5.0), ("+5", 5.0), ("0.1", 0.1), (".5", 0.5),
      ("-.5", -0.5), ("1e3", 1000.0), ("1E-3", 0.001), ("2.5e+2", 250.0), ("007", 7.0),
      ("0.000", 0.0), ("1234.5678", 1234.5678), ("123456789012345", 123_456_789_012_345.0),
      ("1e22", 1e22), ("1e23", 1e23), ("1e30", 1e30), ("1.7976931e308", 1.7976931e308),
      ("5e-324", .leastNonzeroMagnitude), ("\u{2212}3", -3.0), ("−3.5", -3.5),
      ("123456789012345e-20", 1.23456789012345e-6),
      ("1000000000000000000000", 1e21),
    ])
  func doubles(_ text: String, _ value: Double) {
    #expect(NumberParser.parse(text) == .success(.double(value)))
  }

  @Test("Signed zero keeps its sign")
  func negativeZero() throws {
    let value = try NumberParser.parse("-0").get().approximation
    #expect(value == 0 && value.sign == .minus)
    let positive = try NumberParser.parse("0").get().approximation
    #expect(positive == 0 && positive.sign == .plus)
  }

  @Test("Infinities and NaN in any case")
  func specials() throws {
    for text in ["inf", "INF", "Infinity", "infinity", "∞", "+inf"] {
      #expect(NumberParser.parse(text) == .success(.double(.infinity)), "\(text)")
    }
    for text in ["-inf", "-Infinity", "-∞", "\u{2212}inf"] {
      #expect(NumberParser.parse(text) == .success(.double(-.infinity)), "\(text)")
    }
    for text in ["nan", "NaN", "-nan"] {
      #expect(try NumberParser.parse(text).get().approximation.isNaN, "\(text)")
    }
  }

  @Test(
    "More digits than a double holds, or out of its range: kept as text",
    arguments: [
      ("1234567890123456789", 1_234_567_890_123_456_789.0),
      ("9007199254740993e-10", 900_719.9254740993),
      ("1.7976931348623157e308", 1.7976931348623157e308),
      ("0.30000000000000004", 0.30000000000000004),
      // 16 significant digits below 2^53: more than a double keeps, though the digits
      // alone would fit its significand.
      ("8.000000000000001", 8.000000000000001), ("1.000000000000001", 1.000000000000001),
      ("-2.718281828459045", -2.718281828459045), ("900719925474099.1", 900_719_925_474_099.1),
      ("0.1234567890123456789", 0.1234567890123456789), ("1e400", Double.infinity),
      ("-1e400", -Double.infinity), ("1e-400", 0.0),
    ])
  func decimals(_ text: String, _ approximation: Double) {
    #expect(NumberParser.parse(text) == .success(.decimal(text, approximation: approximation)))
  }

  @Test("Digits beyond a double are kept to the last one asked for")
  func digitsKept() {
    #expect(
      measfmt("8.000000000000001", "km", "--fraction-digits", "15")
        == Output(stdout: "8.000000000000001 km\n", stderr: "", status: 0))
    #expect(
      measfmt("-2.718281828459045", "km", "--fraction-digits", "15")
        == Output(stdout: "-2.718281828459045 km\n", stderr: "", status: 0))
  }

  @Test(
    "Not numbers",
    arguments: [
      "", "-", "+", ".", "e5", "5e", "5e+", "1.2.3", "1,5", "0x10", "5km", "abc", "in", "nanx",
      "--5", "5 ", " 5", "1_000", "١٢", "5\u{0}",
      // A point with no digit after it, as numfmt reads numbers.
      "5.", "12.e3", "-1.",
    ])
  func notNumbers(_ text: String) {
    #expect(NumberParser.parse(text) == .failure(.notANumber))
  }

  @Test("At most 10,000 characters")
  func length() {
    #expect(
      NumberParser.parse(String(repeating: "1", count: 10_000))
        == .success(
          .decimal(
            String(repeating: "1", count: 10_000),
            approximation: Double(String(repeating: "1", count: 10_000))!)))
    #expect(NumberParser.parse(String(repeating: "1", count: 10_001)) == .failure(.tooLong))
  }

  @Test("Huge exponents saturate instead of overflowing")
  func hugeExponents() {
    #expect(
      NumberParser.parse("1e99999999999999999999")
        == .success(.decimal("1e99999999999999999999", approximation: .infinity)))
    #expect(
      NumberParser.parse("1e-99999999999999999999")
        == .success(.decimal("1e-99999999999999999999", approximation: 0)))
  }

  @Test(
    "Special values as arguments", .timeLimit(.minutes(10)),
    arguments: [
      (["nan", "km"], "NaN km\n"),
      (["--", "-nan", "km"], "-NaN km\n"),
      (["inf...nan", "km"], "∞–NaN km\n"),
      (["5...3", "km"], "5–3 km\n"),
      (["1e400", "km", "--to", "mi"], "∞ mi\n"),
      (["1e-400...1e400", "km"], "0–∞ km\n"),
      (["-0", "°C", "--to", "°F"], "32°F\n"),
      (["1234.5", "km", "-l", "en-u-nu-bogus"], "1,234.5 km\n"),
    ])
  func specialArguments(_ arguments: [String], _ stdout: String) {
    #expect(measfmt(arguments) == success(stdout))
  }
}
