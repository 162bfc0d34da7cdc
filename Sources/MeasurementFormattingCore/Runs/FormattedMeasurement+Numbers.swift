// For the CLI (`@_spi(MeasfmtCLI)`): numbers written as one locale writes them inside
// the text of another, as Unix tools read LC_NUMERIC apart from the language.

@_spi(MeasfmtCLI)
extension FormattedMeasurement {
  /// This text with the numbers of `numbers`, the same measurement formatted for
  /// another locale: each number (a stretch of value runs) is replaced, in order, by the
  /// corresponding one of `numbers`, with its runs; the rest (unit names, spacing,
  /// range dashes) stays. Nil when the two have not as many numbers.
  ///
  /// ```swift
  /// let de = try MeasurementFormat(width: .wide, locale: "de").format(1234.5, unit: .kilometer)
  /// let en = try MeasurementFormat(width: .wide, locale: "en").format(1234.5, unit: .kilometer)
  /// de.withNumbers(of: en)?.string  // "1,234.5 Kilometer"
  /// ```
  public func withNumbers(of numbers: FormattedMeasurement) -> FormattedMeasurement? {
    let mine = Self.numberStretches(runs)
    let theirs = Self.numberStretches(numbers.runs)
    guard mine.count == theirs.count else { return nil }
    // This text's runs between the numbers, and each number of the other's, joined by
    // the run engine.
    var pieces: [ICUPiece<Run>] = []
    var index = 0
    // Where each run of this text goes: the same run, or for a number's runs the runs
    // of the other's number (for the parts of a spoken form).
    var moved: [Range<Int>] = []
    moved.reserveCapacity(runs.count)
    func keep(_ upTo: Int) {
      while index < upTo {
        let at = moved.last?.upperBound ?? 0
        moved.append(at..<at + 1)
        index += 1
      }
    }
    for (stretch, other) in zip(mine, theirs) {
      if index < stretch.lowerBound {
        pieces.append(
          ICUPiece(
            string, range: Int(runs[index].start)..<Int(runs[stretch.lowerBound].start),
            runs: runs[index..<stretch.lowerBound]))
      }
      keep(stretch.lowerBound)
      let otherRuns = numbers.runs[other]
      pieces.append(
        ICUPiece(
          numbers.string, range: Int(otherRuns.first!.start)..<Int(otherRuns.last!.end),
          runs: otherRuns))
      let at = moved.last?.upperBound ?? 0
      for _ in stretch { moved.append(at..<at + other.count) }
      index = stretch.upperBound
    }
    if index < runs.count {
      pieces.append(
        ICUPiece(
          string, range: Int(runs[index].start)..<Int(runs[runs.count - 1].end),
          runs: runs[index...]))
    }
    keep(runs.count)
    var result = self
    result.join(pieces)
    result.spoken?.remapRuns { $0 < moved.count ? moved[$0] : nil }
    return result
  }

  /// The index ranges of runs that are values, one for each number.
  private static func numberStretches(_ runs: [Run]) -> [Range<Int>] {
    var stretches: [Range<Int>] = []
    var start: Int?
    for (i, run) in runs.enumerated() {
      if run.part == .value {
        if start == nil { start = i }
      } else if let s = start {
        stretches.append(s..<i)
        start = nil
      }
    }
    if let s = start { stretches.append(s..<runs.count) }
    return stretches
  }
}
