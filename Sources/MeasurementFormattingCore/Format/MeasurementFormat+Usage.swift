extension MeasurementFormat {
  /// CLDR unit preferences through ICU's `usage`: ICU picks the output unit for the
  /// locale (its region and `-u-ms-`/`-u-rg-` keywords). A mixed output unit
  /// (`foot-and-inch`) is then built here (see `formatMixed`), so that every
  /// component is tagged.
  func formatWithUsage(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement {
    var formatted = FormattedMeasurement()
    let localeID = localeIdentifier
    let isRightToLeft = self.isRightToLeft
    let icu = resolved.withNumberEntry(.usage, unit: unit) { entry in
      entry.formatter?.formatRunsWithOutputUnit(value) { text, runs in
        formatted.assign(
          text, runs: runs, unit: unit.identifier, value: value, localeIdentifier: localeID,
          isRightToLeft: isRightToLeft)
      }
    }
    guard case .success(let (_, outputUnit)) = icu,
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
    formatted.unit = output.identifier
    formatted.output = [.init(unit: output.identifier, value: converted)]
    if !formatted.showsNumber {
      // ICU dropped the number (he 0.5 L/100 km, da 1.5 km/h at full width): repaired
      // as for any format, in the output unit.
      return derived(.asProvided).repairDroppedNumber(formatted, converted, unit: output)
    }
    return formatted
  }
}
