extension MeasurementReader {
  /// A number with a word for a power of ten after it, then the unit: "5 tys. km" (pl),
  /// "5 тыс. км" (ru), "5万公里" (zh), "2L km" and "2 lakh km" (en-IN), "5 Mio. km" (de). The
  /// words are those ICU writes for the locale in compact notation (``ParseTable/scaleWords``)
  /// and the language's own (``ReaderData/words``: lakh, crore); a word of three letters or
  /// more in any case, a shorter one as written ("K" is a thousand only before a unit:
  /// "5K" alone is five kelvins). nil when the text is not so.
  func scaled(_ text: Text, _ span: Range<Int>, _ value: Double, _ filter: Filter)
    throws(MeasurementFormatError) -> Reading?
  {
    var start = span.upperBound
    while start < text.endIndex, ParseText.isSpace(text[start]) { start += 1 }
    guard start < text.endIndex, span.lowerBound == text.startIndex else { return nil }
    for (word, factor) in table.scaleWords {
      let end = start + word.count
      guard end < text.endIndex,
        word.count >= 3
          ? Self.sameIgnoringCase(text[start..<end], word)
          : text[start..<end].elementsEqual(word)
      else { continue }
      var rest = end
      while rest < text.endIndex, ParseText.isSpace(text[rest]) { rest += 1 }
      // In a script of cased letters a word ends where no letter follows ("5 K km") or at
      // its period ("150 тыс.км", "5 tys. km"; not "5 Kelvin"); Chinese, Japanese and Thai
      // write no spaces between words, and Korean glues its number words to the number
      // and the unit ("5만km"), so there a word need not end ("5万公里"); in any other
      // script it ends at a space: Amharic "500 ሚ.ግ" is 500 milligrams as a prescription
      // abbreviates them, not 500 million (ሚ) grams.
      let cased = word.contains { $0.properties.isCased }
      let endsInLetter = word.last?.properties.isCased ?? false
      guard rest < text.endIndex,
        rest > end
          || (cased
            ? !endsInLetter || !text[end].properties.isCased
            : Self.gluesNumberWords(word))
      else { continue }
      let key = ParseText.key(before: [], after: text[rest...])
      // A unit ICU composes and writes so is that unit, not a power of ten before
      // another ("5 மி.மீ.²" in ta: square millimeters, though "மி" is a million; "5 兆伏"
      // in yue: megavolts, though "兆" is 10¹²).
      let whole = ParseText.key(before: [], after: text[start...])
      if (try? composed(whole, value: value, unitText: ParseText.key(text[start...]), filter))
        != nil
      {
        return nil
      }
      switch lookup(key, numberless: false, filter) {
      case .found(let unit, nil, _): return Reading(value: value * factor, unit: unit)
      case .ambiguous(let units, _):
        throw .ambiguousUnit(
          ParseText.key(text[rest...]), meanings: units.map(\.identifier))
      case .withheld(let error, _): throw error
      default: continue
      }
    }
    return nil
  }

  /// Whether a word is of a script whose number words are written glued to the unit:
  /// Han, kana, Thai, Lao, Myanmar, Khmer (written without spaces between words) and
  /// Hangul ("5만km").
  private static func gluesNumberWords(_ word: [Unicode.Scalar]) -> Bool {
    guard let first = word.first?.value else { return false }
    let ranges: [ClosedRange<UInt32>] = [
      0x0E00...0x0EFF, 0x1000...0x109F, 0x1100...0x11FF, 0x1780...0x17FF, 0x3040...0x30FF,
      0x3130...0x318F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
      0x20000...0x3134F,
    ]
    return ranges.contains { $0.contains(first) }
  }

  private static func sameIgnoringCase(_ written: Text, _ word: [Unicode.Scalar]) -> Bool {
    written.count == word.count
      && String(String.UnicodeScalarView(written)).lowercased()
        == String(String.UnicodeScalarView(word)).lowercased()
  }
}

extension ParseTable {
  /// The words for powers of ten that ICU writes for the locale in compact notation, short
  /// and long ("tys.", "tysięcy", "万", "L", "Mio.", "Millionen"), and the language's own
  /// (``ReaderData/words``), each with its factor; longest first. Learned on first use by
  /// formatting 1, 2 and 5 times each power of ten from 10³ to 10¹² and keeping what ICU
  /// tags as the compact part of a number that is that many of it.
  static func learnScaleWords(localeID: String) -> [([Unicode.Scalar], Double)] {
    var found: [String: Double] = [:]
    for notation in [NumberOptions.Notation.compactShort, .compactLong] {
      let format = MeasurementFormat(
        width: .narrow, localeID: localeID, number: NumberOptions(notation: notation),
        usage: .asProvided, hidesUnit: true)
      var factor = 1.0
      for power in 1...12 {
        factor *= 10
        guard power >= 3 else { continue }
        for multiple in [1.0, 2, 5] {
          let formatted = format.format(multiple * factor, unit: .meter)
          var word = ""
          var integer = 0.0
          for (text, run) in formatted.parts {
            if run.numberPart == .compact { word += text }
            if run.numberPart == .integer {
              for s in text.unicodeScalars {
                integer = integer * 10 + (s.properties.numericValue ?? .nan)
              }
            }
          }
          let key = ParseText.key(
            Array(word.unicodeScalars.filter { !ParseText.isBidiControl($0) })[...])
          // Only a word for this power itself: "5 tys." is 5 × 10³, "50 tys." is not
          // a word for 10⁴.
          guard !key.isEmpty, integer == multiple, found[key] == nil else { continue }
          found[key] = factor
        }
      }
    }
    let language = ReaderData.language(of: localeID)
    for entry in ReaderData.words(.scale, language: language) {
      let parts = entry.split(separator: "=")
      guard parts.count == 2, let factor = Double(parts[1]) else { continue }
      found[String(parts[0]), default: factor] = factor
    }
    return found.sorted {
      $0.key.count != $1.key.count ? $0.key.count > $1.key.count : $0.key < $1.key
    }
    .map { (Array($0.key.unicodeScalars), $0.value) }
  }
}
