import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// Conversion with CLDR's exact rationals, rounded once. Expected values were worked out
/// with exact fractions outside this package (Python's `fractions`), from CLDR's factors
/// (ft_to_m = 0.3048, gal_to_m3 = 231·in³, °F = 5/9·x + 2298.35/9 K).
@Suite("Exact conversion: CLDR's rationals, one rounding")
struct ExactConversionTests {
  @Test("Temperatures and lengths come out exact")
  func exactValues() throws {
    #expect(try MeasureUnit.celsius.convert(100, to: .fahrenheit) == 212)
    #expect(try MeasureUnit.celsius.convert(-40, to: .fahrenheit) == -40)
    #expect(try MeasureUnit.fahrenheit.convert(212, to: .celsius) == 100)
    #expect(try MeasureUnit.fahrenheit.convert(-40, to: .celsius) == -40)
    #expect(try MeasureUnit.celsius.convert(-273.15, to: .kelvin) == 0)
    #expect(try MeasureUnit.kelvin.convert(0, to: .celsius) == -273.15)
    #expect(try MeasureUnit.celsius.convert(36.6, to: .fahrenheit) == 97.88)
    #expect(try MeasureUnit.fahrenheit.convert(98.1, to: .celsius) == 36.72222222222222)
    #expect(try MeasureUnit.mile.convert(1, to: .kilometer) == 1.609344)
    #expect(try MeasureUnit.mile.convert(0.1, to: .kilometer) == 0.1609344)
    #expect(try MeasureUnit.kilometer.convert(5, to: .mile) == 3.1068559611866697)
    #expect(try MeasureUnit.kilometer.convert(1, to: .mile) == 0.621371192237334)
    #expect(try MeasureUnit.inch.convert(1, to: .centimeter) == 2.54)
  }

