@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// `--format json`: JSON Lines, one object per measurement (the library's JSON, written
/// straight into the output buffer); styles only where asked for by name; over fields,
/// one object per line (``FieldJSONWriter``).
final class JSONFormat: OutputFormat {
  static let name = "json"
  static let note: String? = "JSON Lines"
  // Written by one thread, the command's: no dynamic exclusivity check on every line.
  @exclusivity(unchecked) private var writer = JSONLineWriter()

  required init(_ options: Options, context: Configuration.Context) {}

  func render(_ measurement: StyledMeasurement) -> String {
    JSONRenderer().render(measurement)
  }

  func write(_ formatted: FormattedMeasurement, to out: OutputStream) {
    writer.write(formatted, to: out)
  }

  func write(_ styled: StyledMeasurement, to out: OutputStream) {
    writer.write(styled, to: out)
  }

  var traits: OutputTraits {
    OutputTraits(
      takesDefaultStyles: false, aligns: false, writesHeaderLines: false, showsSpokenForm: true)
  }

  func writeUnformatted(_ text: String, problem: String, to out: OutputStream) {
    out.write(
      #"{"text":"# + JSONRenderer.stringLiteral(text) + #","error":"#
        + JSONRenderer.stringLiteral(problem) + "}")
    out.endLine()
  }

  func fieldRecords() -> (any FieldRecordWriter)? { FieldJSONWriter() }
}
