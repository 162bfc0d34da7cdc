/// Unit conversion from CLDR's conversion data (`convertUnits`, `unitConstants`), read
/// from the ICU data in use so that it always matches ICU's CLDR version.
///
/// A unit id is parsed into simple units with SI or binary prefixes and powers
/// (`kilometer-per-hour` = kilo·meter¹ · hour⁻¹) and constants (`liter-per-100-kilometer`,
/// `part-per-1e6`); each simple unit converts to CLDR base units by
/// `base = factor × value + offset`, with factor and offset exact rationals as CLDR writes
/// them (`ft_to_m*5280`, `2298.35/9`), or by a named non-linear mapping (CLDR 46's
/// `special="beaufort"`, see ``SpecialScale``). Two units convert when their base
/// dimensions are equal, or reciprocal (fuel consumption: L/100 km ↔ mpg).
///
/// The conversion of a pair of units is composed once, exactly (``ExactConversion``,
/// which says what a result is), and cached: a call costs a cache lookup and a few
/// floating-point operations.
struct UnitConversion: Sendable {
  /// Base-unit exponents, e.g. meter¹·second⁻¹.
  typealias Dimensions = [String: Int]

  /// A unit id in base units: `base = factor × value + offset`.
  struct Resolved: Sendable {
    var factor: Rational
    var offset: Rational
    var dimensions: Dimensions
    /// A non-linear mapping to the base unit instead of factor and offset.
    var special: SpecialScale? = nil
  }

  /// A simple unit of `convertUnits`, its factor and offset as CLDR writes them
  /// (evaluated when a conversion that uses the unit is first composed).
  struct Simple: Sendable {
    var factor: String?
    var offset: String?
    var target: String
    /// CLDR's `special` attribute: a unit on a scale, not a multiple of its base unit.
    var special: String? = nil
  }

  /// A composed conversion: a scale's mapping to its base unit, the exact conversion,
  /// then a scale's mapping from its base unit (Beaufort), or the exact conversion alone.
  struct Conversion: Sendable {
    var fromScale: SpecialScale? = nil
    var exact: ExactConversion
    var toScale: SpecialScale? = nil

    @inline(__always)
    func apply(_ value: Double) -> Double {
      let base = fromScale.map { $0.toBase(value) } ?? value
      let converted = exact.apply(base)
      return toScale.map { $0.fromBase(converted) } ?? converted
    }
  }

  static let shared = UnitConversion()

  let simple: [String: Simple]
  /// CLDR's named constants (`ft_to_m`, `gal_to_m3`), as written.
  let constants: [String: String]
  /// What a pair of units composes to (nil: they do not convert), by their keys.
  private let cache = BoundedCache<ConversionKey, Conversion?>(capacity: 512)

  /// A pair of units, by their keys (stable ids with their hashes computed once).
  struct ConversionKey: Hashable, Sendable {
    var from: UnitKey
    var to: UnitKey
  }

  init() {
    var constants: [String: String] = [:]
    var fields: [String: [String: String]] = [:]
    for (path, value) in ICU.unitsData {
      let parts = path.split(separator: "/")
      if parts.count == 2 && parts[0] == "unitConstants" {
        constants[String(parts[1])] = String(value)
      } else if parts.count == 3 && parts[0] == "convertUnits" {
        fields[String(parts[1]), default: [:]][String(parts[2])] = String(value)
      }
    }
    var simple: [String: Simple] = [:]
    for (id, entry) in fields {
      guard let target = entry["target"] else { continue }
      simple[id] = Simple(
        factor: entry["factor"], offset: entry["offset"], target: target,
        special: entry["special"])
    }
    self.simple = simple
    self.constants = constants
  }

  /// Converts `value` from one unit id to another; nil when they measure different
  /// quantities (or an id is not one ICU spells).
  func convert(_ value: Double, from: String, to: String) -> Double? {
    conversion(from: from, to: to)?.apply(value)
  }

  /// The conversion from one unit id (as the ICU in use spells it) to another, composed
  /// anew: the cache is keyed by `MeasureUnit`'s stable ids, which an ICU id may equal
  /// while naming another spelling (`part-per-1e6` on ICU 72 is `permillion` there).
  func conversion(from: String, to: String) -> Conversion? {
    compose(from: from, to: to)
  }

