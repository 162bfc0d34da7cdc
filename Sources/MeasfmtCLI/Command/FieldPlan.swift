import MeasurementFormattingCore

/// Batch mode over fields: how lines split into fields, and which fields are formatted
/// with which unit for their bare numbers. Made from `--field`, `-d`, `--csv` and
/// `--unit`, with every unit resolved and checked up front.
struct FieldPlan {
  enum Splitting: Equatable {
    /// Runs of spaces and tabs separate fields; blanks at either end belong to none.
    case blanks
    /// Each occurrence of the delimiter (the UTF-8 of one character) separates two fields.
    case delimiter([UInt8])
    /// RFC 4180 records with this delimiter: quoted fields may hold it, quotes and "\n".
    case csv([UInt8])
  }

  /// What to do with one chosen field.
  struct Rule {
    /// The unit of a bare number ("1536"), or nil when the field must hold its own.
    var unit: MeasureUnit?
    /// The unit as typed, which the formatter's resolver has cached.
    var unitText: String?
  }

  let splitting: Splitting
  /// Rules of fields 1...dense.count (nil: not chosen), for a lookup per field.
  private let dense: [Rule?]
  /// The items, for fields past `dense` (`--field 3-`, `--field 100000`).
  private let items: [(item: FieldSelection.Item, rule: Rule)]
  /// The last field chosen, or nil when a range runs to the end of the line: fields after
  /// it are never split off.
  let lastField: Int?

  /// The most fields looked up in a table; past them, the list is searched.
  static let denseLimit = 4096

  /// nil when the options ask for whole lines (no `--field`, `-d` or `--csv`).
  init?(
    _ options: Options, defaultUnit: (text: String, unit: MeasureUnit)?,
    format: any OutputFormat,
    resolver: inout UnitResolver
  ) throws(UsageError) {
    guard options.fields != nil || options.delimiter != nil || options.csv else { return nil }
    let delimiter = Array((options.delimiter ?? (options.csv ? "," : "")).utf8)
    if options.csv {
      guard delimiter != [0x22] else {
        throw UsageError("'--csv' quotes fields with '\"'; it cannot be the delimiter too.")
      }
      if !format.traits.writesCSV {
        throw UsageError(
          "'--csv' writes CSV; it does not apply to --format \(format.name) (write --plain and convert)."
        )
      }
      if options.align != nil {
        throw UsageError(
          "'--align' pads text for a terminal; with '--csv' the padding would become part of the values."
        )
      }
      splitting = .csv(delimiter)
    } else {
      splitting = delimiter.isEmpty ? .blanks : .delimiter(delimiter)
    }

    let selection = options.fields ?? .first
    var resolved: [(item: FieldSelection.Item, rule: Rule)] = []
    for item in selection.items {
      var rule = Rule(unit: defaultUnit?.unit, unitText: defaultUnit?.text)
      if let text = item.unit {
        switch resolver.resolve(text) {
        case .success(let unit): rule = Rule(unit: unit, unitText: text)
        case .failure(let failure):
          throw UsageError("invalid value for '--field': " + failure.message)
        }
      }
      resolved.append((item, rule))
    }
    try Self.checkUnits(resolved)
    items = resolved
    lastField = selection.lastField

    var highest = 0
    for (item, _) in resolved { highest = max(highest, item.last ?? item.first) }
    var dense = [Rule?](repeating: nil, count: min(highest, Self.denseLimit))
    for n in dense.indices {
      dense[n] = Self.rule(for: n + 1, in: resolved)
    }
    self.dense = dense
  }

  /// The rule of field `n` (from 1), or nil when it is not chosen.
  @inline(__always)
  func rule(for n: Int) -> Rule? {
    if n <= dense.count { return dense[n - 1] }
    return Self.rule(for: n, in: items)
  }

  /// The rule of the item that chooses `n` and gives a unit, else of any that chooses it.
  private static func rule(
    for n: Int, in items: [(item: FieldSelection.Item, rule: Rule)]
  ) -> Rule? {
    var found: Rule?
    for (item, rule) in items where item.first <= n && (item.last ?? .max) >= n {
      if item.unit != nil { return rule }
      if found == nil { found = rule }
    }
    return found
  }

  /// Two items that share a field cannot give it two units.
  private static func checkUnits(
    _ items: [(item: FieldSelection.Item, rule: Rule)]
  ) throws(UsageError) {
    for i in items.indices where items[i].item.unit != nil {
      for j in items.indices where j > i && items[j].item.unit != nil {
        let (a, b) = (items[i], items[j])
        guard a.rule.unit != b.rule.unit else { continue }
        let first = max(a.item.first, b.item.first)
        guard first <= min(a.item.last ?? .max, b.item.last ?? .max) else { continue }
        throw UsageError(
          "invalid value for '--field'; field \(first) is given two units, '\(Quoted.text(a.item.unit!))' and '\(Quoted.text(b.item.unit!))'."
        )
      }
    }
  }
}
