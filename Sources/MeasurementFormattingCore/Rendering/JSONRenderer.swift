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
    let (tag, output) = (f.localeTag, f.output)
    return UTF8Output.string(estimatedCapacity: Self.estimate(f)) {
      Self.write(f, output: output, localeTag: tag, styles: styles, into: &$0)
    }
  }

  /// ``render(_:)-(StyledMeasurement)`` of `measurement.styled()`, without making it.
  @usableFromInline
  static func renderUnstyled(_ measurement: FormattedMeasurement) -> String {
    let (tag, output) = (measurement.localeTag, measurement.output)
    return UTF8Output.string(estimatedCapacity: estimate(measurement)) {
      write(measurement, output: output, localeTag: tag, styles: nil, into: &$0)
    }
  }

  /// Appends measurements as JSON to a byte buffer, as UTF-8: byte for byte what
  /// ``JSONRenderer/render(_:)`` returns, without making a string —
  /// for JSON Lines written to a file or a pipe. Keep one writer for many measurements:
  /// it remembers the BCP 47 tag of the last locale.
  ///
  /// ```swift
  /// let format = try MeasurementFormat(locale: "de")
  /// var writer = JSONRenderer.ByteWriter()
  /// var bytes: [UInt8] = []
  /// for value in [5, 12.5] {
  ///   writer.append(format.format(value, unit: .kilometer), to: &bytes)
  ///   bytes.append(0x0A)  // one object per line
  /// }
  /// ```
  @_spi(MeasfmtCLI)
  public struct ByteWriter: Sendable {
    private var lastLocaleIdentifier = "\u{0}"
    private var lastTag = ""
    /// Where each object is written before it is handed on: sized once for the largest.
    private var scratch: [UInt8] = []

    /// A writer; it has written nothing yet.
    public init() {}

    /// Appends the measurement's JSON (no newline), without styles.
    ///
    /// - Parameters:
    ///   - measurement: the measurement.
    ///   - bytes: the buffer to append UTF-8 to.
    public mutating func append(_ measurement: FormattedMeasurement, to bytes: inout [UInt8]) {
      withUTF8(of: measurement) { bytes.append(contentsOf: $0) }
    }

    /// Appends the measurement's JSON (no newline), with a `style` for each styled run.
    ///
    /// - Parameters:
    ///   - measurement: the styled measurement.
    ///   - bytes: the buffer to append UTF-8 to.
    public mutating func append(_ measurement: StyledMeasurement, to bytes: inout [UInt8]) {
      withUTF8(of: measurement) { bytes.append(contentsOf: $0) }
    }

    /// Calls `body` with the measurement's JSON (no newline, no styles) as UTF-8, to copy
    /// where it goes (a file's buffer) without an array of its own. The bytes are valid
    /// only during the call.
    ///
    /// ```swift
    /// writer.withUTF8(of: km) { fwrite($0.baseAddress, 1, $0.count, stdout) }
    /// ```
    /// - Parameters:
    ///   - measurement: the measurement.
    ///   - body: what to do with the bytes.
    public mutating func withUTF8(
      of measurement: FormattedMeasurement, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) rethrows {
      let (tag, output) = (localeTag(of: measurement), measurement.output)
      try inScratch(
        { write(measurement, output: output, localeTag: tag, styles: nil, into: &$0) }, body)
    }

    /// Calls `body` with the measurement's JSON (no newline, a `style` for each styled
    /// run) as UTF-8; see ``withUTF8(of:_:)-(FormattedMeasurement,_)``.
    public mutating func withUTF8(
      of measurement: StyledMeasurement, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) rethrows {
      let styles = RunStyleJSON(measurement)
      let f = measurement.formatted
      let (tag, output) = (localeTag(of: f), f.output)
      try inScratch(
        { write(f, output: output, localeTag: tag, styles: styles, into: &$0) }, body)
    }

    private mutating func localeTag(of f: FormattedMeasurement) -> String {
      if f.localeIdentifier != lastLocaleIdentifier {
        lastLocaleIdentifier = f.localeIdentifier
        lastTag = f.localeTag
      }
      return lastTag
    }

    /// Writes with `writer` into the scratch buffer (which keeps the largest size
    /// written, so it grows once) and hands the bytes to `body`.
    @inline(__always)
    private mutating func inScratch(
      _ writer: (inout UTF8Output) -> Void,
      _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) rethrows {
      if scratch.isEmpty { scratch = [UInt8](repeating: 0, count: 4096) }
      let grown: Int? = try scratch.withUnsafeMutableBufferPointer { buffer in
        var output = UTF8Output(buffer)
        writer(&output)
        try body(output.bytes)
        return output.capacity > buffer.count ? output.capacity : nil
      }
      if let grown { scratch = [UInt8](repeating: 0, count: grown) }
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
  }

  /// The measurement's JSON, written into `out`; `output` is `f.output` (made once).
  static func write(
    _ f: FormattedMeasurement, output: [FormattedMeasurement.Component], localeTag: String,
    styles: RunStyleJSON?, into out: inout UTF8Output
  ) {
    var string = f.string
    string.withUTF8 { text in
      out.append(#"{"string":"#)
      out.appendJSONString(text)
      out.append(#","locale":"#)
      out.appendJSONString(localeTag)
      out.append(#","unit":"#)
      out.appendJSONString(f.unit)
      out.append(#","output":["#)
      for (i, component) in output.enumerated() {
        if i > 0 { out.append(0x2C) }
        out.append(#"{"unit":"#)
        out.appendJSONString(component.unit)
        out.append(#","value":"#)
        out.appendJSONNumber(component.value)
        out.append(0x7D)
      }
      out.append(#"],"parts":["#)
      let runs = f.runs
      for i in runs.indices {
        let run = runs[i]
        if i > 0 { out.append(0x2C) }
        let names = partNames(of: run)
        out.append(#"{"type":""#)
        out.append(names.type)
        out.append(#"","value":"#)
        let range = run.utf8Range
        let lower = min(max(range.lowerBound, 0), text.count)
        let upper = min(max(range.upperBound, lower), text.count)
        out.appendJSONString(UnsafeBufferPointer(rebasing: text[lower..<upper]))
        out.append(#","part":""#)
        out.append(names.part)
        out.append(0x22)
        if let source = names.source {
          out.append(#","source":""#)
          out.append(source)
          out.append(0x22)
        }
        if let style = styles?.style(of: run, at: i) {
          out.append(#","style":"#)
          out.append(contentsOf: style)
        }
        out.append(0x7D)
      }
      out.append("]}")
    }
  }

  /// The names a run's object carries: `type` (the number part's ECMA-402 name for
  /// value runs, `unit` for unit runs, `literal` for the rest), `part` and `source`.
  @inline(__always)
  static func partNames(of run: FormattedMeasurement.Run) -> (
    type: StaticString, part: StaticString, source: StaticString?
  ) {
    let type: StaticString
    let part: StaticString
    switch run.part {
    case .value:
      type = run.numberPart.map(numberPartName) ?? "literal"
      part = "value"
    case .unit:
      type = "unit"
      part = "unit"
    case .whitespace:
      type = "literal"
      part = "whitespace"
    default:
      type = "literal"
      part = "literal"
    }
    var source: StaticString? = nil
    if let rangeSource = run.source {
      switch rangeSource {
      case .startRange: source = "startRange"
      case .endRange: source = "endRange"
      default: source = "shared"
      }
    }
    return (type, part, source)
  }

  /// A number part's ECMA-402 name.
  static func numberPartName(_ numberPart: FormattedMeasurement.NumberPart) -> StaticString {
    switch numberPart {
    case .integer: return "integer"
    case .group: return "group"
    case .decimal: return "decimal"
    case .fraction: return "fraction"
    case .plusSign: return "plusSign"
    case .minusSign: return "minusSign"
    case .percentSign: return "percentSign"
    case .compact: return "compact"
    case .exponentSeparator: return "exponentSeparator"
    case .exponentMinusSign: return "exponentMinusSign"
    case .exponentInteger: return "exponentInteger"
    case .nan: return "nan"
    case .infinity: return "infinity"
    case .approximatelySign: return "approximatelySign"
    default: return "literal"
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
