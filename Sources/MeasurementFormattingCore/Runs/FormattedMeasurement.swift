/// A formatted measurement: the text and contiguous tagged runs that cover it.
///
/// This is the light result of formatting — a `String` plus a compact array of
/// runs (12 bytes each). Convert it to an `AttributedString` only when you need one;
/// on Linux that costs many times the formatting itself (the Performance article
/// has the figures).
///
/// ```swift
/// let km = try MeasurementFormat(width: .narrow, locale: "de").format(5, unit: "kilometer")
/// km.string                                   // "5 km"
/// km.parts.map { "\($0.text)/\($0.run.part)" } // ["5/value", " /whitespace", "km/unit"]
/// ```
public struct FormattedMeasurement: Hashable, Sendable {
  /// The formatted text.
  public internal(set) var string: String
  /// Contiguous runs covering every character of ``string``, in order.
  public internal(set) var runs: [Run]
  /// The CLDR identifier of the unit shown (after `usage` or conversion), e.g.
  /// "kilometer" or "foot-and-inch". Empty for a custom unit CLDR lacks.
  public internal(set) var unit: String
  /// The value(s) shown, one per component unit (several for mixed units, two for a
  /// range).
  public internal(set) var output: [Component] {
    get { extraOutput ?? [Component(unit: unit, value: value)] }
    set { extraOutput = newValue }
  }
  /// The value of a single-unit result; `output` is built from it on demand, which
  /// spares the hot path an array allocation.
  var value: Double
  var extraOutput: [Component]? = nil
  /// The ICU locale identifier used.
  public internal(set) var localeIdentifier: String
  /// Whether the locale is written right to left.
  public internal(set) var isRightToLeft: Bool
  /// The words a screen reader should say, whole and part by part; nil unless the format's
  /// ``MeasurementFormat/includesSpokenForm`` is on.
  ///
  /// ```swift
  /// var format = try MeasurementFormat(width: .narrow, locale: "en")
  /// format.includesSpokenForm = true
  /// format.format(30, unit: .minute).spoken?.string  // "30 minutes"
  /// ```
  public internal(set) var spoken: SpokenForm? {
    get { spokenBox?.form }
    set { spokenBox = newValue.map(SpokenBox.init) }
  }
  /// ``spoken``, boxed: a result without one (most) copies one nil reference.
  var spokenBox: SpokenBox? = nil

  /// What ``==(_:_:)`` compares: the text, runs, unit, output, locale and spoken form
  /// (not how the output is stored).
  private struct Identity: Hashable {
    var string: String
    var runs: [Run]
    var unit: String
    var output: [Component]
    var localeIdentifier: String
    var isRightToLeft: Bool
    var spoken: SpokenForm?
  }

  private var identity: Identity {
    Identity(
      string: string, runs: runs, unit: unit, output: output,
      localeIdentifier: localeIdentifier, isRightToLeft: isRightToLeft, spoken: spoken)
  }

