/// What a locale writes for every built-in unit, read back: the reverse of formatting,
/// built once per locale by formatting each unit at every width in every plural form the
/// locale has, and kept in ``ParseTable/cache``.
///
/// A unit's pattern is keyed by its text with the number replaced by a placeholder
/// ("\u{1} km", "\u{1} Kilometer"); a form without a number ("ساعتان", two hours) by its
/// text, with the value it stands for. Three keys per form are looked up in turn:
/// as written (spaces collapsed), without spaces ("5km"), and case folded ("5 KM").
final class ParseTable: Sendable {
  /// A meaning of one text: a unit (an index into ``units``) and, for a form without a
  /// number, the value it says.
  struct Meaning: Hashable, Sendable {
    var unit: Int32
    var value: Double?
  }

  let localeID: String
  let units: [MeasureUnit]
  let numberParser: ICUNumberParser?
  /// Whether the locale groups digits with a space ("1 234,5" in fr: U+202F): then a
  /// space between digits belongs to the number.
  let groupsWithSpace: Bool
  /// The separators of the locale's unit lists at every width, as keys ("," and "" in
  /// en): what stands between the components of "5 ft, 11 in".
  let listSeparators: [String]
  /// The most characters other than spaces in one of ``listSeparators``.
  let longestSeparator: Int
  let exact: [String: [Meaning]]
  /// Whether a unit's pattern has a digit right after the number ("{0}0年", a decade in
  /// zh-Hant): then "10年" is also 1 decade, and the parser looks for such readings.
  let numberBeforeDigit: Bool
  let spaceless: [String: [Meaning]]
  let folded: [String: [Meaning]]
  /// The unit texts (patterns without their number), for "did you mean".
  private let unitTexts: [String]
  private let suggestions = Lock<Suggestions?>(nil)

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
  init(
    localeID: String, formats: [MeasurementFormat],
    afterUnit: (_ format: Int, _ unit: MeasureUnit) -> Void = { _, _ in }
  ) {
    self.localeID = localeID
    let units = MeasureUnit.builtIn
    self.units = units
    numberParser = try? ICUNumberParser(localeID: localeID)
    let values = ICU.pluralRepresentatives(localeID: localeID, candidates: Self.sampleValues)

    var exact: [String: [Meaning]] = [:]
    var texts = Set<String>()
    func add(_ key: String, _ meaning: Meaning) {
      if !exact[key, default: []].contains(meaning) { exact[key, default: []].append(meaning) }
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
            add(key, Meaning(unit: Int32(index), value: nil))
            if !unitText.isEmpty { texts.insert(unitText) }
            continue
          }
          let formatted = format.format(value, unit: unit)
          let (key, unitText, hasNumber) = Self.template(formatted)
          add(key, Meaning(unit: Int32(index), value: hasNumber ? nil : value))
          if !unitText.isEmpty { texts.insert(unitText) }
        }
      }
    }
    self.exact = exact
    numberBeforeDigit = exact.keys.contains { key in
      let scalars = Array(key.unicodeScalars)
      return zip(scalars, scalars.dropFirst()).contains { pair in
        pair.0 == ParseText.placeholder && ParseText.isDigit(pair.1)
      }
    }
    var spaceless: [String: [Meaning]] = [:]
    var folded: [String: [Meaning]] = [:]
    for (key, meanings) in exact {
      let bare = ParseText.spaceless(key)
      for m in meanings where !spaceless[bare, default: []].contains(m) {
        spaceless[bare, default: []].append(m)
      }
      let lower = bare.lowercased()
      for m in meanings where !folded[lower, default: []].contains(m) {
        folded[lower, default: []].append(m)
      }
    }
    self.spaceless = spaceless
    self.folded = folded
    unitTexts = texts.sorted()

    let grouped = MeasurementFormat(
      width: .narrow, localeID: localeID, number: NumberOptions(), usage: .asProvided,
      hidesUnit: true
    ).format(1_234_567, unit: .meter)
    groupsWithSpace = grouped.parts.contains { part in
      part.run.numberPart == .group && part.text.unicodeScalars.contains(where: ParseText.isSpace)
    }

    var separators = Set<String>()
    for width in UnitWidth.allCases {
      guard
        let list = try? FormatterCaches.lists.formatter(
          ListKey(localeID: localeID, width: width.icuListWidth)
        ).get(),
        case .success(let joined) = list.format(["1", "2", "3"])
      else { continue }
      let elements = joined.elements
      for i in elements.indices.dropLast() {
        let gap = joined.text[elements[i].range.upperBound..<elements[i + 1].range.lowerBound]
        let scalars = Array(String(decoding: gap, as: UTF8.self).unicodeScalars)
          .filter { !ParseText.isBidiControl($0) }
        separators.insert(ParseText.key(scalars[...]))
      }
    }
    separators.insert("")
    // Longest first: ", and" before ",".
    listSeparators = separators.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    longestSeparator = separators.map { $0.unicodeScalars.count { $0 != " " } }.max() ?? 0
  }

  /// The key of a formatted measurement (its number replaced by the placeholder), the
  /// text of its unit alone, and whether it shows a number.
  static func template(_ formatted: FormattedMeasurement) -> (String, String, Bool) {
    var scalars: [Unicode.Scalar] = []
    var unitText: [Unicode.Scalar] = []
    var inValue = false
    var hasNumber = false
    for (text, run) in formatted.parts {
      if run.part == .value {
        if !inValue { scalars.append(ParseText.placeholder) }
        inValue = true
        hasNumber = true
        continue
      }
      inValue = false
      for s in text.unicodeScalars where !ParseText.isBidiControl(s) {
        scalars.append(s)
        if run.part == .unit { unitText.append(s) }
      }
      if run.part == .unit { unitText.append(" ") }
    }
    return (ParseText.key(scalars[...]), ParseText.key(unitText[...]), hasNumber)
  }

  /// The key of `value` formatted by `formatter` (its number replaced by the
  /// placeholder) and the text around the number, read from ICU's fields; nil when ICU
  /// shows no integer (a form without a number, or one format() repairs).
  static func template(_ formatter: ICUNumberFormatter, _ value: Double) -> (String, String)? {
    let result = formatter.format(value) { text, spans -> (String, String)? in
      var begin = Int.max
      var end = -1
      var integer = false
      for i in spans.indices {
        let span = spans[i]
        switch span.field {
        case .number(.integer):
          integer = true
        case .number(.measureUnit), .number(.percent), .number(.permill), .number(.unknown):
          continue
        case .number: break
        default: continue
        }
        begin = min(begin, span.begin)
        end = max(end, span.end)
      }
      guard integer, begin < end else { return nil }
      var scalars: [Unicode.Scalar] = []
      var around: [Unicode.Scalar] = []
      func append(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) {
        for s in String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
          .unicodeScalars where !ParseText.isBidiControl(s)
        {
          scalars.append(s)
          around.append(s)
        }
      }
      append(text[..<begin])
      scalars.append(ParseText.placeholder)
      around.append(" ")
      append(text[end...])
      return (ParseText.key(scalars[...]), ParseText.key(around[...]))
    }
    guard case .success(let found?) = result else { return nil }
    return found
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

extension ParseTable {
  /// The tables of the locales read lately, shared by every thread: one is built in
  /// tens of milliseconds (hundreds of units × 3 widths × each plural form), so it is
  /// built once, outside the lock, and the oldest dropped beyond `capacity`.
  final class Cache: Sendable {
    let capacity: Int
    /// The tables, the order they were made in, and the one asked for last: a batch
    /// reads one locale line after line, and comparing its id costs less than hashing it.
    private let state = Lock<(tables: [String: ParseTable], order: [String], last: ParseTable?)>(
      ([:], [], nil))

    init(capacity: Int) { self.capacity = capacity }

    func table(for localeID: String) -> ParseTable {
      let found = state.withLock { state -> ParseTable? in
        if let last = state.last, last.localeID == localeID { return last }
        let found = state.tables[localeID]
        if found != nil { state.last = found }
        return found
      }
      if let found { return found }
      let made = ParseTable(localeID: localeID)
      return state.withLock { state in
        if let raced = state.tables[localeID] { return raced }
        if state.order.count >= capacity {
          state.tables[state.order.removeFirst()] = nil
        }
        state.order.append(localeID)
        state.tables[localeID] = made
        state.last = made
        return made
      }
    }

    var count: Int { state.withLock { $0.tables.count } }
  }

  static let cache = Cache(capacity: 8)
}
