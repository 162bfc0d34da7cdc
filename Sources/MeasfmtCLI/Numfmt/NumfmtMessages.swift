/// numfmt's messages: the program's name before them, its way of quoting what it
/// quotes, and the usage errors that end the run.
struct NumfmtMessages {
  /// The name messages start with: `numfmt` when measfmt runs under that name, else
  /// `measfmt`.
  let program: String
  /// Whether the locale's characters are UTF-8: quotes are then ‘ and ’, and printable
  /// non-ASCII characters are written as they are (as GNU tools' quote() does); in the C
  /// locale they are ' and ', and bytes above ASCII octal escapes.
  let utf8: Bool

  /// `text` quoted as GNU's quote() quotes it in the C or a UTF-8 locale.
  func quote(_ text: some Sequence<UInt8>) -> String {
    let bytes = Array(text)
    var out = utf8 ? "\u{2018}" : "'"
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      switch b {
      case 0x5C: out += "\\\\"
      case 0x27 where !utf8: out += "\\'"
      case 0x07: out += "\\a"
      case 0x08: out += "\\b"
      case 0x0C: out += "\\f"
      case 0x0A: out += "\\n"
      case 0x0D: out += "\\r"
      case 0x09: out += "\\t"
      case 0x0B: out += "\\v"
      case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(b))
      case 0x80... where utf8:
        let length = Self.printableUTF8Length(bytes, at: i)
        if length > 0 {
          let scalar = String(decoding: bytes[i..<i + length], as: UTF8.self)
          // The closing quote inside is escaped, so that the quoted text ends once.
          if scalar == "\u{2019}" { out += "\\" }
          out += scalar
          i += length
          continue
        }
        out += Self.octal(b)
      default: out += Self.octal(b)
      }
      i += 1
    }
    return out + (utf8 ? "\u{2019}" : "'")
  }

  func quote(_ text: String) -> String { quote(text.utf8) }

  private static func octal(_ b: UInt8) -> String {
    "\\" + String(b >> 6) + String((b >> 3) & 7) + String(b & 7)
  }

  /// The length of the valid, printable UTF-8 sequence at `i`, or 0.
  private static func printableUTF8Length(_ bytes: [UInt8], at i: Int) -> Int {
    let b = bytes[i]
    let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC2 ? 2 : 0
    guard length > 0, i + length <= bytes.count else { return 0 }
    var slice = Array(bytes[i..<i + length])
    guard slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else { return 0 }
    let text = String(decoding: slice, as: UTF8.self)
    guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1,
      scalar != "\u{FFFD}" || slice == [0xEF, 0xBF, 0xBD]
    else { return 0 }
    slice.removeAll()
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator,
      .paragraphSeparator:
      return 0
    default: return length
    }
  }

  /// "measfmt: MESSAGE\n".
  func line(_ message: String) -> String { "\(program): \(message)\n" }

  /// The line after a usage mistake.
  var tryHelp: String { "Try '\(program) --help' for more information.\n" }
}

/// A mistake that ends the run before any number is read: what numfmt writes to
/// standard error, and its exit status (1).
struct NumfmtUsageError: Error {
  let text: String

  /// A message, then the line that points to `--help`.
  static func usage(_ message: String, _ m: NumfmtMessages) -> NumfmtUsageError {
    NumfmtUsageError(text: m.line(message) + m.tryHelp)
  }

  /// A message alone.
  static func fatal(_ message: String, _ m: NumfmtMessages) -> NumfmtUsageError {
    NumfmtUsageError(text: m.line(message))
  }
}
