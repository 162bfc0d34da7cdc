import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// Public initialisers and functions that could trap or drop what they were given:
/// each case is failable, clamped or has a defined result.
@Suite("Nothing public traps or drops silently")
struct NothingTrapsTests {
  @Test("Run(utf8Range:…) is nil for offsets a run cannot store, and keeps every tag it can")
  func runOffsets() throws {
    let max = Int(Int32.max)
    #expect(FormattedMeasurement.Run(utf8Range: 0..<(max + 1), part: .value) == nil)
    #expect(FormattedMeasurement.Run(utf8Range: (max + 1)..<(max + 2), part: .value) == nil)
    #expect(FormattedMeasurement.Run(utf8Range: -1..<3, part: .value) == nil)
    #expect(FormattedMeasurement.Run(utf8Range: Int.min..<0, part: .value) == nil)
    let last = try #require(FormattedMeasurement.Run(utf8Range: (max - 1)..<max, part: .unit))
    #expect(last.utf8Range == (max - 1)..<max)
    #expect(last.part == .unit)
    let tagged = try #require(
      FormattedMeasurement.Run(
        utf8Range: 2..<5, part: .value, numberPart: .fraction, source: .endRange, component: 3))
    #expect(tagged.utf8Range == 2..<5)
    #expect(tagged.numberPart == .fraction)
    #expect(tagged.source == .endRange)
    #expect(tagged.component == 3)
  }

  @Test(
    "Run(…, component:) is nil for a component it cannot store, rather than reading back nil",
    arguments: [255, 256, 1000, -1, Int.max, Int.min])
  func runComponentOutOfRange(component: Int) {
    #expect(FormattedMeasurement.Run(utf8Range: 0..<1, part: .value, component: component) == nil)
  }

  @Test("Run(…, component:) keeps every component from 0 to 254")
  func runComponents() throws {
    for component in [0, 1, 100, 254] {
      let run = try #require(
        FormattedMeasurement.Run(utf8Range: 0..<1, part: .value, component: component))
      #expect(run.component == component)
    }
  }

  @Test("StyledMeasurement(formatted:runStyles:) is nil for a style count that fits no run")
  func styledCount() throws {
    let km = try MeasurementFormat(locale: "en").format(5, unit: .kilometer)
    #expect(km.runs.count == 3)
    #expect(StyledMeasurement(formatted: km, runStyles: [.dim]) == nil)
    #expect(StyledMeasurement(formatted: km, runStyles: [.dim, .dim]) == nil)
    #expect(StyledMeasurement(formatted: km, runStyles: [.dim, .dim, .dim, .dim]) == nil)
    // Empty: no run has a style of its own; one per run: each kept.
    let plain = try #require(StyledMeasurement(formatted: km, base: .bold))
    #expect(plain.runStyles == [])
    #expect(plain.base == .bold)
    let styled = try #require(
      StyledMeasurement(formatted: km, runStyles: [TextStyle(), TextStyle(), .dim]))
    #expect(styled.runStyles == [TextStyle(), TextStyle(), .dim])
    #expect(ANSIRenderer(colors: .basic).render(styled) == "5 \u{1B}[2mkm\u{1B}[0m")
  }

  @Test("TerminalLayout and its Column take any width or extent without overflowing")
  func layoutExtremes() {
    #expect(TerminalLayout.pad("5 km", toWidth: Int.min, alignment: .right) == "5 km")
    #expect(TerminalLayout.pad("5 km", toWidth: -3, alignment: .left) == "5 km")
    #expect(TerminalLayout.pad("5 km", toWidth: 6, alignment: .right) == "  5 km")
    var column = TerminalLayout.Column(.decimal)
    column.include((lead: Int.max, trail: Int.max))
    column.widen(toAtLeast: Int.max)
    column.widen(toAtLeast: Int.min)
    #expect(column.lead == Int.max)
    #expect(column.trail == Int.max)
    #expect(
      column.padding(for: (lead: Int.min, trail: Int.min)) == (before: Int.max, after: Int.max))
    var small = TerminalLayout.Column(.left)
    small.include((lead: -5, trail: -5))
    #expect(small.lead == 0)
    #expect(small.trail == 0)
    small.widen(toAtLeast: 4)
    #expect(small.trail == 4)
    #expect(small.padding(for: (lead: -1, trail: 10)) == (before: 0, after: 0))
  }
}
