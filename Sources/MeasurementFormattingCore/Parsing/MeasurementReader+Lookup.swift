extension MeasurementReader {
  enum Lookup {
    case none
    /// A unit, the value of a form without a number, and the level it was found at.
    case found(MeasureUnit, Double?, level: Int)
    /// Several units; `level` is the table's level they were found at (0 as written, 1
    /// without spaces, 2 case folded, 3 loose; 4 a symbol).
    case ambiguous([MeasureUnit], level: Int)
  }

  /// The meanings of a key: as written, then without spaces, then case folded, then
  /// loose; the first of these that has any within the filter.
  func lookup(_ key: String, numberless: Bool, _ filter: Filter) -> Lookup {
    var bare: String?
    for level in 0..<4 {
      let found: [ParseTable.Meaning]?
      switch level {
      case 0: found = table.exact[key]
      case 1:
        bare = ParseText.spaceless(key)
        found = bare == key ? nil : table.spaceless[bare!]
      case 2: found = table.folded[bare!.lowercased()]
      default: found = table.loose[ParseText.loose(key)]
      }
      guard let found else { continue }
      // The one meaning most keys have ("\u{1} km"), read without building the lists.
      if found.count == 1 {
        let meaning = found[0]
        guard (meaning.value != nil) == numberless else { continue }
        let unit = table.units[Int(meaning.unit)]
        guard filter.accepts(unit) else { continue }
        return .found(unit, meaning.value, level: level)
      }
      var units: [MeasureUnit] = []
      var value: Double?
      // A form without a number ICU writes alike for two values ("مغم/ديسيلتر" at 1
      // and 2 in ar, CLDR 46): it says no one value, an ambiguity.
      var values: [Double?] = []
      var twoValues = false
      for meaning in found where (meaning.value != nil) == numberless {
        let unit = table.units[Int(meaning.unit)]
        guard filter.accepts(unit) else { continue }
        if let i = units.firstIndex(of: unit) {
          twoValues = twoValues || meaning.value != values[i]
          continue
        }
        units.append(unit)
        values.append(meaning.value)
        value = meaning.value
      }
      if twoValues { return .ambiguous(units, level: level) }
      if units.count > 1 { units = Self.withoutUsageAliases(units) }
      if units.count == 1 { return .found(units[0], value, level: level) }
      if units.count > 1 { return .ambiguous(units, level: level) }
    }
    return .none
  }

  /// The unit of a number's surroundings: the table's meanings, where a case-folded
  /// match is ambiguous the symbol as typed ("5 KB": kilobyte, not kilobit;
  /// "500 ml": milliliter, not megaliter), and the symbols of ``MeasureUnit/init(symbol:)``
  /// where the table has none. `unitText` is the unit as written, without the number.
  func unit(
    _ key: String, unitText: @autoclosure () -> String, _ filter: Filter, symbols: Bool = true
  ) -> Lookup {
    let found = lookup(key, numberless: false, filter)
    switch found {
    case .found: return found
    case .ambiguous(let units, let level) where level == 2:
      if case .unit(let unit) = UnitSymbolParser.parse(unitText(), suggesting: false),
        units.contains(unit)
      {
        return .found(unit, nil, level: level)
      }
      return found
    case .ambiguous: return found
    case .none:
      guard symbols else { return .none }
      let text = unitText()
      guard !text.isEmpty else { return .none }
      switch UnitSymbolParser.parse(text, suggesting: false) {
      case .unit(let unit): return filter.accepts(unit) ? .found(unit, nil, level: 4) : .none
      case .ambiguous(let meanings):
        let units = meanings.compactMap { try? MeasureUnit($0) }.filter(filter.accepts)
        if units.count == 1 { return .found(units[0], nil, level: 4) }
        return units.isEmpty ? .none : .ambiguous(units, level: 0)
      case .unknown: return .none
      }
    }
  }

  /// CLDR units that are another unit under a second name, for a usage: the same
  /// measurement (same quantity, factor 1). CLDR has `year-person` … `day-person` for
  /// ages ("5 years old") and `foodcalorie` for food energy (1 Cal is 1 kcal); where a
  /// locale writes both alike, the text says one measurement, read as the base unit.
  static let usageAliases: [MeasureUnit: MeasureUnit] = [
    .yearPerson: .year, .monthPerson: .month, .weekPerson: .week, .dayPerson: .day,
    .foodcalorie: .kilocalorie,
  ]

  /// The candidates with each usage alias dropped whose base unit is among them: "5
  /// days" (day and day-person in en) is 5 days; "5 Cal" stays 5 Cal where only
  /// foodcalorie is written so.
  static func withoutUsageAliases(_ units: [MeasureUnit]) -> [MeasureUnit] {
    units.filter { unit in
      guard let base = usageAliases[unit] else { return true }
      return !units.contains(base)
    }
  }

  /// Every unit a component's text may mean (no filter): the table's meanings at the
  /// first level that has any, else the symbols'.
  func candidates(_ key: String, unitText: String) -> [MeasureUnit] {
    switch unit(key, unitText: unitText, .any) {
    case .found(let unit, _, _): [unit]
    case .ambiguous(let units, _): units
    case .none: []
    }
  }

  /// The unit as ``MeasureUnit/init(symbol:)`` reads it, within the filter, or the
  /// error that says why not: the last resort of a single reading.
  func symbol(_ unitText: String, _ filter: Filter) throws(MeasurementFormatError)
    -> MeasureUnit
  {
    switch UnitSymbolParser.parse(unitText) {
    case .unit(let unit):
      guard filter.accepts(unit) else {
        throw .parseFailure(filter.refusal(unitText, unit), input: unitText)
      }
      return unit
    case .ambiguous(let meanings):
      let units = meanings.compactMap { try? MeasureUnit($0) }.filter(filter.accepts)
      if units.count == 1 { return units[0] }
      throw .ambiguousUnit(unitText, meanings: units.isEmpty ? meanings : units.map(\.identifier))
    case .unknown(let suggestions):
      var seen = Set<String>()
      let all = (table.closestUnitTexts(to: unitText) + suggestions).filter {
        seen.insert($0).inserted
      }
      throw .unknownUnit(unitText, suggestions: Array(all.prefix(3)))
    }
  }
}
