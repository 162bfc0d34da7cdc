import Foundation
import MeasurementFormatStyle

/// The number of a formatted measurement, read back two ways: from the attributed
/// string's number parts (the library's tags: digits by their Unicode value, whatever
/// the script), and as text through Foundation's `NumberFormatter` of the same locale.
struct NumberReading {
  typealias PartKey = AttributeScopes.MeasurementFormattingAttributes.MeasurementPartAttribute
  typealias NumberPartKey =
    AttributeScopes.MeasurementFormattingAttributes.MeasurementNumberPartAttribute
  typealias ComponentKey =
    AttributeScopes.MeasurementFormattingAttributes.MeasurementComponentAttribute

  /// The text from the first value run to the last (bidi marks between them included).
  var text = ""
  /// The number the parts say; nil for a compact number's (its scale is a word).
  var value: Double?
  var compact = false
  /// Whether the number is in scientific notation.
  var exponent = false
  /// Fraction digits and exponent shown: the unit of the last digit is
  /// 10^(exponentValue − fractionDigits); without fraction digits, the integer's final
  /// zeros may be rounding's (significant digits: 46 → "50").
  var fractionDigits = 0
  var trailingZeros = 0
  /// The digits shown, as ASCII.
  var integerDigits = ""
  var fractionDigitText = ""
  var exponentValue = 0
  /// What is wrong with the parts, or nil.
  var problem: String?

  /// The reading of a measurement's number; nil when it shows none, or shows several
  /// (mixed units: "5 ft, 11 in").
  init?(_ attributed: AttributedString) {
    var components: Set<Int> = []
    var first: AttributedString.Index?
    var last: AttributedString.Index?
    var negative = false
    var exponentNegative = false
    var integer = ""
    var fraction = ""
    var exponentDigits = ""
    var special: Double?
    for run in attributed.runs {
      if let component = run[ComponentKey.self] { components.insert(component) }
      guard run[PartKey.self] == .value else { continue }
      if first == nil { first = run.range.lowerBound }
      last = run.range.upperBound
      let piece = String(attributed[run.range].characters)
      guard let part = run[NumberPartKey.self] else {
        problem = "a value run without a number part: \(piece)"
        continue
      }
      switch part {
      case .integer: integer += digits(piece, "integer")
      case .fraction: fraction += digits(piece, "fraction")
      case .exponentInteger: exponentDigits += digits(piece, "exponent")
      case .minusSign: negative = true
      case .exponentMinusSign: exponentNegative = true
      case .exponentSeparator: exponent = true
      case .compact: compact = true
      case .nan: special = .nan
      case .infinity: special = .infinity
      default: break  // group, decimal, plus sign, percent sign, approximately sign
      }
    }
    guard let first, let last, components.count <= 1 else { return nil }
    text = String(attributed[first..<last].characters)
    fractionDigits = fraction.count
    integerDigits = integer
    fractionDigitText = fraction
    trailingZeros = integer.reversed().prefix { $0 == "0" }.count
    exponentValue = (Int(exponentDigits) ?? 0) * (exponentNegative ? -1 : 1)
    if exponent && exponentDigits.isEmpty { problem = "an exponent separator without digits" }
    if let special {
      value = negative ? -special : special
    } else if integer.isEmpty && fraction.isEmpty {
      problem = problem ?? "no digits"
    } else if !compact {
      value = Double(
        "\(negative ? "-" : "")\(integer.isEmpty ? "0" : integer).\(fraction.isEmpty ? "0" : fraction)e\(exponentValue)"
      )
    }
  }

  /// The digits of a part as ASCII; a character that is no decimal digit is a problem.
  private mutating func digits(_ piece: String, _ part: String) -> String {
    var ascii = ""
    for scalar in piece.unicodeScalars {
      guard scalar.properties.numericType == .decimal, let v = scalar.properties.numericValue
      else {
        problem = "'\(scalar)' (U+\(String(scalar.value, radix: 16))) in the \(part) part"
        continue
      }
      ascii += String(Int(v))
    }
    return ascii
  }

  /// Whether the number shown is `expected` to the digits shown. A number rounded past
  /// the largest double (1.797693135E308) reads as ∞: its significand is compared.
  func matches(_ expected: Double) -> Bool {
    guard let value else { return true }
    if value.isFinite || !expected.isFinite {
      return Self.close(value, expected, tolerance: tolerance)
    }
    let digits = integerDigits.drop { $0 == "0" }
    let scale = digits.count + exponentValue  // the number is 0.d₁d₂… × 10^scale
    guard let significand = Double("0." + digits + fractionDigitText), scale > 300 else {
      return false
    }
    let sign = value < 0 ? -1.0 : 1.0
    let scaled = expected / Self.power(10) / Self.power(scale - 10)
    return Self.close(
      sign * significand, scaled, tolerance: tolerance / Self.power(10) / Self.power(scale - 10))
  }

  /// One unit of the last digit shown.
  var tolerance: Double {
    Self.power(exponentValue + (fractionDigits > 0 ? -fractionDigits : trailingZeros))
  }

  static func power(_ n: Int) -> Double { n < -340 ? 0 : n > 340 ? .infinity : pow(10, Double(n)) }

  /// Whether `a` is `b` within `tolerance`, and a little for binary floating point.
  static func close(_ a: Double, _ b: Double, tolerance: Double) -> Bool {
    if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
    if a.isInfinite || b.isInfinite { return a == b }
    return abs(a - b) <= tolerance + max(abs(a), abs(b)) * 1e-12
  }

  // MARK: - Through Foundation's NumberFormatter

