#if !canImport(Darwin)
  import Foundation
  import MeasurementFormatting

  /// The unit CLDR's preferences give a locale's region for a usage, as the Foundation
  /// unit of a unit type: what `Unit…(forLocale:usage:)` return.
  ///
  /// `.general` gives ICU's choice for one of the type's base unit (a length of 1 m is
  /// meters in ja_JP, feet in en_US, as Apple's `UnitLength(forLocale:)` gives); any other
  /// usage gives the largest unit of its preferences (`.road`: kilometers, miles;
  /// `.personHeight` in en_US: feet, the first of "feet and inches"), as Apple's gives
  /// kilometers and miles for `.road`. A CLDR unit Foundation lacks gives its nearest
  /// Foundation unit where one holds the same value (food calories are kilocalories), the
  /// type's base unit otherwise.
  enum PreferredDimension {
    static func unit<U: Dimension>(
      _ type: U.Type, locale: Locale, usage: MeasurementFormatUnitUsage<U>
    ) -> U {
      let base = U.baseUnit()
      let cldr = usage.usage == .asProvided ? Usage.general : usage.usage
      let format = MeasurementFormatter.libraryFormat(
        locale: locale, width: .abbreviated, number: NumberOptions(), usage: cldr, options: [])
      let value = cldr == .general ? 1 : 1e30
      let output = format.format(value, unit: MeasureUnit(base)).output.first?.unit
      let identifier = output == "foodcalorie" ? "kilocalorie" : output
      guard let identifier, let unit = FoundationUnits.unit(identifier, of: U.self) as? U else {
        return base
      }
      return unit
    }
  }

  extension UnitLength {
    /// The length unit a locale prefers for a usage.
    ///
    /// ```swift
    /// UnitLength(forLocale: Locale(identifier: "en_US"), usage: .road).symbol  // "mi"
    /// UnitLength(forLocale: Locale(identifier: "ja_JP")).symbol                // "m"
    /// ```
    /// - Parameters:
    ///   - locale: The locale (its region decides).
    ///   - usage: What the length is for (default: `.general`).
    public convenience init(
      forLocale locale: Locale, usage: MeasurementFormatUnitUsage<UnitLength> = .general
    ) {
      let unit = PreferredDimension.unit(UnitLength.self, locale: locale, usage: usage)
      self.init(symbol: unit.symbol, converter: unit.converter)
    }
  }

  extension UnitMass {
    /// The mass unit a locale prefers for a usage.
    ///
    /// ```swift
    /// UnitMass(forLocale: Locale(identifier: "en_US"), usage: .personWeight).symbol  // "lb"
    /// ```
    /// - Parameters:
    ///   - locale: The locale (its region decides).
    ///   - usage: What the mass is for (default: `.general`).
    public convenience init(
      forLocale locale: Locale, usage: MeasurementFormatUnitUsage<UnitMass> = .general
    ) {
      let unit = PreferredDimension.unit(UnitMass.self, locale: locale, usage: usage)
      self.init(symbol: unit.symbol, converter: unit.converter)
    }
  }

  extension UnitTemperature {
    /// The temperature unit a locale prefers for a usage.
    ///
    /// ```swift
    /// UnitTemperature(forLocale: Locale(identifier: "en_US")).symbol  // "°F"
    /// ```
    /// - Parameters:
    ///   - locale: The locale (its region decides).
    ///   - usage: What the temperature is for (default: `.general`).
    public convenience init(
      forLocale locale: Locale, usage: MeasurementFormatUnitUsage<UnitTemperature> = .general
    ) {
      let unit = PreferredDimension.unit(UnitTemperature.self, locale: locale, usage: usage)
      self.init(symbol: unit.symbol, converter: unit.converter)
    }
  }

  extension UnitVolume {
    /// The volume unit a locale prefers for a usage.
    ///
    /// ```swift
    /// UnitVolume(forLocale: Locale(identifier: "en_US"), usage: .liquid).symbol  // "gal"
    /// ```
    /// - Parameters:
    ///   - locale: The locale (its region decides).
    ///   - usage: What the volume is for (default: `.general`).
    public convenience init(
      forLocale locale: Locale, usage: MeasurementFormatUnitUsage<UnitVolume> = .general
    ) {
      let unit = PreferredDimension.unit(UnitVolume.self, locale: locale, usage: usage)
      self.init(symbol: unit.symbol, converter: unit.converter)
    }
  }

  extension UnitSpeed {
    /// The speed unit a locale prefers for a usage.
    ///
    /// ```swift
    /// UnitSpeed(forLocale: Locale(identifier: "en_GB")).symbol  // "mph"
    /// ```
    /// - Parameters:
    ///   - locale: The locale (its region decides).
    ///   - usage: What the speed is for (default: `.general`).
    public convenience init(
      forLocale locale: Locale, usage: MeasurementFormatUnitUsage<UnitSpeed> = .general
    ) {
      let unit = PreferredDimension.unit(UnitSpeed.self, locale: locale, usage: usage)
      self.init(symbol: unit.symbol, converter: unit.converter)
    }
  }

  extension UnitEnergy {
    /// The energy unit a locale prefers for a usage.
    ///
    /// ```swift
    /// UnitEnergy(forLocale: Locale(identifier: "en_US"), usage: .food).symbol  // "kCal"
    /// ```
    /// - Parameters:
    ///   - locale: The locale (its region decides).
    ///   - usage: What the energy is for (default: `.general`).
    public convenience init(
      forLocale locale: Locale, usage: MeasurementFormatUnitUsage<UnitEnergy> = .general
    ) {
      let unit = PreferredDimension.unit(UnitEnergy.self, locale: locale, usage: usage)
      self.init(symbol: unit.symbol, converter: unit.converter)
    }
  }

  extension UnitPressure {
    /// The pressure unit a locale prefers for a usage.
    ///
    /// ```swift
    /// UnitPressure(forLocale: Locale(identifier: "de_DE"), usage: .barometric).symbol  // "hPa"
    /// ```
    /// - Parameters:
    ///   - locale: The locale (its region decides).
    ///   - usage: What the pressure is for (default: `.general`).
    public convenience init(
      forLocale locale: Locale, usage: MeasurementFormatUnitUsage<UnitPressure> = .general
    ) {
      let unit = PreferredDimension.unit(UnitPressure.self, locale: locale, usage: usage)
      self.init(symbol: unit.symbol, converter: unit.converter)
    }
  }
#endif
