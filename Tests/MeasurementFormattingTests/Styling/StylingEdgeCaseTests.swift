import Foundation
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

@Suite("Styling: edge cases of storage, cascade and policies")
struct StylingEdgeCaseTests {
  static let en = try! MeasurementFormat(locale: "en")

  @Test("Rarely set properties merge field by field")
  func extrasMerge() {
    let link = URL(string: "https://example.com")!
    let base = TextStyle(baselineOffset: 2, opacity: 0.5, link: link)
    let own = TextStyle(kerning: 1, opacity: 0.8)
    let merged = base.merging(own)
    #expect(merged == TextStyle(baselineOffset: 2, kerning: 1, opacity: 0.8, link: link))
    #expect(merged.baselineOffset == 2)
    #expect(merged.link == "https://example.com")
    #expect(merged.linkURL == link)
    // Setting a property back to nil removes it (and the box when it is the last one).
    var style = own
    style.kerning = nil
    style.opacity = nil
    #expect(style.isEmpty)
    #expect(style == TextStyle())
  }

  @Test("A semantic font replaces a relative size, and the other way round")
  func fontReplacement() {
    let relative = TextStyle(font: .relative(0.8))
    #expect(relative.merging(TextStyle(font: .caption)) == TextStyle(font: .caption))
    #expect(TextStyle(font: .caption).merging(relative) == relative)
    #expect(relative.merging(TextStyle(font: .caption)).font?.scale == 0.71)
    var style = TextStyle(font: .relative(1.5))
    style.font = .title
    #expect(style.font == .title)
    #expect(style == TextStyle(font: .title))
  }

  @Test("Tri-state flags: nil inherits, false overrides")
  func flags() {
    let base = TextStyle(italic: true, underline: true, strikethrough: true, dim: true)
    let own = TextStyle(italic: false, dim: nil)
    let merged = base.merging(own)
    #expect(merged.italic == false)
    #expect(merged.underline == true)
    #expect(merged.strikethrough == true)
    #expect(merged.dim == true)
  }

