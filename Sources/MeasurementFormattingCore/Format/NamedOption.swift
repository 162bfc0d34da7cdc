/// A value with a fixed set of names (the CLI's and JSON's spelling), encoded as its
/// name: the options (``UnitWidth``, ``NumberOptions/RoundingMode``, …) and the run
/// tags (``FormattedMeasurement/Part``, …). Not meant to be adopted outside this package.
///
/// ```swift
/// NumberOptions.Grouping(name: "min2")  // .min2
/// NumberOptions.Grouping.names          // ["auto", "always", "never", "min2"]
/// ```
public protocol _NamedOption: Hashable, Sendable, _NameCodable, CustomStringConvertible {
  /// Every value, in a stable order.
  static var allCases: [Self] { get }
  /// Every valid name, in the order of ``allCases``.
  static var names: [String] { get }
  /// This value's name, as the CLI spells it ("half-even", "compact-short").
  var name: String { get }
  /// The value with the given name, or nil when there is none.
  init?(name: String)
}

extension _NamedOption {
  /// Every valid name, in the order of `allCases`.
  public static var names: [String] { allCases.map(\.name) }

  /// The value with the given name, or nil when there is none.
  ///
  /// ```swift
  /// UnitWidth(name: "narrow")       // .narrow
  /// UnitWidth(name: "very-narrow")  // nil
  /// ```
  public init?(name: String) {
    guard let found = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = found
  }

  /// The name, as `name`.
  public var description: String { name }
}

/// A value written as one string in JSON: its name. Decoding parses the name and
/// fails with `DecodingError.dataCorrupted` ("unknown font …") when it is not one.
/// Not meant to be adopted outside this package.
///
/// ```swift
/// try JSONEncoder().encode(UnitWidth.narrow)  // "narrow"
/// ```
public protocol _NameCodable: Codable {
  /// What a name names, for the decoding error ("option", "font", …).
  static var _nameKind: String { get }
  /// The name written.
  var name: String { get }
  /// The value with the given name, or nil when there is none.
  init?(name: String)
}

extension _NameCodable {
  public static var _nameKind: String { "option" }

  /// Decodes a name; an unknown name is `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let value = Self(name: name) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: "unknown \(Self._nameKind) \(name)"))
    }
    self = value
  }

  /// Encodes the name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
