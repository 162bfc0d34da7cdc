#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Unit conversion from CLDR's conversion data (`convertUnits`, `unitConstants`), read
/// from the ICU data in use so that it always matches ICU's CLDR version.
///
/// A unit id is parsed into simple units with SI or binary prefixes and powers
/// (`kilometer-per-hour` = kilo·meter¹ · hour⁻¹); each simple unit converts to CLDR base
/// units by `base = factor × value + offset`, or by a named non-linear mapping
/// (CLDR 46's `special="beaufort"`, see ``SpecialScale``). Two units convert when their
/// base dimensions are equal, or reciprocal (fuel consumption: L/100 km ↔ mpg).
struct UnitConversion: Sendable {
  /// Base-unit exponents, e.g. meter¹·second⁻¹.
  typealias Dimensions = [String: Int]

  struct Resolved: Sendable {
    var factor: Double
    var offset: Double
    var dimensions: Dimensions
    /// A non-linear mapping to the base unit instead of factor and offset.
    var special: SpecialScale? = nil
  }

  struct Simple: Sendable {
    var factor: Double
    var offset: Double
    var target: String
    /// CLDR's `special` attribute: a unit on a scale, not a multiple of its base unit.
    var special: String? = nil
  }

  static let shared = UnitConversion()

  let simple: [String: Simple]
  /// Simple unit ids sorted longest first, for greedy matching inside compound ids.
  let simpleIDs: [String]

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
    var evaluated: [String: Double] = [:]
    func evaluate(_ expression: String, depth: Int = 0) -> Double {
      // CLDR rationals: "a*b/c*d" is (a·b)/(c·d); terms are numbers or constants.
      let sides = expression.split(separator: "/", maxSplits: 1)
      func product(_ side: Substring) -> Double {
        side.split(separator: "*").reduce(1.0) { result, term in
          let name = term.trimmingBlanks()
          if let number = Double(name) { return result * number }
          if let known = evaluated[name] { return result * known }
          if let definition = constants[name], depth < 8 {
            let value = evaluate(definition, depth: depth + 1)
            evaluated[name] = value
            return result * value
          }
          return result * .nan
        }
      }
      let numerator = product(sides[0])
      return sides.count == 2 ? numerator / product(sides[1]) : numerator
    }
    var simple: [String: Simple] = [:]
    for (id, entry) in fields {
      guard let target = entry["target"] else { continue }
      simple[id] = Simple(
        factor: entry["factor"].map { evaluate($0) } ?? 1,
        offset: entry["offset"].map { evaluate($0) } ?? 0, target: target,
        special: entry["special"])
    }
    self.simple = simple
    self.simpleIDs = simple.keys.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
  }

  static let prefixes: [(String, Double)] = [
    ("quecto", 1e-30), ("ronto", 1e-27), ("yocto", 1e-24), ("zepto", 1e-21), ("atto", 1e-18),
    ("femto", 1e-15), ("pico", 1e-12), ("nano", 1e-9), ("micro", 1e-6), ("milli", 1e-3),
    ("centi", 1e-2), ("deci", 1e-1), ("deka", 1e1), ("hecto", 1e2), ("kilo", 1e3), ("mega", 1e6),
    ("giga", 1e9), ("tera", 1e12), ("peta", 1e15), ("exa", 1e18), ("zetta", 1e21),
    ("yotta", 1e24), ("ronna", 1e27), ("quetta", 1e30), ("kibi", 1024), ("mebi", 1_048_576),
    ("gibi", 1_073_741_824), ("tebi", 1_099_511_627_776), ("pebi", 1_125_899_906_842_624),
    ("exbi", 1_152_921_504_606_846_976), ("zebi", 1_180_591_620_717_411_303_424),
    ("yobi", 1_208_925_819_614_629_174_706_176),
  ]

  /// The factor, offset and base dimensions of a (non-mixed) unit id, or nil.
  func resolve(_ id: String) -> Resolved? {
    var result = Resolved(factor: 1, offset: 0, dimensions: [:])
    var sign = 1
    var rest = Substring(id)
    var simpleCount = 0
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
      guard let (prefixFactor, unit, length) = matchSimple(rest) else { return nil }
      rest = rest.dropFirst(length)
      if rest.hasPrefix("-") { rest = rest.dropFirst() } else if !rest.isEmpty { return nil }
      if let special = simple[unit]?.special {
        // A scale (Beaufort) converts only on its own: no prefix, power or compound.
        guard let scale = SpecialScale(name: special), prefixFactor == 1, power == 1, sign == 1,
          simpleCount == 0, rest.isEmpty, let base = resolveTarget(simple[unit]!.target, depth: 1)
        else { return nil }
        return Resolved(factor: 1, offset: 0, dimensions: base.dimensions, special: scale)
      }
      guard let base = baseOf(unit) else { return nil }
      let factor = pow(prefixFactor * base.factor, Double(power))
      result.factor = sign > 0 ? result.factor * factor : result.factor / factor
      for (dimension, exponent) in base.dimensions {
        result.dimensions[dimension, default: 0] += exponent * power * sign
      }
      simpleCount += 1
      onlySimple = (prefixFactor == 1 && power == 1 && sign == 1) ? simple[unit] : nil
    }
    guard simpleCount > 0 else { return nil }
    // Offsets (temperatures) apply only to a lone simple unit.
    if simpleCount == 1, let onlySimple { result.offset = onlySimple.offset }
    result.dimensions = result.dimensions.filter { $0.value != 0 }
    return result
  }

  /// A simple unit at the start of `text`, possibly behind an SI or binary prefix.
  private func matchSimple(_ text: Substring) -> (Double, String, Int)? {
    func boundaryOK(_ length: Int) -> Bool {
      length == text.count || text[text.index(text.startIndex, offsetBy: length)] == "-"
    }
    for id in simpleIDs where text.hasPrefix(id) && boundaryOK(id.count) {
      return (1, id, id.count)
    }
    for (prefix, factor) in Self.prefixes where text.hasPrefix(prefix) {
      let afterPrefix = text.dropFirst(prefix.count)
      for id in simpleIDs where afterPrefix.hasPrefix(id) && boundaryOK(prefix.count + id.count) {
        return (factor, id, prefix.count + id.count)
      }
    }
    return nil
  }

  /// A simple unit's factor to base units and its base dimensions.
  private func baseOf(_ unit: String, depth: Int = 0) -> (factor: Double, dimensions: Dimensions)? {
    guard let entry = simple[unit] else { return nil }
    if entry.target == unit { return (1, [unit: 1]) }
    guard depth < 4, let target = resolveTarget(entry.target, depth: depth + 1) else { return nil }
    return (entry.factor * target.factor, target.dimensions)
  }

  private func resolveTarget(_ id: String, depth: Int) -> (factor: Double, dimensions: Dimensions)?
  {
    // Targets are base units combined: "meter-per-second", "kilogram-square-meter-per-cubic-second".
    if let entry = simple[id], entry.target == id { return (1, [id: 1]) }
    guard let resolved = resolve(id) else { return nil }
    return (resolved.factor, resolved.dimensions)
  }

  /// Converts `value` from one unit id to another; nil when they measure different quantities.
  func convert(_ value: Double, from: String, to: String) -> Double? {
    if from == to { return value }
    guard let a = resolve(from), let b = resolve(to) else { return nil }
    if a.special != nil || b.special != nil {
      guard a.dimensions == b.dimensions else { return nil }
      let base = a.special.map { $0.toBase(value) } ?? (value * a.factor + a.offset)
      return b.special.map { $0.fromBase(base) } ?? ((base - b.offset) / b.factor)
    }
    if a.dimensions == b.dimensions {
      if a.offset == 0 && b.offset == 0 {
        // The ratio first: 1.7e308 km in miles is finite although 1.7e308 km in meters is not.
        return value * (a.factor / b.factor)
      }
      return (value * a.factor + a.offset - b.offset) / b.factor
    }
    if a.dimensions == b.dimensions.mapValues({ -$0 }) {
      // Reciprocal units (L/100 km ↔ mile per gallon).
      return 1 / (value * a.factor) / b.factor
    }
    return nil
  }
}

