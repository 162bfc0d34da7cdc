/// A format's configuration, stored once, and what formatting with it keeps: the text
/// direction, the ICU formatters it has used (by path and unit, refusals included) and
/// the configurations it derives.
///
/// Every copy of a ``MeasurementFormat`` shares one, and so does every thread: what it
/// keeps is published once and never replaced (`Concurrency/Published.swift`), so a
/// call that finds its formatter takes no lock, touches no reference count and writes
/// no shared memory. The first call of each unit builds the skeleton and asks the shared
/// caches (`FormatterCaches`); past ``maximumFormatters`` units it asks them every time.
/// What is kept lives as long as the format: ``MeasurementFormat/removeCachedFormatters()``
/// empties the shared caches only.
final class ResolvedFormat: Sendable {
  let configuration: MeasurementFormat.Configuration
  let isRightToLeft: Bool
  /// Whether numbers are spelled out (formatted in digits, then written in words).
  let spellsOut: Bool
  /// Whether results carry their spoken form (formatted without it, then at full width).
  let speaks: Bool

  /// The most number formatters kept per format (units × paths).
  static let maximumFormatters = 32

  /// What a number formatter is for.
  enum Path: UInt8, Sendable {
    /// A single unit, or the number alone.
    case single
    /// A `usage` format, reporting its output unit.
    case usage
    /// The components of a mixed unit: written first (whole, with the sign), another
    /// larger one (whole), the smallest (the number options), the smallest written first
    /// (`inch-and-foot`: the number options and the sign).
    case mixedFirst, mixedMiddle, mixedSmallest, mixedSmallestFirst
    /// The smallest component as ICU rounds it before it carries: in a notation other
    /// than the standard one, the number options without the notation.
    case mixedRounding
  }

  /// A number formatter kept for a path and unit: nil when ICU refused its skeleton.
  final class NumberEntry: Sendable {
    let path: Path
    let unit: UnitKey
    let formatter: ICUNumberFormatter?
    /// `formatter`, to lend without a retain (the entry owns it).
    private let lent: Unmanaged<ICUNumberFormatter>?
    /// Whether the unit is one ICU has built in, with CLDR forms of its own (whose forms
    /// without a number are for 1 and 2 only), rather than one ICU composes from parts
    /// (which can lose its number at any value: ar `kilogram-meter`, he `hour-ampere`;
    /// see `repairDroppedNumber`). False for the number alone and for other paths.
    let unitIsBuiltIn: Bool
    /// Whether ICU's percent sign is the unit (`percent`, `permille`), as ECMA-402 tags it
    /// for `style: "unit"`, rather than a `percentSign` of the number.
    let percentIsUnit: Bool

    init(path: Path, unit: UnitKey, formatter: ICUNumberFormatter?, unitIsBuiltIn: Bool) {
      self.path = path
      self.unit = unit
      self.percentIsUnit = unit.id == "percent" || unit.id == "permille"
      self.formatter = formatter
      self.lent = formatter.map { Unmanaged.passUnretained($0) }
      self.unitIsBuiltIn = unitIsBuiltIn
    }

    /// Runs `body` with the formatter, borrowed (no reference count is touched); nil when
    /// ICU refused it.
    @inline(__always)
    func withFormatter<R>(_ body: (ICUNumberFormatter) -> R) -> R? {
      guard let lent else { return nil }
      return lent._withUnsafeGuaranteedRef(body)
    }

    @inline(__always)
    func matches(_ path: Path, _ unit: UnitKey) -> Bool {
      self.path == path && self.unit == unit
    }
  }

  /// A value kept under a key, published once: a range formatter for a unit ("" for plain
  /// numbers; nil when ICU refused it), a configuration derived from this one (nil when the
  /// derivation changes nothing: the format itself, which an entry does not hold, no
  /// cycle), the list formatter of mixed units at this width, the range's pieces.
  final class Kept<Key: Sendable, Value: Sendable>: Sendable {
    let key: Key
    let value: Value

    init(_ key: Key, _ value: Value) {
      self.key = key
      self.value = value
    }
  }

  /// The locale's range separator and approximately sign (see `rangePieces()`).
  typealias RangePieces = (separator: String, approximatelySign: String)

  /// The configurations formatting derives from a format's.
  enum Derivation: UInt8, Sendable, CaseIterable {
    /// For values measfmt converted itself (natural scale) or shows again after a `usage`
    /// conversion: as provided, rounded as ICU rounds usage output unless digits are
    /// set, no natural scale.
    case convertedValues
    /// The number alone: the unit hidden, as provided.
    case numberOnly
    /// The pattern a custom unit's symbol is put in: abbreviated, as provided, the unit
    /// shown.
    case customReference
    /// Without the usage.
    case asProvided
    /// Another width (the repair of a dropped number tries them).
    case narrow, abbreviated, wide
    /// Numbers in digits (the format of a spelled-out number before its words).
    case digits
    /// The text shown of a format with a spoken form: the same without it.
    case unspoken
    /// The spoken form: at full width, without a spoken form of its own; a clock's
    /// components by name.
    case spoken
    /// The spoken form of compact notation: its long form ("5 thousand", not "5K").
    case spokenCompactLong
    /// The same with its spoken form (Apple's attributed style carries it).
    case speaking

