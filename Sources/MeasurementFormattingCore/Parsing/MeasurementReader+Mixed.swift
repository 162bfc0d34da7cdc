extension MeasurementReader {
  /// One component of a mixed unit as written: its number, the units its text may mean
  /// (none for a last number written without a unit: "1h30", "5'11"), and the text.
  struct Piece {
    var value: Double
    var units: [MeasureUnit]
    var text: String
    /// For a last number without a unit: whether the whole text has no space and the
    /// number two digits ("1m80"), as a French height is written.
    var glued = false
  }

  /// "5 ft, 11 in", "1 h 30 min", "saa 1 na dakika 30" (sw), and as people type them:
  /// "5'11\"", "5ft11", "1h30", "2 h 30 min" (units the language writes otherwise read as
  /// symbols), "40°26′46″". Each number with its unit after or before it, the pieces
  /// joined by one of the locale's list separators or by nothing; a last number without
  /// a unit is in the next smaller unit ("1h30": 30 minutes). The components measure one
  /// quantity, largest first. Where several readings fit, the one CLDR's usages write
  /// wins ("5′ 11″" is a height, not 5 arc minutes); otherwise the text is ambiguous.
  /// nil when the text is not so.
  func mixed(_ text: Text, _ spans: NumberSpans, _ filter: Filter)
    throws(MeasurementFormatError) -> Reading?
  {
    // A list whose pattern ends in text of its own ("5 ftን 11 inን" in ti): read without it.
    for suffix in table.listSuffixes {
      let scalars = Array(suffix.unicodeScalars)
      guard text.count > scalars.count, text.suffix(scalars.count).elementsEqual(scalars),
        let last = spans.last, last.upperBound <= text.endIndex - scalars.count
      else { continue }
      if let reading = try mixedList(text.dropLast(scalars.count), spans, filter) {
        return reading
      }
    }
    return try mixedList(text, spans, filter)
  }

  private func mixedList(_ text: Text, _ spans: NumberSpans, _ filter: Filter)
    throws(MeasurementFormatError) -> Reading?
  {
    guard spans.count <= Self.maximumComponents else { return nil }
    // A dash glued before a later number joins it to what comes before ("12'-6\"", as US
    // drawings write 12 ft 6 in; "ו-48" in he, "and 48"): only the first has a sign.
    var spans = spans
    for k in spans.indices.dropFirst()
    where text[spans[k].lowerBound] == "-" && !ParseText.isSpace(text[spans[k].lowerBound - 1]) {
      spans[k] = (spans[k].lowerBound + 1)..<spans[k].upperBound
    }
    let prefix = text[text.startIndex..<spans[0].lowerBound]
    var pieces: [Piece] = []
    // A first component in a form without a number, then a list separator ("ساعتان
    // و٣٠ دقيقة", two hours and 30 minutes, in ar); else the text before the first
    // number is its unit ("שעה 1 30 דק׳" in he).
    var cut = prefix.endIndex
    while !prefix.isEmpty && cut > prefix.startIndex {
      defer { cut -= 1 }
      guard table.listSeparators.contains(ParseText.key(prefix[cut...])) else { continue }
      let left = ParseText.key(prefix[..<cut])
      if case .found(let unit, let value?, _) = lookup(left, numberless: true, .any),
        let rest = components(text, spans, from: 0, before: prefix[prefix.endIndex...])
      {
        pieces = [Piece(value: value, units: [unit], text: left)] + rest
        break
      }
    }
    if pieces.isEmpty {
      guard spans.count >= 2, let rest = components(text, spans, from: 0, before: prefix) else {
        return nil
      }
      pieces = rest
    }
    let readings = assignments(pieces, filter)
    guard let units = try choose(readings, pieces, text) else { return nil }
    // "14h30" where the language writes a time of day so (fr, pt): a time or a duration.
    if table.timeWithH, units == [.hour, .minute], spans.count == 2, spans[1].count == 2,
      pieces[1].units.isEmpty,
      (0...23).contains(pieces[0].value), pieces[0].value == pieces[0].value.rounded()
    {
      throw .ambiguousUnit(
        string(text), meanings: ["hour-and-minute", "a time of day (\(string(text)))"])
    }
    // "38°5" (or "38° 5"): a temperature with its tenths after the degree sign (a fever
    // as French, Italian and Spanish notes write it), or 5 arc minutes, which an angle or
    // a coordinate writes with two digits and its sign ("40°05′").
    if units == [.degree, .arcMinute], spans.count == 2, spans[1].count == 1,
      isDigit(text[spans[1].lowerBound]), pieces[1].units.isEmpty,
      pieces[0].value == pieces[0].value.rounded()
    {
      let tenths = abs(pieces[0].value) + pieces[1].value / 10
      throw .ambiguousUnit(
        string(text),
        meanings: [
          "degree-and-arc-minute",
          "a temperature of \(pieces[0].value.sign == .minus ? "-" : "")\(tenths)°",
        ])
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

  /// Every assignment of a unit to each piece: one quantity (the filter's, if it names
  /// one), each unit smaller than the one before; a piece without a unit takes the next
  /// smaller unit of the one before it (``nextSmaller``). At most 16.
  private func assignments(_ pieces: [Piece], _ filter: Filter) -> [[MeasureUnit]] {
    var results: [[MeasureUnit]] = []
    var chosen: [MeasureUnit] = []
    func visit(_ k: Int) {
      guard results.count < 16 else { return }
      if k == pieces.count {
        results.append(chosen)
        return
      }
      var options = pieces[k].units
      if options.isEmpty, let previous = chosen.last, let next = Self.nextSmaller[previous],
        previous != .meter || pieces[k].glued
      {
        options = [next]
      }
      for unit in options {
        guard let quantity = unit.quantity, !chosen.contains(unit) else { continue }
        if let first = chosen.first {
          guard quantity == first.quantity,
            let larger = chosen.last, ((try? unit.convert(1, to: larger)) ?? 1) < 1
          else { continue }
        } else if case .quantity(let wanted) = filter, quantity != wanted {
          continue
        }
        chosen.append(unit)
        visit(k + 1)
        chosen.removeLast()
      }
    }
    visit(0)
    return results
  }

  /// The reading of several that fit: those whose smaller components are each less than
  /// one of the unit before ("1m80": 1 m 80 cm, not 1 min 80 s), then the one CLDR's
  /// usages write (``preferredMixedUnits``); an ambiguity error when more than one is
  /// left, nil when none is.
  private func choose(_ readings: [[MeasureUnit]], _ pieces: [Piece], _ text: Text)
    throws(MeasurementFormatError) -> [MeasureUnit]?
  {
    guard readings.count > 1 else { return readings.first }
    var left = readings.filter { units in
      zip(pieces, units).dropFirst().enumerated().allSatisfy { i, pair in
        let larger = units[i]
        let converted = (try? pair.1.convert(abs(pair.0.value), to: larger)) ?? .infinity
        return converted < 1 - 1e-9
      }
    }
    if left.isEmpty { left = readings }
    if left.count > 1 {
      let preferred = left.filter {
        Self.preferredMixedUnits.contains($0.map(\.identifier).joined(separator: "-and-"))
      }
      if preferred.count == 1 { left = preferred }
    }
    if left.count == 1 { return left[0] }
    throw .ambiguousUnit(
      string(text), meanings: left.map { $0.map(\.identifier).joined(separator: "-and-") })
  }

  /// The unit a last number written without one is in: "1h30" (minutes), "5'11" and
  /// "5ft11" (inches), "40°26" (arc minutes), "1m80" (centimeters, as French heights are
  /// written: two digits glued, never "10 m 2"), "2 lb 3" (ounces), "11 st 4" (pounds).
  static let nextSmaller: [MeasureUnit: MeasureUnit] = [
    .hour: .minute, .minute: .second, .degree: .arcMinute, .arcMinute: .arcSecond,
    .foot: .inch, .meter: .centimeter, .pound: .ounce, .stone: .pound,
  ]

  /// The mixed units CLDR's unit preferences write (ICU's `usage`: person-height in the
  /// US, GB and Canada, and in France and Sweden; person weight in GB; media durations),
  /// which win where another reading of the same symbols fits too.
  static let preferredMixedUnits: Set<String> = [
    "foot-and-inch", "meter-and-centimeter", "stone-and-pound", "pound-and-ounce",
    "minute-and-second", "hour-and-minute", "hour-and-minute-and-second",
  ]

  /// The components from the `k`th number on, the first of them with `before` as the
  /// text before its number: each gap between two numbers is the unit written after the
  /// one ("5 ft, 11 in"), a list separator, and the unit written before the next ("saa 1
  /// na dakika 30" in sw, "ƙf1, 6″" in ha); either unit text may be empty, and the last
  /// number may stand alone ("1h30"). Readings with the unit after the number are tried
  /// first; nil when there is none.
  private func components(_ text: Text, _ spans: NumberSpans, from k: Int, before: Text)
    -> [Piece]?
  {
    let span = spans[k]
    guard var value = number(text[span]) else { return nil }
    // A dash before a later component separates it ("12'-6\"", as US drawings write
    // 12 ft 6 in): only the first component has a sign.
    if k > 0 { value = abs(value) }
    // The next component's number, or one further where this unit's text has digits of
    // its own ("11 14 पौंड का बट्टा और 7 पौंड": 11 stone and 7 pounds in hi, a stone
    // being "a bundle of 14 pounds").
    for next in (k + 1)...min(k + 2, spans.count) {
      if next == spans.count {
        let after = text[span.upperBound...]
        let unitText = Self.unitText(before, after)
        if unitText.isEmpty, k > 0 {
          let glued = span.count == 2 && !text.contains(where: ParseText.isSpace)
          return [Piece(value: value, units: [], text: "", glued: glued)]
        }
        let units = candidates(ParseText.key(before: before, after: after), unitText: unitText)
        if units.isEmpty { return nil }
        return [Piece(value: value, units: units, text: unitText)]
      }
      if let found = component(text, spans, k, value, next: next, before: before) {
        return found
      }
    }
    return nil
  }

  /// The components from the `k`th number on, with `next` the index of the number after
  /// this component's unit text.
  private func component(
    _ text: Text, _ spans: NumberSpans, _ k: Int, _ value: Double, next: Int, before: Text
  ) -> [Piece]? {
    let span = spans[k]
    let gapEnd = spans[next].lowerBound
    let hasBefore = before.contains { !ParseText.isSpace($0) }
    // b: where the next unit's text begins; a: where this one's ends. The separator
    // between them is short, which bounds the pairs tried.
    for b in stride(from: gapEnd, through: span.upperBound, by: -1) {
      // Where this unit's text may end, the longest separator first: "1 m i 80 cm" (ca)
      // is "m", "i", not "m i" read loosely as "mi".
      var ends: [Int] = []
      var separatorLength = 0
      for a in stride(from: b, through: span.upperBound, by: -1) {
        if a < b, !ParseText.isSpace(text[a]) {
          separatorLength += 1
          if separatorLength > table.longestSeparator { break }
        }
        ends.append(a)
      }
      for a in ends.reversed() {
        let after = text[span.upperBound..<a]
        let separator = ParseText.key(text[a..<b])
        // A word for "and" ("2 hours and 30 minutes", "1 ώρα και 30 λεπτά") only with
        // white space around it.
        let isAnd =
          a < b && ParseText.isSpace(text[a]) && ParseText.isSpace(text[b - 1])
          && table.andWords.contains(separator.lowercased())
        guard hasBefore || after.contains(where: { !ParseText.isSpace($0) }),
          table.listSeparators.contains(separator) || separator == "-" || isAnd
        else { continue }
        let unitText = Self.unitText(before, after)
        let units = candidates(ParseText.key(before: before, after: after), unitText: unitText)
        guard !units.isEmpty,
          let rest = components(text, spans, from: next, before: text[b..<gapEnd])
        else { continue }
        return [Piece(value: value, units: units, text: unitText)] + rest
      }
    }
    return nil
  }

  /// A component's unit as written, for errors and symbols: "ft", "saa".
  private static func unitText(_ before: Text, _ after: Text) -> String {
    let written = [ParseText.key(before), ParseText.key(after)].filter { !$0.isEmpty }
    return written.joined(separator: " ")
  }
}
