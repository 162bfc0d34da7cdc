extension MeasurementReader {
  /// A unit that is none of ICU's built-in units but one it composes (an SI or binary
  /// prefix, a power, "-per-"), read back: "5 МДж" (ru, megajoules), "5 ננוגר׳" (he,
  /// nanograms), "5 Gio/s" (fr, gibibytes per second), "每毫升5毫克" (zh, milligrams per
  /// milliliter), "5 km/hora" (es, typed).
  ///
  /// The text is taken apart with the locale's own prefix, power and "per" forms
  /// (``ComposedGrammar``, learned from ICU on first use) into units the table knows,
  /// and each unit so found is checked by formatting it: it is the reading only where
  /// ICU writes `value` in it as the text is written (at the closest of the table's
  /// levels: "МДж" is megajoules, "мДж" millijoules). A text several units fit alike is
  /// ambiguous. A "/" between two units the table or the symbols read, each one way, is
  /// their quotient as typed ("km/hora", "Мбит/с"), which needs no check. nil when
  /// nothing fits.
  /// With `exactOnly`, only a unit ICU writes exactly so (as written or but for spaces).
  /// With `rivalling`, the unit that fits at that rung or a closer one whatever its prefix
  /// (a rival of a reading found there, not a reading: see ``Rung/composed``).
  func composed(
    _ key: String, value: Double, unitText: String, _ filter: Filter, exactOnly: Bool = false,
    rivalling: Rung? = nil
  ) throws(MeasurementFormatError) -> Reading? {
    guard unitText.unicodeScalars.count <= 60 else { return nil }
    try refusePricePerUnit(unitText)
    let grammar = table.composedGrammar
    var candidates = Set<String>()
    for id in decompose(ParseText.loose(key), grammar, depth: 0) { candidates.insert(id) }
    // A unit without names in CLDR, which ICU writes as its identifier ("picofarad 5" in
    // ha, CLDR 46 and 48): the identifier, verified below against ICU's text like any.
    let bare = unitText.unicodeScalars.filter { $0 != ParseText.placeholder && $0 != " " }
    if (1...40).contains(bare.count), bare.allSatisfy({ ("a"..."z").contains($0) || $0 == "-" }) {
      candidates.insert(String(String.UnicodeScalarView(bare)))
    }
    var verified: [MeasureUnit] = []
    var closest = Int.max
    // The text's key at each level, and a format per width, once for every candidate.
    let keys = Rung.keys(key)
    let formats = UnitWidth.allCases.map {
      MeasurementFormat(
        width: $0, localeID: table.localeID, number: NumberOptions(), usage: .asProvided,
        hidesUnit: false)
    }
    // A unit written before the number only as ICU writes it, but for spaces.
    let unitFirst = key.unicodeScalars.first != ParseText.placeholder
    for id in candidates.sorted() {
      guard let unit = try? MeasureUnit(id), filter.accepts(unit), !unit.isMixed,
        !ComposedGrammar.isProductOfLikes(id)
      else { continue }
      // A prefix on a base CLDR never lists it with ("gigameter", "decibyte"), or a
      // product CLDR does not list ("hour-milliampere"), is read only as ICU writes it,
      // but for spaces; any other composed unit in its exact case (rung loose at most:
      // "km/j" is no kilometers per joule where "J" is the joule). A rival of a reading
      // found at a rung may be found at that rung whatever it is.
      let unlisted =
        rivalling == nil
        && (ComposedGrammar.hasUnlistedPrefix(id) || ComposedGrammar.isUnlistedProduct(id))
      // Unlisted: exactly as ICU writes it, but for the space between number and unit
      // ("كلغ", a kilogram in the Maghreb, is no "كل غ", kiloliters per gram in narrow
      // Arabic).
      let loosest: Rung =
        unlisted ? .exact : exactOnly || unitFirst ? .spaceless : rivalling ?? .loose
      guard let level = level(unit, value: value, keys: keys, formats), level <= closest,
        level <= loosest.rawValue
      else { continue }
      if level < closest { verified.removeAll() }
      closest = level
      verified.append(unit)
    }
    if verified.count == 1 {
      let found = Reading(value: value, unit: verified[0], composedLevel: closest)
      return rivalling == nil ? try preferringExactPieces(found, unitText: unitText, filter) : found
    }
    if verified.count > 1 {
      throw .ambiguousUnit(unitText, meanings: verified.map(\.identifier))
    }
    if !exactOnly, rivalling == nil, let quotient = typedQuotient(unitText),
      filter.accepts(quotient)
    {
      return Reading(value: value, unit: quotient)
    }
    return nil
  }

  /// A quotient typed of two units the locale writes exactly so ("км/ч" in Bulgarian:
  /// "км" and "ч", an hour in narrow width), where the composed reading found only
  /// loosely is another ("км/ч." is ICU's kilometers per cup, "ч." a cup): the exact
  /// pieces win; the same closeness, two readings.
  private func preferringExactPieces(
    _ found: Reading, unitText: String, _ filter: Filter
  ) throws(MeasurementFormatError) -> Reading {
    guard found.composedLevel > Rung.spaceless.rawValue else { return found }
    // A side the locale writes as two units ("ч": an hour and a cup in Bulgarian narrow
    // width) makes the typed quotient two readings too.
    let sides = unitText.split(separator: "/", omittingEmptySubsequences: false)
    if sides.count == 2 {
      let tops = candidates(
        ParseText.key(before: [], after: Array(sides[0].trimmingWhitespace().unicodeScalars)[...]),
        unitText: sides[0].trimmingWhitespace())
      let bottoms = candidates(
        ParseText.key(before: [], after: Array(sides[1].trimmingWhitespace().unicodeScalars)[...]),
        unitText: sides[1].trimmingWhitespace())
      if tops.count * bottoms.count > 1 {
        var meanings = [found.unit.identifier]
        for a in tops {
          for b in bottoms {
            guard let q = try? MeasureUnit(a.identifier + "-per-" + b.identifier),
              filter.accepts(q), !meanings.contains(q.identifier)
            else { continue }
            meanings.append(q.identifier)
          }
        }
        if meanings.count > 1 { throw .ambiguousUnit(unitText, meanings: meanings) }
      }
    }
    guard let (quotient, rung) = typedQuotientRung(unitText), filter.accepts(quotient),
      quotient != found.unit
    else { return found }
    if rung.rawValue < found.composedLevel {
      return Reading(value: found.value, unit: quotient)
    }
    throw .ambiguousUnit(unitText, meanings: [found.unit.identifier, quotient.identifier])
  }

  /// The unit of a range's text: one ICU composes, else a symbol (or its error).
  func composedOrSymbol(_ unitText: String, value: Double, _ filter: Filter)
    throws(MeasurementFormatError) -> MeasureUnit
  {
    let key = ParseText.key(before: [], after: Array(unitText.unicodeScalars)[...])
    if let reading = try composed(key, value: value, unitText: unitText, filter) {
      return reading.unit
    }
    return try symbol(unitText, filter)
  }

  /// The closest level at which ICU's text of `value` in `unit`, in one of `formats`
  /// (one per width), is the text whose ``Rung/keys(_:)`` are `keys`; nil when it
  /// is at none.
  private func level(
    _ unit: MeasureUnit, value: Double, keys: [String?], _ formats: [MeasurementFormat]
  ) -> Int? {
    var best: Int?
    for format in formats {
      let (written, _, hasNumber) = ParseTable.template(format.format(value, unit: unit))
      guard hasNumber else { continue }
      var levels = ParseText.levels(written)
      // As written, but for the space between the number and the unit.
      levels[0] = ParseText.withoutGap(levels[0])
      var keys = keys
      keys[0] = keys[0].map(ParseText.withoutGap)
      if let level = levels.indices.first(where: { levels[$0] == keys[$0] }) {
        best = min(best ?? level, level)
      }
    }
    return best
  }

  /// The unit ids a loose key ("\u{1}мдж", "每毫升\u{1}毫克") may be composed of: a unit
  /// the table has, a quotient with one of the denominators ICU writes in a form of its
  /// own ("/s", "في الثانية", "每毫升"), a prefix or a power on a unit, a product ("Gw⋅h"),
  /// or a quotient of two units around the locale's "per" ("por", "на").
  /// Refuses a quotient whose top is money ("49,90 TL/kg" in tr, "100.000đ/kg" in vi: a
  /// price per kilogram, not teraliters or points per kilogram): a currency symbol of the
  /// region, or a text ReaderData says is one.
  private func refusePricePerUnit(_ unitText: String) throws(MeasurementFormatError) {
    guard let slash = unitText.firstIndex(where: { $0 == "/" || $0 == "\u{2215}" }) else { return }
    let top = String(unitText[..<slash]).trimmingWhitespace()
    guard !top.isEmpty,
      case .ambiguous(let meanings)? = table.falseFriend(ParseTable.aliasKey(top)),
      let money = meanings.first(where: { $0.quantity == "currency" })
    else { return }
    throw .ambiguousUnit(
      unitText,
      meanings: meanings.filter { $0.quantity != "currency" }.map(\.name)
        + ["\(money.name) per \(unitText[unitText.index(after: slash)...])"])
  }

  private func decompose(_ key: String, _ grammar: ComposedGrammar, depth: Int) -> [String] {
    guard depth <= 2 else { return [] }
    var ids = simpleUnits(key)
    for (affix, denominator) in grammar.denominators {
      guard let numerator = affix.strip(key[...]) else { continue }
      for top in decompose(String(numerator), grammar, depth: depth + 1).prefix(6)
      where !Self.isQuotient(top) {
        ids.append(top + "-per-" + denominator)
      }
    }
    // The unit's text, with the number before or after it.
    let scalars = Array(key.unicodeScalars)
    let numberFirst = scalars.first == ParseText.placeholder
    guard numberFirst || scalars.last == ParseText.placeholder else { return ids }
    let text = String(String.UnicodeScalarView(scalars.filter { $0 != ParseText.placeholder }))
    func keyOf(_ unitText: Substring) -> String {
      numberFirst ? "\u{1}" + unitText : unitText + "\u{1}"
    }
    // A factor of a product or quotient, which the locale may write on its own before
    // the number ("gaƒoƒo 5", hours in ee, and "W⋅gaƒoƒo").
    func factor(_ unitText: Substring) -> [String] {
      decompose(keyOf(unitText), grammar, depth: depth + 1)
        + decompose(
          numberFirst ? unitText + "\u{1}" : "\u{1}" + unitText, grammar, depth: depth + 1)
    }
    let kilo = grammar.prefixes.first { $0.0 == "kilo" }?.1 ?? []
    for (prefix, affixes) in grammar.prefixes {
      for affix in affixes {
        guard let rest = affix.strip(text[...]) else { continue }
        for base in simpleUnits(keyOf(rest)) where ComposedGrammar.takesPrefix(base, prefix) {
          ids.append(prefix + base)
        }
        // CLDR has some units only with kilo ("kWh"): the prefix in kilo's place
        // ("GWu" in nl is gigawatt-hours).
        for k in kilo where prefix != "kilo" {
          for base in simpleUnits(keyOf((k.before + rest + k.after)[...]))
          where base.hasPrefix("kilo")
            && ComposedGrammar.takesPrefix(String(base.dropFirst(4)), prefix)
          {
            ids.append(prefix + base.dropFirst(4))
          }
        }
      }
    }
    for (power, affixes) in grammar.powers {
      for affix in affixes {
        guard let rest = affix.strip(text[...]) else { continue }
        // A power of a length only ("m³", "km2"): no one writes a cubic volt, and "3V3"
        // is 3.3 volts in electronics.
        for base in decompose(keyOf(rest), grammar, depth: depth + 1).prefix(6)
        where !Self.isQuotient(base) && UnitSymbolParser.isLength(base) {
          ids.append(power + "-" + base)
        }
      }
    }
    // A product written without a separator ("GWu", gigawatt-hours in nl narrow;
    // "gigawatt ore" in it, read without spaces): every cut of a short text.
    if depth == 0, (2...16).contains(text.count),
      !grammar.productSeparators.contains(where: {
        ParseText.firstRange(of: $0, in: text[...]) != nil
      })
    {
      var cut = text.index(after: text.startIndex)
      while cut < text.endIndex {
        for a in factor(text[..<cut]).prefix(4) where !Self.isQuotient(a) {
          for b in factor(text[cut...]).prefix(4) where !Self.isQuotient(b) {
            ids.append(a + "-" + b)
          }
        }
        cut = text.index(after: cut)
      }
    }
    for separator in grammar.productSeparators {
      guard let found = ParseText.firstRange(of: separator, in: text[...]) else { continue }
      let first = text[..<found.lowerBound]
      let second = text[found.upperBound...]
      guard !first.isEmpty, !second.isEmpty else { continue }
      // Up to eight units a side: "s" is an hour, a year and a person's year in
      // Somali narrow width (CLDR 48), and "GW⋅s" a gigawatt-hour.
      for a in factor(first).prefix(8)
      where !Self.isQuotient(a) {
        for b in factor(second).prefix(8)
        where !Self.isQuotient(b) {
          ids.append(a + "-" + b)
        }
      }
    }
    for separator in grammar.perSeparators {
      var searchStart = text.startIndex
      while let found = ParseText.firstRange(of: separator, in: text[searchStart...]) {
        let numerator = text[..<found.lowerBound]
        let denominator = text[found.upperBound...]
        searchStart = found.upperBound
        guard !numerator.isEmpty, !denominator.isEmpty else { continue }
        let tops = factor(numerator)
        let bottoms = factor(denominator)
        for top in tops.prefix(8) where !Self.isQuotient(top) {
          for bottom in bottoms.prefix(8) where !Self.isQuotient(bottom) {
            ids.append(top + "-per-" + bottom)
          }
        }
      }
    }
    return ids
  }

  /// The units the table has under a loose key, at any width and plural form.
  ///
  /// In the order of their identifiers, whatever order the table's lists were filled in
  /// (a dictionary's, which changes from one process to the next): the callers keep only
  /// the first few of a factor's units, and a reading must not depend on the run.
  private func simpleUnits(_ key: String) -> [String] {
    Set(
      (table.loose[key] ?? []).filter { $0.value == nil }.map {
        table.units[Int($0.unit)].identifier
      }
    ).filter { !ComposedGrammar.neverAPart.contains($0) }.sorted()
  }

  /// An SI or binary prefix symbol in exact case on a unit the locale writes exactly so,
  /// where CLDR lists the prefixed unit: "MBit" in German (mega, and "Bit" as German writes
  /// the bit: a megabit), "kByte", "GiB"; never "mBit" (CLDR lists no millibit). nil
  /// otherwise, or where two prefixes fit.
  func prefixed(_ unitText: String) -> MeasureUnit? {
    var found: MeasureUnit?
    for (symbol, word) in UnitSymbols.prefixes + UnitSymbols.binaryPrefixes
    where unitText.hasPrefix(symbol) && unitText.count > symbol.count {
      let rest = Array(unitText.unicodeScalars.dropFirst(symbol.unicodeScalars.count))
      let key = ParseText.key(before: [], after: rest[...])
      let meanings = (table.exact[key] ?? table.spaceless[ParseText.spaceless(key)] ?? [])
        .filter { $0.value == nil }
      let bases = Set(meanings.map { table.units[Int($0.unit)].identifier })
      guard bases.count == 1, let base = bases.first,
        ComposedGrammar.takesPrefix(base, word), UnitCatalog.typeOfUnit[word + base] != nil,
        let unit = try? MeasureUnit(word + base)
      else { continue }
      if found != nil, found != unit { return nil }
      found = unit
    }
    return found
  }

  /// "km/hora", "Мбит/с": the quotient of two units, each read one way by the table or
  /// the symbols; nil otherwise.
  private func typedQuotient(_ unitText: String) -> MeasureUnit? {
    typedQuotientRung(unitText)?.unit
  }

  /// ``typedQuotient(_:)`` and the loosest rung a side was found at.
  private func typedQuotientRung(_ unitText: String) -> (unit: MeasureUnit, rung: Rung)? {
    let sides = unitText.split(separator: "/", omittingEmptySubsequences: false)
    guard sides.count == 2 else { return nil }
    var ids: [String] = []
    var loosest = Rung.exact
    for side in sides {
      let text = side.trimmingWhitespace()
      guard !text.isEmpty else { return nil }
      let key = ParseText.key(before: [], after: Array(text.unicodeScalars)[...])
      guard case .found(let unit, _, let rung) = unit(key, unitText: text, .any),
        !unit.isMixed, !Self.isQuotient(unit.identifier)
      else { return nil }
      ids.append(unit.identifier)
      loosest = max(loosest, rung)
    }
    return (try? MeasureUnit(ids[0] + "-per-" + ids[1])).map { ($0, loosest) }
  }

  /// Whether a unit id is a quotient ("kilometer-per-hour").
  private static func isQuotient(_ id: String) -> Bool {
    ParseText.firstRange(of: "-per-", in: id[...]) != nil
  }
}
