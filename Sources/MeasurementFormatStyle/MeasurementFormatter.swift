#if !canImport(Darwin)
  import Foundation
  import MeasurementFormatting
  @_spi(MeasfmtCLI) import MeasurementFormattingCore

  /// Apple's `MeasurementFormatter`, on Linux: the same class, properties and output,
  /// formatted by the system ICU.
  ///
  /// swift-corelibs-foundation declares a `MeasurementFormatter` that is unavailable
  /// ("Not supported in swift-corelibs-foundation"); this module's class shadows it, so
  /// code written for Apple platforms with `import Foundation` and
  /// `import MeasurementFormatStyle` compiles unchanged and gets this one.
  ///
  /// ```swift
  /// let formatter = MeasurementFormatter()
  /// formatter.locale = Locale(identifier: "en_US")
  /// formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers))  // "3.107 mi"
  /// formatter.unitOptions = .providedUnit
  /// formatter.unitStyle = .long
  /// formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers))  // "5 kilometers"
  /// ```
  ///
  /// With no ``unitOptions`` a measurement is converted to the locale's preferred unit for
  /// its quantity (the largest unit of CLDR's preferences for the locale's region: miles
  /// in the US and the UK, kilometers elsewhere; Fahrenheit in the US), as on Apple
  /// platforms; its number is written by ``numberFormatter`` (by default up to three
  /// fraction digits: "3.107 mi"). What is honoured of the number formatter, and what
  /// differs from Apple's class, is in <doc:UsingMeasurementFormatter>.
  ///
  /// Like Foundation's formatters, an instance is for one thread at a time: configure it,
  /// then format from the thread that owns it (or make one per thread; a copy is cheap,
  /// and formatting with the same settings from different instances shares ICU's cached
  /// formatters).
  open class MeasurementFormatter: Formatter, NSSecureCoding {
    /// How a measurement's unit is chosen and shown; combine them (`[.providedUnit,
    /// .naturalScale]`).
    public struct UnitOptions: OptionSet, Sendable {
      /// The options as Apple's bits (`providedUnit` 1, `naturalScale` 2,
      /// `temperatureWithoutUnit` 4).
      public private(set) var rawValue: UInt

      /// Options from their bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// Keep the measurement's unit instead of the locale's preferred one:
      /// 5 km stays "5 km" in en_US.
      public static let providedUnit = UnitOptions(rawValue: 1 << 0)

      /// Reduce or enlarge the unit so that the number reads well: 12000 m →
      /// "12 kilometers". Within the locale's preferred unit's system unless
      /// ``providedUnit`` is set too, then within the measurement's own.
      public static let naturalScale = UnitOptions(rawValue: 1 << 1)

      /// Omit the temperature's scale: 72 °F → "72°" rather than "72°F" (still
      /// converted to the locale's scale unless ``providedUnit`` is set).
      public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// How the unit is chosen and shown; empty (the default) converts to the locale's
    /// preferred unit.
    open var unitOptions: UnitOptions = []

    /// How long the unit is written: `.short` ("5km", CLDR's narrow), `.medium` ("5 km",
    /// the default), `.long` ("5 kilometers").
    open var unitStyle: Formatter.UnitStyle = .medium

    private var storedLocale: Locale = .autoupdatingCurrent

    /// The locale (default: the current one, from `LC_ALL`, `LC_MESSAGES` or `LANG` when
    /// one names a locale). Setting it sets ``numberFormatter``'s locale too, and keeps
    /// the number formatter's other settings; setting nil restores the current locale.
    open var locale: Locale! {
      get { storedLocale }
      set {
        let grouping = (
          storedNumberFormatter.groupingSize, storedNumberFormatter.secondaryGroupingSize
        )
        let groupedAsLocale = grouping == Self.groupAsLocale(NumberFormatter(), storedLocale)
        storedLocale = newValue ?? .autoupdatingCurrent
        storedNumberFormatter.locale = storedLocale
        // The grouping follows the locale unless it was set otherwise.
        if groupedAsLocale { Self.groupAsLocale(storedNumberFormatter, storedLocale) }
        preferredUnits = nil
      }
    }

    private var storedNumberFormatter: NumberFormatter

    /// The formatter of the numbers: by default `.decimal` in ``locale`` (grouping, up to
    /// three fraction digits). Assigning one stores a copy, as on Apple platforms; change
    /// the stored one through this property (`formatter.numberFormatter
    /// .maximumFractionDigits = 1`). Setting nil restores the default.
    open var numberFormatter: NumberFormatter! {
      get { storedNumberFormatter }
      set {
        storedNumberFormatter =
          newValue?.copy() as? NumberFormatter ?? Self.defaultNumberFormatter(storedLocale)
      }
    }

    /// A formatter with Apple's defaults: `.medium` units, no options, the current
    /// locale, a `.decimal` number formatter.
    public override init() {
      storedNumberFormatter = Self.defaultNumberFormatter(.autoupdatingCurrent)
      super.init()
    }

    /// Decodes a formatter written by ``encode(with:)`` (a keyed coder): its unit style,
    /// unit options and locale; the number formatter is a default one, as Foundation's
    /// `NumberFormatter` decodes nothing on Linux.
    public required init?(coder: NSCoder) {
      storedNumberFormatter = Self.defaultNumberFormatter(.autoupdatingCurrent)
      super.init()
      guard coder.allowsKeyedCoding else { return }
      if let style = Formatter.UnitStyle(rawValue: coder.decodeInteger(forKey: "unitStyle")),
        coder.containsValue(forKey: "unitStyle")
      {
        unitStyle = style
      }
      unitOptions = UnitOptions(rawValue: UInt(max(coder.decodeInteger(forKey: "unitOptions"), 0)))
      if let identifier = coder.decodeObject(of: NSString.self, forKey: "locale") {
        locale = Locale(identifier: identifier as String)
      }
    }

    /// Encodes the unit style, unit options and locale identifier (a keyed coder; the
    /// keys are measfmt's, not Apple's archive format).
    open override func encode(with coder: NSCoder) {
      guard coder.allowsKeyedCoding else { return }
      coder.encode(unitStyle.rawValue, forKey: "unitStyle")
      coder.encode(Int(unitOptions.rawValue), forKey: "unitOptions")
      coder.encode(storedLocale.identifier as NSString, forKey: "locale")
    }

    /// Archives are read with the class they claim to be (`NSSecureCoding`).
    public static var supportsSecureCoding: Bool { true }

    /// A new formatter with the same settings and a copy of the number formatter.
    ///
    /// The copy is a `MeasurementFormatter`: a subclass with state of its own overrides
    /// this method to copy it (Swift cannot make an instance of `Self` without a
    /// `required init()`, which Apple's class does not declare).
    open override func copy(with zone: NSZone? = nil) -> Any {
      let copy = MeasurementFormatter()
      copy.unitOptions = unitOptions
      copy.unitStyle = unitStyle
      copy.storedLocale = storedLocale
      copy.storedNumberFormatter = storedNumberFormatter.copy() as! NumberFormatter
      return copy
    }

    // MARK: Formatting

    /// A measurement of any unit as text: a Foundation `Dimension` by its CLDR unit
    /// (converted as ``unitOptions`` say), any other unit by its symbol in the locale's
    /// pattern.
    ///
    /// ```swift
    /// let formatter = MeasurementFormatter()
    /// formatter.locale = Locale(identifier: "fr_FR")
    /// formatter.string(from: Measurement(value: 10, unit: UnitLength.miles))  // "16,093 km"
    /// ```
    /// - Parameter measurement: The measurement.
    /// - Returns: The formatted measurement.
    open func string(from measurement: Measurement<Unit>) -> String {
      let number = NumberFormatterOptions(storedNumberFormatter)
      let format = self.format(number: number.options)
      var value = measurement.value
      var unit: MeasureUnit
      if let dimension = measurement.unit as? Dimension {
        unit = MeasureUnit(dimension)
        if !unitOptions.contains(.providedUnit), !unit.isCustom,
          let preferred = preferredUnit(for: dimension), preferred != unit,
          let converted = try? unit.convert(value, to: preferred)
        {
          (value, unit) = (converted, preferred)
        }
        if unitOptions.contains(.naturalScale),
          let (scaled, converted) = NaturalScale.unit(for: value, in: unit)
        {
          (value, unit) = (converted, scaled)
        }
      } else {
        unit = MeasureUnit(customSymbol: measurement.unit.symbol)
      }
      return number.text(of: format.formatAsApple(number.prepared(value), unit: unit))
    }

    /// A measurement as text; see ``string(from:)-(Measurement<Unit>)``.
    ///
    /// ```swift
    /// let formatter = MeasurementFormatter()
    /// formatter.locale = Locale(identifier: "en_GB")
    /// formatter.string(from: Measurement(value: 293, unit: UnitTemperature.kelvin))  // "19.85°C"
    /// ```
    /// - Parameter measurement: The measurement.
    /// - Returns: The formatted measurement.
    public func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
      string(from: Measurement<Unit>(value: measurement.value, unit: measurement.unit))
    }

    /// A unit's name without a number, at ``unitStyle`` in ``locale``: CLDR's name for a
    /// Foundation unit (`.long` "millimeters", `.medium` "mm"), the symbol for any other.
    ///
    /// ```swift
    /// let formatter = MeasurementFormatter()
    /// formatter.unitStyle = .long
    /// formatter.locale = Locale(identifier: "en_US")
    /// formatter.string(from: UnitLength.millimeters)  // "millimeters"
    /// ```
    /// - Parameter unit: The unit.
    /// - Returns: Its localized name, or its symbol when CLDR has none.
    open func string(from unit: Unit) -> String {
      guard let dimension = unit as? Dimension else { return unit.symbol }
      return format(number: NumberOptions()).unitName(MeasureUnit(dimension))
    }

    /// A `Measurement` (of any unit) or an `NSMeasurement` as text; nil for anything
    /// else.
    ///
    /// ```swift
    /// MeasurementFormatter().string(for: "5 km")  // nil
    /// ```
    open override func string(for obj: Any) -> String? {
      if let measurement = obj as? any AnyMeasurement {
        return string(
          from: Measurement<Unit>(value: measurement.anyValue, unit: measurement.anyUnit))
      }
      if let measurement = obj as? NSMeasurement {
        return string(
          from: Measurement<Unit>(value: measurement.doubleValue, unit: measurement.unit))
      }
      return nil
    }

    // MARK: Internals

    private static func defaultNumberFormatter(_ locale: Locale) -> NumberFormatter {
      let formatter = NumberFormatter()
      formatter.numberStyle = .decimal
      formatter.locale = locale
      groupAsLocale(formatter, locale)
      return formatter
    }

    /// Gives a number formatter its locale's digit grouping as CLDR's decimal pattern says
    /// it (ICU's, Apple's): Linux's `NumberFormatter` groups every locale by threes (en_IN
    /// "384,400", hi-Deva-IN-u-nu-deva "३८४,४००" where Apple writes "3,84,400",
    /// "३,८४,४००"). The sizes set are returned.
    @discardableResult
    private static func groupAsLocale(_ formatter: NumberFormatter, _ locale: Locale) -> (
      Int, Int
    ) {
      let id = CurrentLocale.fromEnvironment(for: locale).map(Locale.init(identifier:)) ?? locale
      if let grouping = MeasurementFormat(locale: id).decimalGrouping {
        formatter.groupingSize = grouping.primary
        formatter.secondaryGroupingSize =
          grouping.secondary == grouping.primary ? 0 : grouping.secondary
      }
      return (formatter.groupingSize, formatter.secondaryGroupingSize)
    }

    /// The library format of the current settings, kept while they do not change.
    private var cachedFormat: (key: FormatKey, format: MeasurementFormat)?

    private struct FormatKey: Equatable {
      var locale: Locale
      var style: Formatter.UnitStyle
      var temperatureWithoutUnit: Bool
      var number: NumberOptions
    }

    private func format(number: NumberOptions) -> MeasurementFormat {
      let key = FormatKey(
        locale: storedLocale, style: unitStyle,
        temperatureWithoutUnit: unitOptions.contains(.temperatureWithoutUnit), number: number)
      if let cachedFormat, cachedFormat.key == key { return cachedFormat.format }
      let width: UnitWidth =
        switch unitStyle {
        case .short: .narrow
        case .long: .wide
        default: .abbreviated
        }
      let options: MeasurementFormatting.UnitOptions =
        key.temperatureWithoutUnit ? .temperatureWithoutUnit : []
      let made = Self.libraryFormat(
        locale: storedLocale, width: width, number: number, usage: .asProvided, options: options)
      cachedFormat = (key, made)
      return made
    }

    static func libraryFormat(
      locale: Locale, width: UnitWidth, number: NumberOptions, usage: Usage,
      options: MeasurementFormatting.UnitOptions
    ) -> MeasurementFormat {
      if let environment = CurrentLocale.fromEnvironment(for: locale),
        let made = try? MeasurementFormat(
          width: width, locale: environment, number: number, usage: usage, unitOptions: options)
      {
        return made
      }
      return MeasurementFormat(
        width: width, locale: locale, number: number, usage: usage, unitOptions: options)
    }

    /// The measurement system of the locale's region, found once per locale.
    private var preferredUnits: System?

    /// Which of ``preferredUnitTable``'s columns a locale uses.
    enum System: Int {
      case metric, us, uk
    }

    /// The units Apple's formatter converts to (it shows 1500 m as "1.5 km" in ja_JP and
    /// "0.932 mi" in en_US, 10 mi as "16,093 km" in fr_FR, 293 K as "67.73°F" in en_US
    /// and "19.85°C" in en_GB), per quantity: metric, US, UK. Quantities not listed
    /// (areas, energies, powers, pressures, concentrations, …) keep their unit: Apple
    /// documents no preferred unit for them, and CLDR's general preference picks units
    /// for ranges of values (a cubic foot for 2 L in the US), not one unit to convert to.
    static let preferredUnitTable: [ObjectIdentifier: [String]] = [
      ObjectIdentifier(UnitLength.self): ["kilometer", "mile", "mile"],
      ObjectIdentifier(UnitSpeed.self): [
        "kilometer-per-hour", "mile-per-hour", "mile-per-hour",
      ],
      ObjectIdentifier(UnitTemperature.self): ["celsius", "fahrenheit", "celsius"],
      ObjectIdentifier(UnitMass.self): ["kilogram", "pound", "kilogram"],
      ObjectIdentifier(UnitVolume.self): ["liter", "gallon", "liter"],
      ObjectIdentifier(UnitFuelEfficiency.self): [
        "liter-per-100-kilometer", "mile-per-gallon", "mile-per-gallon-imperial",
      ],
    ]

    /// The unit the locale prefers for a Foundation unit's quantity, or nil when the
    /// quantity keeps its unit.
    private func preferredUnit(for dimension: Dimension) -> MeasureUnit? {
      guard let column = Self.preferredUnitTable[ObjectIdentifier(type(of: dimension))]
      else { return nil }
      let system = preferredUnits ?? measurementSystem()
      preferredUnits = system
      return MeasureUnit(canonical: column[system.rawValue])
    }

    /// The locale region's system, as CLDR's unit preferences say it: Fahrenheit for
    /// temperatures is the US's; miles on roads and Celsius, the UK's.
    private func measurementSystem() -> System {
      let general = Self.libraryFormat(
        locale: storedLocale, width: .abbreviated, number: NumberOptions(), usage: .general,
        options: [])
      if general.format(20, unit: .celsius).unit == "fahrenheit" { return .us }
      var road = general
      road.usage = .road
      return road.format(100, unit: .kilometer).unit.hasPrefix("mile") ? .uk : .metric
    }
  }

  /// A `Measurement` of any unit type, read through `Any` (a `Measurement<UnitLength>` is
  /// no `Measurement<Unit>` to a cast).
  protocol AnyMeasurement {
    var anyValue: Double { get }
    var anyUnit: Unit { get }
  }

  extension Measurement: AnyMeasurement {
    var anyValue: Double { value }
    var anyUnit: Unit { unit }
  }
#endif