  @Test("Renderers read one style slot per distinct resolved style")
  func styleSlots() throws {
    let km = Self.en.format(5, unit: .kilometer)  // "5", " ", "km"
    let base = TextStyle(foreground: .red)
    let plain = km.styled(base: base)
    #expect(plain.styleSlots.count == 1)
    #expect(km.runs.indices.map { plain.styleSlots.slot(of: km.runs[$0], at: $0) } == [0, 0, 0])
    #expect(plain.resolvedStyle(ofSlot: 0) == base)

    let one = plain.restyling(.unit, with: .dim)
    #expect(one.styleSlots.count == 2)
    #expect(km.runs.indices.map { one.styleSlots.slot(of: km.runs[$0], at: $0) } == [0, 0, 1])
    #expect(one.resolvedStyle(ofSlot: 1) == TextStyle(foreground: .red, dim: true))

    let two = one.restyling(.value, with: .bold)
    #expect(two.styleSlots.count == 3)
    #expect(km.runs.indices.map { two.styleSlots.slot(of: km.runs[$0], at: $0) } == [0, 1, 2])
    #expect(
      (0..<3).map { two.resolvedStyle(ofSlot: $0) } == [
        TextStyle(weight: .bold, foreground: .red), base, TextStyle(foreground: .red, dim: true),
      ])
    #expect(!two.stylesSetLinks)
    let link = try #require(URL(string: "https://example.com"))
    #expect(two.restyling(.literal, with: TextStyle(link: link)).stylesSetLinks)
  }

  @Test("Equality does not depend on how styles were set")
  func equality() throws {
    let km = Self.en.format(5, unit: .kilometer)
    let byRule = km.styled().restyling(.unit, with: .dim)
    let byTransform = km.styled().transformingStyles { run, style in
      if run.part == .unit { style.dim = true }
    }
    let byInit = StyledMeasurement(
      formatted: km, runStyles: [TextStyle(), TextStyle(), TextStyle(dim: true)])
    #expect(byRule == byTransform)
    #expect(byRule == byInit)
    #expect(byRule.hashValue == byTransform.hashValue)
    #expect(byRule != km.styled())
    // An empty restyle is no style.
    #expect(km.styled().restyling(.unit, with: TextStyle()) == km.styled())
  }

  @Test("Rules after a per-run transform, and many rules, resolve in order")
  func ruleOrder() throws {
    let d = Self.en.format(-1.5, unit: .meter)
    let styled = d.styled()
      .restyling(.value, with: TextStyle(foreground: .red))
      .restyling(.integer, with: TextStyle(foreground: .blue))
      .restyling(.value, with: .bold)
      .transformingStyles { run, style in if run.part == .unit { style.italic = true } }
      .restyling(.fraction, with: .dim)
    #expect(
      styled.styledParts.map { "\($0.text):\($0.style.spec)" } == [
        "-:weight=bold,fg=red", "1:weight=bold,fg=blue", ".:weight=bold,fg=red",
        "5:weight=bold,fg=red,dim", " :", "m:italic",
      ])
    #expect(
      ANSIRenderer(colors: .basic).render(styled)
        == "\u{1B}[1;31m-\u{1B}[34m1\u{1B}[31m.\u{1B}[2m5\u{1B}[0m \u{1B}[3mm\u{1B}[0m")
  }

  @Test("The whitespace policy keeps per-run styles aligned with runs")
  func whitespaceWithPerRunStyles() throws {
    let de = try MeasurementFormat(locale: "de").format(5, unit: .kilometer)
    let styled = de.styled().transformingStyles { run, style in
      switch run.part {
      case .value: style.foreground = .green
      case .whitespace: style.background = .red
      default: style.foreground = .blue
      }
    }
    let removed = styled.whitespace(.remove)
    #expect(removed.formatted.string == "5km")
    #expect(removed.runStyles == [TextStyle(foreground: .green), TextStyle(foreground: .blue)])
    let thin = styled.whitespace(.thin)
    #expect(thin.formatted.string == "5\u{202F}km")
    #expect(thin.styledParts.map(\.style.spec) == ["fg=green", "bg=red", "fg=blue"])
    // A part restyle made after the policy applies to the new runs.
    #expect(
      ANSIRenderer(colors: .basic).render(removed.restyling(.unit, with: .bold))
        == "\u{1B}[32m5\u{1B}[1;34mkm\u{1B}[0m")
  }

  @Test("A bidi mark between value and gap stays; the gap still counts as value–unit")
  func bidiMarkNextToGap() {
    let text = "5\u{200F} km"
    let runs: [FormattedMeasurement.Run] = [
      .init(utf8Range: 0..<1, part: .value, numberPart: .integer)!,
      .init(utf8Range: 1..<4, part: .literal)!,
      .init(utf8Range: 4..<5, part: .whitespace)!,
      .init(utf8Range: 5..<7, part: .unit)!,
    ]
    let m = FormattedMeasurement(
      string: text, runs: runs, unit: "kilometer", value: 5, localeIdentifier: "ar",
      isRightToLeft: true)
    #expect(m.styled().whitespace(.remove).formatted.string == "5\u{200F}km")
    #expect(m.styled().whitespace(.nbsp).formatted.string == "5\u{200F}\u{00A0}km")
    #expect(
      m.styled().whitespace(.remove).formatted.runs.map(\.part) == [.value, .literal, .unit])
  }

  @Test("A measurement without runs renders in its base style")
  func noRuns() {
    let bare = FormattedMeasurement(
      string: "5 km", runs: [], unit: "kilometer", value: 5, localeIdentifier: "en",
      isRightToLeft: false)
    #expect(
      ANSIRenderer(colors: .basic).render(bare.styled(base: .bold)) == "\u{1B}[1m5 km\u{1B}[0m")
    #expect(ANSIRenderer(colors: .basic).render(bare.styled()) == "5 km")
    #expect(PlainRenderer().render(bare) == "5 km")
    #expect(HTMLRenderer().render(bare.styled()) == #"<span class="mf" lang="en">5 km</span>"#)
  }

  @Test("Styled measurements cross threads")
  func sendable() async throws {
    let styled = Self.en.format(5, unit: .kilometer).styled().restyling(.unit, with: .dim)
    let renderer = ANSIRenderer(colors: .basic)
    let outputs = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<8 { group.addTask { renderer.render(styled) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(outputs == Array(repeating: "5 \u{1B}[2mkm\u{1B}[0m", count: 8))
  }

  @Test(
    "Large inputs stay within the output bounds",
    arguments: [1, 40, 400])
  func largeInputs(repeats: Int) {
    let symbol = String(repeating: "\u{1B}<&\u{9B}ß", count: repeats)
    let styled = Self.en.format(987_654_321.125, unit: MeasureUnit(customSymbol: symbol)).styled(
      base: TextStyle(
        weight: .bold, italic: true, foreground: .rgb(1, 2, 3), background: .rgb(4, 5, 6),
        underline: true, underlineColor: .rgb(7, 8, 9), strikethrough: true)
    ).transformingStyles { run, style in
      style.foreground = run.part == .value ? .rgb(200, 100, 0) : .palette(17)
      style.dim = run.numberPart == .group
    }
    let ansi = ANSIRenderer(colors: .trueColor).render(styled)
    #expect(TerminalWidth.of(ansi) == styled.displayWidth)
    let html = HTMLRenderer().render(styled)
    #expect(html.components(separatedBy: "&amp;").count - 1 == repeats)
    #expect(html.components(separatedBy: "&lt;").count - 1 == repeats)
  }

  @Test("Links: text or a Foundation URL; schemes read as RFC 3986 says")
  func linkText() throws {
    let url = try #require(URL(string: "https://example.com/km"))
    #expect(TextStyle(link: url) == TextStyle(link: "https://example.com/km"))
    // nil, a URL? and a String each pick one initialiser (found in review: `link: nil`
    // was ambiguous once the URL initialiser took a URL?).
    #expect(TextStyle(underline: true, link: nil) == TextStyle(underline: true))
    #expect(TextStyle(link: URL(string: "https://example.com/km")) == TextStyle(link: url))
    var style = TextStyle(underline: true)
    style.linkURL = url
    #expect(style.link == "https://example.com/km")
    #expect(style.linkURL == url)
    #expect(LinkTarget.scheme(of: "HTTPS://example.com") == "https")
    #expect(LinkTarget.scheme(of: "mailto:a@b.example") == "mailto")
    #expect(LinkTarget.scheme(of: "/units/km") == nil)
    #expect(LinkTarget.scheme(of: "units/a:b") == nil)
    #expect(LinkTarget.scheme(of: "1x:y") == nil)
    #expect(LinkTarget.scheme(of: "java script:alert(1)") == nil)
    #expect(LinkTarget.safeText("javascript:alert(1)", allowRelative: true) == nil)
    #expect(LinkTarget.safeText("java script:alert(1)", allowRelative: true) == nil)
    #expect(LinkTarget.safeText("/units/km", allowRelative: false) == nil)
    #expect(LinkTarget.safeText("/units/km", allowRelative: true) == "/units/km")
    // Characters a URL may not hold are encoded, as Foundation's URL encodes them;
    // brackets stay in an IPv6 host.
    #expect(
      LinkTarget.safeText("http://[::1]:8080/a[b]?q=^{|}", allowRelative: false)
        == "http://[::1]:8080/a%5Bb%5D?q=%5E%7B%7C%7D")
    #expect(
      LinkTarget.safeText("https://x.example/a b\u{1B}é", allowRelative: false)
        == "https://x.example/a%20b%1B%C3%A9")
  }
}
