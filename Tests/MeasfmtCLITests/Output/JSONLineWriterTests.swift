import MeasurementFormatting
import Testing

@testable import MeasfmtCLI

/// The CLI writes `--json` lines straight into its output buffer. These tests hold it to
/// the library's ``JSONRenderer`` byte for byte, over locales (right-to-left, other
/// digits, narrow no-break spaces), values (signs, NaN, infinities, huge), units
/// (compound, mixed, percent), widths, notations, ranges and conversions.
@Suite("JSON fast path matches JSONRenderer")
struct JSONLineWriterTests {
  static let locales = ["en", "de", "fr", "ar", "he", "ja", "hi", "de-CH", "ar-EG-u-nu-arab", "fa"]
  static let values: [Double] = [
    0, -0.0, 5, 1234.5, -1234.5678, 1e21, 0.000123, .nan, .infinity, -.infinity,
  ]
  static let units = [
    "kilometer", "celsius", "percent", "kilometer-per-hour", "foot-and-inch", "gigabyte",
    "liter-per-100-kilometer",
  ]

  static func written(_ f: FormattedMeasurement) -> String {
    var writer = JSONLineWriter()
    let out = OutputStream(.memory)
    writer.write(f, to: out)
    return out.text
  }

  @Test("Single values", arguments: locales)
  func values(_ locale: String) throws {
    for width in [UnitWidth.narrow, .abbreviated, .wide] {
      let format = try MeasurementFormat(width: width, locale: locale)
      for unit in Self.units {
        let u = try MeasureUnit(unit)
        for value in Self.values {
          let f = format.format(value, unit: u)
          #expect(Self.written(f) == JSONRenderer().render(f.styled()) + "\n", "\(f.string)")
        }
      }
    }
  }

  @Test("Ranges, notations, signs, usage and conversion", arguments: locales)
  func options(_ locale: String) throws {
    let compact = try MeasurementFormat(
      locale: locale, number: NumberOptions(signDisplay: .always, notation: .compactLong))
    let scientific = try MeasurementFormat(
      width: .wide, locale: locale, number: NumberOptions(notation: .scientific))
    let road = try MeasurementFormat(locale: locale, usage: .road)
    var results: [FormattedMeasurement] = []
    for value in [1234.5, -0.5, 12_345_678.0] {
      results.append(compact.format(value, unit: .kilometer))
      results.append(scientific.format(value, unit: .kilometerPerHour))
      results.append(road.format(value, unit: .meter))
      results.append(compact.formatRange(value, value * 2, unit: .celsius))
      results.append(try compact.format(value, unit: .mile, convertedTo: .kilometer))
    }
    results.append(try scientific.format(decimal: "1e400", unit: .meter))
    for f in results {
      #expect(Self.written(f) == JSONRenderer().render(f.styled()) + "\n", "\(f.string)")
    }
  }

  @Test("A line longer than the room asked of the output buffer, written in turn with short ones")
  func longLine() throws {
    let format = try MeasurementFormat(locale: "en")
    let long = format.format(
      1, unit: MeasureUnit(customSymbol: String(repeating: "x\"", count: 3000)))
    let short = format.format(2, unit: .kilometer)
    var writer = JSONLineWriter()
    let out = OutputStream(.memory)
    for f in [short, long, short] { writer.write(f, to: out) }
    let expected = [short, long, short].map { JSONRenderer().render($0.styled()) + "\n" }.joined()
    #expect(out.text == expected)
    // Two lines of "2 km" (243 bytes each), and the long one: its symbol three times
    // (string, output, unit part), each `x"` written as `x\"`, and 221 bytes around them.
    #expect(out.text.utf8.count == 2 * 243 + 3 * 3 * 3000 + 221)
    let twoKilometres =
      #"{"string":"2 km","locale":"en","unit":"kilometer","output":[{"unit":"kilometer","value":2}],"parts":[{"type":"integer","value":"2","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"km","part":"unit"}]}"#
      + "\n"
    #expect(out.text.hasPrefix(twoKilometres + #"{"string":"1 "#))
    #expect(out.text.hasSuffix(#"}]}"# + "\n" + twoKilometres))
  }

  @Test("Control characters, quotes and bidi controls are escaped alike")
  func escaping() throws {
    let format = try MeasurementFormat(locale: "en")
    for symbol in [
      "\"q\"", "back\\slash", "tab\there", "nl\nx", "\u{0}\u{1F}\u{7F}\u{80}\u{9F}",
      "\u{2028}\u{2029}", "\u{202A}\u{202E}\u{2066}\u{2069}", "é中😀", "\u{1B}[31m",
    ] {
      let f = format.format(1, unit: MeasureUnit(customSymbol: symbol))
      #expect(Self.written(f) == JSONRenderer().render(f.styled()) + "\n", "\(symbol)")
    }
  }
}
