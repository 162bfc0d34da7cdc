import Foundation

extension AttributeScopes {
  /// The attributes of a formatted measurement in an `AttributedString`.
  ///
  /// Foundation's own scope already has `measurement`, `numberPart` and `numberFormat`
  /// (Apple's `Measurement.FormatStyle.Attributed`); these are named apart so both can
  /// be used in one program.
  ///
  /// ```swift
  /// let a = try MeasurementFormat(locale: "en").format(5, unit: "kilometer").attributedString
  /// for run in a.runs { print(a[run.range], run.measurementPart!) }
  /// // 5 value
  /// //   whitespace
  /// // km unit
  /// ```
  public struct MeasurementFormattingAttributes: AttributeScope {
    /// value, unit, whitespace or literal.
    public let measurementPart: MeasurementPartAttribute
    /// The ECMA-402 number part inside a value.
    public let measurementNumberPart: MeasurementNumberPartAttribute
    /// startRange, endRange or shared, in ranges.
    public let measurementRangeSource: MeasurementRangeSourceAttribute
    /// The component index of a mixed-unit measurement.
    public let measurementComponent: MeasurementComponentAttribute
    /// The resolved ``TextStyle`` of a styled run.
    public let measurementTextStyle: MeasurementTextStyleAttribute
    /// Foundation's attributes (`link`).
    public let foundation: AttributeScopes.FoundationAttributes

    /// The part of a measurement a run belongs to.
    public enum MeasurementPartAttribute: CodableAttributedStringKey {
      public typealias Value = FormattedMeasurement.Part
      public static let name = "MeasurementFormatting.part"
    }

    /// The number part of a value run.
    public enum MeasurementNumberPartAttribute: CodableAttributedStringKey {
      public typealias Value = FormattedMeasurement.NumberPart
      public static let name = "MeasurementFormatting.numberPart"
    }

    /// The end of a range a run comes from.
    public enum MeasurementRangeSourceAttribute: CodableAttributedStringKey {
      public typealias Value = FormattedMeasurement.RangeSource
      public static let name = "MeasurementFormatting.source"
    }

    /// The index of a mixed-unit component.
    public enum MeasurementComponentAttribute: CodableAttributedStringKey {
      public typealias Value = Int
      public static let name = "MeasurementFormatting.component"
    }

    /// The resolved style of a run.
    public enum MeasurementTextStyleAttribute: CodableAttributedStringKey {
      public typealias Value = TextStyle
      public static let name = "MeasurementFormatting.textStyle"
    }
  }

  /// The measurement formatting scope, for `AttributedString` APIs that take a scope.
  public var measurementFormatting: MeasurementFormattingAttributes.Type {
    MeasurementFormattingAttributes.self
  }
}

extension AttributeDynamicLookup {
  /// `attributedString.measurementPart`, `run.measurementNumberPart`, …
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.MeasurementFormattingAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension FormattedMeasurement {
  /// The measurement as an `AttributedString` with ``AttributeScopes/MeasurementFormattingAttributes``.
  ///
  /// Made on demand: on Linux building an `AttributedString` costs about 40× the
  /// formatting itself, so keep ``FormattedMeasurement`` on hot paths.
  ///
  /// ```swift
  /// let a = try MeasurementFormat(locale: "en").format(-1.5, unit: "meter").attributedString
  /// a.runs.map(\.measurementNumberPart)  // [.minusSign, .integer, .decimal, .fraction, nil, nil]
  /// ```
  public var attributedString: AttributedString {
    styled().attributedString(includeStyles: false)
  }
}

extension StyledMeasurement {
  /// The measurement as an `AttributedString`: the tags of
  /// ``AttributeScopes/MeasurementFormattingAttributes``, each styled run's resolved
  /// style as `measurementTextStyle`, and Foundation's `link` where the style has one.
  ///
  /// ```swift
  /// let s = km.styled().restyling(.unit, with: TextStyle(font: .caption))
  /// s.attributedString.runs.map(\.measurementTextStyle?.font)  // [nil, nil, .caption]
  /// ```
  public var attributedString: AttributedString {
    attributedString(includeStyles: true)
  }

  func attributedString(includeStyles: Bool) -> AttributedString {
    let f = formatted
    var result = AttributedString()
    for (i, run) in f.runs.enumerated() where !run.utf8Range.isEmpty {
      var container = AttributeContainer()
      container[AttributeScopes.MeasurementFormattingAttributes.MeasurementPartAttribute.self] =
        run.part
      container[
        AttributeScopes.MeasurementFormattingAttributes.MeasurementNumberPartAttribute.self] =
        run.numberPart
      container[
        AttributeScopes.MeasurementFormattingAttributes.MeasurementRangeSourceAttribute.self] =
        run.source
      container[
        AttributeScopes.MeasurementFormattingAttributes.MeasurementComponentAttribute.self] =
        run.component
      if includeStyles {
        let style = resolvedStyle(ofRun: i)
        if !style.isEmpty {
          container[
            AttributeScopes.MeasurementFormattingAttributes.MeasurementTextStyleAttribute.self] =
            style
        }
        if let link = style.link { container.link = link }
      }
      result.append(AttributedString(String(f.text(of: run)), attributes: container))
    }
    return result
  }
}
