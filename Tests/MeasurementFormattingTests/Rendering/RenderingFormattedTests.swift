import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

// Every renderer and TerminalLayout take a FormattedMeasurement as `format` returns it:
// the output is that of its `.styled()` with no style.

@Suite("Rendering a FormattedMeasurement directly: the same as its unstyled form")
struct RenderingFormattedTests {
  static let en = try! MeasurementFormat(locale: "en")
  static let samples: [FormattedMeasurement] = [
    en.format(5, unit: .kilometer),
    try! MeasurementFormat(locale: "de").format(-1234.5, unit: .kilometer),
    try! MeasurementFormat(locale: "ar").format(5, unit: .kilometer),
    en.formatRange(3, 5, unit: .kilometer),
    try! MeasurementFormat(locale: "en-US", usage: .personHeight).format(1.8, unit: .meter),
    en.format(2, unit: MeasureUnit(customSymbol: "\u{1B}[31m<b>")),
  ]

  @Test("ANSI, HTML, JSON and plain render the same as the styled form", arguments: samples)
  func renderers(_ f: FormattedMeasurement) {
    for colors in [ColorSupport.none, .basic, .palette256, .trueColor] {
      for links in [false, true] {
        let renderer = ANSIRenderer(colors: colors, links: links)
        #expect(renderer.render(f) == renderer.render(f.styled()))
      }
    }
    for inline in [false, true] {
      #expect(
        HTMLRenderer(inlineCSS: inline).render(f)
          == HTMLRenderer(inlineCSS: inline).render(f.styled()))
    }
    #expect(JSONRenderer().render(f) == JSONRenderer().render(f.styled()))
    #expect(PlainRenderer().render(f) == PlainRenderer().render(f.styled()))
    #expect(AttributedStringRenderer().render(f) == AttributedStringRenderer().render(f.styled()))
    #expect(f.displayWidth == f.styled().displayWidth)
    #expect(f.decimalColumn == f.styled().decimalColumn)
  }

  @Test("What the direct forms write, written out")
  func writtenOut() throws {
    let km = try MeasurementFormat(locale: "en").format(5, unit: .kilometer)
    #expect(ANSIRenderer(colors: .basic).render(km) == "5 km")
    #expect(
      HTMLRenderer().render(km)
        == #"<span class="mf" lang="en"><span class="mf-value mf-integer">5</span>"#
        + #"<span class="mf-ws"> </span><span class="mf-unit">km</span></span>"#)
    let ar = try MeasurementFormat(locale: "ar").format(5, unit: .kilometer)
    // Arabic-Indic digits in CLDR 42's plain Arabic, Latin in CLDR 46's and 48's.
    expect(
      HTMLRenderer(inlineCSS: false).render(ar),
      perCLDR: [
        "42": #"<bdi class="mf" lang="ar" dir="rtl"><span class="mf-value mf-integer">٥</span>"#
          + #"<span class="mf-ws"> </span><span class="mf-unit">كم</span></bdi>"#,
        "46": #"<bdi class="mf" lang="ar" dir="rtl"><span class="mf-value mf-integer">5</span>"#
          + #"<span class="mf-ws"> </span><span class="mf-unit">كم</span></bdi>"#,
        "48": #"<bdi class="mf" lang="ar" dir="rtl"><span class="mf-value mf-integer">5</span>"#
          + #"<span class="mf-ws"> </span><span class="mf-unit">كم</span></bdi>"#,
      ])
    let hostile = try MeasurementFormat(locale: "en").format(
      2, unit: MeasureUnit(customSymbol: "\u{1B}[31m<b>"))
    #expect(ANSIRenderer(colors: .trueColor).render(hostile) == "2 ␛[31m<b>")
    #expect(HTMLRenderer().render(hostile).contains("␛[31m&lt;b&gt;"))
    #expect(km.displayWidth == 4)
    #expect(try MeasurementFormat(locale: "en").format(1234.5, unit: .kilometer).decimalColumn == 5)
  }

  @Test("TerminalLayout aligns, wraps and measures formatted measurements")
  func layout() throws {
    let en = try MeasurementFormat(locale: "en")
    let items = [1.5, 123.25, 42].map { en.format($0, unit: .kilometer) }
    let none = ANSIRenderer(colors: .none)
    for alignment in ColumnAlignment.allCases {
      #expect(
        TerminalLayout.align(items, alignment, renderer: none, minimumWidth: 12)
          == TerminalLayout.align(
            items.map { $0.styled() }, alignment, renderer: none, minimumWidth: 12))
      var column = TerminalLayout.Column(alignment)
      for item in items {
        #expect(column.extent(of: item) == column.extent(of: item.styled()))
        column.include(column.extent(of: item))
      }
    }
    #expect(
      TerminalLayout.align(items, .decimal, renderer: none)
        == ["  1.5 km ", "123.25 km", " 42 km   "])
    let three = [5, 10, 15].map { en.format(Double($0), unit: .kilometer) }
    #expect(TerminalLayout.wrap(three, width: 12, renderer: none) == ["5 km  10 km", "15 km"])
    #expect(
      TerminalLayout.wrap(
        three, width: 12, separator: " · ", renderer: ANSIRenderer(colors: .basic))
        == TerminalLayout.wrap(
          three.map { $0.styled() }, width: 12, separator: " · ",
          renderer: ANSIRenderer(colors: .basic)))
    let de = try MeasurementFormat(locale: "de").format(1234.5, unit: .meter)
    #expect(TerminalLayout.Column(.decimal).extent(of: de) == (5, 4))
  }
}
