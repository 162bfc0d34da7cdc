/// What a locale writes for every built-in unit, read back: the reverse of formatting,
/// built once per locale by formatting each unit at every width in every plural form the
/// locale has, and kept in ``ParseTable/cache``.
///
/// A unit's pattern is keyed by its text with the number replaced by a placeholder
/// ("\u{1} km", "\u{1} Kilometer"); a form without a number ("ساعتان", two hours) by its
/// text, with the value it stands for. A key is kept at each lookup rung of ``Rung``: as
/// written (spaces collapsed), without spaces ("5km"), loose in its case, case folded
/// ("5 KM") and loose ("5 quilometros", "5 ק\"מ", "20 ºC"). What people write that CLDR
/// does not (``ReaderData/spellings``) is keyed beside it; the false friends and regional
/// units of the locale's language and region (``ReaderData``) are kept by key and by unit.
///
/// The table also holds how the locale writes numbers (``NumberGrammar``), the
/// separators of its unit lists, ranges and approximate values.
final class ParseTable: Sendable {
  /// A meaning of one text: a unit (an index into ``units``) and, for a form without a
  /// number, the value it says.
  struct Meaning: Hashable, Sendable {
    var unit: Int32
    var value: Double?
  }

  let localeID: String
  let units: [MeasureUnit]
  let numbers: NumberGrammar
  /// The separators of the locale's unit lists at every width, as keys ("," and "" in
  /// en): what stands between the components of "5 ft, 11 in".
  let listSeparators: [String]
  /// Text after a list's last item, in the few locales whose pattern has one ("ን" in
  /// ti: "5 ftን 11 inን").
  let listSuffixes: [String]
  /// The most characters other than spaces in one of ``listSeparators``.
  let longestSeparator: Int
  /// What stands between the ends of a range, as keys: the locale's ("–", "～", "-"),
  /// the dashes people type ("-", "–", "—", "‒", "~", "...", "…") and the language's
  /// words ("to", "bis"); longest first.
  let rangeSeparators: [String]
  /// The approximately signs and words written before a number: the locale's (ICU's
  /// "~", "≈", "約", "ca.") and the language's (``ReaderData/words``), as keys;
  /// longest first.
  let approximatelySigns: [[Unicode.Scalar]]
  /// ICU's approximately sign for the locale where it is also a minus sign (CLDR 46 and
  /// 48 give Wolof "-"): a number that begins with it has two readings, "-5 km" is minus
  /// five kilometres or about five, so the reader refuses it.
  let approximatelyMinus: [Unicode.Scalar]?
  let exact: [String: [Meaning]]
  /// The language's word for zero where a number goes ("Zero KB"), lowercased, and its
  /// length in Unicode scalars.
  let zeroWord: (text: String, length: Int)?
  /// Whether a unit's pattern has a digit right after the number ("{0}0年", a decade in
  /// zh-Hant): then "10年" is also 1 decade, and the parser looks for such readings.
  let numberBeforeDigit: Bool
  let spaceless: [String: [Meaning]]
  /// Keys at ``Rung/loose`` (``ParseText/loose(_:keepingCase:)`` keeping case).
  let looseCased: [String: [Meaning]]
  let folded: [String: [Meaning]]
  let loose: [String: [Meaning]]
  /// The symbols people type in any language (``UnitSymbols``: "Nm", "lbs", "NM") that
  /// the locale writes nothing as, by key without spaces: read beside English from
  /// ``Rung/spaceless`` on, never beside the locale's own spellings.
  let symbols: [String: [Meaning]]
  /// The false friends of the locale's language and region (``ReaderData/falseFriends``),
  /// by key as written and without spaces, and (those of any case) by that key lowercased.
  let falseFriends: [String: ReaderData.Verdict]
  let falseFriendsFolded: [String: ReaderData.Verdict]
  /// False friends only glued to the number ("{0}B": "75B"), by key as written.
  let falseFriendsGlued: [String: ReaderData.Verdict]
  /// The units the locale's region means otherwise than ICU writes them
  /// (``ReaderData/regional``).
  let regional: [MeasureUnit: ReaderData.Verdict]
  /// The language's words for "and" between the components of a mixed unit ("und"),
  /// lowercased (``ReaderData/words``).
  let andWords: Set<String>
  /// Whether people of the locale's region write a decimal point and a decimal comma
  /// alike (``ReaderData/numberConventions``: en-ZA, es-419).
  let eitherDecimalMark: Bool
  /// Whether the language writes a time of day "14h30" (``ReaderData/numberConventions``:
  /// fr, pt): then "HhMM" is a time of day or a duration.
  let timeWithH: Bool
  /// Whether the locale's people write a height's inches after the decimal mark of a
  /// number of feet (``ReaderData/numberConventions``: en-IN, en-PK, hi, ur): "5.8 ft" is
  /// then 5.8 feet or 5 ft 8 in (one number of feet from 1 to under 100).
  let feetPointInches: Bool
  /// The unit texts (patterns without their number), for "did you mean".
  private let unitTexts: [String]
  private let suggestions = Lock<Suggestions?>(nil)
  private let composed = Lock<ComposedGrammar?>(nil)
  private let scales = Lock<[([Unicode.Scalar], Double)]?>(nil)

