/// An exact rational number: CLDR's conversion factors and offsets (`ft_to_m*5280`,
/// `2298.35/9`), their compositions, and exact readings of Doubles.
///
/// The parts are not kept in lowest terms (``reduced()`` makes them so): conversion
/// composes a handful of values once per pair of units, then rounds.
struct Rational: Sendable, Equatable, CustomStringConvertible {
  /// Whether the value is below zero (never for zero).
  private(set) var isNegative: Bool
  /// The numerator of the magnitude.
  private(set) var numerator: BigUInt
  /// The denominator, never zero.
  private(set) var denominator: BigUInt

  init(_ numerator: BigUInt, _ denominator: BigUInt = .one, negative: Bool = false) {
    precondition(!denominator.isZero, "Rational with denominator zero")
    self.numerator = numerator
    self.denominator = denominator
    self.isNegative = negative && !numerator.isZero
  }

  init(_ value: Int) {
    self.init(BigUInt(UInt64(value.magnitude)), negative: value < 0)
  }

  static let zero = Rational(0)
  static let one = Rational(1)

  var isZero: Bool { numerator.isZero }

  static func == (a: Rational, b: Rational) -> Bool {
    a.isNegative == b.isNegative && a.numerator * b.denominator == b.numerator * a.denominator
  }

  /// 10 to the power `exponent` (negative too).
  static func powerOfTen(_ exponent: Int) -> Rational {
    let magnitude = BigUInt.power(BigUInt(10), abs(exponent))
    return exponent >= 0 ? Rational(magnitude) : Rational(.one, magnitude)
  }

  /// 2 to the power `exponent` (negative too).
  static func powerOfTwo(_ exponent: Int) -> Rational {
    let magnitude = BigUInt.one << abs(exponent)
    return exponent >= 0 ? Rational(magnitude) : Rational(.one, magnitude)
  }

  // MARK: - Arithmetic

  static prefix func - (a: Rational) -> Rational {
    Rational(a.numerator, a.denominator, negative: !a.isNegative)
  }

  static func + (a: Rational, b: Rational) -> Rational {
    let x = a.numerator * b.denominator
    let y = b.numerator * a.denominator
    let denominator = a.denominator * b.denominator
    if a.isNegative == b.isNegative { return Rational(x + y, denominator, negative: a.isNegative) }
    return x >= y
      ? Rational(x - y, denominator, negative: a.isNegative)
      : Rational(y - x, denominator, negative: b.isNegative)
  }

  static func - (a: Rational, b: Rational) -> Rational { a + -b }

  static func * (a: Rational, b: Rational) -> Rational {
    Rational(
      a.numerator * b.numerator, a.denominator * b.denominator,
      negative: a.isNegative != b.isNegative)
  }

  /// `a / b`; nil when `b` is zero.
  static func / (a: Rational, b: Rational) -> Rational? {
    guard let inverse = b.reciprocal else { return nil }
    return a * inverse
  }

  /// 1 / self; nil for zero.
  var reciprocal: Rational? {
    guard !isZero else { return nil }
    return Rational(denominator, numerator, negative: isNegative)
  }

  /// self to an integer power (negative too); nil for zero to a negative power.
  func power(_ exponent: Int) -> Rational? {
    let raised = Rational(
      BigUInt.power(numerator, abs(exponent)), BigUInt.power(denominator, abs(exponent)),
      negative: isNegative && exponent % 2 != 0)
    return exponent >= 0 ? raised : raised.reciprocal
  }

  /// The same value in lowest terms.
  func reduced() -> Rational {
    let divisor = BigUInt.gcd(numerator, denominator)
    guard divisor != .one else { return self }
    return Rational(
      numerator.quotientAndRemainder(dividingBy: divisor).quotient,
      denominator.quotientAndRemainder(dividingBy: divisor).quotient, negative: isNegative)
  }

  /// "-2298.35/9"-like text (lowest terms), for test messages and debugging.
  var description: String {
    let value = reduced()
    let sign = value.isNegative ? "-" : ""
    if value.denominator == .one { return sign + value.numerator.description }
    return "\(sign)\(value.numerator)/\(value.denominator)"
  }
}

// MARK: - Decimals and Doubles

