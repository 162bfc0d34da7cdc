/// Reads one number exactly as a locale writes numbers (``NumberGrammar``), never more
/// leniently: the digits of one of the locale's systems, that system's group separator
/// only between groups of the locale's sizes, its decimal separator once, a sign before,
/// an exponent after; and the fractions people write in recipes (`1/2`, `½`, `1½`,
/// `1 1/2`).
///
/// A text that fits another convention (`1.80` in German, `5,00` in English) is not a
/// number here: ``problem(_:)`` says so, with what the locale writes for the value the
/// other convention reads.
struct NumberReader {
  let grammar: NumberGrammar

  typealias Text = ArraySlice<Unicode.Scalar>

  /// The value of the whole of `text`, or nil when it is not a number as the locale
  /// writes one.
  func value(_ text: Text) -> Double? {
    guard let system = system(of: text) else {
      return special(text)
    }
    return Self.read(text, system: system, rules: .locale)
  }

  /// The system of the first digit in `text`; nil when there is none, or its digits are
  /// of two systems.
  func system(of text: Text) -> NumberGrammar.System? {
    var found: NumberGrammar.System?
    for s in text where grammar.isDigit(s) {
      if let found { return found.digitValue(s) == nil ? nil : found }
      guard let system = grammar.system(of: s) else { return nil }
      found = system
    }
    if found == nil, text.contains(where: { Fractions.value(of: $0) != nil }) {
      return grammar.systems[0]
    }
    return found
  }

  /// Why `text` is not a number as the locale writes one, and what it writes instead
  /// where another convention reads the text: "'1.80' is not a number as 'de' writes
  /// one; did you mean '1,80'?"
  func problem(_ text: Text, localeName: String) -> String {
    let shown = "'\(MeasurementFormatError.printable(ParseText.string(text)))'"
    if let slash = text.firstIndex(where: Fractions.isSlash), slash > text.startIndex,
      text[..<slash].allSatisfy(grammar.isDigit),
      text[(slash + 1)...].allSatisfy(grammar.isDigit), slash + 1 < text.endIndex
    {
      if grammar.systems.contains(where: \.decimalIsArabic) {
        return "\(shown) has two readings in \(localeName): a slash is typed for the decimal "
          + "separator \u{066B} there (\(shown) as a decimal), and between the two numbers of "
          + "a fraction"
      }
      return "\(shown) is two numbers with a slash between them (a ratio, a score, a "
        + "reading such as a blood pressure, a date), not a fraction: a fraction is read "
        + "where it is proper and has a small denominator (3/4, 5/16, 1 1/2, 1/250)"
    }
    let head = "\(shown) is not a number as \(localeName) writes one"
    let digits = text.filter(grammar.isDigit)
    guard let first = digits.first else { return head }
    guard let system = grammar.system(of: first) else {
      let written = grammar.systems.map { String(String.UnicodeScalarView($0.digits)) }
      return head + " (its digits are \(written.joined(separator: " or ")))"
    }
    guard digits.allSatisfy({ system.digitValue($0) != nil }) else {
      return head + " (its digits are of two scripts)"
    }
    guard let suggestion = suggestion(text, system) else { return head }
    return head + "; did you mean '\(MeasurementFormatError.printable(suggestion))'?"
  }

  /// What the locale writes for the value another common convention reads in `text`
  /// ("1.80" → "1,80" in de; "5,00" → "5.00" in en), with as many fraction digits.
  private func suggestion(_ text: Text, _ system: NumberGrammar.System) -> String? {
    let conventions: [(Unicode.Scalar, Unicode.Scalar)] = [
      (".", ","), (",", "."), (",", " "), (".", " "), (".", "'"), (",", "\u{2019}"),
    ]
    for (decimal, group) in conventions {
      guard [decimal] != system.decimal || [group] != system.group,
        let value = Self.read(text, system: system, rules: .other(decimal: decimal, group: group))
      else { continue }
      let fraction = text.lastIndex(of: decimal).map { text.endIndex - $0 - 1 } ?? 0
      let format = MeasurementFormat(
        width: .narrow, localeID: system.localeID,
        number: NumberOptions(precision: .fractionDigits(fraction)), usage: .asProvided,
        hidesUnit: true)
      let written = String(
        String.UnicodeScalarView(
          format.string(value, unit: .meter).unicodeScalars.filter {
            !ParseText.isBidiControl($0)
          }))
      if !written.unicodeScalars.elementsEqual(text) { return written }
    }
    return nil
  }

  /// ∞ and NaN, with a sign.
  private func special(_ text: Text) -> Double? {
    var rest = text
    var negative = false
    for system in grammar.systems {
      if let n = Self.signLength(rest, rest.startIndex, system) {
        negative = n.negative
        rest = rest.dropFirst(n.length)
        break
      }
    }
    if rest.elementsEqual(grammar.infinity) { return negative ? -.infinity : .infinity }
    if rest.elementsEqual(grammar.nan) { return .nan }
    return nil
  }

