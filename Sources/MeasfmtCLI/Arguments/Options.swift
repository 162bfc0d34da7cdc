import MeasurementFormatting

/// Everything the command line said, checked for form but not yet turned into formatters.
struct Options {
  enum OutputFormat: String, CaseIterable {
    case plain, ansi, html, json
  }

  enum ColorChoice: String, CaseIterable {
    case auto, always, never
  }

  var width: UnitWidth = .abbreviated
  /// nil: from `LC_ALL`, `LC_MESSAGES`, `LANG`, else "en".
  var locale: String?
  var usage: Usage = .asProvided
  /// The unit to convert to, as typed.
  var target: String?
  var notation: NumberOptions.Notation?
  var sign: NumberOptions.SignDisplay?
  var fractionDigits: ClosedRange<Int>?
  var significantDigits: ClosedRange<Int>?
  var grouping: NumberOptions.Grouping?
  var rounding: NumberOptions.RoundingMode?
  /// nil: ansi on a terminal, plain otherwise.
  var format: OutputFormat?
  var color: ColorChoice = .auto
  var unitStyle: String?
  var valueStyle: String?
  var whitespace: WhitespacePolicy = .keep
  var align: ColumnAlignment?

  var showsHelp = false
  var showsVersion = false
  var listsUnits = false

  /// VALUE UNIT, LOW...HIGH UNIT, a FILTER for `--list-units`, or nothing (batch mode).
  var positionals: [String] = []
}