    static func width(_ width: UnitWidth) -> Derivation {
      switch width.option {
      case .narrow, .numeric: .narrow
      case .abbreviated: .abbreviated
      case .wide: .wide
      }
    }

    func apply(to configuration: inout MeasurementFormat.Configuration) {
      switch self {
      case .convertedValues:
        configuration.usage = .asProvided
        configuration.usagePrecision = true
        configuration.unitOptions.remove(.naturalScale)
      case .numberOnly:
        configuration.hidesUnit = true
        configuration.usage = .asProvided
      case .customReference:
        configuration.width = .abbreviated
        configuration.usage = .asProvided
        configuration.hidesUnit = false
      case .asProvided:
        configuration.usage = .asProvided
      case .narrow: configuration.width = .narrow
      case .abbreviated: configuration.width = .abbreviated
      case .wide: configuration.width = .wide
      case .digits: configuration.number.notation = nil
      case .unspoken: configuration.includesSpokenForm = false
      case .spoken:
        configuration.includesSpokenForm = false
        configuration.width = .wide
      case .spokenCompactLong:
        configuration.includesSpokenForm = false
        configuration.width = .wide
        configuration.number.notation = .compactLong
      case .speaking: configuration.includesSpokenForm = true
      }
    }
  }

  private let numbers = PublishedTable<NumberEntry>(slotCount: 2 * maximumFormatters)
  private let ranges = PublishedTable<Kept<UnitKey, ICURangeFormatter?>>(slotCount: 16)
  private let derivedFormats = PublishedTable<Kept<Derivation, ResolvedFormat?>>(slotCount: 16)
  private let clocks = PublishedTable<Kept<UnitKey, ClockPlan?>>(slotCount: 16)
  private let fitSteps = PublishedTable<Kept<FitStep, ResolvedFormat>>(slotCount: 16)
  private let list = PublishedReference<Kept<Void, ICUListFormatter?>>()
  private let range = PublishedReference<Kept<Void, RangePieces>>()

  init(_ configuration: MeasurementFormat.Configuration) {
    self.configuration = configuration
    self.isRightToLeft = ICU.isRightToLeft(localeID: configuration.localeID)
    self.spellsOut = configuration.number.notation == .spellOut
    self.speaks = configuration.includesSpokenForm
  }

  var localeID: String { configuration.localeID }
  var width: UnitWidth { configuration.width }
  var number: NumberOptions { configuration.number }
  var usage: Usage { configuration.usage }
  var hidesUnit: Bool { configuration.hidesUnit }
  var unitOptions: UnitOptions { configuration.unitOptions }

  /// The same configuration with a setting changed: a new instance (what it keeps is for
  /// these settings only).
  func with(_ change: (inout MeasurementFormat.Configuration) -> Void) -> ResolvedFormat {
    var configuration = self.configuration
    change(&configuration)
    return ResolvedFormat(configuration)
  }

  /// A derived configuration, made once and kept (this one when nothing changes).
  func derived(_ derivation: Derivation) -> ResolvedFormat {
    let hash = Int(derivation.rawValue)
    if let found = derivedFormats.lookup(hash: hash, where: { $0.key == derivation }) {
      return found._withUnsafeGuaranteedRef { $0.value } ?? self
    }
    var configuration = self.configuration
    derivation.apply(to: &configuration)
    // A derivation that changes nothing is kept too (a custom unit's reference is most
    // often the format itself), as an entry without a format: a format never holds itself.
    let made = Kept(
      derivation, configuration == self.configuration ? nil : ResolvedFormat(configuration))
    let entry = derivedFormats.insert(made, hash: hash, where: { $0.key == derivation }) ?? made
    return entry.value ?? self
  }

  // MARK: Formatters

  /// The number formatter kept for a path and unit (nil unit: the number alone), lent to
  /// `body`: found without a lock, or looked for in the shared cache and kept.
  @inline(__always)
  func withNumberEntry<R>(_ path: Path, unit: MeasureUnit?, _ body: (NumberEntry) -> R) -> R {
    let key = unit?.key ?? Self.numberOnlyKey
    if let found = numbers.lookup(
      hash: key.hash &+ Int(path.rawValue), where: { $0.matches(path, key) })
    {
      return found._withUnsafeGuaranteedRef(body)
    }
    return body(numberEntry(path, unit: unit, key: key))
  }

  /// How many number formatters (and refusals) and derived configurations are kept (for
  /// tests).
  var keptCounts: (formatters: Int, derived: Int) { (numbers.count, derivedFormats.count) }

  /// The number formatter for a single unit (nil: the number alone), or nil when ICU
  /// refuses it.
  @inline(__always)
  func formatter(unit: MeasureUnit?) -> ICUNumberFormatter? {
    withNumberEntry(.single, unit: unit) { $0.formatter }
  }

