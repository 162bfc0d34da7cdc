import MeasurementFormattingCore

/// `--help` and `--version`.
enum HelpText {
  /// measfmt's own version.
  static let version = "0.1.0"

  /// "measfmt 0.1.0 (ICU 72.1, CLDR 42.0)"; the fully static binary
  /// (scripts/build-static.sh) says that it carries them: "…, CLDR 42.0, built in)".
  static var versionLine: String {
    "measfmt \(version) (ICU \(ICUInfo.icuVersion), CLDR \(ICUInfo.cldrVersion)\(linkage))\n"
  }

  #if MEASFMT_STATIC
    static let linkage = ", built in"
  #else
    static let linkage = ""
  #endif

  static let overview =
    "Formats measurements for people, in any locale: the value, the unit and the space between them are tagged, so that each part can be styled (a dim unit, a bold value) for a terminal, HTML, JSON or plain text."

  static let arguments: [(name: String, help: String)] = [
    (
      "VALUE",
      "A number: 5, -3.25, 1e6, inf, nan. Digits beyond what a double holds (1e400, 30-digit integers) are kept."
    ),
    ("LOW...HIGH", "A range, e.g. 3...5 or -10...-5."),
    (
      "UNIT",
      "A CLDR unit id (kilometer, kilometer-per-hour, foot-and-inch), a type-prefixed id (length-kilometer) or a symbol (km, km/h, mph, m/s², °C, kg, lb, ft, in, h, min, s, kWh, GiB, %). Case matters where it changes the unit: mm and Mm, MB and Mb. A value and a symbol may be written together: 5km. See --list-units."
    ),
    (
      "LINES",
      "Without VALUE and UNIT, measfmt reads lines of \"VALUE UNIT\" or \"LOW...HIGH UNIT\" from standard input and writes one result per line as it goes; blank lines and lines starting with # are skipped. With --field, -d or --csv it formats the chosen fields of each line instead and writes the rest of the line unchanged. A bad line is reported on standard error as \"measfmt: line N: <problem>\" (\"line N, field F\" for a field), every other line is still formatted, and the exit status is 1 (see --invalid)."
    ),
  ]

  static let examples: [(command: String, comment: String)] = [
    ("measfmt 5 km --width narrow --ansi", "5km, the unit dim"),
    ("measfmt 1234.5 km -l de --json", "JSON with the parts"),
    ("measfmt 3...5 mi --width wide", "3–5 miles"),
    ("measfmt 100 km/h --to mph --fraction-digits 1", "62.1 mph"),
    ("measfmt 1609 m --usage road -l en-US", "1 mi"),
    ("measfmt 5 °C --sign always", "+5°C"),
    ("measfmt 30 min -w narrow --spoken | espeak", "30 minutes, aloud"),
    ("measfmt 1234.56 km --fit 9", "fits 9 cols: 1,234.6km"),
    ("printf '5 km\\n12.5 mi\\n' | measfmt --align decimal", "values lined up"),
    ("du -k * | measfmt --field 1:KiB --to MiB -w narrow", "sizes in MiB"),
    ("du -sh * | measfmt --field 1 --from=iec --to=iec -w narrow", "du -h sizes, in KiB, MiB, GiB"),
    ("measfmt 5 km 10 mi", "one line each"),
    ("measfmt --csv --header --field 3:km < trips.csv", "CSV, quoted as needed"),
    ("measfmt --list-units speed", "the speed units"),
  ]

  /// The locale categories, as Unix tools read them.
  static let environment: [(name: String, help: String)] = [
    (
      "LC_ALL, LC_MESSAGES, LANG",
      "The language of unit names (and everything else): the first that is set and not empty; en when none is."
    ),
    (
      "LC_ALL, LC_NUMERIC, LANG",
      "Numbers (separators, digits), as numfmt reads them: LANG=de_DE.UTF-8 LC_NUMERIC=en_US.UTF-8 gives 1,234.5 km."
    ),
    (
      "LC_MEASUREMENT",
      "When set (and LC_ALL is not), the measurement system of --usage: US for the *_US locales, metric for the others, as glibc defines them."
    ),
    (
      "",
      "POSIX ids keep a script or variant modifier (sr_RS@latin is sr-Latn-RS, uz_UZ@cyrillic uz-Cyrl-UZ, ca_ES@valencia ca-ES-valencia); other modifiers are ignored. C and POSIX (C.UTF-8) are the POSIX locale (1234.5 km, no grouping), in the environment as with -l. -l sets every category. NO_COLOR, TERM and COLORTERM: see --color; COLUMNS: the width of this help."
    ),
  ]

  static let exitStatus =
    "0 when everything was formatted; 1 when a batch line could not be (or the output could not be written); 2 for a usage error, or a VALUE UNIT argument that could not be formatted (reported without the usage lines)."

  /// The whole help, wrapped to `width` columns.
  static func render(width: Int) -> String {
    var out = ""
    out += "OVERVIEW: " + TextWrapper.wrap(overview, width: width, indent: 2, firstIndent: 10)
    out += "\n\n" + UsageError.usage(heading: "USAGE: ") + "\n"
    out += "\nARGUMENTS:\n"
    for (name, help) in arguments { out += entry("  " + name, help, width: width) }
    out += "\nOPTIONS:\n"
    for spec in OptionSpec.all {
      let help = spec.help
      if spec.long == "list-units" {
        out += entry("      --list-units [FILTER]", help, width: width)
        continue
      }
      out += entry("  " + spec.synopsis, help, width: width)
    }
    out += "\nENVIRONMENT:\n"
    for (name, help) in environment {
      if name.isEmpty {
        out += TextWrapper.wrap(help, width: width, indent: 2) + "\n"
      } else {
        out += entry("  " + name, help, width: width)
      }
    }
    out += "\nEXIT STATUS:\n"
    out += TextWrapper.wrap(exitStatus, width: width, indent: 2) + "\n"
    out += "\nEXAMPLES:\n"
    for (command, comment) in examples {
      let line = "  " + command
      let note = "# " + comment
      let length = line.unicodeScalars.count
      let column = max(length + 2, exampleCommentColumn)
      if column + note.unicodeScalars.count <= width {
        out += line + String(repeating: " ", count: column - length) + note + "\n"
      } else {
        out += line + "\n" + TextWrapper.wrap(note, width: width, indent: 6) + "\n"
      }
    }
    return out
  }

  /// The column where the comments of examples start, when they fit.
  static let exampleCommentColumn = 56

  /// The column where descriptions start, when the terminal is wide enough.
  static let descriptionColumn = 30

  /// A name and its description: side by side when the name fits before the description
  /// column, else the description on the next lines. Narrow terminals indent less.
  static func entry(_ name: String, _ help: String, width: Int) -> String {
    let column = width >= 60 ? descriptionColumn : 8
    let length = name.unicodeScalars.count
    if length + 2 <= column {
      let head = name + String(repeating: " ", count: column - length)
      return head + TextWrapper.wrap(help, width: width, indent: column, firstIndent: column)
        + "\n"
    }
    return name + "\n" + TextWrapper.wrap(help, width: width, indent: column) + "\n"
  }
}
