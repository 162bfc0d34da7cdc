import Foundation
import FuzzSupport

@testable import MeasfmtCLIUnderFuzz

/// What the CLI writes to standard output, record by record, in each output format.
///
/// A record ends with the line terminator ("\n", or NUL with `-z`); the last one may
/// have none only in field mode, which writes each line's ending as it came. What a
/// record may hold depends on the format and on where its text came from:
///
/// | format | a measurement (or an echoed bad argument) | text from the input (header lines, the bytes around fields) |
/// | --- | --- | --- |
/// | plain | the library's text: no control character, no escape; an echoed argument as it was typed | as it came |
/// | ansi | only measfmt's SGR and OSC 8 sequences, no other control character or bidi override | neutralised the same way; tabs and a final CR kept |
/// | html | only measfmt's tags and attributes, all text escaped | escaped; tabs and a final CR kept |
/// | json | one object: `string` and `parts` that join to it (`text` and `error` for a bad argument) | field mode: one object per line (`line`, `text`, `string`, `fields`); header lines of whole-line batch mode are not written |
enum Records {
  /// The records of `stdout` and whether the last one was terminated.
  static func split(_ stdout: String, terminator: UInt8) -> (
    records: [String], lastTerminated: Bool
  ) {
    let bytes = Array(stdout.utf8)
    guard !bytes.isEmpty else { return ([], true) }
    var pieces = bytes.split(separator: terminator, omittingEmptySubsequences: false)
    let terminated = bytes.last == terminator
    if terminated { pieces.removeLast() }
    return (pieces.map { String(decoding: $0, as: UTF8.self) }, terminated)
  }

  // MARK: - Checks by format; each returns what is wrong, or nil.

  /// A record that holds one measurement (or, when `echoes` is given, possibly a bad
  /// argument written back as `--invalid fail|warn|ignore` do).
  static func measurementProblem(
    _ record: String, format: Format, echoes: [String]? = nil
  ) -> String? {
    switch format {
    case .json:
      guard let object = jsonObject(record) else { return "not a JSON object" }
      if let echoes, let text = object["text"] as? String, object["error"] is String {
        return echoes.contains(text) ? nil : "JSON echo of text that is not an argument"
      }
      return measurementObjectProblem(object)
    case .html:
      return htmlProblem(record, allowTab: echoes != nil)
    case .ansi:
      // An echoed argument keeps its tabs, as all text from the input does.
      return CLIOutput.terminalProblem(record, allowEscapes: true, allowTab: echoes != nil)
    case .plain:
      guard let problem = CLIOutput.terminalProblem(record, allowEscapes: false, allowTab: false)
      else { return nil }
      // An argument that could not be formatted is written back as it was typed.
      if let echoes, echoes.contains(record) { return nil }
      return problem
    }
  }

  /// A record whose text came from the input: a header line or a line of field mode.
  static func passThroughProblem(_ record: String, format: Format) -> String? {
    var body = Substring(record)
    if body.hasSuffix("\r") { body = body.dropLast() }
    switch format {
    case .plain: return nil
    case .ansi: return CLIOutput.terminalProblem(String(body), allowEscapes: true, allowTab: true)
    case .html: return htmlProblem(String(body), allowTab: true)
    case .json: return fieldLineProblem(record)
    }
  }

  /// `{"string": …, "parts": [{"value": …}, …], …}` whose parts join to the string.
  static func measurementObjectProblem(_ object: [String: Any]) -> String? {
    guard let string = object["string"] as? String else { return "no \"string\"" }
    guard let parts = object["parts"] as? [[String: Any]], !parts.isEmpty else {
      return "no \"parts\""
    }
    let values = parts.compactMap { $0["value"] as? String }
    guard values.count == parts.count else { return "a part without a value" }
    guard values.joined() == string else { return "the parts do not join to the string" }
    return nil
  }

