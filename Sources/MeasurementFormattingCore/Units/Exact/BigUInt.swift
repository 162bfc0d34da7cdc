/// An unsigned integer of any size: the numerators and denominators of ``Rational``.
///
/// CLDR's conversion factors are exact rationals whose parts outgrow 128 bits once two
/// units are composed (the dalton, 1.66053878283E-27 kg, has 10^38 in its denominator;
/// in solar masses, 10^68), and an exact reading of a Double can need 1,100 bits. Only
/// what conversion needs is here: +, −, ×, shifts, comparison, long division and the
/// greatest common divisor. Little-endian 64-bit limbs with no high zero limb, so equal
/// values have equal limbs.
struct BigUInt: Hashable, Sendable, Comparable, CustomStringConvertible {
  private(set) var limbs: [UInt64]

  init(_ value: UInt64) {
    limbs = value == 0 ? [] : [value]
  }

  private init(limbs: [UInt64]) {
    self.limbs = limbs
    normalize()
  }

  static let zero = BigUInt(0)
  static let one = BigUInt(1)

  var isZero: Bool { limbs.isEmpty }

  /// The number of bits up to the highest set bit: 0 for zero, 1 for one.
  var bitWidth: Int {
    guard let top = limbs.last else { return 0 }
    return limbs.count * 64 - top.leadingZeroBitCount
  }

  /// The number of zero bits below the lowest set bit (0 for zero).
  var trailingZeroBitCount: Int {
    for (index, limb) in limbs.enumerated() where limb != 0 {
      return index * 64 + limb.trailingZeroBitCount
    }
    return 0
  }

  /// The value, when it fits in 64 bits.
  var uint64: UInt64? {
    switch limbs.count {
    case 0: return 0
    case 1: return limbs[0]
    default: return nil
    }
  }

  /// Whether bit `index` (0: the lowest) is set.
  func bit(_ index: Int) -> Bool {
    let limb = index / 64
    return limb < limbs.count && limbs[limb] & (1 << UInt64(index % 64)) != 0
  }

  private mutating func normalize() {
    while limbs.last == 0 { limbs.removeLast() }
  }

  // MARK: - Arithmetic

  static func + (a: BigUInt, b: BigUInt) -> BigUInt {
    var sum = a
    sum.add(b)
    return sum
  }

  mutating func add(_ other: BigUInt) {
    if limbs.count < other.limbs.count {
      limbs.append(contentsOf: repeatElement(0, count: other.limbs.count - limbs.count))
    }
    if combine(other, { $0.addingReportingOverflow($1) }) { limbs.append(1) }
  }

  /// Adds (or subtracts) `other` limb by limb with `operation`, carrying (or borrowing)
  /// into the next limb; returns the carry out of the last.
  @inline(__always)
  private mutating func combine(
    _ other: BigUInt, _ operation: (UInt64, UInt64) -> (partialValue: UInt64, overflow: Bool)
  ) -> Bool {
    var carry = false
    for index in limbs.indices {
      guard index < other.limbs.count || carry else { break }
      let operand = index < other.limbs.count ? other.limbs[index] : 0
      let (partial, overflow1) = operation(limbs[index], operand)
      let (total, overflow2) = operation(partial, carry ? 1 : 0)
      limbs[index] = total
      carry = overflow1 || overflow2
    }
    return carry
  }

  /// `a − b`; `a` must not be less than `b`.
  static func - (a: BigUInt, b: BigUInt) -> BigUInt {
    var difference = a
    difference.subtract(b)
    return difference
  }

  /// Subtracts `other`, which must not be greater.
  mutating func subtract(_ other: BigUInt) {
    precondition(other <= self, "BigUInt subtraction below zero")
    _ = combine(other) { $0.subtractingReportingOverflow($1) }
    normalize()
  }

  static func * (a: BigUInt, b: BigUInt) -> BigUInt {
    guard !a.isZero, !b.isZero else { return .zero }
    var product = [UInt64](repeating: 0, count: a.limbs.count + b.limbs.count)
    for (i, x) in a.limbs.enumerated() where x != 0 {
      var carry: UInt64 = 0
      for (j, y) in b.limbs.enumerated() {
        // x·y + product + carry < 2^128: the high half cannot overflow.
        let (high, low) = x.multipliedFullWidth(by: y)
        let (partial, overflow1) = product[i + j].addingReportingOverflow(low)
        let (total, overflow2) = partial.addingReportingOverflow(carry)
        product[i + j] = total
        carry = high &+ (overflow1 ? 1 : 0) &+ (overflow2 ? 1 : 0)
      }
      product[i + b.limbs.count] = carry
    }
    return BigUInt(limbs: product)
  }

