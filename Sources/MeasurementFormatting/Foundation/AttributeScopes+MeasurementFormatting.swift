import Foundation

extension AttributeScopes {
  /// The attributes of a formatted measurement in an `AttributedString`.
  ///
  /// Foundation's own scope already has `measurement`, `numberPart` and `numberFormat`
  /// (Apple's `Measurement.FormatStyle.Attributed`); these are named apart so both can
  /// be used in one program.
  ///
  /// ```swift
  /// let km = try MeasurementFormat(locale: "en").format(5, unit: "kilometer")
  /// let a = AttributedStringRenderer().render(km)
  /// for run in a.runs { print(String(a[run.range].characters), run.measurementPart!) }
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
    /// The resolved ``/MeasurementFormattingCore/TextStyle`` of a styled run.
    public let measurementTextStyle: MeasurementTextStyleAttribute
    /// The words that speak a part, when the measurement has its spoken form.
    public let measurementSpoken: MeasurementSpokenAttribute
    /// Foundation's attributes (`link`).
    public let foundation: AttributeScopes.FoundationAttributes

    /// The part of a measurement a run belongs to.
    public enum MeasurementPartAttribute: CodableAttributedStringKey {
      /// The attribute's value: a ``/MeasurementFormattingCore/FormattedMeasurement/Part``.
      public typealias Value = FormattedMeasurement.Part
      /// The attribute's name in an encoded `AttributedString`: "MeasurementFormatting.part".
      public static let name = "MeasurementFormatting.part"
    }

    /// The number part of a value run.
    public enum MeasurementNumberPartAttribute: CodableAttributedStringKey {
      /// The attribute's value: a ``/MeasurementFormattingCore/FormattedMeasurement/NumberPart``.
      public typealias Value = FormattedMeasurement.NumberPart
      /// The attribute's name in an encoded `AttributedString`: "MeasurementFormatting.numberPart".
      public static let name = "MeasurementFormatting.numberPart"
    }

    /// The end of a range a run comes from.
    public enum MeasurementRangeSourceAttribute: CodableAttributedStringKey {
      /// The attribute's value: a ``/MeasurementFormattingCore/FormattedMeasurement/RangeSource``.
      public typealias Value = FormattedMeasurement.RangeSource
      /// The attribute's name in an encoded `AttributedString`: "MeasurementFormatting.source".
      public static let name = "MeasurementFormatting.source"
    }

    /// The index of a mixed-unit component.
    public enum MeasurementComponentAttribute: CodableAttributedStringKey {
      /// The attribute's value: an index into
      /// ``/MeasurementFormattingCore/FormattedMeasurement/output``.
      public typealias Value = Int
      /// The attribute's name in an encoded `AttributedString`: "MeasurementFormatting.component".
      public static let name = "MeasurementFormatting.component"
    }

    /// The resolved style of a run.
    public enum MeasurementTextStyleAttribute: CodableAttributedStringKey {
      /// The attribute's value: the run's resolved ``/MeasurementFormattingCore/TextStyle``.
      public typealias Value = TextStyle
      /// The attribute's name in an encoded `AttributedString`: "MeasurementFormatting.textStyle".
      public static let name = "MeasurementFormatting.textStyle"
    }

    /// The words a screen reader should say instead of a part of the measurement (a
    /// unit, the text between the components, a number written otherwise): the part's
    /// words of ``/MeasurementFormattingCore/FormattedMeasurement/spoken``, set over the
    /// runs they speak where they are not the text shown ("kilometers" over "km"; none
    /// over "5", whose words are "5"), when the measurement has its spoken form.
    public enum MeasurementSpokenAttribute: CodableAttributedStringKey {
      /// The attribute's value: the words.
      public typealias Value = String
      /// The attribute's name in an encoded `AttributedString`: "MeasurementFormatting.spoken".
      public static let name = "MeasurementFormatting.spoken"
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

/// Renders a measurement as an `AttributedString` whose runs carry measfmt's tags and
/// Foundation's own attributes — for SwiftUI's `Text`, Foundation's attribute APIs and
/// Apple-style code.
///
/// Each run carries the tags of
/// ``FoundationEssentials/AttributeScopes/MeasurementFormattingAttributes``
/// (`measurementPart`, `measurementNumberPart`, `measurementRangeSource`,
/// `measurementComponent`, and `measurementSpoken`, the words of each part spoken
/// otherwise than shown, when the measurement has its spoken form), Foundation's own
/// attributes set as Foundation's number and
/// measurement styles set them — `measurement` `.value` on the number (its sign included)
/// and `.unit` on the unit; `numberPart` `.integer` over the integer part, group separators
/// included, and `.fraction`; `numberSymbol` `.groupingSeparator`, `.decimalSeparator`,
/// `.sign`, `.percent` — and, for a styled run, its resolved style as
/// `measurementTextStyle` and Foundation's `link` where the style has one. So Apple-style
/// code works unchanged:
/// `str.transformingAttributes(\.measurement) { if $0.value == .unit { … } }`.
///
/// Made on demand: on Linux building an `AttributedString` costs many times the
/// formatting itself (docs/performance.md has the figures), so keep
/// ``/MeasurementFormattingCore/FormattedMeasurement`` on hot paths.
///
/// ```swift
/// let a = AttributedStringRenderer().render(
///   try MeasurementFormat(locale: "en").format(-1.5, unit: "meter"))
/// a.runs.map(\.measurementNumberPart)  // [.minusSign, .integer, .decimal, .fraction, nil, nil]
/// ```
public struct AttributedStringRenderer: MeasurementRenderer {
  /// An `AttributedString` renderer; it has no options.
  ///
  /// ```swift
  /// let attributed = AttributedStringRenderer()
  /// ```
  public init() {}

