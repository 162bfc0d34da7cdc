/// The runs a restyling rule applies to: every run of a part, number part or range
/// source, or one run by its index (what a per-run style is).
enum RunSelector: Hashable, Sendable {
  case part(FormattedMeasurement.Part)
  case numberPart(FormattedMeasurement.NumberPart)
  case source(FormattedMeasurement.RangeSource)
  case run(Int)

  // The run's stored codes are compared, not tags decoded from them.
  @inline(__always)
  func matches(_ run: FormattedMeasurement.Run, at index: Int) -> Bool {
    switch self {
    case .part(let part): return run.partCode == part.code
    case .numberPart(let numberPart): return run.numberPartCode == numberPart.code
    case .source(let source): return run.sourceCode == source.code
    case .run(let target): return index == target
    }
  }
}

/// "Restyle the runs this selector picks with this style."
struct StyleRule: Hashable, Sendable {
  var selector: RunSelector
  var style: TextStyle
}

/// The runs' own styles of a ``StyledMeasurement``: restyling rules, applied in order,
/// each merged into the own style of the runs it selects. A style given per run is a
/// rule for that run's index, so part restylings and per-run styles are one list.
///
/// The first rule is stored inline: the common "restyle the unit, render" path
/// allocates nothing.
struct StyleRules: Sendable {
  // Not an optional rule: an optional field makes every init and return of a styled
  // measurement copy the whole struct. `hasFirst` says whether `first` holds a rule.
  fileprivate var hasFirst = false
  fileprivate var first = StyleRule(selector: .run(0), style: TextStyle())
  fileprivate var rest: [StyleRule] = []

  /// No rules: no run has a style of its own.
  init() {}

  /// One rule per run, for a style per run (`styles[i]` for run `i`).
  init(perRun styles: [TextStyle]) {
    for (index, style) in styles.enumerated() { append(.run(index), style) }
  }

  var isEmpty: Bool { !hasFirst }

  @inline(__always)
  mutating func append(_ selector: RunSelector, _ style: TextStyle) {
    if hasFirst {
      rest.append(StyleRule(selector: selector, style: style))
    } else {
      first.selector = selector
      first.style = style
      hasFirst = true
    }
  }

  /// Whether any rule's style satisfies `predicate`.
  func contains(where predicate: (TextStyle) -> Bool) -> Bool {
    hasFirst && (predicate(first.style) || rest.contains { predicate($0.style) })
  }

  /// The own style of the run at `index`: every matching rule merged in order, or nil
  /// when no rule matches it.
  @inline(__always)
  func ownStyle(of run: FormattedMeasurement.Run, at index: Int) -> TextStyle? {
    guard hasFirst else { return nil }
    var own: TextStyle? = first.selector.matches(run, at: index) ? first.style : nil
    for rule in rest where rule.selector.matches(run, at: index) {
      own = (own ?? TextStyle()).merging(rule.style)
    }
    return own
  }

  /// The rules after runs were removed or moved: `newIndex` gives a run's new index,
  /// nil when it is gone (its own style goes with it).
  func remappingRuns(_ newIndex: (Int) -> Int?) -> StyleRules {
    var result = StyleRules()
    guard hasFirst else { return result }
    for rule in [first] + rest {
      if case .run(let index) = rule.selector {
        guard let moved = newIndex(index) else { continue }
        result.append(.run(moved), rule.style)
      } else {
        result.append(rule.selector, rule.style)
      }
    }
    return result
  }
}

// MARK: - What renderers read

/// Which of a few distinct resolved styles ("slots") each run of a styled measurement
/// takes, so that a renderer turns each distinct style into its own form (SGR state,
/// CSS, JSON) once; see ``StyledMeasurement/styleSlots``. A plain value that renderers
/// keep in their loops.
///
/// With no rules there is one slot, the base style; with one rule, two: the base, and
/// the base merged with the rule's style for the runs it selects. Otherwise each run
/// has a slot of its own (slot `i` for run `i`). A measurement without runs has the
/// base in slot 0 either way.
///
/// ```swift
/// let km = try MeasurementFormat(locale: "en").format(5, unit: "kilometer")  // "5", " ", "km"
/// let styled = km.styled().restyling(.unit, with: .dim)
/// styled.styleSlots.count                     // 2
/// styled.styleSlots.slot(of: km.runs[2], at: 2)  // 1
/// styled.resolvedStyle(ofSlot: 1)             // TextStyle(dim: true)
/// ```
package struct StyleSlots {
  /// How many slots there are: 1, 2, or one per run.
  package let count: Int
  let selector: RunSelector
  let perRun: Bool

  /// The slot of the run at `index`.
  @inline(__always)
  package func slot(of run: FormattedMeasurement.Run, at index: Int) -> Int {
    if perRun { return index }
    return selector.matches(run, at: index) ? 1 : 0
  }
}

extension StyledMeasurement {
  /// The distinct resolved styles of the runs and which one each run takes.
  @inline(__always)
  package var styleSlots: StyleSlots {
    if !rules.hasFirst { return StyleSlots(count: 1, selector: .run(-1), perRun: false) }
    if rules.rest.isEmpty {
      return StyleSlots(count: 2, selector: rules.first.selector, perRun: false)
    }
    let count = formatted.runs.count
    return StyleSlots(count: count, selector: .run(-1), perRun: count > 0)
  }

  /// The resolved style of a slot of ``styleSlots``: ``base`` merged with the own style
  /// of the runs that take it.
  @inline(__always)
  package func resolvedStyle(ofSlot slot: Int) -> TextStyle {
    withResolvedStyle(ofSlot: slot) { copy $0 }
  }

  /// Calls `body` with the resolved style of a slot of ``styleSlots`` (without copying
  /// the base), and returns its result.
  @inline(__always)
  package func withResolvedStyle<Result>(
    ofSlot slot: Int, _ body: (borrowing TextStyle) -> Result
  ) -> Result {
    if !rules.hasFirst || slot == 0 && rules.rest.isEmpty { return body(base) }
    if rules.rest.isEmpty {
      // Most restylings have no base under them: the rule's style is the resolved one.
      if base.isEmpty { return body(rules.first.style) }
      return body(base.merging(rules.first.style))
    }
    return body(resolvedStyle(ofRun: slot))
  }

  /// Whether the base or any run's own style sets a link.
  @inline(__always)
  package var stylesSetLinks: Bool {
    base.link != nil || rules.contains { $0.link != nil }
  }
}
