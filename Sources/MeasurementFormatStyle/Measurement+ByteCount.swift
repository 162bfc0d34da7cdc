#if !canImport(Darwin)
  import Foundation
  import MeasurementFormatting

  extension Measurement.FormatStyle where UnitType == UnitInformationStorage {
    /// Apple's byte-count style for measurements of information storage, on Linux: the
    /// measurement in bytes, written by Foundation's own `ByteCountFormatStyle` (which
    /// Linux has), so it prints what `Int64.formatted(.byteCount(…))` prints.
    ///
    /// A measurement in bits or other units is converted to bytes and rounded to a whole
    /// byte (to nearest, ties away from zero); one beyond `Int64` is clamped to it.
    ///
    /// ```swift
    /// Measurement(value: 1024, unit: UnitInformationStorage.bytes)
    ///   .formatted(.byteCount(style: .memory))  // "1 kB"
    /// ```
    public struct ByteCount: Foundation.FormatStyle, Codable, Hashable, Sendable {
      /// How the bytes are counted: `.file` and `.decimal` in powers of 1000,
      /// `.memory` and `.binary` in powers of 1024.
      public typealias Style = ByteCountFormatStyle.Style
      /// The units the style may use (`.kb`, `[.mb, .gb]`, `.all`).
      public typealias Units = ByteCountFormatStyle.Units

      /// How the bytes are counted.
      public var style: Style
      /// The units the style may use.
      public var allowedUnits: Units
      /// Whether zero is spelled out ("Zero kB") where the language does.
      public var spellsOutZero: Bool
      /// Whether the exact count follows ("1 kB (1,024 bytes)").
      public var includesActualByteCount: Bool
      /// The locale (the current one from the environment, as for
      /// ``Measurement/FormatStyle``).
      public var locale: Locale

      /// Creates a byte-count style.
      ///
      /// ```swift
      /// let style = Measurement<UnitInformationStorage>.FormatStyle.ByteCount(
      ///   style: .memory, allowedUnits: .kb, spellsOutZero: true,
      ///   includesActualByteCount: true, locale: Locale(identifier: "en_US"))
      /// style.format(Measurement(value: 1024, unit: .bytes))  // "1 kB (1,024 bytes)"
      /// ```
      /// - Parameters:
      ///   - style: How the bytes are counted.
      ///   - allowedUnits: The units the style may use.
      ///   - spellsOutZero: Whether zero is spelled out.
      ///   - includesActualByteCount: Whether the exact count follows.
      ///   - locale: The locale.
      public init(
        style: Style, allowedUnits: Units, spellsOutZero: Bool, includesActualByteCount: Bool,
        locale: Locale
      ) {
        self.style = style
        self.allowedUnits = allowedUnits
        self.spellsOutZero = spellsOutZero
        self.includesActualByteCount = includesActualByteCount
        self.locale = locale
      }

      /// Foundation's style for the same settings, in the environment's locale when this
      /// one is the current one.
      var foundationStyle: ByteCountFormatStyle {
        let resolved = CurrentLocale.fromEnvironment(for: locale).map(Locale.init(identifier:))
        return ByteCountFormatStyle(
          style: style, allowedUnits: allowedUnits, spellsOutZero: spellsOutZero,
          includesActualByteCount: includesActualByteCount, locale: resolved ?? locale)
      }

      /// The measurement in whole bytes.
      static func bytes(_ measurement: Measurement<UnitInformationStorage>) -> Int64 {
        let bytes = measurement.converted(to: .bytes).value.rounded(.toNearestOrAwayFromZero)
        guard bytes.isFinite else { return bytes > 0 ? .max : bytes < 0 ? .min : 0 }
        return bytes >= 0x1p63 ? .max : bytes < -0x1p63 ? .min : Int64(bytes)
      }

      /// The measurement as text.
      public func format(_ value: Measurement<UnitInformationStorage>) -> String {
        foundationStyle.format(Self.bytes(value))
      }

      /// The same style with another locale.
      public func locale(_ locale: Locale) -> Self {
        var copy = self
        copy.locale = locale
        return copy
      }

      /// The same style producing an `AttributedString` with Foundation's `byteCount` and
      /// `numberPart` attributes.
      public var attributed: Measurement<UnitInformationStorage>.AttributedStyle.ByteCount {
        Measurement<UnitInformationStorage>.AttributedStyle.ByteCount(style: self)
      }
    }
  }

  extension Measurement.AttributedStyle where UnitType == UnitInformationStorage {
    /// Apple's attributed byte-count style: Foundation's `ByteCountFormatStyle.Attributed`
    /// for the measurement in bytes.
    ///
    /// ```swift
    /// let text = Measurement(value: 1024, unit: UnitInformationStorage.bytes)
    ///   .formatted(.byteCount(style: .memory).attributed)
    /// text.runs.map(\.byteCount)  // [.value, nil, .unit(.kb)]
    /// ```
    public struct ByteCount: Foundation.FormatStyle, Codable, Hashable, Sendable {
      /// How the bytes are counted.
      public typealias Style = ByteCountFormatStyle.Style

      let style: Measurement<UnitInformationStorage>.FormatStyle.ByteCount

      /// The measurement as an attributed string.
      public func format(_ value: Measurement<UnitInformationStorage>) -> AttributedString {
        style.foundationStyle.attributed.format(
          Measurement<UnitInformationStorage>.FormatStyle.ByteCount.bytes(value))
      }

      /// The same style with another locale.
      public func locale(_ locale: Locale) -> Self {
        Self(style: style.locale(locale))
      }
    }
  }

  extension FormatStyle
  where Self == Measurement<UnitInformationStorage>.FormatStyle.ByteCount {
    /// A byte-count style for measurements, as on Apple platforms.
    ///
    /// ```swift
    /// Measurement(value: 1.5, unit: UnitInformationStorage.megabytes)
    ///   .formatted(.byteCount(style: .file))  // "1.5 MB"
    /// ```
    /// - Parameters:
    ///   - style: How the bytes are counted.
    ///   - allowedUnits: The units the style may use (default: all).
    ///   - spellsOutZero: Whether zero is spelled out (default: true).
    ///   - includesActualByteCount: Whether the exact count follows (default: false).
    public static func byteCount(
      style: Measurement<UnitInformationStorage>.FormatStyle.ByteCount.Style,
      allowedUnits: Measurement<UnitInformationStorage>.FormatStyle.ByteCount.Units = .all,
      spellsOutZero: Bool = true, includesActualByteCount: Bool = false
    ) -> Self {
      Measurement<UnitInformationStorage>.FormatStyle.ByteCount(
        style: style, allowedUnits: allowedUnits, spellsOutZero: spellsOutZero,
        includesActualByteCount: includesActualByteCount, locale: .autoupdatingCurrent)
    }
  }
#endif
