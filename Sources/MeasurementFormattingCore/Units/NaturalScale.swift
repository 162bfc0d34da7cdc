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
  /// fixed size in every calendar sense people expect); decimal bits and bytes, binary
  /// bytes; power, energy, frequency, pressure (without hectopascal, which weather uses on
  /// its own), electric current and voltage.
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
    ["bit", "kilobit", "megabit", "gigabit", "terabit"],
    ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte"],
    ["kibibyte", "mebibyte", "gibibyte", "tebibyte", "pebibyte"],
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
    guard value.isFinite, value != 0, !unit.isMixed, !unit.isCustom,
      let ladder = ladders.first(where: { $0.contains(unit.identifier) })
    else { return nil }
    var chosen: (unit: MeasureUnit, value: Double)?
    for id in ladder {
      let candidate = MeasureUnit(canonical: id)
      guard let converted = try? unit.convert(value, to: candidate) else { continue }
      if chosen == nil || abs(converted) >= 1 { chosen = (candidate, converted) }
    }
    return chosen
  }
}