  /// Values to format: 1 and 2 first, as the forms without a number are theirs; then
  /// one of every plural category common locales have.
  static let sampleValues: [Double] = [
    1, 2, 0, 3, 5, 6, 11, 21, 22, 100, 101, 1_000_000, 1.5, 0.5, 0.25, 1234.5,
  ]

  convenience init(localeID: String) {
    self.init(
      localeID: localeID,
      formats: UnitWidth.allCases.map { width in
        MeasurementFormat(
          width: width, localeID: localeID, number: NumberOptions(), usage: .asProvided,
          hidesUnit: false)
      })
  }

  /// The table of a locale, read from `formats`: one format of the locale at each width
  /// with the default options. The round-trip sweep passes the formats it writes with,
  /// and formats its own values in `afterUnit`, which is called with the index of the
  /// format and the unit once the table has that unit's texts at that width: so each ICU
  /// formatter is opened once, and is used again while the shared cache (fewer formatters
  /// than a locale's units × widths) still holds it, past ICU's first uses (which build
  /// the formatter's data anew each time).
  ///
  /// With `languageData` false, the table holds ICU's forms alone, without the
  /// language's spellings and verdicts (``english``).
  init(
    localeID: String, formats: [MeasurementFormat], languageData: Bool = true,
    afterUnit: (_ format: Int, _ unit: MeasureUnit) -> Void = { _, _ in }
  ) {
    self.localeID = localeID
    var units = MeasureUnit.builtIn
    numbers = NumberGrammar(localeID: localeID)
    let values = ICU.pluralRepresentatives(localeID: localeID, candidates: Self.sampleValues)

    var exact: [String: [Meaning]] = [:]
    // The keys written at a width other than narrow (see "narrow forms" below).
    var widerKeys = Set<String>()
    var texts = Set<String>()
    func add(_ key: String, _ meaning: Meaning, to table: inout [String: [Meaning]]) {
      if !table[key, default: []].contains(meaning) { table[key, default: []].append(meaning) }
    }
    for (formatIndex, format) in formats.enumerated() {
      for (index, unit) in units.enumerated() {
        defer { afterUnit(formatIndex, unit) }
        let formatter = format.resolved.formatter(unit: unit)
        for value in values {
          // ICU's text and fields straight, where it shows a number: the same text as
          // format() at a fraction of its cost (no runs). A form without a number, or a
          // number ICU lost and format() puts back, goes through format().
          if let formatter, let (key, unitText) = Self.template(formatter, value) {
            add(key, Meaning(unit: Int32(index), value: nil), to: &exact)
            if format.width != .narrow { widerKeys.insert(key) }
            if !unitText.isEmpty { texts.insert(unitText) }
            continue
          }
          let formatted = format.format(value, unit: unit)
          let (key, unitText, hasNumber) = Self.template(formatted)
          add(key, Meaning(unit: Int32(index), value: hasNumber ? nil : value), to: &exact)
          if format.width != .narrow { widerKeys.insert(key) }
          if !unitText.isEmpty { texts.insert(unitText) }
        }
      }
    }
    // Narrow forms do not hide wider ones written with a space: CLDR 48 writes the
    // Japanese fun (a mass) "30分" in narrow, and minutes "30 分", which people type "30分".
    // A key written only in narrow is also every unit whose wider form it is without
    // spaces: "30分" is minutes or fun, an ambiguity, where "30 分" is minutes.
    var widerBySpaceless: [String: [Meaning]] = [:]
    for key in widerKeys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      for m in exact[key] ?? [] where m.value == nil {
        add(ParseText.spaceless(key), m, to: &widerBySpaceless)
      }
    }
    // Dictionaries are walked in the order of their keys: the order of a key's meanings
    // (and of the units added below) is then the same in every process, and so is each
    // error's list of meanings and any reading that keeps only the first few.
    func inOrder<V>(_ table: [String: V]) -> [(key: String, value: V)] {
      table.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }
    for (key, meanings) in inOrder(exact)
    where !widerKeys.contains(key) && meanings.contains(where: { $0.value == nil }) {
      for m in widerBySpaceless[ParseText.spaceless(key)] ?? [] { add(key, m, to: &exact) }
    }
    numberBeforeDigit = exact.keys.contains { key in
      let scalars = Array(key.unicodeScalars)
      return zip(scalars, scalars.dropFirst()).contains { pair in
        pair.0 == ParseText.placeholder && ParseText.isDigit(pair.1)
      }
    }

