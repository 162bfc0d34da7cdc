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
    var result = self
    var text: [UInt8] = []
    var newRuns: [Run] = []
    text.reserveCapacity(string.utf8.count + 8)
    newRuns.reserveCapacity(runs.count + 4)
    let source = Array(string.utf8)
    let other = Array(numbers.string.utf8)
    var index = 0
    var stretch = 0
    while index < runs.count {
      if stretch < mine.count, mine[stretch].lowerBound == index {
        for run in numbers.runs[theirs[stretch]] {
          var copy = run
          let start = text.count
          text.append(contentsOf: other[run.utf8Range])
          copy.utf8Range = start..<text.count
          newRuns.append(copy)
        }
        index = mine[stretch].upperBound
        stretch += 1
        continue
      }
      var copy = runs[index]
      let start = text.count
      text.append(contentsOf: source[copy.utf8Range])
      copy.utf8Range = start..<text.count
      newRuns.append(copy)
      index += 1
    }
    result.string = String(decoding: text, as: UTF8.self)
    result.runs = newRuns
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