  /// The measurement as an `AttributedString`, each styled run with its resolved style
  /// as `measurementTextStyle` (and its link as Foundation's `link`).
  ///
  /// ```swift
  /// let km = try MeasurementFormat(locale: "en").format(5, unit: .kilometer)
  /// let s = km.styled().restyling(.unit, with: TextStyle(font: .caption))
  /// AttributedStringRenderer().render(s).runs.map(\.measurementTextStyle?.font)
  /// // [nil, nil, .caption]
  /// ```
  /// - Parameter measurement: A styled measurement.
  /// - Returns: The attributed string.
  public func render(_ measurement: StyledMeasurement) -> AttributedString {
    let f = measurement.formatted
    let styled = measurement.hasStyles
    // One AttributedString of the whole text, attributes set run by run: on Linux each
    // AttributedString made or appended costs as much as setting a range's attributes,
    // and an AttributeContainer built key by key costs more (see `container(for:)`).
    var result = AttributedString(f.string)
    var start = result.startIndex
    // The spoken form's words by run, set in the same pass (each range set costs).
    let words = f.spoken.map { Self.wordsByRun($0, of: f) }
    for (i, run) in f.runs.enumerated() where !run.utf8Range.isEmpty {
      let end = result.utf8.index(start, offsetBy: run.utf8Range.count)
      var container = StyledMeasurement.container(for: run)
      if let words, let text = words[i] {
        container[AttributeScopes.MeasurementFormattingAttributes.MeasurementSpokenAttribute.self] =
          text
      }
      if styled {
        let style = measurement.resolvedStyle(ofRun: i)
        if !style.isEmpty {
          container[
            AttributeScopes.MeasurementFormattingAttributes.MeasurementTextStyleAttribute.self] =
            style
        }
        if let link = style.link { container.link = URL(string: link) }
      }
      result[start..<end].setAttributes(container)
      start = end
    }
    return result
  }

  /// Each run's words: those of the part that holds it where they are not its text
  /// shown ("kilometers" for "km"; not "5" for "5"); nil elsewhere, and where the words
  /// are empty.
  static func wordsByRun(_ spoken: SpokenForm, of f: FormattedMeasurement) -> [String?] {
    let runs = f.runs
    var words = [String?](repeating: nil, count: runs.count)
    let utf8 = f.string.utf8
    for part in spoken.parts where !part.text.isEmpty && part.runs.upperBound <= runs.count {
      let lower = runs[part.runs.lowerBound].utf8Range.lowerBound
      let upper = runs[part.runs.upperBound - 1].utf8Range.upperBound
      if lower <= upper, upper <= utf8.count,
        utf8.dropFirst(lower).prefix(upper - lower).elementsEqual(part.text.utf8)
      {
        continue
      }
      let text = String(part.text)
      for index in part.runs { words[index] = text }
    }
    return words
  }

}

extension StyledMeasurement {
  /// The attributes of a run's tags (measfmt's and Foundation's), made once per
  /// combination of tags and kept: building an `AttributeContainer` key by key costs
  /// about as much as formatting the measurement, and a measurement has few
  /// combinations (value/integer, unit, whitespace, …).
  static func container(for run: FormattedMeasurement.Run) -> AttributeContainer {
    let key = ContainerKey(run)
    if let found = containers.withLock({ $0[key] }) { return found }
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
    setFoundationAttributes(of: run, in: &container)
    containers.withLock { cache in
      if cache.count < 1024 { cache[key] = container }
    }
    return container
  }

  /// A run's tags, as the key of its attributes.
  struct ContainerKey: Hashable, Sendable {
    let part: FormattedMeasurement.Part
    let numberPart: FormattedMeasurement.NumberPart?
    let source: FormattedMeasurement.RangeSource?
    let component: Int?

    init(_ run: FormattedMeasurement.Run) {
      part = run.part
      numberPart = run.numberPart
      source = run.source
      component = run.component
    }
  }

  static let containers = Lock<[ContainerKey: AttributeContainer]>([:])
}

extension StyledMeasurement {
  /// Foundation's attributes for a run (what its number and measurement styles set).
  static func setFoundationAttributes(
    of run: FormattedMeasurement.Run, in container: inout AttributeContainer
  ) {
    typealias Foundation = AttributeScopes.FoundationAttributes
    typealias NumberPart = Foundation.NumberFormatAttributes.NumberPartAttribute.NumberPart
    typealias Symbol = Foundation.NumberFormatAttributes.SymbolAttribute.Symbol
    switch run.part {
    case .value: container[Foundation.MeasurementAttribute.self] = .value
    case .unit: container[Foundation.MeasurementAttribute.self] = .unit
    default: return
    }
    var part: NumberPart?
    var symbol: Symbol?
    switch run.numberPart {
    case .integer?: part = .integer
    case .group?: (part, symbol) = (.integer, .groupingSeparator)
    case .decimal?: symbol = .decimalSeparator
    case .fraction?: part = .fraction
    case .minusSign?, .plusSign?: symbol = .sign
    case .percentSign?: symbol = .percent
    default: break
    }
    if let part { container[Foundation.NumberFormatAttributes.NumberPartAttribute.self] = part }
    if let symbol { container[Foundation.NumberFormatAttributes.SymbolAttribute.self] = symbol }
  }
}