extension Rational {
  /// A decimal as CLDR writes one: `0.3048`, `149597870700`, `1.66053878283E-27`,
  /// `5.9722E+24`, `-2`; nil for anything else (a constant's name, `1/3`).
  init?(decimal text: some StringProtocol) {
    var bytes = Substring(text).utf8[...]
    let negative = bytes.first == UInt8(ascii: "-")
    if negative || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
    var digits = BigUInt.zero
    var digitCount = 0
    var fractionDigits = 0
    var seenPoint = false
    // Up to 18 digits at a time into one limb, then into `digits`.
    var chunk: UInt64 = 0
    var chunkLength = 0
    func flush() {
      guard chunkLength > 0 else { return }
      digits = digits * BigUInt(Self.powersOfTen[chunkLength]) + BigUInt(chunk)
      chunk = 0
      chunkLength = 0
    }
    while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if byte == UInt8(ascii: ".") {
        guard !seenPoint else { return nil }
        seenPoint = true
        continue
      }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      chunk = chunk * 10 + UInt64(byte - UInt8(ascii: "0"))
      chunkLength += 1
      digitCount += 1
      if seenPoint { fractionDigits += 1 }
      if chunkLength == 18 { flush() }
    }
    flush()
    guard digitCount > 0 else { return nil }
    var exponent = 0
    if !bytes.isEmpty {
      bytes = bytes.dropFirst()  // "e"
      let negativeExponent = bytes.first == UInt8(ascii: "-")
      if negativeExponent || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
      guard !bytes.isEmpty, bytes.count <= 4,
        bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
      else { return nil }
      exponent = bytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
      if negativeExponent { exponent = -exponent }
    }
    self = Rational(digits, negative: negative) * .powerOfTen(exponent - fractionDigits)
  }

  /// 10⁰ … 10¹⁸.
  static let powersOfTen: [UInt64] = (0...18).map { (0..<$0).reduce(1) { p, _ in p * 10 } }

  /// The exact value of a finite Double (a binary fraction).
  init(exactly value: Double) {
    precondition(value.isFinite, "Rational(exactly:) of \(value)")
    var significand = value.significandBitPattern
    var exponent = -1074
    if value.exponentBitPattern != 0 {
      significand |= 1 << 52
      exponent = Int(value.exponentBitPattern) - 1075
    }
    self = Rational(BigUInt(significand), negative: value.sign == .minus) * .powerOfTwo(exponent)
  }

  /// The Double nearest to this value, ties to even (IEEE 754's rounding); infinity
  /// beyond the largest finite Double, subnormals below the smallest normal one.
  var doubleValue: Double {
    guard !isZero else { return 0 }
    // Scale so that the integer quotient has 55 or 56 bits: the 53 kept, a rounding bit
    // and more, with the remainder as the sticky bit.
    let scale = 55 - (numerator.bitWidth - denominator.bitWidth)
    let (q, r) = (numerator << max(scale, 0)).quotientAndRemainder(
      dividingBy: denominator << max(-scale, 0))
    let quotient = q.uint64!
    let sticky = !r.isZero
    let width = 64 - quotient.leadingZeroBitCount
    // The value is in [2^exponent, 2^(exponent+1)).
    let exponent = width - 1 - scale
    let magnitude: Double
    if exponent > 1023 {
      magnitude = .infinity
    } else {
      // Subnormals keep fewer bits; below half the smallest subnormal, none.
      let kept = exponent >= -1022 ? 53 : exponent + 1075
      if kept < 0 {
        magnitude = 0
      } else {
        let dropped = width - kept
        var bits = quotient >> UInt64(dropped)
        let rest = quotient & ((1 << UInt64(dropped)) - 1)
        let half: UInt64 = 1 << UInt64(dropped - 1)
        if rest > half || (rest == half && (sticky || bits & 1 == 1)) { bits += 1 }
        // The hidden bit of a normal number adds one to the exponent field; a carry
        // out of the significand (2^53) adds one more, as it should.
        let field = UInt64(exponent >= -1022 ? exponent + 1022 : 0)
        let pattern = field << 52 + bits
        magnitude = pattern >= Double.infinity.bitPattern ? .infinity : Double(bitPattern: pattern)
      }
    }
    return isNegative ? -magnitude : magnitude
  }
}
