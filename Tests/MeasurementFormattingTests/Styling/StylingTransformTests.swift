import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

@Suite("Styling: transforms, cascade, whitespace policy")
struct StylingTransformTests {
  static let caption = TextStyle(font: .caption)

  @Test("Restyling unit changes only unit runs", arguments: GoldenSet.inUse?.map(\.locale) ?? [])
  func unitOnlyInGoldens(locale: String) throws {
    let file = try #require(GoldenSet.inUse?.first { $0.locale == locale })
    for testCase in file.cases {
      let format = try MeasurementFormat(
        width: try #require(UnitWidth(name: testCase.width)), locale: file.locale)
      let formatted = try format.format(try #require(Double(testCase.value)), unit: testCase.unit)
      let styled = formatted.styled().restyling(.unit, with: Self.caption)
      let label = "\(locale) \(testCase.value) \(testCase.unit) \(testCase.width)"
      // The text and runs are untouched…
      #expect(styled.formatted == formatted, "\(label)")
      // …and exactly the runs the golden file calls "unit" have the style.
      let styledTexts = styled.styledParts.map { "\($0.text)|\($0.style == Self.caption)" }
      let expected = testCase.parts.map { "\($0.text)|\($0.part == "unit")" }
      #expect(styledTexts == expected, "\(label)")
      #expect(testCase.parts.contains { $0.part == "unit" } || testCase.parts.isEmpty, "\(label)")
    }
  }

  @Test("Cascade: base red, unit caption → the unit is red and small")
  func cascade() throws {
    let km = try MeasurementFormat(width: .narrow, locale: "de").format(5, unit: .kilometer)
    let styled = km.styled(base: TextStyle(foreground: .red)).restyling(.unit, with: Self.caption)
    #expect(styled.resolvedStyle(ofRun: 0) == TextStyle(foreground: .red))
    #expect(styled.resolvedStyle(ofRun: 1) == TextStyle(foreground: .red))
    #expect(styled.resolvedStyle(ofRun: 2) == TextStyle(font: .caption, foreground: .red))
    #expect(styled.style(ofRun: 2) == TextStyle(font: .caption))
    #expect("\(styled.resolvedStyle(ofRun: 2))" == "TextStyle(font=caption,fg=red)")
    // A part's own setting wins over the base for that property only.
    let blueUnit = styled.restyling(.unit, with: TextStyle(foreground: .blue))
    #expect(blueUnit.resolvedStyle(ofRun: 2) == TextStyle(font: .caption, foreground: .blue))
    #expect(blueUnit.resolvedStyle(ofRun: 0) == TextStyle(foreground: .red))
    // Changing the base later still reaches every run.
    let green = blueUnit.withBase(TextStyle(weight: .bold))
    #expect(green.resolvedStyle(ofRun: 0) == TextStyle(weight: .bold))
    #expect(
      green.resolvedStyle(ofRun: 2) == TextStyle(font: .caption, weight: .bold, foreground: .blue))
  }

  @Test("The product brief: format(_:width:locale:unitStyle:)")
  func freeFunction() {
    let five = format(
      Measurement(value: 5, unit: UnitLength.kilometers), width: .narrow,
      locale: Locale(identifier: "en"), unitStyle: Self.caption)
    #expect(five.formatted.string == "5km")
    #expect(five.styledParts.map(\.style) == [TextStyle(), Self.caption])
    let plain = format(
      Measurement(value: 5, unit: UnitLength.kilometers), locale: Locale(identifier: "de"))
    #expect(plain.formatted.string == "5 km")
    #expect(!plain.hasStyles)
  }

  @Test("Restyling a number part touches only those runs")
  func numberPart() throws {
    let d = try MeasurementFormat(locale: "en").format(-1234.5, unit: .meter)
    let red = TextStyle(foreground: .red)
    let styled = d.styled().restyling(.minusSign, with: red).restyling(.fraction, with: .dim)
    #expect(
      styled.styledParts.map { "\($0.text):\($0.style.spec)" } == [
        "-:fg=red", "1:", ",:", "234:", ".:", "5:dim", " :", "m:",
      ])
  }

  @Test("Restylings chain: later settings merge into earlier ones")
  func chaining() throws {
    let d = try MeasurementFormat(locale: "en").format(-2, unit: .meter)
    let styled = d.styled().restyling(.value, with: .bold).restyling(
      .minusSign, with: TextStyle(foreground: .red))
    #expect(styled.style(ofRun: 0) == TextStyle(weight: .bold, foreground: .red))
    #expect(styled.style(ofRun: 1) == TextStyle(weight: .bold))
  }

