/// The units ICU knows, for suggestions and listings.
enum UnitCatalog {
  /// Every built-in unit as (type, subtype, canonical id in CLDR's newest names), from
  /// `MeasureUnit::getAvailable`; ICU parses each subtype once, here.
  private static let entries: [(type: String, subtype: String, id: String)] =
    ICU.availableUnits().compactMap { type, subtype in
      // ICU lists currencies and "none" among measure units; they are not measurements.
      // It also lists temperature "generic", which its own parser refuses.
      guard type != "currency", type != "none", let (id, _) = ICU.canonicalUnit(subtype)
      else { return nil }
      return (type, subtype, UnitRenames.newNames(id))
    }

  /// Every built-in unit as (type, subtype).
  static let available: [(type: String, subtype: String)] = entries.map { ($0.type, $0.subtype) }

  /// The unit types ("length", "mass", …), for type-prefixed ids like "length-kilometer".
  static let types: [String] = {
    var seen = Set<String>()
    return entries.map(\.type).filter { seen.insert($0).inserted }
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
    let pool = candidates ?? available.map(\.subtype)
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
