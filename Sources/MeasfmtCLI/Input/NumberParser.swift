/// A number as read from the command line or a batch line.
enum ParsedNumber: Equatable {
  /// A number a `Double` holds well enough (at most 15 significant digits, in range).
  case double(Double)
  /// A number with more digits than a `Double` keeps, or out of its range (`1e400`): the
  /// text is formatted by ICU digit for digit; `approximation` serves conversions.
  case decimal(String, approximation: Double)

  var approximation: Double {
    switch self {
    case .double(let value): return value
    case .decimal(_, let value): return value
    }
  }
}

/// Reads numbers without Foundation, from bytes: C syntax (`5`, `-3.25`, `.5`, `1e6`,
/// `+2E-3`), also `inf`, `infinity`, `nan` (any case), `∞`, and the minus sign U+2212.
/// A decimal point has a digit after it, as numfmt reads numbers (`12.` is none).
///
/// Numbers of up to 15 significant digits with a small exponent are converted exactly
/// on the fast path (Clinger: both the digits and the power of ten are exact doubles, so
/// one multiplication or division rounds correctly); others go through the standard
/// library's correctly rounded `Double(_:)`.
enum NumberParser {
  /// The longest number accepted, in bytes. ICU formats a 1000-digit number in
  /// microseconds; ten times that is still instant, and the bound keeps a hostile line
  /// from costing more.
  static let maximumLength = 10_000

  enum Failure: Error, Equatable {
    case notANumber
    case tooLong
  }

  static func parse(_ text: String) -> Result<ParsedNumber, Failure> {
    var text = text
    return text.withUTF8 { parse($0) }
  }

  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<ParsedNumber, Failure> {
    let n = bytes.count
    guard n > 0 else { return .failure(.notANumber) }
    guard n <= maximumLength else { return .failure(.tooLong) }
    if n <= 16, let integer = plainInteger(bytes) { return .success(.double(integer)) }
    var i = 0
    var negative = false
    if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
      negative = bytes[0] == UInt8(ascii: "-")
      i = 1
    } else if n >= 3, bytes[0] == 0xE2, bytes[1] == 0x88, bytes[2] == 0x92 {
      // U+2212 MINUS SIGN, as locales print it.
      negative = true
      i = 3
    }
    if let special = parseSpecial(bytes, from: i) {
      return .success(.double(negative ? -special : special))
    }

