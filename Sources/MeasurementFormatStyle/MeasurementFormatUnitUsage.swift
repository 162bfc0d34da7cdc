#if !canImport(Darwin)
  import Foundation
  import MeasurementFormatting

  /// What a formatted measurement is for, per unit type: Apple's
  /// `MeasurementFormatUnitUsage`, mapped to CLDR's unit preferences.
  ///
  /// ``general`` uses the locale's preferred unit for the quantity; ``asProvided`` keeps the
  /// unit given. Some unit types have more (`.road` and `.personHeight` for lengths,
  /// `.weather` for temperatures, …). As on Apple platforms, a unit type without regional
  /// preferences (durations, information storage, …) is never converted.
  ///
  /// ```swift
  /// Measurement(value: 1609, unit: UnitLength.meters)
  ///   .formatted(.measurement(width: .abbreviated, usage: .road).locale(Locale(identifier: "en-US")))
  /// // "1 mi"
  /// ```
  public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    /// The CLDR usage ("default", "road", …).
    let usage: Usage

    init(_ usage: Usage) { self.usage = usage }

    /// The locale's preferred unit for the quantity, in general.
    public static var general: Self { Self(.general) }
    /// The unit the measurement was made with: no conversion.
    public static var asProvided: Self { Self(.asProvided) }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// The temperature of the weather (CLDR `weather`).
    public static var weather: Self { Self(.weather) }
    /// A temperature as it relates to people: body temperature (CLDR `person`).
    public static var person: Self { Self(.person) }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A distance as it relates to people (CLDR `person`).
    public static var person: Self { Self(.person) }
    /// A distance on roads (CLDR `road`): miles in the US, kilometers in Germany.
    public static var road: Self { Self(.road) }
    /// A person's height (CLDR `person-height`): feet and inches in the US.
    public static var personHeight: Self { Self(.personHeight) }
    /// The distance one can see (CLDR `visibility`).
    public static var visibility: Self { Self(.visibility) }
    /// The focal length of a lens (CLDR `focal-length`).
    public static var focalLength: Self { Self(.focalLength) }
    /// An amount of rain (CLDR `rainfall`).
    public static var rainfall: Self { Self(.rainfall) }
    /// An amount of snow (CLDR `snowfall`).
    public static var snowfall: Self { Self(.snowfall) }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// The energy of food (CLDR `food`): kilocalories in the US.
    public static var food: Self { Self(.food) }
    /// The energy of a workout; CLDR does not tell it from food, so it is `food`.
    public static var workout: Self { Self(.food) }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight (CLDR `person`): pounds in the US, stones and pounds in the UK.
    public static var personWeight: Self { Self(.person) }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// The speed of wind (CLDR `wind`).
    public static var wind: Self { Self(.wind) }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitPressure {
    /// Barometric pressure (CLDR `baromtrc`).
    public static var barometric: Self { Self(.barometric) }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    /// An amount of liquid (CLDR `fluid`).
    public static var liquid: Self { Self(.fluid) }
  }

  extension MeasurementFormatUnitUsage {
    /// Whether CLDR has regional preferences for this unit type, so that a usage converts
    /// (Apple's rule: areas, concentrations of mass, energies, fuel efficiencies,
    /// lengths, masses, powers, pressures, speeds, temperatures and volumes).
    static var convertsForRegion: Bool {
      UnitType.self == UnitArea.self || UnitType.self == UnitConcentrationMass.self
        || UnitType.self == UnitEnergy.self || UnitType.self == UnitFuelEfficiency.self
        || UnitType.self == UnitLength.self || UnitType.self == UnitMass.self
        || UnitType.self == UnitPower.self || UnitType.self == UnitPressure.self
        || UnitType.self == UnitSpeed.self || UnitType.self == UnitTemperature.self
        || UnitType.self == UnitVolume.self
    }

    /// The library's usage this one asks for, for a measurement of `UnitType`.
    var libraryUsage: Usage {
      Self.convertsForRegion ? usage : .asProvided
    }
  }
#endif
