/// The units ``UnitOptions/naturalScale`` moves between: ladders of one quantity and one
/// measurement system, smallest first. A value is shown in the largest unit of its
/// unit's ladder in which its magnitude is at least 1 (the smallest when it is below 1
/// in all); a unit on no ladder is kept.
///
/// ```swift
/// NaturalScale.unit(for: 1500, in: .meter)              // kilometer, 1.5
/// NaturalScale.unit(for: 1536, in: try MeasureUnit("megabyte"))  // gigabyte, 1.536
/// ```
public enum NaturalScale {
  /// The ladders, each in one measurement system: metric and US/imperial lengths, masses,
  /// volumes and areas; durations up to days (weeks and longer are not multiples of a
  /// fixed size in every calendar sense people expect); decimal bits and bytes to quetta
  /// (ronna and quetta where ICU has the prefixes: from ICU 73 on), binary bytes to yobi
  /// (no binary prefix is defined past it); power, energy, frequency, pressure (without
  /// hectopascal, which weather uses on its own), electric current and voltage. A rung
  /// ICU does not know is left out of its ladder.
  public static let ladders: [[String]] = [
    ["nanometer", "micrometer", "millimeter", "centimeter", "meter", "kilometer"],
    ["inch", "foot", "mile"],
    ["milligram", "gram", "kilogram", "tonne"],
    ["ounce", "pound", "ton"],
    ["milliliter", "liter"],
    ["fluid-ounce", "gallon"],
    ["fluid-ounce-imperial", "gallon-imperial"],
    ["square-centimeter", "square-meter", "square-kilometer"],
    ["square-inch", "square-foot", "square-mile"],
    ["nanosecond", "microsecond", "millisecond", "second", "minute", "hour", "day"],
    [
      "bit", "kilobit", "megabit", "gigabit", "terabit", "petabit", "exabit", "zettabit",
      "yottabit", "ronnabit", "quettabit",
    ],
    [
      "byte", "kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte", "exabyte",
      "zettabyte", "yottabyte", "ronnabyte", "quettabyte",
    ],
    [
      "kibibyte", "mebibyte", "gibibyte", "tebibyte", "pebibyte", "exbibyte", "zebibyte",
      "yobibyte",
    ],
    ["milliwatt", "watt", "kilowatt", "megawatt", "gigawatt"],
    ["joule", "kilojoule"],
    ["kilowatt-hour"],
    ["hertz", "kilohertz", "megahertz", "gigahertz"],
    ["pascal", "kilopascal", "megapascal"],
    ["milliampere", "ampere"],
    ["volt"],
  ]

  /// The unit to show `value` (given in `unit`) in, and the value in it; nil when the unit
  /// is on no ladder, or the value is zero, infinite or not a number (the unit is kept).
  public static func unit(for value: Double, in unit: MeasureUnit) -> (
    unit: MeasureUnit, value: Double
  )? {
    ladder(for: unit)?.scaled(value)
  }

  /// A unit's ladder, resolved for it: each rung's unit, the conversion to it from the unit
  /// and the least magnitude (in the unit) whose value there is at least 1. Made once per
  /// unit and kept, so that a value picks its rung with a comparison or two and is
  /// converted once, to that rung (rather than the ladder searched by name, a unit made
  /// and a conversion run for every rung, per value).
  final class Ladder: Sendable {
    /// A class, not a struct: a value takes its rung with one retain, where a copy of a
    /// struct retained each string of its unit and of its conversion (measfmt-bench (n):
    /// 3,293 -> 2,972 instructions a call, callgrind).
    final class Rung: Sendable {
      let unit: MeasureUnit
      let conversion: UnitConversion.Conversion
      /// The least magnitude `x` (in the ladder's unit) whose conversion to this rung is
      /// at least 1 in magnitude: the conversion is monotone (CLDR's factor applied
      /// exactly to the decimal a Double stands for, then rounded once; no offset on any
      /// ladder), so `|value| >= threshold` is `|converted| >= 1`, the rule of
      /// ``NaturalScale/unit(for:in:)``.
      let threshold: Double
      /// The factor when it is a power of two (1, 1024, 1/1024: the binary ladder, the
      /// unit itself), else 0. The conversion then is the multiplication: it rounds the
      /// decimal a Double stands for times 2^k once, which is the Double times 2^k, as
      /// that decimal rounds to the Double and scaling by 2^k commutes with rounding
      /// (between the smallest normal and the largest finite Double).
      let powerOfTwo: Double

      init(
        unit: MeasureUnit, conversion: UnitConversion.Conversion, threshold: Double,
        powerOfTwo: Double
      ) {
        self.unit = unit
        self.conversion = conversion
        self.threshold = threshold
        self.powerOfTwo = powerOfTwo
      }

      /// The converted value.
      @inline(__always)
      func convert(_ value: Double) -> Double {
        if powerOfTwo != 0 {
          let product = value * powerOfTwo
          if product.isNormal { return product }
        }
        return conversion.apply(value)
      }
    }

