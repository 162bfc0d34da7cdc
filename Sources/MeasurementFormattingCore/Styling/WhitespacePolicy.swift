/// What to do with the space between a value and its unit.
///
/// Only whitespace runs that separate a value from a unit change — never a group
/// separator (fr "1 234"), a space inside a unit name (fr "km/h" wide forms,
/// ar "درجة مئوية"), the spaces around a range dash or a list separator, nor a bidi
/// mark (ar U+061C, he U+200E) next to the gap.
///
/// ```swift
/// let km = try MeasurementFormat(locale: "de").format(5, unit: "kilometer")
/// km.styled().whitespace(.remove).formatted.string  // "5km"
/// km.styled().whitespace(.thin).formatted.string    // "5\u{202F}km"
/// ```
public struct WhitespacePolicy: Hashable, Sendable, Codable, CustomStringConvertible, NamedOption {
  enum Option: String, CaseIterable, Sendable { case keep, remove, nbsp, thin }
  let option: Option
  /// Every policy: keep, remove, nbsp, thin.
  public static let allCases = Option.allCases.map(Self.init(option:))
  /// The name the CLI uses: "keep", "remove", "nbsp" or "thin".
  public var name: String { option.rawValue }
  /// Leave the locale's spacing as it is.
  public static let keep = Self(option: .keep)
  /// Drop the gap: "5km".
  public static let remove = Self(option: .remove)
  /// A no-break space, U+00A0: never wraps, full width.
  public static let nbsp = Self(option: .nbsp)
  /// A narrow no-break space, U+202F: never wraps, about half as wide (French style).
  public static let thin = Self(option: .thin)

  /// The text that replaces a gap, or nil to keep it.
  var replacement: String? {
    switch name {
    case "remove": return ""
    case "nbsp": return "\u{00A0}"
    case "thin": return "\u{202F}"
    default: return nil
    }
  }
}

extension StyledMeasurement {
  /// Applies a whitespace policy to every value–unit gap; the string and run offsets
  /// change accordingly, every run keeps its style (a removed gap takes its own), and
  /// part restylings made before or after apply alike.
  ///
  /// ```swift
  /// let fr = try MeasurementFormat(locale: "fr").format(1234.5, unit: "kilometer")
  /// fr.styled().whitespace(.remove).formatted.string  // "1 234,5km" (U+202F group kept)
  /// ```
  public consuming func whitespace(_ policy: WhitespacePolicy) -> StyledMeasurement {
    var result = consume self
    result.applyWhitespace(policy)
    return result
  }

  private mutating func applyWhitespace(_ policy: WhitespacePolicy) {
    guard let replacement = policy.replacement else { return }
    let source = formatted
    let runs = source.runs
    let gaps = runs.indices.filter { Self.isValueUnitGap(at: $0, in: source) }
    guard !gaps.isEmpty else { return }

    // The text between the gaps keeps its runs; each gap becomes the replacement, one
    // whitespace run with the gap's tags, or nothing. The run engine joins them.
    var pieces: [ICUPiece<FormattedMeasurement.Run>] = []
    pieces.reserveCapacity(2 * gaps.count + 1)
    var from = 0
    for gap in gaps + [runs.count] {
      if gap > from {
        pieces.append(
          ICUPiece(
            source.string, range: Int(runs[from].start)..<Int(runs[gap - 1].end),
            runs: runs[from..<gap]))
      }
      if gap < runs.count && !replacement.isEmpty {
        let run = runs[gap]
        var piece = ICUPiece<FormattedMeasurement.Run>(
          replacement, wholeAs: run.partCode, numberPart: run.numberPartCode)
        piece.source = run.sourceCode
        piece.component = run.componentCode
        pieces.append(piece)
      }
      from = gap + 1
    }
    formatted.join(pieces)
    // Where each run went (nil: a gap removed), for the styles given per run and the
    // spoken form's parts.
    guard replacement.isEmpty else { return }
    var newIndex: [Int?] = []
    newIndex.reserveCapacity(runs.count)
    var gapIndex = 0
    for i in runs.indices {
      if gapIndex < gaps.count && gaps[gapIndex] == i {
        gapIndex += 1
        newIndex.append(nil)
      } else {
        newIndex.append(i - gapIndex)
      }
    }
    rules = rules.remappingRuns { $0 >= 0 && $0 < newIndex.count ? newIndex[$0] : nil }
    formatted.spoken?.remapRuns(newIndex)
  }

  /// A whitespace run with a value on one side and a unit on the other; bidi marks
  /// (U+061C, U+200E, U+200F) between them do not count.
  static func isValueUnitGap(at index: Int, in m: FormattedMeasurement) -> Bool {
    let runs = m.runs
    guard runs[index].part == .whitespace else { return false }
    func neighbour(_ step: Int) -> FormattedMeasurement.Run? {
      var j = index + step
      while j >= 0 && j < runs.count {
        let run = runs[j]
        if m.isBidiMarks(run) {
          j += step
          continue
        }
        return run
      }
      return nil
    }
    guard let before = neighbour(-1), let after = neighbour(1) else { return false }
    // Mixed units ("5 ft 10 in" where a locale joins with a space): the space between
    // one component's unit and the next component's value is not a value–unit gap.
    if let a = before.component, let b = after.component, a != b { return false }
    return (before.part == .value && after.part == .unit)
      || (before.part == .unit && after.part == .value)
  }
}

extension WhitespacePolicy {
  /// The policy with the given name, or nil when there is none: ``name`` read back.
  ///
  /// ```swift
  /// WhitespacePolicy(name: "nbsp")  // .nbsp
  /// WhitespacePolicy(name: "bogus")  // nil
  /// ```
  /// - Parameter name: One of ``names``.
  public init?(name: String) { self.init(optionNamed: name) }

  /// Every name, in the order of `allCases`: what ``init(name:)`` accepts.
  ///
  /// ```swift
  /// WhitespacePolicy.names.contains("nbsp")  // true
  /// ```
  public static var names: [String] { optionNames }

  /// The name, as ``name``: what `print` shows.
  ///
  /// ```swift
  /// print(WhitespacePolicy.nbsp)  // nbsp
  /// ```
  public var description: String { name }

  /// Decodes the name, one JSON string; an unknown name is `DecodingError.dataCorrupted`.
  ///
  /// ```swift
  /// try JSONDecoder().decode(WhitespacePolicy.self, from: Data(#""nbsp""#.utf8))  // .nbsp
  /// ```
  public init(from decoder: any Decoder) throws { try self.init(decodingNameFrom: decoder) }

  /// Encodes the name, as one JSON string.
  ///
  /// ```swift
  /// String(decoding: try JSONEncoder().encode(WhitespacePolicy.nbsp), as: UTF8.self)  // "\"nbsp\""
  /// ```
  public func encode(to encoder: any Encoder) throws { try encodeName(to: encoder) }
}
