/// A measurement formatter configuration: width, locale, number options, usage.
///
/// Build one, keep it, and format many measurements with it; the ICU formatters
/// behind it are opened once and cached (bounded, shared by every thread).
///
/// ```swift
/// let format = try MeasurementFormat(width: .narrow, locale: "de")
/// let five = format.format(Measurement(value: 5, unit: UnitLength.kilometers))
/// five.string  // "5 km"
/// five.runs.map(\.part)  // [.value, .whitespace, .unit]
/// ```
///
/// ## Locales
///
/// A locale resolves the same way whether it is given as a string or as a Foundation
/// `Locale` (whose `identifier` is used):
///
/// - BCP 47 tags (`de-CH`, `ar-EG-u-nu-arab`, `en-US-u-ms-metric`), POSIX ids
///   (`de_CH.UTF-8`; `C` and `POSIX` are ICU's `en_US_POSIX`) and ICU ids
///   (`de_CH@numbers=arab`) are accepted; `und` and `root` name ICU's root locale. A
///   region or variant ICU has no data for takes its language's (`de-XX` formats as
///   `de`).
/// - An identifier whose language ICU has no data for (`zz`, `xx-YY`), an empty one or a
///   malformed one (`../etc`, `en--US`) is refused. The initialisers that take a string
///   throw ``MeasurementFormatError/unknownLocale(_:)`` or
///   ``MeasurementFormatError/malformedLocale(_:)``. Those that take a `Locale` cannot
///   throw (format styles are built with them): they format with ICU's root locale,
///   CLDR's neutral data ("5 km" at every width, "1,234.5 km"), never silently with
///   English or another language. ICU left to itself would use the process's default
///   locale (from `LANG`), so the output would change from one machine to the next.
///
/// ```swift
/// try MeasurementFormat(locale: "zz")  // throws: unknown locale 'zz': ICU has no data for its language
/// let root = MeasurementFormat(width: .wide, locale: Locale(identifier: "zz"))
/// root.localeIdentifier                                 // "": the root locale
/// root.format(5, unit: .kilometer).string               // "5 km" (English: "5 kilometers")
/// try MeasurementFormat(width: .wide, locale: "und").format(5, unit: .kilometer).string  // "5 km"
/// ```
///
/// (``localeIdentifier(fromEnvironment:)`` has a rule of its own for a program given no
/// locale: an unusable `LANG` there means no choice was made, and gives "en".)
public struct MeasurementFormat: Hashable, Sendable, Codable {
  /// The configuration and what formatting with it keeps, in one immutable reference:
  /// copying a format is one retain, and what the hot path needs (direction, formatters
  /// by unit, derived configurations) is made once. Setters replace it.
  var resolved: ResolvedFormat

  /// How long the unit is written.
  public var width: UnitWidth {
    get { resolved.width }
    set { resolved = resolved.with { $0.width = newValue } }
  }
  /// The ICU locale identifier (canonical form of what was given).
  public var localeIdentifier: String { resolved.localeID }
  /// Digits, rounding, grouping, sign, notation.
  public var number: NumberOptions {
    get { resolved.number }
    set { resolved = resolved.with { $0.number = newValue } }
  }
  /// CLDR unit preferences: converts to the unit the locale uses for this purpose.
  public var usage: Usage {
    get { resolved.usage }
    set { resolved = resolved.with { $0.usage = newValue } }
  }
  /// Shows the value only, after any ``usage`` conversion: en-US weather, 20 °C → "68".
  /// (ICU's own `unit-width-hidden`, 72 and 76, prints the full unit name; this really
  /// hides it.) A mixed output unit ("5 ft, 11 in") keeps its units: numbers alone could
  /// not say which is which.
  public var hidesUnit: Bool {
    get { resolved.hidesUnit }
    set { resolved = resolved.with { $0.hidesUnit = newValue } }
  }
  /// Natural scale and temperatures without their scale (see ``UnitOptions``).
  public var unitOptions: UnitOptions {
    get { resolved.unitOptions }
    set { resolved = resolved.with { $0.unitOptions = newValue } }
  }
  /// How ranges are written: which parts the ends share ("3–5 km" or "3 km – 5 km") and
  /// what ends that read the same become ("~5 km", "5 km", "5–5 km"); see
  /// ``RangeOptions``. The default is ECMA-402's.
  ///
  /// ```swift
  /// var format = try MeasurementFormat(locale: "en")
  /// format.range.collapse = .none
  /// format.formatRange(3, 5, unit: .kilometer).string  // "3 km – 5 km"
  /// ```
  public var range: RangeOptions {
    get { resolved.configuration.range }
    set { resolved = resolved.with { $0.range = newValue } }
  }
  /// The grammatical case units are written in ("in 5 Kilometern": German dative), where
  /// ICU's CLDR data has the case's forms; nil (the default) is ICU's, the nominative. The
  /// cases of the locale: ``grammaticalCases``. Units' names without a number
  /// (``unitName(_:)``) stay in the nominative.
  ///
  /// ```swift
  /// var format = try MeasurementFormat(width: .wide, locale: "ru")
  /// format.grammaticalCase = .genitive
  /// format.format(1, unit: .kilometer).string  // "1 километра"
  /// ```
  public var grammaticalCase: GrammaticalCase? {
    get { resolved.configuration.grammaticalCase }
    set { resolved = resolved.with { $0.grammaticalCase = newValue } }
  }

