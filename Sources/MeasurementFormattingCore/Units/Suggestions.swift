/// "Did you mean …?": the candidates closest to a misspelt word, by edit distance.
///
/// Candidates are prepared once (duplicates dropped, case folded), so a long list —
/// every unit id and symbol — can answer many queries.
///
/// ```swift
/// let units = Suggestions(["kilometer", "kilogram", "kelvin", "km/h", "kph"])
/// units.closest(to: "kilometr")  // ["kilometer"]
/// units.closest(to: "kmph")      // ["km/h", "kph"]
/// Suggestions.editDistance("blod", "bold")  // 1: a swap of neighbours is one edit
/// ```
// For the CLI's "Did you mean …?" (`@_spi(MeasfmtCLI)`): users get suggestions from
// `MeasureUnit.suggestions(forSymbol:)` and the errors' `candidates`.
@_spi(MeasfmtCLI)
public struct Suggestions: Sendable {
  private let entries: [(text: String, folded: [Unicode.Scalar])]

  /// Prepares `candidates`, in the order ties are suggested in.
  ///
  /// - Parameter candidates: the words that may be suggested; duplicates are dropped.
  public init(_ candidates: [String]) {
    var seen = Set<String>()
    entries = candidates.filter { seen.insert($0).inserted }.map {
      ($0, Array($0.lowercased().unicodeScalars))
    }
  }

  /// Up to `limit` candidates closest to `word`, closest first (as close: in the
  /// candidates' order); only those close enough to be a plausible typo, case ignored.
  ///
  /// One or two characters match only the same letters in another case ("S" → "s");
  /// up to five allow one edit ("kmph" → "kph"); longer words one edit in three
  /// characters (at least two). A candidate spelt exactly as `word` is not suggested.
  ///
  /// ```swift
  /// Suggestions(["--width", "--locale"]).closest(to: "--widht", limit: 2)  // ["--width"]
  /// ```
  /// - Parameters:
  ///   - word: what was typed.
  ///   - limit: the most suggestions.
  /// - Returns: the suggestions, possibly none.
  public func closest(to word: String, limit: Int = 3) -> [String] {
    let query = Array(word.lowercased().unicodeScalars)
    // Nothing is a plausible typo of a very long word, and it would cost the most.
    guard !query.isEmpty, query.count <= 40 else { return [] }
    let allowed = query.count <= 2 ? 0 : query.count <= 5 ? 1 : max(2, query.count / 3)
    var scored: [(distance: Int, order: Int, candidate: String)] = []
    for (order, entry) in entries.enumerated() {
      guard abs(entry.folded.count - query.count) <= allowed,
        let d = Self.editDistance(query, entry.folded, limit: allowed)
      else { continue }
      // Distance 0 with a different spelling is a match but for case: the best suggestion.
      if !(d == 0 && entry.text == word) { scored.append((d, order, entry.text)) }
    }
    scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.order < $1.order }
    return scored.prefix(max(0, limit)).map(\.candidate)
  }

  /// The optimal string alignment distance between two sequences: insertions,
  /// deletions, substitutions and swaps of neighbours ("kmh" → "khm") count one edit
  /// each. Nil as soon as it must exceed `limit`.
  ///
  /// ```swift
  /// Suggestions.editDistance(Array("kilometre".utf8), Array("kilometer".utf8))  // 1
  /// Suggestions.editDistance(Array("mile".utf8), Array("kelvin".utf8), limit: 2)  // nil
  /// ```
  /// - Parameters:
  ///   - a: one sequence (bytes, scalars, characters).
  ///   - b: the other.
  ///   - limit: the largest distance of interest.
  /// - Returns: the distance, or nil when it is greater than `limit`.
  public static func editDistance<Element: Equatable>(
    _ a: [Element], _ b: [Element], limit: Int = .max
  ) -> Int? {
    if a.isEmpty { return b.count <= limit ? b.count : nil }
    if b.isEmpty { return a.count <= limit ? a.count : nil }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, before[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      // A later row is no smaller than this one, or than the one before plus one (a
      // swap): past the limit, it stays past it.
      if rowMinimum > limit && previous.min()! >= limit { return nil }
      (before, previous, current) = (previous, current, before)
    }
    let d = previous[b.count]
    return d <= limit ? d : nil
  }

  /// The edit distance between two strings, by Unicode scalar (see
  /// ``editDistance(_:_:limit:)``).
  ///
  /// ```swift
  /// Suggestions.editDistance("blod", "bold")  // 1
  /// ```
  public static func editDistance(_ a: String, _ b: String) -> Int {
    editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))!
  }
}
