import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

@Suite("Rendering: HTML")
struct RenderingHTMLTests {
  static let en = try! MeasurementFormat(locale: "en")

  @Test("The product brief: 5 km, narrow, smaller unit")
  func brief() throws {
    let five = format(
      Measurement(value: 5, unit: UnitLength.kilometers), width: .narrow,
      locale: Locale(identifier: "en"), unitStyle: TextStyle(font: .caption))
    #expect(
      HTMLRenderer().render(five)
        == #"<span class="mf" lang="en"><span class="mf-value mf-integer">5</span><span class="mf-unit" style="font-size:0.71em">km</span></span>"#
    )
    #expect(five.formatted.string == "5km")
    #expect(ANSIRenderer(colors: .basic).render(five) == "5\u{1B}[2mkm\u{1B}[0m")
    #expect(ANSIRenderer(colors: .none).render(five) == "5km")
    #expect(
      JSONRenderer().render(five).hasSuffix(
        #"{"type":"unit","value":"km","part":"unit","style":{"font":"caption"}}]}"#))
  }

  @Test("One span per run with part and number-part classes; cascade in inline CSS")
  func classesAndCascade() throws {
    let d = try MeasurementFormat(locale: "de").format(-1234.5, unit: .kilometer)
    let styled = d.styled(base: TextStyle(foreground: .red)).restyling(
      .unit, with: TextStyle(font: .caption, foreground: .rgb(0x88, 0x88, 0x88)))
    #expect(
      HTMLRenderer().render(styled)
        == #"<span class="mf" lang="de"><span class="mf-value mf-minus-sign" style="color:#cd0000">-</span><span class="mf-value mf-integer" style="color:#cd0000">1</span><span class="mf-value mf-group" style="color:#cd0000">.</span><span class="mf-value mf-integer" style="color:#cd0000">234</span><span class="mf-value mf-decimal" style="color:#cd0000">,</span><span class="mf-value mf-fraction" style="color:#cd0000">5</span><span class="mf-ws" style="color:#cd0000"> </span><span class="mf-unit" style="font-size:0.71em;color:#888888">km</span></span>"#
    )
    #expect(
      HTMLRenderer(inlineCSS: false).render(styled)
        == #"<span class="mf" lang="de"><span class="mf-value mf-minus-sign">-</span><span class="mf-value mf-integer">1</span><span class="mf-value mf-group">.</span><span class="mf-value mf-integer">234</span><span class="mf-value mf-decimal">,</span><span class="mf-value mf-fraction">5</span><span class="mf-ws"> </span><span class="mf-unit">km</span></span>"#
    )
  }

  @Test("Right-to-left locales: <bdi dir=\"rtl\">, bidi mark kept as a literal run")
  func rightToLeft() throws {
    let ar = try MeasurementFormat(locale: "ar").format(-3.2, unit: .meter)
    // CLDR 42: Arabic-Indic digits, ALM before the sign; CLDR 46 and 48: Latin digits, LRM.
    expect(
      HTMLRenderer(inlineCSS: false).render(ar.styled()),
      perCLDR: [
        "42":
          "<bdi class=\"mf\" lang=\"ar\" dir=\"rtl\"><span class=\"mf-literal\">\u{061C}</span><span class=\"mf-value mf-minus-sign\">-</span><span class=\"mf-value mf-integer\">٣</span><span class=\"mf-value mf-decimal\">٫</span><span class=\"mf-value mf-fraction\">٢</span><span class=\"mf-ws\"> </span><span class=\"mf-unit\">متر</span></bdi>",
        "46":
          "<bdi class=\"mf\" lang=\"ar\" dir=\"rtl\"><span class=\"mf-literal\">\u{200E}</span><span class=\"mf-value mf-minus-sign\">-</span><span class=\"mf-value mf-integer\">3</span><span class=\"mf-value mf-decimal\">.</span><span class=\"mf-value mf-fraction\">2</span><span class=\"mf-ws\"> </span><span class=\"mf-unit\">متر</span></bdi>",
        "48":
          "<bdi class=\"mf\" lang=\"ar\" dir=\"rtl\"><span class=\"mf-literal\">\u{200E}</span><span class=\"mf-value mf-minus-sign\">-</span><span class=\"mf-value mf-integer\">3</span><span class=\"mf-value mf-decimal\">.</span><span class=\"mf-value mf-fraction\">2</span><span class=\"mf-ws\"> </span><span class=\"mf-unit\">متر</span></bdi>",
      ])
    let he = try MeasurementFormat(locale: "he").format(5, unit: .kilometer)
    #expect(HTMLRenderer().render(he.styled()).hasPrefix(#"<bdi class="mf" lang="he" dir="rtl">"#))
  }

  @Test("Ranges carry source classes; locale tags are BCP 47")
  func rangesAndTags() throws {
    let r = try MeasurementFormat(locale: "de_CH").formatRange(3, 5, unit: .kilometer)
    #expect(
      HTMLRenderer().render(r.styled())
        == #"<span class="mf" lang="de-CH"><span class="mf-value mf-integer mf-start">3</span><span class="mf-literal mf-shared">–</span><span class="mf-value mf-integer mf-end">5</span><span class="mf-ws mf-shared"> </span><span class="mf-unit mf-shared">km</span></span>"#
    )
  }

  @Test(
    "CSS for each property",
    arguments: [
      (TextStyle(font: .caption), "font-size:0.71em"),
      (TextStyle(font: .headline), "font-size:1em;font-weight:600"),
      (TextStyle(font: .headline, weight: .regular), "font-size:1em;font-weight:400"),
      (TextStyle(font: .relative(0.8)), "font-size:0.8em"),
      (TextStyle(weight: .black), "font-weight:900"),
      (TextStyle(italic: true), "font-style:italic"),
      (TextStyle(italic: false), "font-style:normal"),
      (
        TextStyle(foreground: .brightBlue, background: .palette(236)),
        "color:#5c5cff;background-color:#303030"
      ),
      (TextStyle(underline: true), "text-decoration-line:underline"),
      (
        TextStyle(underline: true, underlineColor: .red, strikethrough: true),
        "text-decoration-line:underline line-through;text-decoration-color:#cd0000"
      ),
      (
        TextStyle(strikethrough: true, strikethroughColor: .green),
        "text-decoration-line:line-through;text-decoration-color:#00cd00"
      ),
      (TextStyle(underline: false), "text-decoration-line:none"),
      (TextStyle(baselineOffset: 4), "vertical-align:4px"),
      (TextStyle(kerning: 0.5, tracking: 1), "letter-spacing:1.5px"),
      (TextStyle(dim: true), "opacity:0.6"),
      (TextStyle(dim: true, opacity: 0.3), "opacity:0.3"),
      (TextStyle(opacity: 1.5), "opacity:1"),
      (TextStyle(dim: false), ""),
      (TextStyle(), ""),
    ])
  func css(style: TextStyle, expected: String) {
    #expect(HTMLRenderer.css(for: style) == expected)
  }

  @Test("Links: <a class=\"mf-link\"> around consecutive linked runs; unsafe schemes dropped")
  func links() throws {
    let km = Self.en.format(5, unit: .kilometer)
    let linked = km.styled(base: TextStyle(link: URL(string: "https://example.com/?a=1&b=2")))
    #expect(
      HTMLRenderer(inlineCSS: false).render(linked)
        == #"<span class="mf" lang="en"><a class="mf-link" href="https://example.com/?a=1&amp;b=2"><span class="mf-value mf-integer">5</span><span class="mf-ws"> </span><span class="mf-unit">km</span></a></span>"#
    )
    for url in ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<script>"] {
      let bad = km.styled(base: TextStyle(link: URL(string: url)))
      #expect(!HTMLRenderer().render(bad).contains("<a"), "\(url)")
    }
    let relative = km.styled().restyling(.unit, with: TextStyle(link: URL(string: "/units/km")))
    #expect(
      HTMLRenderer(inlineCSS: false).render(relative)
        == #"<span class="mf" lang="en"><span class="mf-value mf-integer">5</span><span class="mf-ws"> </span><a class="mf-link" href="/units/km"><span class="mf-unit">km</span></a></span>"#
    )
  }

  @Test("Number-part class names are the ECMA-402 names in kebab case")
  func numberPartClasses() {
    #expect(
      HTMLRenderer.numberPartClasses == [
        "mf-integer", "mf-group", "mf-decimal", "mf-fraction", "mf-plus-sign", "mf-minus-sign",
        "mf-percent-sign", "mf-compact", "mf-exponent-separator", "mf-exponent-minus-sign",
        "mf-exponent-integer", "mf-nan", "mf-infinity", "mf-approximately-sign",
      ])
  }

  @Test("The default stylesheet styles the documented classes")
  func stylesheet() {
    #expect(
      HTMLRenderer.defaultStylesheet == """
        .mf { white-space: nowrap; font-variant-numeric: tabular-nums; }
        .mf-spoken { position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap }
        .mf-unit { font-size: 0.8em; opacity: 0.7; }
        .mf-minus-sign, .mf-plus-sign { padding-inline-end: 0.05em; }
        .mf-link { color: inherit; text-decoration-thickness: 0.06em; }

        """)
  }
}
