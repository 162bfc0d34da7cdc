/// The components of a mixed unit by size, and how many of each make one of the next
/// larger: ICU reads a mixed unit's value in its largest component whatever the
/// identifier's order (`inch-and-yard-and-foot` is read in yards).
struct MixedOrder: Sendable {
  /// The components' indices in the identifier, largest unit first.
  let bySize: [Int]
  /// `ratios[k]`: how many of the unit `bySize[k + 1]` make one `bySize[k]`.
  let ratios: [Double]

  /// Nil when the components do not convert to each other by a positive factor.
  init?(_ components: [MeasureUnit]) {
    // Each component's size in the first one's unit.
    var sizes: [Double] = []
    for component in components {
      guard let size = try? component.convert(1, to: components[0]), size > 0, size.isFinite
      else { return nil }
      sizes.append(size)
    }
    // Largest first; equal sizes keep the identifier's order.
    let bySize = components.indices.sorted {
      sizes[$0] > sizes[$1] || (sizes[$0] == sizes[$1] && $0 < $1)
    }
    var ratios: [Double] = []
    for (larger, smaller) in zip(bySize, bySize.dropFirst()) {
      guard let ratio = try? components[larger].convert(1, to: components[smaller]), ratio > 0
      else { return nil }
      ratios.append(ratio)
    }
    self.bySize = bySize
    self.ratios = ratios
  }

  /// A value of the largest unit split into the components' amounts, in the identifier's
  /// order: the larger ones whole, the smallest `rounded` as it will be shown, carrying
  /// into the larger ones when it rounds up to one of them (5.999 ft with whole inches is
  /// 6 ft, 0 in, never 5 ft, 12 in).
  func amounts(_ value: Double, rounded: (Double) -> Double) -> [Double] {
    var amounts: [Double] = []
    var rest = value
    for ratio in ratios {
      let whole = rest.rounded(.down)
      amounts.append(whole)
      rest = (rest - whole) * ratio
    }
    amounts.append(rest)
    let last = amounts.count - 1
    amounts[last] = rounded(amounts[last])
    var i = last
    while i > 0 && amounts[i] >= ratios[i - 1] - ratios[i - 1] * 1e-12 {
      amounts[i] = max(0, amounts[i] - ratios[i - 1])
      if amounts[i] < ratios[i - 1] * 1e-12 { amounts[i] = 0 }
      amounts[i - 1] += 1
      i -= 1
    }
    var shown = [Double](repeating: 0, count: amounts.count)
    for (rank, index) in bySize.enumerated() { shown[index] = amounts[rank] }
    return shown
  }
}

extension MixedOrder {
  /// The order of a mixed unit's components, made on first use and kept (a pipeline
  /// converts and formats in one mixed unit line after line); nil when they do not
  /// convert to each other.
  static func of(_ unit: MeasureUnit) -> MixedOrder? {
    let key = unit.key
    if let found = made.lookup(hash: key.hash, where: { $0.key == key }) {
      return found.takeUnretainedValue().order
    }
    let kept = Kept(key: key, order: MixedOrder(unit.components))
    return (made.insert(kept, hash: key.hash, where: { $0.key == key }) ?? kept).order
  }

  private final class Kept: Sendable {
    let key: UnitKey
    let order: MixedOrder?
    init(key: UnitKey, order: MixedOrder?) {
      self.key = key
      self.order = order
    }
  }

  /// The orders made, by unit (past the table's cap, made each time).
  private static let made = PublishedTable<Kept>(slotCount: 128)
}