  @Test("Fuel consumption converts reciprocally, on every ICU")
  func consumption() throws {
    let per100 = try MeasureUnit("liter-per-100-kilometer")
    let mpg = try MeasureUnit("mile-per-gallon")
    // 10 L/100 km = 112903/4800 mpg.
    #expect(try per100.convert(10, to: mpg) == 23.52145833333333)
    #expect(
      try per100.convert(10, to: MeasureUnit("mile-per-gallon-imperial")) == 28.248093633182215)
    #expect(try mpg.convert(30, to: per100) == 7.840486111111111)
    #expect(try per100.convert(0, to: mpg) == .infinity)
    #expect(try per100.convert(.infinity, to: mpg) == 0)
    let en = try MeasurementFormat(locale: "en")
    #expect(try en.format(10, unit: per100, convertedTo: mpg).string == "23.521458 mpg")
  }

  @Test("Beaufort: a force converts to the middle of its band, a speed to its force")
  func beaufort() throws {
    let beaufort = MeasureUnit.beaufort
    let metersPerSecond = try MeasureUnit("meter-per-second")
    // CLDR 42 (ICU 72) has no conversion data for the Beaufort scale.
    expect(
      try? beaufort.convert(1000, to: metersPerSecond),
      perCLDR: ["42": nil, "46": 58.6, "48": 58.6], "1000 Bft in m/s")
    expect(
      try? beaufort.convert(5, to: MeasureUnit.kilometerPerHour),
      perCLDR: ["42": nil, "46": 33.84, "48": 33.84], "5 Bft in km/h (9.4 m/s)")
    expect(
      try? metersPerSecond.convert(20, to: beaufort),
      perCLDR: ["42": nil, "46": 8, "48": 8], "20 m/s in Bft")
  }

  /// Every unit of CLDR's conversion data and every built-in unit of the ICU in use
  /// resolves to base units (a power-of-ten constant, `ofhg` or `ofglucose` inside an id
  /// included). (ICU's unit types are no quantities: CLDR keeps years apart from
  /// seconds, volts from amperes.)
  @Test("Every unit of the ICU in use resolves to base units")
  func everyUnitResolves() {
    let conversion = UnitConversion.shared
    for id in conversion.simple.keys.sorted() {
      #expect(conversion.resolve(id) != nil, "convertUnits: \(id)")
    }
    for unit in UnitCatalog.builtIn where !unit.isMixed {
      #expect(conversion.resolve(unit.icuIdentifier) != nil, "built-in: \(unit.identifier)")
    }
  }

  @Test("Constants inside ids (100, 1e9) are factors")
  func constantsInIDs() {
    let conversion = UnitConversion.shared
    #expect(
      conversion.convert(1, from: "liter-per-1e9-kilometer", to: "liter-per-kilometer") == 1e-9)
    #expect(
      conversion.convert(1, from: "liter-per-100-kilometer", to: "cubic-meter-per-meter") == 1e-8)
    // 1 kWh/100 km = 3.6e6 J / 1e5 m = 36 N.
    #expect(conversion.convert(1, from: "kilowatt-hour-per-100-kilometer", to: "newton") == 36)
    #expect(conversion.convert(1, from: "1e3-meter", to: "kilometer") == 1)
    #expect(conversion.convert(1, from: "liter-per-1e-kilometer", to: "liter-per-kilometer") == nil)
  }

  @Test("Infinities, NaN and zeros")
  func specialValues() throws {
    #expect(try MeasureUnit.kilometer.convert(.infinity, to: .mile) == .infinity)
    #expect(try MeasureUnit.kilometer.convert(-.infinity, to: .mile) == -.infinity)
    #expect(try MeasureUnit.kilometer.convert(.nan, to: .mile).isNaN)
    #expect(try MeasureUnit.celsius.convert(.nan, to: .fahrenheit).isNaN)
    #expect(try MeasureUnit.kilometer.convert(-0.0, to: .mile).sign == .minus)
    #expect(try MeasureUnit.celsius.convert(-0.0, to: .fahrenheit) == 32)
    // The largest Double in km is finite in miles; in meters it is not.
    #expect(
      try MeasureUnit.kilometer.convert(.greatestFiniteMagnitude, to: .mile)
        == 1.1170347264862676e308)
    #expect(try MeasureUnit.kilometer.convert(.greatestFiniteMagnitude, to: .meter) == .infinity)
  }

  @Test("Ties round to even (the exact path decides them)")
  func ties() {
    let twoTo53 = Rational(BigUInt.one << 53)
    // 1 + 2^-53 lies halfway between 1 and the next Double: to the even one, 1.
    let halfUp = ExactConversion(factor: Rational(1) + Rational(.one, twoTo53.numerator))
    #expect(halfUp.apply(1) == 1)
    // 1 + 3·2^-53 lies halfway between 1 + 2^-52 and 1 + 2^-51: to 1 + 2^-51.
    let threeHalves = ExactConversion(
      factor: Rational(1) + Rational(BigUInt(3), twoTo53.numerator))
    #expect(threeHalves.apply(1) == 1.0000000000000004)
  }

  /// The fast path (double-Double arithmetic) against exact rational arithmetic, for
  /// inputs of every magnitude and conversions of every form.
  @Test("The fast path gives the exact path's result, bit for bit")
  func fastPathMatchesExact() throws {
    let pairs = [
      ("celsius", "fahrenheit"), ("fahrenheit", "kelvin"), ("kilometer", "mile"),
      ("liter-per-100-kilometer", "mile-per-gallon"), ("parsec", "light-year"),
      ("inch-ofhg", "hectopascal"), ("british-thermal-unit", "kilowatt-hour"),
      ("cubic-inch", "milliliter"), ("electronvolt", "british-thermal-unit"), ("radian", "degree"),
      ("earth-mass", "grain"),
    ]
    var random = SeededRandom(state: 42)
    for (from, to) in pairs {
      let conversion = try #require(UnitConversion.shared.conversion(from: from, to: to))
      for _ in 0..<1_000 {
        let x: Double
        switch random.next() % 3 {
        case 0:
          // Any finite Double.
          x = Double(bitPattern: random.next() & ~(0x7FF << 52) | (random.next() % 2046) << 52)
        case 1:
          // A short decimal, as people write them.
          x =
            Double(Int64(bitPattern: random.next()) % 1_000_000)
            / [1, 10, 100, 1000][
              Int(random.next() % 4)]
        default:
          // Magnitudes around one.
          x = Double(bitPattern: 0x3FF0_0000_0000_0000 | random.next() >> 12) - 1
        }
        let fast = conversion.exact.apply(x)
        let exact = conversion.exact.applyExactly(x)
        #expect(
          fast.bitPattern == exact.bitPattern, "\(from) → \(to): \(x): \(fast) vs \(exact)")
      }
    }
  }

  /// The decimal a Double stands for, found without printing when it is short, is the
  /// one Swift prints.
  @Test("A Double's decimal: the shortest, as description prints it")
  func decimalReading() throws {
    func normalized(_ parts: (negative: Bool, digits: UInt64, exponent: Int)?) -> String {
      guard let parts else { return "none" }
      let negative = parts.negative
      var (digits, exponent) = (parts.digits, parts.exponent)
      while digits != 0 && digits % 10 == 0 {
        digits /= 10
        exponent += 1
      }
      return "\(negative ? "-" : "")\(digits)e\(digits == 0 ? 0 : exponent)"
    }
    #expect(normalized(DecimalReading.parts(of: 36.6)) == "366e-1")
    #expect(normalized(DecimalReading.parts(of: -273.15)) == "-27315e-2")
    #expect(normalized(DecimalReading.parts(of: 0.1)) == "1e-1")
    #expect(normalized(DecimalReading.parts(of: 1e-8)) == "1e-8")
    #expect(normalized(DecimalReading.parts(of: 3.1068559611866697)) == "31068559611866697e-16")
    #expect(normalized(DecimalReading.parts(of: 1.2345678901234568e17)) == "12345678901234568e1")
    var random = SeededRandom(state: 7)
    for _ in 0..<20_000 {
      let x: Double
      if random.next() % 2 == 0 {
        let digits = Double(random.next() % 10_000_000_000)
        x = digits / [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9][Int(random.next() % 10)]
      } else {
        x = Double(bitPattern: random.next() >> 2 | 0x3000_0000_0000_0000)
      }
      #expect(
        normalized(DecimalReading.parts(of: x)) == normalized(DecimalReading.printedParts(of: x)),
        "\(x)")
    }
  }

  @Test("CLDR's decimals and expressions read exactly")
  func rationals() throws {
    #expect(Rational(decimal: "0.3048") == Rational(BigUInt(381), BigUInt(1250)))
    #expect(
      Rational(decimal: "1.66053878283E-27")?.description
        == "166053878283/100000000000000000000000000000000000000")
    #expect(Rational(decimal: "5.9722E+24")?.description == "5972200000000000000000000")
    #expect(Rational(decimal: "6.3781E6")?.description == "6378100")
    #expect(Rational(decimal: "-2298.35")?.description == "-45967/20")
    #expect(Rational(decimal: "ft_to_m") == nil)
    #expect(Rational(decimal: "1/3") == nil)
    var constants: [String: Rational] = [:]
    let conversion = UnitConversion.shared
    #expect(conversion.evaluate("ft_to_m*5280", constants: &constants)?.description == "201168/125")
    #expect(conversion.evaluate("2298.35/9", constants: &constants)?.description == "45967/180")
    // gal_to_m3 = 231·in³ = 231·(0.3048/12)³ m³.
    #expect(
      conversion.evaluate("gal_to_m3", constants: &constants)?.description
        == "473176473/125000000000")
    #expect(conversion.evaluate("1/2/3", constants: &constants) == nil)
    #expect(conversion.evaluate("no_such_constant", constants: &constants) == nil)
  }

  @Test("Rationals round to the nearest Double, ties to even, subnormals and overflow too")
  func rounding() {
    func value(_ numerator: BigUInt, _ denominator: BigUInt = .one) -> Double {
      Rational(numerator, denominator).doubleValue
    }
    #expect(value(BigUInt(1), BigUInt(3)) == 0.3333333333333333)
    #expect(value(BigUInt(2), BigUInt(3)) == 0.6666666666666666)
    #expect(value(BigUInt(1), BigUInt(10)) == 0.1)
    #expect(value((BigUInt.one << 53) + BigUInt(1)) == 9_007_199_254_740_992)
    #expect(value((BigUInt.one << 53) + BigUInt(3)) == 9_007_199_254_740_996)
    #expect(value(BigUInt(1), BigUInt.one << 1074) == .leastNonzeroMagnitude)
    #expect(value(BigUInt(1), BigUInt.one << 1075) == 0)
    #expect(value(BigUInt(3), BigUInt.one << 1076) == .leastNonzeroMagnitude)
    #expect(value(BigUInt(1), BigUInt.one << 1022) == 2.2250738585072014e-308)
    // 2^1024 − 2^970 is halfway between the largest Double and 2^1024: infinity.
    let halfwayToInfinity = (BigUInt.one << 1024) - (BigUInt.one << 970)
    #expect(value(halfwayToInfinity) == .infinity)
    #expect(value(halfwayToInfinity - BigUInt(1)) == .greatestFiniteMagnitude)
    #expect(Rational(-3).doubleValue == -3)
    #expect(Rational(exactly: 0.1).description == "3602879701896397/36028797018963968")
  }

  @Test("Big integers: products, quotients, common divisors")
  func bigIntegers() {
    let a = BigUInt(UInt64.max) * BigUInt(UInt64.max)
    #expect(a.description == "340282366920938463426481119284349108225")
    #expect(a.bitWidth == 128)
    #expect((BigUInt.one << 128).description == "340282366920938463463374607431768211456")
    let (quotient, remainder) = a.quotientAndRemainder(dividingBy: BigUInt(1_000_000_007))
    #expect(quotient.description == "340282364538961911653747737708")
    #expect(remainder.description == "114944269")
    #expect(BigUInt.gcd(BigUInt(1_071), BigUInt(462)) == BigUInt(21))
    #expect(
      BigUInt.gcd(BigUInt.power(BigUInt(10), 40), BigUInt.power(BigUInt(6), 30)).description
        == "1073741824")
    #expect(BigUInt.power(BigUInt(10), 38).description == "1" + String(repeating: "0", count: 38))
    #expect(((BigUInt.one << 200) >> 137) == BigUInt.one << 63)
    #expect(((BigUInt.one << 64) - BigUInt(1)) == BigUInt(UInt64.max))
  }
}

/// SplitMix64 with a fixed seed: the same inputs on every run and platform.
private struct SeededRandom {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
