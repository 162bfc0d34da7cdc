/// Renders a measurement as plain text: styles are dropped, the text stays.
///
/// Control characters and bidi overrides in the text (which could only come from a
/// custom unit's symbol) are neutralised as in ``ANSIRenderer``: plain output often
/// ends up in a terminal too.
///
/// ```swift
/// let km = try MeasurementFormat(locale: "en").format(5, unit: "kilometer")
/// PlainRenderer().render(km.styled().restyling(.unit, with: .bold))  // "5 km"
/// PlainRenderer().render(km)  // "5 km"
/// ```
public struct PlainRenderer: MeasurementRenderer {
  /// A plain-text renderer; it has no options.
  ///
  /// ```swift
  /// let plain = PlainRenderer()
  /// ```
  public init() {}

  /// The text of a styled measurement (after its whitespace policy), unstyled.
  ///
  /// ```swift
  /// let km = try MeasurementFormat(locale: "de").format(5, unit: "kilometer")
  /// PlainRenderer().render(km.styled().whitespace(.remove))  // "5km"
  /// ```
  /// - Parameter measurement: A styled measurement.
  /// - Returns: Its text, control characters and bidi overrides neutralised.
  public func render(_ measurement: StyledMeasurement) -> String {
    Neutralizer.neutralize(measurement.formatted.string)
  }

  /// The text of a measurement, unstyled: the same as rendering `measurement.styled()`,
  /// without making it.
  ///
  /// ```swift
  /// let km = try MeasurementFormat(locale: "en").format(5, unit: "kilometer")
  /// PlainRenderer().render(km)  // "5 km"
  /// ```
  /// - Parameter measurement: A formatted measurement.
  /// - Returns: Its text, control characters and bidi overrides neutralised.
  public func render(_ measurement: FormattedMeasurement) -> String {
    Neutralizer.neutralize(measurement.string)
  }
}