    // What people write that CLDR does not (the language's aliases), and the symbols
    // of ``UnitSymbols`` where the locale writes one for another unit ("kt": karat in
    // en, a knot as a symbol): each is a meaning beside the locale's own, so that where
    // the two meet the text is ambiguous, whichever is looked up.
    func index(of unit: MeasureUnit) -> Int32 {
      if let found = units.firstIndex(of: unit) { return Int32(found) }
      units.append(unit)
      return Int32(units.count - 1)
    }
    var cldrByLoose: [String: [Meaning]] = [:]
    for (key, meanings) in inOrder(exact) {
      for m in meanings { add(ParseText.loose(key), m, to: &cldrByLoose) }
      // A unit written after the number, as a symbol is.
      let scalars = key.unicodeScalars
      guard scalars.first == ParseText.placeholder else { continue }
      let unitText = String(String.UnicodeScalarView(scalars.dropFirst())).trimmingWhitespace()
      let ids = UnitSymbols.table[unitText].map { [$0] } ?? UnitSymbols.ambiguous[unitText] ?? []
      // Not a variant of the locale's own unit: where the locale writes a regional unit
      // so ("gal" is the imperial gallon in en-GB), its spelling is the locale's to
      // define; another unit, even of the same quantity ("cc" is a teaspoon in pt-PT and
      // a cubic centimeter as a symbol), stands beside it.
      let own = meanings.map { units[Int($0.unit)].identifier }
      for id in ids {
        guard let unit = MeasureUnit.parse(identifier: id),
          !own.contains(where: { Self.areVariants($0, unit.identifier) })
        else { continue }
        add(key, Meaning(unit: index(of: unit), value: nil), to: &exact)
      }
    }
    var aliasesByLoose: [String: [Meaning]] = [:]
    let language = ReaderData.language(of: localeID)
    let region = ReaderData.region(of: localeID)
    let regionWritten = ReaderData.hasWrittenRegion(localeID)
    func applies(_ rowLanguage: String, _ regions: ReaderData.Regions) -> Bool {
      languageData && ReaderData.Regions(rowLanguage).contain(language)
        && regions.contain(region, written: regionWritten)
    }
    for spelling in ReaderData.spellings where applies(spelling.language, spelling.regions) {
      let key = Self.aliasKey(spelling.text)
      let loosest = ParseText.loose(key)
      for id in spelling.units {
        guard let unit = spelling.unit(id) else { continue }
        let meaning = Meaning(unit: index(of: unit), value: nil)
        add(key, meaning, to: &exact)
        add(loosest, meaning, to: &aliasesByLoose)
      }
      for m in cldrByLoose[loosest] ?? [] where m.value == nil { add(key, m, to: &exact) }
    }
    // An alias that reads loosely as a symbol of another unit ("c.c." and "cc" in fr:
    // a teaspoon or cubic centimeters) is ambiguous there.
    var spaceless: [String: [Meaning]] = [:]
    var looseCased: [String: [Meaning]] = [:]
    var folded: [String: [Meaning]] = [:]
    var loose: [String: [Meaning]] = [:]
    for (symbol, id) in inOrder(UnitSymbols.table) {
      let symbolKey = ParseText.key(before: [], after: Array(symbol.unicodeScalars)[...])
      let loosest = ParseText.loose(symbolKey)
      guard let aliases = aliasesByLoose[loosest], let unit = MeasureUnit.parse(identifier: id)
      else { continue }
      let looseInCase = ParseText.loose(symbolKey, keepingCase: true)
      let meaning = Meaning(unit: index(of: unit), value: nil)
      for m in aliases + [meaning] {
        add(loosest, m, to: &loose)
        add(looseInCase, m, to: &looseCased)
      }
    }
    for (key, meanings) in inOrder(exact) {
      let bare = ParseText.spaceless(key)
      let lower = bare.lowercased()
      let loosest = ParseText.loose(key)
      let aliases = aliasesByLoose[loosest] ?? []
      let looseInCase = ParseText.loose(key, keepingCase: true)
      for m in meanings + aliases {
        add(key, m, to: &exact)
        add(bare, m, to: &spaceless)
        add(looseInCase, m, to: &looseCased)
        add(lower, m, to: &folded)
        add(loosest, m, to: &loose)
      }
    }
    // The symbols people type in any language (``UnitSymbols``: "Nm", "lbs", "NM") where
    // the locale writes nothing so, with a space or without, nor loosely in that case
    // ("cc" where French writes "c.c."): they fill its gaps, never stand beside its own
    // spellings.
    let written = Set(exact.keys.map(ParseText.spaceless))
    var symbols: [String: [Meaning]] = [:]
    for (symbol, id) in inOrder(languageData ? UnitSymbols.table : [:]) {
      let key = ParseText.spaceless(
        ParseText.key(before: [], after: Array(symbol.unicodeScalars)[...]))
      guard !written.contains(key), looseCased[ParseText.loose(key, keepingCase: true)] == nil,
        let unit = MeasureUnit.parse(identifier: id)
      else { continue }
      add(key, Meaning(unit: index(of: unit), value: nil), to: &symbols)
    }
    self.symbols = symbols
    self.units = units
    self.exact = exact
    self.spaceless = spaceless
    self.looseCased = looseCased
    self.folded = folded
    self.loose = loose

