extension MeasurementFormat {
  /// Formats a range of values in one unit ("3–5 km"; "~5 km" when both ends round
  /// to the same number). Runs carry ``FormattedMeasurement/Run/source``
  /// (`startRange`, `endRange`, `shared`) as ECMA-402 `formatRangeToParts` does.
  /// A reversed range (5...3) is formatted as given.
  ///
  /// ICU (72 and 76) aborts the process on a range of a mixed unit or of `person-height`
  /// (ICU 72 prints nonsense for some), so those never reach ICU's range formatter:
  /// both ends are formatted on their own and joined with the locale's range pattern.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").formatRange(3, 5, unit: .kilometer).string  // "3–5 km"
  /// ```
  public func formatRange(_ low: Double, _ high: Double, unit: MeasureUnit)
    -> FormattedMeasurement
  {
    if resolved.speaks {
      var shown = derived(.unspoken).formatRange(low, high, unit: unit)
      shown.spoken = spokenForm(of: shown) { $0.formatRange(low, high, unit: unit) }
      return shown
    }
    if resolved.spellsOut {
      return spelledOut(derived(.digits).formatRange(low, high, unit: unit))
    }
    if unit.isCustom || unit.isMixed || hidesUnit {
      return joinRange(
        format(low, unit: unit), format(high, unit: unit), unit: unit.identifier,
        sameValue: low == high)
    }
    if usage == .asProvided && unitOptions.contains(.naturalScale),
      let ladder = NaturalScale.ladder(for: unit),
      let scaled = naturalRung(max(abs(low), abs(high)), on: ladder)?.unit,
      let a = try? unit.convert(low, to: scaled), let b = try? unit.convert(high, to: scaled)
    {
      // Both ends in the unit that reads best for the larger one: 500–1500 m → 0.5–1.5 km.
      return forConvertedValues.formatRange(a, b, unit: scaled)
    }
    if usage != .asProvided {
      let start = format(low, unit: unit)
      let end = format(high, unit: unit)
      guard start.unit == end.unit, let output = try? MeasureUnit(start.unit), !output.isMixed,
        let a = try? unit.convert(low, to: output), let b = try? unit.convert(high, to: output)
      else { return joinRange(start, end, unit: start.unit, sameValue: low == high) }
      let shown = shownUnit(output)
      var result = icuRange(a, b, unit: shown)
      result.unit = output.identifier
      if !Self.showsBothEnds(result) {
        // ICU dropped a number (ar compound units): the ends on their own.
        return joinRange(start, end, unit: start.unit, sameValue: low == high)
      }
      result.output = [
        .init(unit: output.identifier, value: a), .init(unit: output.identifier, value: b),
      ]
      return result
    }
    let shown = shownUnit(unit)
    var result = icuRange(low, high, unit: shown)
    result.unit = unit.identifier
    if !Self.showsBothEnds(result) {
      // ICU dropped a number (ar compound-unit ranges): the ends on their own.
      return joinRange(
        format(low, unit: unit), format(high, unit: unit), unit: unit.identifier,
        sameValue: low == high)
    }
    result.output = [
      .init(unit: unit.identifier, value: low), .init(unit: unit.identifier, value: high),
    ]
    return result
  }

  /// The unit a range is written in: CLDR's generic temperature for degrees with
  /// ``UnitOptions/temperatureWithoutUnit``, else the unit itself.
  private func shownUnit(_ unit: MeasureUnit) -> MeasureUnit {
    unitOptions.contains(.temperatureWithoutUnit) && Self.isDegrees(unit)
      ? .genericTemperature : unit
  }

  /// Converts both ends of a range, then formats it.
  ///
  /// - Throws: ``MeasurementFormatError/incompatibleUnits(_:_:)``.
  public func formatRange(
    _ low: Double, _ high: Double, unit: MeasureUnit, convertedTo target: MeasureUnit
  ) throws(MeasurementFormatError) -> FormattedMeasurement {
    let a = try unit.convert(low, to: target)
    let b = try unit.convert(high, to: target)
    return formatRange(a, b, unit: target)
  }

  /// ICU's range, its runs made by the run engine (each with its side).
  func icuRange(_ low: Double, _ high: Double, unit: MeasureUnit) -> FormattedMeasurement {
    var result = FormattedMeasurement()
    let localeID = localeIdentifier
    let isRightToLeft = self.isRightToLeft
    let percentIsUnit = unit.identifier == "percent" || unit.identifier == "permille"
    guard let formatter = resolved.rangeFormatter(unit: unit),
      case .success = formatter.formatRuns(
        low, high, percentIsUnit: percentIsUnit,
        {
          text, runs in
          result.assign(
            text, runs: runs, unit: unit.identifier, value: low, localeIdentifier: localeID,
            isRightToLeft: isRightToLeft)
        })
    else {
      // A unit ICU cannot format (`beaufort` with ICU 72's data): each end on its own.
      return joinRange(
        formatUnknownToICU(low, unit: unit), formatUnknownToICU(high, unit: unit),
        unit: unit.identifier, sameValue: low == high)
    }
    return result
  }

  /// The locale's range separator ("–", " – ", "～") and approximately sign ("~").
  func rangePieces() -> (separator: String, approximately: String) {
    let pieces = resolved.rangePieces
    return (pieces.separator, pieces.approximatelySign)
  }
}
