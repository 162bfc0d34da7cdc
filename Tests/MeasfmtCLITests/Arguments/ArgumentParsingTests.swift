import Testing

@Suite("Argument parsing")
struct ArgumentParsingTests {
  @Test(
    "Every spelling of an option with a value",
    arguments: [
      ["5", "km", "--width", "narrow"],
      ["5", "km", "--width=narrow"],
      ["--width", "narrow", "5", "km"],
      ["-w", "narrow", "5", "km"],
      ["-wnarrow", "5", "km"],
      ["-w=narrow", "5", "km"],
      ["5", "-w", "narrow", "km"],
    ])
  func optionSpellings(_ arguments: [String]) {
    let result = measfmt(arguments)
    #expect(result == success("5km\n"))
  }

  @Test("Short -l and long --locale")
  func localeSpellings() {
    #expect(measfmt("1234.5", "km", "-l", "de") == success("1.234,5 km\n"))
    #expect(measfmt("1234.5", "km", "-lde") == success("1.234,5 km\n"))
    #expect(measfmt("1234.5", "km", "--locale=de") == success("1.234,5 km\n"))
  }

  @Test(
    "Negative numbers are values, not options",
    arguments: [
      (["-5", "°C"], "-5°C\n"),
      (["-5", "km"], "-5 km\n"),
      (["-.5", "km"], "-0.5 km\n"),
      (["-5...-3", "°C"], "-5 – -3°C\n"),
      (["-inf", "km"], "-∞ km\n"),
      (["-INF", "km"], "-∞ km\n"),
      (["--", "-5", "km"], "-5 km\n"),
      (["-w", "narrow", "--", "-5", "km"], "-5km\n"),
    ])
  func negativeNumbers(_ arguments: [String], _ expected: String) {
    #expect(measfmt(arguments) == success(expected))
  }

  @Test("After --, an option-looking argument is a positional")
  func doubleDashEndsOptions() {
    #expect(measfmt("--", "--json", "km") == valueError("'--json' is not a number."))
  }

