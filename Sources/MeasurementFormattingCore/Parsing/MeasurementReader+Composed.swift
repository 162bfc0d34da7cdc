extension MeasurementReader {
  /// A unit that is none of ICU's built-in units but one it composes (an SI or binary
  /// prefix, a power, "-per-"), read back: "5 МДж" (ru, megajoules), "5 ננוגר׳" (he,
  /// nanograms), "5 Gio/s" (fr, gibibytes per second), "5 km/hora" (es, typed).
  ///
  /// The unit text is taken apart with the locale's own prefix, power and "per" texts
  /// (``ComposedGrammar``, learned from ICU on first use) into units the table knows,
  /// and each unit so found is checked by formatting it: it is the reading only where
  /// ICU writes `value` in it as the text is written (at any width, in any case or
  /// spacing the table's levels allow). A text several such units fit is ambiguous.
  /// A "/" between two units the table or the symbols read, each one way, is their
  /// quotient as typed ("km/hora", "Мбит/с"), which needs no check. nil when nothing fits.
  func composed(_ key: String, value: Double, unitText: String, _ filter: Filter)
    throws(MeasurementFormatError) -> Reading?
  {
    let scalars = Array(unitText.unicodeScalars)
    guard !scalars.isEmpty, scalars.count <= 40 else { return nil }
    let grammar = table.composedGrammar
    var candidates = Set<String>()
    for id in decompose(ParseText.loose(unitText)[...], grammar, depth: 0) {
      candidates.insert(id)
    }
    // The units ICU writes as the text is written, at the closest level (as written,
    // without spaces, case folded, loose): "МДж" is megajoules, "мДж" millijoules.
    var verified: [MeasureUnit] = []
    var closest = Int.max
    for id in candidates.sorted() {
      guard let unit = try? MeasureUnit(id), filter.accepts(unit), !unit.isMixed,
        let level = level(unit, value: value, key: key), level <= closest
      else { continue }
      if level < closest { verified.removeAll() }
      closest = level
      verified.append(unit)
    }
    if verified.count == 1 { return Reading(value: value, unit: verified[0]) }
    if verified.count > 1 {
      throw .ambiguousUnit(unitText, meanings: verified.map(\.identifier))
    }
    if let quotient = typedQuotient(unitText), filter.accepts(quotient) {
      return Reading(value: value, unit: quotient)
    }
    return nil
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

  /// The closest level at which ICU's text of `value` in `unit`, at some width, is the
  /// text's `key` (0 as written, 1 without spaces, 2 case folded, 3 loose in its case, 4
  /// loose); nil when it
  /// is at none.
  private func level(_ unit: MeasureUnit, value: Double, key: String) -> Int? {
    var best: Int?
    for width in UnitWidth.allCases {
      let format = MeasurementFormat(
        width: width, localeID: table.localeID, number: NumberOptions(), usage: .asProvided,
        hidesUnit: false)
      let (written, _, hasNumber) = ParseTable.template(format.format(value, unit: unit))
      guard hasNumber else { continue }
      let level: Int?
      if written == key {
        level = 0
      } else if ParseText.spaceless(written) == ParseText.spaceless(key) {
        level = 1
      } else if ParseText.spaceless(written).lowercased() == ParseText.spaceless(key).lowercased() {
        level = 2
      } else if ParseText.loose(written, keepingCase: true)
        == ParseText.loose(key, keepingCase: true)
      {
        level = 3
      } else if ParseText.loose(written) == ParseText.loose(key) {
        level = 4
      } else {
        level = nil
      }
      if let level { best = min(best ?? level, level) }
    }
    return best
  }

  /// The unit ids a loose unit text may be composed of: a unit the table has, a prefix
  /// and such a unit, a power of one, or a quotient of two.
  private func decompose(_ text: Substring, _ grammar: ComposedGrammar, depth: Int) -> [String] {
    guard !text.isEmpty, depth <= 2 else { return [] }
    var ids: [String] = []
    ids += simpleUnits(text)
    for (prefix, affixes) in grammar.prefixes {
      for affix in affixes {
        guard let rest = affix.strip(text) else { continue }
        for base in simpleUnits(rest) where !base.contains("-") {
          ids.append(prefix + base)
        }
      }
    }
    for (power, affixes) in grammar.powers {
      for affix in affixes {
        guard let rest = affix.strip(text) else { continue }
        for base in decompose(rest, grammar, depth: depth + 1) where !base.contains("-per-") {
          ids.append(power + "-" + base)
        }
      }
    }
    for separator in grammar.perSeparators {
      var searchStart = text.startIndex
      while let found = text[searchStart...].firstRange(of: separator) {
        let numerator = text[..<found.lowerBound]
        let denominator = text[found.upperBound...]
        searchStart = found.upperBound
        guard !numerator.isEmpty, !denominator.isEmpty else { continue }
        let tops = decompose(numerator, grammar, depth: depth + 1)
        let bottoms = decompose(denominator, grammar, depth: depth + 1)
        for top in tops.prefix(4) where !top.contains("-per-") {
          for bottom in bottoms.prefix(4) where !bottom.contains("-per-") {
            ids.append(top + "-per-" + bottom)
          }
        }
      }
    }
    return ids
  }

  /// The built-in units whose text (without a number, loose) is `text`, at any width
  /// and plural form.
  private func simpleUnits(_ text: Substring) -> [String] {
    var ids: [String] = []
    let unitText = String(text)
    for key in ["\u{1}" + unitText, unitText + "\u{1}"] {
      for meaning in table.loose[key] ?? [] where meaning.value == nil {
        ids.append(table.units[Int(meaning.unit)].identifier)
      }
    }
    return ids
  }

  /// "km/hora", "Мбит/с": the quotient of two units, each read one way by the table or
  /// the symbols; nil otherwise.
  private func typedQuotient(_ unitText: String) -> MeasureUnit? {
    let sides = unitText.split(separator: "/", omittingEmptySubsequences: false)
    guard sides.count == 2 else { return nil }
    var ids: [String] = []
    for side in sides {
      let text = side.trimmingWhitespace()
      guard !text.isEmpty else { return nil }
      let key = ParseText.key(before: [], after: Array(text.unicodeScalars)[...])
      guard case .found(let unit, _) = unit(key, unitText: text, .any), !unit.isMixed,
        !unit.identifier.contains("-per-")
      else { return nil }
      ids.append(unit.identifier)
    }
    return try? MeasureUnit(ids[0] + "-per-" + ids[1])
  }
}

/// How a locale writes units ICU composes: the texts of SI and binary prefixes, of
/// powers and of "per", at every width, loose (``ParseText/loose(_:)``); learned by
/// formatting units made of a reference unit (ohm, kelvin) and taking the reference's
/// own text away.
struct ComposedGrammar: Sendable {
  /// Text before and after a unit's: "М" and "" for mega in ru.
  struct Affix: Hashable, Sendable {
    var before: String
    var after: String

    /// `text` without this affix; nil when it does not have it, or nothing is left.
    func strip(_ text: Substring) -> Substring? {
      guard text.count > before.count + after.count, text.hasPrefix(before),
        text.hasSuffix(after)
      else { return nil }
      let rest = text.dropFirst(before.count).dropLast(after.count)
      return rest.isEmpty ? nil : rest
    }
  }

  /// CLDR prefix word ("mega", "kibi") → its texts.
  var prefixes: [(String, [Affix])]
  /// "square", "cubic" → their texts.
  var powers: [(String, [Affix])]
  /// What stands between the two units of a quotient: "/", "per", "pro".
  var perSeparators: [String]

  static let prefixWords = [
    "deka", "hecto", "kilo", "mega", "giga", "tera", "peta", "exa", "zetta", "yotta", "deci",
    "centi", "milli", "micro", "nano", "pico", "femto", "atto", "zepto", "yocto", "kibi", "mebi",
    "gibi", "tebi", "pebi", "exbi", "zebi", "yobi",
  ]

  init(localeID: String) {
    let formats = UnitWidth.allCases.map { width in
      MeasurementFormat(
        width: width, localeID: localeID, number: NumberOptions(), usage: .asProvided,
        hidesUnit: false)
    }
    // The unit's text alone, loose: what is around the number.
    func text(_ format: MeasurementFormat, _ id: String) -> String? {
      guard let unit = try? MeasureUnit(id) else { return nil }
      let (key, _, hasNumber) = ParseTable.template(format.format(5, unit: unit))
      guard hasNumber else { return nil }
      return String(
        String.UnicodeScalarView(
          ParseText.loose(key).unicodeScalars.filter {
            $0 != ParseText.placeholder
          }))
    }
    func affix(_ whole: String, around part: String) -> Affix? {
      guard !part.isEmpty, whole != part, let range = whole.firstRange(of: part) else {
        return nil
      }
      return Affix(
        before: String(whole[..<range.lowerBound]), after: String(whole[range.upperBound...]))
    }
    var prefixes: [(String, [Affix])] = []
    for word in Self.prefixWords {
      var affixes = Set<Affix>()
      for format in formats {
        let reference = word.hasSuffix("bi") ? "byte" : "ohm"
        guard let base = text(format, reference), let whole = text(format, word + reference),
          let found = affix(whole, around: base)
        else { continue }
        affixes.insert(found)
      }
      if !affixes.isEmpty { prefixes.append((word, Array(affixes))) }
    }
    var powers: [(String, [Affix])] = []
    for power in ["square", "cubic"] {
      var affixes = Set<Affix>()
      for format in formats {
        guard let base = text(format, "lux"), let whole = text(format, power + "-lux"),
          let found = affix(whole, around: base)
        else { continue }
        affixes.insert(found)
      }
      if !affixes.isEmpty { powers.append((power, Array(affixes))) }
    }
    var separators: Set<String> = ["/"]
    for format in formats {
      guard let ohm = text(format, "ohm"), let whole = text(format, "ohm-per-lux"),
        let range = whole.firstRange(of: ohm)
      else { continue }
      let rest = whole[range.upperBound...]
      // The separator is what comes before the second unit's text, whatever its form.
      if let lux = text(format, "lux"), let end = rest.firstRange(of: lux),
        end.lowerBound > rest.startIndex
      {
        separators.insert(String(rest[..<end.lowerBound]))
      }
    }
    self.prefixes = prefixes
    self.powers = powers
    perSeparators = separators.sorted { $0.count > $1.count }
  }
}
