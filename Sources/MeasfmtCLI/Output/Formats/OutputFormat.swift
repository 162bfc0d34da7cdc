@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// One output format of the command (`--format NAME`, or its shorthand `--NAME`): what a
/// measurement's line is, and how the text around measurements is written.
///
/// The command holds one format object (``LineRenderer``; an object, so that the structs
/// that hold it stay plain values) and asks it, never which one it is: a new format is one conformer in this folder and its row in
/// `Arguments/OptionTable.swift` (``OptionSpec/outputFormat(_:)``), which adds it to
/// `--format`, its shorthand, the help, the completions and the man page's check. What a
/// format does not declare is done as plain text does it (the defaults below).
protocol OutputFormat: AnyObject, SendableMetatype {
  /// The name `--format` takes, and its shorthand flag's (`json`: `--json`).
  static var name: String { get }
  /// A few words `--format`'s help writes after the name ("JSON Lines"), if any.
  static var note: String? { get }
  /// The format for the command's options and where it writes (the terminal's colours).
  init(_ options: Options, context: Configuration.Context)

  /// A measurement's line, without its line end.
  func render(_ measurement: StyledMeasurement) -> String
  /// Writes a measurement's line and the line end, when the command's styles change
  /// nothing: the measurement as it is.
  func write(_ formatted: FormattedMeasurement, to out: OutputStream)
  /// Writes a measurement's line, with the command's styles, and the line end.
  func write(_ styled: StyledMeasurement, to out: OutputStream)

  /// What the format is like, beyond its lines: how the text around measurements is
  /// written, which styles show, which options apply.
  var traits: OutputTraits { get }
  /// Writes arguments that could not be formatted, and the line end, as `--invalid
  /// fail|warn|ignore` writes them: the text as it is.
  func writeUnformatted(_ text: String, problem: String, to out: OutputStream)
  /// Batch mode over fields: a writer of one record per line (what the fields were and
  /// became) instead of the line with its fields formatted in place; nil for the latter.
  func fieldRecords() -> (any FieldRecordWriter)?
}

extension OutputFormat {
  static var note: String? { nil }

  /// The format's name (``name``).
  var name: String { Self.name }

  func write(_ formatted: FormattedMeasurement, to out: OutputStream) {
    write(formatted.styled(), to: out)
  }

  func write(_ styled: StyledMeasurement, to out: OutputStream) {
    out.write(render(styled))
    out.endLine()
  }

  var traits: OutputTraits { OutputTraits() }

  func writeUnformatted(_ text: String, problem: String, to out: OutputStream) {
    var text = text
    var bytes: [UInt8] = []
    text.withUTF8 { traits.escaping.append($0, to: &bytes) }
    bytes.append(out.lineEnd)
    bytes.withUnsafeBytes { out.write($0) }
  }

  func fieldRecords() -> (any FieldRecordWriter)? { nil }
}

/// What an output format is like, beyond its lines (``OutputFormat/traits``): each a
/// default that plain text has, which a format changes where it differs.
struct OutputTraits {
  /// How text that is not a measurement is written: the other fields of a line, header
  /// lines, arguments that could not be formatted.
  var escaping = TextEscaping.none
  /// Whether styles show at all (plain text has none).
  var showsStyles = true
  /// Whether the unit's default style (dim) applies, or only the styles asked for by name.
  var takesDefaultStyles = true
  /// Whether `--align` applies (it pads text for a terminal).
  var aligns = true
  /// Whether `--csv` applies (its fields are written back as CSV).
  var writesCSV = true
  /// Whether a line is a measurement's text alone when ICU's whitespace is kept: the
  /// command then asks the library for the text only.
  var isTextAlone = false
  /// Whether `--header` lines are written (a format whose lines are records has none).
  var writesHeaderLines = true
  /// Whether a measurement's line shows its spoken form beside the text (the renderer
  /// writes both); otherwise `--spoken` makes the words the line.
  var showsSpokenForm = false
  /// Whether lines carry the spoken form without `--spoken` (HTML's accessible markup).
  var speaksByDefault = false
}
