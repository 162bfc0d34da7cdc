import Testing

@testable import MeasurementFormattingCore

/// The bridge's run engine builds runs in C++ and writes them into Swift's run
/// buffer: `Run` must have the layout of the bridge's `MFRun`, and the tag codes it
/// writes must be those of Swift's `Part`, `NumberPart` and `RangeSource`.
@Suite("Runs: the bridge's layout and codes")
struct RunLayoutTests {
  @Test("Run is laid out as MFRun: start, end, then four code bytes; 12 bytes")
  func layout() {
    typealias Run = FormattedMeasurement.Run
    #expect(MemoryLayout<Run>.size == 12)
    #expect(MemoryLayout<Run>.stride == 12)
    #expect(MemoryLayout<Run>.alignment == 4)
    #expect(MemoryLayout<Run>.offset(of: \Run.start) == 0)
    #expect(MemoryLayout<Run>.offset(of: \Run.end) == 4)
    #expect(MemoryLayout<Run>.offset(of: \Run.partCode) == 8)
    #expect(MemoryLayout<Run>.offset(of: \Run.numberPartCode) == 9)
    #expect(MemoryLayout<Run>.offset(of: \Run.sourceCode) == 10)
    #expect(MemoryLayout<Run>.offset(of: \Run.componentCode) == 11)
  }

  @Test("Text no field covers: each character whitespace or literal, joined as a piece")
  func uncovered() throws {
    // "a", NBSP, U+200E, a thin space, U+1680 (White_Space by property), "–".
    let text = "a\u{A0}\u{200E}\u{2009}\u{1680}–"
    let runs = try ICU.joinRuns([ICUPiece<FormattedMeasurement.Run>(uncovered: text)]) {
      Array($1)
    }.get()
    #expect(runs.map(\.utf8Range) == [0..<1, 1..<3, 3..<6, 6..<12, 12..<15])
    #expect(runs.map(\.part) == [.literal, .whitespace, .literal, .whitespace, .literal])
    #expect(runs.allSatisfy { $0.numberPart == nil && $0.source == nil && $0.component == nil })
  }

  /// zh's Han decimal digits (〇一二三四五六七八九) are a numbering system's digits though
  /// Unicode gives them no decimal digit value (only 〇 and the numerals' numeric values):
  /// the integer they make is an integer, not a NaN symbol.
  @Test("Numbering systems whose digits are not Unicode decimal digits: integers")
  func hanDecimalDigits() throws {
    let zh = try MeasurementFormat(locale: "zh-u-nu-hanidec")
    for value in [16.25, 16.25, 1_024.5, 10] {  // twice: the second time from a kept layout
      let result = zh.format(value, unit: .byte)
      #expect(result.runs.allSatisfy { $0.numberPart != .nan }, "\(result.string)")
    }
    let values = { (value: Double) in
      InPlaceFormattingTests.tags(zh.format(value, unit: .byte)).filter { $0.contains("/value") }
    }
    #expect(values(16.25) == ["一六/value/integer", "./value/decimal", "二五/value/fraction"])
    #expect(values(10) == ["一〇/value/integer"])
  }
}