  /// Whether two results are the same text with the same runs, output and locale.
  public static func == (a: FormattedMeasurement, b: FormattedMeasurement) -> Bool {
    a.identity == b.identity
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

  /// One unit of the output and the value shown for it.
  public struct Component: Hashable, Sendable, Codable {
    /// The CLDR unit identifier ("foot"), or the symbol of a custom unit.
    public var unit: String
    /// The value in that unit, before rounding for display.
    public var value: Double

    /// A component: a unit identifier (or custom symbol) and its value.
    ///
    /// ```swift
    /// FormattedMeasurement.Component(unit: "foot", value: 5)
    /// ```
    public init(unit: String, value: Double) {
      self.unit = unit
      self.value = value
    }
  }

  /// One contiguous piece of the text with its tags.
  public struct Run: Hashable, Sendable {
    @usableFromInline var start: Int32
    @usableFromInline var end: Int32
    @usableFromInline var partCode: UInt8
    @usableFromInline var numberPartCode: UInt8
    @usableFromInline var sourceCode: UInt8
    @usableFromInline var componentCode: UInt8

    static let none: UInt8 = 0xFF

    /// A run over UTF-8 byte offsets of a formatted string, or nil when it cannot be one:
    /// offsets below 0 or past `Int32.max` (a run stores them in 32 bits), or a component
    /// index outside 0...254.
    ///
    /// ```swift
    /// FormattedMeasurement.Run(utf8Range: 0..<1, part: .value, numberPart: .minusSign)
    /// // a run: "-" in "-5 km"
    /// FormattedMeasurement.Run(utf8Range: 0..<(1 << 32), part: .value)  // nil
    /// FormattedMeasurement.Run(utf8Range: 0..<1, part: .value, component: 255)  // nil
    /// ```
    /// - Parameters:
    ///   - utf8Range: The run's UTF-8 byte offsets in ``FormattedMeasurement/string``.
    ///   - part: The semantic part.
    ///   - numberPart: Inside a value, which piece of the number.
    ///   - source: In a range, which end the run comes from.
    ///   - component: For mixed units, the index of the component in
    ///     ``FormattedMeasurement/output``.
    public init?(
      utf8Range: Range<Int>, part: Part, numberPart: NumberPart? = nil,
      source: RangeSource? = nil, component: Int? = nil
    ) {
      guard utf8Range.lowerBound >= 0, utf8Range.upperBound <= Int(Int32.max) else { return nil }
      if let component, component < 0 || component >= Int(Run.none) { return nil }
      self.init(
        span: utf8Range, part: part, numberPart: numberPart, source: source,
        component: component)
    }

    /// A run the format path makes: its offsets are within ICU's results (at most
    /// `Int32.max` UTF-16 units, far fewer bytes in practice) and its components few.
    init(
      span: Range<Int>, part: Part, numberPart: NumberPart? = nil,
      source: RangeSource? = nil, component: Int? = nil
    ) {
      start = Int32(truncatingIfNeeded: span.lowerBound)
      end = Int32(truncatingIfNeeded: span.upperBound)
      partCode = part.code
      numberPartCode = numberPart?.code ?? Run.none
      sourceCode = source?.code ?? Run.none
      componentCode = component.map { UInt8(clamping: $0) } ?? Run.none
    }

    /// The UTF-8 byte offsets of the run in ``FormattedMeasurement/string``.
    ///
    /// ```swift
    /// try MeasurementFormat(locale: "en").format(5, unit: .kilometer).runs.map(\.utf8Range)
    /// // [0..<1, 1..<2, 2..<4]
    /// ```
    public internal(set) var utf8Range: Range<Int> {
      get { Int(start)..<Int(end) }
      set {
        start = Int32(truncatingIfNeeded: newValue.lowerBound)
        end = Int32(truncatingIfNeeded: newValue.upperBound)
      }
    }
    /// The semantic part: value, unit, whitespace or literal.
    ///
    /// ```swift
    /// try MeasurementFormat(locale: "en").format(5, unit: .kilometer).runs.map(\.part)
    /// // [.value, .whitespace, .unit]
    /// ```
    public internal(set) var part: Part {
      get { Part(code: partCode) }
      set { partCode = newValue.code }
    }
    /// Inside a value, which piece of the number (ECMA-402 names); nil elsewhere.
    ///
    /// ```swift
    /// try MeasurementFormat(locale: "en").format(-1.5, unit: .meter).runs.map(\.numberPart)
    /// // [.minusSign, .integer, .decimal, .fraction, nil, nil]
    /// ```
    public internal(set) var numberPart: NumberPart? {
      get { numberPartCode == Run.none ? nil : NumberPart(code: numberPartCode) }
      set { numberPartCode = newValue?.code ?? Run.none }
    }
    /// In a range, which end the run comes from; nil outside ranges.
    ///
    /// ```swift
    /// try MeasurementFormat(locale: "en").formatRange(3, 5, unit: .kilometer).runs.map(\.source)
    /// // [.startRange, .shared, .endRange, .shared, .shared]
    /// ```
    public internal(set) var source: RangeSource? {
      get { sourceCode == Run.none ? nil : RangeSource(code: sourceCode) }
      set { sourceCode = newValue?.code ?? Run.none }
    }
    /// For mixed units ("5 ft, 11 in"), the index into ``FormattedMeasurement/output`` of
    /// the component this run belongs to; nil for separators and single units.
    ///
    /// ```swift
    /// try MeasurementFormat(locale: "en").format(5.5, unit: .footAndInch).runs.map(\.component)
    /// // [0, 0, 0, nil, nil, 1, 1, 1]: "5 ft", ", ", "6 in"
    /// ```
    public internal(set) var component: Int? {
      get { componentCode == Run.none ? nil : Int(componentCode) }
      set { componentCode = newValue.map { UInt8(clamping: $0) } ?? Run.none }
    }
  }

  /// The text of one of ``runs`` (``parts`` is the public way: each run with its text).
  func text(of run: Run) -> Substring {
    string[range(of: run)]
  }

  /// The range of one of ``runs`` in ``string``.
  func range(of run: Run) -> Range<String.Index> {
    let utf8 = string.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: Int(run.start))
    let upper = utf8.index(lower, offsetBy: Int(run.end - run.start))
    return lower..<upper
  }

  /// Every run with its text, in order. Each text is a `Substring` of ``string``: its
  /// `startIndex..<endIndex` is the run's range in the string.
  ///
  /// ```swift
  /// let km = try MeasurementFormat(locale: "de").format(5, unit: .kilometer)
  /// km.parts.map { "\($0.text)" }  // ["5", " ", "km"]
  /// km.parts[2].text.startIndex == km.string.index(km.string.startIndex, offsetBy: 2)  // true
  /// ```
  public var parts: [(text: Substring, run: Run)] {
    runs.map { (text(of: $0), $0) }
  }
}

