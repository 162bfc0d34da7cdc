/// Renders a styled measurement as one line of JSON, the shape of the CLI's `--json`
/// output (ECMA-402 `formatToParts` plus semantic tags):
///
/// ```json
/// {"string":"5 km","locale":"de","unit":"kilometer",
///  "output":[{"unit":"kilometer","value":5}],
///  "parts":[{"type":"integer","value":"5","part":"value"},
///           {"type":"literal","value":" ","part":"whitespace"},
///           {"type":"unit","value":"km","part":"unit","style":{"dim":true}}]}
/// ```
///
/// - `spoken`: the words a screen reader should say (``FormattedMeasurement/spoken``),
///   only when the result has them;
/// - `type`: the number part's ECMA-402 name for value runs, `unit` for unit runs,
///   `literal` for whitespace and literal runs;
/// - `source` only in ranges; `style` only for runs whose resolved style (base and own)
///   sets something, with the keys of ``TextStyle``'s `Codable` form;
/// - `value` in `output` is `null` for NaN and infinities, which JSON cannot write;
/// - every control character, DEL, C1 control, U+2028/U+2029 and bidi override is
///   written as a `\u` escape, so the line is valid JSON and safe to print.
public struct JSONRenderer: MeasurementRenderer {
  /// A JSON renderer; it has no options.
  ///
  /// ```swift
  /// let json = JSONRenderer()
  /// ```
  public init() {}

  /// The measurement as one line of JSON (no trailing newline), with a `style` for each
  /// run whose resolved style sets something.
  ///
  /// ```swift
  /// let km = try MeasurementFormat(locale: "de").format(1234.5, unit: "kilometer")
  /// JSONRenderer().render(km.styled())
  /// // {"string":"1.234,5 km","locale":"de","unit":"kilometer","output":[{"unit":"kilometer",
  /// //  "value":1234.5}],"parts":[{"type":"integer","value":"1","part":"value"},…]}
  /// ```
  /// - Parameter measurement: A styled measurement.
  /// - Returns: One line of JSON.
  public func render(_ measurement: StyledMeasurement) -> String {
    let styles = RunStyleJSON(measurement)
    let f = measurement.formatted
    let tag = f.localeTag
    return UTF8Output.string(estimatedCapacity: Self.estimate(f)) {
      Self.write(f, localeTag: tag, styles: styles, into: &$0)
    }
  }

  /// The measurement as one line of JSON without styles: the same as rendering
  /// `measurement.styled()`, without making it.
  ///
  /// ```swift
  /// let km = try MeasurementFormat(locale: "de").format(5, unit: "kilometer")
  /// JSONRenderer().render(km)
  /// // {"string":"5 km","locale":"de","unit":"kilometer","output":[{"unit":"kilometer",
  /// //  "value":5}],"parts":[{"type":"integer","value":"5","part":"value"},…]}
  /// ```
  /// - Parameter measurement: A formatted measurement.
  /// - Returns: One line of JSON.
  public func render(_ measurement: FormattedMeasurement) -> String {
    let tag = measurement.localeTag
    return UTF8Output.string(estimatedCapacity: Self.estimate(measurement)) {
      Self.write(measurement, localeTag: tag, styles: nil, into: &$0)
    }
  }
}

// MARK: - The writer

extension JSONRenderer {
  /// The `style` objects of a styled measurement's runs: one per distinct resolved
  /// style (see ``StyleSlots``), nil for a style that sets nothing.
  struct RunStyleJSON {
    let slots: StyleSlots
    let json: [String?]

    init?(_ measurement: StyledMeasurement) {
      // The unstyled measurement (every `render(_: FormattedMeasurement)`): nothing to make.
      guard measurement.hasStyles else { return nil }
      let slots = measurement.styleSlots
      var json: [String?] = []
      json.reserveCapacity(slots.count)
      var cache: [(TextStyle, String)] = []
      for slot in 0..<slots.count {
        let style = measurement.resolvedStyle(ofSlot: slot)
        if style.isEmpty {
          json.append(nil)
        } else if let hit = cache.first(where: { $0.0 == style }) {
          json.append(hit.1)
        } else {
          let text = JSONRenderer.styleObject(style)
          if slots.count > 2 && cache.count < 4 { cache.append((style, text)) }
          json.append(text)
        }
      }
      guard json.contains(where: { $0 != nil }) else { return nil }
      self.slots = slots
      self.json = json
    }

