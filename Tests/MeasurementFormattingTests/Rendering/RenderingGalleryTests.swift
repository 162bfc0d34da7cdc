import Foundation
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// The gallery that `scripts/gallery/make-gallery.sh` screenshots: an HTML page and a
/// terminal (ANSI) page of locales × widths × styles. The test checks the page's
/// structure without a browser, and writes both files when `MEASFMT_GALLERY_DIR` is set.
enum Gallery {
  static let locales = ["en", "de", "fr", "ar", "ja", "hi"]
  static let widths: [UnitWidth] = [.narrow, .abbreviated, .wide]

  /// (title, transform) pairs applied to a formatted measurement.
  static let styles: [(String, @Sendable (FormattedMeasurement) -> StyledMeasurement)] = [
    ("plain", { $0.styled() }),
    (
      "unit: caption, gray",
      { $0.styled().restyling(.unit, with: TextStyle(font: .caption, foreground: .gray)) }
    ),
    (
      "value: bold · unit: dim",
      { $0.styled().restyling(.value, with: .bold).restyling(.unit, with: .dim) }
    ),
    (
      "sign: red · fraction: dim",
      {
        $0.styled().restyling(.minusSign, with: TextStyle(foreground: .red))
          .restyling(.fraction, with: .dim)
      }
    ),
    (
      "base: blue · unit: caption (cascade)",
      {
        $0.styled(base: TextStyle(foreground: .blue)).restyling(
          .unit, with: TextStyle(font: .caption))
      }
    ),
    (
      "unit: caption · gap removed",
      { $0.styled().restyling(.unit, with: TextStyle(font: .caption)).whitespace(.remove) }
    ),
  ]

  /// The product brief: 5 km, narrow, smaller unit.
  static func brief(_ locale: String) -> StyledMeasurement {
    format(
      Measurement(value: 5, unit: UnitLength.kilometers), width: .narrow,
      locale: Locale(identifier: locale), unitStyle: TextStyle(font: .caption))
  }

