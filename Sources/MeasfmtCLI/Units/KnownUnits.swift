import MeasurementFormattingCore

/// The units of the ICU in use (``MeasureUnit/builtIn``: ICU's list, without currencies;
/// 186 in ICU 72, 190 in ICU 76, 232 in ICU 78), by category, for `--list-units` and for suggestions.
/// Units ICU builds from these (compound `kilometer-per-hour`, prefixed `megameter`,
/// mixed `foot-and-inch`) work without being listed.
enum KnownUnits {
  /// ICU's list by category (CLDR's unit type, "concentr" spelled out), in ICU's order.
  static let categories: [(category: String, ids: [String])] = {
    var categories: [(category: String, ids: [String])] = []
    for unit in MeasureUnit.builtIn {
      let category = category(of: unit.quantity)
      if categories.last?.category == category {
        categories[categories.count - 1].ids.append(unit.identifier)
      } else {
        categories.append((category, [unit.identifier]))
      }
    }
    return categories
  }()

  /// Units ICU builds rather than lists, which measfmt has symbols for (GiB, Mm, Wh,
  /// ft/s). Each is listed under the quantity of the first listed unit it converts to.
  static let built: [String] = {
    let listed = Set(MeasureUnit.builtIn.map(\.identifier))
    return Set(UnitSymbols.table.values).subtracting(listed).sorted()
  }()

  /// Every listed unit by category: ICU's list and ``built``, each category sorted by id.
  static let all: [(category: String, ids: [String])] = {
    var extra: [String: [String]] = [:]
    for id in built {
      guard let unit = try? MeasureUnit(id),
        let quantity = MeasureUnit.builtIn.first(where: { unit.isConvertible(to: $0) })?.quantity
      else { continue }
      extra[category(of: quantity), default: []].append(id)
    }
    return categories.map { ($0.category, ($0.ids + (extra[$0.category] ?? [])).sorted()) }
  }()

  private static func category(of quantity: String?) -> String {
    let quantity = quantity ?? "other"
    return quantity == "concentr" ? "concentration" : quantity
  }
}
