/// The decimal a Double stands for: the shortest one that reads back as it, which is how
/// it prints (`x.description`: 0.1 is "0.1", −273.15 is "-273.15").
///
/// Conversion applies CLDR's exact rationals to this decimal rather than to the binary
/// fraction the Double holds. The two differ by less than half a unit in the last place
/// of the input; an offset conversion can make that difference the whole result: the
/// Double −273.15 is 2.27e-14 above −273.15, so its binary value is 2.27e-14 K, its
/// decimal exactly 0 K.
enum DecimalReading {
  /// ±`digits`·10^`exponent` for a finite `x`; nil when the digits do not fit in 63 bits
  /// (they always do: Swift prints at most 17 significant digits).
  ///
  /// Integers below 2^53 are their own decimal; a decimal of at most 8 fraction digits is
  /// found without printing (``fewFractionDigits(of:)``); anything else is read from
  /// `x.description`, Swift's shortest round-trip text.
  @inline(__always)
  static func parts(of x: Double) -> (negative: Bool, digits: UInt64, exponent: Int)? {
    let negative = x.sign == .minus
    let magnitude = x.magnitude
    if magnitude < 0x1p53 && magnitude.rounded(.towardZero) == magnitude {
      return (negative, UInt64(magnitude), 0)
    }
    if let (digits, fractionDigits) = fewFractionDigits(of: magnitude) {
      return (negative, UInt64(digits), -fractionDigits)
    }
    return printedParts(of: x)
  }

  /// `magnitude` (positive, not an integer) as `digits / 10^k` with the fewest fraction
  /// digits k ≤ 8 that reads back as it (`digits` below 2^53, so the division is IEEE's,
  /// correctly rounded); nil when there is none. The decimals that read back as one
  /// Double have the same integer digits (a power of ten among them is the Double's own
  /// shortest decimal), so the fewest fraction digits are the fewest significant ones:
  /// this is the shortest decimal, the one `description` prints; of two with the same k,
  /// the nearer is tried first.
  @inline(__always)
  static func fewFractionDigits(of magnitude: Double) -> (digits: Double, k: Int)? {
    for k in 1...8 {
      let power = exactPowersOfTen[k]
      let scaled = magnitude * power
      guard scaled < 0x1p53 else { return nil }
      let down = scaled.rounded(.down)
      let (nearer, farther) = scaled - down <= 0.5 ? (down, down + 1) : (down + 1, down)
      if nearer / power == magnitude { return (nearer, k) }
      if farther / power == magnitude { return (farther, k) }
    }
    return nil
  }

  /// ±`digits`·10^`exponent` read from `x.description` (finite `x`).
  static func printedParts(of x: Double) -> (negative: Bool, digits: UInt64, exponent: Int)? {
    var digits: UInt64 = 0
    var exponent = 0
    var fractional = false
    var exponentSign = 0
    var written = 0
    var negative = false
    for byte in x.description.utf8 {
      switch byte {
      case UInt8(ascii: "-") where exponentSign == 0 && digits == 0 && !fractional:
        negative = true
      case UInt8(ascii: "0")...UInt8(ascii: "9") where exponentSign == 0:
        guard digits < 100_000_000_000_000_000 else { return nil }
        digits = digits * 10 + UInt64(byte - UInt8(ascii: "0"))
        if fractional { exponent -= 1 }
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        guard written < 1000 else { return nil }
        written = written * 10 + Int(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "."):
        fractional = true
      case UInt8(ascii: "e"):
        exponentSign = 1
      case UInt8(ascii: "-") where exponentSign != 0:
        exponentSign = -1
      case UInt8(ascii: "+") where exponentSign != 0:
        break
      default:
        return nil  // "inf", "nan": callers pass finite values
      }
    }
    return (negative, digits, exponent + exponentSign * written)
  }

  /// The decimal exactly.
  static func rational(of x: Double) -> Rational {
    guard let (negative, digits, exponent) = parts(of: x) else { return Rational(exactly: x) }
    let magnitude = Rational(BigUInt(digits)) * .powerOfTen(exponent)
    return negative ? -magnitude : magnitude
  }

  /// The decimal as an unevaluated sum `high + low` of two Doubles, within 2^-100 of
  /// it relative; nil when that is not cheap (an exponent beyond ±22, where powers of
  /// ten stop being exact Doubles).
  ///
  /// Integers below 2^53 are their own decimal; anything else is read from its digits
  /// M·10^k: M as a sum of two Doubles, times or divided by the exact 10^|k| with one
  /// fused multiply-add to keep what the rounding lost.
  @inline(__always)
  static func doubleDouble(of x: Double) -> (high: Double, low: Double)? {
    if x.magnitude < 0x1p53 && x.rounded(.towardZero) == x { return (x, 0) }
    guard let (negative, digits, exponent) = parts(of: x), exponent.magnitude <= 22 else {
      return nil
    }
    let digitsHigh = Double(digits)
    let digitsLow = Double(Int64(digits) - Int64(digitsHigh))
    let power = exactPowersOfTen[Int(exponent.magnitude)]
    var high: Double
    var low: Double
    if exponent >= 0 {
      high = digitsHigh * power
      low = (-high).addingProduct(digitsHigh, power) + digitsLow * power
    } else {
      high = digitsHigh / power
      // The remainder of a correctly rounded quotient is exact in one fused step.
      let remainder = digitsHigh.addingProduct(-high, power)
      low = (remainder + digitsLow) / power
    }
    (high, low) = (high + low, low - ((high + low) - high))
    return negative ? (-high, -low) : (high, low)
  }

  /// 10⁰ … 10²², each exact as a Double.
  static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]
}