extension FormattedMeasurement {
  /// An empty result: no text, no runs, no output. Format into it with
  /// ``MeasurementFormat/format(_:unit:into:)``, which reuses its storage.
  ///
  /// ```swift
  /// var result = FormattedMeasurement()
  /// result.string  // ""
  /// try MeasurementFormat(locale: "en").format(5, unit: .kilometer, into: &result)
  /// result.string  // "5 km"
  /// ```
  public init() {
    self.init(
      string: "", runs: [], unit: "", value: .nan, extraOutput: [], localeIdentifier: "",
      isRightToLeft: false)
  }

  // The memberwise initialiser (string, runs, unit, value, localeIdentifier,
  // isRightToLeft) makes a single-unit result; this one a result of several values.
  init(
    string: String, runs: [Run], unit: String, output: [Component], localeIdentifier: String,
    isRightToLeft: Bool
  ) {
    self.init(
      string: string, runs: runs, unit: unit, value: output.first?.value ?? .nan,
      extraOutput: output, localeIdentifier: localeIdentifier, isRightToLeft: isRightToLeft)
  }
}

extension FormattedMeasurement: CustomStringConvertible {
  /// The formatted text, as ``string``: "5 km".
  public var description: String { string }
}

extension FormattedMeasurement {
  /// Whether a run shows a number: ICU and CLDR sometimes leave it out (see
  /// `MeasurementFormat.repairDroppedNumber`).
  @inline(__always)
  var showsNumber: Bool {
    runs.withUnsafeBufferPointer(Self.showsNumber)
  }

  /// Whether one of `runs` shows a number.
  @inline(__always)
  static func showsNumber(_ runs: UnsafeBufferPointer<Run>) -> Bool {
    let value = Part.value.code
    return runs.contains { $0.partCode == value }
  }
}

extension FormattedMeasurement {
  /// Sets this result to a text and its runs as the run engine wrote them (every format
  /// path's way into a result), reusing its storage: what it already holds (the same unit
  /// and locale as the last value, in a loop) is kept, and no reference count is touched.
  /// `output`: the components of a result of several values; nil for a single value.
  @inline(__always)
  mutating func assign(
    _ text: UnsafeBufferPointer<UInt8>, runs: UnsafeBufferPointer<Run>, unit: String,
    value: Double = .nan, output: [Component]? = nil, localeIdentifier: String,
    isRightToLeft: Bool
  ) {
    if self.runs.capacity < runs.count {
      self.runs = Array(runs)  // a new result (or one too small): storage of the size
    } else {
      self.runs.replaceSubrange(0..<self.runs.count, with: runs)
    }
    string = String(decoding: text, as: UTF8.self)
    if self.unit != unit { self.unit = unit }
    if let output {
      self.value = output.first?.value ?? .nan
      extraOutput = output
    } else {
      self.value = value
      if extraOutput != nil { extraOutput = nil }
    }
    if self.localeIdentifier != localeIdentifier { self.localeIdentifier = localeIdentifier }
    self.isRightToLeft = isRightToLeft
    if spokenBox != nil { spokenBox = nil }
  }

  /// Sets the text and runs to `pieces` joined by the run engine (`mf_join_runs`: each
  /// piece's runs moved with it, text without runs painted), the unit then replaced by
  /// `unitSymbol` when one is given; the unit, values and locale stay.
  mutating func join(_ pieces: [ICUPiece<Run>], unitSymbol: String? = nil) {
    var runs = self.runs
    var string = self.string
    // Only an output past ICU's largest fails, which a formatted text is not.
    if case .success = ICU.joinRuns(
      pieces, unitSymbol: unitSymbol,
      { text, joined in
        runs = Array(joined)
        string = String(decoding: text, as: UTF8.self)
      })
    {
      self.runs = runs
      self.string = string
    }
  }

  /// Sets the text and runs to `pieces` joined in ICU's list of units (a mixed unit's
  /// components, each piece's runs given its index as their component); false when ICU
  /// refuses.
  mutating func join(_ pieces: [ICUPiece<Run>], in list: ICUListFormatter) -> Bool {
    var runs: [Run] = []
    var string = ""
    guard
      case .success = list.formatRuns(
        pieces,
        { text, joined in
          runs = Array(joined)
          string = String(decoding: text, as: UTF8.self)
        })
    else { return false }
    self.runs = runs
    self.string = string
    return true
  }

  /// The same text with the first unit run's text replaced by `symbol` (a second unit
  /// run, as some CJK patterns have, is dropped); without a unit run, `symbol` follows
  /// after a space: what a custom unit's symbol is shown in, by the run engine, as
  /// formatting a custom unit does it.
  func replacingUnit(with symbol: String) -> FormattedMeasurement {
    var result = self
    result.join([ICUPiece(string, runs: runs)], unitSymbol: symbol)
    return result
  }
}

extension FormattedMeasurement.Run: ICURunLayout {}
