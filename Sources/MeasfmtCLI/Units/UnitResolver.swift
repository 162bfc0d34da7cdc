import MeasurementFormatting

/// Turns what someone typed for a unit into a CLDR unit.
///
/// In order: a listed symbol (`km`, `°C`, `mph`; case-sensitive); a CLDR id, simple,
/// compound, mixed or type-prefixed (`kilometer`, `meter-per-square-second`,
/// `foot-and-inch`, `length-kilometer`); a compound or prefixed symbol (`km/h`, `m/s²`,
/// `kN`, `GiB`); a name in another case or number (`Kilometers`, `miles per hour`); a symbol
/// in another case when only one unit has it (`KM`, but not `MM`: mm or Mm?).
/// Otherwise the error names the closest symbols and ids.
struct UnitResolver {
  struct Failure: Error, Equatable {
    let message: String
  }

  private var cache: [String: Result<MeasureUnit, Failure>] = [:]
  private static let cacheLimit = 1024

  mutating func resolve(_ text: String) -> Result<MeasureUnit, Failure> {
    if let hit = cache[text] { return hit }
    let result = Self.lookUp(text)
    if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
    cache[text] = result
    return result
  }

  static func lookUp(_ input: String) -> Result<MeasureUnit, Failure> {
    let text = trimmed(input)
    guard !text.isEmpty else { return .failure(Failure(message: "missing unit")) }
    guard text.utf8.count <= 200,
      !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    else { return .failure(unknown(text, suggestions: [])) }

    if let id = UnitSymbols.table[text], let unit = try? MeasureUnit(id) {
      return .success(unit)
    }
    if let meanings = UnitSymbols.ambiguous[text] {
      return .failure(
        Failure(
          message: "ambiguous unit '\(Quoted.text(text))'." + didYouMean(meanings)))
    }
    // Each candidate id is asked of ICU once: a failed `MeasureUnit` lookup costs tens of
    // microseconds (it gathers suggestions), and hostile input may be all failures.
    var tried = Set<String>()
    for id in [isIdentifierShaped(text) ? text : nil, compoundID(text)] + nameIDs(text) {
      guard let id, tried.insert(id).inserted else { continue }
      if let unit = try? MeasureUnit(id) { return .success(unit) }
    }

    // "KM": a symbol in another case, when only one unit is written that way.
    if text.unicodeScalars.count >= 2 {
      let matches = caseInsensitiveSymbols[text.lowercased()] ?? []
      let ids = Set(matches.map { UnitSymbols.table[$0] ?? $0 })
      if ids.count == 1, let id = ids.first, let unit = try? MeasureUnit(id) {
        return .success(unit)
      }
      if ids.count > 1 {
        return .failure(unknown(text, suggestions: matches.sorted()))
      }
    }
    return .failure(unknown(text, suggestions: suggestions(for: text)))
  }

  // MARK: - Compound and prefixed symbols

  /// "km/h" → "kilometer-per-hour", "m/s²" → "meter-per-square-second",
  /// "kW·h" → "kilowatt-hour", "kN" → "kilonewton", "GiB" → "gibibyte". Nil when a
  /// factor is not a unit; the id is checked by ``MeasureUnit`` afterwards.
  static func compoundID(_ text: String) -> String? {
    let sides = text.split(separator: "/", omittingEmptySubsequences: false)
    guard sides.count <= 2 else { return nil }
    func product(_ side: Substring) -> [String]? {
      let factors = side.split(whereSeparator: { "·⋅*×".contains($0) })
      guard !factors.isEmpty, factors.count <= 8 else { return nil }
      var ids: [String] = []
      for factor in factors {
        guard let id = factorID(factor) else { return nil }
        ids.append(id)
      }
      return ids
    }
    var numerator: [String] = []
    if !(sides[0] == "1" && sides.count == 2) {
      guard let ids = product(sides[0]) else { return nil }
      numerator = ids
    }
    guard sides.count == 2 else { return numerator.joined(separator: "-") }
    guard let denominator = product(sides[1]) else { return nil }
    let per = "per-" + denominator.joined(separator: "-")
    return numerator.isEmpty ? per : numerator.joined(separator: "-") + "-" + per
  }

