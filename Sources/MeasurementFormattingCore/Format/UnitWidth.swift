/// How long the unit is written, as in Apple's `Measurement.FormatStyle.UnitWidth`.
///
/// ```swift
/// try MeasurementFormat(width: .narrow, locale: "en").format(5, unit: .kilometer).string  // "5km"
/// try MeasurementFormat(width: .wide, locale: "en").format(5, unit: .kilometer).string    // "5 kilometers"
/// ```
public struct UnitWidth: Hashable, Sendable, Codable, CustomStringConvertible, NamedOption {
  enum Option: String, CaseIterable, Sendable {
    case narrow, abbreviated, wide
  }
  let option: Option

  /// CLDR's narrow form: "5km", "5°".
  public static let narrow = Self(option: .narrow)
  /// CLDR's short form: "5 km".
  public static let abbreviated = Self(option: .abbreviated)
  /// CLDR's long form: "5 kilometers".
  public static let wide = Self(option: .wide)

  /// Every width: narrow, abbreviated, wide.
  public static let allCases = Option.allCases.map(Self.init(option:))
  /// The name the CLI uses: "narrow", "abbreviated" or "wide".
  public var name: String { option.rawValue }
}

extension UnitWidth {
  /// The widths tried, in order, when the one asked for never shows a number (see
  /// `MeasurementFormat.repairDroppedNumber`).
  static let fallbackOrder: [UnitWidth] = [.abbreviated, .narrow, .wide]
}

extension UnitWidth {
  /// The width with the given name, or nil when there is none: ``name`` read back.
  ///
  /// ```swift
  /// UnitWidth(name: "narrow")  // .narrow
  /// UnitWidth(name: "bogus")  // nil
  /// ```
  /// - Parameter name: One of ``names``.
  public init?(name: String) { self.init(optionNamed: name) }

  /// Every name, in the order of `allCases`: what ``init(name:)`` accepts.
  ///
  /// ```swift
  /// UnitWidth.names.contains("narrow")  // true
  /// ```
  public static var names: [String] { optionNames }

  /// The name, as ``name``: what `print` shows.
  ///
  /// ```swift
  /// print(UnitWidth.narrow)  // narrow
  /// ```
  public var description: String { name }

  /// Decodes the name, one JSON string; an unknown name is `DecodingError.dataCorrupted`.
  ///
  /// ```swift
  /// try JSONDecoder().decode(UnitWidth.self, from: Data(#""narrow""#.utf8))  // .narrow
  /// ```
  public init(from decoder: any Decoder) throws { try self.init(decodingNameFrom: decoder) }

  /// Encodes the name, as one JSON string.
  ///
  /// ```swift
  /// String(decoding: try JSONEncoder().encode(UnitWidth.narrow), as: UTF8.self)  // "\"narrow\""
  /// ```
  public func encode(to encoder: any Encoder) throws { try encodeName(to: encoder) }
}