  static func html() throws -> String {
    let renderer = HTMLRenderer()
    var page = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>measfmt gallery</title>
      <style>
      body { font: 16px/1.4 "DejaVu Sans", "Noto Sans", "Noto Sans CJK JP", sans-serif; margin: 24px; color: #222; background: #fff; }
      h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 15px; color: #555; margin: 22px 0 8px; font-weight: 600; }
      .brief { display: flex; gap: 36px; font-size: 44px; align-items: baseline; }
      .brief div { display: flex; flex-direction: column; align-items: center; }
      .brief small { font-size: 12px; color: #888; }
      table { border-collapse: collapse; font-size: 17px; }
      th, td { padding: 4px 12px; border-bottom: 1px solid #eee; text-align: start; white-space: nowrap; }
      th { font-size: 12px; color: #666; font-weight: 600; }
      td.loc { font-size: 12px; color: #666; }
      .sheet { font-size: 20px; display: flex; gap: 28px; }
      footer { margin-top: 18px; font-size: 11px; color: #999; }

      """
    page += HTMLRenderer.defaultStylesheet
    page += "</style></head><body>\n<h1>measfmt — styled measurements</h1>\n"
    page += "<h2>format(5 km, width: .narrow, unitStyle: TextStyle(font: .caption))</h2>\n"
    page += "<div class=\"brief\">"
    for locale in locales {
      page += "<div>" + renderer.render(brief(locale)) + "<small>" + locale + "</small></div>"
    }
    page +=
      "</div>\n<h2>-1234.5 km, locales × widths × styles (inline CSS)</h2>\n<table>\n<tr><th></th>"
    for (title, _) in styles { page += "<th>" + HTMLEscaping.escape(title) + "</th>" }
    page += "</tr>\n"
    for locale in locales {
      for width in widths {
        let f = try MeasurementFormat(width: width, locale: locale).format(
          -1234.5, unit: .kilometer)
        page += "<tr><td class=\"loc\">" + locale + " " + width.name + "</td>"
        for (_, transform) in styles { page += "<td>" + renderer.render(transform(f)) + "</td>" }
        page += "</tr>\n"
      }
    }
    page +=
      "</table>\n<h2>Classes only, styled by HTMLRenderer.defaultStylesheet</h2>\n<div class=\"sheet\">"
    let classes = HTMLRenderer(inlineCSS: false)
    for (value, unit, locale) in [
      (98.6, MeasureUnit.fahrenheit, "en"), (100, .kilometerPerHour, "de"), (1.5, .liter, "fr"),
      (-40, .celsius, "ar"), (2.5, .kilogram, "ja"),
    ] {
      page += classes.render(
        try MeasurementFormat(locale: locale).format(value, unit: unit).styled())
    }
    page +=
      "</div>\n<footer>ICU \(ICUInfo.icuVersion) · CLDR \(ICUInfo.cldrVersion)</footer>\n</body></html>\n"
    return page
  }

  static func ansi() throws -> String {
    let renderer = ANSIRenderer(colors: .palette256)
    let bold = "\u{1B}[1m"
    let faint = "\u{1B}[2m"
    let reset = "\u{1B}[0m"
    var text =
      bold + "measfmt — ANSIRenderer (256 colours), columns by TerminalLayout" + reset + "\n\n"
    text +=
      faint + "format(5 km, width: .narrow, unitStyle: TextStyle(font: .caption))" + reset + "\n"
    text +=
      TerminalLayout.wrap(locales.map(brief), width: 80, separator: "    ", renderer: renderer)
      .joined(separator: "\n") + "\n\n"
    let values: [Double] = [5, 1234.5, -0.25, 98.6]
    let columns: [(String, (FormattedMeasurement) -> StyledMeasurement)] = [
      ("unit dim", { $0.styled().restyling(.unit, with: .dim) }),
      (
        "value bold, sign red",
        {
          $0.styled().restyling(.value, with: .bold).restyling(
            .minusSign, with: TextStyle(foreground: .red))
        }
      ),
      (
        "unit #ff8700 italic",
        { $0.styled().restyling(.unit, with: try! TextStyle(spec: "fg=#ff8700,italic")) }
      ),
    ]
    for locale in ["en", "de", "fr", "ja"] {
      let f = try MeasurementFormat(locale: locale)
      text += faint + "locale \(locale) — decimal alignment" + reset + "\n"
      var cells: [[String]] = []
      for (_, transform) in columns {
        let items = values.map { transform(f.format($0, unit: .kilometer)) }
        cells.append(TerminalLayout.align(items, .decimal, renderer: renderer))
      }
      for row in values.indices {
        text += "  " + cells.map { $0[row] }.joined(separator: "    ") + "\n"
      }
    }
    text +=
      "\n" + faint + "underline colour, strikethrough, background, 256-palette" + reset + "\n  "
    let km = try MeasurementFormat(width: .wide, locale: "en").format(42, unit: .kilometer)
    text +=
      [
        km.styled().restyling(.unit, with: try TextStyle(spec: "underline=red")),
        km.styled().restyling(.value, with: .init(strikethrough: true)),
        km.styled(base: try TextStyle(spec: "bg=236,fg=bright-white")).restyling(.unit, with: .dim),
        km.styled().restyling(.unit, with: try TextStyle(spec: "fg=39")),
      ].map(renderer.render).joined(separator: "   ") + "\n"
    return text
  }
}

@Suite("Rendering: gallery page")
struct RenderingGalleryTests {
  @Test("The HTML gallery is well formed: one mf element per measurement, balanced, lang and dir")
  func htmlStructure() throws {
    let page = try Gallery.html()
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains(HTMLRenderer.defaultStylesheet))
    let measurements =
      Gallery.locales.count + Gallery.locales.count * Gallery.widths.count * Gallery.styles.count
      + 5
    let spans = page.components(separatedBy: "<span class=\"mf\"").count - 1
    let bdis = page.components(separatedBy: "<bdi class=\"mf\"").count - 1
    #expect(spans + bdis == measurements)
    // ar is right to left: 1 brief + 18 table cells + 1 stylesheet sample.
    #expect(bdis == 1 + Gallery.widths.count * Gallery.styles.count + 1)
    #expect(
      page.components(separatedBy: "<bdi class=\"mf\" lang=\"ar\" dir=\"rtl\">").count - 1 == bdis)
    for tag in ["span", "bdi", "div", "table", "tr", "td", "th"] {
      let opened =
        page.components(separatedBy: "<\(tag)>").count
        + page.components(separatedBy: "<\(tag) ").count
        - 2
      let closed = page.components(separatedBy: "</\(tag)>").count - 1
      #expect(opened == closed, "\(tag)")
    }
    for locale in Gallery.locales {
      #expect(page.contains("class=\"mf\" lang=\"\(locale)\""), "\(locale)")
    }
    #expect(!page.contains("<script"))
    #expect(page.contains(#"<span class="mf-unit" style="font-size:0.71em">km</span>"#))
  }

  @Test("The ANSI gallery: every escape sequence is SGR and the text ends reset")
  func ansiStructure() throws {
    let text = try Gallery.ansi()
    let sequences = text.components(separatedBy: "\u{1B}").dropFirst()
    #expect(!sequences.isEmpty)
    for sequence in sequences {
      #expect(sequence.hasPrefix("["), "\(sequence.prefix(12).debugDescription)")
      let end = try #require(sequence.firstIndex(of: "m"))
      let params = sequence[sequence.index(after: sequence.startIndex)..<end]
      #expect(params.allSatisfy { $0.isNumber || $0 == ";" }, "\(params)")
    }
    // Decimal alignment: in each locale block, the rows of a column have equal width.
    for line in text.split(separator: "\n") where line.hasPrefix("  ") {
      #expect(TerminalWidth.of(line) <= 100)
    }
  }

  @Test("Writes the gallery files when MEASFMT_GALLERY_DIR is set")
  func writeFiles() throws {
    guard let directory = ProcessInfo.processInfo.environment["MEASFMT_GALLERY_DIR"] else { return }
    let url = URL(fileURLWithPath: directory, isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try Gallery.html().write(
      to: url.appendingPathComponent("gallery.html"), atomically: true, encoding: .utf8)
    try Gallery.ansi().write(
      to: url.appendingPathComponent("gallery.ansi"), atomically: true, encoding: .utf8)
  }
}
