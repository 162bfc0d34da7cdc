import Foundation

// On every platform, Apple's included: Apple's Foundation interpolates a value with a format
// style in `String(localized:)` and SwiftUI's `Text`, not in a plain string, so a package
// that writes `"\(wind, format: style)"` needs this on Apple platforms too. Its parameters are
// the measurement styles themselves, not any `FormatStyle`: should a Foundation declare the
// generic `appendInterpolation(_:format:)` for plain strings, these stay the more specific
// overloads and are chosen, with the same text (FoundationStandInTests).

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension DefaultStringInterpolation {
  /// Interpolates a measurement written by a measurement format style, as
  /// `String(localized:)` does on Apple platforms.
  ///
  /// ```swift
  /// let wind = Measurement(value: 15, unit: UnitSpeed.knots)
  /// let knots = Measurement<UnitSpeed>.FormatStyle(
  ///   width: .abbreviated, locale: Locale(identifier: "en_US"), usage: .asProvided)
  /// "Wind \(wind, format: knots)"  // "Wind 15 kn"
  /// ```
  /// - Parameters:
  ///   - value: The measurement.
  ///   - format: The style that writes it, such as
  ///     `.measurement(width: .narrow, usage: .road)`.
  public mutating func appendInterpolation<UnitType: Dimension>(
    _ value: Measurement<UnitType>, format: Measurement<UnitType>.FormatStyle
  ) {
    appendLiteral(format.format(value))
  }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension DefaultStringInterpolation {
  /// Interpolates a quantity of data written by the byte-count style.
  ///
  /// ```swift
  /// let file = Measurement(value: 1024, unit: UnitInformationStorage.bytes)
  /// "\(file, format: .byteCount(style: .memory))"  // "1 kB"
  /// ```
  /// - Parameters:
  ///   - value: The quantity of data.
  ///   - format: The byte-count style that writes it.
  public mutating func appendInterpolation(
    _ value: Measurement<UnitInformationStorage>,
    format: Measurement<UnitInformationStorage>.FormatStyle.ByteCount
  ) {
    appendLiteral(format.format(value))
  }
}
