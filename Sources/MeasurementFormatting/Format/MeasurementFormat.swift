import Foundation

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
public struct MeasurementFormat: Hashable, Sendable, Codable {
  /// How long the unit is written.
  public var width: UnitWidth
  /// The ICU locale identifier (canonical form of what was given).
  public private(set) var localeIdentifier: String
  /// Digits, rounding, grouping, sign, notation.
  public var number: NumberOptions
  /// CLDR unit preferences: converts to the unit the locale uses for this purpose.
  public var usage: Usage
  /// Shows the value only. (ICU 72's own `unit-width-hidden` prints the full unit
  /// name; this really hides it.)
  public var hidesUnit: Bool

  /// A configuration for a locale given by identifier: BCP 47 (`de-CH`,
  /// `ar-EG-u-nu-arab`, `en-US-u-ms-metric`), POSIX (`de_CH.UTF-8`) or ICU (`de_CH@numbers=arab`).
  ///
  /// - Throws: ``MeasurementFormatError/malformedLocale(_:)`` or
  ///   ``MeasurementFormatError/unknownLocale(_:)``.
  public init(
    width: UnitWidth = .abbreviated, locale: String, number: NumberOptions = NumberOptions(),
    usage: Usage = .asProvided, hidesUnit: Bool = false
  ) throws(MeasurementFormatError) {
    self.width = width
    self.localeIdentifier = try LocaleResolver.resolve(locale)
    self.number = number
    self.usage = usage
    self.hidesUnit = hidesUnit
  }

  /// A configuration for a Foundation locale.
  public init(
    width: UnitWidth = .abbreviated, locale: Locale, number: NumberOptions = NumberOptions(),
    usage: Usage = .asProvided, hidesUnit: Bool = false
  ) {
    self.width = width
    self.localeIdentifier = LocaleResolver.resolve(locale)
    self.number = number
    self.usage = usage
    self.hidesUnit = hidesUnit
  }

  /// The locale as a BCP 47 tag ("de-CH", "ar-EG-u-nu-arab").
  public var languageTag: String {
    let (tag, status) = ICU.languageTag(localeID: localeIdentifier)
    return status <= 0 && !tag.isEmpty ? tag : "und"
  }

  /// Whether the locale is written right to left (ar, he, fa, …).
  public var isRightToLeft: Bool { ICU.isRightToLeft(localeID: localeIdentifier) }
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
}
