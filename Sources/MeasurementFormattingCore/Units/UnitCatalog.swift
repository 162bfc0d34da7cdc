/// The units ICU knows, for suggestions and listings.
enum UnitCatalog {
  /// Every unit ICU lists as (type, subtype, canonical id in CLDR's newest names, the id
  /// ICU knows), from `MeasureUnit::getAvailable`; ICU parses each subtype once, here.
  static let listed: [Entry] = ICU.availableUnits().compactMap { type, subtype in
    // ICU lists currencies and "none" among measure units; they are not measurements.
    // It also lists temperature "generic", which its own parser refuses.
    guard type != "currency", type != "none", let (icuID, _) = ICU.canonicalUnit(subtype)
    else { return nil }
    return Entry(type: type, subtype: subtype, id: UnitRenames.newNames(icuID), icuID: icuID)
  }

  struct Entry {
    var type: String
    var subtype: String
    var id: String
    var icuID: String
  }

  /// ICU's list without the factors that are no units: see ``factorsOnly``.
  private static let entries: [Entry] = {
    let factors = factorsOnly(of: listed)
    return listed.filter { !factors.contains($0.id) }
  }()

  /// The ids ICU lists that are factors other units are built from, not units to measure
  /// with: ICU 78 (CLDR 48) lists `ofhg` and `ofglucose`, the "of mercury" of `inch-ofhg`
  /// and the "of glucose" of `milligram-ofglucose-per-deciliter`.
  ///
  /// ICU's own data tells them apart, so a new ICU needs no list here: such an id is a
  /// factor of another listed id (a run of its words), and it converts to no other listed
  /// unit — its quantity is no other unit's (CLDR's `pressure-per-length` for `ofhg`,
  /// `concentration-mass` for `ofglucose`). Every other factor of a listed id measures
  /// what other listed units measure (`meter`, `hour`, `dot`, `newton`), and every unit
  /// alone in its quantity (`volt`, `katal`, `night`) is built into no other.
  static func factorsOnly(of units: [Entry]) -> Set<String> {
    // Each word as a number: runs of words are compared for every pair of ids, and
    // comparing numbers costs a fraction of comparing substrings.
    var numbers: [Substring: Int] = [:]
    let words = units.map { unit in
      unit.id.split(separator: "-").map { word in
        if let number = numbers[word] { return number }
        numbers[word] = numbers.count
        return numbers.count - 1
      }
    }
    let candidates = units.indices.filter { i in
      words.indices.contains { j in
        j != i && words[j].count > words[i].count
          && (0...(words[j].count - words[i].count)).contains {
            words[j][$0..<($0 + words[i].count)].elementsEqual(words[i])
          }
      }
    }
    guard !candidates.isEmpty else { return [] }
    let dimensions = units.map { UnitConversion.shared.resolve($0.icuID)?.dimensions }
    var factors: Set<String> = []
    for i in candidates {
      guard let own = dimensions[i] else { continue }
      let inverse = own.mapValues { -$0 }
      let alone = !units.indices.contains { j in
        j != i && units[j].id != units[i].id && (dimensions[j] == own || dimensions[j] == inverse)
      }
      if alone { factors.insert(units[i].id) }
    }
    return factors
  }

  /// Every built-in unit as (type, subtype).
  static let available: [(type: String, subtype: String)] = entries.map { ($0.type, $0.subtype) }

  /// The unit types ("length", "mass", …), for type-prefixed ids like "length-kilometer".
  static let types: [String] = {
    var seen = Set<String>()
    return listed.map(\.type).filter { seen.insert($0).inserted }
  }()

  /// The type (quantity) of a built-in unit by canonical id ("kilometer" → "length").
  static let typeOfUnit: [String: String] = {
    var map: [String: String] = [:]
    for entry in entries where map[entry.id] == nil { map[entry.id] = entry.type }
    return map
  }()

  /// The built-in units under their canonical ids, each once (ICU 72 and 76 list
  /// `milligram-per-deciliter` and `milligram-ofglucose-per-deciliter`, one unit since
  /// CLDR 48), in ICU's order.
  static let builtIn: [MeasureUnit] = {
    var seen = Set<String>()
    return entries.compactMap { seen.insert($0.id).inserted ? MeasureUnit(canonical: $0.id) : nil }
  }()

  /// Up to three known unit ids closest to `identifier` by edit distance.
  static func suggestions(for identifier: String, among candidates: [String]? = nil) -> [String] {
    let query = Array(identifier.lowercased().utf8.prefix(64))
    guard !query.isEmpty else { return [] }
    let pool = candidates ?? builtIn.map(\.identifier)
    let limit = max(2, query.count / 3)
    var scored: [(Int, String)] = []
    for candidate in pool {
      let c = Array(candidate.utf8)
      if abs(c.count - query.count) > limit { continue }
      if let d = Suggestions.editDistance(query, c, limit: limit) {
        scored.append((d, candidate))
      }
    }
    scored.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    var seen = Set<String>()
    return scored.map(\.1).filter { seen.insert($0).inserted }.prefix(3).map { $0 }
  }
}
