extension MeasurementReader {
  /// The number `text` is, as the locale writes numbers (``NumberReader``); nil when it
  /// is none.
  func number(_ text: Text) -> Double? {
    let reader = NumberReader(grammar: table.numbers)
    if let value = reader.value(text) { return value }
    // Where the region writes either decimal mark (en-ZA, es-419), the other one too.
    guard table.eitherDecimalMark, let swapped = Self.otherDecimalMark(text, table.numbers)
    else { return nil }
    return reader.value(swapped)
  }

  /// `text` with its one decimal mark of the other convention ("." where the locale writes
  /// ",", or "," where it writes ".") in the locale's; nil when it has none or more.
  private static func otherDecimalMark(_ text: Text, _ grammar: NumberGrammar) -> Text? {
    guard let system = grammar.systems.first, system.decimal.count == 1 else { return nil }
    let decimal = system.decimal[0]
    let other: Unicode.Scalar = decimal == "," ? "." : decimal == "." ? "," : "\u{0}"
    let marks = text.indices.filter { text[$0] == other || text[$0] == decimal }
    guard marks.count == 1, text[marks[0]] == other else { return nil }
    var swapped = Array(text)
    swapped[marks[0] - text.startIndex] = decimal
    return swapped[...]
  }

  /// The error for a number that the region writes with either decimal mark and whose
  /// one mark stands before exactly three digits ("1,500": 1.5 or 1500 in en-ZA); nil for
  /// any other.
  func eitherMarkProblem(_ text: Text) -> MeasurementFormatError? {
    guard table.eitherDecimalMark else { return nil }
    let marks = text.indices.filter { text[$0] == "," || text[$0] == "." }
    guard marks.count == 1 else { return nil }
    let before = text[..<marks[0]].drop { Self.isSign($0) }
    let after = text[(marks[0] + 1)...]
    guard after.count == 3, after.allSatisfy(isDigit), (1...3).contains(before.count),
      before.allSatisfy(isDigit)
    else { return nil }
    let shown = string(text.drop { Self.isSign($0) })
    let whole = String(String.UnicodeScalarView(before + after))
    let fraction =
      String(String.UnicodeScalarView(before)) + "." + String(String.UnicodeScalarView(after))
    return .parseFailure(
      "'\(MeasurementFormatError.printable(shown))' is \(fraction) or \(whole) in "
        + "\(localeName), where a decimal point and a decimal comma are both written: write "
        + "the thousands with a space, or the decimals without a third digit", input: shown)
  }

  /// Why `text` is not a number as the locale writes one.
  func numberProblem(_ text: Text) -> MeasurementFormatError {
    .parseFailure(
      NumberReader(grammar: table.numbers).problem(text, localeName: localeName),
      input: string(text))
  }

  @inline(__always)
  func isDigit(_ s: Unicode.Scalar) -> Bool { ParseText.isDigit(s) }

  @inline(__always)
  static func isSign(_ s: Unicode.Scalar) -> Bool {
    s == "-" || s == "+" || s == "\u{2212}"
  }

  /// Characters between two digits that locales write in numbers: the locale's group
  /// and decimal separators ("1.234,5", "1’234.5", "١٬٢٣٤٫٥"), '.' and ',' of other
  /// conventions, a fraction's slash ("1/2"), and spaces where the locale groups so. A
  /// span is found generously and read strictly: "1.80" in German is one span, which
  /// ``NumberReader`` then refuses with a reason. A prime is not one: "5′11″".
  @inline(__always)
  private func isSeparator(_ s: Unicode.Scalar) -> Bool {
    switch s {
    case ".", ",", "/", "\u{2044}": return true
    // An apostrophe groups digits only where the locale groups so ("1'234.5" typed in
    // de-CH, "1’234.5" as CLDR 42 writes it; CLDR 48 writes the ASCII one): elsewhere
    // "5'11" is five feet eleven.
    case "'", "\u{2019}": return table.numbers.groupsWithApostrophe
    default: return s.value >= 0x80 && table.numbers.separators.contains(s)
    }
  }

