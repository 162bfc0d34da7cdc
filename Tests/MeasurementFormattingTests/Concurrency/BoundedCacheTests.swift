import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormattingCore

/// The package's one bounded cache: values made once per key, the oldest dropped first,
/// one value per key whatever the threads do.
@Suite("Bounded cache: made once, the oldest dropped first", .tags(.concurrency))
struct BoundedCacheTests {
  @Test("A value is made once per key; hits and misses are counted")
  func madeOnce() {
    let cache = BoundedCache<String, Int>(capacity: 4)
    var made = 0
    for key in ["a", "b", "a", "a", "b", "c"] {
      _ = cache.value(for: key) { key in
        made += 1
        return key.utf8.first.map(Int.init) ?? 0
      }
    }
    #expect(made == 3)
    #expect(cache.count == 3)
    #expect(cache.statistics.hits == 3)
    #expect(cache.statistics.misses == 3)
    #expect(cache["a"] == 97)
    #expect(cache["z"] == nil)
  }

  @Test("Beyond the capacity the oldest is dropped, the key asked for last too")
  func oldestDropped() {
    let cache = BoundedCache<Int, String>(capacity: 3)
    for key in 0..<3 { cache.keep("v\(key)", for: key) }
    #expect(cache[0] == "v0")
    cache.keep("v3", for: 3)  // drops 0, the oldest kept
    #expect(cache[0] == nil)
    #expect(cache.count == 3)
    #expect([1, 2, 3].map { cache[$0] } == ["v1", "v2", "v3"])
    cache.keep("v4", for: 4)  // drops 1
    cache.keep("v5", for: 5)  // drops 2
    cache.keep("v6", for: 6)  // drops 3, the key kept last but three
    #expect(cache[3] == nil)
    #expect(cache.value(for: 3) { _ in "again" } == "again")
    #expect(cache.count == 3)
    cache.removeAll()
    #expect(cache.count == 0 && cache[6] == nil)
  }

  @Test("A key kept already keeps its value: a value made second is not kept")
  func firstKept() {
    let cache = BoundedCache<String, Int>(capacity: 2)
    #expect(cache.keep(1, for: "k") == 1)
    #expect(cache.keep(2, for: "k") == 1)
    #expect(cache["k"] == 1)
  }

  /// A value whose identity tells which thread made it.
  final class Made: Sendable {}

  /// What the threads saw, behind an `NSLock` (which ThreadSanitizer understands).
  final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: Set<ObjectIdentifier>] = [:]
    func add(_ key: Int, _ value: Made) {
      lock.withLock { _ = values[key, default: []].insert(ObjectIdentifier(value)) }
    }
    var all: [Int: Set<ObjectIdentifier>] { lock.withLock { values } }
  }

  @Test("Threads asking for the same keys at once all get the one value kept")
  func threadsAgree() {
    let cache = BoundedCache<Int, Made>(capacity: 8)
    let seen = Seen()
    let done = DispatchSemaphore(value: 0)
    for _ in 0..<8 {
      Thread {
        for round in 0..<200 {
          let key = round % 8
          seen.add(key, cache.value(for: key) { _ in Made() })
        }
        done.signal()
      }.start()
    }
    for _ in 0..<8 { done.wait() }
    #expect(seen.all.count == 8)
    #expect(seen.all.values.allSatisfy { $0.count == 1 })
  }
}
