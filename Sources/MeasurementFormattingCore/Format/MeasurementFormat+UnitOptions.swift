extension MeasurementFormat {
  /// This configuration for values measfmt converted itself (natural scale) or shows again
  /// after a usage conversion (hidden unit, temperature without its scale).
  var forConvertedValues: MeasurementFormat { derived(.convertedValues) }

  /// Whether a unit is a temperature in degrees (what ``UnitOptions/temperatureWithoutUnit``
  /// shows as "68°").
  static func isDegrees(_ unit: MeasureUnit) -> Bool {
    unit.identifier == "celsius" || unit.identifier == "fahrenheit"
  }

  /// The number of a ``Usage`` result shown again, in the output unit: without its unit
  /// (``hidesUnit``) or its temperature scale (``UnitOptions/temperatureWithoutUnit``).
  /// Mixed outputs ("5 ft, 11 in") and other units are returned as they are.
  func shownAfterUsage(_ result: FormattedMeasurement) -> FormattedMeasurement {
    guard result.output.count == 1, let output = try? MeasureUnit(result.output[0].unit) else {
      return result
    }
    let value = result.output[0].value
    if hidesUnit {
      var shown = forConvertedValues.formatSingle(value, unit: output)
      shown.unit = output.identifier
      shown.output = result.output
      return shown
    }
    if unitOptions.contains(.temperatureWithoutUnit) && Self.isDegrees(output) {
      return withoutScale(value, unit: output, format: forConvertedValues)
    }
    return result
  }

  /// A Celsius or Fahrenheit value in CLDR's generic temperature ("68°"), tagged with
  /// the unit it is in.
  func withoutScale(_ value: Double, unit: MeasureUnit, format: MeasurementFormat)
    -> FormattedMeasurement
  {
    // CLDR's long generic temperature is English's "degrees temperature"; the others
    // read as the short one does at full width ("68 Grad").
    var shown = format.formatSingleUnrepaired(value, unit: .genericTemperature)
    shown.unit = unit.identifier
    shown.output = [.init(unit: unit.identifier, value: value)]
    return shown
  }

  /// ``UnitOptions/naturalScale``: the value in the unit of its ladder that reads best,
  /// rounded as usage output is; nil when the unit is on no ladder.
  func naturallyScaled(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement? {
    guard let (scaled, converted) = NaturalScale.unit(for: value, in: unit) else { return nil }
    let format = forConvertedValues
    if unitOptions.contains(.temperatureWithoutUnit) && Self.isDegrees(scaled) {
      return withoutScale(converted, unit: scaled, format: format)
    }
    var result = format.formatSingle(converted, unit: scaled)
    result.unit = scaled.identifier
    result.output = [.init(unit: scaled.identifier, value: converted)]
    return result
  }

  /// ``format(_:unit:)`` with ``unitOptions`` or a hidden unit after a usage.
  func formatWithOptions(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement {
    if usage != .asProvided {
      return shownAfterUsage(formatWithUsage(value, unit: unit))
    }
    if unitOptions.contains(.naturalScale), let scaled = naturallyScaled(value, unit: unit) {
      return scaled
    }
    if unitOptions.contains(.temperatureWithoutUnit) && !hidesUnit && Self.isDegrees(unit) {
      return withoutScale(value, unit: unit, format: self)
    }
    return formatSingle(value, unit: unit)
  }
}

extension MeasureUnit {
  /// CLDR's generic temperature, "°" (`temperature-generic`; not an id ICU parses).
  static let genericTemperature = MeasureUnit(canonical: Skeleton.genericTemperature)
}