  /// How strict the grouping is: as the locale groups, or as another convention reads
  /// (for a suggestion: groups of three only).
  enum Rules {
    case locale
    /// Another convention's separators, groups of three.
    case other(decimal: Unicode.Scalar, group: Unicode.Scalar)
  }

  /// The length of a sign at `i` and whether it is a minus: the system's own signs, and
  /// '-', '−' (U+2212) and '+' as people type them.
  static func signLength(_ text: Text, _ i: Int, _ system: NumberGrammar.System)
    -> (length: Int, negative: Bool)?
  {
    guard i < text.endIndex else { return nil }
    if matches(system.minus, text, i) { return (system.minus.count, true) }
    if matches(system.plus, text, i) { return (system.plus.count, false) }
    switch text[i] {
    case "-", "\u{2212}": return (1, true)
    case "+": return (1, false)
    default: return nil
    }
  }

  @inline(__always)
  static func matches(_ symbol: [Unicode.Scalar], _ text: Text, _ i: Int) -> Bool {
    guard !symbol.isEmpty, i + symbol.count <= text.endIndex else { return false }
    for k in 0..<symbol.count where text[i + k] != symbol[k] { return false }
    return true
  }

  /// Reads `text` in `system`: its value, or nil. The number's digits are collected as
  /// ASCII ("-1234.5e-3") and converted once, correctly rounded.
  static func read(_ text: Text, system: NumberGrammar.System, rules: Rules) -> Double? {
    switch rules {
    case .locale: return read(text, system)
    case .other(let decimal, let group):
      // The system's digits and signs with the other convention's separators.
      return read(
        text,
        NumberGrammar.System(
          localeID: system.localeID, digits: system.digits, decimal: [decimal], group: [group],
          minus: system.minus, plus: system.plus, exponent: system.exponent, primary: 3,
          secondary: 3))
    }
  }

  private static func read(_ text: Text, _ system: NumberGrammar.System) -> Double? {
    var ascii = ASCIINumber()
    var i = text.startIndex
    let end = text.endIndex
    if let sign = signLength(text, i, system) {
      ascii.negative = sign.negative
      i += sign.length
    }
    func digit(_ at: Int) -> Int? { at < end ? system.digitValue(text[at]) : nil }

    // The integer part, and its groups: how many digits before each separator.
    var runs = 0
    var first = 0
    var middle: Int?
    var middleSame = true
    var last = 0
    var spaceGroups: Bool?  // separators are spaces (ISO 80000: threes), or the locale's
    let groupsWithSpace = system.groupsWithSpace
    let decimal = system.decimal
    let group = system.group
    let primary = system.primary
    let secondary = system.secondary
    var digits = 0
    while i < end {
      if let d = digit(i) {
        ascii.append(d)
        digits += 1
        last += 1
        i += 1
        continue
      }
      guard digits > 0 else { break }
      // A whole number before a fraction ("1 1/2", "1 ½"): not a group separator.
      if ParseText.isSpace(text[i]), runs == 0, Fractions.startsFraction(text, i, digit) {
        break
      }
      var length = 0
      var isSpace = false
      if !groupsWithSpace && ParseText.isSpace(text[i]) {
        isSpace = true
        length = 1
      } else if groupsWithSpace && ParseText.isSpace(text[i]) {
        length = 1
      } else if matches(group, text, i) {
        length = group.count
      } else if system.groupsWithApostrophe && (text[i] == "'" || text[i] == "\u{2019}") {
        length = 1  // de-CH: CLDR 42 writes "1’234.5", CLDR 48 "1'234.5"; people type both
      }
      guard length > 0, digit(i + length) != nil, primary > 0 || isSpace else { break }
      if let kind = spaceGroups, kind != isSpace { return nil }
      spaceGroups = isSpace
      if runs == 0 {
        first = last
      } else if let m = middle {
        middleSame = middleSame && m == last
      } else {
        middle = last
      }
      runs += 1
      last = 0
      i += length
    }
    if runs > 0 {
      if spaceGroups == true {
        // Threes throughout, as ISO 80000 writes numbers in any locale.
        guard first >= 1, first <= 3, last == 3, middleSame, middle == nil || middle == 3
        else { return nil }
      } else {
        // The locale's sizes; where it groups by 3 then 2 (Indian), threes throughout
        // are read too ("123,456.7" in en-IN): the value is the same.
        // Also the sizes of another of its patterns (percent).
        func fits(_ primary: Int, _ secondary: Int) -> Bool {
          guard last == primary, middleSame, first >= 1 else { return false }
          // The groups before the last: all of the secondary size, or all of the primary.
          func all(_ size: Int) -> Bool { (middle == nil || middle == size) && first <= size }
          return all(secondary) || (secondary != primary && all(primary))
        }
        guard
          fits(primary, secondary) || system.otherGroupings.contains(where: { fits($0[0], $0[1]) })
        else { return nil }
      }
    }

    var hasFraction = false
    // Where the locale writes "." for decimals and groups with an apostrophe (de-CH,
    // it-CH), a comma is the decimal separator too: the Swiss federal writing rules use
    // it, and a comma never groups there.
    let swissComma =
      system.decimalIsPoint && system.groupsWithApostrophe && i < end && text[i] == ","
    let decimalLength = matches(decimal, text, i) ? decimal.count : swissComma ? 1 : 0
    if decimalLength > 0, digit(i + decimalLength) != nil {
      i += decimalLength
      ascii.point()
      while let d = digit(i) {
        ascii.append(d)
        i += 1
      }
      hasFraction = true
    } else if runs == 0 {
      // Fractions: "1/2", "1 1/2", "1½", "½". Not where a slash is typed for the Arabic
      // decimal separator "٫" (fa, ar: "۲/۵" is 2.5 there).
      if !system.decimalIsArabic, let fraction = Fractions.read(text, i, digit), fraction.end == end
      {
        let whole = digits > 0 ? ascii.wholeValue : 0
        guard let whole,
          !fraction.wholeIsNumerator || Fractions.isVulgar(whole, fraction.denominator)
        else { return nil }
        let value =
          fraction.wholeIsNumerator ? whole / fraction.denominator : whole + fraction.value
        return ascii.negative ? -value : value
      }
    }
    guard digits > 0 || hasFraction else { return nil }

    // The exponent: the system's symbol ("E", "اس", "×10^"), or "E"/"e" with Latin digits.
    if i < end {
      var length = 0
      if matches(system.exponent, text, i) {
        length = system.exponent.count
      } else if system.digits[0] == "0", text[i] == "E" || text[i] == "e" {
        length = 1
      }
      guard length > 0 else { return nil }
      i += length
      ascii.exponent()
      if let sign = signLength(text, i, system) {
        if sign.negative { ascii.exponentMinus() }
        i += sign.length
      }
      guard digit(i) != nil else { return nil }
      while let d = digit(i) {
        ascii.appendExponent(d)
        i += 1
      }
    }
    guard i == end else { return nil }
    return ascii.value
  }
}

