extension MeasurementReader {
  /// `text` without the approximately sign or word written right before its first
  /// number ("~5 km", "約5 km", "ca. 5 km", "kilomitoci ~5" in ha); nil when there is
  /// none. A word must stand on its own: "Xca.5" keeps its "ca.".
  func withoutApproximatelySign(_ text: Text, _ span: Range<Int>) -> Text? {
    // Most texts begin with their number: nothing to look at.
    guard span.lowerBound > text.startIndex else { return nil }
    // Right before the number, the sign's period maybe taken for a decimal separator
    // ("ca.5km" in nb); or at the text's start, before a unit written first ("~% 5" in eu).
    var numberStarts = [span.lowerBound]
    if text[span.lowerBound] == "." { numberStarts.append(span.lowerBound + 1) }
    for start in numberStarts {
      var end = start
      while end > text.startIndex && ParseText.isSpace(text[end - 1]) { end -= 1 }
      if let at = approximatelySign(text, endingAt: end) {
        var rest = Array(text[..<at])
        rest += text[start...]
        return rest[...]
      }
    }
    for sign in table.approximatelySigns {
      let start = text.startIndex
      guard text.count > sign.count, Self.sameLetters(text[start..<(start + sign.count)], sign),
        !(sign.last!.properties.isAlphabetic && !ParseText.isSpace(text[start + sign.count]))
      else { continue }
      return text.dropFirst(sign.count)
    }
    return nil
  }

  /// Where an approximately sign or word that ends at `end` begins; nil when none does.
  /// A word must stand on its own: "Xca.5" keeps its "ca.".
  private func approximatelySign(_ text: Text, endingAt end: Int) -> Int? {
    guard end > text.startIndex else { return nil }
    for sign in table.approximatelySigns {
      let start = end - sign.count
      guard start >= text.startIndex, Self.sameLetters(text[start..<end], sign) else { continue }
      if sign[0].properties.isAlphabetic, start > text.startIndex,
        !ParseText.isSpace(text[start - 1])
      {
        continue
      }
      return start
    }
    return nil
  }

  /// Whether `written` is `sign` (lowercase) but for the case of its letters.
  private static func sameLetters(_ written: Text, _ sign: [Unicode.Scalar]) -> Bool {
    guard written.count == sign.count else { return false }
    for (w, s) in zip(written, sign) where w != s {
      guard w.properties.isUppercase, w.properties.lowercaseMapping == String(s) else {
        return false
      }
    }
    return true
  }

