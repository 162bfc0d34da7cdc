import Foundation
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// A renderer of one's own: the FormattedMeasurement form comes from the protocol.
private struct RunCounter: MeasurementRenderer {
  func render(_ measurement: StyledMeasurement) -> Int {
    measurement.formatted.runs.count + (measurement.hasStyles ? 100 : 0)
  }
}

private func rendered<R: MeasurementRenderer>(_ value: Double, with renderer: R) throws
  -> R.Output
{
  renderer.render(try MeasurementFormat(locale: "en").format(value, unit: .kilometer))
}

@Suite("Renderers: one shape, and buffers that grow")
struct RendererProtocolTests {
  @Test("Every renderer is a MeasurementRenderer; generic code takes any of them")
  func generic() throws {
    #expect(try rendered(5, with: PlainRenderer()) == "5 km")
    #expect(try rendered(5, with: ANSIRenderer(colors: .basic)) == "5 km")
    #expect(
      try rendered(5, with: HTMLRenderer(inlineCSS: false))
        == #"<span class="mf" lang="en"><span class="mf-value mf-integer">5</span>"#
        + #"<span class="mf-ws"> </span><span class="mf-unit">km</span></span>"#)
    #expect(
      try rendered(5, with: JSONRenderer())
        == #"{"string":"5 km","locale":"en","unit":"kilometer","output":[{"unit":"kilometer","value":5}],"#
        + #""parts":[{"type":"integer","value":"5","part":"value"},{"type":"literal","value":" ","part":"whitespace"},"#
        + #"{"type":"unit","value":"km","part":"unit"}]}"#)
    #expect(String(try rendered(5, with: AttributedStringRenderer()).characters) == "5 km")
    // A renderer of one's own gets the FormattedMeasurement form: the unstyled measurement.
    #expect(try rendered(1234.5, with: RunCounter()) == 7)
    let km = try MeasurementFormat(locale: "en").format(5, unit: .kilometer)
    #expect(RunCounter().render(km.styled().restyling(.unit, with: .dim)) == 103)
  }

  static let en = try! MeasurementFormat(locale: "en")
  static let count = 20_000

  @Test("Output many times the text's size renders in full: ANSI")
  func ansiGrows() {
    let symbol = String(repeating: "\u{1B}", count: Self.count)
    let styled = Self.en.format(2, unit: MeasureUnit(customSymbol: symbol)).styled()
      .restyling(.unit, with: .dim)
    // Each ESC (1 byte) becomes "␛" (3 bytes).
    #expect(
      ANSIRenderer(colors: .basic).render(styled)
        == "2 \u{1B}[2m" + String(repeating: "␛", count: Self.count) + "\u{1B}[0m")
  }

  @Test("Output many times the text's size renders in full: HTML, with long styles")
  func htmlGrows() {
    let symbol = String(repeating: "<", count: Self.count)
    let link = "https://example.com/" + String(repeating: "a", count: Self.count)
    let styled = Self.en.format(2, unit: MeasureUnit(customSymbol: symbol)).styled()
      .restyling(.unit, with: TextStyle(link: link))
    #expect(
      HTMLRenderer(inlineCSS: false).render(styled)
        == #"<span class="mf" lang="en"><span class="mf-value mf-integer">2</span>"#
        + #"<span class="mf-ws"> </span><a class="mf-link" href=""# + link
        + #""><span class="mf-unit">"#
        + String(repeating: "&lt;", count: Self.count) + "</span></a></span>")
  }

  @Test("Output many times the text's size renders in full: JSON, valid")
  func jsonGrows() throws {
    let symbol = String(repeating: "\u{1}", count: Self.count)
    let formatted = Self.en.format(2, unit: MeasureUnit(customSymbol: symbol))
    for json in [JSONRenderer().render(formatted), JSONRenderer().render(formatted.styled())] {
      // Each U+0001 (1 byte) is "\u0001" (6 bytes), in `string`, `output` and `parts`.
      #expect(json.contains(#""string":"2 "# + String(repeating: #"\u0001"#, count: Self.count)))
      let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
      #expect(object?["string"] as? String == "2 " + symbol)
    }
  }

  @Test("Output many times the text's size renders in full: plain text")
  func plainGrows() {
    let symbol = String(repeating: "\u{7F}", count: Self.count)
    let formatted = Self.en.format(2, unit: MeasureUnit(customSymbol: symbol))
    // DEL (1 byte) becomes "␡" (3 bytes).
    #expect(PlainRenderer().render(formatted) == "2 " + String(repeating: "␡", count: Self.count))
  }
}
