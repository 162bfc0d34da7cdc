import Foundation
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// Options and run tags: only their static members and their names build one, and
/// each is encoded as its name.
@Suite("Options and tags by name")
struct OptionNameTests {
  @Test("Every option type lists its names in a stable order")
  func names() {
    #expect(UnitWidth.names == ["narrow", "abbreviated", "wide", "numeric"])
    #expect(UnitWidth.allCases == [.narrow, .abbreviated, .wide])
    #expect(RangeOptions.Collapse.names == ["auto", "none", "unit", "all"])
    #expect(GrammaticalCase.names.count == 23)
    #expect(
      NumberOptions.RoundingMode.names == [
        "half-even", "half-up", "half-down", "up", "down", "ceiling", "floor",
      ])
    #expect(NumberOptions.Grouping.names == ["auto", "always", "never", "min2"])
    #expect(
      NumberOptions.SignDisplay.names == ["auto", "always", "never", "except-zero", "negative"])
    #expect(
      NumberOptions.Notation.names == [
        "standard", "scientific", "engineering", "compact-short", "compact-long", "spell-out",
      ])
    #expect(FormattedMeasurement.Part.names == ["value", "unit", "whitespace", "literal"])
    #expect(FormattedMeasurement.RangeSource.names == ["startRange", "endRange", "shared"])
    #expect(
      FormattedMeasurement.NumberPart.allCases.map(\.name) == FormattedMeasurement.NumberPart.names)
    #expect(Usage.names.count == 23)
    #expect(!Usage.names.contains(""))
  }

  @Test("A name gives its option back; an unknown name gives nil")
  func parsing() {
    #expect(UnitWidth(name: "wide") == .wide)
    #expect(UnitWidth(name: "short") == nil)
    #expect(NumberOptions.RoundingMode(name: "half-up") == .halfUp)
    #expect(NumberOptions.RoundingMode(name: "x") == nil)
    #expect(NumberOptions.Notation(name: "compact-long") == .compactLong)
    #expect(FormattedMeasurement.NumberPart(name: "minusSign") == .minusSign)
    #expect(FormattedMeasurement.Part(name: "number") == nil)
    #expect(Usage(name: "") == .asProvided)
    #expect(Usage(name: "visiblty") == .visibility)
    for part in FormattedMeasurement.Part.allCases {
      #expect(FormattedMeasurement.Part(name: part.name) == part)
      #expect(FormattedMeasurement.Part(code: part.code) == part)
    }
  }

  @Test("Options and tags encode as their names and refuse unknown names")
  func coding() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let options = NumberOptions(
      precision: .fractionDigits(1...2), roundingMode: .ceiling, grouping: .min2,
      signDisplay: .exceptZero,
      notation: .compactShort)
    let json = String(decoding: try encoder.encode(options), as: UTF8.self)
    #expect(
      json
        == #"{"fractionDigits":[1,2],"grouping":"min2","notation":"compact-short","roundingMode":"ceiling","signDisplay":"except-zero"}"#
    )
    #expect(try JSONDecoder().decode(NumberOptions.self, from: Data(json.utf8)) == options)
    #expect(
      String(decoding: try encoder.encode(Usage.personHeight), as: UTF8.self)
        == #"{"name":"person-height"}"#)
    #expect(try JSONDecoder().decode(Usage.self, from: Data(#"{"name":"road"}"#.utf8)) == .road)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Usage.self, from: Data(#"{"name":"bogus"}"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NumberOptions.self, from: Data(#"{"grouping":"sometimes"}"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(FormattedMeasurement.Part.self, from: Data(#""number""#.utf8))
    }
    // Digit counts out of range decode clamped, as Precision clamps.
    #expect(
      try JSONDecoder().decode(NumberOptions.self, from: Data(#"{"significantDigits":[0,3]}"#.utf8))
        == NumberOptions(precision: .significantDigits(1...3)))
    #expect(
      try JSONDecoder().decode(
        NumberOptions.Precision.self, from: Data(#"{"fractionDigits":[-1,1000]}"#.utf8))
        == .fractionDigits(0...999))
    #expect(
      String(
        decoding: try encoder.encode(NumberOptions.Precision.significantDigits(3)), as: UTF8.self)
        == #"{"significantDigits":[3,3]}"#)
  }
}
