import Foundation

/// Foundation's units (swift-corelibs-foundation on Linux, Foundation on Apple
/// platforms) mapped to CLDR unit identifiers.
///
/// Foundation creates a new `Unit` object on every access to `UnitLength.meters`, so
/// units are recognised by their class and symbol. Units CLDR 42 lacks (gradians, ares,
/// coulombs, nibbles, slugs, imperial pints, teaspoons and tablespoons) are absent and
/// fall back to their symbol. CLDR orders the factors of a product unit: an
/// ampere-hour is "hour-ampere".
package enum FoundationUnits {
  struct Key: Hashable {
    var type: ObjectIdentifier
    var symbol: String
  }

  static let table: [Key: String] = entries.reduce(into: [:]) { table, entry in
    table[Key(type: ObjectIdentifier(entry.type), symbol: entry.unit.symbol)] = entry.id
  }

  /// Every mapped unit with its type and CLDR identifier, in the order below.
  static let entries: [(type: Dimension.Type, unit: Dimension, id: String)] = {
    var table: [(type: Dimension.Type, unit: Dimension, id: String)] = []
    func add<U: Dimension>(_ type: U.Type, _ pairs: [(U, String)]) {
      for (unit, id) in pairs { table.append((type, unit, id)) }
    }
    add(
      UnitAcceleration.self,
      [(.metersPerSecondSquared, "meter-per-square-second"), (.gravity, "g-force")])
    add(
      UnitAngle.self,
      [
        (.degrees, "degree"), (.arcMinutes, "arc-minute"), (.arcSeconds, "arc-second"),
        (.radians, "radian"), (.revolutions, "revolution"),
      ])
    add(
      UnitArea.self,
      [
        (.squareMegameters, "square-megameter"), (.squareKilometers, "square-kilometer"),
        (.squareMeters, "square-meter"), (.squareCentimeters, "square-centimeter"),
        (.squareMillimeters, "square-millimeter"), (.squareMicrometers, "square-micrometer"),
        (.squareNanometers, "square-nanometer"), (.squareInches, "square-inch"),
        (.squareFeet, "square-foot"), (.squareYards, "square-yard"), (.squareMiles, "square-mile"),
        (.acres, "acre"), (.hectares, "hectare"),
      ])
    add(
      UnitConcentrationMass.self,
      [
        (.gramsPerLiter, "gram-per-liter"),
        (.milligramsPerDeciliter, "milligram-ofglucose-per-deciliter"),
      ])
    add(UnitDispersion.self, [(.partsPerMillion, "part-per-1e6")])
    add(
      UnitDuration.self,
      [
        (.hours, "hour"), (.minutes, "minute"), (.seconds, "second"),
        (.milliseconds, "millisecond"), (.microseconds, "microsecond"),
        (.nanoseconds, "nanosecond"), (.picoseconds, "picosecond"),
      ])
    add(
      UnitElectricCharge.self,
      [
        (.megaampereHours, "hour-megaampere"), (.kiloampereHours, "hour-kiloampere"),
        (.ampereHours, "hour-ampere"), (.milliampereHours, "hour-milliampere"),
        (.microampereHours, "hour-microampere"),
      ])
    add(
      UnitElectricCurrent.self,
      [
        (.megaamperes, "megaampere"), (.kiloamperes, "kiloampere"), (.amperes, "ampere"),
        (.milliamperes, "milliampere"), (.microamperes, "microampere"),
      ])
    add(
      UnitElectricPotentialDifference.self,
      [
        (.megavolts, "megavolt"), (.kilovolts, "kilovolt"), (.volts, "volt"),
        (.millivolts, "millivolt"), (.microvolts, "microvolt"),
      ])
    add(
      UnitElectricResistance.self,
      [
        (.megaohms, "megaohm"), (.kiloohms, "kiloohm"), (.ohms, "ohm"), (.milliohms, "milliohm"),
        (.microohms, "microohm"),
      ])
    add(
      UnitEnergy.self,
      [
        (.kilojoules, "kilojoule"), (.joules, "joule"), (.kilocalories, "kilocalorie"),
        (.calories, "calorie"), (.kilowattHours, "kilowatt-hour"),
      ])
    add(
      UnitFrequency.self,
      [
        (.terahertz, "terahertz"), (.gigahertz, "gigahertz"), (.megahertz, "megahertz"),
        (.kilohertz, "kilohertz"), (.hertz, "hertz"), (.millihertz, "millihertz"),
        (.microhertz, "microhertz"), (.nanohertz, "nanohertz"),
      ])
    add(UnitFuelEfficiency.self, [(.litersPer100Kilometers, "liter-per-100-kilometer")])
    add(UnitIlluminance.self, [(.lux, "lux")])
    add(
      UnitInformationStorage.self,
      [
        (.bytes, "byte"), (.bits, "bit"), (.yottabytes, "yottabyte"),
        (.zettabytes, "zettabyte"), (.exabytes, "exabyte"), (.petabytes, "petabyte"),
        (.terabytes, "terabyte"), (.gigabytes, "gigabyte"), (.megabytes, "megabyte"),
        (.kilobytes, "kilobyte"), (.yottabits, "yottabit"), (.zettabits, "zettabit"),
        (.exabits, "exabit"), (.petabits, "petabit"), (.terabits, "terabit"),
        (.gigabits, "gigabit"), (.megabits, "megabit"), (.kilobits, "kilobit"),
        (.yobibytes, "yobibyte"), (.zebibytes, "zebibyte"), (.exbibytes, "exbibyte"),
        (.pebibytes, "pebibyte"), (.tebibytes, "tebibyte"), (.gibibytes, "gibibyte"),
        (.mebibytes, "mebibyte"), (.kibibytes, "kibibyte"), (.yobibits, "yobibit"),
        (.zebibits, "zebibit"), (.exbibits, "exbibit"), (.pebibits, "pebibit"),
        (.tebibits, "tebibit"), (.gibibits, "gibibit"), (.mebibits, "mebibit"),
        (.kibibits, "kibibit"),
      ])
    add(
      UnitLength.self,
      [
        (.megameters, "megameter"), (.kilometers, "kilometer"), (.hectometers, "hectometer"),
        (.decameters, "dekameter"), (.meters, "meter"), (.decimeters, "decimeter"),
        (.centimeters, "centimeter"), (.millimeters, "millimeter"),
        (.micrometers, "micrometer"), (.nanometers, "nanometer"), (.picometers, "picometer"),
        (.inches, "inch"), (.feet, "foot"), (.yards, "yard"), (.miles, "mile"),
        (.scandinavianMiles, "mile-scandinavian"), (.lightyears, "light-year"),
        (.nauticalMiles, "nautical-mile"), (.fathoms, "fathom"), (.furlongs, "furlong"),
        (.astronomicalUnits, "astronomical-unit"), (.parsecs, "parsec"),
      ])
    add(
      UnitMass.self,
      [
        (.kilograms, "kilogram"), (.grams, "gram"), (.decigrams, "decigram"),
        (.centigrams, "centigram"), (.milligrams, "milligram"), (.micrograms, "microgram"),
        (.nanograms, "nanogram"), (.picograms, "picogram"), (.ounces, "ounce"),
        (.pounds, "pound"), (.stones, "stone"), (.metricTons, "tonne"), (.shortTons, "ton"),
        (.carats, "carat"), (.ouncesTroy, "ounce-troy"),
      ])
    add(
      UnitPower.self,
      [
        (.terawatts, "terawatt"), (.gigawatts, "gigawatt"), (.megawatts, "megawatt"),
        (.kilowatts, "kilowatt"), (.watts, "watt"), (.milliwatts, "milliwatt"),
        (.microwatts, "microwatt"), (.nanowatts, "nanowatt"), (.picowatts, "picowatt"),
        (.femtowatts, "femtowatt"), (.horsepower, "horsepower"),
      ])
    add(
      UnitPressure.self,
      [
        (.newtonsPerMetersSquared, "pascal"), (.gigapascals, "gigapascal"),
        (.megapascals, "megapascal"), (.kilopascals, "kilopascal"),
        (.hectopascals, "hectopascal"), (.inchesOfMercury, "inch-ofhg"), (.bars, "bar"),
        (.millibars, "millibar"), (.millimetersOfMercury, "millimeter-ofhg"),
        (.poundsForcePerSquareInch, "pound-force-per-square-inch"),
      ])
    add(
      UnitSpeed.self,
      [
        (.metersPerSecond, "meter-per-second"), (.kilometersPerHour, "kilometer-per-hour"),
        (.milesPerHour, "mile-per-hour"), (.knots, "knot"),
      ])
    add(
      UnitTemperature.self,
      [(.kelvin, "kelvin"), (.celsius, "celsius"), (.fahrenheit, "fahrenheit")])
    add(
      UnitVolume.self,
      [
        (.megaliters, "megaliter"), (.kiloliters, "kiloliter"), (.liters, "liter"),
        (.deciliters, "deciliter"), (.centiliters, "centiliter"), (.milliliters, "milliliter"),
        (.cubicKilometers, "cubic-kilometer"), (.cubicMeters, "cubic-meter"),
        (.cubicDecimeters, "cubic-decimeter"), (.cubicCentimeters, "cubic-centimeter"),
        (.cubicMillimeters, "cubic-millimeter"), (.cubicInches, "cubic-inch"),
        (.cubicFeet, "cubic-foot"), (.cubicYards, "cubic-yard"), (.cubicMiles, "cubic-mile"),
        (.acreFeet, "acre-foot"), (.bushels, "bushel"), (.teaspoons, "teaspoon"),
        (.tablespoons, "tablespoon"), (.fluidOunces, "fluid-ounce"), (.cups, "cup"),
        (.pints, "pint"), (.quarts, "quart"), (.gallons, "gallon"),
        (.imperialFluidOunces, "fluid-ounce-imperial"), (.imperialQuarts, "quart-imperial"),
        (.imperialGallons, "gallon-imperial"), (.metricCups, "cup-metric"),
      ])
    return table
  }()

  /// ``table`` read backwards: each unit type's Foundation units by CLDR identifier
  /// (with both miles per gallon, which share a symbol).
  static let unitsByIdentifier: [ObjectIdentifier: [String: Dimension]] = {
    var units: [ObjectIdentifier: [String: Dimension]] = [:]
    for entry in entries {
      units[ObjectIdentifier(entry.type), default: [:]][entry.id] = entry.unit
    }
    units[ObjectIdentifier(UnitFuelEfficiency.self), default: [:]]["mile-per-gallon"] =
      UnitFuelEfficiency.milesPerGallon
    units[ObjectIdentifier(UnitFuelEfficiency.self), default: [:]]["mile-per-gallon-imperial"] =
      UnitFuelEfficiency.milesPerImperialGallon
    return units
  }()

  /// The Foundation unit of a unit type for a CLDR identifier (`UnitLength.miles` for
  /// "mile"), or nil when the type has none: for `Unit…(forLocale:usage:)` in
  /// MeasurementFormatStyle.
  package static func unit(_ identifier: String, of type: Dimension.Type) -> Dimension? {
    unitsByIdentifier[ObjectIdentifier(type)]?[identifier]
  }

  /// ``table`` with each identifier already a `MeasureUnit`, in a table of its own that
  /// is read on every Foundation measurement formatted: open addressing over a hash of
  /// the class and the symbol's bytes (FNV-1a), rather than `Hasher`'s SipHash of both,
  /// which cost more than a third of what a measurement adds to ICU's formatting.
  static let units = UnitTable(
    table.map { ($0.key.type, $0.key.symbol, MeasureUnit(canonical: $0.value)) })

  /// A fixed hash table from a unit's class and symbol to its `MeasureUnit`.
  struct UnitTable: Sendable {
    private struct Entry: Sendable {
      let type: ObjectIdentifier
      let symbol: String
      let unit: MeasureUnit
    }
    private let entries: [Entry]
    /// Index into `entries` + 1 per slot; 0 is empty.
    private let slots: [Int32]
    private let mask: Int

    init(_ entries: [(ObjectIdentifier, String, MeasureUnit)]) {
      self.entries = entries.map { Entry(type: $0.0, symbol: $0.1, unit: $0.2) }
      var size = 16
      while size < 4 * entries.count { size *= 2 }
      mask = size - 1
      var slots = [Int32](repeating: 0, count: size)
      for (index, entry) in entries.enumerated() {
        var slot = Self.hash(entry.0, entry.1) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index + 1)
      }
      self.slots = slots
    }

    static func hash(_ type: ObjectIdentifier, _ symbol: String) -> Int {
      var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(UInt(bitPattern: type))
      for byte in symbol.utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
      return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    subscript(type: ObjectIdentifier, symbol: String) -> MeasureUnit? {
      var slot = Self.hash(type, symbol) & mask
      return entries.withUnsafeBufferPointer { entries in
        while true {
          let index = Int(slots[slot])
          if index == 0 { return nil }
          // Read in place: a copy of the entry would retain its strings.
          if entries[index - 1].type == type && entries[index - 1].symbol == symbol {
            return entries[index - 1].unit
          }
          slot = (slot + 1) & mask
        }
      }
    }
  }

  /// The CLDR identifier of a Foundation unit, or nil when CLDR lacks it (or it is
  /// a user-defined `Dimension`).
  static func identifier(for unit: Dimension) -> String? {
    if let fuel = unit as? UnitFuelEfficiency, fuel.symbol == "mpg" {
      // US and imperial miles per gallon share the symbol "mpg"; their converters
      // differ (235.2 vs 282.5 L/100 km for 1 mpg).
      let litersPer100km = fuel.converter.baseUnitValue(fromValue: 1)
      return litersPer100km < 250 ? "mile-per-gallon" : "mile-per-gallon-imperial"
    }
    return table[Key(type: ObjectIdentifier(type(of: unit)), symbol: unit.symbol)]
  }
}

extension MeasureUnit {
  /// The CLDR unit of a Foundation unit; a unit CLDR lacks (or a user-defined
  /// `Dimension`) becomes a custom unit shown by its symbol.
  ///
  /// ```swift
  /// MeasureUnit(UnitSpeed.kilometersPerHour).identifier  // "kilometer-per-hour"
  /// MeasureUnit(UnitAngle.gradians).customSymbol         // "grad"
  /// ```
  public init(_ unit: Dimension) {
    let type = ObjectIdentifier(Swift.type(of: unit))
    let symbol = unit.symbol
    if type == ObjectIdentifier(UnitFuelEfficiency.self), symbol == "mpg",
      let id = FoundationUnits.identifier(for: unit)
    {
      // US and imperial miles per gallon share the symbol "mpg": told apart by converter.
      self.init(canonical: id)
    } else if let known = FoundationUnits.units[type, symbol] {
      self = known
    } else {
      self.init(customSymbol: symbol)
    }
  }
}