    // The verdicts of ReaderData: a language's rows come first, and the first that
    // applies to a key is the key's.
    var falseFriends: [String: ReaderData.Verdict] = [:]
    var falseFriendsFolded: [String: ReaderData.Verdict] = [:]
    var falseFriendsGlued: [String: ReaderData.Verdict] = [:]
    for row in ReaderData.falseFriends where applies(row.language, row.regions) {
      let key = Self.aliasKey(row.text)
      let bare = ParseText.spaceless(key)
      // "{0}B": only glued to the number ("75B"), not after a space ("75 B").
      if row.text.hasPrefix("{0}") {
        if falseFriendsGlued[key] == nil { falseFriendsGlued[key] = row.verdict }
        continue
      }
      for k in [key, bare] where falseFriends[k] == nil { falseFriends[k] = row.verdict }
      if row.anyCase, falseFriendsFolded[bare.lowercased()] == nil {
        falseFriendsFolded[bare.lowercased()] = row.verdict
      }
    }
    // The symbols of the region's currencies (ICU's data: its currencies now and since
    // 2000, standard and narrow symbols): a price is no measurement, so a text written
    // with one is never read as a unit alone — "12,99 kn" in hr is kunas, not knots, and
    // "1.500 KM" in bs convertible marks, not kilometers. Where the locale writes a unit
    // so too, the text is ambiguous; a row of ReaderData first.
    if languageData {
      for (symbol, code) in ICU.regionCurrencySymbols(localeID: localeID) {
        let verdict = ReaderData.Verdict.ambiguous([
          ReaderData.Meaning("an amount of money in \(code) (\(symbol))@currency")
        ])
        for text in [symbol, symbol + "{0}"] {
          let key = Self.aliasKey(text)
          for k in [key, ParseText.spaceless(key)] where falseFriends[k] == nil {
            falseFriends[k] = verdict
          }
        }
      }
    }
    self.falseFriends = falseFriends
    self.falseFriendsFolded = falseFriendsFolded
    self.falseFriendsGlued = falseFriendsGlued
    var regional: [MeasureUnit: ReaderData.Verdict] = [:]
    for row in ReaderData.regional where applies(row.language, row.regions) {
      guard let unit = try? MeasureUnit(row.unit), regional[unit] == nil else { continue }
      regional[unit] = row.verdict
    }
    self.regional = regional
    andWords = Set(ReaderData.words(.and, language: language).map { $0.lowercased() })
    eitherDecimalMark = ReaderData.numberConventions.contains {
      $0.kind == .eitherDecimalMark && applies($0.language, $0.regions)
    }
    timeWithH = ReaderData.numberConventions.contains {
      $0.kind == .timeWithH && applies($0.language, $0.regions)
    }
    feetPointInches = ReaderData.numberConventions.contains {
      $0.kind == .feetPointInches && applies($0.language, $0.regions)
    }
    unitTexts = texts.sorted()

