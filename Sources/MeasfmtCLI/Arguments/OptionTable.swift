@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// One command-line option: its names, whether it takes a value, its help, and what it
/// does to ``Options``.
struct OptionSpec: Sendable {
  enum Kind: Sendable {
    case flag(@Sendable (inout Options) -> Void)
    case value(name: String, @Sendable (inout Options, String) throws(UsageError) -> Void)
    /// A value given only with "=" (`--header=2`); nil when the option stands alone.
    case optionalValue(
      name: String, @Sendable (inout Options, String?) throws(UsageError) -> Void)
  }

  let long: String
  let short: Character?
  let kind: Kind
  let help: String
  /// What shell completion offers for the value.
  var values: Values = .none
  /// The output format an output format's shorthand (`--json`) selects.
  var outputFormat: (any OutputFormat.Type)?

  /// The values shell completion offers (see CompletionScript).
  enum Values: Sendable, Equatable {
    case none
    case names([String])
    case locales
    case units
    /// Units of the quantity of the UNIT before the option, and the scales of `--to`.
    case unitsOfQuantity
  }

  var takesValue: Bool {
    if case .value = kind { return true }
    return false
  }

  /// "-w, --width WIDTH", "    --json" or "    --header[=N]".
  /// The names typed on a command line, short first: `["-w", "--width"]`.
  var commandLineNames: [String] {
    (short.map { ["-\($0)"] } ?? []) + ["--" + long]
  }

  var synopsis: String {
    var text = short.map { "-\($0), " } ?? "    "
    text += "--" + long
    switch kind {
    case .value(let name, _): text += " " + name
    case .optionalValue(let name, _): text += "[=\(name)]"
    case .flag: break
    }
    return text
  }

  /// "'--width WIDTH'", for messages.
  var quotedName: String {
    if case .value(let name, _) = kind { return "'--\(long) \(name)'" }
    return "'--\(long)'"
  }
}

extension OptionSpec {
  /// The output formats, one row each: `--NAME`, the same as `--format NAME`. A new
  /// format is its ``OutputFormat`` and its row here, which also puts it into `--format`.
  static let formats: [OptionSpec] = [
    .outputFormat(PlainFormat.self),
    .outputFormat(ANSIFormat.self),
    .outputFormat(HTMLFormat.self),
    .outputFormat(JSONFormat.self),
  ]

  /// How ranges are written (after the number options in `--help`).
  static let ranges: [OptionSpec] = [
    .oneOf(
      RangeOptions.Collapse.self, long: "range-collapse", value: "COLLAPSE",
      help:
        "What the two ends of a range share: auto (3–5 km, the default), none (3 km – 5 km), unit (3K – 5K km) or all (3–5K km)."
    ) { $0.range.collapse = $1 },
    .oneOf(
      RangeOptions.IdentityFallback.self, long: "range-identity", value: "FALLBACK",
      help:
        "Ends that read the same: approximately (~5 km, the default), single-value (5 km), approximately-or-single-value (~ only when rounding made them equal) or range (5–5 km)."
    ) { $0.range.identityFallback = $1 },
    .oneOf(
      GrammaticalCase.self, long: "case", value: "CASE",
      help:
        "Write units in this grammatical case, where the locale has its forms (-l de --case dative: 5 Kilometern). CLDR's names: nominative, accusative, genitive, dative, instrumental, locative, illative, …"
    ) { $0.grammaticalCase = $1 },
  ]

