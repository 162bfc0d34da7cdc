import Foundation
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

@Suite("Rendering: ANSI")
struct RenderingANSITests {
  static let en = try! MeasurementFormat(locale: "en")
  static let km = en.format(5, unit: .kilometer)
  static let minus = en.format(-3.5, unit: .celsius)

  @Test(
    "Exact escape sequences for fixed inputs",
    arguments: [
      (TextStyle(dim: true), ColorSupport.basic, "5 \u{1B}[2mkm\u{1B}[0m"),
      (TextStyle(font: .caption), .basic, "5 \u{1B}[2mkm\u{1B}[0m"),
      (TextStyle(font: .headline), .basic, "5 \u{1B}[1mkm\u{1B}[0m"),
      (TextStyle(weight: .semibold), .basic, "5 \u{1B}[1mkm\u{1B}[0m"),
      (TextStyle(weight: .light), .basic, "5 \u{1B}[2mkm\u{1B}[0m"),
      (TextStyle(opacity: 0.5), .basic, "5 \u{1B}[2mkm\u{1B}[0m"),
      (TextStyle(italic: true), .basic, "5 \u{1B}[3mkm\u{1B}[0m"),
      (TextStyle(underline: true), .basic, "5 \u{1B}[4mkm\u{1B}[0m"),
      (TextStyle(strikethrough: true), .basic, "5 \u{1B}[9mkm\u{1B}[0m"),
      (TextStyle(foreground: .red), .basic, "5 \u{1B}[31mkm\u{1B}[0m"),
      (TextStyle(foreground: .brightBlack), .basic, "5 \u{1B}[90mkm\u{1B}[0m"),
      (TextStyle(background: .blue), .basic, "5 \u{1B}[44mkm\u{1B}[0m"),
      (TextStyle(background: .brightWhite), .basic, "5 \u{1B}[107mkm\u{1B}[0m"),
      (TextStyle(foreground: .palette(208)), .palette256, "5 \u{1B}[38;5;208mkm\u{1B}[0m"),
      (TextStyle(foreground: .palette(208)), .basic, "5 \u{1B}[33mkm\u{1B}[0m"),
      (TextStyle(foreground: .palette(3)), .basic, "5 \u{1B}[33mkm\u{1B}[0m"),
      (
        TextStyle(foreground: .rgb(0x88, 0x88, 0x88)), .trueColor,
        "5 \u{1B}[38;2;136;136;136mkm\u{1B}[0m"
      ),
      (TextStyle(foreground: .rgb(0x88, 0x88, 0x88)), .palette256, "5 \u{1B}[38;5;102mkm\u{1B}[0m"),
      (TextStyle(foreground: .rgb(0x88, 0x88, 0x88)), .basic, "5 \u{1B}[90mkm\u{1B}[0m"),
      (TextStyle(background: .rgb(0, 0, 0x80)), .trueColor, "5 \u{1B}[48;2;0;0;128mkm\u{1B}[0m"),
      (
        TextStyle(underline: true, underlineColor: .red), .palette256,
        "5 \u{1B}[4;58;5;1mkm\u{1B}[0m"
      ),
      (
        TextStyle(underline: true, underlineColor: .rgb(255, 0, 0)), .trueColor,
        "5 \u{1B}[4;58;2;255;0;0mkm\u{1B}[0m"
      ),
      // No SGR 58 where only 16 colours are known to work.
      (TextStyle(underline: true, underlineColor: .red), .basic, "5 \u{1B}[4mkm\u{1B}[0m"),
      (
        TextStyle(weight: .bold, italic: true, foreground: .green, dim: true), .basic,
        "5 \u{1B}[1;2;3;32mkm\u{1B}[0m"
      ),
      // What a terminal cannot show writes nothing.
      (TextStyle(baselineOffset: 2, kerning: 1, tracking: 1), .trueColor, "5 km"),
      (TextStyle(font: .body), .trueColor, "5 km"),
      (TextStyle(font: .caption, dim: false), .basic, "5 km"),
    ])
  func unitStyles(style: TextStyle, colors: ColorSupport, expected: String) {
    let styled = Self.km.styled().restyling(.unit, with: style)
    #expect(ANSIRenderer(colors: colors).render(styled) == expected)
  }

  @Test("Base style and cascade: one sequence per change")
  func cascade() {
    let styled = Self.km.styled(base: TextStyle(foreground: .red)).restyling(
      .unit, with: TextStyle(font: .caption))
    #expect(ANSIRenderer(colors: .basic).render(styled) == "\u{1B}[31m5 \u{1B}[2mkm\u{1B}[0m")
    let base = Self.km.styled(base: TextStyle(weight: .bold))
    #expect(ANSIRenderer(colors: .basic).render(base) == "\u{1B}[1m5 km\u{1B}[0m")
  }