  /// Whether each result carries its spoken form (``FormattedMeasurement/spoken``): the
  /// words a screen reader should say, ICU's full-name text of the same number ("5 feet,
  /// 11 inches" for "5′ 11″"). Off by default: a result with it costs a second format.
  ///
  /// ```swift
  /// var format = try MeasurementFormat(width: .narrow, locale: "en-US", usage: .personHeight)
  /// format.includesSpokenForm = true
  /// let height = format.format(1.8, unit: .meter)
  /// height.string  // "5′ 11″"
  /// height.spoken?.string  // "5 feet, 11 inches"
  /// ```
  public var includesSpokenForm: Bool {
    get { resolved.configuration.includesSpokenForm }
    set { resolved = resolved.with { $0.includesSpokenForm = newValue } }
  }

  /// A configuration for a locale given by identifier: BCP 47 (`de-CH`,
  /// `ar-EG-u-nu-arab`, `en-US-u-ms-metric`), POSIX (`de_CH.UTF-8`) or ICU (`de_CH@numbers=arab`).
  ///
  /// The locale is resolved as ``MeasurementFormat`` describes under "Locales", the same
  /// as through the initialiser that takes a Foundation `Locale` (in MeasurementFormatting).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "de-CH").format(1234.5, unit: .kilometer).string  // "1’234.5 km"
  /// try MeasurementFormat(locale: "zz")  // throws unknownLocale("zz")
  /// ```
  /// - Throws: ``MeasurementFormatError/malformedLocale(_:)`` for an empty or malformed
  ///   identifier, ``MeasurementFormatError/unknownLocale(_:)`` when ICU has no data for
  ///   its language.
  public init(
    width: UnitWidth = .abbreviated, locale: String, number: NumberOptions = NumberOptions(),
    usage: Usage = .asProvided, hidesUnit: Bool = false, unitOptions: UnitOptions = []
  ) throws(MeasurementFormatError) {
    let localeID = try LocaleResolver.resolve(locale)
    self.init(
      width: width, localeID: localeID, number: number, usage: usage, hidesUnit: hidesUnit,
      unitOptions: unitOptions)
  }

  package init(
    width: UnitWidth, localeID: String, number: NumberOptions, usage: Usage, hidesUnit: Bool,
    unitOptions: UnitOptions = []
  ) {
    resolved = ResolvedFormat(
      Configuration(
        localeID: localeID, width: width, number: number, usage: usage, hidesUnit: hidesUnit,
        unitOptions: unitOptions))
  }

  /// A format of a resolved configuration (derived, or made).
  init(_ resolved: ResolvedFormat) {
    self.resolved = resolved
  }

  /// Whether two configurations format alike: the same resolved locale identifier and the
  /// same options (`"en"` and `"en_US"` are different configurations).
  public static func == (a: MeasurementFormat, b: MeasurementFormat) -> Bool {
    a.resolved === b.resolved || a.resolved.configuration == b.resolved.configuration
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(resolved.configuration)
  }