    let key: UnitKey
    let rungs: [Rung]

    /// The ladder of `unit`, or nil when it is on none or a rung does not convert.
    init?(unit: MeasureUnit) {
      guard !unit.isMixed, !unit.isCustom,
        let ladder = NaturalScale.ladders.first(where: { $0.contains(unit.identifier) })
      else { return nil }
      var rungs: [Rung] = []
      for id in ladder {
        let candidate = MeasureUnit(canonical: id)
        guard
          let conversion = UnitConversion.shared.conversion(
            from: unit.key, to: candidate.key, icuFrom: unit.icuIdentifier,
            icuTo: candidate.icuIdentifier),
          let threshold = Self.threshold(conversion)
        else { continue }
        rungs.append(
          Rung(
            unit: candidate, conversion: conversion, threshold: threshold,
            powerOfTwo: Self.powerOfTwo(conversion)))
      }
      guard !rungs.isEmpty else { return nil }
      key = unit.key
      self.rungs = rungs
    }

    /// The unit and the converted value of the rung `value` belongs on: the largest whose
    /// value is at least 1 in magnitude, else the smallest; nil for zero, infinities and
    /// NaN.
    @inline(__always)
    func scaled(_ value: Double) -> (unit: MeasureUnit, value: Double)? {
      rung(of: value).map { ($0.unit, $0.convert(value)) }
    }

    /// The rung `value` belongs on (as ``scaled(_:)``); nil for zero, infinities and NaN.
    @inline(__always)
    func rung(of value: Double) -> Rung? {
      guard value.isFinite, value != 0 else { return nil }
      return rungs[index(of: value.magnitude)]
    }

    /// The rung ``rung(of:)`` picks for `value`, and the next one up when rounding the
    /// value as it is written could reach that one's unit: within an eighth below its
    /// threshold (rounding to one significant digit or an integer raises a magnitude by
    /// a ninth at most, 9.01 to 10, at a rung ten times the one below); nil for zero,
    /// infinities and NaN.
    @inline(__always)
    func rungs(of value: Double) -> (rung: Rung, next: Rung?)? {
      guard value.isFinite, value != 0 else { return nil }
      let magnitude = value.magnitude
      let index = index(of: magnitude)
      guard index + 1 < rungs.count, magnitude * 1.125 >= rungs[index + 1].threshold else {
        return (rungs[index], nil)
      }
      return (rungs[index], rungs[index + 1])
    }

    /// The index of the rung of a finite magnitude.
    @inline(__always)
    func index(of magnitude: Double) -> Int {
      var index = rungs.count - 1
      while index > 0 && !(magnitude >= rungs[index].threshold) { index -= 1 }
      return index
    }

    /// The factor of a conversion that is a power of two and nothing else, else 0.
    private static func powerOfTwo(_ conversion: UnitConversion.Conversion) -> Double {
      let exact = conversion.exact
      guard conversion.fromScale == nil, conversion.toScale == nil, exact.form == .affine,
        exact.offset.isZero
      else { return 0 }
      let factor = exact.factor.doubleValue
      guard factor.isNormal, factor.significandBitPattern == 0,
        Rational(exactly: factor) == exact.factor
      else { return 0 }
      return factor
    }

    /// The least positive Double whose conversion is at least 1, found from the factor's
    /// reciprocal by stepping a Double at a time; nil when the conversion is not a plain
    /// factor (an offset or a reciprocal, which no ladder has).
    private static func threshold(_ conversion: UnitConversion.Conversion) -> Double? {
      let exact = conversion.exact
      guard conversion.fromScale == nil, conversion.toScale == nil, exact.form == .affine,
        exact.offset.isZero, let guess = exact.factor.reciprocal?.doubleValue,
        guess.isNormal, guess > 0
      else { return nil }
      var x = guess
      // A step or two at most: the guess is within a unit in the last place.
      for _ in 0..<64 {
        if conversion.apply(x) < 1 {
          x = x.nextUp
        } else if conversion.apply(x.nextDown) >= 1 {
          x = x.nextDown
        } else {
          return x
        }
      }
      return nil
    }
  }

  /// The ladders made, by unit (every unit on a ladder at most: fewer than the table holds).
  private static let made = PublishedTable<Ladder>(slotCount: 128)
  /// Whether a unit id is on a ladder, without making one.
  private static let onLadder: Set<String> = Set(ladders.joined())

  /// The ladder of `unit`, made on first use and kept; nil when it is on none.
  @inline(__always)
  static func ladder(for unit: MeasureUnit) -> Ladder? {
    let key = unit.key
    if let found = made.lookup(hash: key.hash, where: { $0.key == key }) {
      return found.takeUnretainedValue()
    }
    guard onLadder.contains(unit.identifier), let ladder = Ladder(unit: unit) else { return nil }
    return made.insert(ladder, hash: key.hash, where: { $0.key == key }) ?? ladder
  }
}
