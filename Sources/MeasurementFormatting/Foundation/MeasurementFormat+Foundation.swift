import Foundation

// MeasurementFormat with Foundation's types: a `Locale`, a `Measurement`.
extension MeasurementFormat {
  /// A configuration for a Foundation locale.
  ///
  /// The locale's identifier is resolved as ``/MeasurementFormattingCore/MeasurementFormat``
  /// describes under "Locales", the same as a string: one the string initialiser refuses
  /// (unknown, empty, malformed) formats with ICU's root locale, never with English.
  ///
  /// ```swift
  /// MeasurementFormat(locale: Locale(identifier: "de")).format(1234.5, unit: .kilometer).string
  /// // "1.234,5 km"
  /// MeasurementFormat(width: .wide, locale: Locale(identifier: "zz")).format(5, unit: .kilometer)
  ///   .string  // "5 km": the root locale, not English's "5 kilometers"
  /// ```
  public init(
    width: UnitWidth = .abbreviated, locale: Locale, number: NumberOptions = NumberOptions(),
    usage: Usage = .asProvided, hidesUnit: Bool = false, unitOptions: UnitOptions = []
  ) {
    self.init(
      width: width, localeID: (try? LocaleResolver.resolve(locale.identifier)) ?? "",
      number: number, usage: usage,
      hidesUnit: hidesUnit, unitOptions: unitOptions)
  }

  /// Formats a Foundation measurement.
  ///
  /// Every unit of Foundation's `Dimension` subclasses maps to its CLDR unit; a unit
  /// CLDR lacks (`UnitAngle.gradians`) or a user-defined `Dimension` is shown by its
  /// symbol in the locale's unit pattern, still tagged `value` and `unit`.
  ///
  /// ```swift
  /// let f = try MeasurementFormat(locale: "fr")
  /// f.format(Measurement(value: 1234.5, unit: UnitLength.kilometers)).string
  /// // "1 234,5 km" (U+202F as group separator and before the unit)
  /// ```
  public func format<U: Dimension>(_ measurement: Measurement<U>) -> FormattedMeasurement {
    format(measurement.value, unit: MeasureUnit(measurement.unit))
  }

  /// The name of a Foundation unit without a number, in this format's locale and width:
  /// ``/MeasurementFormattingCore/MeasurementFormat/unitName(_:)-(MeasureUnit)`` of the
  /// CLDR unit it is (a unit CLDR lacks is its symbol).
  ///
  /// ```swift
  /// try MeasurementFormat(width: .wide, locale: "de").unitName(UnitSpeed.kilometersPerHour)
  /// // "Kilometer pro Stunde"
  /// ```
  public func unitName(_ unit: Dimension) -> String {
    unitName(MeasureUnit(unit))
  }
}