  /// What a format encodes, by key, with the coding Swift derives: a nil value is left
  /// out. The width and locale are always there; a decoder fills what is left out with
  /// the defaults.
  private struct Coded: Codable {
    var width: UnitWidth
    var locale: String
    var number: NumberOptions?
    var usage: Usage?
    var hidesUnit: Bool?
    var unitOptions: UnitOptions?
    var range: RangeOptions?
    var grammaticalCase: GrammaticalCase?
    var includesSpokenForm: Bool?
  }

  /// Decodes a configuration written by ``encode(to:)``; the locale is resolved again, as
  /// the string initialiser resolves it (an unknown one throws
  /// ``MeasurementFormatError/unknownLocale(_:)``). Left-out options take their defaults.
  public init(from decoder: any Decoder) throws {
    let coded = try Coded(from: decoder)
    try self.init(
      width: coded.width, locale: coded.locale, number: coded.number ?? NumberOptions(),
      usage: coded.usage ?? .asProvided, hidesUnit: coded.hidesUnit ?? false,
      unitOptions: coded.unitOptions ?? [])
    range = coded.range ?? RangeOptions()
    grammaticalCase = coded.grammaticalCase
    includesSpokenForm = coded.includesSpokenForm ?? false
  }

  /// Encodes the width, the locale identifier and the options.
  ///
  /// ```swift
  /// let encoder = JSONEncoder()
  /// encoder.outputFormatting = .sortedKeys
  /// try encoder.encode(MeasurementFormat(width: .narrow, locale: "de-CH", usage: .road))
  /// // {"hidesUnit":false,"locale":"de_CH","number":{},"usage":{"name":"road"},"width":"narrow"}
  /// ```
  public func encode(to encoder: any Encoder) throws {
    try Coded(
      width: width, locale: localeIdentifier, number: number, usage: usage, hidesUnit: hidesUnit,
      unitOptions: unitOptions.isEmpty ? nil : unitOptions,
      range: range == RangeOptions() ? nil : range, grammaticalCase: grammaticalCase,
      includesSpokenForm: includesSpokenForm ? true : nil
    ).encode(to: encoder)
  }

  /// The locale as a BCP 47 tag ("de-CH", "ar-EG-u-nu-arab").
  public var languageTag: String {
    LocaleResolver.languageTag(localeIdentifier) ?? "und"
  }

  /// Whether the locale is written right to left (ar, he, fa, …).
  public var isRightToLeft: Bool { resolved.isRightToLeft }

  /// Closes the ICU formatters of the shared caches (they are reopened on demand). For
  /// memory pressure and for measuring cold starts; formatting never needs it.
  ///
  /// A format keeps the formatters it has used (at most 32 number formatters, with those
  /// of the configurations it derives) until its last copy is released, so that a format
  /// shared by many threads never waits for another: those are closed with it, and a
  /// format made afterwards opens its own again.
  ///
  /// ```swift
  /// MeasurementFormat.removeCachedFormatters()
  /// ```
  public static func removeCachedFormatters() {
    FormatterCaches.removeAll()
  }
}

/// The versions of ICU and of its CLDR data in use.
///
/// ```swift
/// ICUInfo.icuVersion   // "72.1"
/// ICUInfo.cldrVersion  // "42.0"
/// ```
public enum ICUInfo {
  /// ICU's version, e.g. "72.1".
  public static var icuVersion: String { ICU.version }
  /// The CLDR version of ICU's data, e.g. "42.0".
  public static var cldrVersion: String { ICU.cldrVersion }

  /// The locales the ICU in use has data for, as BCP 47 tags ("ar-SA", "sr-Latn-BA"), in
  /// ICU's order: for a locale picker, or to go through every locale. (Any other locale
  /// works too, with the data of its nearest parent.)
  ///
  /// ```swift
  /// ICUInfo.availableLocales.count            // 805 with ICU 72, 869 with ICU 76
  /// ICUInfo.availableLocales.contains("de-CH") // true
  /// ```
  public static let availableLocales: [String] = ICU.availableLocaleIDs.map { id in
    LocaleResolver.languageTag(id) ?? id
  }
}
