import Foundation
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

@Suite("Styling: the style model and SPEC parser")
struct StylingTextStyleTests {
  @Test(
    "SPECs of the CLI",
    arguments: [
      ("dim", TextStyle(dim: true)),
      ("bold,italic", TextStyle(weight: .bold, italic: true)),
      ("fg=#888888", TextStyle(foreground: .rgb(0x88, 0x88, 0x88))),
      ("bg=blue", TextStyle(background: .blue)),
      ("font=caption", TextStyle(font: .caption)),
      ("underline", TextStyle(underline: true)),
      ("caption", TextStyle(font: .caption)),
      ("red", TextStyle(foreground: .red)),
      ("bright-blue", TextStyle(foreground: .brightBlue)),
      ("fg=brightRed", TextStyle(foreground: .brightRed)),
      ("gray", TextStyle(foreground: .brightBlack)),
      ("fg=208", TextStyle(foreground: .palette(208))),
      ("fg=#abc", TextStyle(foreground: .rgb(0xAA, 0xBB, 0xCC))),
      ("font=80%", TextStyle(font: .relative(0.8))),
      ("font=0.5", TextStyle(font: .relative(0.5))),
      ("font=large-title", TextStyle(font: .largeTitle)),
      ("semibold", TextStyle(weight: .semibold)),
      ("weight=black", TextStyle(weight: .black)),
      ("weight=300", TextStyle(weight: .light)),
      ("black", TextStyle(foreground: .black)),
      ("underline=red", TextStyle(underline: true, underlineColor: .red)),
      ("strike", TextStyle(strikethrough: true)),
      (
        "strikethrough=#ff0000", TextStyle(strikethrough: true, strikethroughColor: .rgb(255, 0, 0))
      ),
      (
        "baseline=2,kerning=0.5,tracking=-1",
        TextStyle(baselineOffset: 2, kerning: 0.5, tracking: -1)
      ),
      ("opacity=0.5", TextStyle(opacity: 0.5)),
      ("no-italic,no-dim,no-underline", TextStyle(italic: false, underline: false, dim: false)),
      ("dim=false", TextStyle(dim: false)),
      (" bold , italic ", TextStyle(weight: .bold, italic: true)),
      ("", TextStyle()),
      (
        "bold,link=https://example.com/a,b?c=1",
        TextStyle(weight: .bold, link: URL(string: "https://example.com/a,b?c=1"))
      ),
    ])
  func parses(spec: String, expected: TextStyle) throws {
    #expect(try TextStyle(spec: spec) == expected)
  }

