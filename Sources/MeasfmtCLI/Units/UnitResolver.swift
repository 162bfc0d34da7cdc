import MeasurementFormattingCore

/// Turns what someone typed for a unit into a CLDR unit, with the library's
/// ``MeasureUnit/init(symbol:)`` (symbols, ids, names; see there for the rules), and
/// words its failures for the command line: "Did you mean 'km/h' (kilometer-per-hour) or
/// 'mph' (mile-per-hour)?", or "See 'measfmt --list-units'." when nothing is close.
struct UnitResolver {
  struct Failure: Error, Equatable {
    let message: String
  }

  private var cache: [String: Result<MeasureUnit, Failure>] = [:]
  private static let cacheLimit = 1024
  /// The last text resolved and its result (`lastUnit`, or `lastFailure` when it is not
  /// a unit): batch lines often repeat the unit of the line before, and comparing two
  /// short strings costs less than hashing one.
  private var lastText: String?
  private var lastFailure: Failure?
  /// The unit of the last text resolved, when it was one (see ``lastUnit(is:)``); held
  /// apart from its text so that a caller can pass it on in place, without a copy.
  private(set) var lastUnit = MeasureUnit.meter

  mutating func resolve(_ text: String) -> Result<MeasureUnit, Failure> {
    if lastText == text {
      if let lastFailure { return .failure(lastFailure) }
      return .success(lastUnit)
    }
    let result = cache[text] ?? lookUpAndCache(text)
    lastText = text
    switch result {
    case .success(let unit):
      lastUnit = unit
      lastFailure = nil
    case .failure(let failure):
      lastFailure = failure
    }
    return result
  }

  /// Whether `text` is the last text resolved and it is a unit: then ``lastUnit`` is
  /// what ``resolve(_:)`` returns for it.
  func lastUnit(is text: String) -> Bool {
    lastFailure == nil && lastText == text
  }

  /// Resolves `text` without the last text's shortcut, keeping the result in the cache.
  private mutating func lookUpAndCache(_ text: String) -> Result<MeasureUnit, Failure> {
    let result = Self.lookUp(text)
    if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
    cache[text] = result
    return result
  }

  static func lookUp(_ input: String) -> Result<MeasureUnit, Failure> {
    do {
      return .success(try MeasureUnit(symbol: input))
    } catch {
      // The error's text is the input without the whitespace around it.
      switch error.code {
      case .ambiguousUnit:
        return .failure(
          Failure(
            message: "ambiguous unit '\(Quoted.text(error.input))'." + didYouMean(error.candidates))
        )
      case .unknownUnit where error.input.isEmpty:
        return .failure(Failure(message: "missing unit"))
      case .unknownUnit:
        return .failure(unknown(error.input, suggestions: error.candidates))
      default:
        return .failure(unknown(input, suggestions: []))
      }
    }
  }

  // MARK: - Messages

  static func suggestions(for text: String) -> [String] {
    MeasureUnit.suggestions(forSymbol: text)
  }

  static func unknown(_ text: String, suggestions: [String]) -> Failure {
    var message = "unknown unit '\(Quoted.text(text))'."
    if suggestions.isEmpty {
      message += " See 'measfmt --list-units'."
    } else {
      message += didYouMean(suggestions)
    }
    return Failure(message: message)
  }

  /// " Did you mean 'mm' (millimeter) or 'Mm' (megameter)?": symbols with their id.
  static func didYouMean(_ candidates: [String]) -> String {
    let items = candidates.map { candidate -> String in
      if let id = try? MeasureUnit(symbol: candidate).identifier, id != candidate {
        return "'\(candidate)' (\(id))"
      }
      return "'\(candidate)'"
    }
    switch items.count {
    case 0: return ""
    case 1: return " Did you mean \(items[0])?"
    default:
      return " Did you mean " + items.dropLast().joined(separator: ", ") + " or " + items.last!
        + "?"
    }
  }
}

/// The unit symbols the library knows by heart (``MeasureUnit/symbols``), as symbol → id:
/// for `--list-units`.
enum UnitSymbols {
  static let table: [String: String] = MeasureUnit.symbols.mapValues(\.identifier)
}