  /// One factor: a symbol, a prefixed symbol or an id, with an optional power.
  static func factorID(_ factor: Substring) -> String? {
    let text = String(factor)
    if let id = UnitSymbols.table[text], !id.contains("-per-") { return id }
    if let id = prefixedID(text) { return id }
    for (suffix, word) in UnitSymbols.powers where text.hasSuffix(suffix) && text != suffix {
      let base = text.dropLast(suffix.count)
      if let id = UnitSymbols.table[String(base)] ?? prefixedID(String(base)),
        !id.contains("-")
      {
        return word + id
      }
      if isIdentifierShaped(String(base)) { return word + base }
      return nil
    }
    if isIdentifierShaped(text) { return text }
    return nil
  }

  /// "kN" → "kilonewton", "mV" → "millivolt", "GiB" → "gibibyte".
  static func prefixedID(_ text: String) -> String? {
    for (symbol, word) in UnitSymbols.binaryPrefixes where text.hasPrefix(symbol) {
      if let base = UnitSymbols.multiplesOnly[String(text.dropFirst(symbol.count))] {
        return word + base
      }
    }
    for (symbol, word) in UnitSymbols.prefixes where text.hasPrefix(symbol) {
      let rest = String(text.dropFirst(symbol.count))
      if let base = UnitSymbols.prefixable[rest] { return word + base }
      if let base = UnitSymbols.multiplesOnly[rest],
        ["k", "M", "G", "T", "P", "E", "Z", "Y"].contains(symbol)
      {
        return word + base
      }
    }
    return nil
  }

  // MARK: - Names

  /// "Kilometers", "miles per hour", "Kilometres_per_hour", "degrees": the CLDR ids they
  /// may mean, most likely first (as written, then with singular words).
  static func nameIDs(_ text: String) -> [String?] {
    var name = text.lowercased()
    name = String(name.map { $0 == " " || $0 == "_" ? "-" : $0 })
    name = name.replacingAll("metre", with: "meter").replacingAll("litre", with: "liter")
    // Phrases ("Degrees Celsius"); a symbol in another case is not a phrase ("MM").
    if name.contains("-"), let id = UnitSymbols.table[name] { return [id] }
    guard isIdentifierShaped(name) else { return [] }
    let words = name.split(separator: "-", omittingEmptySubsequences: false).map {
      singular(String($0))
    }
    return [name, words.joined(separator: "-")]
  }

  private static let irregular: [String: String] = [
    "feet": "foot", "inches": "inch", "centuries": "century", "stones": "stone",
    "pounds": "pound", "inch": "inch",
  ]
  private static let keepS: Set<String> = ["celsius", "lux", "siemens", "gauss", "us", "ofhg"]

  private static func singular(_ word: String) -> String {
    if let s = irregular[word] { return s }
    if keepS.contains(word) || word.utf8.count <= 3 || !word.hasSuffix("s") || word.hasSuffix("ss")
    {
      return word
    }
    return String(word.dropLast())
  }

  // MARK: - Suggestions

  /// Lowercased symbol → the symbols spelled that way ("mm" → ["Mm", "mm"]).
  static let caseInsensitiveSymbols: [String: [String]] = {
    var map: [String: [String]] = [:]
    for symbol in UnitSymbols.table.keys { map[symbol.lowercased(), default: []].append(symbol) }
    return map
  }()

  /// Short input is most likely a symbol, long input a name: two orders of one pool.
  private static let symbolsFirst = Suggestions(
    UnitSymbols.table.keys.sorted() + KnownUnits.all.flatMap(\.ids))
  private static let idsFirst = Suggestions(
    KnownUnits.all.flatMap(\.ids) + UnitSymbols.table.keys.sorted())

  static func suggestions(for text: String) -> [String] {
    let pool = text.utf8.count <= 4 ? symbolsFirst : idsFirst
    // One suggestion per unit: "kmph" gets km/h, not km/h, kmh and kph.
    var seen = Set<String>()
    return pool.closest(to: text, limit: 12).filter {
      seen.insert(UnitSymbols.table[$0] ?? $0).inserted
    }.prefix(3).map { $0 }
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
      if let id = UnitSymbols.table[candidate], id != candidate {
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

  // MARK: - Helpers

  /// Lowercase ASCII letters, digits and hyphens: the shape of a CLDR id.
  static func isIdentifierShaped(_ text: String) -> Bool {
    !text.isEmpty
      && text.utf8.allSatisfy {
        ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D
      }
  }

  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}

extension String {
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    guard contains(target) else { return self }
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    result += rest
    return result
  }
}
