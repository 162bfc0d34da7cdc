import Foundation
import Testing

@testable import MeasurementFormatting
@_spi(MeasfmtCLI) @testable import MeasurementFormattingCore

@Suite("Rendering: JSON, plain text, AttributedString")
struct RenderingJSONTests {
  @Test("The CLI contract's example, byte for byte")
  func contractExample() throws {
    let d = try MeasurementFormat(locale: "de").format(1234.5, unit: .kilometer)
    #expect(
      JSONRenderer().render(d.styled())
        == #"{"string":"1.234,5 km","locale":"de","unit":"kilometer","output":[{"unit":"kilometer","value":1234.5}],"parts":[{"type":"integer","value":"1","part":"value"},{"type":"group","value":".","part":"value"},{"type":"integer","value":"234","part":"value"},{"type":"decimal","value":",","part":"value"},{"type":"fraction","value":"5","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"km","part":"unit"}]}"#
    )
  }

  @Test("Styles appear only where set, resolved through the cascade")
  func styles() throws {
    let km = try MeasurementFormat(locale: "en").format(5, unit: .kilometer)
    let styled = km.styled(base: TextStyle(italic: true)).restyling(
      .unit, with: TextStyle(font: .caption, foreground: .rgb(0x88, 0x88, 0x88), dim: true))
    #expect(
      JSONRenderer().render(styled)
        == ##"{"string":"5 km","locale":"en","unit":"kilometer","output":[{"unit":"kilometer","value":5}],"parts":[{"type":"integer","value":"5","part":"value","style":{"italic":true}},{"type":"literal","value":" ","part":"whitespace","style":{"italic":true}},{"type":"unit","value":"km","part":"unit","style":{"font":"caption","italic":true,"foreground":"#888888","dim":true}}]}"##
    )
    let all = km.styled().restyling(
      .value,
      with: TextStyle(
        weight: .bold, background: .palette(17), underline: true, underlineColor: .red,
        strikethrough: false, strikethroughColor: .blue, baselineOffset: 1.5, kerning: -0.5,
        tracking: 2, opacity: 0.25, link: URL(string: "https://example.com/\"x\"")))
    #expect(
      JSONRenderer().render(all).contains(
        #"{"type":"integer","value":"5","part":"value","style":{"weight":"bold","background":"17","underline":true,"underlineColor":"red","strikethrough":false,"strikethroughColor":"blue","baselineOffset":1.5,"kerning":-0.5,"tracking":2,"opacity":0.25,"link":"https://example.com/%22x%22"}}"#
      ))
  }

  @Test("Ranges add source; locale is BCP 47; NaN output is null")
  func rangesLocaleNaN() throws {
    let r = try MeasurementFormat(locale: "en_GB").formatRange(3, 5, unit: .kilometer)
    #expect(
      JSONRenderer().render(r.styled())
        == #"{"string":"3–5 km","locale":"en-GB","unit":"kilometer","output":[{"unit":"kilometer","value":3},{"unit":"kilometer","value":5}],"parts":[{"type":"integer","value":"3","part":"value","source":"startRange"},{"type":"literal","value":"–","part":"literal","source":"shared"},{"type":"integer","value":"5","part":"value","source":"endRange"},{"type":"literal","value":" ","part":"whitespace","source":"shared"},{"type":"unit","value":"km","part":"unit","source":"shared"}]}"#
    )
    let nan = try MeasurementFormat(locale: "en").format(.nan, unit: .meter)
    #expect(
      JSONRenderer().render(nan)
        == #"{"string":"NaN m","locale":"en","unit":"meter","output":[{"unit":"meter","value":null}],"parts":[{"type":"nan","value":"NaN","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"m","part":"unit"}]}"#
    )
  }

  @Test(
    "Output values: integers, the shortest decimal that reads back, null for NaN and infinities")
  func outputNumbers() throws {
    let format = try MeasurementFormat(locale: "en")
    let cases: [(Double, String)] = [
      (5, "5"), (-0.0, "0"), (1e15, "1000000000000000.0"), (0.001, "0.001"), (0.1, "0.1"),
      (0.3, "0.3"), (-0.25, "-0.25"), (1234.5, "1234.5"), (987654.321, "987654.321"),
      (123456.78901234, "123456.78901234"), (1.23456789, "1.23456789"),
      (6543210.12345678, "6543210.12345678"), (9999999.5, "9999999.5"), (0.00099, "0.00099"),
      (1.0 / 3, "0.3333333333333333"), (1e-7, "1e-07"), (1e21, "1e+21"),
      (4503599627370495.5, "4503599627370495.5"),
      (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
      (.leastNonzeroMagnitude, "5e-324"), (.nan, "null"), (.infinity, "null"), (-.infinity, "null"),
    ]
    for (value, text) in cases {
      let json = JSONRenderer().render(format.format(value, unit: .meter).styled())
      #expect(json.contains(#""output":[{"unit":"meter","value":\#(text)}]"#), "\(value)")
    }
  }

  @Test("One byte writer over many units and locales writes what the renderer writes")
  func byteWriterReused() throws {
    var writer = JSONRenderer.ByteWriter()
    let units: [MeasureUnit] = [
      .kilometer, .meter, .kilogram, .celsius, .liter, .mile, .foot, .inch, .pound, .hour,
      .kilometer, .footAndInch, .meter,
    ]
    var lines: [String] = []
    for locale in ["en", "de", "en", "ar"] {
      let format = try MeasurementFormat(locale: locale)
      for (i, unit) in units.enumerated() {
        let f = format.format(Double(i) + 0.5, unit: unit)
        var bytes: [UInt8] = []
        writer.append(f, to: &bytes)
        let line = String(decoding: bytes, as: UTF8.self)
        #expect(line == JSONRenderer().render(f.styled()), "\(locale) \(unit)")
        lines.append(line)
      }
    }
    #expect(
      lines[11]
        == #"{"string":"11 ft, 6 in","locale":"en","unit":"foot-and-inch","output":[{"unit":"foot","value":11},{"unit":"inch","value":6}],"parts":[{"type":"integer","value":"11","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"ft","part":"unit"},{"type":"literal","value":",","part":"literal"},{"type":"literal","value":" ","part":"whitespace"},{"type":"integer","value":"6","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"in","part":"unit"}]}"#
    )
    #expect(
      lines[14]
        == #"{"string":"1,5 m","locale":"de","unit":"meter","output":[{"unit":"meter","value":1.5}],"parts":[{"type":"integer","value":"1","part":"value"},{"type":"decimal","value":",","part":"value"},{"type":"fraction","value":"5","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"m","part":"unit"}]}"#
    )
  }

  @Test("Escapes in the string, the unit and the runs' values")
  func escapes() throws {
    let format = try MeasurementFormat(locale: "en")
    let f = format.format(
      1, unit: MeasureUnit(customSymbol: "q\"\\\u{1}\t\u{7F}\u{85}\u{2028}\u{202E}é°"))
    #expect(
      JSONRenderer().render(f.styled())
        == #"{"string":"1 q\"\\\u0001\t\u007f\u0085\u2028\u202eé°","locale":"en","unit":"","output":[{"unit":"q\"\\\u0001\t\u007f\u0085\u2028\u202eé°","value":1}],"parts":[{"type":"integer","value":"1","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"q\"\\\u0001\t\u007f\u0085\u2028\u202eé°","part":"unit"}]}"#
    )
  }

  @Test(
    "Every golden case: one line of valid JSON whose part values make the string",
    arguments: GoldenSet.inUse?.map(\.locale) ?? [])
  func goldenJSON(locale: String) throws {
    let file = try #require(GoldenSet.inUse?.first { $0.locale == locale })
    for testCase in file.cases {
      let format = try MeasurementFormat(
        width: try #require(UnitWidth(name: testCase.width)), locale: file.locale)
      let f = try format.format(try #require(Double(testCase.value)), unit: testCase.unit)
      let line = JSONRenderer().render(f.styled().restyling(.unit, with: .dim))
      #expect(!line.contains("\n"))
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(object["string"] as? String == testCase.string)
      #expect(object["locale"] as? String == file.locale)
      let parts = try #require(object["parts"] as? [[String: Any]])
      #expect(parts.map { $0["value"] as? String ?? "?" } == testCase.parts.map(\.text))
      #expect(parts.map { $0["type"] as? String ?? "?" } == testCase.parts.map(\.type))
      #expect(parts.map { $0["part"] as? String ?? "?" } == testCase.parts.map(\.part))
      #expect(parts.map { $0["style"] != nil } == testCase.parts.map { $0.part == "unit" })
    }
  }

  @Test("Plain text drops styles and keeps the whitespace policy")
  func plain() throws {
    let fr = try MeasurementFormat(locale: "fr").format(5, unit: .kilometer)
    let styled = fr.styled(base: .bold).restyling(.unit, with: .dim)
    #expect(PlainRenderer().render(styled) == "5\u{202F}km")
    #expect(PlainRenderer().render(styled.whitespace(.remove)) == "5km")
    #expect(PlainRenderer().render(fr) == "5\u{202F}km")
  }

  @Test("AttributedString: our scope's tags on every run")
  func attributedTags() throws {
    let d = try MeasurementFormat(locale: "en").format(-1.5, unit: .meter)
    let a = AttributedStringRenderer().render(d)
    #expect(String(a.characters) == "-1.5 m")
    #expect(a.runs.map(\.measurementPart) == [.value, .value, .value, .value, .whitespace, .unit])
    #expect(
      a.runs.map(\.measurementNumberPart) == [.minusSign, .integer, .decimal, .fraction, nil, nil])
    #expect(a.runs.map(\.measurementTextStyle).allSatisfy { $0 == nil })
    let r = AttributedStringRenderer().render(
      try MeasurementFormat(locale: "en").formatRange(3, 5, unit: .kilometer))
    #expect(
      r.runs.map(\.measurementRangeSource) == [.startRange, .shared, .endRange, .shared, .shared])
    let mixed = AttributedStringRenderer().render(
      try MeasurementFormat(locale: "en").format(5.5, unit: .footAndInch))
    #expect(mixed.runs.map(\.measurementComponent) == [0, 0, 0, nil, nil, 1, 1, 1])
  }

  @Test("AttributedString of a styled measurement: resolved styles and Foundation links")
  func attributedStyles() throws {
    let km = try MeasurementFormat(locale: "en").format(5, unit: .kilometer)
    let link = URL(string: "https://example.com/km")!
    let styled = km.styled(base: TextStyle(foreground: .red)).restyling(
      .unit, with: TextStyle(font: .caption, link: link))
    let a = AttributedStringRenderer().render(styled)
    #expect(
      a.runs.map(\.measurementTextStyle) == [
        TextStyle(foreground: .red), TextStyle(foreground: .red),
        TextStyle(font: .caption, foreground: .red, link: link),
      ])
    #expect(a.runs.map(\.link) == [nil, nil, link])
    #expect(a.runs.map(\.measurementPart) == [.value, .whitespace, .unit])
  }
}
