/// Turns what someone typed for a unit into a CLDR unit: the rules of
/// ``MeasureUnit/init(symbol:)``, over the data of ``UnitSymbols``.
///
/// In order: a listed symbol (`km`, `°C`, `mph`; case-sensitive); a CLDR id, simple,
/// compound, mixed or type-prefixed (`kilometer`, `meter-per-square-second`,
/// `foot-and-inch`, `length-kilometer`); a compound or prefixed symbol (`km/h`, `m/s²`,
/// `kN`, `GiB`); a name in another case or number (`Kilometers`, `miles per hour`); a symbol
/// in another case when only one unit has it and the text's case is uniform (`KM`, but not
/// `MM`: mm or Mm?; not `MBps`).
enum UnitSymbolParser {
  enum Outcome: Equatable {
    /// The unit meant.
    case unit(MeasureUnit)
    /// A symbol that means different units to different people: what it may mean.
    case ambiguous([String])
    /// Nothing known; with the closest symbols and ids when asked for.
    case unknown(suggestions: [String])
  }

  /// - Parameters:
  ///   - input: what was typed; whitespace around it is ignored.
  ///   - suggesting: whether to look for suggestions when nothing matches (the costly
  ///     part of a failure).
  static func parse(_ input: String, suggesting: Bool = true) -> Outcome {
    let text = input.trimmingWhitespace()
    guard !text.isEmpty, text.utf8.count <= 200,
      !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    else { return .unknown(suggestions: []) }

    if let id = UnitSymbols.table[text], let unit = MeasureUnit.parse(identifier: id) {
      return .unit(unit)
    }
    if let meanings = UnitSymbols.ambiguous[text] { return .ambiguous(meanings) }
    var tried = Set<String>()
    for id in [isIdentifierShaped(text) ? text : nil, compoundID(text)] + nameIDs(text) {
      guard let id, tried.insert(id).inserted else { continue }
      if let unit = MeasureUnit.parse(identifier: id) { return .unit(unit) }
    }

    // "KM": a symbol in another case, when only one unit is written that way, and the
    // text's case is uniform ("MBps" is no "Mbps": its case is written on purpose).
    if text.unicodeScalars.count >= 2, text.hasUniformCase {
      let matches = caseInsensitiveSymbols[text.lowercased()] ?? []
      let ids = Set(matches.map { UnitSymbols.table[$0] ?? $0 })
      if ids.count == 1, let id = ids.first, let unit = MeasureUnit.parse(identifier: id) {
        return .unit(unit)
      }
      if ids.count > 1 { return .unknown(suggestions: matches.sorted()) }
    }
    return .unknown(suggestions: suggesting ? suggestions(for: text) : [])
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
        // A digit typed for a power, on a length or a second only ("m2", "km3", "m/s2"):
        // "3V3" is 3.3 volts in electronics, "A4" a paper size.
        guard !suffix.allSatisfy(\.isNumber) || Self.takesTypedPower(id) else { return nil }
        return word + id
      }
      if isIdentifierShaped(String(base)) { return word + base }
      return nil
    }
    // A number alone is no unit: "l/100" is fuel consumption with its kilometers left out,
    // not liters per hundred (a constant that ICU 78 takes in an identifier).
    if isIdentifierShaped(text), !text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
      return text
    }
    return nil
  }

  /// Whether a power typed as a plain digit is read on this unit: a length ("m2", "ft3")
  /// or the second ("m/s2").
  static func takesTypedPower(_ id: String) -> Bool {
    id == "second" || isLength(id)
  }

  /// Whether a unit id is a length: a built-in one, or a prefixed meter ("megameter"). The
  /// reader composes powers on these only.
  static func isLength(_ id: String) -> Bool {
    (try? MeasureUnit(id))?.quantity == "length" || id.hasSuffix("meter")
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
      if let base = UnitSymbols.prefixable[rest], UnitSymbols.takesPrefix(base, word) {
        return word + base
      }
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
    if name.contains("metre") || name.contains("litre") {
      name = name.replacing("metre", with: "meter").replacing("litre", with: "liter")
    }
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

  /// Every unit id suggestions may name: ICU's built-in units by quantity (in ICU's
  /// order), with the units the symbols name that ICU builds rather than lists
  /// (`gibibyte`, `watt-hour`) under the quantity of the first built-in unit they
  /// convert to; each quantity's ids sorted.
  static let suggestedIDs: [String] = {
    let builtIn = MeasureUnit.builtIn
    var order: [String] = []
    var byQuantity: [String: [String]] = [:]
    for unit in builtIn {
      let quantity = unit.quantity ?? ""
      if byQuantity[quantity] == nil { order.append(quantity) }
      byQuantity[quantity, default: []].append(unit.identifier)
    }
    let listed = Set(builtIn.map(\.identifier))
    for id in Set(UnitSymbols.table.values) where !listed.contains(id) {
      guard let unit = MeasureUnit.parse(identifier: id),
        let quantity = builtIn.first(where: { unit.isConvertible(to: $0) })?.quantity
      else { continue }
      byQuantity[quantity, default: []].append(id)
    }
    return order.flatMap { byQuantity[$0]!.sorted() }
  }()

  /// Short input is most likely a symbol, long input a name: two orders of one pool.
  private static let symbolsFirst = Suggestions(UnitSymbols.table.keys.sorted() + suggestedIDs)
  private static let idsFirst = Suggestions(suggestedIDs + UnitSymbols.table.keys.sorted())

  /// Up to three symbols or ids closest to `text`, one per unit ("kmph" gets km/h, not
  /// km/h, kmh and kph).
  static func suggestions(for text: String) -> [String] {
    let pool = text.utf8.count <= 4 ? symbolsFirst : idsFirst
    var seen = Set<String>()
    return pool.closest(to: text, limit: 12).filter {
      seen.insert(UnitSymbols.table[$0] ?? $0).inserted
    }.prefix(3).map { $0 }
  }

  // MARK: - Helpers

  /// Lowercase ASCII letters, digits and hyphens: the shape of a CLDR id.
  static func isIdentifierShaped(_ text: String) -> Bool {
    !text.isEmpty
      && text.utf8.allSatisfy {
        ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D
      }
  }
}