  /// Every option, in the order `--help` lists them.
  static let all: [OptionSpec] =
    [
      .oneOf(
        UnitWidth.self, long: "width", short: "w", value: "WIDTH",
        help:
          "How long the unit is written: narrow (5km), abbreviated (5 km) or wide (5 kilometers); numeric writes a duration as a clock (hour-and-minute-and-second: 1:30:00). Default: abbreviated. With --fit, the widest form tried (default: wide)."
      ) {
        $0.width = $1
        $0.widthGiven = true
      },
      .text(
        long: "locale", short: "l", value: "ID", values: .locales,
        help:
          "The locale, BCP 47 (de-CH, ar-EG-u-nu-arab) or POSIX (de_CH.UTF-8). POSIX modifiers that name a script or variant are kept (sr_RS@latin). Default: from the environment (see ENVIRONMENT)."
      ) { $0.locale = $1 },
      .text(
        long: "input-locale", short: nil, value: "ID", values: .locales,
        help:
          "Read arguments, lines and fields as this locale writes measurements: 1.234,5 km, 5 Kilometer (de); ٥ كم (ar); 5 ft, 11 in (en). Default: 1234.5 km, as C writes numbers."
      ) { $0.inputLocale = $1 },
      OptionSpec(
        long: "usage", short: nil,
        kind: .value(name: "USAGE") { (o, v) throws(UsageError) in
          guard let usage = Usage(name: v), !v.isEmpty else {
            // CLDR's list grows; the help names the common ones.
            throw UsageError(
              "invalid value '\(Quoted.text(v))' for '--usage'; expected a CLDR usage such as default, road, person-height or weather."
                + Suggestions.didYouMean(Suggestions(Usage.names).closest(to: v, limit: 1)))
          }
          o.usage = usage
        },
        help:
          "Convert to the unit the locale prefers for this use: default, road, person-height, person, weather, fluid, food, vehicle-fuel, rainfall, snowfall, visibility, wind, barometric, focal-length, …",
        values: .names(Usage.names)
      ),
      .oneOf(
        SizeSuffixes.self, long: "from", value: "SUFFIXES",
        help:
          "Read numbers with numfmt's size suffixes (1.5G, 4.0K, 512Mi, as du -h and ls -lh write them) as bytes, or in the unit of --unit or --field N:UNIT: none (no suffixes; the default is to refuse a suffix and say why), si (K = 1000), iec (K = 1024), iec-i (Ki = 1024) or auto (K = 1000, Ki = 1024). A bare number is then bytes too."
      ) { $0.from = $1 },
      .text(
        long: "to", value: "UNIT", values: .unitsOfQuantity,
        help:
          "Convert to UNIT before formatting (--to mi, --to fahrenheit). Or scale, as numfmt: si (bytes or bits in kB, MB, …), iec or iec-i (bytes in KiB, MiB, …), each to the largest prefix whose value is at least 1; natural scales any quantity to the unit of its ladder that reads best (1500 m → 1.5 km)."
      ) { $0.target = $1 },
      .oneOf(
        NumberOptions.Notation.self, long: "notation", value: "NOTATION",
        help:
          "standard, scientific (1.2E3), engineering, compact-short (1.2K), compact-long or spell-out (ten feet)."
      ) { $0.notation = $1 },
      .oneOf(
        NumberOptions.SignDisplay.self, long: "sign", value: "SIGN",
        help: "When to show a sign: auto, always, never, except-zero or negative."
      ) { $0.sign = $1 },
      .digits(
        long: "fraction-digits",
        help: "Digits after the decimal separator: exactly N, or MIN...MAX (0...999)."
      ) { $0.fractionDigits = $1 },
      .digits(
        long: "significant-digits", help: "Significant digits: exactly N, or MIN...MAX (1...999)."
      ) { $0.significantDigits = $1 },
      .oneOf(
        NumberOptions.Grouping.self, long: "grouping", value: "GROUPING",
        help: "Digit grouping (1,234): auto (the locale's rule), always, never or min2."
      ) { $0.grouping = $1 },
      .oneOf(
        NumberOptions.RoundingMode.self, long: "rounding", value: "MODE",
        help: "half-even (default), half-up, half-down, up, down, ceiling or floor."
      ) { $0.rounding = $1 },
      .oneOf(
        Options.NumfmtRounding.self, long: "round", value: "METHOD",
        help:
          "numfmt's names for --rounding: up (ceiling), down (floor), from-zero (up), towards-zero (down) or nearest (half-up). Default with --to si, iec or iec-i: from-zero, as numfmt."
      ) { $0.round = $1 },
    ] + ranges + [formatOption] + formats + [
      .oneOf(
        Options.ColorChoice.self, long: "color", value: "WHEN",
        help:
          "auto, always or never. auto colours a terminal unless NO_COLOR is set; always also colours a pipe (and selects ansi when no format is given); never writes no escape sequences."
      ) { $0.color = $1 },
      .text(
        long: "unit-style", value: "SPEC",
        help:
          "Style of the unit, e.g. dim (the default), bold,italic, underline, fg=#888888, bg=blue, font=caption; none for no style."
      ) { $0.unitStyle = $1 },
      .text(
        long: "value-style", value: "SPEC",
        help: "Style of the value, in the same form as --unit-style."
      ) { $0.valueStyle = $1 },
      .oneOf(
        WhitespacePolicy.self, long: "whitespace", value: "MODE",
        help:
          "Spacing between value and unit: keep (the locale's), remove, nbsp (no-break space) or thin (narrow no-break space)."
      ) { $0.whitespace = $1 },
      OptionSpec(
        long: "fit", short: nil,
        kind: .value(name: "COLUMNS") { (o, v) throws(UsageError) in
          guard v.utf8.count <= 6, v.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let n = Int(v), n >= 1
          else {
            throw UsageError(
              "invalid value '\(Quoted.text(v))' for '--fit'; expected a number of terminal columns, e.g. --fit 8."
            )
          }
          o.fit = n
        },
        help:
          "Write each measurement in the widest form that fits COLUMNS terminal columns (wide characters count two, combining and bidi marks none): the unit's full name, abbreviation, then narrow form (from --width down, wide when not given), then one fraction digit fewer at a time, then compact notation (1.2Kkm); the narrowest form when none fits. With --align, a table's column."
      ),
      OptionSpec(
        long: "spoken", short: nil,
        kind: .optionalValue(name: "WHEN") { (o, v) throws(UsageError) in
          guard let v else {
            o.spoken = .always
            return
          }
          o.spoken = try choice(Options.SpokenChoice.self, v, option: "spoken")
        },
        help:
          "Write the spoken form, the words a screen reader or speech synthesizer should say (5′ 11″: 5 feet, 11 inches; ICU's full names of the same number): with plain or ansi output the words alone, one line each (for espeak), with --json a \"spoken\" key. WHEN: always (the default of --spoken), never, or auto (the default without it: only --html, whose markup hides the text from screen readers and gives them the words).",
        values: .names(Options.SpokenChoice.allCases.map(\.rawValue))
      ),
      .oneOf(
        ColumnAlignment.self, long: "align", value: "HOW",
        help:
          "In batch mode, pad lines so the values line up (with --field, the column of each chosen field): left, right or decimal (at the decimal separator), in terminal cells. Up to 1024 lines are held back at a time (see the man page)."
      ) { $0.align = $1 },
      OptionSpec(
        long: "field", short: nil,
        kind: .value(name: "LIST") { (o, v) throws(UsageError) in
          o.fields = try FieldSelection.parse(v)
        },
        help:
          "Batch mode over fields: format only these fields of each line and write every other byte unchanged. LIST as in numfmt: 2, 2,4, 2-4, 3- (to the end), -2; a unit for the bare numbers of a field after a colon: 2:MB,3:km/h."
      ),
      OptionSpec(
        long: "delimiter", short: "d",
        kind: .value(name: "C") { (o, v) throws(UsageError) in o.delimiter = try delimiter(v) },
        help:
          "Fields are separated by the character C (a tab, a comma, …). Default: runs of spaces and tabs. Implies --field 1 when --field is not given."
      ),
      OptionSpec(
        long: "csv", short: nil, kind: .flag { $0.csv = true },
        help:
          "Fields are RFC 4180 CSV, separated by commas (or -d): quoted fields may hold the delimiter, quotes and line breaks; a formatted field is quoted when its text needs it. Implies --field 1 when --field is not given."
      ),
      OptionSpec(
        long: "header", short: nil,
        kind: .optionalValue(name: "N") { (o, v) throws(UsageError) in
          guard let v else {
            o.header = 1
            return
          }
          guard !v.isEmpty, v.utf8.count <= 18, v.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let n = Int(v)
          else {
            throw UsageError(
              "invalid value '\(Quoted.text(v))' for '--header'; expected a number of lines, e.g. --header=2."
            )
          }
          o.header = n
        },
        help: "In batch mode, write the first N lines (1 when N is not given) unchanged."),
      .text(
        long: "unit", value: "UNIT", values: .units,
        help:
          "In batch mode, the unit of values written without one (1536, not 1536 MB or 5km); a unit given in --field wins."
      ) { $0.unit = $1 },
      .oneOf(
        Options.InvalidMode.self, long: "invalid", value: "MODE",
        help:
          "What a value that cannot be formatted does, as in numfmt: abort (stop at the first; the default for VALUE UNIT), fail (report each, exit 1 at the end; the default for batch mode), warn (report each, exit 0) or ignore (exit 0). In batch mode every good line is still written, and with --field the line of a bad field too, that field as it was."
      ) { $0.invalid = $1 },
      OptionSpec(
        long: "zero-terminated", short: "z", kind: .flag { $0.zeroTerminated = true },
        help:
          "Lines end with NUL, not a newline, in and out, as numfmt -z (for find -print0, du -0). Messages on standard error still end with a newline."
      ),
      OptionSpec(
        long: "numfmt", short: nil,
        // Read before this table: the whole command line is then numfmt's (NumfmtCommand).
        kind: .optionalValue(name: "VERSION") { _, _ in },
        help:
          "Take GNU numfmt's options and write its output byte for byte: --to=iec, --from=si, --suffix, --padding, --format %'.2f, --from-unit, --to-unit, --grouping, --unit-separator, --round, --invalid, --header, --field, -d, -z, --debug; with -l for the locale of decimal points and group separators (-l de: 1,5K). VERSION 9.1 follows coreutils 9.1 (Debian 12's numfmt) where numfmt changed; the default, the newest (9.10). Also when measfmt runs under the name numfmt; --numfmt --help lists the options."
      ),
      OptionSpec(
        long: "list-units", short: nil, kind: .flag { $0.listsUnits = true },
        help:
          "List the units (id, category, symbols measfmt accepts) whose id, category or symbol contains FILTER, or all. With -l, also their names in that locale, at the width of -w."
      ),
      OptionSpec(
        long: "help", short: "h", kind: .flag { $0.showsHelp = true },
        help: "Show this help and exit."),
      OptionSpec(
        long: "version", short: nil, kind: .flag { $0.showsVersion = true },
        help: "Show the versions of measfmt, ICU and CLDR and exit."),
      .oneOf(
        CompletionScript.Shell.self, long: "generate-completion-script", value: "SHELL",
        help:
          "Print the completion script for SHELL (bash, zsh or fish), made from this option list, and exit."
      ) { $0.completionShell = $1 },
    ]

