/// Reads one measurement with a locale's ``ParseTable``: finds the numbers, reads each
/// with ICU's parser for the locale, and looks up what surrounds them.
struct MeasurementParser {
  let table: ParseTable

  /// Which units the caller will take.
  enum Filter {
    case any
    case quantity(String)
    case units([MeasureUnit])

    func accepts(_ unit: MeasureUnit) -> Bool {
      switch self {
      case .any: true
      case .quantity(let quantity): unit.quantity == quantity
      case .units(let units): units.contains(unit)
      }
    }

    /// Why a unit was refused: "a mass, not a length".
    func refusal(_ text: String, _ unit: MeasureUnit) -> String {
      let quoted = "'\(MeasurementFormatError.printable(text))'"
      switch self {
      case .any:
        return "\(quoted) is not a unit"
      case .quantity(let quantity):
        let its = unit.quantity.map { " (\($0))" } ?? ""
        return "\(quoted)\(its) is not a unit of \(MeasurementFormatError.printable(quantity))"
      case .units(let units):
        let listed = units.map(\.identifier).joined(separator: ", ")
        return "\(quoted) is not a unit listed: \(MeasurementFormatError.printable(listed))"
      }
    }
  }

  /// The longest text read, in Unicode scalars: a measurement is short, and a bound
  /// keeps a hostile input from costing more.
  static let maximumLength = 1000
  /// The most components of a mixed unit.
  static let maximumComponents = 8

  typealias Text = ArraySlice<Unicode.Scalar>

  /// A measurement read: ``ParsedMeasurement`` without the list of one component, which
  /// costs an allocation that the CLI's batch lines do without.
  struct Reading: CustomStringConvertible {
    var value: Double
    var unit: MeasureUnit
    /// The components of a mixed unit; nil for one unit.
    var components: [FormattedMeasurement.Component]? = nil

    var parsed: ParsedMeasurement {
      ParsedMeasurement(value: value, unit: unit, components: components)
    }

    var description: String { "\(value) \(unit)" }
  }

  func parse(_ input: String, filter: Filter, defaultUnit: MeasureUnit?)
    throws(MeasurementFormatError) -> Reading
  {
    var input = input
    return try input.withUTF8 { bytes in
      Result { () throws(MeasurementFormatError) in
        try parse(utf8: bytes, filter: filter, defaultUnit: defaultUnit)
      }
    }.get()
  }

  /// ``parse(_:filter:defaultUnit:)`` of a text's UTF-8 (invalid bytes read as U+FFFD,
  /// as `String(decoding:as:)` reads them): the CLI's batch lines, without a `String`
  /// made for each. Bidi controls are left out; past ``maximumLength`` scalars it stops.
  func parse(utf8 input: UnsafeBufferPointer<UInt8>, filter: Filter, defaultUnit: MeasureUnit?)
    throws(MeasurementFormatError) -> Reading
  {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(min(input.count, Self.maximumLength + 1))
    var i = 0
    while i < input.count, input[i] < 0x80, scalars.count <= Self.maximumLength {
      scalars.append(Unicode.Scalar(input[i]))
      i += 1
    }
    if i < input.count, scalars.count <= Self.maximumLength {
      var bytes = input[i...].makeIterator()
      var decoder = UTF8()
      decoding: while scalars.count <= Self.maximumLength {
        switch decoder.decode(&bytes) {
        case .scalarValue(let s):
          if !ParseText.isBidiControl(s) { scalars.append(s) }
        case .error: scalars.append("\u{FFFD}")
        case .emptyInput: break decoding
        }
      }
    }
    if scalars.count > Self.maximumLength {
      throw Self.tooLong(String(decoding: input, as: UTF8.self))
    }
    return try parse(scalars, filter: filter, defaultUnit: defaultUnit) {
      String(decoding: input, as: UTF8.self)
    }
  }

  private static func tooLong(_ input: String) -> MeasurementFormatError {
    .parseFailure(
      "the text is too long to be a measurement (more than \(Self.maximumLength) characters)",
      input: input)
  }