/// A unit CLDR defines as a scale over its base unit rather than a multiple of it
/// (`<convertUnit source="beaufort" baseUnit="meter-per-second" special="beaufort"/>`,
/// CLDR 46 and newer).
enum SpecialScale: Sendable {
  /// The Beaufort wind force scale: force n is the band of wind speeds from
  /// `beaufortBands[n]` up to `beaufortBands[n + 1]` m/s (WMO's bands, extended to force
  /// 17 with an end value, as ICU has them). A force converts to the middle of its band
  /// (rounded to a whole force first: 17 and more is 58.6 m/s, as CLDR's unitsTest.txt
  /// has it); a speed converts to the whole force whose band holds it.
  case beaufort

  init?(name: String) {
    guard name == "beaufort" else { return nil }
    self = .beaufort
  }

  static let beaufortBands: [Double] = [
    0, 0.3, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7, 36.9, 41.4, 46.1,
    51.1, 55.8, 61.4,
  ]

  /// The highest force: the last band has an end value only to give it a middle.
  static var maximumForce: Int { beaufortBands.count - 2 }

  func toBase(_ force: Double) -> Double {
    guard !force.isNaN else { return .nan }
    let rounded = min((abs(force) + 0.5).rounded(.down), Double(Self.maximumForce))
    let band = Int(rounded)
    return (Self.beaufortBands[band] + Self.beaufortBands[band + 1]) / 2
  }

  func fromBase(_ speed: Double) -> Double {
    guard !speed.isNaN else { return .nan }
    let magnitude = abs(speed)
    let band = Self.beaufortBands[...Self.maximumForce].lastIndex { $0 <= magnitude } ?? 0
    return Double(band)
  }
}

extension MeasureUnit {
  /// Converts a value in this unit to another unit of the same quantity, with CLDR's
  /// conversion data (temperatures with their offsets; fuel consumption reciprocally).
  ///
  /// ```swift
  /// try MeasureUnit.kilometer.convert(5, to: .mile)         // 3.1068559611866697
  /// try MeasureUnit.celsius.convert(100, to: .fahrenheit)   // 211.99999999999997
  /// ```
  /// - Throws: ``MeasurementFormatError/incompatibleUnits(_:_:)`` (kilometer → kilogram),
  ///   ``MeasurementFormatError/unsupported(_:)`` for custom units.
  public func convert(_ value: Double, to target: MeasureUnit) throws(MeasurementFormatError)
    -> Double
  {
    guard !isCustom, !target.isCustom else {
      throw .unsupported("custom units cannot be converted")
    }
    // In the names of the ICU in use: its conversion data is what is read.
    let from = isMixed ? components.first!.icuIdentifier : icuIdentifier
    let to = target.isMixed ? target.components.first!.icuIdentifier : target.icuIdentifier
    guard let converted = UnitConversion.shared.convert(value, from: from, to: to) else {
      throw .incompatibleUnits(identifier, target.identifier)
    }
    return converted
  }

  /// Whether a value in this unit can be converted to `other`.
  public func isConvertible(to other: MeasureUnit) -> Bool {
    (try? convert(1, to: other)) != nil
  }
}
