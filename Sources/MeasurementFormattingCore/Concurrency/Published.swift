import Synchronization

// The publication rules: how measfmt shares what it keeps between threads without a lock,
// written here once. Two kinds of table follow them: PublishedTable and
// PublishedReference below (what a format keeps: its ICU formatters by path and unit, the
// configurations it derives, its range pieces; ResolvedFormat), and the bridge's kept
// layouts (a number formatter's runs by the shape of their text: LayoutCache,
// _MeasfmtICUBridge/Layouts.cpp).
//
// 1. Built, then published. An entry is made in full before another thread can see it
//    (a Swift object initialised; in C++, constructed with placement new in storage of its
//    own), then published by one compare-and-exchange of an empty slot, acquiring and
//    releasing: a thread that loads the slot with an acquiring load sees all of it.
// 2. Never changed. A published entry is read-only, and a slot once set is never set
//    again: a reader never meets a torn entry or a replaced one.
// 3. Freed with the owner. Entries are freed only when their table is (deinit, the C++
//    destructor), when no thread can use it any more; so a reader borrows what it finds,
//    touching no reference count.
// 4. The cap holds. A writer first reserves a place (an atomic add to the count); when
//    the count was at the cap already it gives the place back and publishes nothing. At
//    most `cap` entries are published whatever the threads do, and a table of twice as
//    many slots always has an empty one where an open-addressed probe ends.
// 5. A lost race costs nothing. A writer that finds its slot taken for the same key frees
//    its own entry, which no other thread has seen, gives its place back and uses the one
//    published; a slot taken for another key sends it on to the next.
// 6. Readers write nothing. A lookup is acquiring loads and comparisons: no lock, no
//    reference count, no store to shared memory, so threads that share a format never
//    take a cache line from each other.
//
// What tests need (the bridge's check of kept layouts against ICU's fields) is compiled
// only into debug builds (MEASFMT_TEST_HOOKS): a release build reads nothing of it. The
// tests: ConcurrencyTests, threads racing `keep` on one formatter and inserts into one
// table, run under ThreadSanitizer in CI (the `concurrency` tag).

/// A fixed-size hash table of objects published once each and kept until the table is
/// freed, by the publication rules above.
///
/// Lookups and inserts take no lock. At most ``maximumCount`` entries are published (half
/// the slots), so that an open-addressed probe always meets an empty slot.
final class PublishedTable<Entry: AnyObject & Sendable>: @unchecked Sendable {
  // @unchecked: `slots` go once each from 0 to a retained object, by compare-and-exchange
  // (rule 1), and `reserved` holds the count (rule 4).
  private let slots: UnsafeMutablePointer<Atomic<UInt>>
  private let mask: Int
  private let reserved = Atomic<Int>(0)
  /// The most entries published; beyond, ``insert(_:hash:where:)`` publishes nothing.
  let maximumCount: Int

  /// A table of `slotCount` slots (a power of two) holding at most half as many entries.
  init(slotCount: Int) {
    precondition(slotCount >= 2 && slotCount & (slotCount - 1) == 0)
    slots = .allocate(capacity: slotCount)
    for index in 0..<slotCount { (slots + index).initialize(to: Atomic(0)) }
    mask = slotCount - 1
    maximumCount = slotCount / 2
  }

  deinit {
    // Rule 3.
    for index in 0...mask {
      let bits = slots[index].load(ordering: .acquiring)
      if let pointer = UnsafeRawPointer(bitPattern: bits) {
        Unmanaged<Entry>.fromOpaque(pointer).release()
      }
    }
    slots.deinitialize(count: mask + 1)
    slots.deallocate()
  }

  /// The number of entries published (for tests).
  var count: Int { reserved.load(ordering: .acquiring) }

  /// The entry with `hash` that `matches`, borrowed: valid as long as the table is (the
  /// caller keeps its owner alive). Rule 6.
  @inline(__always)
  func lookup(hash: Int, where matches: (borrowing Entry) -> Bool) -> Unmanaged<Entry>? {
    var index = hash & mask
    while true {
      let bits = slots[index].load(ordering: .acquiring)
      guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
      let entry = Unmanaged<Entry>.fromOpaque(pointer)
      if entry._withUnsafeGuaranteedRef({ matches($0) }) { return entry }
      index = (index + 1) & mask
    }
  }

  /// Publishes `entry` under `hash`; returns the entry now in the table for it (one
  /// another thread published first, which `matches`), or nil when the table is full.
  func insert(_ entry: Entry, hash: Int, where matches: (borrowing Entry) -> Bool) -> Entry? {
    // Rule 4: a place first.
    if reserved.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue >= maximumCount {
      reserved.wrappingSubtract(1, ordering: .acquiringAndReleasing)
      return lookup(hash: hash, where: matches)?.takeUnretainedValue()
    }
    let retained = Unmanaged.passRetained(entry)
    let bits = UInt(bitPattern: retained.toOpaque())
    var index = hash & mask
    while true {
      // Rule 1.
      let (exchanged, present) = slots[index].compareExchange(
        expected: 0, desired: bits, successOrdering: .acquiringAndReleasing,
        failureOrdering: .acquiring)
      if exchanged { return entry }
      let other = Unmanaged<Entry>.fromOpaque(UnsafeRawPointer(bitPattern: present)!)
      if other._withUnsafeGuaranteedRef({ matches($0) }) {
        // Rule 5.
        retained.release()
        reserved.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        return other.takeUnretainedValue()
      }
      index = (index + 1) & mask
    }
  }
}

/// An object made on first use and published once, by the publication rules above;
/// kept until the owner is freed (a stored property of the owner, which must be a class:
/// the atomic needs a fixed address).
struct PublishedReference<Value: AnyObject & Sendable>: ~Copyable, @unchecked Sendable {
  // @unchecked: `bits` goes from 0 to a retained object once (compare-and-exchange).
  private let bits = Atomic<UInt>(0)

  init() {}

  deinit {
    if let pointer = UnsafeRawPointer(bitPattern: bits.load(ordering: .acquiring)) {
      Unmanaged<Value>.fromOpaque(pointer).release()
    }
  }

  /// The object, borrowed, made by `make` if none is published yet (two threads may both
  /// make one; the first published wins).
  @inline(__always)
  borrowing func value(orMake make: () -> Value) -> Unmanaged<Value> {
    if let pointer = UnsafeRawPointer(bitPattern: bits.load(ordering: .acquiring)) {
      return Unmanaged.fromOpaque(pointer)
    }
    return publish(make())
  }

  private borrowing func publish(_ made: Value) -> Unmanaged<Value> {
    let retained = Unmanaged.passRetained(made)
    let desired = UInt(bitPattern: retained.toOpaque())
    let (exchanged, original) = bits.compareExchange(
      expected: 0, desired: desired, successOrdering: .acquiringAndReleasing,
      failureOrdering: .acquiring)
    if exchanged { return retained }
    retained.release()
    return Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: original)!)
  }
}
