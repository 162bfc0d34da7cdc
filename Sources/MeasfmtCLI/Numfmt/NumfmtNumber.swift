/// Reads a number as GNU numfmt does: an optional "-", decimal digits, the locale's
/// decimal point and more digits (no exponent, no "+"), then perhaps a size suffix as
/// `--from` allows; its value in x87 extended precision (`Float80`, numfmt's
/// `long double` on x86_64), computed in numfmt's order so that every digit printed is
/// the same, and its precision (the digits after the point, none after a suffix).
enum NumfmtNumber {
  /// Why a number cannot be read, by numfmt's messages.
  enum Failure: Error, Equatable {
    /// More than 27 (33 from 9.2 on) significant digits.
    case overflow
    case invalidNumber
    /// A suffix letter without `--from`.
    case forbiddenSuffix
    case invalidSuffix
    case missingI
    /// A suffix read, then more: the offset of what is left.
    case trailing(Int)
  }

  struct Reading {
    var value: Float80
    var precision: Int
    /// More than 18 significant digits (a `long double`'s).
    var precisionLoss: Bool
  }

  /// The most significant digits printed without loss (`LDBL_DIG`).
  static let unscaledDigits = 18

  /// The most significant digits read at all: 999Y, or 999Q from 9.2 on.
  static func acceptableDigits(_ dialect: NumfmtOptions.Dialect) -> Int {
    dialect == .v9_1 ? 27 : 33
  }

  /// The power of a suffix letter (K = 1, … Y = 8; R, Q and a lowercase k after 9.1).
  @inline(__always)
  static func power(of letter: UInt8, _ dialect: NumfmtOptions.Dialect) -> Int? {
    switch letter {
    case UInt8(ascii: "K"): return 1
    case UInt8(ascii: "M"): return 2
    case UInt8(ascii: "G"): return 3
    case UInt8(ascii: "T"): return 4
    case UInt8(ascii: "P"): return 5
    case UInt8(ascii: "E"): return 6
    case UInt8(ascii: "Z"): return 7
    case UInt8(ascii: "Y"): return 8
    case UInt8(ascii: "k") where dialect != .v9_1: return 1
    case UInt8(ascii: "R") where dialect != .v9_1: return 9
    case UInt8(ascii: "Q") where dialect != .v9_1: return 10
    default: return nil
    }
  }

  /// numfmt's powerld: `base` multiplied by itself, `x` times in all (not `pow`).
  @inline(__always)
  static func power(_ base: Float80, _ x: Int) -> Float80 {
    guard x > 0 else { return 1 }
    var result = base
    for _ in 1..<x { result *= base }
    return result
  }

