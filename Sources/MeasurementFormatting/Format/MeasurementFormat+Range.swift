extension MeasurementFormat {
  /// Formats a range of values in one unit ("3–5 km"; "~5 km" when both ends round
  /// to the same number). Runs carry ``FormattedMeasurement/Run/source``
  /// (`startRange`, `endRange`, `shared`) as ECMA-402 `formatRangeToParts` does.
  /// A reversed range (5...3) is formatted as given.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").formatRange(3, 5, unit: .kilometer).string  // "3–5 km"
  /// ```
  public func formatRange(_ low: Double, _ high: Double, unit: MeasureUnit)
    -> FormattedMeasurement
  {
    let skeleton = self.skeleton(unit: unit.isCustom || hidesUnit ? nil : unit.identifier)
    let key = FormatterKey(kind: .range, skeleton: skeleton, localeID: localeIdentifier)
    guard
      let formatter = try? FormatterCache.shared.formatter(
        key, as: ICURangeFormatter.self,
        create: {
          () throws(ICUError) in
          try ICURangeFormatter(skeleton: skeleton, localeID: localeIdentifier)
        }),
      case .success(let (result, _)) = formatter.format(
        low, high,
        { text, spans in
          build(text, spans, unit: unit.identifier, value: low)
        })
    else { return Self.fallback(low, unit: unit.identifier, locale: localeIdentifier) }
    var formatted = result
    formatted.output = [
      .init(unit: unit.identifier, value: low), .init(unit: unit.identifier, value: high),
    ]
    return formatted
  }
}