  /// Field mode's `--json` line: `line`, then `text`, `string` and `fields` (each field's
  /// `field`, `text`, and a measurement's keys or `error`), or `line` and `error` for a
  /// line too long to hold.
  static func fieldLineProblem(_ record: String) -> String? {
    guard let object = jsonObject(record) else { return "not a JSON object" }
    guard let line = object["line"] as? Int, line >= 1 else { return "no line number" }
    if object["error"] is String, object["fields"] == nil { return nil }
    guard object["text"] is String, object["string"] is String,
      let fields = object["fields"] as? [[String: Any]]
    else { return "a line object without text, string or fields" }
    var last = 0
    for field in fields {
      guard let n = field["field"] as? Int, n > last, field["text"] is String else {
        return "a field without its number (in order) or text"
      }
      last = n
      if field["error"] is String { continue }
      if let problem = measurementObjectProblem(field) { return "field \(n): \(problem)" }
    }
    return nil
  }

  /// Raw control characters and U+2028/9 are escaped in JSON; the line parses to an object.
  static func jsonObject(_ record: String) -> [String: Any]? {
    for scalar in record.unicodeScalars
    where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029
    {
      _ = scalar
      return nil
    }
    return try? JSONSerialization.jsonObject(with: Data(record.utf8)) as? [String: Any]
  }

  /// Only measfmt's tags (`span`, `bdi`, `a`) with its attributes (`class`, `lang`, `dir`,
  /// `style`, `href`, and the spoken form's `aria-hidden`, `tabindex`); text and attribute values escaped; no control character (a tab
  /// where allowed) and no bidi override.
  static func htmlProblem(_ html: String, allowTab: Bool) -> String? {
    let bytes = Array(html.utf8)
    var i = 0
    func textProblem(_ text: ArraySlice<UInt8>) -> String? {
      var j = text.startIndex
      while j < text.endIndex {
        let b = text[j]
        switch b {
        case UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"):
          return "unescaped '\(Character(Unicode.Scalar(b)))'"
        case UInt8(ascii: "&"):
          let entity = text[j...].prefix(10)
          guard let semicolon = entity.firstIndex(of: UInt8(ascii: ";")) else {
            return "a bare '&'"
          }
          let name = String(decoding: text[(j + 1)..<semicolon], as: UTF8.self)
          let numeric =
            name.hasPrefix("#") && name.count > 1 && name.dropFirst().allSatisfy(\.isNumber)
          guard ["amp", "lt", "gt", "quot", "#39", "apos"].contains(name) || numeric else {
            return "unknown entity &\(name);"
          }
        case 0x09 where allowTab:
          break
        default:
          if b < 0x20 || b == 0x7F { return "control byte \(b)" }
        }
        j += 1
      }
      for scalar in String(decoding: text, as: UTF8.self).unicodeScalars
      where (0x80...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
        || (0x2066...0x2069).contains(scalar.value)
      {
        return "control or bidi override U+\(String(scalar.value, radix: 16))"
      }
      return nil
    }
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "<") {
        var j = i + 1
        while j < bytes.count, bytes[j] != UInt8(ascii: " "), bytes[j] != UInt8(ascii: ">") {
          j += 1
        }
        let name = String(decoding: bytes[(i + 1)..<j], as: UTF8.self)
        guard ["span", "/span", "bdi", "/bdi", "a", "/a"].contains(name) else {
          return "unexpected tag <\(name)>"
        }
        while j < bytes.count, bytes[j] != UInt8(ascii: ">") {
          guard bytes[j] == UInt8(ascii: " ") else { return "bad tag syntax" }
          j += 1
          let start = j
          while j < bytes.count, (0x61...0x7A).contains(bytes[j]) || bytes[j] == UInt8(ascii: "-") {
            j += 1
          }
          let attribute = String(decoding: bytes[start..<j], as: UTF8.self)
          guard
            ["class", "lang", "dir", "style", "href", "aria-hidden", "tabindex"].contains(
              attribute),
            j + 1 < bytes.count, bytes[j] == UInt8(ascii: "="), bytes[j + 1] == UInt8(ascii: "\"")
          else { return "unexpected attribute '\(attribute)'" }
          j += 2
          let valueStart = j
          while j < bytes.count, bytes[j] != UInt8(ascii: "\"") { j += 1 }
          guard j < bytes.count else { return "unterminated attribute" }
          if let problem = textProblem(bytes[valueStart..<j]) { return "attribute: \(problem)" }
          j += 1
        }
        guard j < bytes.count else { return "unterminated tag" }
        i = j + 1
        continue
      }
      let start = i
      while i < bytes.count, bytes[i] != UInt8(ascii: "<") { i += 1 }
      if let problem = textProblem(bytes[start..<i]) { return problem }
    }
    return nil
  }
}
