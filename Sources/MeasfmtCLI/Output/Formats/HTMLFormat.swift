@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// `--format html`: one fragment per measurement, styles as inline CSS, the spoken form
/// for screen readers unless `--spoken=never`; the text around measurements escaped.
final class HTMLFormat: OutputFormat {
  static let name = "html"
  let renderer = HTMLRenderer(inlineCSS: true)

  required init(_ options: Options, context: Configuration.Context) {}

  func render(_ measurement: StyledMeasurement) -> String {
    renderer.render(measurement)
  }

  var traits: OutputTraits {
    OutputTraits(
      escaping: .html, aligns: false, writesCSV: false, showsSpokenForm: true,
      speaksByDefault: true)
  }
}
