/// The words a screen reader should say for a formatted measurement, whole and part by
/// part: ICU's full-name (wide) text of the same number, in the same locale, plural form
/// and grammatical case — "5 feet, 11 inches" for "5′ 11″", "30 minutes" for "30 min".
///
/// A result carries one when its format's ``MeasurementFormat/includesSpokenForm`` is on
/// (``FormattedMeasurement/spoken``). Its ``parts`` say which words speak which runs of
/// the text shown, for renderers that label each part (the `measurementSpoken` attribute
/// of an `AttributedString`).
///
/// ```swift
/// var format = try MeasurementFormat(width: .narrow, locale: "en-US", usage: .personHeight)
/// format.includesSpokenForm = true
/// let height = format.format(1.8, unit: .meter)
/// height.spoken?.string  // "5 feet, 11 inches"
/// height.spoken?.parts.map { "\($0.text)" }  // ["5", "feet", ", ", "11", "inches"]
/// ```
public struct SpokenForm: Hashable, Sendable {
  /// The words, whole.
  public internal(set) var string: String
  /// What ``parts`` are made of: the runs of the words and of the text shown, matched
  /// when they are asked for (formatting with a spoken form does not match them); or the
  /// parts, once the runs shown changed.
  var storage: Storage

  enum Storage: Sendable {
    case runs(words: [FormattedMeasurement.Run], shown: [FormattedMeasurement.Run])
    case pieces([Piece])
  }

  /// Which words speak which runs, in the order of the runs (see ``parts``).
  var pieces: [Piece] {
    switch storage {
    case .runs(let words, let shown):
      Self.pieces(words: words, wordsEnd: string.utf8.count, shown: shown)
    case .pieces(let pieces): pieces
    }
  }

  /// Whether two spoken forms have the same words, in the same parts.
  public static func == (a: SpokenForm, b: SpokenForm) -> Bool {
    a.string == b.string && a.pieces == b.pieces
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(string)
    hasher.combine(pieces)
  }

  /// Runs of the text shown and the words that speak them.
  struct Piece: Hashable, Sendable {
    /// Indices into ``FormattedMeasurement/runs``.
    var runs: Range<Int>
    /// UTF-8 offsets in ``SpokenForm/string``.
    var words: Range<Int>
  }

  /// The words of each part of the text shown, in order: `runs` are indices into the
  /// result's ``FormattedMeasurement/runs`` (every run is in exactly one part), `text`
  /// the words that speak them, a `Substring` of ``string``.
  ///
  /// A number is one part however many runs it has ("1", ",", "234"); each unit is one;
  /// the whitespace and literals between them are one. The words between two parts that
  /// the text shown has nothing for (the space of "5 feet" where "5′" has none) belong
  /// to no part. The words of the parts come in the order of the runs, or in their own
  /// where the locale puts the unit first at full width only (Hausa "1%" is spoken "kaso
  /// 1": the unit's part is "kaso"). Where a measurement has not as many numbers and units
  /// in both texts (a full name that says the number in its word, as Arabic "ساعة" is one
  /// hour where "١ س" shows it; Japanese "摂氏 0 度" around the number of "0°C"), its runs
  /// are one part, spoken by all its words.
  ///
  /// ```swift
  /// var format = try MeasurementFormat(locale: "de")
  /// format.includesSpokenForm = true
  /// format.format(5, unit: .kilometer).spoken?.parts.map { "\($0.runs) \($0.text)" }
  /// // ["0..<1 5", "1..<2  ", "2..<3 Kilometer"]
  /// ```
  public var parts: [(runs: Range<Int>, text: Substring)] {
    pieces.map { ($0.runs, text(utf8: $0.words)) }
  }

  /// The words of the part that holds run `index` of the text shown; nil when no part
  /// holds it (an index past the runs).
  ///
  /// ```swift
  /// var format = try MeasurementFormat(width: .narrow, locale: "en")
  /// format.includesSpokenForm = true
  /// format.format(30, unit: .minute).spoken?.words(forRun: 1)  // "minutes"
  /// ```
  public func words(forRun index: Int) -> Substring? {
    guard let piece = pieces.first(where: { $0.runs.contains(index) }) else { return nil }
    return text(utf8: piece.words)
  }

  private func text(utf8 range: Range<Int>) -> Substring {
    let utf8 = string.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let upper = utf8.index(lower, offsetBy: range.count)
    return string[lower..<upper]
  }
}

extension SpokenForm: CustomStringConvertible {
  /// The words: "5 feet, 11 inches".
  public var description: String { string }
}

/// A result's spoken form in a reference of its own (``FormattedMeasurement/spoken``).
final class SpokenBox: Sendable {
  let form: SpokenForm
  init(_ form: SpokenForm) { self.form = form }
}
