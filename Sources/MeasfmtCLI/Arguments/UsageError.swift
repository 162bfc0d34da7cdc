/// A mistake on the command line: reported as `Error: <message>`, the usage lines and a
/// pointer to `--help`, with exit status 2.
struct UsageError: Error, Equatable {
  let message: String

  init(_ message: String) { self.message = message }

  /// The forms of the command, for this report and for `--help`.
  static let forms = [
    "measfmt [OPTIONS] VALUE UNIT", "measfmt [OPTIONS] LOW...HIGH UNIT",
    "measfmt [OPTIONS] < LINES",
  ]

  /// The forms after `heading` ("Usage: ", "USAGE: "), one a line, lined up.
  static func usage(heading: String) -> String {
    heading + forms.joined(separator: "\n" + String(repeating: " ", count: heading.count))
  }

  /// The three lines (and more) written to stderr.
  var report: String {
    "Error: \(message)\n\(UsageError.usage(heading: "Usage: "))\n"
      + "See 'measfmt --help' for more information.\n"
  }

  static let status: Int32 = 2
}

/// The exit statuses, as the CLI contract fixes them.
enum ExitStatus {
  static let success: Int32 = 0
  /// Some batch line (or the output) could not be handled; the rest was.
  static let badInput: Int32 = 1
  static let usage: Int32 = 2
}