  /// The conversion between two units whose keys (hashes) are computed already (a
  /// `MeasureUnit`'s key: its stable id), composed from the ids the ICU in use spells them
  /// with; the lookup hashes two integers, not two strings.
  @inline(__always)
  func conversion(from: UnitKey, to: UnitKey, icuFrom: String, icuTo: String) -> Conversion? {
    cache.value(for: ConversionKey(from: from, to: to)) { _ in compose(from: icuFrom, to: icuTo) }
  }

  private func compose(from: String, to: String) -> Conversion? {
    if from == to { return Conversion(exact: .identity) }
    var constantValues: [String: Rational] = [:]
    // A factor of zero would be data no conversion can come from (CLDR has none).
    guard let a = resolve(from, constants: &constantValues),
      let b = resolve(to, constants: &constantValues), !a.factor.isZero, !b.factor.isZero
    else { return nil }
    if a.special != nil || b.special != nil {
      // Through the base unit: the source's scale or factor to it, the target's from it.
      guard a.dimensions == b.dimensions else { return nil }
      var exact = ExactConversion.identity
      if a.special == nil {
        exact = ExactConversion(factor: a.factor, offset: a.offset)
      } else if b.special == nil, let inverse = b.factor.reciprocal {
        exact = ExactConversion(factor: inverse, offset: -b.offset * inverse)
      }
      return Conversion(fromScale: a.special, exact: exact, toScale: b.special)
    }
    if a.dimensions == b.dimensions, let inverse = b.factor.reciprocal {
      // (value·a + offsetA − offsetB) / b, as one affine map.
      return Conversion(
        exact: ExactConversion(factor: a.factor * inverse, offset: (a.offset - b.offset) * inverse))
    }
    if a.dimensions == b.dimensions.mapValues({ -$0 }), a.offset.isZero, b.offset.isZero,
      let constant = (a.factor * b.factor).reciprocal
    {
      // Reciprocal units (L/100 km ↔ mile per gallon): 1 / (value·a) / b.
      return Conversion(exact: ExactConversion(factor: constant, form: .reciprocal))
    }
    return nil
  }

  // MARK: - Unit ids

  /// SI prefixes (powers of ten) and binary prefixes (powers of two): `base^exponent`.
  static let prefixes: [(name: String, base: Int, exponent: Int)] = [
    ("quecto", 10, -30), ("ronto", 10, -27), ("yocto", 10, -24), ("zepto", 10, -21),
    ("atto", 10, -18), ("femto", 10, -15), ("pico", 10, -12), ("nano", 10, -9),
    ("micro", 10, -6), ("milli", 10, -3), ("centi", 10, -2), ("deci", 10, -1), ("deka", 10, 1),
    ("hecto", 10, 2), ("kilo", 10, 3), ("mega", 10, 6), ("giga", 10, 9), ("tera", 10, 12),
    ("peta", 10, 15), ("exa", 10, 18), ("zetta", 10, 21), ("yotta", 10, 24), ("ronna", 10, 27),
    ("quetta", 10, 30), ("kibi", 2, 10), ("mebi", 2, 20), ("gibi", 2, 30), ("tebi", 2, 40),
    ("pebi", 2, 50), ("exbi", 2, 60), ("zebi", 2, 70), ("yobi", 2, 80),
  ]

  /// The factor, offset and base dimensions of a (non-mixed) unit id, or nil.
  func resolve(_ id: String) -> Resolved? {
    var constantValues: [String: Rational] = [:]
    return resolve(id, constants: &constantValues)
  }