  /// Whether a value is one Foundation's NumberFormatter can read at all: zero, or a
  /// magnitude from 1e-300 to 1e300. It reads no NaN or ∞, and nothing near the ends of
  /// a double's range ("0.000…0222507", 2.2e-308, is nil).
  static func isReadable(_ value: Double?) -> Bool {
    guard let value else { return false }
    return value == 0 || (1e-300...1e300).contains(value.magnitude)
  }

  /// The number `text` is to Foundation's NumberFormatter of `locale`, or nil.
  static func foundation(_ text: String, locale: Locale, scientific: Bool) -> Double? {
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = scientific ? .scientific : .decimal
    formatter.isLenient = true
    return formatter.number(from: text)?.doubleValue
  }

  nonisolated(unsafe) private static var agreement: [String: Bool] = [:]

  /// Whether Foundation's NumberFormatter reads measfmt's -1,234,567.5 in `locale`: it has
  /// CLDR data of another version (Swift 6.3's ICU 76: CLDR 46; Debian 12's ICU 72:
  /// CLDR 42), and where digits, separators or grouping differ (ar has Latin digits in
  /// CLDR 46, Arabic ones in 42; Indian grouping) it cannot read what measfmt writes.
  /// Only locales of the harness's list are asked: Foundation's NumberFormatter traps on
  /// some identifiers (`Locale(identifier: "\u{FFFD}")`, in `NSLocale._cfObject`), which
  /// measfmt's classes never format with.
  /// With `scientific`, the same of -1.2345E12: the exponent symbol differs between CLDR
  /// versions where the digits do not (ar_SA "اس" in CLDR 42; Foundation read
  /// "-٢٫٤١١٥اس٢٨٦" as -2.4115).
  static func agrees(_ locale: Locale, scientific: Bool = false) -> Bool {
    let key = scientific ? locale.identifier + " scientific" : locale.identifier
    if let known = agreement[key] { return known }
    guard knownLocales.contains(locale.identifier) else { return false }
    let reference = scientific ? -1.2345e12 : -1_234_567.5
    let style = Measurement<UnitLength>.FormatStyle(
      width: .abbreviated, locale: locale, usage: .asProvided,
      numberFormatStyle: scientific
        ? FloatingPointFormatStyle<Double>(locale: locale).notation(.scientific) : nil)
    let ours = NumberReading(style.attributed.format(Measurement(value: reference, unit: .meters)))
    let same =
      ours.map { foundation($0.text, locale: locale, scientific: scientific) == reference }
      ?? false
    agreement[key] = same
    return same
  }

  // MARK: - In a formatter's string

  /// The number in `string` (a MeasurementFormatter's): the first run of digits with the
  /// signs, separators, exponent and bidi marks of `locale` around and between them.
  static func span(in string: String, locale: Locale) -> String? {
    let formatter = NumberFormatter()
    formatter.locale = locale
    let symbols = [
      formatter.groupingSeparator, formatter.decimalSeparator, formatter.minusSign,
      formatter.plusSign, formatter.exponentSymbol, "E", "+", "-", "\u{2212}", "\u{200E}",
      "\u{200F}", "\u{61C}",
    ]
    let marks = Set(symbols.compactMap { $0 }.flatMap(\.unicodeScalars))
    let scalars = Array(string.unicodeScalars)
    func isDigit(_ s: Unicode.Scalar) -> Bool { s.properties.numericType == .decimal }
    guard let digit = scalars.firstIndex(where: isDigit) else { return nil }
    var start = digit
    while start > 0, marks.contains(scalars[start - 1]) { start -= 1 }
    var end = digit
    while end < scalars.count, isDigit(scalars[end]) || marks.contains(scalars[end]) { end += 1 }
    // Separators at either end belong to the text around (a no-break space before the
    // unit is also a grouping separator in some locales); a sign and a leading decimal
    // separator (minimumIntegerDigits 0: ",5") stay.
    let signs = Set(
      [formatter.minusSign, formatter.plusSign, "-", "+", "\u{2212}", formatter.decimalSeparator]
        .compactMap { $0 }.flatMap(\.unicodeScalars))
    while start < digit, !signs.contains(scalars[start]) { start += 1 }
    while end > digit, !isDigit(scalars[end - 1]) { end -= 1 }
    return String(String.UnicodeScalarView(scalars[start..<end]))
  }

  /// One unit of the last digit of a number written by `locale`'s symbols.
  static func tolerance(of span: String, locale: Locale) -> Double {
    let formatter = NumberFormatter()
    formatter.locale = locale
    var text = Substring(span)
    var exponent = 0
    for separator in [formatter.exponentSymbol ?? "E", "E"] where !separator.isEmpty {
      if let range = text.range(of: separator) {
        let tail = text[range.upperBound...]
        let value = tail.unicodeScalars.compactMap { $0.properties.numericValue }
          .reduce(0) { $0 * 10 + Int($1) }
        let minus = tail.contains("-") || tail.contains("\u{2212}")
        exponent = minus ? -min(value, 400) : min(value, 400)
        text = text[..<range.lowerBound]
        break
      }
    }
    var fraction = 0
    var integer = text
    if let separator = formatter.decimalSeparator, !separator.isEmpty,
      let range = text.range(of: separator)
    {
      fraction =
        text[range.upperBound...].unicodeScalars.filter {
          $0.properties.numericType == .decimal
        }.count
      integer = text[..<range.lowerBound]
    }
    let digits = integer.unicodeScalars.filter { $0.properties.numericType == .decimal }
    let zeros = digits.reversed().prefix { $0.properties.numericValue == 0 }.count
    return power(exponent + (fraction > 0 ? -fraction : zeros))
  }
}
