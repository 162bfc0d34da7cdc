import Synchronization

// What the formatting hot path reads without a lock: objects published once, with a
// releasing store, and read with an acquiring load. Nothing is replaced or freed while
// its owner lives, so a reader borrows what it finds (no reference count is touched):
// a steady-state lookup reads shared memory and writes none.

/// A fixed-size hash table of objects published once each and kept until the table is
/// freed.
///
/// Lookups take no lock and write nothing; inserts take a ``Lock`` (they are the slow
/// path). At most ``maximumCount`` entries are published, so that an open-addressed
/// probe always meets an empty slot.
final class PublishedTable<Entry: AnyObject & Sendable>: @unchecked Sendable {
  // @unchecked: `slots` is written only under `inserting`, with releasing stores of
  // retained objects that are never replaced; readers use acquiring loads.
  private let slots: UnsafeMutablePointer<Atomic<UInt>>
  private let mask: Int
  /// The most entries published; beyond, ``insert(_:hash:where:)`` publishes nothing.
  let maximumCount: Int
  private let inserting = Lock(0)

  /// A table of `slotCount` slots (a power of two) holding at most half as many entries.
  init(slotCount: Int) {
    precondition(slotCount >= 2 && slotCount & (slotCount - 1) == 0)
    slots = .allocate(capacity: slotCount)
    for index in 0..<slotCount { (slots + index).initialize(to: Atomic(0)) }
    mask = slotCount - 1
    maximumCount = slotCount / 2
  }

  deinit {
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
  var count: Int { inserting.withLock { $0 } }

  /// The entry with `hash` that `matches`, borrowed: valid as long as the table is (the
  /// caller keeps its owner alive).
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
    inserting.withLock { count -> Entry? in
      var index = hash & mask
      while let pointer = UnsafeRawPointer(bitPattern: slots[index].load(ordering: .acquiring)) {
        let present = Unmanaged<Entry>.fromOpaque(pointer)
        if present._withUnsafeGuaranteedRef({ matches($0) }) {
          return present.takeUnretainedValue()
        }
        index = (index + 1) & mask
      }
      guard count < maximumCount else { return nil }
      count += 1
      let bits = UInt(bitPattern: Unmanaged.passRetained(entry).toOpaque())
      slots[index].store(bits, ordering: .releasing)
      return entry
    }
  }
}

/// An object made on first use and published once; kept until the owner is freed (a
/// stored property of the owner, which must be a class: the atomic needs a fixed address).
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
