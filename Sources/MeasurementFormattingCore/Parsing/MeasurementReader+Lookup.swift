extension MeasurementReader {
  enum Lookup {
    case none
    /// A unit, the value of a form without a number, and the rung it was found at.
    case found(MeasureUnit, Double?, rung: Rung)
    /// Several units, found at this rung.
    case ambiguous([MeasureUnit], rung: Rung)
    /// A text the reader will not read as one unit (a false friend, a regional unit the
    /// region means otherwise): the error that says why, and the units among its meanings
    /// (what a component of a mixed unit may be: the "°" of "40°26′" is an angle there).
    case withheld(MeasurementFormatError, units: [MeasureUnit])
  }

  /// The meanings of a key, at the closest ``Rung`` from exact to looseFolded that has any
  /// within the filter; a false friend's verdict first (``ParseTable/falseFriend(_:)``),
  /// and a unit the region means otherwise withheld (``ParseTable/regional``).
  func lookup(_ key: String, numberless: Bool, _ filter: Filter) -> Lookup {
    if !numberless, let verdict = table.falseFriend(key) {
      return judge(verdict, key: key, beside: exactMeanings(key), filter)
    }
    let found = tableLookup(key, numberless: numberless, filter)
    if case .found(let unit, nil, _) = found, let verdict = table.regional[unit] {
      return judge(verdict, key: key, beside: [unit], filter)
    }
    return found
  }

  private func tableLookup(_ key: String, numberless: Bool, _ filter: Filter) -> Lookup {
    var bare: String?
    // A unit written before the number is read only as the locale writes it (ICU's form,
    // or a spelling with "{0}": "時速{0}km"), but for spaces: no loosening, no English, no
    // symbol ("PM2.5" is no 2.5 picometers, "A 7" no 7 amperes).
    let unitFirst = !numberless && key.unicodeScalars.first != ParseText.placeholder
    // English beside the locale's forms from the spaceless rung on (``ParseTable/english``).
    let english = numberless || unitFirst || table.isEnglish ? nil : ParseTable.english
    for rung in Rung.allCases where rung <= (unitFirst ? .spaceless : .looseFolded) {
      var found: [ParseTable.Meaning]?
      var englishFound: [ParseTable.Meaning]?
      switch rung {
      case .exact: found = table.exact[key]
      case .spaceless:
        bare = ParseText.spaceless(key)
        found = table.spaceless[bare!]
        // English, and the symbols people type in any language, from here on.
        englishFound = english?.spaceless[bare!]
        if !unitFirst, let symbols = table.symbols[bare!] {
          found = (found ?? []) + symbols
        }
      case .loose:
        let k = ParseText.loose(key, keepingCase: true)
        found = table.looseCased[k]
        englishFound = english?.looseCased[k]
      case .caseFolded:
        guard ParseText.hasUniformCase(key) else { return .none }
        found = table.folded[bare!.lowercased()]
        englishFound = english?.folded[bare!.lowercased()]
      default:
        let k = ParseText.loose(key)
        found = table.loose[k]
        englishFound = english?.loose[k]
      }
      guard found != nil || englishFound != nil else { continue }
      // The one meaning most keys have ("\u{1} km"), read without building the lists.
      if let found, found.count == 1, englishFound == nil {
        let meaning = found[0]
        guard (meaning.value != nil) == numberless else { continue }
        let unit = table.units[Int(meaning.unit)]
        guard filter.accepts(unit) else { continue }
        return .found(unit, meaning.value, rung: rung)
      }
      var units: [MeasureUnit] = []
      var value: Double?
      // A form without a number ICU writes alike for two values ("مغم/ديسيلتر" at 1
      // and 2 in ar, CLDR 46): it says no one value, an ambiguity.
      var values: [Double?] = []
      var twoValues = false
      func add(_ unit: MeasureUnit, _ meaningValue: Double?) {
        guard (meaningValue != nil) == numberless, filter.accepts(unit) else { return }
        if let i = units.firstIndex(of: unit) {
          twoValues = twoValues || meaningValue != values[i]
          return
        }
        units.append(unit)
        values.append(meaningValue)
        value = meaningValue
      }
      for meaning in found ?? [] { add(table.units[Int(meaning.unit)], meaning.value) }
      if let english {
        for meaning in englishFound ?? [] { add(english.units[Int(meaning.unit)], meaning.value) }
      }
      if twoValues { return .ambiguous(units, rung: rung) }
      if units.count > 1 { units = Self.withoutUsageAliases(units) }
      if units.count == 1 { return .found(units[0], value, rung: rung) }
      if units.count > 1 { return .ambiguous(units, rung: rung) }
    }
    return .none
  }

  /// The units the table has for a key as written or without spaces (no filter): what a
  /// false friend's verdict stands beside.
  private func exactMeanings(_ key: String) -> [MeasureUnit] {
    let found = table.exact[key] ?? table.spaceless[ParseText.spaceless(key)] ?? []
    var units: [MeasureUnit] = []
    for meaning in found where meaning.value == nil {
      let unit = table.units[Int(meaning.unit)]
      if !units.contains(unit) { units.append(unit) }
    }
    return units
  }

  /// A verdict of ``ReaderData``, with the units ICU writes so for the locale (`beside`),
  /// within the filter: one unit found; several, or a meaning the ICU has no unit for, an
  /// ambiguity listing them; none, nothing; a refusal, its error.
  private func judge(
    _ verdict: ReaderData.Verdict, key: String, beside: [MeasureUnit], _ filter: Filter
  ) -> Lookup {
    let text = ParseText.unitText(ofKey: key)
    var units: [MeasureUnit] = []
    var named: [String] = []
    func add(_ unit: MeasureUnit) {
      if filter.accepts(unit), !units.contains(unit) { units.append(unit) }
    }
    switch verdict {
    case .refused(let reason):
      guard beside.isEmpty else { break }
      return .withheld(
        .parseFailure("'\(MeasurementFormatError.printable(text))': \(reason)", input: text),
        units: [])
    case .read(let ids):
      guard let unit = ids.lazy.compactMap({ try? MeasureUnit($0) }).first else {
        return .withheld(
          .parseFailure(
            "'\(MeasurementFormatError.printable(text))' is the \(ids[0]), which ICU "
              + "\(ICUInfo.icuVersion) has no unit for", input: text),
          units: [])
      }
      add(unit)
    case .ambiguous(let meanings):
      for meaning in meanings {
        if let unit = meaning.unit {
          add(unit)
          continue
        }
        switch filter {
        case .any: named.append(meaning.name)
        case .quantity(let quantity) where quantity == meaning.quantity:
          named.append(meaning.name)
        default: break
        }
      }
    }
    for unit in beside { add(unit) }
    if units.count == 1, named.isEmpty { return .found(units[0], nil, rung: .exact) }
    if units.isEmpty, named.isEmpty { return .none }
    return .withheld(
      .ambiguousUnit(text, meanings: units.map(\.identifier) + named), units: units)
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
    case .ambiguous(let units, let rung) where rung == .caseFolded:
      // The symbol as typed, in its exact case, decides.
      if case .unit(let unit) = UnitSymbolParser.parse(unitText(), suggesting: false),
        units.contains(unit)
      {
        return .found(unit, nil, rung: .symbol)
      }
      return found
    case .ambiguous, .withheld: return found
    case .none:
      guard symbols, key.unicodeScalars.first == ParseText.placeholder else { return .none }
      let text = unitText()
      guard !text.isEmpty else { return .none }
      switch UnitSymbolParser.parse(text, suggesting: false) {
      case .unit(let unit): return filter.accepts(unit) ? .found(unit, nil, rung: .symbol) : .none
      case .ambiguous(let meanings):
        let units = meanings.compactMap { try? MeasureUnit($0) }.filter(filter.accepts)
        if units.count == 1 { return .found(units[0], nil, rung: .symbol) }
        return units.isEmpty ? .none : .ambiguous(units, rung: .symbol)
      case .unknown:
        guard let unit = prefixed(text), filter.accepts(unit) else { return .none }
        return .found(unit, nil, rung: .composed)
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
    case .withheld(_, let units): units
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
