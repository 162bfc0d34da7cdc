/// A formatted measurement with styles: a base (outer) style for the whole text and
/// an own style per run that overrides only the properties it sets.
///
/// Get one with ``FormattedMeasurement/styled(base:)``, change it with
/// `restyling(_:with:)`, ``transformingStyles(_:)``, ``transformingParts(_:)`` and
/// ``whitespace(_:)``, and hand it to a renderer (``ANSIRenderer``,
/// ``HTMLRenderer``, ``JSONRenderer``, ``PlainRenderer``) or convert it to an
/// `AttributedString`.
///
/// ```swift
/// let km = try MeasurementFormat(width: .narrow, locale: "de").format(5, unit: "kilometer")
/// let styled = km.styled(base: TextStyle(foreground: .red))
///   .restyling(.unit, with: TextStyle(font: .caption))
/// styled.resolvedStyle(ofRun: 2)  // foreground red, font caption: the cascade
/// ANSIRenderer(colors: .basic).render(styled)  // "\u{1B}[31m5 \u{1B}[2mkm\u{1B}[0m"
/// ```
public struct StyledMeasurement: Sendable {
  /// The formatted text and its tagged runs. Read-only: the runs' own styles belong to
  /// these runs (``whitespace(_:)`` changes both together).
  ///
  /// ```swift
  /// let km = try MeasurementFormat(locale: "de").format(5, unit: .kilometer)
  /// km.styled().whitespace(.remove).formatted.string  // "5km"
  /// ```
  public internal(set) var formatted: FormattedMeasurement
  /// The outer style, applied to every run under the run's own style.
  public var base: TextStyle

  /// The runs' own styles, as restyling rules (see ``StyleRules``).
  var rules: StyleRules

  /// A styled measurement with one own style per run, or nil when `runStyles` is neither
  /// empty (no run has a style of its own) nor one style per run of `formatted` — rather
  /// than drop styles that fit no run.
  ///
  /// ```swift
  /// let km = try MeasurementFormat(locale: "en").format(5, unit: .kilometer)  // 3 runs
  /// StyledMeasurement(formatted: km, runStyles: [TextStyle(), TextStyle(), .dim])  // the unit dim
  /// StyledMeasurement(formatted: km, base: .bold)  // every run bold
  /// StyledMeasurement(formatted: km, runStyles: [.dim])  // nil: 1 style for 3 runs
  /// ```
  /// - Parameters:
  ///   - formatted: The formatted measurement.
  ///   - base: The outer style, under every run's own.
  ///   - runStyles: Empty, or each run's own style, in the order of `formatted.runs`.
  public init?(
    formatted: FormattedMeasurement, base: TextStyle = TextStyle(), runStyles: [TextStyle] = []
  ) {
    guard runStyles.isEmpty || runStyles.count == formatted.runs.count else { return nil }
    self.init(
      formatted: formatted, base: base,
      rules: runStyles.isEmpty ? StyleRules() : StyleRules(perRun: runStyles))
  }

  @inline(__always)
  init(formatted: consuming FormattedMeasurement, base: TextStyle, rules: StyleRules) {
    self.formatted = formatted
    self.base = base
    self.rules = rules
  }

  /// The own style of each run, parallel to `formatted.runs`; empty while no run has
  /// one.
  ///
  /// ```swift
  /// km.styled().runStyles                               // []
  /// km.styled().restyling(.unit, with: .dim).runStyles  // [TextStyle(), TextStyle(), .dim]
  /// ```
  public var runStyles: [TextStyle] {
    guard !rules.isEmpty else { return [] }
    let own = formatted.runs.indices.map { ownStyle(ofRun: $0) }
    guard own.contains(where: { $0 != nil }) else { return [] }
    return own.map { $0 ?? TextStyle() }
  }

  /// The run's own style (unset properties inherit from ``base``).
  ///
  /// ```swift
  /// styled.style(ofRun: 0)  // TextStyle(): the value has no style of its own
  /// ```
  public func style(ofRun index: Int) -> TextStyle {
    ownStyle(ofRun: index) ?? TextStyle()
  }

  /// The style a renderer draws the run with: ``base`` merged with the run's own style.
  ///
  /// ```swift
  /// let s = km.styled(base: TextStyle(foreground: .red)).restyling(.unit, with: .init(font: .caption))
  /// s.resolvedStyle(ofRun: 2)  // TextStyle(font: .caption, foreground: .red)
  /// ```
  public func resolvedStyle(ofRun index: Int) -> TextStyle {
    guard let own = ownStyle(ofRun: index) else { return base }
    return base.merging(own)
  }

  /// Every run with its text and resolved style, in order.
  ///
  /// ```swift
  /// styled.styledParts.map { "\($0.text)" }  // ["5", " ", "km"]
  /// ```
  public var styledParts: [(text: Substring, run: FormattedMeasurement.Run, style: TextStyle)] {
    formatted.runs.indices.map { i in
      let run = formatted.runs[i]
      return (formatted.text(of: run), run, resolvedStyle(ofRun: i))
    }
  }

  /// Whether the base or any run has a style.
  public var hasStyles: Bool {
    !base.isEmpty || rules.contains { !$0.isEmpty }
  }

  /// The run's own style, or nil when it has none (no rule matches it).
  @inline(__always)
  func ownStyle(ofRun index: Int) -> TextStyle? {
    guard !rules.isEmpty, index >= 0, index < formatted.runs.count else { return nil }
    return rules.ownStyle(of: formatted.runs[index], at: index)
  }
}

extension StyledMeasurement: Hashable {
  /// Equal when the text, runs, base and every run's own style are equal, however the
  /// styles were set.
  public static func == (lhs: StyledMeasurement, rhs: StyledMeasurement) -> Bool {
    lhs.formatted == rhs.formatted && lhs.base == rhs.base
      && lhs.formatted.runs.indices.allSatisfy { lhs.style(ofRun: $0) == rhs.style(ofRun: $0) }
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(formatted)
    hasher.combine(base)
    for i in formatted.runs.indices { hasher.combine(style(ofRun: i)) }
  }
}

extension FormattedMeasurement {
  /// This measurement with a base style and no per-run styles yet.
  ///
  /// ```swift
  /// let km = try MeasurementFormat(locale: "en").format(5, unit: "kilometer")
  /// PlainRenderer().render(km.styled())  // "5 km"
  /// ```
  public consuming func styled(base: TextStyle = TextStyle()) -> StyledMeasurement {
    StyledMeasurement(formatted: self, base: base, rules: StyleRules())
  }
}

extension StyledMeasurement: CustomStringConvertible {
  /// The plain text.
  public var description: String { formatted.string }
}
