/// Values by key, shared by every thread, at most ``capacity`` of them: the package's one
/// bounded cache. The shared ICU formatters (`FormatterCache`, a cache of `Result`s) and
/// the conversions composed (`UnitConversion`) are kept in one; a cache of parse tables by
/// locale id is `BoundedCache<String, ParseTable>` and `value(for: id) { ParseTable(localeID:
/// $0) }`.
///
/// A value is made on first use by the `make` given to ``value(for:orMake:)``, outside the
/// lock (two threads may both make one for a key; the first kept is the one both get);
/// beyond the capacity, the oldest kept is dropped first. A value dropped while a caller
/// still uses it lives on through its reference count. The key asked for last is
/// compared before any hashing: a loop asks for one key again and again (a batch in one
/// locale, one pair of units).
///
/// ```swift
/// let tables = BoundedCache<String, ParseTable>(capacity: 8)
/// let table = tables.value(for: "de") { ParseTable(localeID: $0) }
/// ```
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private struct State {
    var values: [Key: Value] = [:]
    /// The keys in the order they were kept; `next` is the oldest once it is full.
    var order: [Key] = []
    var next = 0
    var last: (key: Key, value: Value)?
    var hits = 0
    var misses = 0
  }

  /// The most values kept.
  let capacity: Int
  private let state = Lock(State())

  /// An empty cache of at most `capacity` values.
  init(capacity: Int) {
    precondition(capacity > 0)
    self.capacity = capacity
  }

  /// The value kept for `key`, or nil.
  subscript(key: Key) -> Value? {
    state.withLock { state in
      if let last = state.last, last.key == key { return last.value }
      return state.values[key]
    }
  }

  /// The value for `key`: the one kept, else the one `make` makes (outside the lock),
  /// kept.
  @inline(__always)
  func value<E: Error>(for key: Key, orMake make: (Key) throws(E) -> Value) throws(E) -> Value {
    if let found = state.withLock({ state -> Value? in
      if let last = state.last, last.key == key {
        state.hits += 1
        return last.value
      }
      guard let found = state.values[key] else {
        state.misses += 1
        return nil
      }
      state.hits += 1
      state.last = (key, found)
      return found
    }) {
      return found
    }
    return keep(try make(key), for: key)
  }

  /// Keeps `value` for `key` unless a value is kept for it already (one another thread
  /// made first); returns the value kept.
  @discardableResult
  func keep(_ value: Value, for key: Key) -> Value {
    state.withLock { state in
      if let raced = state.values[key] { return raced }
      if state.order.count < capacity {
        state.order.append(key)
      } else {
        let oldest = state.order[state.next]
        state.values[oldest] = nil
        if let last = state.last, last.key == oldest { state.last = nil }
        state.order[state.next] = key
        state.next = (state.next + 1) % capacity
      }
      state.values[key] = value
      state.last = (key, value)
      return value
    }
  }

  /// How many values are kept.
  var count: Int { state.withLock { $0.values.count } }

  /// Lookups that found a value and lookups that made one, since the start (for tests and
  /// the benchmark).
  var statistics: (hits: Int, misses: Int) { state.withLock { ($0.hits, $0.misses) } }

  /// Drops every value (those in use live on until their users let go).
  func removeAll() {
    state.withLock { $0 = State() }
  }
}
