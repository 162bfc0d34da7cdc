extension MeasurementFormat {
  /// Converts a value to another unit of the same quantity (CLDR conversion data),
  /// then formats it. The target may be mixed (`foot-and-inch`).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .kilometer, convertedTo: .mile).string
  /// // "3.106856 mi"
  /// ```
  /// - Throws: ``MeasurementFormatError/incompatibleUnits(_:_:)`` when the units measure
  ///   different quantities.
  public func format(_ value: Double, unit: MeasureUnit, convertedTo target: MeasureUnit)
    throws(MeasurementFormatError) -> FormattedMeasurement
  {
    return derived(.asProvided).format(try unit.convert(value, to: target), unit: target)
  }
}
