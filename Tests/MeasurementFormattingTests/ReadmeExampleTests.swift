import Foundation
import MeasfmtTestSupport
import MeasurementFormatting
import Testing

/// README.md's Swift examples, each run here as written, with the results written in its
/// comments as the expectations (`Readme.testForm(of:)`: `EXPRESSION  // RESULT` is
/// `#expect(EXPRESSION == RESULT)`). Change an example and its test together.
@Suite("README examples: the library")
struct ReadmeLibraryTests {
  @Test(
    "Each Swift example of the README is in a test, its written results the expectations",
    arguments: Readme.swiftExamples)
  func exampleIsTested(_ example: Readme.Block) {
    let form = Readme.testForm(of: example)
    #expect(
      Readme.testSources.contains { $0.text.contains(form) },
      "README.md:\(example.line): no test holds this example with its results as expectations")
  }

  @Test("The README has its Swift examples")
  func examplesExist() {
    #expect(Readme.swiftExamples.count >= 4)
  }

  @Test("README: format and read the parts")
  func format() throws {
    let format = try MeasurementFormat(width: .narrow, locale: "de")
    let five = format.format(Measurement(value: 5, unit: UnitLength.kilometers))
    #expect(five.string == "5 km")
    #expect(
      five.parts.map { "\($0.text)|\($0.run.part)" } == ["5|value", " |whitespace", "km|unit"])

    // French groups digits with U+202F, and puts one before the unit.
    let french = try MeasurementFormat(locale: "fr").format(1234.5, unit: .kilometer)
    #expect(french.string == "1\u{202F}234,5\u{202F}km")
    #expect(
      french.runs.compactMap(\.numberPart) == [.integer, .group, .integer, .decimal, .fraction])
  }

  @Test("README: restyle and render")
  func restyleAndRender() throws {
    let styled = try MeasurementFormat(width: .narrow, locale: "en")
      .format(5, unit: .kilometer)
      .styled()
      .restyling(.unit, with: .dim)
    #expect(ANSIRenderer(colors: .basic).render(styled) == "5\u{1B}[2mkm\u{1B}[0m")
    // swift-format-ignore
    #expect(HTMLRenderer().render(styled) == #"<span class="mf" lang="en"><span class="mf-value mf-integer">5</span><span class="mf-unit" style="opacity:0.6">km</span></span>"#)
    #expect(PlainRenderer().render(styled) == "5km")
  }

  @Test("README: the spoken form")
  func spokenForm() throws {
    var narrow = try MeasurementFormat(width: .narrow, locale: "en-US", usage: .personHeight)
    narrow.includesSpokenForm = true
    let shown = narrow.format(1.8, unit: .meter)
    #expect(shown.string == "5′ 11″")
    #expect(shown.spoken?.string == "5 feet, 11 inches")
  }

  @Test("README: usage, mixed units, ranges, conversion")
  func usageMixedUnitsRangesConversion() throws {
    let us = try MeasurementFormat(locale: "en-US", usage: .personHeight)
    let height = us.format(1.8, unit: .meter)
    #expect(height.string == "5 ft, 11 in")
    #expect(height.unit == "foot-and-inch")

    let german = try MeasurementFormat(locale: "de-DE", usage: .road)
    #expect(german.format(1609, unit: .meter).string == "1,6 km")

    let english = try MeasurementFormat(locale: "en")
    #expect(english.formatRange(3, 5, unit: .kilometer).string == "3–5 km")
    #expect(try english.format(5, unit: .kilometer, convertedTo: .mile).string == "3.106856 mi")
    #expect(try MeasureUnit.celsius.convert(100, to: .fahrenheit) == 212.0)
  }

  @Test("README: reading measurements")
  func readingMeasurements() throws {
    let de = try MeasurementFormat(locale: "de")
    #expect(try de.parse("1.234,5 km").value == 1234.5)
    #expect(try de.parse("5 Kilometer pro Stunde").unit.identifier == "kilometer-per-hour")
    let en = try MeasurementFormat(locale: "en")
    #expect(try en.parse("1 1/2 cups").value == 1.5)
    #expect(try en.parseRange("3-5 km").endValue == 5.0)
    // de.parse("1.80 m") throws: '1.80' is not a number as 'de' writes one; did you mean '1,80'?
    do {
      _ = try de.parse("1.80 m")
      Issue.record("1.80 m read in de")
    } catch {
      #expect(
        error.description == "'1.80' is not a number as 'de' writes one; did you mean '1,80'?")
    }
  }
}
