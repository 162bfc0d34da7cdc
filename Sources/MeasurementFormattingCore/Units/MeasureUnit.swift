/// A unit to format: a CLDR unit identifier, or a custom unit shown by its symbol.
///
/// Any CLDR core unit id works, simple (`kilometer`), compound (`kilometer-per-hour`,
/// `meter-per-square-second`, `kilowatt-hour`) or mixed (`foot-and-inch`); type-prefixed
/// ids (`length-kilometer`) are accepted too.
///
/// ```swift
/// let speed = try MeasureUnit("kilometer-per-hour")
/// speed.identifier            // "kilometer-per-hour"
/// try MeasureUnit("length-kilometer").identifier  // "kilometer"
/// ```
///
/// ## Units CLDR renamed
///
/// CLDR renames a unit now and then: CLDR 48 calls `permillion` `part-per-1e6` and
/// `milligram-per-deciliter` `milligram-ofglucose-per-deciliter`. ``identifier`` is the
/// newest name measfmt knows (CLDR 48's), whichever name was given and whichever ICU is
/// in use — ICU 72 and 76 know only `permillion`, ICU 78 only `part-per-1e6`, and measfmt
/// calls each by the name it knows. Old and new names parse on every ICU and make equal
/// units, so a `Set<MeasureUnit>` or a dictionary holds a renamed unit once:
///
/// ```swift
/// try MeasureUnit("permillion").identifier                     // "part-per-1e6"
/// try MeasureUnit("permillion") == MeasureUnit("part-per-1e6")  // true, on every ICU
/// try MeasureUnit("permillion-per-second").identifier          // "part-per-1e6-second"
/// ```
///
/// Units ICU reports back (the output unit of a ``Usage``, the components of a mixed
/// unit) carry the new names too, and so does what ``encode(to:)`` writes; decoding takes
/// either name.
public struct MeasureUnit: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The CLDR identifier, in CLDR's newest names (`part-per-1e6`, never `permillion`:
  /// see "Units CLDR renamed"); empty for a custom unit.
  public let identifier: String
  /// For a custom unit (one CLDR lacks), the symbol shown instead.
  public let customSymbol: String?
  /// Whether the unit is mixed (`foot-and-inch`).
  public let isMixed: Bool
  /// The identifier with its hash, computed once: the formatter memo is keyed by it.
  let key: UnitKey
  /// The identifier in the names the ICU in use knows: ``identifier`` but for a unit CLDR
  /// renamed that this ICU knows only by its old name (`permillion` on ICU 72 and 76).
  /// Every call into ICU and every conversion takes this one.
  let icuIdentifier: String

  /// Units are equal when their identifiers are (or their custom symbols): what was
  /// typed, and the name the ICU in use knows, do not matter.
  public static func == (a: MeasureUnit, b: MeasureUnit) -> Bool {
    a.key == b.key && a.customSymbol == b.customSymbol
  }

  /// Hashes what ``==(_:_:)`` compares: the identifier (or the custom symbol).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(customSymbol)
  }

  enum CodingKeys: String, CodingKey {
    case identifier, customSymbol, isMixed
  }

  /// Decodes a unit written by ``encode(to:)``: a custom unit by its symbol, any other by
  /// its identifier, which is checked as ``init(_:)-(String)`` checks it (an unknown one is
  /// ``MeasurementFormatError/unknownUnit(_:suggestions:)``).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let symbol = try c.decodeIfPresent(String.self, forKey: .customSymbol) {
      self.init(customSymbol: symbol)
    } else {
      try self.init(c.decode(String.self, forKey: .identifier))
    }
  }

  /// Encodes the identifier, the custom symbol if any, and whether the unit is mixed.
  ///
  /// ```swift
  /// try JSONEncoder().encode(MeasureUnit.kilometerPerHour)
  /// // {"identifier":"kilometer-per-hour","isMixed":false} (keys in any order)
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(identifier, forKey: .identifier)
    try c.encodeIfPresent(customSymbol, forKey: .customSymbol)
    try c.encode(isMixed, forKey: .isMixed)
  }

  /// A CLDR unit identifier.
  ///
  /// Only identifiers: a symbol such as `km` or `km/h` is refused, with the identifier it
  /// stands for as the suggestion (``init(symbol:)`` takes symbols and identifiers both).
  ///
  /// ```swift
  /// try MeasureUnit("kilometer-per-hour").identifier  // "kilometer-per-hour"
  /// try MeasureUnit("km")  // throws: unknown unit 'km'; did you mean 'kilometer'?
  /// ```
  /// - Parameter identifier: a CLDR core unit id, simple, compound, mixed or
  ///   type-prefixed (`length-kilometer`).
  /// - Throws: ``MeasurementFormatError/unknownUnit(_:suggestions:)`` when ICU does not
  ///   know the unit: with the identifier of the unit it means when it is a symbol or a
  ///   name (`km`, `km/h`, `kilometres`), else the closest known identifiers;
  ///   ``MeasurementFormatError/incompatibleUnits(_:_:)`` for a mixed unit of different
  ///   quantities (`meter-and-kilogram`).
  public init(_ identifier: String) throws(MeasurementFormatError) {
    if let resolved = MeasureUnit.resolve(identifier) {
      if let (a, b) = resolved.incompatibleComponents { throw .incompatibleUnits(a, b) }
      self = resolved
    } else {
      throw .unknownUnit(identifier, suggestions: Self.identifierSuggestions(for: identifier))
    }
  }

  /// The unit an identifier names, without suggestions (cheap to fail): nil for an
  /// unknown id and for a mixed unit of different quantities.
  static func parse(identifier: String) -> MeasureUnit? {
    guard let resolved = resolve(identifier), resolved.incompatibleComponents == nil
    else { return nil }
    return resolved
  }

  /// ICU parses "meter-and-kilogram"; a mixed unit's components must measure one
  /// quantity. The first two that do not.
  private var incompatibleComponents: (String, String)? {
    guard isMixed else { return nil }
    let parts = components
    for (a, b) in zip(parts, parts.dropFirst()) where !a.isConvertible(to: b) {
      return (a.identifier, b.identifier)
    }
    return nil
  }

  /// What an unknown identifier may have meant: the unit a symbol or name stands for
  /// ("km" → kilometer; "mb" → megabyte, megabit, millibar; "MM" → megameter,
  /// millimeter), else the closest ids.
  private static func identifierSuggestions(for text: String) -> [String] {
    switch UnitSymbolParser.parse(text, suggesting: false) {
    case .unit(let unit): return [unit.identifier]
    case .ambiguous(let symbols): return symbols.map { UnitSymbols.table[$0] ?? $0 }
    case .unknown(let symbols) where !symbols.isEmpty:
      return symbols.map { UnitSymbols.table[$0] ?? $0 }
    case .unknown: return UnitCatalog.suggestions(for: text)
    }
  }

  /// A unit shown by its symbol, for a unit CLDR lacks.
  ///
  /// ```swift
  /// let f = MeasureUnit(customSymbol: "smoot")
  /// try MeasurementFormat(locale: "en").format(3, unit: f).string  // "3 smoot"
  /// ```
  public init(customSymbol: String) {
    identifier = ""
    icuIdentifier = ""
    self.customSymbol = customSymbol
    isMixed = false
    key = UnitKey.empty
  }

  /// A unit by its identifier in CLDR's newest names (`part-per-1e6`), as ICU
  /// canonicalises ids; the name for the ICU in use follows from it.
  package init(canonical: String, isMixed: Bool = false) {
    self.init(
      canonical: canonical, icuIdentifier: UnitRenames.icuNames(canonical), isMixed: isMixed)
  }

  private init(canonical: String, icuIdentifier: String, isMixed: Bool) {
    identifier = canonical
    self.icuIdentifier = icuIdentifier
    customSymbol = nil
    self.isMixed = isMixed
    key = UnitKey(canonical)
  }

  /// The identifier, or a custom unit's symbol: "kilometer-per-hour", "gr".
  public var description: String { customSymbol ?? identifier }

  /// Whether this is a custom unit shown by its symbol.
  public var isCustom: Bool { customSymbol != nil }

  /// The component units of a mixed unit (`foot-and-inch` → foot, inch), or itself, in
  /// the identifier's order: the order they are written in. A value in a mixed unit is in
  /// its largest component's unit, whatever the order (`inch-and-foot` → "6 in, 5 ft"
  /// for 5.5).
  public var components: [MeasureUnit] {
    guard isMixed else { return [self] }
    let names = identifier.split(separator: "-and-")
    let icuNames = icuIdentifier.split(separator: "-and-")
    guard names.count == icuNames.count else {
      return names.map { MeasureUnit(canonical: String($0)) }
    }
    return zip(names, icuNames).map {
      MeasureUnit(canonical: String($0), icuIdentifier: String($1), isMixed: false)
    }
  }

  private static func resolve(_ identifier: String) -> MeasureUnit? {
    var id = identifier.trimmingASCIIWhitespace()
    // Common spellings of CLDR's "arc-minute"/"arc-second" inside mixed ids.
    if id.contains("arcminute") || id.contains("arcsecond") {
      id = id.replacing("arcminute", with: "arc-minute").replacing("arcsecond", with: "arc-second")
    }
    // ICU's parser is linear, but there is no reason to hand it megabytes.
    guard !id.isEmpty, id.utf8.count <= 200,
      id.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D })
    else { return nil }
    if let unit = resolveWithICU(id) { return unit }
    // "length-kilometer": a type prefix. Tried after the whole id, because
    // "light-year" is a unit although "light" looks like a prefix.
    for type in UnitCatalog.types {
      let prefix = type + "-"
      if id.hasPrefix(prefix), let unit = resolveWithICU(String(id.dropFirst(prefix.count))) {
        return unit
      }
    }
    return nil
  }

  /// Old names made new, spelled for the ICU in use, canonicalised by ICU; the identifier
  /// is ICU's canonical id in the new names.
  private static func resolveWithICU(_ id: String) -> MeasureUnit? {
    guard
      let (canonical, complexity) = ICU.canonicalUnit(
        UnitRenames.icuNames(UnitRenames.newNames(id)))
    else { return nil }
    return MeasureUnit(
      canonical: UnitRenames.newNames(canonical), icuIdentifier: canonical, isMixed: complexity == 2
    )
  }
}

/// A unit identifier with its hash computed once (hashing a string costs more than
/// the rest of a memo lookup).
struct UnitKey: Hashable, Sendable {
  let id: String
  let hash: Int

  init(_ id: String) {
    self.id = id
    self.hash = id.hashValue
  }

  /// The key of "" (custom units, the number alone), hashed once.
  static let empty = UnitKey("")

  static func == (a: UnitKey, b: UnitKey) -> Bool { a.hash == b.hash && a.id == b.id }
  func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

extension String {
  func trimmingASCIIWhitespace() -> String {
    let utf8 = self.utf8
    guard let first = utf8.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
      let last = utf8.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })
    else { return "" }
    return String(self[first...last])
  }
}
