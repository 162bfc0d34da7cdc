import MeasurementFormatting

/// The units of the ICU in use (``MeasureUnit/builtIn``: ICU's list, without currencies;
/// 187 in ICU 72, 191 in ICU 76), by category, for `--list-units` and for suggestions.
/// Units ICU builds from these (compound `kilometer-per-hour`, prefixed `megameter`,
/// mixed `foot-and-inch`) work without being listed.
enum KnownUnits {
  /// ICU's list by category (CLDR's unit type, "concentr" spelled out), in ICU's order.
  static let categories: [(category: String, ids: [String])] = {
    var categories: [(category: String, ids: [String])] = []
    for unit in MeasureUnit.builtIn {
      let quantity = unit.quantity ?? "other"
      let category = quantity == "concentr" ? "concentration" : quantity
      if categories.last?.category == category {
        categories[categories.count - 1].ids.append(unit.identifier)
      } else {
        categories.append((category, [unit.identifier]))
      }
    }
    return categories
  }()

  /// Units ICU builds rather than lists, which measfmt has symbols for (GiB, Mm, Wh, ft/s).
  static let built: [(category: String, ids: [String])] = [
    ("digital", ["kibibyte", "mebibyte", "gibibyte", "tebibyte", "pebibyte"]),
    ("energy", ["watt-hour"]),
    ("length", ["megameter"]),
    ("speed", ["foot-per-second"]),
  ]

  /// Every listed unit by category: ICU's list and ``built``, each category sorted by id.
  static let all: [(category: String, ids: [String])] = categories.map { entry in
    let extra = built.first { $0.category == entry.category }?.ids ?? []
    return (entry.category, (entry.ids + extra).sorted())
  }
}