  /// The shorthand of an output format: `--json` for `--format json`.
  static func outputFormat(_ format: any OutputFormat.Type) -> OptionSpec {
    var spec = OptionSpec(
      long: format.name, short: nil, kind: .flag { $0.format = format },
      help: "Same as --format \(format.name).")
    spec.outputFormat = format
    return spec
  }

  /// `--format NAME`: one of the formats of ``formats``, listed in its help with their
  /// notes ("json (JSON Lines)").
  static var formatOption: OptionSpec {
    let kinds = formats.compactMap { $0.outputFormat }
    let listed = kinds.map { kind in kind.note.map { "\(kind.name) (\($0))" } ?? kind.name }
    return OptionSpec(
      long: "format", short: nil,
      kind: .value(name: "FORMAT") { (o, v) throws(UsageError) in
        o.format = try outputFormat(named: v)
      },
      help: orList(listed) + ". Default: ansi on a terminal, plain otherwise.",
      values: .names(kinds.map { $0.name }))
  }

  /// The output format named `name` (`--format json`).
  static func outputFormat(named name: String) throws(UsageError) -> any OutputFormat.Type {
    let kinds = formats.compactMap { $0.outputFormat }
    guard let format = kinds.first(where: { $0.name == name }) else {
      throw invalidValue(name, option: "format", expected: kinds.map { $0.name })
    }
    return format
  }

  static let byLong: [String: OptionSpec] = {
    var map: [String: OptionSpec] = [:]
    for spec in all { map[spec.long] = spec }
    return map
  }()

  static func byShort(_ c: Character) -> OptionSpec? {
    all.first { $0.short == c }
  }
}
