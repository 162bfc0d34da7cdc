import Testing

@testable import MeasurementFormattingCore

/// The run tags are declared once, in the bridge's header (`MF_PARTS`, `MF_NUMBER_PARTS`,
/// `MF_SOURCES`): the run engine writes their codes, the Swift tags take their names from
/// it; here the Swift options and the JSON renderer's keys are checked against it.
@Suite("Run tags: one declaration, every spelling checked against it")
struct RunTagTests {
  typealias Part = FormattedMeasurement.Part
  typealias NumberPart = FormattedMeasurement.NumberPart
  typealias RangeSource = FormattedMeasurement.RangeSource

  @Test("The header's names, written out")
  func headerNames() {
    #expect(ICURunTags.names(.part) == ["value", "unit", "whitespace", "literal"])
    #expect(
      ICURunTags.names(.numberPart) == [
        "integer", "group", "decimal", "fraction", "plusSign", "minusSign", "percentSign",
        "compact", "exponentSeparator", "exponentMinusSign", "exponentInteger", "nan", "infinity",
        "approximatelySign",
      ])
    #expect(ICURunTags.names(.source) == ["startRange", "endRange", "shared"])
    #expect(ICURunTags.none == 0xFF && FormattedMeasurement.Run.none == ICURunTags.none)
  }

  @Test("Each Swift option has the header's code and name: its case's name at its index")
  func swiftOptions() {
    #expect(Part.Option.allCases.map { "\($0)" } == ICURunTags.names(.part))
    #expect(Part.Option.allCases.map(\.rawValue) == Array(0..<4))
    #expect(NumberPart.Option.allCases.map { "\($0)" } == ICURunTags.names(.numberPart))
    #expect(NumberPart.Option.allCases.map(\.rawValue) == Array(0..<14))
    #expect(RangeSource.Option.allCases.map { "\($0)" } == ICURunTags.names(.source))
    #expect(RangeSource.Option.allCases.map(\.rawValue) == Array(0..<3))
    #expect(Part.allCases.map(\.name) == Part.names)
    #expect(NumberPart.allCases.map(\.name) == NumberPart.names)
    #expect(RangeSource.allCases.map(\.name) == RangeSource.names)
  }

  @Test("The JSON renderer's keys are the header's names")
  func jsonKeys() {
    for number in NumberPart.allCases {
      #expect(
        "\(JSONRenderer.typeAndValueKey(partCode: Part.value.code, numberPartCode: number.code))"
          == #"{"type":"\#(number.name)","value":""#)
    }
    #expect(
      "\(JSONRenderer.typeAndValueKey(partCode: Part.value.code, numberPartCode: 0xFF))"
        == #"{"type":"literal","value":""#)
    #expect(
      "\(JSONRenderer.typeAndValueKey(partCode: Part.unit.code, numberPartCode: 0xFF))"
        == #"{"type":"unit","value":""#)
    for part in [Part.whitespace, .literal] {
      #expect(
        "\(JSONRenderer.typeAndValueKey(partCode: part.code, numberPartCode: 0xFF))"
          == #"{"type":"literal","value":""#)
    }
    for part in Part.allCases {
      #expect("\(JSONRenderer.partKey(partCode: part.code))" == #"","part":"\#(part.name)""#)
    }
    for source in RangeSource.allCases {
      #expect("\(JSONRenderer.sourceKey(source.code))" == #","source":"\#(source.name)""#)
    }
  }
}