  /// The numbers in a text: digits with the separators between them, a sign before, an
  /// exponent after ("1E6"), a fraction ("1 1/2", "1½", "½").
  func numberSpans(_ text: Text) -> NumberSpans {
    var spans = NumberSpans()
    var i = text.startIndex
    let end = text.endIndex
    // Whether some system of the locale groups digits with a space ("1 234,5" in fr).
    let spaceGroups = table.numbers.groupsWithSpace
    func digit(_ at: Int) -> Bool { at < end && isDigit(text[at]) }
    func vulgar(_ at: Int) -> Bool { at < end && Fractions.value(of: text[at]) != nil }
    while i < end {
      let c = text[i]
      let start: Int
      if isDigit(c) || vulgar(i) {
        start = i
      } else if Self.isSign(c)
        && (digit(i + 1) || vulgar(i + 1) || (i + 2 < end && text[i + 1] == "." && digit(i + 2)))
      {
        start = i
      } else if digit(i + 1), table.numbers.decimalScalars.contains(c),
        i == text.startIndex || ParseText.isSpace(text[i - 1]) || Self.isSign(text[i - 1])
      {
        // ".5" where the locale writes "." for decimals; not the last dot of "3...5", nor
        // a comma after a word ("घण्टा,३०" in ne).
        start = i
      } else {
        i += 1
        continue
      }
      var j = start + 1
      while j < end {
        let d = text[j]
        if isDigit(d) {
          j += 1
        } else if vulgar(j), isDigit(text[j - 1]) {
          j += 1  // "1½"
        } else if isSeparator(d), digit(j + 1), j > start,
          isDigit(text[j - 1]) || (j == start + 1 && Self.isSign(text[start]))
        {
          j += 2
        } else if ParseText.isSpace(d), j > start, isDigit(text[j - 1]),
          let after = Self.fractionAfterSpace(text, j, digit: digit, vulgar: vulgar)
        {
          j = after  // "1 1/2", "1 ½"
        } else if ParseText.isSpace(d), spaceGroups, j > start, isDigit(text[j - 1]), digit(j + 1) {
          j += 2
        } else if ParseText.isSpace(d), j > start, isDigit(text[j - 1]), digit(j + 1),
          digit(j + 2), digit(j + 3), !digit(j + 4)
        {
          // Digits grouped by threes with a space where the locale groups otherwise
          // ("1 234,5 km" in de, as ISO 80000 writes numbers): a unit that begins with
          // digits cuts them off again.
          j += 4
        } else if d == "E" || d == "e", isDigit(text[j - 1]),
          digit(j + 1) || (j + 2 < end && Self.isSign(text[j + 1]) && digit(j + 2))
        {
          j += digit(j + 1) ? 2 : 3
        } else if let exponent = exponentLength(text, j), j > start, isDigit(text[j - 1]) {
          j += exponent
        } else {
          break
        }
      }
      spans.append(start..<j)
      i = j
    }
    return spans
  }

  /// The length of a locale's own exponent symbol at `j` with the digits' sign after it
  /// ("اس" in ar, "×10^" in sv), when a digit follows; nil otherwise.
  private func exponentLength(_ text: Text, _ j: Int) -> Int? {
    for system in table.numbers.ownExponents {
      guard NumberReader.matches(system.exponent, text, j) else { continue }
      var k = j + system.exponent.count
      if let sign = NumberReader.signLength(text, k, system) { k += sign.length }
      if k < text.endIndex, isDigit(text[k]) { return k + 1 - j }
    }
    return nil
  }

  /// Where a fraction after the space at `j` ends (" 1/2", " ½"); nil when none follows.
  private static func fractionAfterSpace(
    _ text: Text, _ j: Int, digit: (Int) -> Bool, vulgar: (Int) -> Bool
  ) -> Int? {
    var k = j
    while k < text.endIndex && ParseText.isSpace(text[k]) { k += 1 }
    if vulgar(k) { return k + 1 }
    var m = k
    while digit(m) { m += 1 }
    guard m > k, m < text.endIndex, Fractions.isSlash(text[m]), digit(m + 1) else { return nil }
    m += 1
    while digit(m) { m += 1 }
    return m
  }
}

/// The numbers found in a text (``MeasurementReader/numberSpans(_:)``), in order. Most
/// texts have one or two: those are kept inline, where an array was allocated and freed on
/// every parse; more go to an array.
struct NumberSpans: RandomAccessCollection, MutableCollection {
  private var first: Range<Int> = 0..<0
  private var second: Range<Int> = 0..<0
  private var more: [Range<Int>] = []
  private(set) var count = 0

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(i: Int) -> Range<Int> {
    get {
      precondition(i >= 0 && i < count, "span index out of range")
      return i == 0 ? first : i == 1 ? second : more[i - 2]
    }
    set {
      precondition(i >= 0 && i < count, "span index out of range")
      switch i {
      case 0: first = newValue
      case 1: second = newValue
      default: more[i - 2] = newValue
      }
    }
  }

  mutating func append(_ span: Range<Int>) {
    switch count {
    case 0: first = span
    case 1: second = span
    default: more.append(span)
    }
    count += 1
  }
}
