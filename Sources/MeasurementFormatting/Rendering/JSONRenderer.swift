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
public enum JSONRenderer {
  /// The measurement as one line of JSON (no trailing newline).
  ///
  /// ```swift
  /// let km = try MeasurementFormat(locale: "de").format(1234.5, unit: "kilometer")
  /// JSONRenderer.render(km.styled())
  /// // {"string":"1.234,5 km","locale":"de","unit":"kilometer","output":[{"unit":"kilometer",
  /// //  "value":1234.5}],"parts":[{"type":"integer","value":"1","part":"value"},…]}
  /// ```
  public static func render(_ measurement: StyledMeasurement) -> String {
    let f = measurement.formatted
    let locale = f.localeTag
    let output = f.output
    // Styles as JSON objects, made once per distinct resolved style.
    var cache: [(TextStyle, String)] = []
    var styles: [String?] = []
    styles.reserveCapacity(f.runs.count)
    var bound = 96 + 6 * (f.string.utf8.count + locale.utf8.count + f.unit.utf8.count)
    for component in output { bound += 6 * component.unit.utf8.count + 64 }
    for (i, run) in f.runs.enumerated() {
      let style = measurement.resolvedStyle(ofRun: i)
      var json: String? = nil
      if !style.isEmpty {
        if let hit = cache.first(where: { $0.0 == style }) {
          json = hit.1
        } else {
          var text = ""
          appendStyle(style, to: &text)
          if cache.count < 4 { cache.append((style, text)) }
          json = text
        }
      }
      styles.append(json)
      bound += 6 * run.utf8Range.count + 96 + (json?.utf8.count ?? 0)
    }
    var text = f.string
    return text.withUTF8 { bytes in
      UTF8Output.exactString(bound: bound) { out in
        out.append("{\"string\":")
        appendEscaped(bytes, to: &out)
        out.append(",\"locale\":")
        appendEscaped(locale, to: &out)
        out.append(",\"unit\":")
        appendEscaped(f.unit, to: &out)
        out.append(",\"output\":[")
        for (i, component) in output.enumerated() {
          if i > 0 { out.append(0x2C) }
          out.append("{\"unit\":")
          appendEscaped(component.unit, to: &out)
          out.append(",\"value\":")
          out.append(contentsOf: NumberText.json(component.value))
          out.append(0x7D)
        }
        out.append("],\"parts\":[")
        for (i, run) in f.runs.enumerated() {
          if i > 0 { out.append(0x2C) }
          out.append("{\"type\":\"")
          out.append(contentsOf: partType(of: run))
          out.append("\",\"value\":")
          let lower = min(max(Int(run.start), 0), bytes.count)
          let upper = min(max(Int(run.end), lower), bytes.count)
          appendEscaped(UnsafeBufferPointer(rebasing: bytes[lower..<upper]), to: &out)
          out.append(",\"part\":\"")
          out.append(contentsOf: run.part.name)
          out.append(0x22)
          if let source = run.source {
            out.append(",\"source\":\"")
            out.append(contentsOf: source.name)
            out.append(0x22)
          }
          if let style = styles[i] {
            out.append(",\"style\":")
            out.append(contentsOf: style)
          }
          out.append(0x7D)
        }
        out.append("]}")
      }
    }
  }

