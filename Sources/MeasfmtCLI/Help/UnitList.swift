import MeasurementFormattingCore

/// `--list-units [FILTER]`: one line per unit with its id, category and the symbols
/// measfmt accepts for it; with `-l`, also its name in that locale at the `-w` width.
enum UnitList {
  struct Row: Equatable {
    let id: String
    let category: String
    let symbols: [String]
  }

  /// Every listed unit, in category order, then id order.
  static func rows() -> [Row] {
    var symbolsByID: [String: [String]] = [:]
    for (symbol, id) in UnitSymbols.table { symbolsByID[id, default: []].append(symbol) }
    var rows: [Row] = []
    for (category, ids) in KnownUnits.all {
      for id in ids {
        let symbols = (symbolsByID[id] ?? []).sorted {
          $0.unicodeScalars.count != $1.unicodeScalars.count
            ? $0.unicodeScalars.count < $1.unicodeScalars.count : $0 < $1
        }
        rows.append(Row(id: id, category: category, symbols: symbols))
      }
    }
    return rows
  }

  /// The rows whose id, category or a symbol contains `filter` (any case), plus the unit
  /// `filter` names when it is a symbol ("kph").
  static func rows(matching filter: String?) -> [Row] {
    let all = rows()
    guard let filter, !filter.isEmpty else { return all }
    let needle = filter.lowercased()
    let named = (try? UnitResolver.lookUp(filter).get())?.identifier
    // The length test first: String.contains prepares the whole needle on each call,
    // which for a megabyte filter over every row and symbol took a minute.
    let length = needle.utf8.count
    func has(_ text: String) -> Bool { text.utf8.count >= length && text.contains(needle) }
    return all.filter { row in
      row.id == named || has(row.id) || has(row.category)
        || row.symbols.contains { has($0.lowercased()) }
    }
  }

  /// The table: a header and aligned columns; with `names` (the unit's name in a locale,
  /// by id), a NAME column after the category, padded in terminal cells.
  static func render(_ rows: [Row], names: [String: String]? = nil) -> String {
    let idWidth = max(2, rows.map(\.id.utf8.count).max() ?? 0) + 2
    let categoryWidth = max(8, rows.map(\.category.utf8.count).max() ?? 0) + 2
    let nameWidth =
      names.map { names in
        max(4, rows.map { TerminalWidth.of(names[$0.id] ?? "") }.max() ?? 0) + 2
      } ?? 0
    func line(_ id: String, _ category: String, _ name: String?, _ symbols: String) -> String {
      var head =
        id + String(repeating: " ", count: idWidth - id.utf8.count) + category
        + String(repeating: " ", count: categoryWidth - category.utf8.count)
      if let name {
        head += name + String(repeating: " ", count: max(1, nameWidth - TerminalWidth.of(name)))
      }
      let text = head + symbols
      // No trailing spaces when a unit has no symbol.
      var trimmed = Substring(text)
      while trimmed.last == " " { trimmed = trimmed.dropLast() }
      return trimmed + "\n"
    }
    var out = line("ID", "CATEGORY", names == nil ? nil : "NAME", "SYMBOLS")
    for row in rows {
      out += line(
        row.id, row.category, names.map { $0[row.id] ?? "" },
        row.symbols.joined(separator: ", "))
    }
    return out
  }
}
