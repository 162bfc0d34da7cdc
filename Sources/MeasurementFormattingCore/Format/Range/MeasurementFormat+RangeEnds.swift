// The range path where ICU's range formatter cannot serve: two ends and the locale's
// separator.
//
// Needed on ICU 72, 76 and 78: ICU's range formatter aborts the process on a range of a
// mixed unit (foot-and-inch) and of `person-height` (ICU 72 prints nonsense for some of
// these instead: 1.5–1.8 m as "36 ft, ~1.1 in"), and drops a number of some compound-unit
// ranges (ar). Shown by `ICUWorkaroundTests` (`rangeAborts`, `rangesFormatted`) through
// `measfmt-icu-probe`, plain ICU. Mixed units and person heights never reach ICU's range
// formatter; a range ICU writes without both numbers is written again this way (switched
// on by what ICU returned, never by its version).
extension MeasurementFormat {
  /// Whether a range result shows a number for each end (or one shared "~5"), each
  /// with its own sign: where the minus sign comes with a bidi mark (he, ar, fa, ur),
  /// ICU's automatic collapse shares it between the ends like a currency symbol, and
  /// writes −3 to −1 as "‎-3–1", which reads as −3 to 1 (ICU 72, 76 and 78; shown by
  /// `RangeSignTests`). Such a range is written as its two ends.
  static func showsBothEnds(_ result: FormattedMeasurement) -> Bool {
    let values = result.runs.filter { $0.part == .value }
    let sides = values.compactMap(\.source)
    let twoEnds = sides.contains(.startRange) && sides.contains(.endRange)
    if twoEnds, values.contains(where: { $0.numberPart == .minusSign && $0.source == .shared }) {
      return false
    }
    return sides.contains(.shared) || twoEnds
  }

  /// Joins two formatted ends with the locale's range separator (ICU's range format
  /// of 1 and 2, number only); when both ends read the same, what the identity fallback
  /// of ``range`` says, as ICU does: "~" and one value, one value ("5 km", or for
  /// `approximatelyOrSingleValue` when the values are the same, `sameValue`), or the
  /// range as it is. The run engine joins them: each end's runs with its side, the
  /// separator's shared.
  func joinRange(
    _ start: FormattedMeasurement, _ end: FormattedMeasurement, unit: String, sameValue: Bool
  ) -> FormattedMeasurement {
    typealias Source = FormattedMeasurement.RangeSource
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
    let fallback = start.string == end.string ? range.identityFallback : .range
    let pieces: [ICUPiece<FormattedMeasurement.Run>]
    if fallback == .singleValue || (fallback == .approximatelyOrSingleValue && sameValue) {
      pieces = [ICUPiece(start.string, runs: start.runs, source: Source.shared.code)]
    } else if fallback != .range {
      pieces = [
        ICUPiece(
          uncovered: approximately, source: Source.shared.code,
          numberPart: FormattedMeasurement.NumberPart.approximatelySign.code),
        ICUPiece(start.string, runs: start.runs, source: Source.shared.code),
      ]
    } else {
      pieces = [
        ICUPiece(start.string, runs: start.runs, source: Source.startRange.code),
        ICUPiece(uncovered: separator, source: Source.shared.code),
        ICUPiece(end.string, runs: end.runs, source: Source.endRange.code),
      ]
    }
    var result = FormattedMeasurement(
      string: "", runs: [], unit: unit, output: start.output + end.output,
      localeIdentifier: localeIdentifier, isRightToLeft: isRightToLeft)
    result.join(pieces)
    return result
  }
}