    var separators = Set<String>()
    var suffixes = Set<String>()
    for width in UnitWidth.allCases {
      guard
        let list = try? FormatterCaches.lists.formatter(
          ListKey(localeID: localeID, width: width.icuListWidth)
        ).get()
      else { continue }
      // A list of two has a pattern of its own ("5 ft ते 11 in" in doi), three the
      // others ("1, 2 i 3").
      for items in [["1", "2"], ["1", "2", "3"]] {
        guard case .success(let joined) = list.format(items) else { continue }
        let elements = joined.elements
        for i in elements.indices.dropLast() {
          let gap = joined.text[elements[i].range.upperBound..<elements[i + 1].range.lowerBound]
          let scalars = Array(String(decoding: gap, as: UTF8.self).unicodeScalars)
            .filter { !ParseText.isBidiControl($0) }
          separators.insert(ParseText.key(scalars[...]))
        }
        if let last = elements.last {
          let tail = Array(
            String(decoding: joined.text[last.range.upperBound...], as: UTF8.self).unicodeScalars
          ).filter { !ParseText.isBidiControl($0) && !ParseText.isSpace($0) }
          if !tail.isEmpty { suffixes.insert(String(String.UnicodeScalarView(tail))) }
        }
      }
    }
    separators.insert("")
    // Longest first: ", and" before ",".
    listSeparators = Self.longestFirst(separators)
    listSuffixes = Self.longestFirst(suffixes)
    longestSeparator =
      (separators.union(andWords)).map { $0.unicodeScalars.count { $0 != " " } }.max() ?? 0

