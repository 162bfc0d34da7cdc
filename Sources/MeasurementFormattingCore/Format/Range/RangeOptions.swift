/// How a range is written: which parts its two ends share ("3–5 km" or "3 km – 5 km"),
/// and what a range whose ends read the same becomes ("~5 km", "5 km" or "5–5 km"):
/// ICU's range collapse and identity fallback.
///
/// The defaults are ECMA-402's `formatRange`: the parts the locale shares collapsed
/// (``Collapse-swift.struct/automatic``), and "~5 km" for ends that read the same
/// (``IdentityFallback-swift.struct/approximately``).
///
/// ```swift
/// var format = try MeasurementFormat(locale: "en")
/// format.range = RangeOptions(collapse: .none)
/// format.formatRange(3, 5, unit: .kilometer).string  // "3 km – 5 km"
/// format.range = RangeOptions(identityFallback: .singleValue)
/// format.formatRange(5, 5, unit: .kilometer).string  // "5 km"
/// ```
public struct RangeOptions: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Which parts the two ends share.
  public var collapse: Collapse
  /// What a range whose ends read the same becomes.
  public var identityFallback: IdentityFallback

  /// Range options; each left out is ECMA-402's default.
  ///
  /// ```swift
  /// RangeOptions(collapse: .none, identityFallback: .range)
  /// ```
  /// - Parameters:
  ///   - collapse: Which parts the two ends share (default: as the locale does).
  ///   - identityFallback: What a range whose ends read the same becomes (default: "~5 km").
  public init(
    collapse: Collapse = .automatic, identityFallback: IdentityFallback = .approximately
  ) {
    self.collapse = collapse
    self.identityFallback = identityFallback
  }

  private enum CodingKeys: String, CodingKey {
    case collapse, identityFallback
  }

  /// Decodes the options; each left out takes its default, an unknown name fails.
  ///
  /// ```swift
  /// try JSONDecoder().decode(RangeOptions.self, from: Data(#"{"collapse":"none"}"#.utf8))
  /// // RangeOptions(collapse: .none)
  /// ```
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      collapse: try c.decodeIfPresent(Collapse.self, forKey: .collapse) ?? .automatic,
      identityFallback: try c.decodeIfPresent(IdentityFallback.self, forKey: .identityFallback)
        ?? .approximately)
  }

  /// Encodes the options that are not their defaults.
  ///
  /// ```swift
  /// try JSONEncoder().encode(RangeOptions(collapse: .none))  // {"collapse":"none"}
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    if collapse != .automatic { try c.encode(collapse, forKey: .collapse) }
    if identityFallback != .approximately {
      try c.encode(identityFallback, forKey: .identityFallback)
    }
  }

  /// The options as the initialiser that makes them, the defaults left out.
  ///
  /// ```swift
  /// print(RangeOptions(collapse: .none))  // RangeOptions(collapse: .none)
  /// ```
  public var description: String {
    var arguments: [String] = []
    if collapse != .automatic { arguments.append("collapse: .\(collapse.option)") }
    if identityFallback != .approximately {
      arguments.append("identityFallback: .\(identityFallback.option)")
    }
    return "RangeOptions(" + arguments.joined(separator: ", ") + ")"
  }

  /// Which parts the two ends of a range share (ICU's `UNumberRangeCollapse`).
  public struct Collapse: Hashable, Sendable, Codable, CustomStringConvertible, NamedOption {
    /// In ICU's order: a case's index is its `UNumberRangeCollapse` (ICURangeFormatter).
    enum Option: String, CaseIterable, Sendable {
      case automatic = "auto"
      case none, unit, all
    }
    let option: Option

    /// As the locale does: the unit once where it can be ("3–5 km", "3–5 thousand
    /// kilometers"), and once on each end where the ends' units differ in form.
    public static let automatic = Self(option: .automatic)
    /// Nothing shared: "3 km – 5 km".
    public static let none = Self(option: .none)
    /// The unit shared, not a compact scale or an exponent: "3 thousand – 5 thousand
    /// kilometers", "3K – 5K km".
    public static let unit = Self(option: .unit)
    /// The unit and a compact scale or exponent shared: "3–5K km", "3–5E3 km".
    public static let all = Self(option: .all)

    /// Every collapse: auto, none, unit, all.
    public static let allCases = Option.allCases.map(Self.init(option:))
    /// The name the CLI uses: "auto", "none", "unit" or "all".
    public var name: String { option.rawValue }
  }

  /// What a range whose two ends read the same becomes (ICU's
  /// `UNumberRangeIdentityFallback`), as 5...5 km and 4.9999999...5 km show.
  public struct IdentityFallback: Hashable, Sendable, Codable, CustomStringConvertible,
    NamedOption
  {
    /// In ICU's order: a case's index is its `UNumberRangeIdentityFallback`
    /// (ICURangeFormatter).
    enum Option: String, CaseIterable, Sendable {
      case singleValue = "single-value"
      case approximatelyOrSingleValue = "approximately-or-single-value"
      case approximately
      case range
    }
    let option: Option

    /// One value: "5 km" for both.
    public static let singleValue = Self(option: .singleValue)
    /// One value when the ends are equal, "approximately" when only their rounding is:
    /// "5 km", "~5 km".
    public static let approximatelyOrSingleValue = Self(option: .approximatelyOrSingleValue)
    /// The value marked approximate: "~5 km" for both (the locale's sign: ja "約5 km").
    public static let approximately = Self(option: .approximately)
    /// A range all the same: "5–5 km".
    public static let range = Self(option: .range)

    /// Every fallback: single-value, approximately-or-single-value, approximately, range.
    public static let allCases = Option.allCases.map(Self.init(option:))
    /// The name the CLI uses: "single-value", "approximately", …
    public var name: String { option.rawValue }
  }
}

