/// A value with a fixed set of names (the CLI's and JSON's spelling), encoded as its
/// name: the options (``UnitWidth``, ``NumberOptions/RoundingMode``, …) and the run
/// tags (``FormattedMeasurement/Part``, …). Package-only: each public type declares its
/// own `init?(name:)`, `names`, `description` and `Codable` members (forwarding to the
/// helpers here), so no protocol of this package's making is public API.
package protocol NamedOption: Hashable, Sendable, NameCodable, CustomStringConvertible {
  /// Every value, in a stable order.
  static var allCases: [Self] { get }
}

extension NamedOption {
  /// Every valid name, in the order of `allCases`.
  package static var optionNames: [String] { allCases.map(\.name) }

  /// The value with the given name, or nil when there is none.
  package init?(optionNamed name: String) {
    guard let found = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = found
  }
}

/// A value written as one string in JSON: its name. Decoding parses the name and
/// fails with `DecodingError.dataCorrupted` ("unknown font …") when it is not one.
package protocol NameCodable: Codable {
  /// What a name names, for the decoding error ("option", "font", …).
  static var nameKind: String { get }
  /// The name written.
  var name: String { get }
  /// The value with the given name, or nil when there is none.
  init?(name: String)
}

extension NameCodable {
  package static var nameKind: String { "option" }

  /// Decodes a name; an unknown name is `DecodingError.dataCorrupted`.
  package init(decodingNameFrom decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let value = Self(name: name) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: "unknown \(Self.nameKind) \(name)"))
    }
    self = value
  }

  /// Encodes the name.
  package func encodeName(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
