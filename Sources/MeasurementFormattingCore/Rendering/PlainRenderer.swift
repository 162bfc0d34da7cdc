/// Renders a measurement as plain text: styles are dropped, the text stays.
///
/// Control characters and bidi overrides in the text (which could only come from a
/// custom unit's symbol) are neutralised as in ``ANSIRenderer``: plain output often
/// ends up in a terminal too.
///
/// ```swift
/// let km = try MeasurementFormat(locale: "en").format(5, unit: "kilometer")
/// PlainRenderer.render(km.styled().restyling(.unit, with: .bold))  // "5 km"
/// ```
public enum PlainRenderer {
  /// The text of a styled measurement (after its whitespace policy), unstyled.
  public static func render(_ measurement: StyledMeasurement) -> String {
    Neutralizer.neutralize(measurement.formatted.string)
  }

  /// The text of a formatted measurement.
  ///
  /// ```swift
  /// PlainRenderer.render(try MeasurementFormat(locale: "fr").format(5, unit: "kilometer"))
  /// // "5 km"
  /// ```
  public static func render(_ measurement: FormattedMeasurement) -> String {
    Neutralizer.neutralize(measurement.string)
  }
}
