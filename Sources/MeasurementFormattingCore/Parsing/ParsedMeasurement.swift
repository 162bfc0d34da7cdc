/// A measurement read back from text by ``MeasurementFormat/parse(_:quantity:)``: its
/// value and unit, for a mixed unit ("5 ft, 11 in") each component, for a range ("3–5
/// km", read by ``MeasurementFormat/parseRange(_:quantity:)``) its end, and whether the
/// text says "about" ("~5 km").
///
/// ```swift
/// let de = try MeasurementFormat(locale: "de")
/// let distance = try de.parse("1.234,5 km")
/// distance.value              // 1234.5
/// distance.unit.identifier    // "kilometer"
/// let height = try MeasurementFormat(locale: "en").parse("5 ft, 11 in")
/// height.unit.identifier      // "foot-and-inch"
/// height.value                // 5.916666666666667 (feet)
/// height.components.map(\.value)  // [5.0, 11.0]
/// let range = try MeasurementFormat(locale: "en").parseRange("3–5 km")
/// range.value                 // 3.0
/// range.endValue              // 5.0
/// ```
public struct ParsedMeasurement: Hashable, Sendable, CustomStringConvertible {
  /// The value in ``unit``; for a mixed unit, the whole measurement in its first
  /// component's unit (5 ft, 11 in → 5.9166… feet), as ``MeasurementFormat`` formats a
  /// mixed unit; for a range, its start.
  public let value: Double
  /// The unit: a built-in unit, one ``MeasureUnit/init(symbol:)`` reads (`MB/s`), one
  /// ICU composes (`megajoule`), or a mixed unit (`foot-and-inch`).
  public let unit: MeasureUnit
  /// Each unit and value as written: one component, or several for a mixed unit.
  public var components: [FormattedMeasurement.Component] {
    mixedComponents ?? [.init(unit: unit.identifier, value: value)]
  }
  /// The components given, or nil for the one of ``value`` and ``unit`` (made when asked
  /// for: a reading of one unit allocates no list).
  private let mixedComponents: [FormattedMeasurement.Component]?
  /// The end of a range, in ``unit`` ("3–5 km": 5), as written (a range may go down);
  /// nil for one value.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "de").parseRange("3 bis 5 km").endValue  // 5.0
  /// try MeasurementFormat(locale: "de").parseRange("5 km").endValue        // nil
  /// ```
  public let endValue: Double?
  /// Whether the text says the value is about so: ICU's approximately sign ("~5 km",
  /// "≈5 km" in de, "約5 km" in ja, as ICU writes a range whose ends are alike) or a
  /// word for it ("ca. 5 km", "about 5 km").
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "ja").parse("約5 km").isApproximate  // true
  /// ```
  public let isApproximate: Bool

  /// A measurement read back.
  ///
  /// ```swift
  /// ParsedMeasurement(value: 5, unit: .kilometer).components  // [5 kilometer]
  /// ```
  /// - Parameters:
  ///   - value: The value in `unit`.
  ///   - unit: The unit.
  ///   - components: The components of a mixed unit; by default the one of `value` and `unit`.
  public init(
    value: Double, unit: MeasureUnit, components: [FormattedMeasurement.Component]? = nil
  ) {
    self.init(value: value, unit: unit, components: components, endValue: nil)
  }

  /// A measurement read back that may be a range or approximate.
  ///
  /// ```swift
  /// ParsedMeasurement(value: 3, unit: .kilometer, endValue: 5).description
  /// // "3.0...5.0 kilometer"
  /// ```
  /// - Parameters:
  ///   - value: The value in `unit`; a range's start.
  ///   - unit: The unit.
  ///   - components: The components of a mixed unit; by default the one of `value` and `unit`.
  ///   - endValue: A range's end, or nil.
  ///   - isApproximate: Whether the value is about so.
  public init(
    value: Double, unit: MeasureUnit, components: [FormattedMeasurement.Component]? = nil,
    endValue: Double?, isApproximate: Bool = false
  ) {
    self.value = value
    self.unit = unit
    self.mixedComponents = components
    self.endValue = endValue
    self.isApproximate = isApproximate
  }

  /// The value and the unit's identifier: "1234.5 kilometer", "3.0...5.0 kilometer",
  /// "~5.0 kilometer".
  ///
  /// ```swift
  /// print(try MeasurementFormat(locale: "de").parse("5 Kilometer"))  // 5.0 kilometer
  /// ```
  /// Whether two readings have the same value, unit, components, end and approximation
  /// (a list of one component given equals the one made by default).
  public static func == (a: ParsedMeasurement, b: ParsedMeasurement) -> Bool {
    a.value == b.value && a.unit == b.unit && a.endValue == b.endValue
      && a.isApproximate == b.isApproximate && a.components == b.components
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
    hasher.combine(unit)
    hasher.combine(components)
    hasher.combine(endValue)
    hasher.combine(isApproximate)
  }

  public var description: String {
    let end = endValue.map { "...\($0)" } ?? ""
    return "\(isApproximate ? "~" : "")\(value)\(end) \(unit)"
  }
}