  @Test("An option given twice takes the last value")
  func duplicatedOptions() {
    #expect(measfmt("5", "km", "-w", "wide", "-w", "narrow") == success("5km\n"))
    #expect(measfmt("5", "km", "--width=narrow", "--width", "wide") == success("5 kilometers\n"))
    #expect(measfmt("5", "km", "--json", "--plain") == success("5 km\n"))
    #expect(
      measfmt("5", "km", "-l", "de", "-l", "en", "--width", "wide") == success("5 kilometers\n"))
    #expect(measfmt("5", "km", "--json", "--json", "--format", "plain") == success("5 km\n"))
  }

  @Test(
    "Unknown options are usage errors, with the closest option",
    arguments: [
      (["--widht", "narrow", "5", "km"], "unknown option '--widht'. Did you mean '--width'?"),
      (["5", "km", "--jsn"], "unknown option '--jsn'. Did you mean '--json'?"),
      (["5", "km", "--colour", "never"], "unknown option '--colour'. Did you mean '--color'?"),
      (["5", "km", "--frobnicate"], "unknown option '--frobnicate'."),
      (["-x", "5", "km"], "unknown option '-x'."),
      (["-width", "narrow", "5", "km"], "unknown option '-width'. Did you mean '--width'?"),
      (["-json", "5", "km"], "unknown option '-json'. Did you mean '--json'?"),
      (["-hx"], "unknown option '-hx'; '-h' takes no value."),
      (
        ["--unit-styles", "dim", "5", "km"],
        "unknown option '--unit-styles'. Did you mean '--unit-style'?"
      ),
      (["--\u{1B}[31m", "5", "km"], "unknown option '--\\u{1b}[31m'."),
    ])
  func unknownOptions(_ arguments: [String], _ message: String) {
    #expect(measfmt(arguments) == usageError(message))
  }

  @Test(
    "Missing values are usage errors",
    arguments: [
      (["5", "km", "--width"], "missing value for '--width WIDTH'."),
      (["--width", "--json", "5", "km"], "missing value for '--width WIDTH'."),
      (["5", "km", "-w"], "missing value for '--width WIDTH'."),
      (["5", "km", "--locale"], "missing value for '--locale ID'."),
      (["5", "km", "--to"], "missing value for '--to UNIT'."),
      (["5", "km", "--fraction-digits"], "missing value for '--fraction-digits N|MIN...MAX'."),
      (["5", "km", "--unit-style", "-w", "narrow"], "missing value for '--unit-style SPEC'."),
    ])
  func missingValues(_ arguments: [String], _ message: String) {
    #expect(measfmt(arguments) == usageError(message))
  }

  @Test("A flag given a value is a usage error")
  func flagWithValue() {
    #expect(
      measfmt("5", "km", "--json=yes")
        == usageError("'--json' takes no value, but was given 'yes'."))
    #expect(
      measfmt("--version=2") == usageError("'--version' takes no value, but was given '2'."))
  }

  @Test(
    "Invalid option values name the choices and the closest one",
    arguments: [
      (
        ["--width", "narow", "5", "km"],
        "invalid value 'narow' for '--width'; expected narrow, abbreviated, wide or numeric. Did you mean 'narrow'?"
      ),
      (
        ["--width", "huge", "5", "km"],
        "invalid value 'huge' for '--width'; expected narrow, abbreviated, wide or numeric."
      ),
      (
        ["--sign", "alway", "5", "km"],
        "invalid value 'alway' for '--sign'; expected auto, always, never, except-zero or negative. Did you mean 'always'?"
      ),
      (
        ["--notation", "compact", "5", "km"],
        "invalid value 'compact' for '--notation'; expected standard, scientific, engineering, compact-short, compact-long or spell-out."
      ),
      (
        ["--grouping", "min3", "5", "km"],
        "invalid value 'min3' for '--grouping'; expected auto, always, never or min2. Did you mean 'min2'?"
      ),
      (
        ["--rounding", "halfup", "5", "km"],
        "invalid value 'halfup' for '--rounding'; expected half-even, half-up, half-down, up, down, ceiling or floor. Did you mean 'half-up'?"
      ),
      (
        ["--format", "yaml", "5", "km"],
        "invalid value 'yaml' for '--format'; expected plain, ansi, html or json."
      ),
      (
        ["--color", "sometimes", "5", "km"],
        "invalid value 'sometimes' for '--color'; expected auto, always or never."
      ),
      (
        ["--whitespace", "thinn", "5", "km"],
        "invalid value 'thinn' for '--whitespace'; expected keep, remove, nbsp or thin. Did you mean 'thin'?"
      ),
      (
        ["--align", "center", "5", "km"],
        "invalid value 'center' for '--align'; expected left, right or decimal."
      ),
      (
        ["--usage", "raod", "5", "km"],
        "invalid value 'raod' for '--usage'; expected a CLDR usage such as default, road, person-height or weather. Did you mean 'road'?"
      ),
      (
        ["--usage", "", "5", "km"],
        "invalid value '' for '--usage'; expected a CLDR usage such as default, road, person-height or weather."
      ),
    ])
  func invalidValues(_ arguments: [String], _ message: String) {
    #expect(measfmt(arguments) == usageError(message))
  }

  @Test(
    "Digit counts: N or MIN...MAX within range",
    arguments: [
      (
        ["--fraction-digits", "2-4", "5", "km"],
        "invalid value '2-4' for '--fraction-digits'; expected N or MIN...MAX, e.g. 2 or 0...3."
      ),
      (
        ["--fraction-digits", "-1", "5", "km"],
        "invalid value '-1' for '--fraction-digits'; expected N or MIN...MAX, e.g. 2 or 0...3."
      ),
      (
        ["--fraction-digits", "two", "5", "km"],
        "invalid value 'two' for '--fraction-digits'; expected N or MIN...MAX, e.g. 2 or 0...3."
      ),
      (
        ["--fraction-digits", "4...2", "5", "km"],
        "invalid value '4...2' for '--fraction-digits'; MIN must not be greater than MAX."
      ),
      (
        ["--fraction-digits", "1000", "5", "km"],
        "invalid value '1000' for '--fraction-digits'; digits must be from 0 to 999."
      ),
      (
        ["--fraction-digits", "99999999999999999999", "5", "km"],
        "invalid value '99999999999999999999' for '--fraction-digits'; expected N or MIN...MAX, e.g. 2 or 0...3."
      ),
      (
        ["--significant-digits", "0", "5", "km"],
        "invalid value '0' for '--significant-digits'; digits must be from 1 to 999."
      ),
      (
        ["--significant-digits", "1...1000", "5", "km"],
        "invalid value '1...1000' for '--significant-digits'; digits must be from 1 to 999."
      ),
    ])
  func digitCounts(_ arguments: [String], _ message: String) {
    #expect(measfmt(arguments) == usageError(message))
  }

  @Test("Positional mistakes")
  func positionalMistakes() {
    #expect(measfmt("5") == usageError("missing UNIT after '5'."))
    #expect(measfmt("abc", "km") == valueError("'abc' is not a number."))
    #expect(measfmt("") == valueError("'' is not a number."))
    #expect(
      measfmt("3..5", "km")
        == valueError("'3..5' is not a number; write a range as LOW...HIGH, e.g. 3...5."))
    #expect(
      measfmt("3-5", "km")
        == valueError("'3-5' is not a number; write a range as LOW...HIGH, e.g. 3...5."))
    #expect(
      measfmt("3...x", "km") == valueError("'3...x' is not a range; write LOW...HIGH, e.g. 3...5."))
    #expect(
      measfmt("1,234.5", "km")
        == valueError(
          "'1,234.5' is not a number; write it without group separators and with '.' for decimals, e.g. 1234.5."
        ))
    #expect(
      measfmt("1_000", "km")
        == valueError(
          "'1_000' is not a number; write it without group separators and with '.' for decimals, e.g. 1234.5."
        ))
    #expect(
      measfmt("5", "km", "extra")
        == valueError("unknown unit 'km extra'. See 'measfmt --list-units'."))
  }

  @Test("--to and --usage exclude each other")
  func toAndUsage() {
    #expect(
      measfmt("5", "km", "--to", "mi", "--usage", "road")
        == usageError("'--to' and '--usage' cannot be used together."))
  }

  @Test("--align applies to terminal text only")
  func alignNeedsText() {
    #expect(
      measfmt("--align", "right", "--json")
        == usageError(
          "'--align' lines up text in a terminal; it does not apply to --format json."))
    #expect(
      measfmt("--align", "decimal", "--html")
        == usageError(
          "'--align' lines up text in a terminal; it does not apply to --format html."))
  }

  @Test("--help wins over every other mistake before --")
  func helpWins() {
    let help = measfmt("--help")
    #expect(help.status == 0)
    #expect(measfmt("--widht", "x", "--help") == help)
    #expect(measfmt("5", "kmh", "-h") == help)
    #expect(measfmt("--json", "--", "--help").status == 2)
  }

  @Test("Words after the unit belong to it")
  func multiWordUnits() {
    #expect(measfmt("5", "fl", "oz") == success("5 fl oz\n"))
    #expect(measfmt("60", "miles", "per", "hour") == success("60 mph\n"))
    #expect(measfmt("20", "degrees", "Celsius") == success("20°C\n"))
  }

  @Test("A value and a unit written together")
  func joinedValueAndUnit() {
    #expect(measfmt("5km") == success("5 km\n"))
    #expect(measfmt("-3.5°C") == success("-3.5°C\n"))
    #expect(measfmt("3...5mi") == success("3–5 mi\n"))
    #expect(measfmt("1e3m") == success("1,000 m\n"))
    #expect(measfmt("5em", "--width", "wide") == success("5 ems\n"))
    #expect(measfmt("12%") == success("12%\n"))
  }

  @Test("Huge arguments are refused quickly, their echo cut short", .timeLimit(.minutes(10)))
  func hugeArguments() {
    let megabyte = String(repeating: "k", count: 1 << 20)
    let unit = measfmt("5", megabyte)
    #expect(unit.status == 2)
    #expect(
      unit.stderr.hasPrefix("measfmt: unknown unit '" + String(repeating: "k", count: 60) + "…'"))
    #expect(unit.stderr.utf8.count < 400)
    let filter = measfmt("--list-units", megabyte)
    #expect(filter.status == 1)
    #expect(filter.stderr.utf8.count < 400)
    let option = measfmt("--" + megabyte, "5", "km")
    #expect(option.status == 2)
    #expect(option.stderr.utf8.count < 400)
  }

  // Found by fuzz-cli-args (a crash).
  @Test(
    "A dash followed by a combining mark is an unknown option, not a crash",
    .timeLimit(.minutes(10)),
    arguments: ["-\u{301}", "-\u{613}", "-\u{200D}", "-\u{FE0F}"])
  func dashWithCombiningMark(_ argument: String) {
    let result = measfmt(argument, "5", "km")
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: unknown option '"))
  }

  @Test(
    "100,000 repeated options are read in linear time; the last one counts",
    .timeLimit(.minutes(10)))
  func manyOptions() {
    var arguments: [String] = []
    for _ in 0..<50_000 { arguments += ["-w", "wide"] }
    arguments += ["-w", "narrow", "5", "km"]
    #expect(measfmt(arguments) == success("5km\n"))
  }

  /// What random command lines are made of.
  static let tokens = [
    "5", "-5", "3...5", "-1e400", "nan", "1,5", "", " ", "km", "°C", "kmh", "MM", "mb",
    "foot-and-inch", "--width", "narrow", "-w", "--locale", "de", "ar", "xx", "--json",
    "--html", "--ansi", "--plain", "--to", "mi", "kg", "--usage", "road", "--align",
    "decimal", "--fraction-digits", "2...1", "1000", "--significant-digits", "0",
    "--notation", "compact-long", "--sign", "always", "--grouping", "min2", "--rounding",
    "up", "--color", "never", "--unit-style", "bold,fg=#123456", "blod", "--value-style",
    "--whitespace", "thin", "--list-units", "--version", "--", "-", "-x", "--widht",
    "\u{1B}[2J", "\u{0}", "\u{202E}", "é", "中", "😀", String(repeating: "9", count: 400),
  ]

  @Test(
    "Random command lines: status 0, 1 or 2; a usage error always says so, a value error names itself"
  )
  func randomArguments() {
    var generator = SplitMix64(state: 42)
    for _ in 0..<1500 {
      let count = Int.random(in: 0...6, using: &generator)
      let arguments = (0..<count).map { _ in Self.tokens.randomElement(using: &generator)! }
      if arguments.contains("--help") || arguments.contains("-h") { continue }
      let result = measfmt(arguments, bytes: Array("5 km\n".utf8))
      switch result.status {
      case 0:
        #expect(result.stderr.isEmpty, "\(arguments)")
      case 1:
        // Batch mode or --list-units: every message names its line or the list.
        for line in result.stderr.split(separator: "\n") {
          #expect(line.hasPrefix("measfmt: "), "\(arguments)")
        }
      case 2 where result.stderr.hasPrefix("measfmt: "):
        // A value that cannot be formatted: one message, after the good ones.
        #expect(!result.stderr.contains(usageTrailer), "\(arguments)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments)")
      case 2:
        #expect(result.stdout.isEmpty, "\(arguments)")
        #expect(result.stderr.hasPrefix("Error: "), "\(arguments)")
        #expect(result.stderr.hasSuffix(usageTrailer), "\(arguments)")
      default:
        Issue.record("status \(result.status) for \(arguments)")
      }
    }
  }
}
