extension ParseTable {
  /// The tables of the locales read lately, shared by every thread: one is built in
  /// tens of milliseconds (hundreds of units × 3 widths × each plural form), so it is
  /// built once, outside the lock, and the oldest dropped beyond `capacity`.
  final class Cache: Sendable {
    let capacity: Int
    /// The tables, the order they were made in, and the one asked for last: a batch
    /// reads one locale line after line, and comparing its id costs less than hashing it.
    private let state = Lock<(tables: [String: ParseTable], order: [String], last: ParseTable?)>(
      ([:], [], nil))

    init(capacity: Int) { self.capacity = capacity }

    func table(for localeID: String) -> ParseTable {
      let found = state.withLock { state -> ParseTable? in
        if let last = state.last, last.localeID == localeID { return last }
        let found = state.tables[localeID]
        if found != nil { state.last = found }
        return found
      }
      if let found { return found }
      let made = ParseTable(localeID: localeID)
      return state.withLock { state in
        if let raced = state.tables[localeID] { return raced }
        if state.order.count >= capacity {
          state.tables[state.order.removeFirst()] = nil
        }
        state.order.append(localeID)
        state.tables[localeID] = made
        state.last = made
        return made
      }
    }

    var count: Int { state.withLock { $0.tables.count } }
  }

  static let cache = Cache(capacity: 8)
}