  private func resolve(_ id: String, constants: inout [String: Rational], depth: Int = 0)
    -> Resolved?
  {
    var result = Resolved(factor: .one, offset: .zero, dimensions: [:])
    var sign = 1
    var rest = Substring(id)
    var componentCount = 0
    var unitCount = 0
    var onlySimple: Simple?
    if rest.hasPrefix("per-") {
      sign = -1
      rest = rest.dropFirst(4)
    }
    while !rest.isEmpty {
      if rest.hasPrefix("per-") {
        guard sign == 1 else { return nil }
        sign = -1
        rest = rest.dropFirst(4)
        continue
      }
      componentCount += 1
      onlySimple = nil
      if let (constant, length) = Self.matchConstant(rest) {
        // "100" in liter-per-100-kilometer, "1e6" in part-per-1e6: a number, no unit.
        rest = rest.dropFirst(length)
        if rest.hasPrefix("-") { rest = rest.dropFirst() } else if !rest.isEmpty { return nil }
        guard let factor = sign > 0 ? Optional(constant) : constant.reciprocal else { return nil }
        result.factor = result.factor * factor
        continue
      }
      var power = 1
      if rest.hasPrefix("square-") {
        power = 2
        rest = rest.dropFirst(7)
      } else if rest.hasPrefix("cubic-") {
        power = 3
        rest = rest.dropFirst(6)
      } else if rest.hasPrefix("pow"), let dash = rest.firstIndex(of: "-"),
        let n = Int(rest[rest.index(rest.startIndex, offsetBy: 3)..<dash]), n > 1, n < 16
      {
        power = n
        rest = rest[rest.index(after: dash)...]
      }
      guard let (prefix, unit, length) = matchSimple(rest), let entry = simple[unit] else {
        return nil
      }
      rest = rest.dropFirst(length)
      if rest.hasPrefix("-") { rest = rest.dropFirst() } else if !rest.isEmpty { return nil }
      if let special = entry.special {
        // A scale (Beaufort) converts only on its own: no prefix, power or compound.
        guard let scale = SpecialScale(name: special), prefix == nil, power == 1, sign == 1,
          componentCount == 1, rest.isEmpty,
          let base = resolveTarget(entry.target, constants: &constants, depth: depth + 1)
        else { return nil }
        return Resolved(factor: .one, offset: .zero, dimensions: base.dimensions, special: scale)
      }
      guard let base = baseOf(unit, constants: &constants, depth: depth),
        let factor = (prefix.map { base.factor * $0 } ?? base.factor).power(power * sign)
      else { return nil }
      result.factor = result.factor * factor
      for (dimension, exponent) in base.dimensions {
        result.dimensions[dimension, default: 0] += exponent * power * sign
      }
      unitCount += 1
      if prefix == nil && power == 1 && sign == 1 { onlySimple = entry }
    }
    guard unitCount > 0 else { return nil }
    // Offsets (temperatures) apply only to a lone simple unit.
    if componentCount == 1, let onlySimple, let offset = onlySimple.offset {
      guard let value = evaluate(offset, constants: &constants) else { return nil }
      result.offset = value
    }
    result.dimensions = result.dimensions.filter { $0.value != 0 }
    return result
  }

  /// A constant at the start of `text` ("100", "1e9"), up to the next "-": its value and
  /// length.
  private static func matchConstant(_ text: Substring) -> (Rational, Int)? {
    let word = text.prefix { $0 != "-" }
    guard let first = word.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9")
    else { return nil }
    let parts = word.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }),
      parts[0].count <= 18, parts.count == 1 || parts[1].count <= 2,
      let digits = UInt64(parts[0])
    else { return nil }
    let exponent = parts.count == 2 ? Int(parts[1])! : 0
    return (Rational(BigUInt(digits)) * .powerOfTen(exponent), word.count)
  }

  /// A simple unit at the start of `text`, possibly behind an SI or binary prefix (the
  /// prefix's factor, nil for none): the longest id that ends at a "-" or the end, first
  /// without a prefix ("light-year" before "light"; "pound-force" before "pound").
  private func matchSimple(_ text: Substring) -> (Rational?, String, Int)? {
    func longest(_ text: Substring) -> String? {
      var end = text.endIndex
      while true {
        let candidate = String(text[..<end])
        if simple[candidate] != nil { return candidate }
        guard let dash = text[..<end].lastIndex(of: "-") else { return nil }
        end = dash
      }
    }
    if let id = longest(text) { return (nil, id, id.count) }
    for (name, base, exponent) in Self.prefixes where text.hasPrefix(name) {
      if let id = longest(text.dropFirst(name.count)) {
        let factor = base == 10 ? Rational.powerOfTen(exponent) : .powerOfTwo(exponent)
        return (factor, id, name.count + id.count)
      }
    }
    return nil
  }

  /// A simple unit's factor to base units and its base dimensions.
  private func baseOf(_ unit: String, constants: inout [String: Rational], depth: Int)
    -> (factor: Rational, dimensions: Dimensions)?
  {
    guard let entry = simple[unit] else { return nil }
    if entry.target == unit { return (.one, [unit: 1]) }
    guard depth < 4,
      let factor = entry.factor.map({ evaluate($0, constants: &constants) }) ?? .one,
      let target = resolveTarget(entry.target, constants: &constants, depth: depth + 1)
    else { return nil }
    return (factor * target.factor, target.dimensions)
  }

  private func resolveTarget(_ id: String, constants: inout [String: Rational], depth: Int)
    -> (factor: Rational, dimensions: Dimensions)?
  {
    // Targets are base units combined: "meter-per-second", "kilogram-square-meter-per-cubic-second".
    if let entry = simple[id], entry.target == id { return (.one, [id: 1]) }
    guard let resolved = resolve(id, constants: &constants, depth: depth) else { return nil }
    return (resolved.factor, resolved.dimensions)
  }

  // MARK: - CLDR's rationals

  /// A factor or offset as CLDR writes it, exactly: "a*b/c*d" is (a·b)/(c·d), each term a
  /// decimal (`0.3048`, `6.02214076E+23`) or a named constant, itself such an
  /// expression (`gal_to_m3` = `231*in3_to_m3`); nil for anything else (a second "/",
  /// an unknown name, constants nested deeper than 8).
  func evaluate(_ expression: String, constants: inout [String: Rational], depth: Int = 0)
    -> Rational?
  {
    let sides = expression.split(separator: "/", omittingEmptySubsequences: false)
    guard sides.count <= 2 else { return nil }
    func product(_ side: Substring) -> Rational? {
      var value = Rational.one
      for term in side.split(separator: "*", omittingEmptySubsequences: false) {
        let name = term.trimmingBlanks()
        if let number = Rational(decimal: name) {
          value = value * number
        } else if let known = constants[name] {
          value = value * known
        } else if let definition = self.constants[name], depth < 8,
          let defined = evaluate(definition, constants: &constants, depth: depth + 1)
        {
          constants[name] = defined
          value = value * defined
        } else {
          return nil
        }
      }
      return value
    }
    guard let numerator = product(sides[0]) else { return nil }
    guard sides.count == 2 else { return numerator }
    guard let denominator = product(sides[1]) else { return nil }
    return numerator / denominator
  }
}

