extension MeasurementFormat {
  /// CLDR unit preferences through ICU's `usage`: ICU picks the output unit for the
  /// locale (its region and `-u-ms-`/`-u-rg-` keywords). A mixed output unit
  /// (`foot-and-inch`) is then built here (see `formatMixed`), so that every
  /// component is tagged.
  func formatWithUsage(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement {
    let icu = resolved.withNumberEntry(.usage, unit: unit) { entry in
      entry.formatter?.formatWithOutputUnit(
        value, { text, spans in build(text, spans, unit: unit.identifier, value: value) })
    }
    guard case .success(let (result, outputUnit)) = icu,
      !outputUnit.isEmpty, let output = try? MeasureUnit(outputUnit)
    else {
      // ICU has no preferences for this quantity: keep the unit given.
      return formatSingle(value, unit: unit)
    }
    let converted = (try? unit.convert(value, to: output)) ?? value
    if output.isMixed {
      var mixed = formatMixed(converted, unit: output)
      mixed.unit = output.identifier
      return mixed
    }
    var formatted = result
    formatted.unit = output.identifier
    formatted.output = [.init(unit: output.identifier, value: converted)]
    if !formatted.showsNumber {
      // ICU dropped the number (he 0.5 L/100 km, da 1.5 km/h at full width): repaired
      // as for any format, in the output unit.
      return derived(.asProvided).repairDroppedNumber(formatted, converted, unit: output)
    }
    if output.identifier == "percent" || output.identifier == "permille" {
      return build(formatted, unit: output.identifier)
    }
    return formatted
  }

  /// Re-tags a result for a different unit (percent signs are the unit for percent).
  private func build(_ result: FormattedMeasurement, unit: String) -> FormattedMeasurement {
    var copy = result
    for index in copy.runs.indices where copy.runs[index].numberPart == .percentSign {
      copy.runs[index].part = .unit
      copy.runs[index].numberPart = nil
    }
    return copy
  }
}