  @Test("Restyling one end of a range")
  func rangeSource() throws {
    let r = try MeasurementFormat(locale: "en").formatRange(3, 5, unit: .kilometer)
    let styled = r.styled().restyling(.endRange, with: .bold)
    #expect(
      styled.styledParts.map { "\($0.text):\($0.style.spec)" } == [
        "3:", "–:", "5:weight=bold", " :", "km:",
      ])
  }

  @Test("transformingStyles hands each run and its own style")
  func transforming() throws {
    let d = try MeasurementFormat(locale: "en").format(-3.5, unit: .celsius)
    let styled = d.styled(base: .italic).transformingStyles { run, style in
      if run.numberPart == .minusSign { style.foreground = .red }
      if run.part == .unit { style.dim = true }
    }
    #expect(
      styled.styledParts.map { "\($0.text):\($0.style.spec)" } == [
        "-:italic,fg=red", "3:italic", ".:italic", "5:italic", "°C:italic,dim",
      ])
    let withText = d.styled().transformingParts { _, text, style in
      if text == "3" { style.underline = true }
    }
    #expect(withText.style(ofRun: 1) == .underline)
    #expect(withText.style(ofRun: 0) == TextStyle())
  }

  @Test("No allocation before the first per-run style")
  func lazyRunStyles() throws {
    let km = try MeasurementFormat(locale: "en").format(5, unit: .kilometer)
    #expect(km.styled(base: .bold).runStyles.isEmpty)
    // A restyle of a part the measurement lacks changes nothing.
    #expect(km.styled().restyling(.minusSign, with: .bold).runStyles.isEmpty)
    #expect(km.styled().restyling(.unit, with: .bold).runStyles.count == 3)
  }

  // MARK: - Whitespace policy

  static func scalars(_ text: String) -> String {
    text.unicodeScalars.map {
      $0.value < 0x80 && $0.value >= 0x20 ? String($0) : "<\(String($0.value, radix: 16))>"
    }.joined()
  }

  @Test(
    "fr: the U+202F gap changes, the U+202F group separator does not",
    arguments: [
      (WhitespacePolicy.keep, "1<202f>234,5<202f>km"),
      (.remove, "1<202f>234,5km"),
      (.nbsp, "1<202f>234,5<a0>km"),
      (.thin, "1<202f>234,5<202f>km"),
    ])
  func french(policy: WhitespacePolicy, expected: String) throws {
    let fr = try MeasurementFormat(locale: "fr").format(1234.5, unit: .kilometer)
    #expect(Self.scalars(fr.string) == "1<202f>234,5<202f>km")
    let styled = fr.styled().restyling(.unit, with: .bold).whitespace(policy)
    #expect(Self.scalars(styled.formatted.string) == expected)
    // Runs still cover the new string, and the unit keeps its style.
    #expect(
      styled.formatted.runs.map(\.utf8Range.upperBound).last == styled.formatted.string.utf8.count)
    #expect(styled.styledParts.last?.text == "km")
    #expect(styled.styledParts.last?.style == .bold)
  }

  @Test(
    "de: the U+0020 gap",
    arguments: [
      (WhitespacePolicy.keep, "5 km"), (.remove, "5km"), (.nbsp, "5<a0>km"), (.thin, "5<202f>km"),
    ])
  func german(policy: WhitespacePolicy, expected: String) throws {
    let de = try MeasurementFormat(locale: "de").format(5, unit: .kilometer)
    let styled = de.styled().whitespace(policy)
    #expect(Self.scalars(styled.formatted.string) == expected)
    #expect(
      styled.formatted.parts.map(\.run.part)
        == (policy == .remove ? [.value, .unit] : [.value, .whitespace, .unit]))
  }

  @Test("de wide: a space inside the unit name is not a gap")
  func germanWide() throws {
    let de = try MeasurementFormat(width: .wide, locale: "de").format(100, unit: .kilometerPerHour)
    #expect(de.string == "100 Kilometer pro Stunde")
    #expect(de.styled().whitespace(.remove).formatted.string == "100Kilometer pro Stunde")
  }

  @Test("en narrow: no gap, nothing to change", arguments: WhitespacePolicy.names)
  func englishNarrow(policy: String) throws {
    let en = try MeasurementFormat(width: .narrow, locale: "en").format(5, unit: .kilometer)
    let styled = en.styled().whitespace(try #require(WhitespacePolicy(name: policy)))
    #expect(styled.formatted.string == "5km")
    #expect(styled.formatted == en)
  }

  /// CLDR 42's Arabic writes Arabic-Indic digits with ALM (U+061C) before the sign,
  /// CLDR 46's Latin digits with LRM (U+200E).
  @Test(
    "ar: the bidi mark before the sign stays",
    arguments: [
      (
        WhitespacePolicy.keep,
        [
          "42": "<61c>-<663><66b><662> <645><62a><631>", "46": "<200e>-3.2 <645><62a><631>",
          "48": "<200e>-3.2 <645><62a><631>",
        ]
      ),
      (
        .remove,
        [
          "42": "<61c>-<663><66b><662><645><62a><631>", "46": "<200e>-3.2<645><62a><631>",
          "48": "<200e>-3.2<645><62a><631>",
        ]
      ),
      (
        .nbsp,
        [
          "42": "<61c>-<663><66b><662><a0><645><62a><631>", "46": "<200e>-3.2<a0><645><62a><631>",
          "48": "<200e>-3.2<a0><645><62a><631>",
        ]
      ),
      (
        .thin,
        [
          "42": "<61c>-<663><66b><662><202f><645><62a><631>",
          "46": "<200e>-3.2<202f><645><62a><631>", "48": "<200e>-3.2<202f><645><62a><631>",
        ]
      ),
    ])
  func arabic(policy: WhitespacePolicy, expected: [String: String]) throws {
    let ar = try MeasurementFormat(locale: "ar").format(-3.2, unit: .meter)
    let styled = ar.styled().whitespace(policy)
    expect(Self.scalars(styled.formatted.string), perCLDR: expected)
    #expect(styled.formatted.runs.first?.part == .literal)
  }

  @Test("Ranges: only the gap before the unit; mixed units: not the join")
  func rangesAndMixed() throws {
    let en = try MeasurementFormat(locale: "en")
    let range = en.formatRange(3, 5, unit: .kilometer).styled().whitespace(.remove)
    #expect(range.formatted.string == "3–5km")
    #expect(range.formatted.runs.map(\.source) == [.startRange, .shared, .endRange, .shared])
    let mixed = en.format(5.9, unit: .footAndInch).styled().whitespace(.remove)
    #expect(mixed.formatted.string == "5ft, 10.8in")
  }
}
