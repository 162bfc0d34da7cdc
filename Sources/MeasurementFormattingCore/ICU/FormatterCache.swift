import Synchronization

/// What identifies an opened ICU formatter: its kind, skeleton and locale.
struct FormatterKey: Hashable, Sendable {
  enum Kind: UInt8, Sendable {
    case number
    case numberWithOutputUnit
    case range
    case list
  }
  var kind: Kind
  var skeleton: String
  var localeID: String
}

/// A bounded cache of opened ICU formatters, shared by every thread.
///
/// Opening an ICU formatter costs far more than using one (see docs/performance.md), so formatters are opened once per (kind, skeleton, locale) and kept. Formatters are created
/// outside the lock (two threads may race to open the same one; the first to
/// insert wins). When full, the oldest entry is evicted; a formatter still in use
/// by another thread stays alive through its reference count.
final class FormatterCache: Sendable {
  static let shared = FormatterCache(capacity: 512)

  private struct State {
    var entries: [FormatterKey: any AnyObject & Sendable] = [:]
    var order: [FormatterKey] = []
    var next = 0
    var hits = 0
    var misses = 0
  }

  let capacity: Int
  private let state: Mutex<State>

  init(capacity: Int) {
    precondition(capacity > 0)
    self.capacity = capacity
    self.state = Mutex(State())
  }

  /// The number of formatters held now.
  var count: Int { state.withLock { $0.entries.count } }

  /// Cache hits and misses since start (for tests and the benchmark).
  var statistics: (hits: Int, misses: Int) { state.withLock { ($0.hits, $0.misses) } }

  func removeAll() {
    state.withLock { $0 = State() }
  }

  func formatter<F: AnyObject & Sendable>(
    _ key: FormatterKey, as type: F.Type, create: () throws(ICUError) -> F
  ) throws(ICUError) -> F {
    if let found = state.withLock({ state -> (any AnyObject & Sendable)? in
      let entry = state.entries[key]
      if entry != nil { state.hits += 1 } else { state.misses += 1 }
      return entry
    }) {
      // Keys include the kind, and each kind maps to one class.
      return unsafeDowncast(found, to: F.self)
    }
    let created = try create()
    return state.withLock { state -> F in
      if let raced = state.entries[key] { return unsafeDowncast(raced, to: F.self) }
      if state.order.count < capacity {
        state.order.append(key)
      } else {
        state.entries[state.order[state.next]] = nil
        state.order[state.next] = key
        state.next = (state.next + 1) % capacity
      }
      state.entries[key] = created
      return created
    }
  }
}

extension FormatterCache {
  /// The number formatter for a skeleton and locale, opened on first use; nil when ICU
  /// refuses them. `wantsOutputUnit`: one that reports the output unit of a `usage`.
  func numberFormatter(_ skeleton: String, localeID: String, wantsOutputUnit: Bool = false)
    -> ICUNumberFormatter?
  {
    let kind: FormatterKey.Kind = wantsOutputUnit ? .numberWithOutputUnit : .number
    let key = FormatterKey(kind: kind, skeleton: skeleton, localeID: localeID)
    return try? formatter(key, as: ICUNumberFormatter.self) { () throws(ICUError) in
      try ICUNumberFormatter(
        skeleton: skeleton, localeID: localeID, wantsOutputUnit: wantsOutputUnit)
    }
  }

  /// The range formatter for a skeleton and locale, opened on first use.
  func rangeFormatter(_ skeleton: String, localeID: String) -> ICURangeFormatter? {
    let key = FormatterKey(kind: .range, skeleton: skeleton, localeID: localeID)
    return try? formatter(key, as: ICURangeFormatter.self) { () throws(ICUError) in
      try ICURangeFormatter(skeleton: skeleton, localeID: localeID)
    }
  }

  /// The list formatter of units at a width, for a locale, opened on first use.
  func listFormatter(localeID: String, width: UnitWidth) -> ICUListFormatter? {
    let key = FormatterKey(kind: .list, skeleton: width.name, localeID: localeID)
    return try? formatter(key, as: ICUListFormatter.self) { () throws(ICUError) in
      try ICUListFormatter(localeID: localeID, width: width)
    }
  }
}
