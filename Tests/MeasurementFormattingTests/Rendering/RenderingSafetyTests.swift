import Foundation
import Testing

@testable import MeasurementFormatting
@_spi(MeasfmtCLI) @testable import MeasurementFormattingCore

/// Text from outside — here a custom unit's symbol — must not inject markup into
/// HTML or escape sequences into a terminal: every control character, and a 1 MB
/// symbol, through every renderer. The time limit catches hangs; it is generous because
/// scripts/sanitize.sh runs it under ThreadSanitizer, many times slower.
@Suite("Rendering: hostile input is neutralised", .timeLimit(.minutes(10)))
struct RenderingSafetyTests {
  static let en = try! MeasurementFormat(locale: "en")

  static func hostile(_ symbol: String) -> StyledMeasurement {
    en.format(5, unit: MeasureUnit(customSymbol: symbol)).styled()
  }

  /// C0, DEL, C1, line/paragraph separators, bidi embeddings, overrides and isolates.
  static let controls: [UInt32] =
    Array(0x00...0x1F) + Array(0x7F...0x9F) + [0x2028, 0x2029] + Array(0x202A...0x202E)
    + Array(0x2066...0x2069)

  @Test(
    "ANSI: ESC, CSI, OSC, BEL, C1 and bidi overrides become visible characters",
    arguments: [
      ("\u{1B}[2J", "5 \u{1B}[1m␛[2J\u{1B}[0m"),
      (
        "\u{1B}]8;;http://evil\u{07}x\u{1B}]8;;\u{07}",
        "5 \u{1B}[1m␛]8;;http://evil␇x␛]8;;␇\u{1B}[0m"
      ),
      ("\u{1B}]0;title\u{1B}\\", "5 \u{1B}[1m␛]0;title␛\\\u{1B}[0m"),
      ("\u{9B}31m\u{9D}x\u{9C}", "5 \u{1B}[1m\u{FFFD}31m\u{FFFD}x\u{FFFD}\u{1B}[0m"),
      ("a\rb\nc\td\u{7F}", "5 \u{1B}[1ma␍b␊c␉d␡\u{1B}[0m"),
      ("\u{202E}mk\u{2066}x\u{2069}", "5 \u{1B}[1m\u{FFFD}mk\u{FFFD}x\u{FFFD}\u{1B}[0m"),
      ("\u{0}", "5 \u{1B}[1m␀\u{1B}[0m"),
    ])
  func ansi(symbol: String, expected: String) {
    let styled = Self.hostile(symbol).restyling(.unit, with: .bold)
    let output = ANSIRenderer(colors: .trueColor).render(styled)
    #expect(output == expected)
    // The only ESC bytes left are our own SGR sequences.
    #expect(output.components(separatedBy: "\u{1B}").count - 1 == 2)
    #expect(!output.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
  }

  @Test("Plain text and colour-off ANSI neutralise too")
  func plain() {
    let styled = Self.hostile("\u{1B}[2J\u{9B}H")
    #expect(PlainRenderer().render(styled) == "5 ␛[2J\u{FFFD}H")
    #expect(ANSIRenderer(colors: .none).render(styled) == "5 ␛[2J\u{FFFD}H")
  }

