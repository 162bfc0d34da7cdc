import Testing

@testable import MeasurementFormatting
@_spi(MeasfmtCLI) @testable import MeasurementFormattingCore

@Suite("Suggestions: the closest candidates by edit distance")
struct SuggestionsTests {
  @Test("Edit distance counts a swap of neighbours as one edit, and stops past a limit")
  func editDistance() {
    #expect(Suggestions.editDistance("blod", "bold") == 1)
    #expect(Suggestions.editDistance("kmh", "khm") == 1)
    #expect(Suggestions.editDistance("", "abc") == 3)
    #expect(Suggestions.editDistance("kitten", "sitting") == 3)
    #expect(Suggestions.editDistance(Array("kilometre".utf8), Array("kilometer".utf8)) == 1)
    #expect(Suggestions.editDistance(Array("mile".utf8), Array("kelvin".utf8), limit: 2) == nil)
    #expect(Suggestions.editDistance(Array("mile".utf8), Array("miles".utf8), limit: 1) == 1)
  }

  @Test("Closest candidates: plausible typos only, case ignored, closest first")
  func closest() {
    let units = Suggestions(["kilometer", "kilogram", "kelvin", "km/h", "kph", "kph"])
    #expect(units.closest(to: "kilometr") == ["kilometer"])
    #expect(units.closest(to: "kmph") == ["km/h", "kph"])
    #expect(units.closest(to: "KPH") == ["kph"])
    #expect(units.closest(to: "kph") == [])
    #expect(units.closest(to: "xyz") == [])
    #expect(Suggestions(["--width", "--locale"]).closest(to: "--widht", limit: 2) == ["--width"])
    #expect(Suggestions(["s", "S"]).closest(to: "s") == ["S"])
  }

  @Test("A limit below one suggests nothing (no trap)")
  func negativeLimit() {
    let units = Suggestions(["kilometer", "kilogram"])
    #expect(units.closest(to: "kilometr", limit: -1) == [])
    #expect(units.closest(to: "kilometr", limit: 0) == [])
    #expect(units.closest(to: "kilometr", limit: 1) == ["kilometer"])
  }
}
