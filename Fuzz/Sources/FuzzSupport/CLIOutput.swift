import Foundation

/// What must hold for everything the CLI writes, whatever its arguments and input.
public enum CLIOutput {
  /// Standard output: every line is safe for a terminal (only our SGR and OSC 8
  /// sequences), a JSON line is valid JSON, an HTML line has only our own tags.
  public static func checkStdout(_ stdout: String, _ context: @autoclosure () -> String) {
    for line in stdout.split(separator: "\n", omittingEmptySubsequences: false) {
      let text = String(line)
      if let problem = terminalProblem(text, allowEscapes: true, allowTab: false) {
        Invariants.fail("stdout: \(problem): \(Invariants.debug(text))\n  case: \(context())")
      }
      if text.hasPrefix("{") {
        guard
          let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
          let string = object["string"] as? String,
          let parts = object["parts"] as? [[String: Any]]
        else {
          Invariants.fail(
            "stdout: invalid JSON line \(Invariants.debug(text))\n  case: \(context())")
        }
        let joined = parts.compactMap { $0["value"] as? String }.joined()
        guard joined == string else {
          Invariants.fail("stdout: JSON parts do not join to the string\n  case: \(context())")
        }
      }
      if text.trimmingCharacters(in: .whitespaces).hasPrefix("<span class=\"mf\"")
        || text.trimmingCharacters(in: .whitespaces).hasPrefix("<bdi class=\"mf\"")
      {
        if let problem = htmlProblem(text) {
          Invariants.fail("stdout: \(problem): \(text)\n  case: \(context())")
        }
      }
    }
  }

  /// Standard error: plain text lines, no escape sequence or control character.
  public static func checkStderr(_ stderr: String, _ context: @autoclosure () -> String) {
    for line in stderr.split(separator: "\n", omittingEmptySubsequences: false) {
      if let problem = terminalProblem(String(line), allowEscapes: false, allowTab: false) {
        Invariants.fail(
          "stderr: \(problem): \(Invariants.debug(String(line)))\n  case: \(context())")
      }
    }
  }

  /// Why a line is unsafe to print, or nil.
  public static func terminalProblem(_ text: String, allowEscapes: Bool, allowTab: Bool) -> String?
  {
    let scalars = Array(text.unicodeScalars)
    var i = 0
    while i < scalars.count {
      let v = scalars[i].value
      if v == 0x1B && allowEscapes && i + 1 < scalars.count {
        if scalars[i + 1] == "[" {
          var j = i + 2
          while j < scalars.count, scalars[j] == ";" || ("0"..."9").contains(scalars[j]) { j += 1 }
          guard j < scalars.count, scalars[j] == "m" else { return "escape other than SGR" }
          i = j + 1
          continue
        }
        if scalars[i + 1] == "]" {
          var j = i + 2
          while j < scalars.count, scalars[j].value >= 0x20, scalars[j].value < 0x7F { j += 1 }
          guard j + 1 < scalars.count, scalars[j].value == 0x1B, scalars[j + 1] == "\\",
            String(String.UnicodeScalarView(scalars[(i + 2)..<j])).hasPrefix("8;")
          else { return "OSC other than a clean OSC 8 link" }
          i = j + 2
          continue
        }
        return "ESC not starting SGR or OSC 8"
      }
      if v == 0x09 && allowTab {
        i += 1
        continue
      }
      if v < 0x20 || (0x7F...0x9F).contains(v) {
        return "control character U+\(String(v, radix: 16))"
      }
      if (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) {
        return "bidi override or isolate U+\(String(v, radix: 16))"
      }
      i += 1
    }
    return nil
  }

  /// Only measfmt's own tags and attributes; text escaped.
  static func htmlProblem(_ html: String) -> String? {
    var rest = Substring(html.trimmingCharacters(in: .whitespaces))
    let tag =
      /^<(\/?)(span|bdi|a)((?: (?:class|lang|dir|style|href|aria-hidden|tabindex)="[^"<>]*")*)>/
    while !rest.isEmpty {
      if rest.hasPrefix("<") {
        guard let match = rest.prefixMatch(of: tag) else { return "unexpected markup" }
        rest = rest[match.range.upperBound...]
        continue
      }
      let text = rest.prefix { $0 != "<" }
      if text.contains(">") || text.contains("\"") || text.contains("'") {
        return "unescaped text"
      }
      var ampersands = text[...]
      while let amp = ampersands.firstIndex(of: "&") {
        let entity = ampersands[amp...].prefix(8)
        guard
          ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].contains(where: { entity.hasPrefix($0) })
        else { return "bare ampersand" }
        ampersands = ampersands[ampersands.index(after: amp)...]
      }
      rest = rest.dropFirst(text.count)
    }
    return nil
  }
}
