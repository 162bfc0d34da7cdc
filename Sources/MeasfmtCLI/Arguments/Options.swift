@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// Everything the command line said, checked for form but not yet turned into formatters.
struct Options {
  enum ColorChoice: String, CaseIterable {
    case auto, always, never
  }

  /// `--invalid`: what an input that cannot be formatted does, as in GNU numfmt.
  enum InvalidMode: String, CaseIterable {
    /// Stop at the first one: report it and exit (the default for VALUE UNIT).
    case abort
    /// Report each, go on, exit 1 at the end (the default for batch mode).
    case fail
    /// Report each, go on, exit 0.
    case warn
    /// Report none, go on, exit 0.
    case ignore
  }

  /// `--round`: numfmt's rounding methods, by its names.
  enum NumfmtRounding: String, CaseIterable {
    case up, down
    case fromZero = "from-zero"
    case towardsZero = "towards-zero"
    case nearest

    /// The library's mode of the same meaning.
    var mode: NumberOptions.RoundingMode {
      switch self {
      case .up: return .ceiling
      case .down: return .floor
      case .fromZero: return .up
      case .towardsZero: return .down
      case .nearest: return .halfUp
      }
    }
  }

  /// `--spoken[=WHEN]`: when lines carry the spoken form.
  enum SpokenChoice: String, CaseIterable {
    /// HTML only, as accessible markup (the default).
    case auto
    /// Every format: the words alone in plain and ansi, a `spoken` key in JSON.
    case always
    /// None, HTML neither.
    case never
  }

  var width: UnitWidth = .abbreviated
  /// Whether `--width` was given (with `--fit`, the widest form tried is then not wide).
  var widthGiven = false
  /// `--fit COLUMNS`: the widest form that fits; nil: the width asked for.
  var fit: Int?
  /// nil: from `LC_ALL`, `LC_MESSAGES`, `LANG`, else "en".
  var locale: String?
  /// `--input-locale ID`: read input as that locale writes it; nil: C syntax, as always.
  var inputLocale: String?
  var usage: Usage = .asProvided
  /// The unit to convert to, as typed.
  var target: String?
  var notation: NumberOptions.Notation?
  var sign: NumberOptions.SignDisplay?
  var fractionDigits: ClosedRange<Int>?
  var significantDigits: ClosedRange<Int>?
  var grouping: NumberOptions.Grouping?
  var rounding: NumberOptions.RoundingMode?
  /// `--round METHOD`, numfmt's spelling of a rounding mode.
  var round: NumfmtRounding?
  /// `--range-collapse`, `--range-identity`: how ranges are written.
  var range = RangeOptions()
  /// `--case`: the grammatical case units are written in.
  var grammaticalCase: GrammaticalCase?
  /// `--from`: how size suffixes ("1.5G") are read; nil: not given (a suffix is an error).
  var from: SizeSuffixes?
  /// `--format` or its shorthand; nil: ansi on a terminal, plain otherwise.
  var format: (any OutputFormat.Type)?
  var color: ColorChoice = .auto
  var unitStyle: String?
  var valueStyle: String?
  var whitespace: WhitespacePolicy = .keep
  var spoken: SpokenChoice = .auto
  var align: ColumnAlignment?

  // Batch mode over fields of lines (numfmt's options).
  /// `--field LIST`; nil: whole lines (or field 1 when `-d`/`--csv` asks for fields).
  var fields: FieldSelection?
  /// `-d C`: one character; nil: runs of blanks (or "," with `--csv`).
  var delimiter: String?
  var csv = false
  /// `--header[=N]`: lines passed through unchanged first.
  var header: Int?
  /// `--unit UNIT`: the unit of bare numbers, as typed.
  var unit: String?
  /// nil: abort for VALUE UNIT, fail for batch mode.
  var invalid: InvalidMode?

  /// `-z`: lines end with NUL, in and out, as numfmt's `--zero-terminated`.
  var zeroTerminated = false

  var showsHelp = false
  var showsVersion = false
  var listsUnits = false
  /// `--generate-completion-script SHELL`.
  var completionShell: CompletionScript.Shell?

  /// VALUE UNIT, LOW...HIGH UNIT, a FILTER for `--list-units`, or nothing (batch mode).
  var positionals: [String] = []
}
