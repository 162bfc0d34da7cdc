#if !canImport(Darwin)
  import Foundation
  import MeasurementFormatting

  extension FormatStyle {
    /// A measurement style, as on Apple platforms.
    ///
    /// ```swift
    /// Measurement(value: 1609, unit: UnitLength.meters)
    ///   .formatted(.measurement(width: .wide, usage: .road).locale(Locale(identifier: "en_US")))
    /// // "1 mile"
    /// ```
    /// - Parameters:
    ///   - width: How long the unit is written.
    ///   - usage: What the measurement is for (default: `.general`).
    ///   - numberFormatStyle: How the number is written (default: the locale's).
    public static func measurement<UnitType: Dimension>(
      width: Measurement<UnitType>.FormatStyle.UnitWidth,
      usage: MeasurementFormatUnitUsage<UnitType> = .general,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
      Measurement<UnitType>.FormatStyle(
        width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }

    /// A temperature style, as on Apple platforms.
    ///
    /// ```swift
    /// Measurement(value: 20, unit: UnitTemperature.celsius)
    ///   .formatted(.measurement(width: .narrow, hidesScaleName: true).locale(Locale(identifier: "en_US")))
    /// // "68°"
    /// ```
    public static func measurement(
      width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated,
      usage: MeasurementFormatUnitUsage<UnitTemperature> = .general,
      hidesScaleName: Bool = false,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitTemperature>.FormatStyle {
      Measurement<UnitTemperature>.FormatStyle(
        width: width, usage: usage, hidesScaleName: hidesScaleName,
        numberFormatStyle: numberFormatStyle)
    }
  }

  extension Measurement where UnitType: Dimension {
    /// The measurement in the current locale: abbreviated units, the locale's preferred
    /// unit for the quantity (`usage: .general`).
    ///
    /// ```swift
    /// Measurement(value: 36.8, unit: UnitTemperature.celsius).formatted()  // "98°F" in en_US
    /// ```
    public func formatted() -> String {
      Measurement<UnitType>.FormatStyle(width: .abbreviated).format(self)
    }

    /// Formats the measurement with a format style, as on Apple platforms
    /// (swift-corelibs-foundation on Linux lacks this method).
    ///
    /// ```swift
    /// Measurement(value: 5, unit: UnitLength.kilometers)
    ///   .formatted(.measurement(width: .narrow).locale(Locale(identifier: "de")))  // "5 km"
    /// ```
    /// - Parameter style: The format style, ``Measurement/FormatStyle``,
    ///   ``Measurement/AttributedStyle`` or any other whose input is this measurement.
    /// - Returns: What the style makes: a string, an `AttributedString`, ….
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput
    where S.FormatInput == Self {
      style.format(self)
    }
  }
#endif