  /// Reads `text` (blanks before it already skipped).
  static func read(
    _ text: UnsafeBufferPointer<UInt8>, scale: NumfmtOptions.Scale, locale: NumfmtLocale,
    unitSeparator: [UInt8]?, dialect: NumfmtOptions.Dialect
  ) -> Result<Reading, Failure> {
    var i = 0
    let n = text.count
    let acceptable = acceptableDigits(dialect)
    var loss = false
    let thousands = dialect == .v9_1 ? [] : locale.thousandsSeparator

    // An integer: an optional "-", digits (and thousands separators between them).
    func integer(_ i: inout Int) -> (value: Float80, negative: Bool)? {
      var negative = false
      if i < n && text[i] == UInt8(ascii: "-") {
        negative = true
        i += 1
      }
      var value: Float80 = 0
      var digits = 0
      var found = false
      while i < n, text[i] &- 0x30 < 10 {
        let digit = text[i] &- 0x30
        found = true
        if value != 0 || digit != 0 { digits += 1 }
        if digits > unscaledDigits { loss = true }
        if digits > acceptable { return nil }
        value = value * 10 + Float80(digit)
        i += 1
        if !thousands.isEmpty, matches(thousands, text, i), i + thousands.count < n,
          text[i + thousands.count] &- 0x30 < 10
        {
          i += thousands.count
        }
      }
      if !found && !matches(locale.decimalPoint, text, i) { return nil }
      return (negative ? -value : value, negative)
    }

    // Failing integers: more digits than acceptable is an overflow, else no number.
    func failure(from start: Int) -> Failure {
      var j = start
      if j < n && text[j] == UInt8(ascii: "-") { j += 1 }
      var digits = 0
      var seen = false
      while j < n, text[j] &- 0x30 < 10 {
        if seen || text[j] != 0x30 {
          seen = true
          digits += 1
        }
        j += 1
      }
      return digits > acceptable ? .overflow : .invalidNumber
    }

    guard let (whole, negative) = integer(&i) else { return .failure(failure(from: 0)) }
    var value = whole
    var precision = 0
    if matches(locale.decimalPoint, text, i) {
      i += locale.decimalPoint.count
      let fractionStart = i
      guard let (fraction, negativeFraction) = integer(&i) else {
        return .failure(failure(from: fractionStart))
      }
      if negativeFraction { return .failure(.invalidNumber) }
      let digits = i - fractionStart
      let part = fraction / power(10, digits)
      value = negative ? value - part : value + part
      precision = digits
    }

    var suffixPower = 0
    var base = Float80(scale.base)
    if dialect == .v9_1 {
      if i < n {
        while i < n && (text[i] == 0x20 || text[i] == 0x09) { i += 1 }
        // Blanks alone after the number: 9.1 takes the end of the text for a suffix
        // (and then reads past it, into the next field); here they end the number.
        if i == n {
          if scale == .none { return .failure(.forbiddenSuffix) }
        } else {
          guard let p = power(of: text[i], dialect) else { return .failure(.invalidSuffix) }
          switch suffix(text, &i, scale: scale, requiresI: false) {
          case .success(let b): base = b
          case .failure(let failure): return .failure(failure)
          }
          suffixPower = p
        }
        precision = 0
      }
      if scale == .iecI {
        guard i < n && text[i] == UInt8(ascii: "i") else { return .failure(.missingI) }
        i += 1
      }
    } else if i < n {
      // One blank, no-break space or the unit separator, then perhaps a suffix; blanks
      // after it.
      // An empty --unit-separator matches here, and so no blank is skipped.
      if let separator = unitSeparator,
        separator.isEmpty || matches(separator, text, i)
      {
        i += separator.count
      } else {
        i += locale.blankLength(text, i, nbsp: true)
      }
      if i < n {
        if let p = power(of: text[i], dialect) {
          switch suffix(text, &i, scale: scale, requiresI: scale == .iecI) {
          case .success(let b): base = b
          case .failure(let failure): return .failure(failure)
          }
          suffixPower = p
          precision = 0
          i = locale.skipBlanks(text, i)
        } else {
          i = locale.skipBlanks(text, i)
          if i < n { return .failure(.invalidSuffix) }
        }
      }
    }
    if suffixPower > 0 { value *= power(base, suffixPower) }
    if i < n { return .failure(.trailing(i)) }
    return .success(Reading(value: value, precision: precision, precisionLoss: loss))
  }

  /// Past the suffix letter at `i` (refused without `--from`) and an "i" after it, which
  /// makes it binary with `--from=auto` and which `requiresI` (iec-i) requires; the
  /// suffix's base.
  @inline(__always)
  private static func suffix(
    _ text: UnsafeBufferPointer<UInt8>, _ i: inout Int, scale: NumfmtOptions.Scale,
    requiresI: Bool
  ) -> Result<Float80, Failure> {
    if scale == .none { return .failure(.forbiddenSuffix) }
    i += 1
    let hasI = i < text.count && text[i] == UInt8(ascii: "i")
    if scale == .auto && hasI {
      i += 1
      return .success(1024)
    }
    if requiresI {
      guard hasI else { return .failure(.missingI) }
      i += 1
    }
    return .success(Float80(scale.base))
  }

  @inline(__always)
  static func matches(_ pattern: [UInt8], _ text: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
    guard !pattern.isEmpty, i + pattern.count <= text.count else { return false }
    for k in 0..<pattern.count where text[i + k] != pattern[k] { return false }
    return true
  }
}