  /// A JSON string literal (quotes included) of UTF-8 text; needs up to 6 × its bytes + 2.
  /// Controls, DEL, C1 controls, U+2028/U+2029 and bidi formatting characters are written
  /// as `\u` escapes.
  static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout UTF8Output) {
    let hex: StaticString = "0123456789abcdef"
    func unicodeEscape(_ value: Int) {
      out.append("\\u")
      let digits = hex.utf8Start
      out.append(digits[(value >> 12) & 15])
      out.append(digits[(value >> 8) & 15])
      out.append(digits[(value >> 4) & 15])
      out.append(digits[value & 15])
    }
    out.append(0x22)
    var i = 0
    let n = bytes.count
    while i < n {
      let b = bytes[i]
      switch b {
      case 0x22: out.append("\\\"")
      case 0x5C: out.append("\\\\")
      case 0x0A: out.append("\\n")
      case 0x0D: out.append("\\r")
      case 0x09: out.append("\\t")
      case 0x08: out.append("\\b")
      case 0x0C: out.append("\\f")
      case 0x00..<0x20, 0x7F: unicodeEscape(Int(b))
      case 0xC2 where i + 1 < n && bytes[i + 1] >= 0x80 && bytes[i + 1] <= 0x9F:
        unicodeEscape(Int(bytes[i + 1]))
        i += 1
      case 0xE2 where i + 2 < n && Self.isEscapedFormat(bytes[i + 1], bytes[i + 2]):
        unicodeEscape(0x2000 | (Int(bytes[i + 1]) & 0x3F) << 6 | (Int(bytes[i + 2]) & 0x3F))
        i += 2
      default: out.append(b)
      }
      i += 1
    }
    out.append(0x22)
  }

  /// U+2028, U+2029, U+202A–U+202E (E2 80 A8–AE) and U+2066–U+2069 (E2 81 A6–A9).
  @inline(__always)
  private static func isEscapedFormat(_ b1: UInt8, _ b2: UInt8) -> Bool {
    (b1 == 0x80 && b2 >= 0xA8 && b2 <= 0xAE) || (b1 == 0x81 && b2 >= 0xA6 && b2 <= 0xA9)
  }

  static func appendEscaped(_ text: String, to out: inout UTF8Output) {
    var copy = text
    copy.withUTF8 { appendEscaped($0, to: &out) }
  }

  /// The formatted measurement as one line of JSON, without styles.
  public static func render(_ measurement: FormattedMeasurement) -> String {
    render(measurement.styled())
  }

  /// The `type` of a run: ECMA-402 names.
  static func partType(of run: FormattedMeasurement.Run) -> String {
    switch run.part {
    case .value: return run.numberPart?.name ?? "literal"
    case .unit: return "unit"
    default: return "literal"
    }
  }

  /// A style as a JSON object, keys in ``TextStyle/CodingKeys`` order.
  static func appendStyle(_ style: TextStyle, to json: inout String) {
    var first = true
    func key(_ name: String) {
      json += first ? "{\"" : ",\""
      json += name + "\":"
      first = false
    }
    func string(_ name: String, _ value: String) {
      key(name)
      appendString(value, to: &json)
    }
    func bool(_ name: String, _ value: Bool) {
      key(name)
      json += value ? "true" : "false"
    }
    func number(_ name: String, _ value: Double) {
      key(name)
      json += NumberText.json(value)
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
    if let v = style.link { string("link", v.absoluteString) }
    json += first ? "{}" : "}"
  }

  /// A JSON string literal, quotes included.
  static func appendString(_ text: some StringProtocol, to json: inout String) {
    json += "\""
    var plain = true
    for b in text.utf8
    where b < 0x20 || b == 0x22 || b == 0x5C || b == 0x7F || b == 0xC2 || b == 0xE2 {
      plain = false
      break
    }
    if plain {
      json += text
    } else {
      let hex = Array("0123456789abcdef".unicodeScalars)
      for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x22: json += "\\\""
        case 0x5C: json += "\\\\"
        case 0x0A: json += "\\n"
        case 0x0D: json += "\\r"
        case 0x09: json += "\\t"
        case 0x08: json += "\\b"
        case 0x0C: json += "\\f"
        case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
          let v = Int(scalar.value)
          json += "\\u"
          json.unicodeScalars.append(hex[(v >> 12) & 15])
          json.unicodeScalars.append(hex[(v >> 8) & 15])
          json.unicodeScalars.append(hex[(v >> 4) & 15])
          json.unicodeScalars.append(hex[v & 15])
        default:
          json.unicodeScalars.append(scalar)
        }
      }
    }
    json += "\""
  }
}
