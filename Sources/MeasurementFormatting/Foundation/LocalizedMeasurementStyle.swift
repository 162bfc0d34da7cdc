import Foundation

/// A Foundation `FormatStyle` for measurements, backed by ICU and available on Linux.
///
/// Reads like Apple's `Measurement.FormatStyle`, without clashing with it: the static
/// constructor takes a `locale:` (Apple's takes none).
///
/// ```swift
/// let distance = Measurement(value: 5, unit: UnitLength.kilometers)
/// distance.formatted(.measurement(width: .narrow, locale: Locale(identifier: "de")))
/// // "5 km"
/// distance.formatted(.measurement(width: .narrow, locale: Locale(identifier: "de")).attributed)
/// // AttributedString with measfmt's part/numberPart attributes
/// ```
public struct LocalizedMeasurementStyle<UnitType: Dimension>: FormatStyle, Sendable {
  /// The configuration used.
  public var format: MeasurementFormat

  /// A style that formats with a configuration.
  ///
  /// ```swift
  /// let style = LocalizedMeasurementStyle<UnitLength>(format: try MeasurementFormat(locale: "fr"))
  /// style.format(Measurement(value: 1234.5, unit: .kilometers))  // "1 234,5 km" (U+202F)
  /// ```
  public init(format: MeasurementFormat) {
    self.format = format
  }

  /// A style for a Foundation locale; one ICU has no data for formats with ICU's root
  /// locale (see "Locales" on ``MeasurementFormat``).
  public init(
    width: UnitWidth = .abbreviated, locale: Locale, usage: Usage = .asProvided,
    number: NumberOptions = NumberOptions()
  ) {
    self.format = MeasurementFormat(width: width, locale: locale, number: number, usage: usage)
  }

  /// The formatted string.
  public func format(_ value: Measurement<UnitType>) -> String {
    format.string(value.value, unit: MeasureUnit(value.unit))
  }

  /// The same style with a different locale (ICU's root locale for one ICU has no data
  /// for, as the initialiser).
  public func locale(_ locale: Locale) -> Self {
    var copy = self
    copy.format = MeasurementFormat(
      width: format.width, locale: locale, number: format.number, usage: format.usage,
      hidesUnit: format.hidesUnit, unitOptions: format.unitOptions)
    return copy
  }

  /// The same style producing an `AttributedString` whose runs carry measfmt's
  /// attributes (part, numberPart, source, component) and Foundation's (`measurement`,
  /// `numberPart`, `numberSymbol`).
  ///
  /// ```swift
  /// let attributed = Measurement(value: 5, unit: UnitLength.kilometers)
  ///   .formatted(.measurement(width: .narrow, locale: Locale(identifier: "de")).attributed)
  /// attributed.runs.count  // 3: "5", " ", "km"
  /// ```
  public var attributed: Attributed { Attributed(format: format) }

  /// A style producing an `AttributedString` (a conversion of the light result, made
  /// on demand: on Linux it costs ~40× the formatting itself).
  public struct Attributed: FormatStyle, Sendable {
    /// The configuration used.
    public var format: MeasurementFormat
    /// The measurement as an `AttributedString` (see ``FormattedMeasurement/attributedString``).
    public func format(_ value: Measurement<UnitType>) -> AttributedString {
      format.format(value).attributedString
    }
  }

  /// The tagged result instead of a string.
  public var parts: Parts { Parts(format: format) }

  /// A style producing the ``FormattedMeasurement`` (string and tagged runs).
  public struct Parts: FormatStyle, Sendable {
    /// The configuration used.
    public var format: MeasurementFormat
    /// The measurement's string and tagged runs.
    ///
    /// ```swift
    /// Measurement(value: 5, unit: UnitLength.kilometers)
    ///   .formatted(.measurement(width: .narrow, locale: Locale(identifier: "de")).parts)
    ///   .runs.map(\.part)  // [.value, .whitespace, .unit]
    /// ```
    public func format(_ value: Measurement<UnitType>) -> FormattedMeasurement {
      format.format(value)
    }
  }
}

extension FormatStyle {
  /// A measurement style for a locale, backed by ICU.
  ///
  /// ```swift
  /// Measurement(value: 1234.5, unit: UnitLength.kilometers)
  ///   .formatted(.measurement(width: .wide, locale: Locale(identifier: "en")))
  /// // "1,234.5 kilometers"
  /// ```
  public static func measurement<U: Dimension>(
    width: UnitWidth = .abbreviated, locale: Locale, usage: Usage = .asProvided,
    number: NumberOptions = NumberOptions()
  ) -> Self where Self == LocalizedMeasurementStyle<U> {
    LocalizedMeasurementStyle(width: width, locale: locale, usage: usage, number: number)
  }
}

#if !canImport(Darwin)
  extension Measurement where UnitType: Dimension {
    /// Formats the measurement with a format style. (Foundation on Apple platforms has
    /// this method; swift-corelibs-foundation on Linux does not.)
    ///
    /// ```swift
    /// Measurement(value: 5, unit: UnitLength.kilometers)
    ///   .formatted(.measurement(width: .narrow, locale: Locale(identifier: "de")))  // "5 km"
    /// ```
    public func formatted<S: FormatStyle>(_ style: S) -> S.FormatOutput
    where S.FormatInput == Self {
      style.format(self)
    }
  }
#endif