  @Test(
    "Errors name the bad token",
    arguments: [
      ("blod", "unknown style 'blod' in 'blod'; did you mean 'bold'?"),
      ("bold,itlic", "unknown style 'itlic' in 'bold,itlic'; did you mean 'italic'?"),
      ("sparkly", "unknown style 'sparkly' in 'sparkly'"),
      (
        "fg=purpel",
        "bad colour 'purpel' for 'fg' in 'fg=purpel': use a colour name (red, bright-red, gray, …), a palette index 0–255 or #rrggbb"
      ),
      (
        "bg=256",
        "bad colour '256' for 'bg' in 'bg=256': use a colour name (red, bright-red, gray, …), a palette index 0–255 or #rrggbb"
      ),
      (
        "font=tiny",
        "bad font 'tiny' in 'font=tiny': use largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2 or a size relative to body text such as 80%"
      ),
      ("opacity=2", "bad number '2' for 'opacity' in 'opacity=2': use a number from 0 to 1"),
      ("colr=red", "unknown style key 'colr' in 'colr=red'; did you mean 'color'?"),
      ("dim=maybe", "bad value 'maybe' for 'dim' in 'dim=maybe': use true or false"),
      (
        "link=javascript",
        "bad link 'javascript' in 'link=javascript': use an absolute URL such as https://example.com"
      ),
      ("\u{1B}[2J", "unknown style '\\u{1b}[2J' in '\\u{1b}[2J'"),
    ])
  func rejects(spec: String, message: String) {
    #expect(throws: MeasurementFormatError.invalidOption(message, input: spec)) {
      try TextStyle(spec: spec)
    }
  }

  @Test("spec reads back into the same style")
  func specRoundTrip() throws {
    let style = TextStyle(
      font: .caption, weight: .semibold, italic: false, foreground: .palette(208),
      background: .rgb(1, 2, 3), underline: true, underlineColor: .red, strikethrough: false,
      baselineOffset: -1.5, kerning: 0.25, tracking: 1, dim: true, opacity: 0.5,
      link: URL(string: "https://example.com/x,y"))
    #expect(
      style.spec
        == "font=caption,weight=semibold,no-italic,fg=208,bg=#010203,underline,underline=red,"
        + "no-strikethrough,baseline=-1.5,kerning=0.25,tracking=1,dim,opacity=0.5,"
        + "link=https://example.com/x,y")
    #expect(try TextStyle(spec: style.spec) == style)
    #expect(TextStyle(font: .relative(0.8)).spec == "font=80%")
  }

  @Test("Cascade: the override sets only what it sets")
  func merging() {
    let base = TextStyle(weight: .bold, foreground: .red, underline: true)
    let own = TextStyle(font: .caption, foreground: .blue, underline: false)
    #expect(
      base.merging(own)
        == TextStyle(font: .caption, weight: .bold, foreground: .blue, underline: false))
    #expect(base.merging(TextStyle()) == base)
    #expect(TextStyle().merging(own) == own)
  }

  @Test("isEmpty: nil is inherit, false is a setting")
  func emptiness() {
    #expect(TextStyle().isEmpty)
    #expect(!TextStyle(dim: false).isEmpty)
    #expect(!TextStyle(link: URL(string: "https://example.com")).isEmpty)
  }

  @Test("Codable: only set properties, spec spellings")
  func codable() throws {
    let style = TextStyle(
      font: .caption, weight: .bold, foreground: .rgb(0x88, 0x88, 0x88), background: .brightBlue,
      dim: true, link: URL(string: "https://example.com"))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(style), as: UTF8.self)
    #expect(
      json
        == ##"{"background":"bright-blue","dim":true,"font":"caption","foreground":"#888888","link":"https:\/\/example.com","weight":"bold"}"##
    )
    #expect(try JSONDecoder().decode(TextStyle.self, from: Data(json.utf8)) == style)
    #expect(String(decoding: try encoder.encode(TextStyle()), as: UTF8.self) == "{}")
  }

  @Test(
    "Colour names, hex and palette",
    arguments: [
      (TextStyle.Color.red, "red", "#cd0000"),
      (.brightBlack, "bright-black", "#7f7f7f"),
      (.brightBlue, "bright-blue", "#5c5cff"),
      (.palette(16), "16", "#000000"),
      (.palette(208), "208", "#ff8700"),
      (.palette(244), "244", "#808080"),
      (.rgb(0x12, 0xAB, 0xEF), "#12abef", "#12abef"),
    ])
  func colors(color: TextStyle.Color, name: String, hex: String) {
    #expect(color.name == name)
    #expect(color.hex == hex)
    #expect(TextStyle.Color(name: name) == color)
  }

  @Test("Colour downgrades: nearest palette and named entries")
  func downgrades() {
    #expect(TextStyle.Color.nearestPalette((0xFF, 0x87, 0x00)) == 208)
    #expect(TextStyle.Color.nearestPalette((0x88, 0x88, 0x88)) == 102)
    #expect(TextStyle.Color.nearestPalette((0x80, 0x80, 0x80)) == 244)
    #expect(TextStyle.Color.nearestBasic((0xF0, 0x10, 0x10)) == 9)
    #expect(TextStyle.Color.nearestBasic((0x88, 0x88, 0x88)) == 8)
    #expect(TextStyle.Color.nearestBasic((0x10, 0x10, 0xA0)) == 4)
  }

  @Test(
    "Fonts: semantic styles and relative sizes",
    arguments: [
      ("largeTitle", 2.0), ("title", 1.65), ("title2", 1.29), ("title3", 1.18),
      ("headline", 1.0), ("subheadline", 0.88), ("body", 1.0), ("callout", 0.94),
      ("footnote", 0.76), ("caption", 0.71), ("caption2", 0.65), ("75%", 0.75),
    ])
  func fonts(name: String, scale: Double) throws {
    let font = try #require(TextStyle.Font(name: name))
    #expect(font.scale == scale)
    #expect(font.name == name)
  }

  @Test("Weights: names and CSS numbers")
  func weights() {
    #expect(
      TextStyle.Weight.names == [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
      ])
    #expect(TextStyle.Weight(name: "ultra-light") == .ultraLight)
    #expect(TextStyle.Weight(name: "700") == .bold)
    #expect(TextStyle.Weight(name: "750") == nil)
    #expect(TextStyle.Weight.semibold.value == 600)
    #expect(TextStyle.Weight.light < .regular)
  }
}
