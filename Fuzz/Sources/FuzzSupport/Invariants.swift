import Foundation
import MeasurementFormatting

/// What must hold for every formatted measurement and every rendering of one, whatever
/// the input. A violation stops the fuzzer with `fatalError`, so libFuzzer keeps the
/// input that caused it.
public enum Invariants {
  /// The runs are contiguous, non-empty, cover the whole string and start and end on
  /// character (scalar) boundaries; the text is not empty.
  /// - Parameter allowsEmpty: an empty result is a known issue here (see `KnownIssues`).
  public static func check(
    _ f: FormattedMeasurement, allowsEmpty: Bool = false, _ context: @autoclosure () -> String
  ) {
    let utf8 = Array(f.string.utf8)
    if utf8.isEmpty && allowsEmpty && f.runs.isEmpty { return }
    guard !utf8.isEmpty else { fail("empty string", f, context()) }
    guard !f.runs.isEmpty else { fail("no runs", f, context()) }
    var cursor = 0
    for run in f.runs {
      let range = run.utf8Range
      guard range.lowerBound == cursor else {
        fail("runs not contiguous at \(cursor)", f, context())
      }
      guard range.upperBound > range.lowerBound else {
        fail("empty run at \(cursor)", f, context())
      }
      guard range.upperBound <= utf8.count else { fail("run past the end", f, context()) }
      guard utf8[range.lowerBound] & 0xC0 != 0x80 else {
        fail("run starts inside a character at \(range.lowerBound)", f, context())
      }
      cursor = range.upperBound
    }
    guard cursor == utf8.count else { fail("runs end at \(cursor) of \(utf8.count)", f, context()) }
    let joined = f.parts.map { String($0.text) }.joined()
    guard joined == f.string else { fail("parts do not join to the string", f, context()) }
  }

  /// Every renderer's output is safe for its medium, and plain text is the string.
  ///
  /// - Parameter variant: picks the ANSI colour support, links on or off, and inline CSS
  ///   or not, so that one input renders once per medium.
  public static func checkRenderers(
    _ styled: StyledMeasurement, hostileText: Bool, variant: UInt8,
    _ context: @autoclosure () -> String
  ) {
    let f = styled.formatted
    let plain = PlainRenderer().render(styled)
    checkTerminalSafe(plain, allowSGR: false, f, context())
    if !hostileText && plain != f.string {
      fail("plain rendering differs from the string: \(debug(plain))", f, context())
    }
    let colors = [ColorSupport.none, .basic, .palette256, .trueColor][Int(variant & 3)]
    let ansi = ANSIRenderer(colors: colors, links: variant & 4 != 0).render(styled)
    checkTerminalSafe(ansi, allowSGR: true, f, context())
    checkHTML(HTMLRenderer(inlineCSS: variant & 8 != 0).render(styled), f, context())
    checkJSON(JSONRenderer().render(styled), f, context())
  }

  /// No control character (C0, DEL, C1) and no bidi override or isolate except our own
  /// SGR sequences (`ESC [ digits/semicolons m`) and OSC 8 links (`ESC ] 8 ; ; … ESC \`).
  static func checkTerminalSafe(
    _ text: String, allowSGR: Bool, _ f: FormattedMeasurement, _ context: String
  ) {
    let scalars = Array(text.unicodeScalars)
    var i = 0
    while i < scalars.count {
      let v = scalars[i].value
      if v == 0x1B {
        guard allowSGR, i + 1 < scalars.count else {
          fail("raw ESC in terminal output: \(debug(text))", f, context)
        }
        if scalars[i + 1] == "[" {
          var j = i + 2
          while j < scalars.count, scalars[j] == ";" || ("0"..."9").contains(scalars[j]) {
            j += 1
          }
          guard j < scalars.count, scalars[j] == "m" else {
            fail("escape sequence other than SGR: \(debug(text))", f, context)
          }
          i = j + 1
          continue
        }
        if scalars[i + 1] == "]" {
          // OSC 8 ; params ; URI ST — the URI must be printable ASCII.
          var j = i + 2
          while j < scalars.count, scalars[j].value >= 0x20, scalars[j].value < 0x7F {
            j += 1
          }
          guard j + 1 < scalars.count, scalars[j].value == 0x1B, scalars[j + 1] == "\\",
            String(String.UnicodeScalarView(scalars[(i + 2)..<j])).hasPrefix("8;")
          else { fail("OSC other than a clean OSC 8 link: \(debug(text))", f, context) }
          i = j + 2
          continue
        }
        fail("ESC not starting SGR or OSC 8: \(debug(text))", f, context)
      }
      if v < 0x20 || (0x7F...0x9F).contains(v) {
        fail("control character U+\(String(v, radix: 16)) in output: \(debug(text))", f, context)
      }
      if (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) {
        fail("bidi override/isolate U+\(String(v, radix: 16)) in output", f, context)
      }
      i += 1
    }
  }

