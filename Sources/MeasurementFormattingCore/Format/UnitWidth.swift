/// How long the unit is written, as in Apple's `Measurement.FormatStyle.UnitWidth`, and
/// ICU's numeric width: a duration as a clock.
///
/// ```swift
/// try MeasurementFormat(width: .narrow, locale: "en").format(5, unit: .kilometer).string  // "5km"
/// try MeasurementFormat(width: .wide, locale: "en").format(5, unit: .kilometer).string    // "5 kilometers"
/// try MeasurementFormat(width: .numeric, locale: "en")
///   .format(1.5, unit: try MeasureUnit("hour-and-minute-and-second")).string  // "1:30:00"
/// ```
public struct UnitWidth: Hashable, Sendable, Codable, CustomStringConvertible, NamedOption {
  enum Option: String, CaseIterable, Sendable {
    case narrow, abbreviated, wide, numeric
  }
  let option: Option

  /// CLDR's narrow form: "5km", "5°".
  public static let narrow = Self(option: .narrow)
  /// CLDR's short form: "5 km".
  public static let abbreviated = Self(option: .abbreviated)
  /// CLDR's long form: "5 kilometers".
  public static let wide = Self(option: .wide)
  /// ICU's numeric width: a duration in hours, minutes and seconds as a clock, in the
  /// locale's pattern (CLDR's `durationUnits`): `hour-and-minute-and-second` 1.5 is
  /// "1:30:00", `minute-and-second` 5.6166… "5:37", Finnish "1.30.00"; the digits are
  /// tagged `value`, the separators `literal`. Any other unit is written as at
  /// ``narrow`` ("5km"). Not among ``allCases``, the widths of a unit's name.
  public static let numeric = Self(option: .numeric)

  /// The widths of a unit's name: narrow, abbreviated, wide (not ``numeric``, which
  /// names units as ``narrow`` does).
  public static let allCases = [Self.narrow, .abbreviated, .wide]
  /// The name the CLI uses: "narrow", "abbreviated", "wide" or "numeric".
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
  public init?(name: String) {
    guard let option = Option(rawValue: name) else { return nil }
    self.init(option: option)
  }

  /// Every name, in the order of `allCases`, then "numeric": what ``init(name:)`` accepts.
  ///
  /// ```swift
  /// UnitWidth.names  // ["narrow", "abbreviated", "wide", "numeric"]
  /// ```
  public static var names: [String] { Option.allCases.map(\.rawValue) }

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
