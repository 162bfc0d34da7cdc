import Foundation

/// Formats a Foundation measurement and styles its unit: the one-call form of the
/// library.
///
/// ```swift
/// let five = format(
///   Measurement(value: 5, unit: UnitLength.kilometers), width: .narrow,
///   locale: Locale(identifier: "en"), unitStyle: TextStyle(font: .caption))
/// five.formatted.string                         // "5km"
/// ANSIRenderer(colors: .basic).render(five)     // "5\u{1B}[2mkm\u{1B}[0m"
/// HTMLRenderer().render(five)
/// // <span class="mf" lang="en"><span class="mf-value mf-integer">5</span><span
/// //  class="mf-unit" style="font-size:0.71em">km</span></span>
/// ```
/// - Parameters:
///   - measurement: any `Measurement` of a Foundation `Dimension`.
///   - width: how long the unit is written.
///   - locale: the locale; `.current` by default. One ICU has no data for formats with
///     ICU's root locale (see ``/MeasurementFormattingCore/MeasurementFormat``'s "Locales").
///   - unitStyle: a style for the unit part, if any.
/// - Returns: the styled measurement, ready for a renderer.
public func format<U: Dimension>(
  _ measurement: Measurement<U>, width: UnitWidth = .abbreviated, locale: Locale = .current,
  unitStyle: TextStyle? = nil
) -> StyledMeasurement {
  let styled = MeasurementFormat(width: width, locale: locale).format(measurement).styled()
  guard let unitStyle else { return styled }
  return styled.restyling(.unit, with: unitStyle)
}
