/// The conversions composed so far, by pair of unit ids (nil: the pair does not
/// convert), shared by every thread; bounded, the oldest entry evicted first.
final class ConversionCache: Sendable {
  struct Key: Hashable, Sendable {
    var from: UnitKey
    var to: UnitKey
  }

  private struct State {
    var entries: [Key: UnitConversion.Conversion?] = [:]
    var order: [Key] = []
    var next = 0
  }

  let capacity: Int
  private let state: Lock<State>

  init(capacity: Int) {
    precondition(capacity > 0)
    self.capacity = capacity
    self.state = Lock(State())
  }

  /// The cached conversion: `.some(nil)` for a pair known not to convert, nil when not
  /// cached.
  subscript(key: Key) -> UnitConversion.Conversion?? {
    get { state.withLock { $0.entries[key] } }
    set {
      guard let newValue else { return }
      state.withLock { state in
        guard state.entries.index(forKey: key) == nil else { return }
        if state.order.count < capacity {
          state.order.append(key)
        } else {
          state.entries[state.order[state.next]] = nil
          state.order[state.next] = key
          state.next = (state.next + 1) % capacity
        }
        state.entries[key] = newValue
      }
    }
  }
}
