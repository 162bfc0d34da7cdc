import MeasurementFormattingCore

/// `--format plain`: the text, unstyled (control characters and bidi overrides
/// neutralised, as the library's plain renderer does).
final class PlainFormat: OutputFormat {
  static let name = "plain"

  required init(_ options: Options, context: Configuration.Context) {}

  func render(_ measurement: StyledMeasurement) -> String {
    PlainRenderer().render(measurement)
  }

  var traits: OutputTraits { OutputTraits(showsStyles: false, isTextAlone: true) }
}
