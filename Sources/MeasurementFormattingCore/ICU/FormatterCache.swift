/// A bounded cache of opened ICU formatters of one kind, shared by every thread, keyed
/// by what opens one (a skeleton and a locale id) and remembering what ICU refused.
///
/// Opening an ICU formatter costs far more than using one, so each is opened once per
/// key and kept; so is a refusal (a skeleton ICU rejects is not tried again on every
/// call). Formatters are opened outside the lock (two threads may race to open the same
/// one; the first to insert wins). When full, the oldest entry is evicted; a formatter
/// still in use stays alive through its reference count.
final class FormatterCache<Key: Hashable & Sendable, Formatter: AnyObject & Sendable>: Sendable {
  private struct State {
    var entries: [Key: Result<Formatter, ICUError>] = [:]
    var order: [Key] = []
    var next = 0
    var hits = 0
    var misses = 0
  }

  let capacity: Int
  private let open: @Sendable (Key) throws(ICUError) -> Formatter
  private let state = Lock(State())

  /// A cache of at most `capacity` entries; `open` opens the formatter for a key.
  init(capacity: Int, open: @escaping @Sendable (Key) throws(ICUError) -> Formatter) {
    precondition(capacity > 0)
    self.capacity = capacity
    self.open = open
  }

  /// The number of entries held now (formatters and refusals).
  var count: Int { state.withLock { $0.entries.count } }

  /// Cache hits and misses since start (for tests and the benchmark).
  var statistics: (hits: Int, misses: Int) { state.withLock { ($0.hits, $0.misses) } }

  func removeAll() {
    state.withLock { $0 = State() }
  }

  /// The formatter for `key`, opened on first use, or the error ICU gave when it was
  /// opened.
  func formatter(_ key: Key) -> Result<Formatter, ICUError> {
    if let found = state.withLock({ state -> Result<Formatter, ICUError>? in
      let entry = state.entries[key]
      if entry != nil { state.hits += 1 } else { state.misses += 1 }
      return entry
    }) {
      return found
    }
    let opened = Result { () throws(ICUError) in try open(key) }
    return state.withLock { state -> Result<Formatter, ICUError> in
      if let raced = state.entries[key] { return raced }
      if state.order.count < capacity {
        state.order.append(key)
      } else {
        state.entries[state.order[state.next]] = nil
        state.order[state.next] = key
        state.next = (state.next + 1) % capacity
      }
      state.entries[key] = opened
      return opened
    }
  }
}

/// What opens a number or range formatter: a skeleton and a locale id.
struct SkeletonKey: Hashable, Sendable {
  var skeleton: String
  var localeID: String
}

/// What opens a list formatter of units: a locale id and a width.
struct ListKey: Hashable, Sendable {
  var localeID: String
  var width: ICUListFormatter.Width
}

/// The shared caches, one per kind of formatter.
enum FormatterCaches {
  /// Number formatters (`unumf`).
  static let numbers = FormatterCache<SkeletonKey, ICUNumberFormatter>(capacity: 512) {
    key throws(ICUError) in
    try ICUNumberFormatter(skeleton: key.skeleton, localeID: key.localeID)
  }
  /// Number formatters that report the output unit of a `usage` (ICU's C++ formatter).
  static let numbersWithOutputUnit = FormatterCache<SkeletonKey, ICUNumberFormatter>(
    capacity: 128
  ) { key throws(ICUError) in
    try ICUNumberFormatter(skeleton: key.skeleton, localeID: key.localeID, wantsOutputUnit: true)
  }
  /// Range formatters (`unumrf`).
  static let ranges = FormatterCache<SkeletonKey, ICURangeFormatter>(capacity: 128) {
    key throws(ICUError) in
    try ICURangeFormatter(skeleton: key.skeleton, localeID: key.localeID)
  }
  /// List formatters of units (`ulistfmt`).
  static let lists = FormatterCache<ListKey, ICUListFormatter>(capacity: 64) {
    key throws(ICUError) in
    try ICUListFormatter(localeID: key.localeID, width: key.width)
  }

  /// Empties every cache (formatters in use stay alive until their users let go).
  static func removeAll() {
    numbers.removeAll()
    numbersWithOutputUnit.removeAll()
    ranges.removeAll()
    lists.removeAll()
  }
}