  @Test("Minimal transitions: off codes or a reset, whichever is shorter")
  func transitions() {
    // Coloured sign, then plain: "0" is shorter than "39".
    let sign = Self.minus.styled().restyling(.minusSign, with: TextStyle(foreground: .palette(208)))
    #expect(ANSIRenderer(colors: .palette256).render(sign) == "\u{1B}[38;5;208m-\u{1B}[0m3.5°C")
    // Bold value, dim unit: SGR 22 ends bold, 2 starts faint.
    let boldValue = Self.km.styled().restyling(.value, with: .bold).restyling(.unit, with: .dim)
    #expect(
      ANSIRenderer(colors: .basic).render(boldValue) == "\u{1B}[1m5\u{1B}[0m \u{1B}[2mkm\u{1B}[0m")
    // Italic everywhere, red sign: only the colour changes back.
    let italic = Self.minus.styled(base: .italic).restyling(
      .minusSign, with: TextStyle(foreground: .red))
    #expect(
      ANSIRenderer(colors: .basic).render(italic) == "\u{1B}[3;31m-\u{1B}[39m3.5°C\u{1B}[0m")
    // Bold and dim, then bold only: "0;1" is shorter than "22;1".
    let faintSign = Self.minus.styled(base: .bold).restyling(.minusSign, with: .dim)
    #expect(
      ANSIRenderer(colors: .basic).render(faintSign) == "\u{1B}[1;2m-\u{1B}[0;1m3.5°C\u{1B}[0m")
    // Bold, red and dim, then bold and red: "22;1" is shorter than "0;1;31".
    let redFaint = Self.minus.styled(base: TextStyle(weight: .bold, foreground: .red))
      .restyling(.minusSign, with: .dim)
    #expect(
      ANSIRenderer(colors: .basic).render(redFaint)
        == "\u{1B}[1;2;31m-\u{1B}[22;1m3.5°C\u{1B}[0m")
  }

  @Test("Unstyled text has no escape sequences at all")
  func unstyled() {
    #expect(ANSIRenderer(colors: .trueColor).render(Self.km.styled()) == "5 km")
  }

  @Test("Colour off: no escape sequences, whatever the style")
  func colorOff() {
    let styled = Self.km.styled(
      base: TextStyle(foreground: .red, link: URL(string: "https://example.com"))
    )
    .restyling(.unit, with: .bold)
    #expect(ANSIRenderer(colors: .none).render(styled) == "5 km")
  }

  @Test("OSC 8 links around the linked runs")
  func links() {
    let styled = Self.km.styled().restyling(
      .unit,
      with: TextStyle(underline: true, link: URL(string: "https://en.wikipedia.org/wiki/Kilometre"))
    )
    #expect(
      ANSIRenderer(colors: .basic).render(styled)
        == "5 \u{1B}]8;;https://en.wikipedia.org/wiki/Kilometre\u{1B}\\\u{1B}[4mkm\u{1B}]8;;\u{1B}\\\u{1B}[0m"
    )
    #expect(ANSIRenderer(colors: .basic, links: false).render(styled) == "5 \u{1B}[4mkm\u{1B}[0m")
    let whole = Self.km.styled(base: TextStyle(link: URL(string: "https://example.com/5km")))
    #expect(
      ANSIRenderer(colors: .basic).render(whole)
        == "\u{1B}]8;;https://example.com/5km\u{1B}\\5 km\u{1B}]8;;\u{1B}\\")
  }

  @Test("Links with unsafe schemes are dropped; odd bytes are percent-encoded")
  func unsafeLinks() {
    let js = Self.km.styled(base: TextStyle(link: URL(string: "javascript:alert(1)")))
    #expect(ANSIRenderer(colors: .basic).render(js) == "5 km")
    let spaced = Self.km.styled(base: TextStyle(link: URL(string: "https://example.com/a%20b")))
    #expect(
      ANSIRenderer(colors: .basic).render(spaced)
        == "\u{1B}]8;;https://example.com/a%20b\u{1B}\\5 km\u{1B}]8;;\u{1B}\\")
  }

  @Test(
    "Colour support from the environment",
    arguments: [
      (["TERM": "xterm-256color"], true, ColorSupport.palette256),
      (["TERM": "xterm-256color", "NO_COLOR": "1"], true, .none),
      (["TERM": "xterm-256color", "NO_COLOR": ""], true, .palette256),
      (["TERM": "xterm"], true, .basic),
      (["TERM": "xterm", "COLORTERM": "truecolor"], true, .trueColor),
      (["TERM": "xterm", "COLORTERM": "24bit"], true, .trueColor),
      (["TERM": "dumb"], true, .none),
      (["TERM": "xterm-256color"], false, .none),
      ([:], true, .basic),
      (["TERM": "xterm-kitty"], true, .palette256),
    ])
  func detection(environment: [String: String], isTerminal: Bool, expected: ColorSupport) {
    #expect(ColorSupport.detect(environment: environment, isTerminal: isTerminal) == expected)
  }

  @Test(
    "Every golden string renders to itself when unstyled",
    arguments: GoldenSet.inUse?.map(\.locale) ?? [])
  func goldenUnstyled(locale: String) throws {
    let file = try #require(GoldenSet.inUse?.first { $0.locale == locale })
    for testCase in file.cases where testCase.width == "abbreviated" {
      let format = try MeasurementFormat(locale: file.locale)
      let styled = try format.format(try #require(Double(testCase.value)), unit: testCase.unit)
        .styled()
      #expect(ANSIRenderer(colors: .trueColor).render(styled) == testCase.string)
      // Dim unit: the unit text sits between ESC[2m and a reset or ESC[22m.
      let dim = ANSIRenderer(colors: .basic).render(styled.restyling(.unit, with: .dim))
      #expect(
        TerminalWidth.of(dim) == TerminalWidth.of(testCase.string), "\(locale) \(testCase.unit)")
    }
  }
}
