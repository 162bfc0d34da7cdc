/// What `measfmt --numfmt` (or measfmt run as `numfmt`) was asked to do: GNU numfmt's
/// options, read as numfmt reads them (``NumfmtArguments``), and the locale measfmt's
/// `-l` names for its numbers.
struct NumfmtOptions {
  /// Which numfmt's behaviour to follow where numfmt changed: coreutils 9.1 (Debian 12's)
  /// or the newest (coreutils 9.10: R and Q, a lowercase k for SI's kilo,
  /// `--unit-separator`, blanks after a number, the locale's thousands separator read).
  enum Dialect: String, CaseIterable {
    case v9_1 = "9.1"
    case v9_10 = "9.10"

    static let newest = Dialect.v9_10
  }

  /// numfmt's scales, by their names in `--from` and `--to`.
  enum Scale: String {
    case none, auto, si, iec
    case iecI = "iec-i"

    /// The base of a suffix: 1024 for iec and iec-i, 1000 otherwise.
    var base: Int { self == .iec || self == .iecI ? 1024 : 1000 }
  }

  enum Round: String {
    case up, down
    case fromZero = "from-zero"
    case towardsZero = "towards-zero"
    case nearest
  }

  enum Invalid: String {
    case abort, fail, warn, ignore
  }

  var dialect = Dialect.newest
  var from = Scale.none
  var to = Scale.none
  var round = Round.fromZero
  var invalid = Invalid.abort
  /// `--suffix`: written after each number, and taken off the end of a number read.
  var suffix: [UInt8]?
  /// `--unit-separator`: between a number and its scale's suffix, both ways.
  var unitSeparator: [UInt8]?
  var fromUnit: UInt64 = 1
  var toUnit: UInt64 = 1
  var grouping = false
  /// `--padding N`, or a `--format` width: the width numbers are padded to (0: none).
  var padding = 0
  var padsLeft = false
  /// `--format %0Nf`: the width zeros pad a number to.
  var zeroPadding = 0
  /// `--format %.Nf`: the digits after the decimal point, whatever the input had.
  var precision: Int?
  var formatPrefix: [UInt8] = []
  var formatSuffix: [UInt8] = []
  var format: [UInt8]?
  /// `--field`: the ranges of fields converted; nil: field 1.
  var fields: [ClosedRange<UInt64>]?
  /// `-d`: the bytes of one character; nil: blanks separate fields.
  var delimiter: [UInt8]?
  var lineDelimiter: UInt8 = 0x0A
  var header: UInt64 = 0
  var debug = false
  /// `--debug`'s warnings found while reading the options, written in numfmt's order.
  var debugMessages: [String] = []
  var developerDebug = false
  /// measfmt's `-l`/`--locale`: the locale of decimal points and group separators
  /// (nil: `LC_ALL`, `LC_NUMERIC`, `LANG`, as numfmt).
  var locale: String?
  var showsHelp = false
  var showsVersion = false
  /// The NUMBER operands, in order.
  var numbers: [[UInt8]] = []

  /// Whether field `n` (from 1) is converted.
  @inline(__always)
  func includes(_ n: UInt64) -> Bool {
    guard let fields else { return n == 1 }
    for range in fields where range.contains(n) { return true }
    return false
  }
}
