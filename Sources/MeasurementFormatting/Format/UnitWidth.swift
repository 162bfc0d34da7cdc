/// How long the unit is written, as in Apple's `Measurement.FormatStyle.UnitWidth`.
///
/// ```swift
/// try MeasurementFormat(width: .narrow, locale: "en").format(5, unit: .kilometer).string  // "5km"
/// try MeasurementFormat(width: .wide, locale: "en").format(5, unit: .kilometer).string    // "5 kilometers"
/// ```
public struct UnitWidth: _NamedOption {
  public let name: String
  public init(unchecked name: String) { self.name = name }
  public static let names = ["narrow", "abbreviated", "wide"]
  /// CLDR's narrow form: "5km", "5°".
  public static let narrow = Self(unchecked: "narrow")
  /// CLDR's short form: "5 km".
  public static let abbreviated = Self(unchecked: "abbreviated")
  /// CLDR's long form: "5 kilometers".
  public static let wide = Self(unchecked: "wide")
}

extension UnitWidth {
  /// The widths tried, in order, when the one asked for never shows a number (see
  /// `MeasurementFormat.repairDroppedNumber`).
  static let fallbackOrder: [UnitWidth] = [.abbreviated, .narrow, .wide]
}