    // Ranges and approximate values as ICU writes them for the locale, number only.
    let numberOnly = MeasurementFormat(
      width: .narrow, localeID: localeID, number: NumberOptions(), usage: .asProvided,
      hidesUnit: true)
    var ranges: Set<String> = ["-", "--", "–", "—", "‒", "~", "～", "〜", "...", "…"]
    ranges.formUnion(ReaderData.words(.range, language: language))
    if let separator = Self.between(numberOnly.formatRange(1, 2, unit: .meter)) {
      ranges.insert(separator)
    }
    rangeSeparators = Self.longestFirst(ranges)
    var signs = Set(ReaderData.words(.about, language: language))
    let approximately = numberOnly.formatRange(1, 1, unit: .meter)
    var icuSign: [Unicode.Scalar] = []
    for (text, run) in approximately.parts where run.numberPart == .approximatelySign {
      let key = ParseText.key(
        Array(text.unicodeScalars.filter { !ParseText.isBidiControl($0) })[...])
      if !key.isEmpty {
        signs.insert(key)
        icuSign = Array(key.unicodeScalars)
      }
    }
    // Never a sign that is also a minus or plus sign (CLDR 46 gives wo "-" as its
    // approximately sign): "-3" is not read as about three; where it is ICU's own sign
    // and a minus sign, "-3" is not read at all (``approximatelyMinus``).
    var minusSigns: Set<[Unicode.Scalar]> = [["-"], ["\u{2212}"]]
    for system in numbers.systems { minusSigns.insert(system.minus) }
    var signScalars = minusSigns
    signScalars.insert(["+"])
    for system in numbers.systems { signScalars.insert(system.plus) }
    approximatelyMinus = minusSigns.contains(icuSign) ? icuSign : nil
    approximatelySigns = Self.longestFirst(signs).map { Array($0.lowercased().unicodeScalars) }
      .filter { !signScalars.contains($0) }
    zeroWord = ReaderData.words(.zero, language: language).first.map {
      ($0, $0.unicodeScalars.count)
    }
  }

  /// Whether the table is of an English locale: then ``english`` adds nothing.
  var isEnglish: Bool { ReaderData.language(of: localeID) == "en" }

  /// English as people mix it into other languages: what ICU writes in English at the
  /// abbreviated and wide widths (not the narrow one, whose terse forms — "m" for a
  /// minute — nobody types into another language), without English's own spellings.
  /// The reader looks here beside the locale's forms from ``Rung/spaceless`` on.
  static let english = ParseTable(
    localeID: "en",
    formats: [UnitWidth.abbreviated, .wide].map {
      MeasurementFormat(
        width: $0, localeID: "en", number: NumberOptions(), usage: .asProvided,
        hidesUnit: false)
    }, languageData: false)

  /// The verdict of a false friend written as `key` (as written, without spaces, or in
  /// any case where its row says so); nil for most keys.
  func falseFriend(_ key: String) -> ReaderData.Verdict? {
    if let verdict = falseFriends[key] ?? falseFriendsGlued[key] { return verdict }
    let bare = ParseText.spaceless(key)
    if let verdict = falseFriends[bare] { return verdict }
    return falseFriendsFolded.isEmpty ? nil : falseFriendsFolded[bare.lowercased()]
  }

  /// How the locale writes units ICU composes, learned on first use (the reader asks
  /// only for a unit its table does not have).
  var composedGrammar: ComposedGrammar {
    if let learned = composed.withLock({ $0 }) { return learned }
    let learned = ComposedGrammar(localeID: localeID)
    return composed.withLock { stored in
      if let stored { return stored }
      stored = learned
      return learned
    }
  }

  /// The locale's words for powers of ten after a number ("tys.", "万", "lakh"), with
  /// their factors, longest first; learned on first use (``learnScaleWords(localeID:)``).
  var scaleWords: [([Unicode.Scalar], Double)] {
    if let learned = scales.withLock({ $0 }) { return learned }
    let learned = Self.learnScaleWords(localeID: localeID)
    return scales.withLock { stored in
      if let stored { return stored }
      stored = learned
      return learned
    }
  }

  /// Up to three unit texts of this locale close to `text`.
  func closestUnitTexts(to text: String) -> [String] {
    let prepared = suggestions.withLock { cached -> Suggestions in
      if let cached { return cached }
      let made = Suggestions(unitTexts)
      cached = made
      return made
    }
    return prepared.closest(to: text)
  }
}