    var mantissa: UInt64 = 0
    var digits = 0  // significant digits kept in `mantissa`
    var dropped = 0  // significant digits beyond 19 (not kept)
    var scale = 0  // power of ten to apply to `mantissa`
    var sawDigit = false
    var trailingZeros = 0  // zeros at the end of the significant digits
    var sawDot = false
    while i < n {
      let b = bytes[i]
      if b >= 0x30 && b <= 0x39 {
        sawDigit = true
        let d = UInt64(b &- 0x30)
        if d == 0 && digits == 0 && dropped == 0 {
          // A leading zero: not significant.
          if sawDot { scale -= 1 }
        } else if digits < 19 {
          mantissa = mantissa &* 10 &+ d
          digits += 1
          if sawDot { scale -= 1 }
          trailingZeros = d == 0 ? trailingZeros + 1 : 0
        } else {
          dropped += 1
          if !sawDot { scale += 1 }
          trailingZeros = d == 0 ? trailingZeros + 1 : 0
        }
      } else if b == UInt8(ascii: ".") && !sawDot {
        // A point needs a digit after it, as numfmt reads numbers: "12." is no number.
        guard i + 1 < n, bytes[i + 1] &- 0x30 < 10 else { return .failure(.notANumber) }
        sawDot = true
      } else {
        break
      }
      i += 1
    }
    guard sawDigit else { return .failure(.notANumber) }
    var exponent = 0
    if i < n {
      guard bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") else {
        return .failure(.notANumber)
      }
      i += 1
      var negativeExponent = false
      if i < n, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
        negativeExponent = bytes[i] == UInt8(ascii: "-")
        i += 1
      }
      guard i < n else { return .failure(.notANumber) }
      while i < n {
        let b = bytes[i]
        guard b >= 0x30 && b <= 0x39 else { return .failure(.notANumber) }
        // Saturate: 1e99999999999 is simply out of every range.
        if exponent < 1_000_000_000 { exponent = exponent * 10 + Int(b &- 0x30) }
        i += 1
      }
      if negativeExponent { exponent = -exponent }
    }

    let significant = digits + dropped - trailingZeros
    // At most 15 significant digits: a double keeps them all. More go to `.decimal` below,
    // even when their digits alone would fit a double's significand ("8.000000000000001",
    // below 2^53, is 8.0000000000000017763568394002504646778106689453125 as a double).
    if dropped == 0, significant <= 15 {
      // Trailing zeros of the digits move into the exponent: "1000000000000000000000"
      // is 1e21, exact.
      var m = mantissa
      var e = scale + exponent
      if m != 0 {
        while m % 10 == 0 {
          m /= 10
          e += 1
        }
      }
      if m == 0 { return .success(.double(negative ? -0.0 : 0.0)) }
      if e >= -22 && e <= 22 {
        let value = e >= 0 ? Double(m) * exactPowers[e] : Double(m) / exactPowers[-e]
        return .success(.double(negative ? -value : value))
      }
      // 15 digits times 10^(22+k) for small k is still exact when m·10^k < 2^53.
      if e > 22 && e <= 22 + 15 {
        let shifted = m.multipliedReportingOverflow(by: UInt64(exactPowers[e - 22]))
        if !shifted.overflow, shifted.partialValue <= 1 << 53 {
          let value = Double(shifted.partialValue) * exactPowers[22]
          return .success(.double(negative ? -value : value))
        }
      }
    }
    // The slow path: the standard library rounds correctly.
    let text = String(decoding: bytes, as: UTF8.self)
    let ascii =
      bytes.count >= 3 && bytes[0] == 0xE2
      ? "-" + text.unicodeScalars.dropFirst().map(String.init).joined() : text
    let value = Double(ascii) ?? .nan
    let isZeroDigits = mantissa == 0 && dropped == 0
    if significant > 15 || !value.isFinite || (value == 0 && !isZeroDigits) {
      return .success(.decimal(ascii, approximation: value))
    }
    return .success(.double(value))
  }

  /// An integer of at most 15 digits, perhaps after "-" ("948", "-3", "007"), the most
  /// common number of a batch line: its value, exact (what the general path gives it);
  /// nil for anything else.
  @inline(__always)
  private static func plainInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    let negative = bytes[0] == UInt8(ascii: "-")
    let start = negative ? 1 : 0
    guard bytes.count > start, bytes.count - start <= 15 else { return nil }
    var value: UInt64 = 0
    for i in start..<bytes.count {
      let digit = bytes[i] &- 0x30
      guard digit <= 9 else { return nil }
      value = value &* 10 &+ UInt64(digit)
    }
    return negative ? -Double(value) : Double(value)
  }

  private static let exactPowers: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// "inf", "infinity", "nan" in any case, or "∞", from `start` to the end.
  private static func parseSpecial(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Double?
  {
    let count = bytes.count - start
    if count == 3, bytes[start] == 0xE2, bytes[start + 1] == 0x88, bytes[start + 2] == 0x9E {
      return .infinity
    }
    guard count == 3 || count == 8 else { return nil }
    var word: UInt64 = 0
    for k in 0..<count {
      let b = bytes[start + k] | 0x20  // ASCII lowercase
      word = word << 8 | UInt64(b)
    }
    switch word {
    case 0x69_6E_66: return .infinity  // "inf"
    case 0x69_6E_66_69_6E_69_74_79: return .infinity  // "infinity"
    case 0x6E_61_6E: return .nan  // "nan"
    default: return nil
    }
  }
}
