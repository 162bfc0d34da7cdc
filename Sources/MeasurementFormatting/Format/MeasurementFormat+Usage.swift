extension MeasurementFormat {
  /// CLDR unit preferences through ICU's `usage`: ICU picks the output unit for the
  /// locale (its region and `-u-ms-`/`-u-rg-` keywords).
  func formatWithUsage(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement {
    let skeleton = self.skeleton(unit: unit.identifier, usage: usage)
    guard let formatter = numberFormatter(skeleton, wantsOutputUnit: true),
      case .success(let (result, outputUnit)) = formatter.formatWithOutputUnit(
        value, { text, spans in build(text, spans, unit: unit.identifier, value: value) })
    else {
      // ICU has no preferences for this quantity: keep the unit given.
      return formatSingle(value, unit: unit)
    }
    var formatted = result
    formatted.unit = outputUnit
    formatted.output = [.init(unit: outputUnit, value: value)]
    return formatted
  }

  func formatMixed(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement {
    guard let formatter = numberFormatter(skeleton(unit: unit.identifier)),
      case .success(let result) = formatter.format(
        value,
        { text, spans in
          build(text, spans, unit: unit.identifier, value: value)
        })
    else { return Self.fallback(value, unit: unit.identifier, locale: localeIdentifier) }
    return result
  }
}
