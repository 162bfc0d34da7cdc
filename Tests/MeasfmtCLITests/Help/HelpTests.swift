import Foundation
import MeasfmtTestSupport
import MeasurementFormatting
import Testing

@testable import MeasfmtCLI

@Suite("Help, version and the unit list")
struct HelpTests {
  static let help80 = #"""
    OVERVIEW: Formats measurements for people, in any locale: the value, the unit
      and the space between them are tagged, so that each part can be styled (a dim
      unit, a bold value) for a terminal, HTML, JSON or plain text.

    USAGE: measfmt [OPTIONS] VALUE UNIT
           measfmt [OPTIONS] LOW...HIGH UNIT
           measfmt [OPTIONS] < LINES

    ARGUMENTS:
      VALUE                       A number: 5, -3.25, 1e6, inf, nan. Digits beyond
                                  what a double holds (1e400, 30-digit integers) are
                                  kept.
      LOW...HIGH                  A range, e.g. 3...5 or -10...-5.
      UNIT                        A CLDR unit id (kilometer, kilometer-per-hour,
                                  foot-and-inch), a type-prefixed id
                                  (length-kilometer) or a symbol (km, km/h, mph,
                                  m/s², °C, kg, lb, ft, in, h, min, s, kWh, GiB, %).
                                  Case matters where it changes the unit: mm and Mm,
                                  MB and Mb. A value and a symbol may be written
                                  together: 5km. See --list-units.
      LINES                       Without VALUE and UNIT, measfmt reads lines of
                                  "VALUE UNIT" or "LOW...HIGH UNIT" from standard
                                  input and writes one result per line as it goes;
                                  blank lines and lines starting with # are skipped.
                                  With --field, -d or --csv it formats the chosen
                                  fields of each line instead and writes the rest of
                                  the line unchanged. A bad line is reported on
                                  standard error as "measfmt: line N: <problem>"
                                  ("line N, field F" for a field), every other line
                                  is still formatted, and the exit status is 1 (see
                                  --invalid).