  /// Only our own tags; text and attribute values are escaped; no control characters.
  static func checkHTML(_ html: String, _ f: FormattedMeasurement, _ context: String) {
    let allowedTags: Set<String> = ["span", "/span", "bdi", "/bdi", "a", "/a"]
    let bytes = Array(html.utf8)
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      if b == UInt8(ascii: "<") {
        // A tag: name, then attributes name="escaped value", then ">".
        var j = i + 1
        while j < bytes.count, bytes[j] != UInt8(ascii: " "), bytes[j] != UInt8(ascii: ">") {
          j += 1
        }
        let name = String(decoding: bytes[(i + 1)..<j], as: UTF8.self)
        guard allowedTags.contains(name) else { fail("unexpected tag <\(name)>", f, context) }
        while j < bytes.count, bytes[j] != UInt8(ascii: ">") {
          guard bytes[j] == UInt8(ascii: " ") else { fail("bad tag syntax: \(html)", f, context) }
          j += 1
          let nameStart = j
          while j < bytes.count, (0x61...0x7A).contains(bytes[j]) || bytes[j] == UInt8(ascii: "-") {
            j += 1
          }
          let attribute = String(decoding: bytes[nameStart..<j], as: UTF8.self)
          guard
            ["class", "lang", "dir", "style", "href", "aria-hidden", "tabindex"].contains(
              attribute),
            j + 1 < bytes.count, bytes[j] == UInt8(ascii: "="), bytes[j + 1] == UInt8(ascii: "\"")
          else { fail("unexpected attribute '\(attribute)': \(html)", f, context) }
          j += 2
          let valueStart = j
          while j < bytes.count, bytes[j] != UInt8(ascii: "\"") { j += 1 }
          guard j < bytes.count else { fail("unterminated attribute: \(html)", f, context) }
          checkHTMLText(bytes[valueStart..<j], html, f, context)
          j += 1
        }
        guard j < bytes.count else { fail("unterminated tag: \(html)", f, context) }
        i = j + 1
        continue
      }
      let start = i
      while i < bytes.count, bytes[i] != UInt8(ascii: "<") { i += 1 }
      checkHTMLText(bytes[start..<i], html, f, context)
    }
  }

  private static func checkHTMLText(
    _ text: ArraySlice<UInt8>, _ html: String, _ f: FormattedMeasurement, _ context: String
  ) {
    var i = text.startIndex
    while i < text.endIndex {
      let b = text[i]
      switch b {
      case UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"):
        fail("unescaped '\(Character(Unicode.Scalar(b)))' in HTML: \(html)", f, context)
      case UInt8(ascii: "&"):
        let entity = text[i...].prefix(10)
        guard let semicolon = entity.firstIndex(of: UInt8(ascii: ";")) else {
          fail("bare '&' in HTML: \(html)", f, context)
        }
        let name = String(decoding: text[(i + 1)..<semicolon], as: UTF8.self)
        let numeric =
          name.hasPrefix("#") && name.count > 1 && name.dropFirst().allSatisfy(\.isNumber)
        guard ["amp", "lt", "gt", "quot", "#39", "apos"].contains(name) || numeric else {
          fail("unknown entity &\(name); in HTML: \(html)", f, context)
        }
      default:
        if b < 0x20 || b == 0x7F { fail("control byte \(b) in HTML: \(html)", f, context) }
      }
      i += 1
    }
    let decoded = String(decoding: text, as: UTF8.self)
    for scalar in decoded.unicodeScalars
    where (0x80...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
      || (0x2066...0x2069).contains(scalar.value)
    {
      fail("control or bidi override U+\(String(scalar.value, radix: 16)) in HTML", f, context)
    }
  }

  /// One line of valid JSON, no raw control characters, lossless `string`, and parts
  /// whose values join to it.
  static func checkJSON(_ line: String, _ f: FormattedMeasurement, _ context: String) {
    for scalar in line.unicodeScalars
    where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      || scalar.value == 0x2028 || scalar.value == 0x2029
    {
      fail("raw U+\(String(scalar.value, radix: 16)) in JSON: \(debug(line))", f, context)
    }
    guard
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    else { fail("invalid JSON: \(debug(line))", f, context) }
    guard let string = object["string"] as? String else { fail("no string in JSON", f, context) }
    guard string == f.string else {
      fail("JSON string \(debug(string)) is not the formatted string", f, context)
    }
    guard let parts = object["parts"] as? [[String: Any]] else { fail("no parts", f, context) }
    let joined = parts.compactMap { $0["value"] as? String }.joined()
    guard joined == string else { fail("JSON parts do not join to the string", f, context) }
  }

  /// A string with its invisible characters shown.
  public static func debug(_ text: String) -> String {
    text.unicodeScalars.map { s in
      s.isASCII && s.value >= 0x20 && s.value < 0x7F
        ? String(s) : "\\u{\(String(s.value, radix: 16))}"
    }.joined()
  }

  static func fail(_ what: String, _ f: FormattedMeasurement, _ context: String) -> Never {
    let runs = f.runs.map { "\($0.utf8Range.lowerBound)..<\($0.utf8Range.upperBound):\($0.part)" }
    fatalError(
      "invariant broken: \(what)\n  string: \(debug(f.string))\n  runs: \(runs)\n  case: \(context)"
    )
  }

  /// Stops the fuzzer with a message (for checks outside a formatted measurement).
  public static func fail(_ what: String) -> Never {
    fatalError("invariant broken: \(what)")
  }
}
