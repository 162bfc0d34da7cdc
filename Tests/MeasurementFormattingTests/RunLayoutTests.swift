import Testing

@testable import MeasurementFormattingCore

/// The bridge builds runs in C++ (`mf_build_runs`) and writes them into Swift's run
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

  @Test("Text no field covers: each character whitespace or literal")
  func uncovered() {
    var runs: [FormattedMeasurement.Run] = []
    // "a", NBSP, U+200E, a thin space, U+1680 (White_Space by property), "–", a lone
    // continuation byte (U+FFFD, literal).
    let text: [UInt8] = [
      0x61, 0xC2, 0xA0, 0xE2, 0x80, 0x8E, 0xE2, 0x80, 0x89, 0xE1, 0x9A, 0x80, 0xE2, 0x80, 0x93,
      0x80,
    ]
    text.withUnsafeBufferPointer {
      RunBuilder.build(text: $0, spans: .none, percentIsUnit: false, offset: 10, into: &runs)
    }
    #expect(runs.map(\.utf8Range) == [10..<11, 11..<13, 13..<16, 16..<22, 22..<26])
    #expect(runs.map(\.part) == [.literal, .whitespace, .literal, .whitespace, .literal])
    #expect(runs.allSatisfy { $0.numberPart == nil && $0.source == nil && $0.component == nil })
  }
}