  @Test(
    "HTML: markup is escaped, controls neutralised",
    arguments: [
      (
        "<script>alert('x')</script>",
        "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"
      ),
      ("\" onmouseover=\"alert(1)", "&quot; onmouseover=&quot;alert(1)"),
      ("a&b", "a&amp;b"),
      ("<img src=x onerror=alert(1)>", "&lt;img src=x onerror=alert(1)&gt;"),
      ("\u{1B}[2J", "␛[2J"),
      ("\u{202E}x", "\u{FFFD}x"),
    ])
  func html(symbol: String, escaped: String) {
    let output = HTMLRenderer().render(Self.hostile(symbol).restyling(.unit, with: .bold))
    #expect(
      output
        == #"<span class="mf" lang="en"><span class="mf-value mf-integer">5</span><span class="mf-ws"> </span><span class="mf-unit" style="font-weight:700">"#
        + escaped + "</span></span>")
  }

  @Test("JSON: every control character escaped, the line stays valid")
  func json() throws {
    let symbol = "\u{1B}[2J\"\\\n\u{9B}\u{2028}\u{202E}</script>"
    let line = JSONRenderer().render(Self.hostile(symbol))
    #expect(
      line.contains(
        #"{"type":"unit","value":"\u001b[2J\"\\\n\u009b\u2028\u202e</script>","part":"unit"}"#))
    #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    // Lossless: the data round-trips.
    #expect(object["string"] as? String == "5 " + symbol)
  }

  @Test("JSON: what needs escaping is escaped wherever it stands in long plain text")
  func jsonEscapesAnywhere() throws {
    let plain = "kilometre-per-hour ab"
    for special in ["\"", "\\", "\n", "\u{1}", "\u{7F}", "\u{85}", "\u{2028}", "\u{2066}"] {
      for position in 0...plain.count {
        var symbol = plain
        symbol.insert(contentsOf: special, at: symbol.index(symbol.startIndex, offsetBy: position))
        let line = JSONRenderer().render(Self.hostile(symbol))
        #expect(
          !line.unicodeScalars.contains {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}"
              || $0 == "\u{2066}"
          }, "\(position)")
        let object = try #require(
          try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["string"] as? String == "5 " + symbol)
      }
    }
  }

  @Test("Locale data is never neutralised: bidi marks and no-break spaces stay")
  func localeDataKept() throws {
    let he = try MeasurementFormat(locale: "he").format(-40, unit: .celsius)
    #expect(he.string.unicodeScalars.first == "\u{200E}")
    #expect(PlainRenderer().render(he) == he.string)
    #expect(ANSIRenderer(colors: .basic).render(he.styled()) == he.string)
  }

  @Test("A hostile link is neither an OSC 8 nor an href")
  func links() {
    let km = Self.en.format(5, unit: .kilometer)
    let evil = km.styled(base: TextStyle(link: URL(string: "https://x.example/\u{1B}]8;;")))
    let ansi = ANSIRenderer(colors: .basic).render(evil)
    #expect(ansi.components(separatedBy: "\u{1B}").count - 1 <= 4)
    let html = HTMLRenderer().render(
      km.styled(base: TextStyle(link: URL(string: "https://x.example/\"><script>"))))
    #expect(!html.contains("<script>"))
    #expect(html.contains(#"<a class="mf-link" href="https://x.example/%22%3E%3Cscript%3E">"#))
  }

  @Test(
    "JSON stays valid and lossless; ANSI, plain and HTML show no raw control", arguments: controls)
  func control(code: UInt32) throws {
    let symbol = "a" + String(Unicode.Scalar(code)!) + "b"
    let styled = Self.en.format(5, unit: MeasureUnit(customSymbol: symbol)).styled()
      .restyling(.unit, with: .bold)

    let json = JSONRenderer().render(styled)
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
    #expect(!PlainRenderer().render(styled).unicodeScalars.contains { $0.value == code })

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
      try JSONSerialization.jsonObject(with: Data(JSONRenderer().render(f).utf8)) as? [String: Any])
    #expect(object["string"] as? String == f.string)
  }

  @Test("Text around measurements: neutralised for a terminal, escaped for HTML and JSON")
  func outsideText() throws {
    #expect(ANSIRenderer.neutralize("host\u{1B}[2J") == "host␛[2J")
    #expect(ANSIRenderer.neutralize("a\tb\r\u{0}\u{7F}") == "a␉b␍␀␡")
    #expect(ANSIRenderer.neutralize("\u{9B}x\u{202E}y\u{200F}") == "\u{FFFD}x\u{FFFD}y\u{200F}")
    #expect(ANSIRenderer.neutralize("1.234,5 km") == "1.234,5 km")
    #expect(HTMLRenderer.escape("<b>R&D</b>") == "&lt;b&gt;R&amp;D&lt;/b&gt;")
    #expect(HTMLRenderer.escape("\"x\" 'y'\u{1B}") == "&quot;x&quot; &#39;y&#39;␛")
    #expect(JSONRenderer.stringLiteral("a\tb \"c\"") == #""a\tb \"c\"""#)
    #expect(
      JSONRenderer.stringLiteral("\u{0}\u{1B}\u{7F}\u{2028}\u{202E}é")
        == #""\u0000\u001b\u007f\u2028\u202eé""#)
    #expect(JSONRenderer.stringLiteral("") == #""""#)
    let huge = String(repeating: "<\u{1B}\"", count: 1 << 18)
    let literal = JSONRenderer.stringLiteral(huge)
    let decoded =
      try JSONSerialization.jsonObject(
        with: Data(("[" + literal + "]").utf8)) as? [String]
    #expect(decoded == [huge])
    #expect(!HTMLRenderer.escape(huge).contains("<"))
  }
}
