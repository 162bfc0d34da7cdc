// Which words speak which runs: the text shown and its full-name text are formatted by
// the same path from the same values, so their runs come in the same measurements and
// range ends (a run's component and source), each a number and a unit with whitespace and
// literals between them, and separators between the measurements. The two are matched
// measurement by measurement (a separator one text lacks is spoken by nothing, or speaks
// for nothing), then number to number and unit to unit (in the order of each: some
// locales put the unit first at one width only); where a measurement has not as many
// numbers and units in both, its runs are one part spoken by all its words.

extension SpokenForm {
  /// The spoken form of `shown`: the words of `words` (the same values formatted at full
  /// width), to be matched to `shown`'s runs when the parts are asked for.
  init(words: FormattedMeasurement, shown: FormattedMeasurement) {
    string = words.string
    storage = .runs(words: words.runs, shown: shown.runs)
  }

  /// The parts: `words` (runs of a text of `wordsEnd` bytes) matched to `shown`.
  static func pieces(
    words: [FormattedMeasurement.Run], wordsEnd: Int, shown: [FormattedMeasurement.Run]
  ) -> [Piece] {
    guard !shown.isEmpty else { return [] }
    let shownGroups = measurements(shown)
    let wordGroups = measurements(words)
    guard shownGroups.contents.map(\.key) == wordGroups.contents.map(\.key) else {
      return [Piece(runs: shown.indices, words: 0..<wordsEnd)]
    }
    var pieces: [Piece] = []
    // Separators by position among the measurements, as gaps are among numbers and units.
    matchGaps(
      shownGroups.gaps, wordGroups.gaps, wordContents: wordGroups.contents.map(\.runs),
      words: words, in: 0..<wordsEnd, into: &pieces)
    for (group, wordGroup) in zip(shownGroups.contents, wordGroups.contents) {
      match(group.runs, of: shown, wordGroup.runs, of: words, into: &pieces)
    }
    pieces.sort { $0.runs.lowerBound < $1.runs.lowerBound }
    return pieces
  }

  /// Matches one measurement's runs (or a range end's) to its words.
  private static func match(
    _ group: Range<Int>, of runs: [FormattedMeasurement.Run], _ wordGroup: Range<Int>,
    of wordRuns: [FormattedMeasurement.Run], into pieces: inout [Piece]
  ) {
    let shownTokens = tokens(runs, group)
    let wordTokens = tokens(wordRuns, wordGroup)
    let wordRange = utf8Range(wordRuns, wordGroup)
    let shownKinds = shownTokens.contents.map(\.kind)
    let wordKinds = wordTokens.contents.map(\.kind)
    var wordContents = wordTokens.contents.map(\.runs)
    if shownKinds != wordKinds {
      // The same numbers and units in another order (ha "1%", spoken "kaso 1"): each to
      // its like, in order; else the measurement is one part.
      guard shownKinds.sorted(by: numberFirst) == wordKinds.sorted(by: numberFirst) else {
        pieces.append(Piece(runs: group, words: wordRange))
        return
      }
      wordContents = shownKinds.indices.map { i in
        let kind = shownKinds[i]
        let nth = shownKinds[..<i].filter { $0 == kind }.count
        return wordTokens.contents.filter { $0.kind == kind }[nth].runs
      }
    }
    matchGaps(
      shownTokens.gaps, wordTokens.gaps, wordContents: wordTokens.contents.map(\.runs),
      words: wordRuns, in: wordRange, into: &pieces)
    for (content, wordContent) in zip(shownTokens.contents, wordContents) {
      pieces.append(Piece(runs: content.runs, words: utf8Range(wordRuns, wordContent)))
    }
  }

  /// Gaps (whitespace and literals, or separators) by position: before the first
  /// content, between two, after the last. A gap the words lack is spoken by nothing (an
  /// empty range where it would be).
  private static func matchGaps(
    _ gaps: [(position: Int, runs: Range<Int>)], _ wordGaps: [(position: Int, runs: Range<Int>)],
    wordContents: [Range<Int>], words: [FormattedMeasurement.Run], in range: Range<Int>,
    into pieces: inout [Piece]
  ) {
    for (position, gap) in gaps {
      let spoken: Range<Int>
      if let wordGap = wordGaps.first(where: { $0.position == position }) {
        spoken = utf8Range(words, wordGap.runs)
      } else {
        let at =
          position > 0 && position - 1 < wordContents.count
          ? utf8Range(words, wordContents[position - 1]).upperBound
          : position == 0 ? range.lowerBound : range.upperBound
        spoken = at..<at
      }
      pieces.append(Piece(runs: gap, words: spoken))
    }
  }