    @inline(__always)
    func style(of run: FormattedMeasurement.Run, at index: Int) -> String? {
      json[slots.slot(of: run, at: index)]
    }
  }

  /// Room for the JSON of a measurement without escapes or styles: its text three times
  /// (string, parts' values, a unit), the keys and about 40 bytes per run. A start: the
  /// buffer grows for more.
  @inline(__always)
  static func estimate(_ f: FormattedMeasurement) -> Int {
    160 + 2 * f.string.utf8.count + f.unit.utf8.count + 64 * f.runs.count
      + (f.spokenBox?.form.string.utf8.count ?? 0)
  }

  /// The measurement's JSON, written into `out`. `head`, when given, is what
  /// ``writeHead(localeTag:unit:into:)`` writes for `f`'s tag and unit (a writer keeps
  /// it from one measurement to the next); it is used only for a single-unit result.
  static func write(
    _ f: FormattedMeasurement, localeTag: String, styles: RunStyleJSON?,
    head: UnsafeBufferPointer<UInt8>? = nil, into out: inout UTF8Output
  ) {
    var string = f.string
    string.withUTF8 { text in
      out.append(#"{"string":""#)
      out.appendJSONStringContents(text)
      out.append(0x22)
      if let spoken = f.spokenBox {
        out.append(#","spoken":"#)
        out.appendJSONString(spoken.form.string)
      }
      if let extra = f.extraOutput {
        writeOutputStart(localeTag: localeTag, unit: f.unit, into: &out)
        for (i, component) in extra.enumerated() {
          if i > 0 { out.append(0x2C) }
          out.append(#"{"unit":"#)
          out.appendJSONString(component.unit)
          out.append(#","value":"#)
          out.appendJSONNumber(component.value)
          out.append(0x7D)
        }
      } else {
        if let head {
          out.append(head)
        } else {
          writeHead(localeTag: localeTag, unit: f.unit, into: &out)
        }
        out.appendJSONNumber(f.value)
        out.append(0x7D)
      }
      out.append(#"],"parts":["#)
      f.runs.withUnsafeBufferPointer { runs in
        for i in runs.indices {
          let run = runs[i]
          if i > 0 { out.append(0x2C) }
          out.append(typeAndValueKey(partCode: run.partCode, numberPartCode: run.numberPartCode))
          // The run's bytes, clamped to the text (as `min`/`max` would, written out: the
          // generic functions are not inlined here).
          var lower = Int(run.start)
          var upper = Int(run.end)
          if lower < 0 { lower = 0 }
          if lower > text.count { lower = text.count }
          if upper < lower { upper = lower }
          if upper > text.count { upper = text.count }
          out.appendJSONStringContents(UnsafeBufferPointer(rebasing: text[lower..<upper]))
          out.append(partKey(partCode: run.partCode))
          if run.sourceCode != FormattedMeasurement.Run.none {
            out.append(sourceKey(run.sourceCode))
          }
          if let style = styles?.style(of: run, at: i) {
            out.append(#","style":"#)
            out.append(contentsOf: style)
          }
          out.append(0x7D)
        }
      }
      out.append("]}")
    }
  }

  /// `,"locale":TAG,"unit":UNIT,"output":[`: what follows the string.
  static func writeOutputStart(localeTag: String, unit: String, into out: inout UTF8Output) {
    out.append(#","locale":"#)
    out.appendJSONString(localeTag)
    out.append(#","unit":"#)
    out.appendJSONString(unit)
    out.append(#","output":["#)
  }

  /// ``writeOutputStart(localeTag:unit:into:)`` and `{"unit":UNIT,"value":`: all that a
  /// single-unit result writes between its string and its value.
  static func writeHead(localeTag: String, unit: String, into out: inout UTF8Output) {
    writeOutputStart(localeTag: localeTag, unit: unit, into: &out)
    out.append(#"{"unit":"#)
    out.appendJSONString(unit)
    out.append(#","value":"#)
  }

  /// A run's object up to its text: `{"type":"…","value":"`, the type being the number
  /// part's ECMA-402 name for value runs, `unit` for unit runs, `literal` for the rest.
  /// It switches on the runs' codes: a line of JSON has several runs, and decoding each
  /// code into its option first costs a call per run.
  @inline(__always)
  static func typeAndValueKey(partCode: UInt8, numberPartCode: UInt8) -> StaticString {
    typealias Part = FormattedMeasurement.Part.Option
    typealias Number = FormattedMeasurement.NumberPart.Option
    switch partCode {
    case Part.value.rawValue:
      switch numberPartCode {
      case Number.integer.rawValue: return #"{"type":"integer","value":""#
      case Number.group.rawValue: return #"{"type":"group","value":""#
      case Number.decimal.rawValue: return #"{"type":"decimal","value":""#
      case Number.fraction.rawValue: return #"{"type":"fraction","value":""#
      case Number.plusSign.rawValue: return #"{"type":"plusSign","value":""#
      case Number.minusSign.rawValue: return #"{"type":"minusSign","value":""#
      case Number.percentSign.rawValue: return #"{"type":"percentSign","value":""#
      case Number.compact.rawValue: return #"{"type":"compact","value":""#
      case Number.exponentSeparator.rawValue: return #"{"type":"exponentSeparator","value":""#
      case Number.exponentMinusSign.rawValue: return #"{"type":"exponentMinusSign","value":""#
      case Number.exponentInteger.rawValue: return #"{"type":"exponentInteger","value":""#
      case Number.nan.rawValue: return #"{"type":"nan","value":""#
      case Number.infinity.rawValue: return #"{"type":"infinity","value":""#
      case Number.approximatelySign.rawValue: return #"{"type":"approximatelySign","value":""#
      default: return #"{"type":"literal","value":""#  // no number part
      }
    case Part.unit.rawValue: return #"{"type":"unit","value":""#
    default: return #"{"type":"literal","value":""#  // whitespace, literal
    }
  }

  /// What follows a run's text: its closing quote and `"part"`.
  @inline(__always)
  static func partKey(partCode: UInt8) -> StaticString {
    typealias Part = FormattedMeasurement.Part.Option
    switch partCode {
    case Part.value.rawValue: return #"","part":"value""#
    case Part.unit.rawValue: return #"","part":"unit""#
    case Part.whitespace.rawValue: return #"","part":"whitespace""#
    default: return #"","part":"literal""#
    }
  }

  /// A range's run: `,"source":"…"`.
  static func sourceKey(_ code: UInt8) -> StaticString {
    switch FormattedMeasurement.RangeSource.Option(rawValue: code) {
    case .startRange: return #","source":"startRange""#
    case .endRange: return #","source":"endRange""#
    default: return #","source":"shared""#
    }
  }

  /// A style as a JSON object, keys in ``TextStyle/CodingKeys`` order.
  static func styleObject(_ style: TextStyle) -> String {
    let link = style.link
    return UTF8Output.string(estimatedCapacity: 256 + (link?.utf8.count ?? 0)) { out in
      var first = true
      func key(_ name: StaticString) {
        out.append(first ? #"{""# : #",""#)
        out.append(name)
        out.append(#"":"#)
        first = false
      }
      func string(_ name: StaticString, _ value: String) {
        key(name)
        out.appendJSONString(value)
      }
      func bool(_ name: StaticString, _ value: Bool) {
        key(name)
        out.append(value ? "true" : "false")
      }
      func number(_ name: StaticString, _ value: Double) {
        key(name)
        out.appendJSONNumber(value)
      }
      if let v = style.font { string("font", v.name) }
      if let v = style.weight { string("weight", v.name) }
      if let v = style.italic { bool("italic", v) }
      if let v = style.foreground { string("foreground", v.name) }
      if let v = style.background { string("background", v.name) }
      if let v = style.underline { bool("underline", v) }
      if let v = style.underlineColor { string("underlineColor", v.name) }
      if let v = style.strikethrough { bool("strikethrough", v) }
      if let v = style.strikethroughColor { string("strikethroughColor", v.name) }
      if let v = style.baselineOffset { number("baselineOffset", v) }
      if let v = style.kerning { number("kerning", v) }
      if let v = style.tracking { number("tracking", v) }
      if let v = style.dim { bool("dim", v) }
      if let v = style.opacity { number("opacity", v) }
      if let link { string("link", link) }
      out.append(first ? "{}" : "}")
    }
  }
}