/// A number's digits, converted to a `Double` once: exactly where the digits and the
/// power of ten are exact doubles (Clinger's fast path), else by the standard library's
/// correctly rounded conversion of the significant digits and the power of ten as ASCII
/// ("1234567890123456789e-25"). Up to 19 significant digits live in the mantissa and
/// nothing is allocated; past them the digits are written out as they come.
struct ASCIINumber {
  var negative = false
  private var mantissa: UInt64 = 0
  private var significant = 0
  private var fractionDigits = 0
  private var inFraction = false
  private var exponentValue = 0
  private var exponentNegative = false
  private var inExponent = false
  /// The significant digits past the mantissa's 19 (with the mantissa's first), only
  /// for a number that has more.
  private var longDigits: [UInt8] = []

  @inline(__always)
  mutating func append(_ digit: Int) {
    if inFraction { fractionDigits += 1 }
    guard significant > 0 || digit != 0 else { return }
    significant += 1
    if significant <= 19 {
      mantissa = mantissa &* 10 &+ UInt64(digit)
      return
    }
    if significant == 20 { longDigits = Array(String(mantissa).utf8) }
    longDigits.append(UInt8(0x30 + digit))
  }

  mutating func point() {
    inFraction = true
  }

  mutating func exponent() {
    inExponent = true
  }

  mutating func exponentMinus() {
    exponentNegative = true
  }

  mutating func appendExponent(_ digit: Int) {
    if exponentValue < 100_000 { exponentValue = exponentValue * 10 + digit }
  }

  /// The whole number read so far (before a fraction), exactly: nil past 2^53.
  var wholeValue: Double? {
    guard !inFraction, !inExponent, significant <= 15 else { return nil }
    return Double(mantissa)
  }

  var value: Double? {
    let power = (exponentNegative ? -exponentValue : exponentValue) - fractionDigits
    let magnitude: Double
    if significant <= 15, abs(power) <= 22 {
      let m = Double(mantissa)
      magnitude = power < 0 ? m / Self.powers[-power] : m * Self.powers[power]
    } else {
      let digits =
        significant <= 19 ? String(mantissa) : String(decoding: longDigits, as: UTF8.self)
      guard let parsed = Double(digits + "e\(power)") else { return nil }
      magnitude = parsed
    }
    // A number too large for a double is no value.
    guard magnitude.isFinite else { return nil }
    return negative ? -magnitude : magnitude
  }

  private static let powers: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]
}