  /// Runs of one measurement or range end: a component and a source.
  struct GroupKey: Equatable {
    var component: UInt8
    var source: UInt8
  }

  /// The measurements (and range ends) of a text: consecutive runs of one key that hold
  /// a number or a unit; and the separators between them (consecutive runs of whitespace
  /// and literals only), by their position among the measurements.
  static func measurements(_ runs: [FormattedMeasurement.Run]) -> (
    contents: [(key: GroupKey, runs: Range<Int>)], gaps: [(position: Int, runs: Range<Int>)]
  ) {
    var groups: [(key: GroupKey, runs: Range<Int>)] = []
    for (i, run) in runs.enumerated() {
      let key = GroupKey(component: run.componentCode, source: run.sourceCode)
      if let last = groups.last, last.key == key {
        groups[groups.count - 1].runs = last.runs.lowerBound..<(i + 1)
      } else {
        groups.append((key, i..<(i + 1)))
      }
    }
    var contents: [(key: GroupKey, runs: Range<Int>)] = []
    var gaps: [(position: Int, runs: Range<Int>)] = []
    for group in groups {
      if runs[group.runs].contains(where: { $0.part == .value || $0.part == .unit }) {
        contents.append(group)
      } else if let last = gaps.last, last.position == contents.count {
        gaps[gaps.count - 1].runs = last.runs.lowerBound..<group.runs.upperBound
      } else {
        gaps.append((contents.count, group.runs))
      }
    }
    return (contents, gaps)
  }

  enum ContentKind: Equatable {
    case number, unit
  }

  /// An order of kinds: numbers before units.
  static func numberFirst(_ a: ContentKind, _ b: ContentKind) -> Bool {
    a == .number && b == .unit
  }

  /// A measurement's numbers (consecutive value runs) and units (one run each), and the
  /// gaps (consecutive whitespace and literal runs) by their position among them: gap
  /// `p` comes before content `p`.
  static func tokens(_ runs: [FormattedMeasurement.Run], _ range: Range<Int>) -> (
    contents: [(kind: ContentKind, runs: Range<Int>)], gaps: [(position: Int, runs: Range<Int>)]
  ) {
    var contents: [(kind: ContentKind, runs: Range<Int>)] = []
    var gaps: [(position: Int, runs: Range<Int>)] = []
    var previous: ContentKind? = nil  // nil: a gap, or the start
    for i in range {
      switch runs[i].part {
      case .value:
        if previous == .number {
          contents[contents.count - 1].runs = contents[contents.count - 1].runs.lowerBound..<(i + 1)
        } else {
          contents.append((.number, i..<(i + 1)))
        }
        previous = .number
      case .unit:
        contents.append((.unit, i..<(i + 1)))
        previous = .unit
      default:
        if previous == nil, let last = gaps.last, last.runs.upperBound == i {
          gaps[gaps.count - 1].runs = last.runs.lowerBound..<(i + 1)
        } else {
          gaps.append((contents.count, i..<(i + 1)))
        }
        previous = nil
      }
    }
    return (contents, gaps)
  }

  /// The UTF-8 range runs `indices` cover (from the first's start to the last's end).
  static func utf8Range(_ runs: [FormattedMeasurement.Run], _ indices: Range<Int>) -> Range<Int> {
    guard let first = indices.first, let last = indices.last else { return 0..<0 }
    return runs[first].utf8Range.lowerBound..<runs[last].utf8Range.upperBound
  }
}

extension SpokenForm {
  /// Follows the runs of the text shown where some were removed (a whitespace policy's
  /// `remove`): `newIndex[i]` is where run `i` went, nil when it is gone. A part whose
  /// runs are all gone is no part any more; its words stay in ``string``.
  mutating func remapRuns(_ newIndex: [Int?]) {
    remapRuns { $0 < newIndex.count ? newIndex[$0].map { $0..<($0 + 1) } : nil }
  }

  /// Follows the runs of the text shown where they were replaced: `newRuns(i)` is the
  /// runs run `i` became (several for a number written anew), nil when it is gone.
  mutating func remapRuns(_ newRuns: (Int) -> Range<Int>?) {
    storage = .pieces(
      pieces.compactMap { piece in
        let kept = piece.runs.compactMap(newRuns)
        guard let first = kept.first, let last = kept.last else { return nil }
        return Piece(runs: first.lowerBound..<last.upperBound, words: piece.words)
      })
  }
}