extension RangeOptions.Collapse {
  /// The collapse with the given name, or nil when there is none: ``name`` read back.
  ///
  /// ```swift
  /// RangeOptions.Collapse(name: "none")  // .none
  /// RangeOptions.Collapse(name: "bogus")  // nil
  /// ```
  /// - Parameter name: One of ``names``.
  public init?(name: String) { self.init(optionNamed: name) }

  /// Every name, in the order of `allCases`: what ``init(name:)`` accepts.
  ///
  /// ```swift
  /// RangeOptions.Collapse.names  // ["auto", "none", "unit", "all"]
  /// ```
  public static var names: [String] { optionNames }

  /// The name, as ``name``: what `print` shows.
  ///
  /// ```swift
  /// print(RangeOptions.Collapse.automatic)  // auto
  /// ```
  public var description: String { name }

  /// Decodes the name, one JSON string; an unknown name is `DecodingError.dataCorrupted`.
  ///
  /// ```swift
  /// try JSONDecoder().decode(RangeOptions.Collapse.self, from: Data(#""unit""#.utf8))  // .unit
  /// ```
  public init(from decoder: any Decoder) throws { try self.init(decodingNameFrom: decoder) }

  /// Encodes the name, as one JSON string.
  ///
  /// ```swift
  /// try JSONEncoder().encode(RangeOptions.Collapse.none)  // "none"
  /// ```
  public func encode(to encoder: any Encoder) throws { try encodeName(to: encoder) }
}

extension RangeOptions.IdentityFallback {
  /// The fallback with the given name, or nil when there is none: ``name`` read back.
  ///
  /// ```swift
  /// RangeOptions.IdentityFallback(name: "single-value")  // .singleValue
  /// RangeOptions.IdentityFallback(name: "bogus")  // nil
  /// ```
  /// - Parameter name: One of ``names``.
  public init?(name: String) { self.init(optionNamed: name) }

  /// Every name, in the order of `allCases`: what ``init(name:)`` accepts.
  ///
  /// ```swift
  /// RangeOptions.IdentityFallback.names.contains("range")  // true
  /// ```
  public static var names: [String] { optionNames }

  /// The name, as ``name``: what `print` shows.
  ///
  /// ```swift
  /// print(RangeOptions.IdentityFallback.singleValue)  // single-value
  /// ```
  public var description: String { name }

  /// Decodes the name, one JSON string; an unknown name is `DecodingError.dataCorrupted`.
  ///
  /// ```swift
  /// try JSONDecoder().decode(RangeOptions.IdentityFallback.self, from: Data(#""range""#.utf8))
  /// // .range
  /// ```
  public init(from decoder: any Decoder) throws { try self.init(decodingNameFrom: decoder) }

  /// Encodes the name, as one JSON string.
  ///
  /// ```swift
  /// try JSONEncoder().encode(RangeOptions.IdentityFallback.range)  // "range"
  /// ```
  public func encode(to encoder: any Encoder) throws { try encodeName(to: encoder) }
}
