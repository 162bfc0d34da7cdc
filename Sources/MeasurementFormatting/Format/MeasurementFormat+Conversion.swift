extension MeasurementFormat {
  /// Converts a value to another unit of the same quantity, then formats it.
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
    throw .unsupported("conversion is not implemented yet")
  }

  /// Converts both ends of a range, then formats it.
  public func formatRange(
    _ low: Double, _ high: Double, unit: MeasureUnit, convertedTo target: MeasureUnit
  ) throws(MeasurementFormatError) -> FormattedMeasurement {
    throw .unsupported("conversion is not implemented yet")
  }
}
