import Synchronization

/// What a ``MeasurementFormat`` needs on every call, computed once: its skeletons, the
/// text direction, and the formatters it has used, by unit.
///
/// The per-configuration memo spares the hot path building a skeleton string and
/// hashing it with the locale for the shared cache (~300 ns of a ~600 ns call). It
/// holds at most `memoCapacity` formatters; beyond that the shared bounded cache
/// serves. `removeCachedFormatters()` empties every memo through `generation`.
final class ResolvedFormat: Sendable {
  static let generation = Atomic<Int>(0)
  static let memoCapacity = 32

  /// The configuration: what a format's equality and hash compare.
  struct Settings: Hashable, Sendable {
    var localeID: String
    var width: UnitWidth
    var number: NumberOptions
    var usage: Usage
    var hidesUnit: Bool
    var unitOptions: UnitOptions = []
    /// Numbers rounded as ICU rounds `usage` output (whole numbers with at least two
    /// significant digits) when no digits are set: for values measfmt converted itself
    /// (natural scale) or re-formats after a usage conversion.
    var usagePrecision = false
  }
  let settings: Settings
  let isRightToLeft: Bool
  /// The skeletons of every path at this width, number options and usage.
  let skeletons: SkeletonBuilder

  var localeID: String { settings.localeID }
  var width: UnitWidth { settings.width }
  var number: NumberOptions { settings.number }
  var usage: Usage { settings.usage }
  var hidesUnit: Bool { settings.hidesUnit }
  var unitOptions: UnitOptions { settings.unitOptions }

  private struct Memo {
    var generation: Int
    /// Searched linearly by the unit's precomputed hash (one integer compare per
    /// entry; cheaper than a dictionary's hashing for ≤ 32 entries); "" is the
    /// number alone.
    var formatters: [Entry]
  }
  /// A memoised formatter, and whether its unit is one ICU has built in (see
  /// ``formatterEntry(unit:)``).
  private struct Entry {
    let key: UnitKey
    let formatter: ICUNumberFormatter
    let unitIsBuiltIn: Bool
  }
  private static let numberOnlyKey = UnitKey("")
  private let memo: Lock<Memo>
  /// ``forConvertedValues``, made on first use.
  private let converted = Lock<ResolvedFormat?>(nil)

  init(_ settings: Settings) {
    self.settings = settings
    self.isRightToLeft = ICU.isRightToLeft(localeID: settings.localeID)
    self.skeletons = SkeletonBuilder(
      width: settings.width, number: settings.number, usage: settings.usage,
      usagePrecision: settings.usagePrecision)
    self.memo = Lock(
      Memo(generation: ResolvedFormat.generation.load(ordering: .relaxed), formatters: []))
  }

  /// The same configuration with a setting changed: a new instance (the memo holds
  /// formatters for these settings only).
  func with(_ change: (inout Settings) -> Void) -> ResolvedFormat {
    var settings = self.settings
    change(&settings)
    return ResolvedFormat(settings)
  }

  /// This configuration for values measfmt converted itself (natural scale) or shows
  /// again after a `usage` conversion: as provided, rounded as ICU rounds usage output
  /// unless digits are set, no natural scale. Made once per configuration.
  func forConvertedValues() -> ResolvedFormat {
    if let made = converted.withLock({ $0 }) { return made }
    var settings = self.settings
    settings.usage = .asProvided
    settings.usagePrecision = true
    settings.unitOptions.remove(.naturalScale)
    let made = ResolvedFormat(settings)
    converted.withLock { $0 = $0 ?? made }
    return made
  }

  /// The formatter for a unit at this configuration (nil unit: number only).
  @inline(__always)
  func formatter(unit: MeasureUnit?) -> ICUNumberFormatter? {
    entry(unit: unit)?.formatter
  }

  /// The formatter for a unit, and whether the unit is one ICU has built in, with CLDR
  /// forms of its own (whose forms without a number are for 1 and 2 only), rather than
  /// one ICU composes from parts (which can lose its number at any value: ar
  /// `kilogram-meter`, he `hour-ampere`; see `repairDroppedNumber`). Beyond the memo's
  /// capacity the answer is false.
  @inline(__always)
  func formatterEntry(unit: MeasureUnit?) -> (ICUNumberFormatter, unitIsBuiltIn: Bool)? {
    guard let entry = entry(unit: unit) else { return nil }
    return (entry.formatter, entry.unitIsBuiltIn)
  }

  @inline(__always)
  private func entry(unit: MeasureUnit?) -> Entry? {
    let key = unit?.key ?? ResolvedFormat.numberOnlyKey
    let generation = ResolvedFormat.generation.load(ordering: .relaxed)
    if let found = memo.withLock({ memo -> Entry? in
      if memo.generation != generation {
        memo = Memo(generation: generation, formatters: [])
        return nil
      }
      for entry in memo.formatters where entry.key.hash == key.hash && entry.key.id == key.id {
        return entry
      }
      return nil
    }) {
      return found
    }
    guard
      let created = try? FormatterCaches.numbers.formatter(
        SkeletonKey(skeleton: skeletons.single(unit: unit?.icuIdentifier), localeID: localeID)
      ).get()
    else { return nil }
    // Asked once per unit and configuration, while the memo has room.
    let hasRoom = memo.withLock { $0.formatters.count < ResolvedFormat.memoCapacity }
    let entry = Entry(
      key: key, formatter: created,
      unitIsBuiltIn: hasRoom && unit.map { ICU.isBuiltInUnit($0.icuIdentifier) } ?? false)
    memo.withLock { memo in
      if memo.generation == generation && memo.formatters.count < ResolvedFormat.memoCapacity {
        memo.formatters.append(entry)
      }
    }
    return entry
  }
}
