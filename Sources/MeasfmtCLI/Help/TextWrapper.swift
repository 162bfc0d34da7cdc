/// Wraps prose at word boundaries to a width in terminal columns.
///
/// Help text is ASCII but for a few symbols (°, ², …) that take one column each, so a
/// Unicode scalar counts as one column here.
enum TextWrapper {
  /// The widest help layout: wider lines are hard to read (clap's `max_term_width` is the
  /// same). Narrower terminals get narrower text, down to 40 columns.
  static let maximumWidth = 100
  static let minimumWidth = 40

  /// The width to wrap to: `COLUMNS` if it is a number, else the terminal's, else 80.
  static func width(environment: [String: String], terminalColumns: Int?) -> Int {
    let columns =
      environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
      ?? terminalColumns ?? 80
    return min(max(columns, minimumWidth), maximumWidth)
  }

  /// `text` wrapped to `width`, the first line starting at column `firstIndent`
  /// (already written by the caller when `firstIndent` > `indent`), the others indented
  /// by `indent` spaces. A word longer than a line gets a line of its own.
  static func wrap(_ text: String, width: Int, indent: Int, firstIndent: Int? = nil) -> String {
    var result = ""
    var column = firstIndent ?? indent
    if firstIndent == nil { result += String(repeating: " ", count: indent) }
    var lineHasWord = false
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let length = word.unicodeScalars.count
      if lineHasWord && column + 1 + length > width {
        result += "\n" + String(repeating: " ", count: indent)
        column = indent
        lineHasWord = false
      }
      if lineHasWord {
        result += " "
        column += 1
      }
      result += word
      column += length
      lineHasWord = true
    }
    return result
  }
}