    OPTIONS:
      -w, --width WIDTH           How long the unit is written: narrow (5km),
                                  abbreviated (5 km) or wide (5 kilometers); numeric
                                  writes a duration as a clock
                                  (hour-and-minute-and-second: 1:30:00). Default:
                                  abbreviated. With --fit, the widest form tried
                                  (default: wide).
      -l, --locale ID             The locale, BCP 47 (de-CH, ar-EG-u-nu-arab) or
                                  POSIX (de_CH.UTF-8). POSIX modifiers that name a
                                  script or variant are kept (sr_RS@latin). Default:
                                  from the environment (see ENVIRONMENT).
          --input-locale ID       Read arguments, lines and fields as this locale
                                  writes measurements: 1.234,5 km, 5 Kilometer (de);
                                  ٥ كم (ar); 5 ft, 11 in (en). Default: 1234.5 km,
                                  as C writes numbers.
          --usage USAGE           Convert to the unit the locale prefers for this
                                  use: default, road, person-height, person,
                                  weather, fluid, food, vehicle-fuel, rainfall,
                                  snowfall, visibility, wind, barometric,
                                  focal-length, …
          --from SUFFIXES         Read numbers with numfmt's size suffixes (1.5G,
                                  4.0K, 512Mi, as du -h and ls -lh write them) as
                                  bytes, or in the unit of --unit or --field N:UNIT:
                                  none (no suffixes; the default is to refuse a
                                  suffix and say why), si (K = 1000), iec (K =
                                  1024), iec-i (Ki = 1024) or auto (K = 1000, Ki =
                                  1024). A bare number is then bytes too.
          --to UNIT               Convert to UNIT before formatting (--to mi, --to
                                  fahrenheit). Or scale, as numfmt: si (bytes or
                                  bits in kB, MB, …), iec or iec-i (bytes in KiB,
                                  MiB, …), each to the largest prefix whose value is
                                  at least 1; natural scales any quantity to the
                                  unit of its ladder that reads best (1500 m → 1.5
                                  km).
          --notation NOTATION     standard, scientific (1.2E3), engineering,
                                  compact-short (1.2K), compact-long or spell-out
                                  (ten feet).
          --sign SIGN             When to show a sign: auto, always, never,
                                  except-zero or negative.
          --fraction-digits N|MIN...MAX
                                  Digits after the decimal separator: exactly N, or
                                  MIN...MAX (0...999).
          --significant-digits N|MIN...MAX
                                  Significant digits: exactly N, or MIN...MAX
                                  (1...999).
          --grouping GROUPING     Digit grouping (1,234): auto (the locale's rule),
                                  always, never or min2.
          --rounding MODE         half-even (default), half-up, half-down, up, down,
                                  ceiling or floor.
          --round METHOD          numfmt's names for --rounding: up (ceiling), down
                                  (floor), from-zero (up), towards-zero (down) or
                                  nearest (half-up). Default with --to si, iec or
                                  iec-i: from-zero, as numfmt.
          --range-collapse COLLAPSE
                                  What the two ends of a range share: auto (3–5 km,
                                  the default), none (3 km – 5 km), unit (3K – 5K
                                  km) or all (3–5K km).
          --range-identity FALLBACK
                                  Ends that read the same: approximately (~5 km, the
                                  default), single-value (5 km),
                                  approximately-or-single-value (~ only when
                                  rounding made them equal) or range (5–5 km).
          --case CASE             Write units in this grammatical case, where the
                                  locale has its forms (-l de --case dative: 5
                                  Kilometern). CLDR's names: nominative, accusative,
                                  genitive, dative, instrumental, locative,
                                  illative, …
          --format FORMAT         plain, ansi, html or json (JSON Lines). Default:
                                  ansi on a terminal, plain otherwise.
          --plain                 Same as --format plain.
          --ansi                  Same as --format ansi.
          --html                  Same as --format html.
          --json                  Same as --format json.
          --color WHEN            auto, always or never. auto colours a terminal
                                  unless NO_COLOR is set; always also colours a pipe
                                  (and selects ansi when no format is given); never
                                  writes no escape sequences.
          --unit-style SPEC       Style of the unit, e.g. dim (the default),
                                  bold,italic, underline, fg=#888888, bg=blue,
                                  font=caption; none for no style.
          --value-style SPEC      Style of the value, in the same form as
                                  --unit-style.
          --whitespace MODE       Spacing between value and unit: keep (the
                                  locale's), remove, nbsp (no-break space) or thin
                                  (narrow no-break space).
          --fit COLUMNS           Write each measurement in the widest form that
                                  fits COLUMNS terminal columns (wide characters
                                  count two, combining and bidi marks none): the
                                  unit's full name, abbreviation, then narrow form
                                  (from --width down, wide when not given), then one
                                  fraction digit fewer at a time, then compact
                                  notation (1.2Kkm); the narrowest form when none
                                  fits. With --align, a table's column.
          --spoken[=WHEN]         Write the spoken form, the words a screen reader
                                  or speech synthesizer should say (5′ 11″: 5 feet,
                                  11 inches; ICU's full names of the same number):
                                  with plain or ansi output the words alone, one
                                  line each (for espeak), with --json a "spoken"
                                  key. WHEN: always (the default of --spoken),
                                  never, or auto (the default without it: only
                                  --html, whose markup hides the text from screen
                                  readers and gives them the words).
          --align HOW             In batch mode, pad lines so the values line up
                                  (with --field, the column of each chosen field):
                                  left, right or decimal (at the decimal separator),
                                  in terminal cells. Up to 1024 lines are held back
                                  at a time (see the man page).
          --field LIST            Batch mode over fields: format only these fields
                                  of each line and write every other byte unchanged.
                                  LIST as in numfmt: 2, 2,4, 2-4, 3- (to the end),
                                  -2; a unit for the bare numbers of a field after a
                                  colon: 2:MB,3:km/h.
      -d, --delimiter C           Fields are separated by the character C (a tab, a
                                  comma, …). Default: runs of spaces and tabs.
                                  Implies --field 1 when --field is not given.
          --csv                   Fields are RFC 4180 CSV, separated by commas (or
                                  -d): quoted fields may hold the delimiter, quotes
                                  and line breaks; a formatted field is quoted when
                                  its text needs it. Implies --field 1 when --field
                                  is not given.
          --header[=N]            In batch mode, write the first N lines (1 when N
                                  is not given) unchanged.
          --unit UNIT             In batch mode, the unit of values written without
                                  one (1536, not 1536 MB or 5km); a unit given in
                                  --field wins.
          --invalid MODE          What a value that cannot be formatted does, as in
                                  numfmt: abort (stop at the first; the default for
                                  VALUE UNIT), fail (report each, exit 1 at the end;
                                  the default for batch mode), warn (report each,
                                  exit 0) or ignore (exit 0). In batch mode every
                                  good line is still written, and with --field the
                                  line of a bad field too, that field as it was.
      -z, --zero-terminated       Lines end with NUL, not a newline, in and out, as
                                  numfmt -z (for find -print0, du -0). Messages on
                                  standard error still end with a newline.
          --numfmt[=VERSION]      Take GNU numfmt's options and write its output
                                  byte for byte: --to=iec, --from=si, --suffix,
                                  --padding, --format %'.2f, --from-unit, --to-unit,
                                  --grouping, --unit-separator, --round, --invalid,
                                  --header, --field, -d, -z, --debug; with -l for
                                  the locale of decimal points and group separators
                                  (-l de: 1,5K). VERSION 9.1 follows coreutils 9.1
                                  (Debian 12's numfmt) where numfmt changed; the
                                  default, the newest (9.10). Also when measfmt runs
                                  under the name numfmt; --numfmt --help lists the
                                  options.
          --list-units [FILTER]   List the units (id, category, symbols measfmt
                                  accepts) whose id, category or symbol contains
                                  FILTER, or all. With -l, also their names in that
                                  locale, at the width of -w.
      -h, --help                  Show this help and exit.
          --version               Show the versions of measfmt, ICU and CLDR and
                                  exit.
          --generate-completion-script SHELL
                                  Print the completion script for SHELL (bash, zsh
                                  or fish), made from this option list, and exit.

    ENVIRONMENT:
      LC_ALL, LC_MESSAGES, LANG   The language of unit names (and everything else):
                                  the first that is set and not empty; en when none
                                  is.
      LC_ALL, LC_NUMERIC, LANG    Numbers (separators, digits), as numfmt reads
                                  them: LANG=de_DE.UTF-8 LC_NUMERIC=en_US.UTF-8
                                  gives 1,234.5 km.
      LC_MEASUREMENT              When set (and LC_ALL is not), the measurement
                                  system of --usage: US for the *_US locales, metric
                                  for the others, as glibc defines them.
      POSIX ids keep a script or variant modifier (sr_RS@latin is sr-Latn-RS,
      uz_UZ@cyrillic uz-Cyrl-UZ, ca_ES@valencia ca-ES-valencia); other modifiers are
      ignored. C and POSIX (C.UTF-8) are the POSIX locale (1234.5 km, no grouping),
      in the environment as with -l. -l sets every category. NO_COLOR, TERM and
      COLORTERM: see --color; COLUMNS: the width of this help.

    EXIT STATUS:
      0 when everything was formatted; 1 when a batch line could not be (or the
      output could not be written); 2 for a usage error, or a VALUE UNIT argument
      that could not be formatted (reported without the usage lines).

    EXAMPLES:
      measfmt 5 km --width narrow --ansi                    # 5km, the unit dim
      measfmt 1234.5 km -l de --json                        # JSON with the parts
      measfmt 3...5 mi --width wide                         # 3–5 miles
      measfmt 100 km/h --to mph --fraction-digits 1         # 62.1 mph
      measfmt 1609 m --usage road -l en-US                  # 1 mi
      measfmt 5 °C --sign always                            # +5°C
      measfmt 30 min -w narrow --spoken | espeak            # 30 minutes, aloud
      measfmt 1234.56 km --fit 9                            # fits 9 cols: 1,234.6km
      printf '5 km\n12.5 mi\n' | measfmt --align decimal    # values lined up
      du -k * | measfmt --field 1:KiB --to MiB -w narrow    # sizes in MiB
      du -sh * | measfmt --field 1 --from=iec --to=iec -w narrow
          # du -h sizes, in KiB, MiB, GiB
      measfmt 5 km 10 mi                                    # one line each
      measfmt --csv --header --field 3:km < trips.csv       # CSV, quoted as needed
      measfmt --list-units speed                            # the speed units

    """#

  @Test("--help and -h print the help to stdout, status 0, at 80 columns by default")
  func help() {
    #expect(measfmt("--help") == success(Self.help80))
    #expect(measfmt("-h") == success(Self.help80))
    #expect(measfmt(["--help"], environment: ["COLUMNS": "80"]) == success(Self.help80))
    #expect(measfmt(["--help"], environment: ["COLUMNS": "junk"]) == success(Self.help80))
  }

  @Test("The help is wrapped to COLUMNS (40 to 100); only example commands stay whole")
  func wrapping() {
    for columns in [40, 52, 60, 79, 100] {
      let text = measfmt(["--help"], environment: ["COLUMNS": "\(columns)"]).stdout
      for line in text.split(separator: "\n")
      where !["  measfmt ", "  printf ", "  du "].contains(where: { line.hasPrefix($0) }) {
        #expect(line.unicodeScalars.count <= columns, "\(columns): \(line)")
      }
      for section in ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:", "EXIT STATUS:", "EXAMPLES:"]
      {
        #expect(text.contains(section))
      }
    }
    #expect(
      measfmt(["--help"], environment: ["COLUMNS": "500"])
        == measfmt(["--help"], environment: ["COLUMNS": "100"]))
    #expect(
      measfmt(["--help"], environment: ["COLUMNS": "10"])
        == measfmt(["--help"], environment: ["COLUMNS": "40"]))
  }

  @Test("At 40 columns descriptions go under their option")
  func narrowLayout() {
    let text = measfmt(["--help"], environment: ["COLUMNS": "40"]).stdout
    #expect(
      text.contains(
        """
          -w, --width WIDTH
                How long the unit is written:
                narrow (5km), abbreviated (5 km)
                or wide (5 kilometers); numeric
                writes a duration as a clock
                (hour-and-minute-and-second:
                1:30:00). Default: abbreviated.

        """))
  }

  @Test("--version names measfmt, ICU and CLDR")
  func version() {
    let expected = [
      "42": success("measfmt 0.1.0 (ICU 72.1, CLDR 42.0)\n"),
      "46": success("measfmt 0.1.0 (ICU 76.1, CLDR 46.0)\n"),
      // ICU 78.3 reports CLDR 48.0 for Debian's CLDR 48.2 data.
      "48": success("measfmt 0.1.0 (ICU 78.3, CLDR 48.0)\n"),
    ]
    expect(measfmt("--version"), perCLDR: expected)
    expect(measfmt("5", "km", "--version"), perCLDR: expected)
  }

  @Test("--list-units FILTER: id, category and symbols")
  func listUnits() {
    // ICU's speed units of the ICU in use and foot-per-second, which measfmt adds: ICU 76
    // adds beaufort and light-speed.
    let speed = measfmt("--list-units", "speed")
    let lines = speed.stdout.split(separator: "\n").map(String.init)
    #expect(speed.status == 0 && speed.stderr == "")
    #expect(lines.first == "ID                  CATEGORY  SYMBOLS")
    let ids = lines.dropFirst().map { String($0.prefix { $0 != " " }) }
    #expect(ids == ids.sorted())
    #expect(lines.dropFirst().allSatisfy { $0.contains("  speed") })
    let speeds = MeasureUnit.builtIn.filter { $0.quantity == "speed" }.map(\.identifier)
    #expect(Set(ids) == Set(speeds + ["foot-per-second"]))
    #expect(lines.contains("kilometer-per-hour  speed     kmh, kph, km/h, km/hr"))
    #expect(lines.contains("knot                speed     kn, kt, kts"))
    expect(lines.count, perCLDR: ["42": 6, "46": 8, "48": 8])
    #expect(
      measfmt("--list-units=GiB")
        == success(
          """
          ID        CATEGORY  SYMBOLS
          gibibyte  digital   GiB

          """))
    #expect(
      measfmt("--list-units", "kph")
        == success(
          """
          ID                  CATEGORY  SYMBOLS
          kilometer-per-hour  speed     kmh, kph, km/h, km/hr

          """))
  }

  @Test("--list-units -l: each unit's name in the locale, at the width of -w")
  func listUnitNames() {
    #expect(
      measfmt("--list-units", "kph", "-l", "de", "-w", "wide")
        == success(
          """
          ID                  CATEGORY  NAME                  SYMBOLS
          kilometer-per-hour  speed     Kilometer pro Stunde  kmh, kph, km/h, km/hr

          """))
    #expect(
      measfmt("--list-units", "celsius", "-l", "ja")
        == success(
          """
          ID       CATEGORY     NAME  SYMBOLS
          celsius  temperature  °C    C, ℃, °C, degC, deg C

          """))
    // Names padded in terminal cells: Japanese characters are two wide.
    let japanese = measfmt("--list-units", "fathom", "-l", "ja", "-w", "wide")
    #expect(
      japanese.stdout
        == "ID      CATEGORY  NAME      SYMBOLS\nfathom  length    ファゾム  fth\n")
    #expect(
      measfmt("--list-units", "speed", "-l", "zz")
        == usageError(
          "invalid value for '--locale': unknown locale 'zz': ICU has no data for its language."))
  }

  @Test("--list-units without a filter lists every unit")
  func listAll() {
    let result = measfmt("--list-units")
    let lines = result.stdout.split(separator: "\n")
    #expect(result.status == 0)
    #expect(lines.first == "ID                                 CATEGORY       SYMBOLS")
    #expect(lines[1] == "g-force                            acceleration   G")
    #expect(
      lines.contains("celsius                            temperature    C, ℃, °C, degC, deg C"))
    // A header, ICU's units and those measfmt adds (gibibyte, watt-hour, …), each once.
    let ids = lines.dropFirst().map { String($0.prefix { $0 != " " }) }
    #expect(Set(ids).count == ids.count)
    #expect(Set(ids).isSuperset(of: MeasureUnit.builtIn.map(\.identifier)))
    #expect(Set(ids).isSuperset(of: ["gibibyte", "watt-hour", "foot-per-second"]))
    expect(lines.count, perCLDR: ["42": 195, "46": 199, "48": 241])
  }

  @Test("--list-units with no match, or two filters")
  func listUnitsErrors() {
    #expect(
      measfmt("--list-units", "zzzz")
        == Output(stdout: "", stderr: "measfmt: no unit matches 'zzzz'.\n", status: 1))
    #expect(
      measfmt("--list-units", "kilometr")
        == Output(
          stdout: "", stderr: "measfmt: no unit matches 'kilometr'. Did you mean 'kilometer'?\n",
          status: 1))
    #expect(
      measfmt("--list-units", "a", "b")
        == usageError("'--list-units' takes one FILTER at most, not 'a' 'b'."))
  }

  @Test("The man page and docs/cli.md describe every option")
  func documentation() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let man = try String(contentsOf: root.appendingPathComponent("measfmt.1"), encoding: .utf8)
    let docs = try String(
      contentsOf: root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    for spec in OptionSpec.all {
      // roff escapes the hyphens of option names.
      let roff = "\\-\\-" + spec.long.replacingOccurrences(of: "-", with: "\\-")
      #expect(man.contains(roff), "measfmt.1 lacks --\(spec.long)")
      #expect(docs.contains("--" + spec.long), "docs/cli.md lacks --\(spec.long)")
    }
  }

  @Test(
    "COLUMNS out of range: help is still wrapped between 40 and 100 columns",
    .timeLimit(.minutes(10)))
  func hostileColumns() {
    for columns in ["0", "-5", "99999999999999999999999", "abc", "1e3", ""] {
      let help = measfmt("--help", environment: ["COLUMNS": columns])
      #expect(help.status == 0, "\(columns)")
      let widest = help.stdout.split(separator: "\n").map(\.count).max() ?? 0
      #expect((40...100).contains(widest), "COLUMNS=\(columns): \(widest)")
    }
  }
}
