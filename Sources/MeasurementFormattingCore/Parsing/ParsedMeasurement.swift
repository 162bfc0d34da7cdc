/// A measurement read back from text by ``MeasurementFormat/parse(_:quantity:)``: its
/// value and unit, and for a mixed unit ("5 ft, 11 in") each component.
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
/// ```
public struct ParsedMeasurement: Hashable, Sendable, CustomStringConvertible {
  /// The value in ``unit``; for a mixed unit, the whole measurement in its first
  /// component's unit (5 ft, 11 in → 5.9166… feet), as ``MeasurementFormat`` formats a
  /// mixed unit.
  public let value: Double
  /// The unit: a built-in unit, one ``MeasureUnit/init(symbol:)`` reads (`MB/s`), or a
  /// mixed unit (`foot-and-inch`).
  public let unit: MeasureUnit
  /// Each unit and value as written: one component, or several for a mixed unit.
  public let components: [FormattedMeasurement.Component]

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
    self.value = value
    self.unit = unit
    self.components = components ?? [.init(unit: unit.identifier, value: value)]
  }

  /// The value and the unit's identifier: "1234.5 kilometer".
  ///
  /// ```swift
  /// print(try MeasurementFormat(locale: "de").parse("5 Kilometer"))  // 5.0 kilometer
  /// ```
  public var description: String { "\(value) \(unit)" }
}
