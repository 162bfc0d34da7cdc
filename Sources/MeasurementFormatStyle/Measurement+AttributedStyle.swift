#if !canImport(Darwin)
  import Foundation
  import MeasurementFormatting

  extension Measurement where UnitType: Dimension {
    /// Apple's attributed measurement style, on Linux: the string of
    /// ``Measurement/FormatStyle`` as an `AttributedString` whose runs carry Foundation's
    /// `measurement` (`.value`, `.unit`), `numberPart` (`.integer` over the whole integer
    /// part, group separators included; `.fraction`) and `numberSymbol`
    /// (`.groupingSeparator`, `.decimalSeparator`, `.sign`, `.percent`) attributes, as
    /// Foundation's number styles set them, and measfmt's own (`measurementPart`, …),
    /// among them `measurementSpoken`: the words a screen reader should say for each part
    /// ("feet" for "′"), from measfmt's spoken form of the same measurement.
    ///
    /// ```swift
    /// var str = Measurement(value: 5, unit: UnitLength.kilometers)
    ///   .formatted(.measurement(width: .abbreviated).locale(Locale(identifier: "en_US")).attributed)
    /// str.transformingAttributes(\.measurement, \.link) { measurement, link in
    ///   if measurement.value == .unit { link.value = URL(string: "https://en.wikipedia.org/wiki/Kilometre") }
    /// }
    /// ```
    public struct AttributedStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
      let style: FormatStyle

      /// The measurement as an attributed string.
      public func format(_ measurement: Measurement<UnitType>) -> AttributedString {
        AttributedStringRenderer().render(style.formattedSpeaking(measurement))
      }

      /// The same style with another locale.
      public func locale(_ locale: Locale) -> Self {
        Self(style: style.locale(locale))
      }
    }
  }
#endif
