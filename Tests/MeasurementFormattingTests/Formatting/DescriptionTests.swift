import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// What `print` shows: readable text, no module names, no storage.
@Suite("Descriptions: what print shows")
struct DescriptionTests {
  @Test("A mixed unit's output prints as docs/library.md says")
  func output() throws {
    let us = try MeasurementFormat(locale: "en-US", usage: .personHeight)
    let height = us.format(1.8, unit: .meter)
    #expect("\(height.output)" == "[5 foot, 11 inch]")
    #expect(
      FormattedMeasurement.Component(unit: "kilometer", value: 0.25).description
        == "0.25 kilometer")
    #expect(FormattedMeasurement.Component(unit: "meter", value: -0.0).description == "-0 meter")
    #expect(FormattedMeasurement.Component(unit: "meter", value: .nan).description == "nan meter")
    #expect(
      FormattedMeasurement.Component(unit: "meter", value: -.infinity).description == "-inf meter")
    #expect(FormattedMeasurement.Component(unit: "meter", value: 1e20).description == "1e+20 meter")
  }

  @Test("Runs print their offsets and the tags set")
  func runs() throws {
    let km = try MeasurementFormat(locale: "en").format(5, unit: .kilometer)
    #expect("\(km.runs)" == "[0..<1 value integer, 1..<2 whitespace, 2..<4 unit]")
    let range = try MeasurementFormat(locale: "en").formatRange(3, 5, unit: .kilometer)
    #expect("\(range.runs[0])" == "0..<1 value integer startRange")
    let height = try MeasurementFormat(locale: "en-US", usage: .personHeight)
      .format(1.8, unit: .meter)
    #expect("\(height.runs[5])" == "6..<8 value integer component 1")
  }

  @Test("Options print as the Swift that makes them")
  func options() throws {
    #expect("\(NumberOptions())" == "NumberOptions()")
    #expect(
      "\(NumberOptions(precision: .fractionDigits(2), grouping: .never))"
        == "NumberOptions(precision: .fractionDigits(2), grouping: .never)")
    #expect(
      "\(NumberOptions(precision: .significantDigits(0...3), roundingMode: .halfUp, grouping: .automatic, signDisplay: .exceptZero, notation: .compactShort))"
        == "NumberOptions(precision: .significantDigits(1...3), roundingMode: .halfUp, grouping: .automatic, signDisplay: .exceptZero, notation: .compactShort)"
    )
    #expect("\(NumberOptions.Precision.fractionDigits(0...2))" == ".fractionDigits(0...2)")
    #expect("\(NumberOptions.Precision.significantDigits(5000))" == ".significantDigits(999)")
    #expect("\(try MeasurementFormat(locale: "de"))" == #"MeasurementFormat(locale: "de")"#)
    #expect(
      "\(try MeasurementFormat(width: .narrow, locale: "de_CH", number: NumberOptions(grouping: .never), usage: .personHeight, hidesUnit: true, unitOptions: [.naturalScale, .temperatureWithoutUnit]))"
        == #"MeasurementFormat(width: .narrow, locale: "de-CH", number: NumberOptions(grouping: .never), usage: .personHeight, hidesUnit: true, unitOptions: [.naturalScale, .temperatureWithoutUnit])"#
    )
    var column = TerminalLayout.Column(.decimal)
    column.include((lead: 5, trail: 4))
    #expect("\(column)" == "Column(.decimal, lead: 5, trail: 4)")
  }

  @Test("Values that printed well already still do")
  func others() throws {
    #expect("\(UnitWidth.narrow) \(Usage.road) \(WhitespacePolicy.nbsp)" == "narrow road nbsp")
    #expect("\(TextStyle(font: .caption, foreground: .red))" == "TextStyle(font=caption,fg=red)")
    #expect("\(MeasurementFormatError.Code.unknownUnit)" == "unknownUnit")
    #expect("\(MeasureUnit.kilometer)" == "kilometer")
    #expect("\(try MeasurementFormat(locale: "en").format(5, unit: .kilometer))" == "5 km")
  }
}
