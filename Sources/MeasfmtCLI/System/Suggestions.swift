@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// "Did you mean …?" in messages; the library's ``Suggestions`` finds the candidates.
extension Suggestions {
  /// "'a'", "'a' or 'b'", "'a', 'b' or 'c'".
  static func list(_ items: [String]) -> String {
    let quoted = items.map { "'\($0)'" }
    switch quoted.count {
    case 0: return ""
    case 1: return quoted[0]
    default: return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }
  }

  /// " Did you mean 'a' or 'b'?", or "" when there is nothing to suggest.
  static func didYouMean(_ items: [String]) -> String {
    items.isEmpty ? "" : " Did you mean \(list(items))?"
  }
}

/// Quoting user input in a message: control characters are shown as escapes, so that
/// input cannot move the cursor or recolour the terminal, and long input is cut.
enum Quoted {
  static func text(_ input: some StringProtocol, limit: Int = 60) -> String {
    var result = ""
    var count = 0
    for scalar in input.unicodeScalars {
      if count == limit {
        result += "…"
        break
      }
      let v = scalar.value
      if v < 0x20 || (v >= 0x7F && v < 0xA0) || v == 0x2028 || v == 0x2029 {
        result += "\\u{\(String(v, radix: 16))}"
      } else if (v >= 0x202A && v <= 0x202E) || (v >= 0x2066 && v <= 0x2069) {
        // Bidi embeddings and isolates would reorder the rest of the message.
        result += "\\u{\(String(v, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
      count += 1
    }
    return result
  }
}
