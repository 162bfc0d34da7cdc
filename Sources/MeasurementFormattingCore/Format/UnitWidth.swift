/// How long the unit is written, as in Apple's `Measurement.FormatStyle.UnitWidth`.
///
/// ```swift
/// try MeasurementFormat(width: .narrow, locale: "en").format(5, unit: .kilometer).string  // "5km"
/// try MeasurementFormat(width: .wide, locale: "en").format(5, unit: .kilometer).string    // "5 kilometers"
/// ```
public struct UnitWidth: _NamedOption {
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
