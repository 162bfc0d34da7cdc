import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormattingCore

/// What a format keeps for every thread, published by the rules of
/// Concurrency/Published.swift: one entry per key, never more than the cap.
@Suite("Published table: threads racing to publish", .tags(.concurrency))
struct PublishedTableTests {
  final class Entry: Sendable {
    let key: Int
    init(key: Int) { self.key = key }
  }

  @Test("8 threads publishing 100 keys in a table of 64 slots: 32 entries, one per key")
  func racingInserts() {
    let table = PublishedTable<Entry>(slotCount: 64)
    let seen = ThreadConcurrencyTests.Shared()
    ThreadConcurrencyTests.onThreads(8) { thread in
      for round in 0..<3 {
        for k in 0..<100 {
          let key = (k * 37 + thread * 11 + round) % 100
          let made = Entry(key: key)
          let kept = table.insert(made, hash: key &* 0x9E37_79B9, where: { $0.key == key })
          let found = table.lookup(hash: key &* 0x9E37_79B9, where: { $0.key == key })
          // Published: the one entry for the key, found again by everyone.
          if let kept, found?.takeUnretainedValue() !== kept { seen.mismatch(key) }
        }
      }
    }
    #expect(seen.mismatches.isEmpty)
    #expect(table.count == 32)
    #expect(table.maximumCount == 32)
  }
}