  private static let numberOnlyKey = UnitKey.empty

  /// Looks for a formatter in the shared cache and keeps it (or ICU's refusal).
  private func numberEntry(_ path: Path, unit: MeasureUnit?, key: UnitKey) -> NumberEntry {
    let skeleton: String
    switch path {
    case .single: skeleton = configuration.singleSkeleton(unit: unit?.icuIdentifier)
    case .usage: skeleton = configuration.usageSkeleton(unit: unit?.icuIdentifier ?? "")
    case .mixedFirst:
      skeleton = configuration.mixedSkeleton(unit: unit?.icuIdentifier ?? "", position: .first)
    case .mixedMiddle:
      skeleton = configuration.mixedSkeleton(unit: unit?.icuIdentifier ?? "", position: .middle)
    case .mixedSmallest:
      skeleton = configuration.mixedSkeleton(unit: unit?.icuIdentifier ?? "", position: .smallest)
    case .mixedRounding:
      skeleton = configuration.mixedRoundingSkeleton(unit: unit?.icuIdentifier ?? "")
    case .mixedSmallestFirst:
      skeleton = configuration.mixedSkeleton(
        unit: unit?.icuIdentifier ?? "", position: .smallestFirst)
    }
    let cache = path == .usage ? FormatterCaches.numbersWithOutputUnit : FormatterCaches.numbers
    let formatter = try? cache.formatter(
      SkeletonKey(
        skeleton: skeleton, localeID: localeID,
        grammaticalCase: configuration.grammaticalCase?.icuName ?? "")
    ).get()
    let builtIn =
      path == .single && formatter != nil
      && unit.map { ICU.isBuiltInUnit($0.icuIdentifier) } ?? false
    let made = NumberEntry(path: path, unit: key, formatter: formatter, unitIsBuiltIn: builtIn)
    return numbers.insert(
      made, hash: key.hash &+ Int(path.rawValue), where: { $0.matches(path, key) })
      ?? made
  }

  /// The range formatter kept for a unit (nil: plain numbers), or nil when ICU refuses it.
  func rangeFormatter(unit: MeasureUnit?) -> ICURangeFormatter? {
    let key = unit?.key ?? Self.numberOnlyKey
    if let found = ranges.lookup(hash: key.hash, where: { $0.key == key }) {
      return found._withUnsafeGuaranteedRef { $0.value }
    }
    let skeleton =
      unit.map { configuration.rangeSkeleton(unit: $0.icuIdentifier) } ?? Skeleton.plainNumbers
    let formatter = try? FormatterCaches.ranges.formatter(
      RangeKey(
        skeleton: skeleton, localeID: localeID, range: configuration.range,
        grammaticalCase: configuration.grammaticalCase?.icuName ?? "")
    ).get()
    let made = Kept(key, formatter)
    return (ranges.insert(made, hash: key.hash, where: { $0.key == key }) ?? made).value
  }

  /// How a unit is written as a clock (``ClockPlan``), made once and kept; nil when it
  /// is none.
  func clockPlan(_ unit: MeasureUnit) -> ClockPlan? {
    let key = unit.key
    if let found = clocks.lookup(hash: key.hash, where: { $0.key == key }) {
      return found._withUnsafeGuaranteedRef { $0.value }
    }
    let made = Kept(key, ClockPlan.make(unit: unit, format: self))
    return (clocks.insert(made, hash: key.hash, where: { $0.key == key }) ?? made).value
  }

  /// A form ``MeasurementFormat/format(_:unit:fitting:)`` tries, made once and kept
  /// (past the table's room, made each time).
  func fitStep(_ step: FitStep) -> ResolvedFormat {
    if let found = fitSteps.lookup(hash: step.hash, where: { $0.key == step }) {
      return found._withUnsafeGuaranteedRef { $0.value }
    }
    let made = Kept(step, with(step.apply))
    return (fitSteps.insert(made, hash: step.hash, where: { $0.key == step }) ?? made).value
  }

  /// The list formatter of mixed units at this width, or nil when ICU refuses it.
  var listFormatter: ICUListFormatter? {
    list.value {
      Kept(
        (),
        try? FormatterCaches.lists.formatter(
          ListKey(localeID: localeID, width: width.icuListWidth)
        ).get())
    }._withUnsafeGuaranteedRef { $0.value }
  }

  /// The locale's range separator ("–", " – ", "～") and approximately sign ("~"): ICU's
  /// range format of 1–2 and of 1–1, number only, with the default range options (an
  /// identity fallback of `range` shows no sign); "–" and "~" if ICU marks no ends.
  var rangePieces: RangePieces {
    range.value {
      let formatter = try? FormatterCaches.ranges.formatter(
        RangeKey(skeleton: Skeleton.plainNumbers, localeID: localeID)
      ).get()
      return Kept(
        (),
        (
          separator: formatter?.separator() ?? "–",
          approximatelySign: formatter?.approximatelySign() ?? "~"
        ))
    }._withUnsafeGuaranteedRef { $0.value }
  }
}
