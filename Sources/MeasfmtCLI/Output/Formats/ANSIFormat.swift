@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// `--format ansi`: styled for a terminal (SGR), at the colour depth the terminal and
/// `--color` allow; the text around measurements neutralised as a run's text is.
final class ANSIFormat: OutputFormat {
  static let name = "ansi"
  let renderer: ANSIRenderer

  required init(_ options: Options, context: Configuration.Context) {
    renderer = ANSIRenderer(colors: Configuration.colors(options, context: context))
  }

  func render(_ measurement: StyledMeasurement) -> String {
    renderer.render(measurement)
  }

  var traits: OutputTraits { OutputTraits(escaping: .terminal) }
}
