// Stand-ins for what Apple's Foundation declares and Linux's lacks, with Apple's signatures
// (developer.apple.com): scripts/apple-packages.sh compiles MeasurementFormatStyle's Apple
// branch with them and type-checks Examples/WeatherReport and Examples/AppleStyle against
// it, here on Linux. They are never run (each body traps). Not part of any target. Linux's
// compiler ignores the availability written here: which OS versions a client needs is not
// checked.
import Foundation

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension Measurement where UnitType: Dimension {
  public struct FormatStyle: Foundation.FormatStyle, Sendable {
    public struct UnitWidth: Codable, Hashable, Sendable {
      let name: String
      public static var wide: Self { Self(name: "wide") }
      public static var abbreviated: Self { Self(name: "abbreviated") }
      public static var narrow: Self { Self(name: "narrow") }
    }

    public var width: UnitWidth
    public var locale: Locale
    public var usage: MeasurementFormatUnitUsage<UnitType>?
    public var numberFormatStyle: FloatingPointFormatStyle<Double>?

    public init(
      width: UnitWidth, locale: Locale = .autoupdatingCurrent,
      usage: MeasurementFormatUnitUsage<UnitType> = .general,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) {
      self.width = width
      self.locale = locale
      self.usage = usage
      self.numberFormatStyle = numberFormatStyle
    }

    public func format(_ measurement: Measurement<UnitType>) -> String { standIn() }
    public func locale(_ locale: Locale) -> Self { standIn() }
    public var attributed: AttributedStyle { standIn() }
  }

  public struct AttributedStyle: Foundation.FormatStyle, Sendable {
    public func format(_ measurement: Measurement<UnitType>) -> AttributedString { standIn() }
    public func locale(_ locale: Locale) -> Self { standIn() }
  }

  public func formatted() -> String { standIn() }
  public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput
  where S.FormatInput == Self { standIn() }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension Measurement.FormatStyle where UnitType == UnitTemperature {
  public var hidesScaleName: Bool {
    get { standIn() }
    set { standIn() }
  }
  public init(
    width: UnitWidth = .abbreviated, locale: Locale = .autoupdatingCurrent,
    usage: MeasurementFormatUnitUsage<UnitType> = .general, hidesScaleName: Bool = false,
    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
  ) { standIn() }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension FormatStyle {
  public static func measurement<UnitType: Dimension>(
    width: Measurement<UnitType>.FormatStyle.UnitWidth,
    usage: MeasurementFormatUnitUsage<UnitType> = .general,
    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
  ) -> Self where Self == Measurement<UnitType>.FormatStyle { standIn() }

  public static func measurement(
    width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated,
    usage: MeasurementFormatUnitUsage<UnitTemperature> = .general,
    hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
  ) -> Self where Self == Measurement<UnitTemperature>.FormatStyle { standIn() }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
  let name: String
  public static var general: Self { Self(name: "general") }
  public static var asProvided: Self { Self(name: "asProvided") }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension MeasurementFormatUnitUsage where UnitType == UnitLength {
  public static var person: Self { Self(name: "person") }
  public static var road: Self { Self(name: "road") }
  public static var personHeight: Self { Self(name: "personHeight") }
}

@available(macOS 14, iOS 16, tvOS 17, watchOS 9, *)
extension MeasurementFormatUnitUsage where UnitType == UnitLength {
  public static var visibility: Self { Self(name: "visibility") }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension MeasurementFormatUnitUsage where UnitType == UnitMass {
  public static var personWeight: Self { Self(name: "personWeight") }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension UnitLength {
  public convenience init(
    forLocale locale: Locale, usage: MeasurementFormatUnitUsage<UnitLength> = .general
  ) { standIn() }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
  public static var weather: Self { Self(name: "weather") }
  public static var person: Self { Self(name: "person") }
}

@available(macOS 14, iOS 16, tvOS 17, watchOS 9, *)
extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
  public static var wind: Self { Self(name: "wind") }
}

@available(macOS 14, iOS 16, tvOS 17, watchOS 9, *)
extension MeasurementFormatUnitUsage where UnitType == UnitPressure {
  public static var barometric: Self { Self(name: "barometric") }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension Measurement.FormatStyle where UnitType == UnitInformationStorage {
  public struct ByteCount: Foundation.FormatStyle, Sendable {
    public func format(_ value: Measurement<UnitInformationStorage>) -> String { standIn() }
  }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension FormatStyle where Self == Measurement<UnitInformationStorage>.FormatStyle.ByteCount {
  public static func byteCount(
    style: ByteCountFormatStyle.Style,
    allowedUnits: ByteCountFormatStyle.Units = .all, spellsOutZero: Bool = true,
    includesActualByteCount: Bool = false
  ) -> Self { standIn() }
}

@available(macOS 10.12, iOS 10, tvOS 10, watchOS 3, *)
open class MeasurementFormatter: Formatter {
  public struct UnitOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let providedUnit = Self(rawValue: 1)
    public static let naturalScale = Self(rawValue: 2)
    public static let temperatureWithoutUnit = Self(rawValue: 4)
  }
  open var unitOptions: UnitOptions = []
  open var unitStyle: Formatter.UnitStyle = .medium
  open var locale: Locale! = .current
  open var numberFormatter: NumberFormatter! = NumberFormatter()
  open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
    standIn()
  }
  open func string(from unit: Unit) -> String { standIn() }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension String {
  public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol {
      public init(literalCapacity: Int, interpolationCount: Int) {}
      public mutating func appendLiteral(_ literal: String) {}
      public mutating func appendInterpolation(_ string: String) {}
      public mutating func appendInterpolation<T>(_ value: T)
      where T: CustomStringConvertible {}
      public mutating func appendInterpolation<F: Foundation.FormatStyle>(
        _ value: F.FormatInput, format: F
      ) where F.FormatInput: Equatable, F.FormatOutput == String {}
    }
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
  }

  public init(
    localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) { standIn() }
}

private func standIn() -> Never { fatalError("a stand-in of Apple's Foundation: never run") }