  /// Two numbers with a range separator between them: the locale's ("–", "～"), a dash
  /// people type ("-", "–", "—"), "..." or a word ("to", "bis"); the unit around both
  /// ("3–5 km", "摂氏 -3 ～ -1 度") or after each ("3 km – 5 km"). A minus glued to the
  /// first number's digits is the separator ("3-5"); one after a space is a sign
  /// ("-3 - -1"). nil when the text is no range.
  func range(_ text: Text, _ spans: NumberSpans, _ filter: Filter, _ defaultUnit: MeasureUnit?)
    throws(MeasurementFormatError) -> Reading?
  {
    let low = spans[0]
    var high = spans[1]
    // A dash glued to the text before the second number is the separator ("0,5
    // kilometer i timen-1,5 kilometer i timen" in da).
    if high.lowerBound > low.upperBound, text[high.lowerBound] == "-",
      !ParseText.isSpace(text[high.lowerBound - 1]), text[high.lowerBound - 1] != "-"
    {
      high = (high.lowerBound + 1)..<high.upperBound
    }
    if high.lowerBound == low.upperBound, Self.isSign(text[high.lowerBound]) {
      // "3-5", "1-1/2": the dash ends the first number.
      if text[high.lowerBound] == "-", let whole = wholeAndFraction(text, low, high) {
        return try single(whole.text, whole.spans, filter, defaultUnit)
      }
      high = (high.lowerBound + 1)..<high.upperBound
    } else if low.lowerBound == text.startIndex, high.lowerBound > low.upperBound,
      text[high.lowerBound] == "-",
      text[low.upperBound..<high.lowerBound].allSatisfy(ParseText.isSpace)
    {
      // "3 -5 km": a minus or a dash?
      throw .parseFailure(
        "'\(MeasurementFormatError.printable(string(text)))' is not clear: write a range as "
          + "3-5 or 3 - 5, a negative number without a space before it", input: string(text))
    }
    let gap = text[low.upperBound..<high.lowerBound]
    let separator = ParseText.key(gap).lowercased()
    if table.rangeSeparators.contains(separator) {
      guard let a = number(text[low]) else { throw numberProblem(text[low]) }
      guard let b = number(text[high]) else { throw numberProblem(text[high]) }
      let before = text[..<low.lowerBound]
      let after = text[high.upperBound...]
      if before.isEmpty && after.isEmpty {
        guard let defaultUnit else {
          throw .parseFailure(
            "missing unit after '\(MeasurementFormatError.printable(string(text)))'",
            input: string(text))
        }
        return Reading(value: a, unit: defaultUnit, end: b)
      }
      let unitText = ParseText.key(before.isEmpty ? after : after.isEmpty ? before : text)
      switch unit(ParseText.key(before: before, after: after), unitText: unitText, filter) {
      case .found(let unit, _, _): return Reading(value: a, unit: unit, end: b)
      case .ambiguous(let units, _):
        throw .ambiguousUnit(unitText, meanings: units.map(\.identifier))
      case .withheld(let error, _): throw error
      case .none:
        if before.isEmpty, spans.count == 2 {
          let unit = try composedOrSymbol(unitText, value: b, filter)
          return Reading(value: a, unit: unit, end: b)
        }
        return nil
      }
    }
    // Each end with its unit: "3 km – 5 km", "3 km to 5 km".
    for separator in table.rangeSeparators {
      let scalars = Array(separator.unicodeScalars)
      guard let at = Self.find(scalars, in: gap) else { continue }
      let lowText = Self.trimmed(text[..<at])
      let highText = Self.trimmed(text[(at + scalars.count)...])
      guard !lowText.isEmpty, !highText.isEmpty else { continue }
      var reader = self
      reader.allowsRange = false
      let end: Reading
      do throws(MeasurementFormatError) {
        end = try reader.read(highText, filter: filter, defaultUnit: defaultUnit)
      } catch  where error.code == .ambiguousUnit {
        // Each end says the same units ("-3°–-1°" in ur: degrees or °C): the range is
        // ambiguous as its end is.
        let units = error.candidates.compactMap { try? MeasureUnit($0) }
        var lowReads: Bool
        do throws(MeasurementFormatError) {
          _ = try reader.read(lowText, filter: .units(units), defaultUnit: nil)
          lowReads = true
        } catch let lowError {
          lowReads = lowError.code == .ambiguousUnit
        }
        if lowReads { throw error }
        continue
      } catch {
        continue
      }
      guard end.components == nil,
        let start = try? reader.read(lowText, filter: .units([end.unit]), defaultUnit: end.unit)
      else { continue }
      return Reading(value: start.value, unit: end.unit, end: end.value)
    }
    return nil
  }

  /// "1-1/2 cups" as US recipes write 1½: a whole number, a dash and a fraction below
  /// one, without spaces (a range from 1 down to ½ is not what anyone means). The text
  /// with a space for the dash, and its spans; nil when it is not so.
  private func wholeAndFraction(_ text: Text, _ low: Range<Int>, _ high: Range<Int>)
    -> (text: Text, spans: NumberSpans)?
  {
    let fraction = text[(high.lowerBound + 1)..<high.upperBound]
    guard let lowValue = number(text[low]), lowValue == lowValue.rounded(), lowValue >= 0,
      fraction.contains(where: { Fractions.isSlash($0) || Fractions.value(of: $0) != nil }),
      let value = number(fraction), value > 0, value < 1
    else { return nil }
    var joined = Array(text)
    joined[high.lowerBound - text.startIndex] = " "
    let slice = joined[...]
    return (slice, numberSpans(slice))
  }

  /// Where `needle` first occurs in `text` as a separator: a word with white space or
  /// the text's ends around it ("to"), a dash not between two letters ("km – 5", "km-5",
  /// but not "kilowatt-hours"); nil when it does not.
  private static func find(_ needle: [Unicode.Scalar], in text: Text) -> Int? {
    guard !needle.isEmpty, needle.count <= text.count else { return nil }
    let isWord = needle.allSatisfy { $0.properties.isAlphabetic }
    func isLetter(_ at: Int) -> Bool {
      at >= text.startIndex && at < text.endIndex && text[at].properties.isAlphabetic
    }
    var i = text.startIndex
    while i + needle.count <= text.endIndex {
      if text[i..<(i + needle.count)].elementsEqual(needle) {
        let end = i + needle.count
        let beforeOK = i == text.startIndex || ParseText.isSpace(text[i - 1])
        let afterOK = end == text.endIndex || ParseText.isSpace(text[end])
        // Only a hyphen joins words ("kilowatt-hours"); an en dash between two words is
        // the locale's range separator ("‎-3 רגל–רגל ‎-1" in he).
        let joinsWords = needle == ["-"] && isLetter(i - 1) && isLetter(end)
        if isWord ? beforeOK && afterOK : !joinsWords { return i }
      }
      i += 1
    }
    return nil
  }
}
