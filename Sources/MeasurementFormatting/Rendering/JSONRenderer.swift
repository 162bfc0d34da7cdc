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
    var json = ""
    json.reserveCapacity(f.string.utf8.count * 4 + f.runs.count * 56 + 96)
    json += "{\"string\":"
    appendString(f.string, to: &json)
    json += ",\"locale\":"
    appendString(f.localeTag, to: &json)
    json += ",\"unit\":"
    appendString(f.unit, to: &json)
    json += ",\"output\":["
    for (i, component) in f.output.enumerated() {
      if i > 0 { json += "," }
      json += "{\"unit\":"
      appendString(component.unit, to: &json)
      json += ",\"value\":" + NumberText.json(component.value) + "}"
    }
    json += "],\"parts\":["
    for (i, run) in f.runs.enumerated() {
      if i > 0 { json += "," }
      json += "{\"type\":\""
      json += partType(of: run)
      json += "\",\"value\":"
      appendString(f.text(of: run), to: &json)
      json += ",\"part\":\"" + run.part.name + "\""
      if let source = run.source { json += ",\"source\":\"" + source.name + "\"" }
      let style = measurement.resolvedStyle(ofRun: i)
      if !style.isEmpty {
        json += ",\"style\":"
        appendStyle(style, to: &json)
      }
      json += "}"
    }
    json += "]}"
    return json
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
