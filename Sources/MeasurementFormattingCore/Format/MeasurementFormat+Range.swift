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
    if unit.isCustom || unit.isMixed || hidesUnit {
      return joinRange(format(low, unit: unit), format(high, unit: unit), unit: unit.identifier)
    }
    if usage == .asProvided && unitOptions.contains(.naturalScale),
      let (scaled, _) = NaturalScale.unit(for: max(abs(low), abs(high)), in: unit),
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
      else { return joinRange(start, end, unit: start.unit) }
      let shown = shownUnit(output)
      var result = icuRange(a, b, unit: shown)
      result.unit = output.identifier
      if !Self.showsBothEnds(result) {
        // ICU dropped a number (ar compound units): the ends on their own.
        return joinRange(start, end, unit: start.unit)
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
      return joinRange(format(low, unit: unit), format(high, unit: unit), unit: unit.identifier)
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

  /// Whether a range result shows a number for each end (or one shared "~5").
  static func showsBothEnds(_ result: FormattedMeasurement) -> Bool {
    let sides = result.runs.filter { $0.part == .value }.compactMap(\.source)
    return sides.contains(.shared) || (sides.contains(.startRange) && sides.contains(.endRange))
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

  func icuRange(_ low: Double, _ high: Double, unit: MeasureUnit) -> FormattedMeasurement {
    guard let formatter = resolved.rangeFormatter(unit: unit),
      case .success(let result) = formatter.format(
        low, high, { text, spans in build(text, spans, unit: unit.identifier, value: low) })
    else {
      // A unit ICU cannot format (`beaufort` with ICU 72's data): each end on its own.
      return joinRange(
        formatUnknownToICU(low, unit: unit), formatUnknownToICU(high, unit: unit),
        unit: unit.identifier)
    }
    if !result.runs.contains(where: { $0.source != nil }) {
      // ICU marks no sides when both ends read the same ("~5 km"): all is shared.
      var shared = result
      for index in shared.runs.indices { shared.runs[index].source = .shared }
      return shared
    }
    return result
  }

  /// Joins two formatted ends with the locale's range separator (ICU's range format
  /// of 1 and 2, number only); "~" and one value when both ends read the same.
  func joinRange(_ start: FormattedMeasurement, _ end: FormattedMeasurement, unit: String)
    -> FormattedMeasurement
  {
    var string = ""
    var runs: [FormattedMeasurement.Run] = []
    func append(_ piece: FormattedMeasurement, _ source: FormattedMeasurement.RangeSource) {
      RunBuilder.append(piece, at: string.utf8.count, into: &runs) { $0.source = source }
      string += piece.string
    }
    func appendText(_ text: String, numberPart: FormattedMeasurement.NumberPart? = nil) {
      let first = runs.count
      RunBuilder.appendUncovered(ArraySlice(text.utf8), at: string.utf8.count, into: &runs)
      string += text
      for index in first..<runs.count {
        runs[index].source = .shared
        if let numberPart, runs[index].part == .literal {
          runs[index].part = .value
          runs[index].numberPart = numberPart
        }
      }
    }
    var (separator, approximately) = rangePieces()
    // ICU's spacing rule for ranges: when the ends repeat their units, which it cannot
    // collapse into one, the separator gets a space on each side that has none. Ends of
    // mixed units are such ends: "5 ft, 6 in – 6 ft, 3 in", not "5 ft, 6 in–6 ft, 3 in".
    if !hidesUnit, start.output.count > 1 || end.output.count > 1 {
      if let first = separator.unicodeScalars.first, !first.properties.isWhitespace {
        separator = " " + separator
      }
      if let last = separator.unicodeScalars.last, !last.properties.isWhitespace {
        separator += " "
      }
    }
    if start.string == end.string {
      appendText(approximately, numberPart: .approximatelySign)
      append(start, .shared)
    } else {
      append(start, .startRange)
      appendText(separator)
      append(end, .endRange)
    }
    return FormattedMeasurement(
      string: string, runs: runs, unit: unit, output: start.output + end.output,
      localeIdentifier: localeIdentifier, isRightToLeft: isRightToLeft)
  }

  /// The locale's range separator ("–", " – ", "～") and approximately sign ("~").
  func rangePieces() -> (separator: String, approximately: String) {
    let pieces = resolved.rangePieces
    return (pieces.separator, pieces.approximatelySign)
  }
}