  static func << (a: BigUInt, bits: Int) -> BigUInt {
    guard bits > 0, !a.isZero else { return bits < 0 ? a >> -bits : a }
    let (whole, part) = (bits / 64, UInt64(bits % 64))
    var shifted = [UInt64](repeating: 0, count: a.limbs.count + whole + 1)
    for (index, limb) in a.limbs.enumerated() {
      shifted[index + whole] |= limb << part
      if part > 0 { shifted[index + whole + 1] = limb >> (64 - part) }
    }
    return BigUInt(limbs: shifted)
  }

  static func >> (a: BigUInt, bits: Int) -> BigUInt {
    guard bits > 0 else { return bits < 0 ? a << -bits : a }
    let (whole, part) = (bits / 64, UInt64(bits % 64))
    guard whole < a.limbs.count else { return .zero }
    var shifted = [UInt64](repeating: 0, count: a.limbs.count - whole)
    for index in shifted.indices {
      shifted[index] = a.limbs[index + whole] >> part
      if part > 0, index + whole + 1 < a.limbs.count {
        shifted[index] |= a.limbs[index + whole + 1] << (64 - part)
      }
    }
    return BigUInt(limbs: shifted)
  }

  /// Halves in place, dropping the lowest bit (long division's divisor, shifted down).
  private mutating func shiftRightOne() {
    for index in limbs.indices {
      limbs[index] >>= 1
      if index + 1 < limbs.count { limbs[index] |= limbs[index + 1] << 63 }
    }
    normalize()
  }

  /// Quotient and remainder (binary long division: conversion divides rarely, and
  /// mostly for a quotient of 56 bits, ``Rational/doubleValue``).
  func quotientAndRemainder(dividingBy divisor: BigUInt) -> (quotient: BigUInt, remainder: BigUInt)
  {
    precondition(!divisor.isZero, "BigUInt division by zero")
    guard self >= divisor else { return (.zero, self) }
    let shift = bitWidth - divisor.bitWidth
    var remainder = self
    var quotient = [UInt64](repeating: 0, count: shift / 64 + 1)
    var shifted = divisor << shift
    for index in stride(from: shift, through: 0, by: -1) {
      if remainder >= shifted {
        remainder.subtract(shifted)
        quotient[index / 64] |= 1 << UInt64(index % 64)
      }
      shifted.shiftRightOne()
    }
    return (BigUInt(limbs: quotient), remainder)
  }

  /// The greatest common divisor (binary GCD); gcd(0, b) is b.
  static func gcd(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
    if a.isZero { return b }
    if b.isZero { return a }
    let common = min(a.trailingZeroBitCount, b.trailingZeroBitCount)
    var u = a >> a.trailingZeroBitCount
    var v = b >> b.trailingZeroBitCount
    while true {
      // Both odd here.
      if u > v { swap(&u, &v) }
      v.subtract(u)
      if v.isZero { break }
      v = v >> v.trailingZeroBitCount
    }
    return u << common
  }

  /// `base` to the power `exponent` (≥ 0), by squaring.
  static func power(_ base: BigUInt, _ exponent: Int) -> BigUInt {
    precondition(exponent >= 0)
    var result = BigUInt.one
    var square = base
    var rest = exponent
    while rest > 0 {
      if rest & 1 == 1 { result = result * square }
      rest >>= 1
      if rest > 0 { square = square * square }
    }
    return result
  }

  // MARK: - Comparison and text

  static func < (a: BigUInt, b: BigUInt) -> Bool {
    if a.limbs.count != b.limbs.count { return a.limbs.count < b.limbs.count }
    for index in a.limbs.indices.reversed() where a.limbs[index] != b.limbs[index] {
      return a.limbs[index] < b.limbs[index]
    }
    return false
  }

  /// Decimal digits, for test messages and debugging.
  var description: String {
    guard !isZero else { return "0" }
    var chunks: [UInt64] = []
    var rest = self
    let tenTo18 = BigUInt(1_000_000_000_000_000_000)
    while !rest.isZero {
      let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: tenTo18)
      chunks.append(remainder.uint64!)
      rest = quotient
    }
    var text = String(chunks.removeLast())
    for chunk in chunks.reversed() {
      let digits = String(chunk)
      text += String(repeating: "0", count: 18 - digits.count) + digits
    }
    return text
  }
}