extension MeasureUnit {
  /// Converts a value in this unit to another unit of the same quantity, with CLDR's
  /// conversion data (temperatures with their offsets; fuel consumption reciprocally).
  ///
  /// CLDR's factors and offsets are exact rationals, and so is the conversion: the result
  /// is the Double nearest to the exact conversion of the decimal `value` prints as
  /// (0.1 is read as 0.1, not as the binary fraction nearest to it), rounded once.
  ///
  /// ```swift
  /// try MeasureUnit.celsius.convert(100, to: .fahrenheit)   // 212.0
  /// try MeasureUnit.celsius.convert(-273.15, to: .kelvin)   // 0.0
  /// try MeasureUnit.mile.convert(1, to: .kilometer)         // 1.609344
  /// try MeasureUnit.kilometer.convert(5, to: .mile)         // 3.1068559611866697
  /// ```
  ///
  /// A value in a mixed unit is in its largest component's unit, as ICU reads it,
  /// whatever the identifier's order: converting 1.5 m to `centimeter-and-meter` gives
  /// 1.5 (meters).
  /// - Throws: ``MeasurementFormatError/incompatibleUnits(_:_:)`` (kilometer → kilogram),
  ///   ``MeasurementFormatError/unsupported(_:input:)`` for custom units.
  public func convert(_ value: Double, to target: MeasureUnit) throws(MeasurementFormatError)
    -> Double
  {
    guard !isCustom, !target.isCustom else {
      throw .unsupported("custom units cannot be converted")
    }
    // Keyed by the units' stable ids (hashed once), composed from the names of the ICU in
    // use: its conversion data is what is read.
    let from = isMixed ? largestComponent : self
    let to = target.isMixed ? target.largestComponent : target
    guard
      let conversion = UnitConversion.shared.conversion(
        from: from.key, to: to.key, icuFrom: from.icuIdentifier, icuTo: to.icuIdentifier)
    else {
      throw .incompatibleUnits(identifier, target.identifier)
    }
    return conversion.apply(value)
  }

  /// The unit a value of a mixed unit is in: its largest component (`inch-and-foot`:
  /// foot), as ICU reads it; the first component if they do not convert to each other.
  var largestComponent: MeasureUnit {
    let parts = components
    guard parts.count > 1, let order = MixedOrder.of(self) else { return parts[0] }
    return parts[order.bySize[0]]
  }

  /// Whether a value in this unit can be converted to `other`.
  public func isConvertible(to other: MeasureUnit) -> Bool {
    (try? convert(1, to: other)) != nil
  }
}
