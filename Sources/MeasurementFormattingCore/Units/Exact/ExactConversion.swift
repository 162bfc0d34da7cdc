/// A conversion between two units, composed exactly from CLDR's rationals: `y = a·x + b`
/// (`a` and `b` the rationals of both units together, e.g. 9/5 and 32 from °C to °F),
/// or `y = a / x` for reciprocal units (L/100 km ↔ mpg), applied to a value with one
/// rounding.
///
/// **What a result is.** For a finite `x`, ``apply(_:)`` returns the Double nearest
/// (ties to even) to the exact `a·d + b` (or `a / d`), where `d` is the decimal `x`
/// stands for: the shortest one that reads back as `x`, which is how it prints
/// (``DecimalReading``). So 100 °C is 212 °F, −40 °C is −40 °F, −273.15 °C is 0 K,
/// 36.6 °C is the Double 97.88 °F and 1 mi is the Double 1.609344 km, each exactly;
/// 5 km is the Double nearest to 5/1.609344 mi. A result beyond the largest finite
/// Double is an infinity; zero keeps its sign where there is no offset; infinities map
/// to infinities (or zeros, reciprocally), NaN to NaN.
///
/// **How.** Composition happens once per pair of units (``UnitConversion`` caches it):
/// `a` and `b` as rationals, and each as a sum of two Doubles. A call evaluates `a·d + b`
/// in that double-Double arithmetic (error below 2^-100 relative to the terms) and
/// keeps the rounded sum when it is farther than the error bound from a point halfway
/// between two Doubles, i.e. when the rounding is decided; otherwise (a halfway case,
/// an offset that cancels the value to nothing, an exponent beyond ±22, a factor that
/// is no normal Double) it evaluates exactly with ``Rational``, slower but rare.
///
/// A class: the conversion cache hands out one reference, not copies of four big integers.
final class ExactConversion: Sendable {
  enum Form: Sendable {
    /// `a·x + b`.
    case affine
    /// `a / x`.
    case reciprocal
  }

  let form: Form
  /// `a`, never zero.
  let factor: Rational
  /// `b` (zero for a reciprocal conversion).
  let offset: Rational
  private let factorHigh: Double
  private let factorLow: Double
  private let offsetHigh: Double
  private let offsetLow: Double
  /// Whether the Double parts are normal and small enough that their products neither
  /// overflow nor underflow for the inputs the fast path takes.
  private let hasFastPath: Bool
  /// Whether this is the identity (a = 1, b = 0): a value is returned as it is.
  let isIdentity: Bool

  static let identity = ExactConversion(factor: .one)

  init(factor: Rational, offset: Rational = .zero, form: Form = .affine) {
    precondition(!factor.isZero && (form == .affine || offset.isZero))
    self.form = form
    self.factor = factor.reduced()
    self.offset = offset.reduced()
    (factorHigh, factorLow) = Self.split(self.factor)
    (offsetHigh, offsetLow) = Self.split(self.offset)
    hasFastPath =
      factorHigh.magnitude >= 0x1p-500 && factorHigh.magnitude <= 0x1p500
      && (offsetHigh == 0 || offsetHigh.magnitude >= 0x1p-500 && offsetHigh.magnitude <= 0x1p500)
    isIdentity = form == .affine && self.factor == .one && self.offset.isZero
  }

  /// A rational as `high + low`: the nearest Double and the nearest to what is left.
  private static func split(_ value: Rational) -> (Double, Double) {
    let high = value.doubleValue
    guard high.isFinite, high != 0 else { return (high, 0) }
    return (high, (value - Rational(exactly: high)).doubleValue)
  }

  /// The converted value, rounded once (see the type's documentation).
  @inline(__always)
  func apply(_ x: Double) -> Double {
    if isIdentity { return x }
    guard x.isFinite else {
      // a > 0: infinities keep their sign (and become zeros, reciprocally).
      return form == .affine ? x : 1 / x
    }
    if x == 0 {
      if form == .reciprocal { return 1 / x }
      if offset.isZero { return x }
    }
    guard hasFastPath, let (high, low) = DecimalReading.doubleDouble(of: x) else {
      return applyExactly(x)
    }
    switch form {
    case .affine:
      let product = high * factorHigh
      guard product == 0 || product.magnitude >= 0x1p-900 && product.magnitude <= 0x1p1000
      else { return applyExactly(x) }
      // high·factorHigh exactly (fused), plus the low parts' products.
      let productError = (-product).addingProduct(high, factorHigh)
      let cross = high * factorLow + low * factorHigh
      // product + offsetHigh exactly (Knuth's two-sum).
      let sum = product + offsetHigh
      let sumPart = sum - product
      let sumError = (product - (sum - sumPart)) + (offsetHigh - sumPart)
      let tail = ((productError + cross) + offsetLow) + sumError
      let bound = 0x1p-96 * (product.magnitude + offsetHigh.magnitude)
      return Self.rounded(sum, tail, bound: bound) ?? applyExactly(x)
    case .reciprocal:
      let quotient = factorHigh / high
      guard quotient.magnitude >= 0x1p-900 && quotient.magnitude <= 0x1p1000 else {
        return applyExactly(x)
      }
      // factorHigh − quotient·high exactly (the remainder of a rounded quotient).
      let remainder = factorHigh.addingProduct(-quotient, high)
      let tail = (remainder + factorLow - quotient * low) / high
      return Self.rounded(quotient, tail, bound: 0x1p-96 * quotient.magnitude)
        ?? applyExactly(x)
    }
  }

  /// `head + tail` rounded to a Double, when the exact value (within `bound` of
  /// `head + tail`) cannot round to anything else; nil when it might.
  @inline(__always)
  private static func rounded(_ head: Double, _ tail: Double, bound: Double) -> Double? {
    let result = head + tail
    // What the rounding left out, exactly (two-sum).
    let part = result - head
    let leftOut = (head - (result - part)) + (tail - part)
    guard result.isNormal, result.magnitude < 0x1p1023 else { return nil }
    // Half the gap to the nearest neighbour (below a power of two it is half as wide).
    let halfGap = result.significandBitPattern == 0 ? result.ulp / 4 : result.ulp / 2
    return leftOut.magnitude + bound < halfGap ? result : nil
  }

  /// The converted value by exact rational arithmetic, rounded once.
  func applyExactly(_ x: Double) -> Double {
    guard x.isFinite else { return apply(x) }
    let decimal = DecimalReading.rational(of: x)
    switch form {
    case .affine:
      if decimal.isZero && offset.isZero { return x }
      return (factor * decimal + offset).doubleValue
    case .reciprocal:
      guard let value = factor / decimal else { return 1 / x }
      return value.doubleValue
    }
  }
}