  /// What a text read means: the number spans, the lookups of the text around them.
  /// `input` is the text as given, for errors.
  private func parse(
    _ scalars: [Unicode.Scalar], filter: Filter, defaultUnit: MeasureUnit?,
    input: () -> String
  ) throws(MeasurementFormatError) -> Reading {
    var start = 0
    var end = scalars.count
    while start < end && ParseText.isSpace(scalars[start]) { start += 1 }
    while end > start && ParseText.isSpace(scalars[end - 1]) { end -= 1 }
    let text = scalars[start..<end]
    guard !text.isEmpty else { throw .parseFailure("no measurement in ''", input: input()) }

    var spans = numberSpans(text)
    guard var first = spans.first else { return try parseNumberless(text, filter: filter) }
    // A unit written before the number that ends in a separator ("fl.dr.5" in ha): the
    // separator is the unit's where that reading is one (ICU writes 0.5 as "0.5").
    if !Self.isDigit(text[first.lowerBound]), !Self.isSign(text[first.lowerBound]),
      first.lowerBound > text.startIndex
    {
      let key = ParseText.key(
        before: text[...first.lowerBound], after: text[first.upperBound...])
      switch lookup(key, numberless: false, filter) {
      case .none: break
      case .found, .ambiguous:
        first = (first.lowerBound + 1)..<first.upperBound
        spans[0] = first
      }
    }
    let numberText = text[first]
    guard let value = number(numberText) else {
      if let found = try shorterNumber(text, first, filter) { return found }
      let shown = string(numberText)
      throw .parseFailure(
        "'\(MeasurementFormatError.printable(shown))' is not a number as \(localeName) writes one",
        input: shown)
    }
    let before = text[..<first.lowerBound]
    let after = text[first.upperBound...]
    if before.isEmpty && after.isEmpty {
      if let defaultUnit { return Reading(value: value, unit: defaultUnit) }
      // A locale whose unit pattern is the number alone (zu narrow day at 0 and 1 in
      // CLDR 42, nl beaufort in CLDR 46): a bare number may be that unit or none, an
      // ambiguity listing the unit rather than a guess.
      switch lookup(ParseText.key(before: before, after: after), numberless: false, filter) {
      case .found(let unit, _): throw .ambiguousUnit("", meanings: [unit.identifier])
      case .ambiguous(let units): throw .ambiguousUnit("", meanings: units.map(\.identifier))
      case .none: break
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
    switch lookup(ParseText.key(before: before, after: after), numberless: false, filter) {
    case .found(let unit, _): return Reading(value: value, unit: unit)
    case .ambiguous(let units):
      throw .ambiguousUnit(unitText, meanings: units.map(\.identifier))
    case .none: break
    }
    // The sign before a unit written before the number ("-%0,25" in tr): the table
    // holds the unit's pattern, the sign is the number's.
    if let sign = before.first, Self.isSign(sign), value.sign == .plus {
      let key = ParseText.key(before: before.dropFirst(), after: after)
      switch lookup(key, numberless: false, filter) {
      case .found(let unit, _):
        return Reading(value: sign == "+" ? value : -value, unit: unit)
      case .ambiguous(let units):
        throw .ambiguousUnit(unitText, meanings: units.map(\.identifier))
      case .none: break
      }
    }
    if let found = try shorterNumber(text, first, filter) { return found }
    if spans.count >= 2 || !before.isEmpty, let mixed = try parseMixed(text, spans, filter) {
      return mixed
    }
    // A unit before the number whose text has digits of its own ("L/100km 5").
    for span in spans.dropFirst() {
      guard let other = number(text[span]) else { continue }
      let key = ParseText.key(before: text[..<span.lowerBound], after: text[span.upperBound...])
      if case .found(let unit, _) = lookup(key, numberless: false, filter) {
        return Reading(value: other, unit: unit)
      }
    }
    // A form without a number whose unit has digits ("لتران لكل ١٠٠ كيلومتر", two liters
    // per 100 km).
    if case .found(let unit, let value?) = lookup(ParseText.key(text), numberless: true, filter) {
      return Reading(value: value, unit: unit)
    }
    guard before.isEmpty || after.isEmpty else {
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
      case .found(let unit, _): return Reading(value: value, unit: unit)
      case .ambiguous(let units):
        throw .ambiguousUnit(
          ParseText.key(before.isEmpty ? after : after.isEmpty ? before : text),
          meanings: units.map(\.identifier))
      case .none: continue
      }
    }
    return nil
  }

  /// Readings where the last digits of the number begin the unit ("{0}0年" is a decade
  /// in zh-Hant, so "10年" is 10 years or 1 decade: ICU writes both alike, an ambiguity
  /// listing both); nil when there is none.
  private func digitsOfTheUnit(
    _ text: Text, _ span: Range<Int>, value: Double, _ filter: Filter
  ) throws(MeasurementFormatError) -> Reading? {
    var readings: [Reading] = []
    let before = text[..<span.lowerBound]
    var cut = span.upperBound - 1
    while cut > span.lowerBound {
      defer { cut -= 1 }
      guard Self.isDigit(text[cut]), let shorter = number(text[span.lowerBound..<cut]) else {
        continue
      }
      let key = ParseText.key(before: before, after: text[cut...])
      if case .found(let unit, _) = lookup(key, numberless: false, filter) {
        readings.append(Reading(value: shorter, unit: unit))
      }
    }
    guard !readings.isEmpty else { return nil }
    let key = ParseText.key(before: before, after: text[span.upperBound...])
    if case .found(let unit, _) = lookup(key, numberless: false, filter) {
      readings.insert(Reading(value: value, unit: unit), at: 0)
    }
    if readings.count == 1 { return readings[0] }
    throw .ambiguousUnit(
      ParseText.key(text[span.upperBound...]),
      meanings: readings.map(\.unit.identifier))
  }

  /// The unit as ``MeasureUnit/init(symbol:)`` reads it, within the filter.
  private func symbol(_ unitText: String, _ filter: Filter) throws(MeasurementFormatError)
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

  /// A text without a number: a form that says its value ("ساعتان", two hours).
  private func parseNumberless(_ text: Text, filter: Filter) throws(MeasurementFormatError)
    -> Reading
  {
    let key = ParseText.key(text)
    switch lookup(key, numberless: true, filter) {
    case .found(let unit, let value): return Reading(value: value ?? 1, unit: unit)
    case .ambiguous(let units): throw .ambiguousUnit(key, meanings: units.map(\.identifier))
    case .none:
      throw .parseFailure(
        "no number in '\(MeasurementFormatError.printable(key))'", input: key)
    }
  }

  enum Lookup {
    case none
    case found(MeasureUnit, Double?)
    case ambiguous([MeasureUnit])
  }

  /// The meanings of a key: as written, then without spaces, then case folded; the
  /// first of these that has any within the filter.
  private func lookup(_ key: String, numberless: Bool, _ filter: Filter) -> Lookup {
    var bare: String?
    for level in 0..<3 {
      let found: [ParseTable.Meaning]?
      switch level {
      case 0: found = table.exact[key]
      case 1:
        bare = ParseText.spaceless(key)
        found = bare == key ? nil : table.spaceless[bare!]
      default: found = table.folded[bare!.lowercased()]
      }
      guard let found else { continue }
      // The one meaning most keys have ("\u{1} km"), read without building the lists.
      if found.count == 1 {
        let meaning = found[0]
        guard (meaning.value != nil) == numberless else { continue }
        let unit = table.units[Int(meaning.unit)]
        guard filter.accepts(unit) else { continue }
        return .found(unit, meaning.value)
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
      if twoValues { return .ambiguous(units) }
      if units.count > 1 { units = Self.withoutAliases(units) }
      if units.count == 1 { return .found(units[0], value) }
      if units.count > 1 { return .ambiguous(units) }
    }
    return .none
  }

  /// CLDR units that are another unit under a second name, for a usage: the same
  /// measurement (same quantity, factor 1). CLDR has `year-person` … `day-person` for
  /// ages ("5 years old") and `foodcalorie` for food energy (1 Cal is 1 kcal); where a
  /// locale writes both alike, the text says one measurement, read as the base unit.
  static let aliases: [MeasureUnit: MeasureUnit] = [
    .yearPerson: .year, .monthPerson: .month, .weekPerson: .week, .dayPerson: .day,
    .foodcalorie: .kilocalorie,
  ]

  /// The candidates with each alias dropped whose base unit is among them: "5 days"
  /// (day and day-person in en) is 5 days; "5 Cal" stays 5 Cal where only foodcalorie
  /// is written so.
  static func withoutAliases(_ units: [MeasureUnit]) -> [MeasureUnit] {
    units.filter { unit in
      guard let base = aliases[unit] else { return true }
      return !units.contains(base)
    }
  }

  /// Every unit a key may mean (no filter), at the first level that has any.
  private func candidates(_ key: String) -> [MeasureUnit] {
    if case .found(let unit, _) = lookup(key, numberless: false, .any) { return [unit] }
    if case .ambiguous(let units) = lookup(key, numberless: false, .any) { return units }
    return []
  }

  /// "5 ft, 11 in", "1 h 30 min", "saa 1 na dakika 30" (sw): each number with its unit
  /// after or before it as the locale writes that unit, the pieces joined by one of the
  /// locale's list separators; nil when the text is not so.
  private func parseMixed(_ text: Text, _ spans: [Range<Int>], _ filter: Filter)
    throws(MeasurementFormatError) -> Reading?
  {
    guard spans.count <= Self.maximumComponents else { return nil }
    var prefix = text[text.startIndex..<spans[0].lowerBound]
    var pieces: [(value: Double, units: [MeasureUnit], text: String)] = []
    // A first component in a form without a number, then a list separator ("ساعتان
    // و٣٠ دقيقة", two hours and 30 minutes, in ar).
    var cut = prefix.endIndex
    while !prefix.isEmpty && cut > prefix.startIndex {
      defer { cut -= 1 }
      guard table.listSeparators.contains(ParseText.key(prefix[cut...])) else { continue }
      let left = ParseText.key(prefix[..<cut])
      if case .found(let unit, let value?) = lookup(left, numberless: true, .any) {
        pieces.append((value, [unit], left))
        prefix = prefix[prefix.endIndex...]
        break
      }
    }
    guard spans.count >= 2 || !pieces.isEmpty,
      let rest = components(text, spans, from: 0, before: prefix)
    else { return nil }
    pieces += rest
    // The quantity every piece may measure (an "m" after "1 h" is a minute).
    var quantities = Set(pieces[0].units.compactMap(\.quantity))
    for piece in pieces.dropFirst() {
      quantities.formIntersection(piece.units.compactMap(\.quantity))
    }
    if case .quantity(let wanted) = filter { quantities.formIntersection([wanted]) }
    guard !quantities.isEmpty else { return nil }
    var units: [MeasureUnit] = []
    for piece in pieces {
      // Components go from the largest unit down ("1 h 30 m": minutes, not months).
      let fitting = piece.units.filter { unit in
        guard unit.quantity.map(quantities.contains) ?? false else { return false }
        guard let larger = units.last else { return true }
        return ((try? unit.convert(1, to: larger)) ?? 1) < 1
      }
      if fitting.count > 1 {
        throw .ambiguousUnit(piece.text, meanings: fitting.map(\.identifier))
      }
      guard let unit = fitting.first, !units.contains(unit) else { return nil }
      units.append(unit)
    }
    guard let mixed = try? MeasureUnit(units.map(\.identifier).joined(separator: "-and-")) else {
      return nil
    }
    if case .units(let listed) = filter, !listed.contains(mixed), !listed.contains(units[0]) {
      throw .parseFailure(filter.refusal(string(text), mixed), input: string(text))
    }
    // "-5 ft, 11 in" is minus five feet eleven: the sign is the whole measurement's.
    let negative = pieces[0].value < 0 || (pieces[0].value == 0 && pieces[0].value.sign == .minus)
    var total = abs(pieces[0].value)
    for (piece, unit) in zip(pieces, units).dropFirst() {
      guard let converted = try? unit.convert(abs(piece.value), to: units[0]) else { return nil }
      total += converted
    }
    return Reading(
      value: negative ? -total : total, unit: mixed,
      components: zip(pieces, units).map { .init(unit: $1.identifier, value: $0.value) })
  }

  /// The components from the `k`th number on, the first of them with `before` as the
  /// text before its number: each gap between two numbers is the unit written after the
  /// one ("5 ft, 11 in"), a list separator, and the unit written before the next ("saa 1
  /// na dakika 30" in sw, "ƙf1, 6″" in ha); either unit text may be empty. Readings with
  /// the unit after the number are tried first; nil when there is none.
  private func components(_ text: Text, _ spans: [Range<Int>], from k: Int, before: Text)
    -> [(value: Double, units: [MeasureUnit], text: String)]?
  {
    let span = spans[k]
    guard let value = number(text[span]) else { return nil }
    let gapEnd = k + 1 < spans.count ? spans[k + 1].lowerBound : text.endIndex
    if k + 1 == spans.count {
      let after = text[span.upperBound..<gapEnd]
      let units = candidates(ParseText.key(before: before, after: after))
      guard !units.isEmpty else { return nil }
      return [(value, units, Self.unitText(before, after))]
    }
    let hasBefore = before.contains { !ParseText.isSpace($0) }
    // b: where the next unit's text begins; a: where this one's ends. The separator
    // between them is short, which bounds the pairs tried.
    for b in stride(from: gapEnd, through: span.upperBound, by: -1) {
      var separatorLength = 0
      for a in stride(from: b, through: span.upperBound, by: -1) {
        if a < b, !ParseText.isSpace(text[a]) {
          separatorLength += 1
          if separatorLength > table.longestSeparator { break }
        }
        let after = text[span.upperBound..<a]
        guard hasBefore || after.contains(where: { !ParseText.isSpace($0) }),
          table.listSeparators.contains(ParseText.key(text[a..<b]))
        else { continue }
        let units = candidates(ParseText.key(before: before, after: after))
        guard !units.isEmpty,
          let rest = components(text, spans, from: k + 1, before: text[b..<gapEnd])
        else { continue }
        return [(value, units, Self.unitText(before, after))] + rest
      }
    }
    return nil
  }

  /// A component's unit as written, for errors: "ft", "saa".
  private static func unitText(_ before: Text, _ after: Text) -> String {
    let written = [ParseText.key(before), ParseText.key(after)].filter { !$0.isEmpty }
    return written.joined(separator: " ")
  }

  // MARK: Numbers

  /// The number `text` is, read by the locale's parser from its UTF-8 on the stack (a
  /// `String` for each number cost an allocation and a check of its UTF-8); nil when it
  /// is none. Where the locale does not group with a space, the text without its spaces
  /// is read too ("1 234,5" in de).
  private func number(_ text: Text) -> Double? {
    guard let parser = table.numberParser else { return nil }
    var capacity = 0
    var hasSpace = false
    for s in text {
      capacity &+= ParseText.utf8Length(s)
      hasSpace = hasSpace || ParseText.isSpace(s)
    }
    let withoutSpaces = hasSpace && !table.groupsWithSpace
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(capacity, 1)) {
      buffer -> Double? in
      var count = 0
      for s in text { count &+= ParseText.encode(s, into: buffer, at: count) }
      if let value = parser.parse(UnsafeBufferPointer(rebasing: buffer[..<count])) {
        return value
      }
      guard withoutSpaces else { return nil }
      count = 0
      for s in text where !ParseText.isSpace(s) {
        count &+= ParseText.encode(s, into: buffer, at: count)
      }
      return parser.parse(UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
  }

  private func string(_ text: Text) -> String { ParseText.string(text) }

  private var localeName: String {
    table.localeID.isEmpty ? "the root locale" : "'\(table.localeID)'"
  }

  @inline(__always)
  private static func isDigit(_ s: Unicode.Scalar) -> Bool { ParseText.isDigit(s) }

  @inline(__always)
  private static func isSign(_ s: Unicode.Scalar) -> Bool {
    s == "-" || s == "+" || s == "\u{2212}"
  }

  /// Characters between two digits that locales write in numbers: group and decimal
  /// separators ("1.234,5", "1’234.5", "١٬٢٣٤٫٥"), and spaces where the locale groups so.
  @inline(__always)
  private func isSeparator(_ s: Unicode.Scalar) -> Bool {
    switch s {
    case ".", ",", "'", "\u{2019}": return true
    // Other scripts' separators: ١٬٢٣٤٫٥ (Arabic), 𞥑⹁𞥒𞥓𞥔 (Adlam).
    case _ where s.value >= 0x80 && s.properties.generalCategory == .otherPunctuation:
      return true
    default: return table.groupsWithSpace && ParseText.isSpace(s)
    }
  }

  /// The numbers in a text: digits with the separators between them, a sign before,
  /// an exponent after ("1E6").
  func numberSpans(_ text: Text) -> [Range<Int>] {
    var spans: [Range<Int>] = []
    var i = text.startIndex
    let end = text.endIndex
    func digit(_ at: Int) -> Bool { at < end && Self.isDigit(text[at]) }
    while i < end {
      let c = text[i]
      let start: Int
      if Self.isDigit(c) {
        start = i
      } else if Self.isSign(c)
        && (digit(i + 1) || (i + 2 < end && text[i + 1] == "." && digit(i + 2)))
      {
        start = i
      } else if c == "." || c == "," || c == "\u{066B}", digit(i + 1),
        i == text.startIndex || !Self.isDigit(text[i - 1])
      {
        start = i
      } else {
        i += 1
        continue
      }
      var j = start + 1
      while j < end {
        let d = text[j]
        if Self.isDigit(d) {
          j += 1
        } else if isSeparator(d), digit(j + 1), j > start, Self.isDigit(text[j - 1]) {
          j += 2
        } else if ParseText.isSpace(d), j > start, Self.isDigit(text[j - 1]), digit(j + 1),
          digit(j + 2), digit(j + 3), !digit(j + 4)
        {
          // Digits grouped by threes with a space where the locale groups otherwise
          // ("1 234,5 km" in de, as ISO 80000 writes numbers): number() reads them
          // without the spaces, and a unit that begins with digits cuts them off again.
          j += 4
        } else if d == "E" || d == "e", Self.isDigit(text[j - 1]),
          digit(j + 1) || (j + 2 < end && Self.isSign(text[j + 1]) && digit(j + 2))
        {
          j += digit(j + 1) ? 2 : 3
        } else {
          break
        }
      }
      spans.append(start..<j)
      i = j
    }
    return spans
  }
}
