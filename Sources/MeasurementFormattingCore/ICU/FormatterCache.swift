/// Opened ICU formatters of one kind, shared by every thread, keyed by what opens one (a
/// skeleton and a locale id), with what ICU refused: a ``BoundedCache`` of results.
///
/// Opening an ICU formatter costs far more than using one, so each is opened once per
/// key and kept; so is a refusal (a skeleton ICU rejects is not tried again on every
/// call). When full, the oldest entry is dropped; a formatter still in use stays alive
/// through its reference count.
final class FormatterCache<Key: Hashable & Sendable, Formatter: AnyObject & Sendable>: Sendable {
  private let entries: BoundedCache<Key, Result<Formatter, ICUError>>
  private let open: @Sendable (Key) throws(ICUError) -> Formatter

  /// A cache of at most `capacity` entries; `open` opens the formatter for a key.
  init(capacity: Int, open: @escaping @Sendable (Key) throws(ICUError) -> Formatter) {
    entries = BoundedCache(capacity: capacity)
    self.open = open
  }

  /// The most entries held.
  var capacity: Int { entries.capacity }

  /// The number of entries held now (formatters and refusals).
  var count: Int { entries.count }

  /// Cache hits and misses since start (for tests and the benchmark).
  var statistics: (hits: Int, misses: Int) { entries.statistics }

  func removeAll() { entries.removeAll() }

  /// The formatter for `key`, opened on first use, or the error ICU gave when it was
  /// opened.
  func formatter(_ key: Key) -> Result<Formatter, ICUError> {
    entries.value(for: key) { key in Result { () throws(ICUError) in try open(key) } }
  }
}

/// What opens a number formatter: a skeleton, a locale id, and a grammatical case ("" for
/// none).
struct SkeletonKey: Hashable, Sendable {
  var skeleton: String
  var localeID: String
  var grammaticalCase = ""
}

/// What opens a range formatter: a skeleton, a locale id, how it collapses and what a
/// range whose ends read the same becomes.
struct RangeKey: Hashable, Sendable {
  var skeleton: String
  var localeID: String
  var range = RangeOptions()
  var grammaticalCase = ""
}

/// What opens a spell-out formatter: a locale id and a grammatical gender.
struct SpellOutKey: Hashable, Sendable {
  var localeID: String
  var gender: String
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
    try ICUNumberFormatter(
      skeleton: key.skeleton, localeID: key.localeID, grammaticalCase: key.grammaticalCase)
  }
  /// Number formatters that report the output unit of a `usage` (ICU's C++ formatter).
  static let numbersWithOutputUnit = FormatterCache<SkeletonKey, ICUNumberFormatter>(
    capacity: 128
  ) { key throws(ICUError) in
    try ICUNumberFormatter(
      skeleton: key.skeleton, localeID: key.localeID, wantsOutputUnit: true,
      grammaticalCase: key.grammaticalCase)
  }
  /// Range formatters (`unumrf`).
  static let ranges = FormatterCache<RangeKey, ICURangeFormatter>(capacity: 128) {
    key throws(ICUError) in
    try ICURangeFormatter(
      skeleton: key.skeleton, localeID: key.localeID, range: key.range,
      grammaticalCase: key.grammaticalCase)
  }
  /// List formatters of units (`ulistfmt`).
  static let lists = FormatterCache<ListKey, ICUListFormatter>(capacity: 64) {
    key throws(ICUError) in
    try ICUListFormatter(localeID: key.localeID, width: key.width)
  }

  /// Spell-out formatters (`RuleBasedNumberFormat`), by locale and gender.
  static let spellOut = FormatterCache<SpellOutKey, ICUSpellOutFormatter>(capacity: 64) {
    key throws(ICUError) in
    try ICUSpellOutFormatter(localeID: key.localeID, gender: key.gender)
  }

  /// Empties every cache (formatters in use stay alive until their users let go).
  static func removeAll() {
    numbers.removeAll()
    numbersWithOutputUnit.removeAll()
    ranges.removeAll()
    lists.removeAll()
    spellOut.removeAll()
  }
}
