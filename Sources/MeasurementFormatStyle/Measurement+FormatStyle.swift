#if !canImport(Darwin)
  import Foundation
  import MeasurementFormatting

  extension Measurement where UnitType: Dimension {
    /// Apple's format style for measurements, on Linux: the same initialisers,
    /// properties and output, formatted by the system ICU.
    ///
    /// ```swift
    /// let speedLimit = Measurement(value: 100, unit: UnitSpeed.kilometersPerHour)
    /// speedLimit.formatted(.measurement(width: .wide, usage: .asProvided).locale(Locale(identifier: "en_US")))
    /// // "100 kilometers per hour"
    /// ```
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
      /// How long the unit is written: `.wide` ("37.2 liters"), `.abbreviated`
      /// ("37.2 L"), `.narrow` ("37.2L").
      public struct UnitWidth: Codable, Hashable, Sendable {
        let width: MeasurementFormatting.UnitWidth

        /// The unit spelled out: "5 kilometers".
        public static var wide: Self { Self(width: .wide) }
        /// The unit abbreviated: "5 km".
        public static var abbreviated: Self { Self(width: .abbreviated) }
        /// The shortest form, spacing condensed where the locale does: "5km".
        public static var narrow: Self { Self(width: .narrow) }
      }

      /// How long the unit is written.
      public var width: UnitWidth { didSet { rebuild() } }
      /// The locale (default: `.autoupdatingCurrent`).
      public var locale: Locale { didSet { rebuild() } }
      /// What the measurement is for; `.general` converts to the locale's unit,
      /// `.asProvided` keeps the unit given.
      public var usage: MeasurementFormatUnitUsage<UnitType>? { didSet { rebuild() } }
      /// How the number is written: its precision, grouping, sign, notation, rounding and
      /// scale are honoured (not rounding increments, a decimal separator always shown or
      /// integer lengths).
      public var numberFormatStyle: FloatingPointFormatStyle<Double>? { didSet { rebuild() } }
      /// For temperatures (see `hidesScaleName`).
      var hidesScale = false { didSet { rebuild() } }

      /// The library format this style stands for, made when a property changes.
      private var resolved: Resolved

      /// Creates a style.
      ///
      /// - Parameters:
      ///   - width: How long the unit is written.
      ///   - locale: The locale (default: the current one).
      ///   - usage: What the measurement is for (default: `.general`).
      ///   - numberFormatStyle: How the number is written (default: the locale's).
      public init(
        width: UnitWidth, locale: Locale = .autoupdatingCurrent,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
      ) {
        self.width = width
        self.locale = locale
        self.usage = usage
        self.numberFormatStyle = numberFormatStyle
        self.resolved = Resolved(
          width: width, locale: locale, usage: usage, number: numberFormatStyle, hidesScale: false)
      }

      mutating func rebuild() {
        resolved = Resolved(
          width: width, locale: locale, usage: usage, number: numberFormatStyle,
          hidesScale: hidesScale)
      }

      /// The measurement as text.
      ///
      /// ```swift
      /// Measurement.FormatStyle(width: .abbreviated, locale: Locale(identifier: "de"))
      ///   .format(Measurement(value: 5, unit: UnitLength.kilometers))  // "5 km"
      /// ```
      public func format(_ measurement: Measurement<UnitType>) -> String {
        // string(_:unit:) is format(_:unit:).string without the runs where none are
        // needed to get the text right (a value of magnitude 3 or more).
        if hidesScale && width == .wide {
          // Apple's "90 degrees", not CLDR's "90 degrees temperature" (see formatted(_:)).
          return formatted(measurement).string
        }
        return resolved.format.string(
          measurement.value * resolved.scale, unit: MeasureUnit(measurement.unit))
      }

      /// The same style with another locale.
      public func locale(_ locale: Locale) -> Self {
        var copy = self
        copy.locale = locale
        return copy
      }

      /// The same style producing an `AttributedString` with Foundation's `measurement`,
      /// `numberPart` and `numberSymbol` attributes (and measfmt's own).
      public var attributed: Measurement<UnitType>.AttributedStyle {
        Measurement<UnitType>.AttributedStyle(style: self)
      }

      /// measfmt's tagged result for a measurement.
      /// A temperature without its scale at full width is written as Apple writes it,
      /// "90 degrees" (Apple's documentation of `hidesScaleName`), where CLDR's generic
      /// temperature adds a word to the angle degree's "90 degrees" (English).
      func formatted(_ measurement: Measurement<UnitType>) -> FormattedMeasurement {
        resolved.format.formatAsApple(
          measurement.value * resolved.scale, unit: MeasureUnit(measurement.unit))
      }

      /// ``formatted(_:)`` with its spoken form (what the attributed style carries).
      func formattedSpeaking(_ measurement: Measurement<UnitType>) -> FormattedMeasurement {
        resolved.format.speaking.formatAsApple(
          measurement.value * resolved.scale, unit: MeasureUnit(measurement.unit))
      }

      /// What a style is, and encodes, by key (the coding Swift derives: a nil value is
      /// left out): what it resolves to follows from these.
      private struct Coded: Codable, Hashable {
        var width: UnitWidth
        var locale: Locale
        var usage: MeasurementFormatUnitUsage<UnitType>?
        var numberFormatStyle: FloatingPointFormatStyle<Double>?
        var hidesScaleName: Bool?
      }

      private var coded: Coded {
        Coded(
          width: width, locale: locale, usage: usage, numberFormatStyle: numberFormatStyle,
          hidesScaleName: hidesScale ? true : nil)
      }

      /// Whether two styles have the same width, locale, usage, number style and
      /// temperature scale setting.
      public static func == (a: Self, b: Self) -> Bool { a.coded == b.coded }

      /// Hashes what ``==(_:_:)`` compares.
      public func hash(into hasher: inout Hasher) { hasher.combine(coded) }

      /// Decodes a style written by ``encode(to:)``; a missing usage is `.general`.
      public init(from decoder: any Decoder) throws {
        let coded = try Coded(from: decoder)
        self.init(
          width: coded.width, locale: coded.locale, usage: coded.usage ?? .general,
          numberFormatStyle: coded.numberFormatStyle)
        self.hidesScale = coded.hidesScaleName ?? false
        // didSet does not run in an initialiser: without this a decoded style that hides
        // the scale showed it (found by fuzz-apple).
        rebuild()
      }

      /// Encodes the width, locale, usage, number style and, when set, `hidesScaleName`.
      public func encode(to encoder: any Encoder) throws { try coded.encode(to: encoder) }

      /// What the style's properties come to: a library format (made once per change,
      /// so formatting with a stored style costs what the library's own call does) and
      /// the number style's scale.
      struct Resolved: Sendable {
        let format: MeasurementFormat
        let scale: Double

        init(
          width: UnitWidth, locale: Locale, usage: MeasurementFormatUnitUsage<UnitType>?,
          number: FloatingPointFormatStyle<Double>?, hidesScale: Bool
        ) {
          let numberStyle = FoundationNumberStyle(number)
          let width = width.width
          let usage = (usage ?? .general).libraryUsage
          let options: UnitOptions = hidesScale ? .temperatureWithoutUnit : []
          if let environment = CurrentLocale.fromEnvironment(for: locale),
            let made = try? MeasurementFormat(
              width: width, locale: environment, number: numberStyle.options, usage: usage,
              unitOptions: options)
          {
            format = made
          } else {
            format = MeasurementFormat(
              width: width, locale: locale, number: numberStyle.options, usage: usage,
              unitOptions: options)
          }
          scale = numberStyle.scale
        }
      }
    }
  }

  extension Measurement.FormatStyle where UnitType == UnitTemperature {
    /// Whether the temperature scale is hidden: "90°" rather than "90°F", "90 degrees"
    /// rather than "90 degrees Fahrenheit" at full width (as Apple documents it), after any
    /// usage conversion. Languages whose generic temperature is not the angle's degrees
    /// and a word keep CLDR's ("90 Grad"; see
    /// ``/MeasurementFormattingCore/UnitOptions/temperatureWithoutUnit``).
    public var hidesScaleName: Bool {
      get { hidesScale }
      set { hidesScale = newValue }
    }

    /// Creates a temperature style.
    ///
    /// ```swift
    /// Measurement(value: 20, unit: UnitTemperature.celsius)
    ///   .formatted(.measurement(hidesScaleName: true).locale(Locale(identifier: "en_US")))
    /// // "68°"
    /// ```
    public init(
      width: UnitWidth = .abbreviated, locale: Locale = .autoupdatingCurrent,
      usage: MeasurementFormatUnitUsage<UnitType> = .general, hidesScaleName: Bool = false,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) {
      self.init(width: width, locale: locale, usage: usage, numberFormatStyle: numberFormatStyle)
      self.hidesScale = hidesScaleName
      // didSet does not run in an initialiser: without this the scale showed (found with
      // the wide test; narrow Fahrenheit is "90°" either way).
      rebuild()
    }
  }

  /// The user's locale on Linux. Foundation there gives `en_001` for `Locale.current`
  /// whatever the environment says; a program's user says it with `LC_ALL`,
  /// `LC_MESSAGES` or `LANG` (as `measfmt` reads them). So the current locale
  /// (`.current`, `.autoupdatingCurrent`) is taken from the environment when one of those
  /// names a locale, and is Foundation's otherwise; any other locale is used as given.
  enum CurrentLocale {
    /// The environment's locale identifier when `locale` is the current one and the
    /// environment names one; nil otherwise.
    static func fromEnvironment(for locale: Locale) -> String? {
      guard isCurrent(locale) else { return nil }
      let environment = ProcessInfo.processInfo.environment
      let named = ["LC_ALL", "LC_MESSAGES", "LANG"].contains { key in
        guard let value = environment[key], !value.isEmpty else { return false }
        return value != "C" && value != "POSIX" && !value.hasPrefix("C.")
      }
      return named ? MeasurementFormat.localeIdentifier(fromEnvironment: environment) : nil
    }

    /// Whether a locale is Foundation's current one: it encodes as such (`"current"`
    /// other than 0), which is the only way Foundation tells.
    static func isCurrent(_ locale: Locale) -> Bool {
      guard let data = try? JSONEncoder().encode(locale),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { return false }
      return (object["current"] as? Int ?? 0) != 0
    }
  }
#endif
