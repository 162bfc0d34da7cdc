extension MeasurementReader {
  /// One number and the unit around it, in this order: the number read (a unit written
  /// before it that ends in a separator gives it back: "fl.dr.5" in ha); a bare number in
  /// `defaultUnit`; a unit whose text begins with digits ("10年"); the unit's key in the
  /// table, with the symbols after it (``unit(_:unitText:_:)``); a sign before a unit
  /// written before the number ("-%0,25" in tr); a number cut short at a space where the
  /// rest begins the unit; a mixed unit (`+Mixed`); a unit whose text has digits of its
  /// own ("L/100km 5"); a form without a number whose unit has digits; a unit ICU
  /// composes (`+Composed`); and last the symbol's error.
  ///
  /// A number with a slash ("1/2 cup") may be a fraction, or a number before a unit
  /// that begins with one ("ל׳ 1/100 ק״מ", liters per 100 km in he; "50/00" permille in
  /// en-US-POSIX): both are tried, and a text both fit is ambiguous.
  func single(_ text: Text, _ spans: NumberSpans, _ filter: Filter, _ defaultUnit: MeasureUnit?)
    throws(MeasurementFormatError) -> Reading
  {
    guard let slash = text[spans[0]].firstIndex(where: Fractions.isSlash) else {
      return try singleReading(text, spans, filter, defaultUnit)
    }
    let whole = Result { () throws(MeasurementFormatError) in
      try singleReading(text, spans, filter, defaultUnit)
    }
    var cut = spans
    cut[0] = spans[0].lowerBound..<slash
    let before = Result { () throws(MeasurementFormatError) in
      try singleReading(text, cut, filter, defaultUnit)
    }
    switch (whole, before) {
    case (.success(let a), .success(let b)) where a.unit != b.unit || a.value != b.value:
      throw .ambiguousUnit(string(text), meanings: [a.unit.identifier, b.unit.identifier])
    case (.success(let a), _): return a
    case (.failure, .success(let b)): return b
    case (.failure(let error), .failure): throw error
    }
  }

  private func singleReading(
    _ text: Text, _ spans: NumberSpans, _ filter: Filter, _ defaultUnit: MeasureUnit?
  ) throws(MeasurementFormatError) -> Reading {
    var spans = spans
    var first = spans[0]
    // A unit written before the number that ends in a separator ("fl.dr.5" in ha): the
    // separator is the unit's where that reading is one (ICU writes 0.5 as "0.5").
    if !isDigit(text[first.lowerBound]), !Self.isSign(text[first.lowerBound]),
      Fractions.value(of: text[first.lowerBound]) == nil, first.lowerBound > text.startIndex
    {
      let key = ParseText.key(before: text[...first.lowerBound], after: text[first.upperBound...])
      switch lookup(key, numberless: false, filter) {
      case .none, .withheld: break
      case .found, .ambiguous:
        first = (first.lowerBound + 1)..<first.upperBound
        spans[0] = first
      }
    }
    let numberText = text[first]
    guard let value = number(numberText) else {
      if let found = try shorterNumber(text, first, filter) { return found }
      // A number whose last digits begin the unit ("1,000,0000 年": a million decades
      // in zh-Hant, "{0}0 年").
      if table.numberBeforeDigit,
        let found = try digitsOfTheUnit(text, first, value: nil, filter)
      {
        return found
      }
      if spans.count >= 2, let mixed = try mixed(text, spans, filter) { return mixed }
      throw numberProblem(numberText)
    }
    let before = text[..<first.lowerBound]
    let after = text[first.upperBound...]
    if before.isEmpty && after.isEmpty {
      if let defaultUnit { return Reading(value: value, unit: defaultUnit) }
      // A locale whose unit pattern is the number alone (zu narrow day at 0 and 1 in
      // CLDR 42, nl beaufort in CLDR 46): a bare number may be that unit or none, an
      // ambiguity listing the unit rather than a guess.
      switch lookup(ParseText.key(before: before, after: after), numberless: false, filter) {
      case .found(let unit, _, _): throw .ambiguousUnit("", meanings: [unit.identifier])
      case .ambiguous(let units, _): throw .ambiguousUnit("", meanings: units.map(\.identifier))
      case .none, .withheld: break
      }
      let shown = string(numberText)
      throw .parseFailure(
        "missing unit after '\(MeasurementFormatError.printable(shown))'", input: shown)
    }
    // The unit's text, for errors and symbols only: most texts are found without it.
    var unitText: String { ParseText.key(before.isEmpty ? after : after.isEmpty ? before : text) }

    if table.numberBeforeDigit,
      let found = try digitsOfTheUnit(text, first, value: value, filter)
    {
      return found
    }
    let key = ParseText.key(before: before, after: after)
    switch unit(key, unitText: unitText, filter, symbols: false) {
    case .found(let unit, _, let rung):
      // Found only loosely or in another case, where ICU writes a unit it composes
      // exactly so ("5 mN" in es-US: millinewtons, not "MN" nautical miles).
      if spans.count == 1, rung >= .loose,
        let exact = try? composed(key, value: value, unitText: unitText, filter, exactOnly: true)
      {
        return exact
      }
      // And where, under the same loosening, a unit ICU composes fits too ("5 KN": knots,
      // or kilonewtons written in capitals), the text has two readings.
      if spans.count == 1, rung >= .loose, rung <= .looseFolded {
        var rivals: [String] = []
        do throws(MeasurementFormatError) {
          if let rival = try composed(
            key, value: value, unitText: unitText, filter, rivalling: rung)
          {
            rivals = [rival.unit.identifier]
          }
        } catch  where error.code == .ambiguousUnit {
          rivals = error.candidates
        } catch {}
        // The unit itself, or another name of it for a usage ("year-person"), is no rival.
        let same = Set(
          [unit] + Self.usageAliases.filter { $0.value == unit }.map(\.key)
            + [Self.usageAliases[unit]].compactMap { $0 }
        ).map(\.identifier)
        let others = rivals.filter { !same.contains($0) }
        if !others.isEmpty {
          throw .ambiguousUnit(unitText, meanings: [unit.identifier] + others)
        }
      }
      return Reading(value: value, unit: unit)
    case .ambiguous(let units, _):
      throw .ambiguousUnit(unitText, meanings: units.map(\.identifier))
    case .withheld(let error, _): throw error
    case .none: break
    }
    // The sign before a unit written before the number ("-%0,25" in tr): the table
    // holds the unit's pattern, the sign is the number's.
    if let sign = before.first, Self.isSign(sign), value.sign == .plus, before.count > 1,
      !ParseText.isSpace(before[before.startIndex + 1])
    {
      let key = ParseText.key(before: before.dropFirst(), after: after)
      switch lookup(key, numberless: false, filter) {
      case .found(let unit, _, _):
        return Reading(value: sign == "+" ? value : -value, unit: unit)
      case .ambiguous(let units, _):
        throw .ambiguousUnit(unitText, meanings: units.map(\.identifier))
      case .withheld(let error, _): throw error
      case .none: break
      }
    }
    if let found = try shorterNumber(text, first, filter) { return found }
    // A word for a power of ten between the number and its unit ("5 tys. km", "5万公里").
    if spans.count == 1, before.isEmpty, let found = try scaled(text, first, value, filter) {
      return found
    }
    if spans.count >= 2 || !before.isEmpty, let mixed = try mixed(text, spans, filter) {
      return mixed
    }
    // A unit before the number whose text has digits of its own ("L/100km 5").
    for span in spans.dropFirst() {
      guard let other = number(text[span]) else { continue }
      let key = ParseText.key(before: text[..<span.lowerBound], after: text[span.upperBound...])
      if case .found(let unit, _, _) = lookup(key, numberless: false, filter) {
        return Reading(value: other, unit: unit)
      }
    }
    // A form without a number whose unit has digits ("لتران لكل ١٠٠ كيلومتر", two liters
    // per 100 km).
    if case .found(let unit, let value?, _) = lookup(ParseText.key(text), numberless: true, filter)
    {
      return Reading(value: value, unit: unit)
    }
    // A unit ICU composes, and the symbols: where both read the text, as different units
    // ("kJ/t" in et: kilojoules per hour as ICU writes it, per tonne as a symbol), it is
    // ambiguous.
    if spans.count == 1 {
      var fromSymbols: MeasureUnit?
      if case .found(let unit, _, _) = unit(key, unitText: unitText, filter) { fromSymbols = unit }
      let fromICU: Reading?
      do throws(MeasurementFormatError) {
        fromICU = try composed(key, value: value, unitText: unitText, filter)
      } catch  where error.code == .ambiguousUnit {
        // Units ICU composes alike, and the symbols' another: one more reading ("GW⋅s"
        // in so: gigawatt-hours or -years as ICU writes them, gigawatt-seconds typed).
        // Not beside money ("49,90 TL/kg" is a price, which no unit joins).
        guard let typed = fromSymbols?.identifier, !error.candidates.contains(typed),
          error.candidates.allSatisfy({ (try? MeasureUnit($0)) != nil })
        else { throw error }
        throw .ambiguousUnit(unitText, meanings: error.candidates + [typed])
      }
      switch (fromICU, fromSymbols) {
      case (let a?, let b?) where a.unit != b && a.composedLevel <= 1:
        throw .ambiguousUnit(unitText, meanings: [a.unit.identifier, b.identifier])
      case (let a?, let b?) where a.unit != b:
        // ICU's text only in another case ("KM/h", horsepower per hour in pl), the
        // symbol as typed ("km/h").
        return Reading(value: value, unit: b)
      case (let a?, _): return a
      case (nil, let b?): return Reading(value: value, unit: b)
      case (nil, nil): break
      }
    }
    // A unit ICU composes whose text has a digit of its own ("𞤳𞤺/𞤥𞥓", kg/m³ in ff-Adlm).
    if spans.count > 1,
      let composed = try composed(key, value: value, unitText: unitText, filter)
    {
      return composed
    }
    // A symbol only after the number: a unit written first is the locale's own or none
    // (``Rung``: "PM2.5", "A 7").
    guard before.isEmpty else {
      throw .parseFailure(
        "'\(MeasurementFormatError.printable(string(text)))' is not a measurement as "
          + "\(localeName) writes one", input: string(text))
    }
    return Reading(value: value, unit: try symbol(unitText, filter))
  }

  /// The number cut short at a space inside it, where the rest begins the unit: a space
  /// between digits is a group separator only where the unit's text does not begin with
  /// digits ("1 234,5 10-летия" in ru: 1234.5 decades, "0 10-летий": 0 decades).
  private func shorterNumber(_ text: Text, _ span: Range<Int>, _ filter: Filter)
    throws(MeasurementFormatError) -> Reading?
  {
    var cut = span.upperBound - 1
    while cut > span.lowerBound {
      defer { cut -= 1 }
      guard ParseText.isSpace(text[cut]) else { continue }
      let shorter = span.lowerBound..<cut
      guard let value = number(text[shorter]) else { continue }
      let before = text[..<shorter.lowerBound]
      let after = text[shorter.upperBound...]
      switch lookup(ParseText.key(before: before, after: after), numberless: false, filter) {
      case .found(let unit, _, _): return Reading(value: value, unit: unit)
      case .ambiguous(let units, _):
        throw .ambiguousUnit(
          ParseText.key(before.isEmpty ? after : after.isEmpty ? before : text),
          meanings: units.map(\.identifier))
      case .withheld(let error, _): throw error
      case .none: continue
      }
    }
    return nil
  }

  /// Readings where the last digits of the number begin the unit ("{0}0年" is a decade
  /// in zh-Hant, so "10年" is 10 years or 1 decade: ICU writes both alike, an ambiguity
  /// listing both); nil when there is none.
  private func digitsOfTheUnit(
    _ text: Text, _ span: Range<Int>, value: Double?, _ filter: Filter
  ) throws(MeasurementFormatError) -> Reading? {
    var readings: [Reading] = []
    let before = text[..<span.lowerBound]
    var cut = span.upperBound - 1
    while cut > span.lowerBound {
      defer { cut -= 1 }
      guard ParseText.isDigit(text[cut]), let shorter = number(text[span.lowerBound..<cut]) else {
        continue
      }
      let key = ParseText.key(before: before, after: text[cut...])
      if case .found(let unit, _, _) = lookup(key, numberless: false, filter) {
        readings.append(Reading(value: shorter, unit: unit))
      }
    }
    guard !readings.isEmpty else { return nil }
    let key = ParseText.key(before: before, after: text[span.upperBound...])
    if let value, case .found(let unit, _, _) = lookup(key, numberless: false, filter) {
      readings.insert(Reading(value: value, unit: unit), at: 0)
    }
    if readings.count == 1 { return readings[0] }
    throw .ambiguousUnit(
      ParseText.key(text[span.upperBound...]),
      meanings: readings.map(\.unit.identifier))
  }

  /// A text without a number: a form that says its value ("ساعتان", two hours).
  func numberless(_ text: Text, _ filter: Filter) throws(MeasurementFormatError) -> Reading {
    let key = ParseText.key(text)
    switch lookup(key, numberless: true, filter) {
    case .found(let unit, let value, _): return Reading(value: value ?? 1, unit: unit)
    case .ambiguous(let units, _): throw .ambiguousUnit(key, meanings: units.map(\.identifier))
    case .withheld(let error, _): throw error
    case .none:
      throw .parseFailure(
        "no number in '\(MeasurementFormatError.printable(key))'", input: key)
    }
  }
}
