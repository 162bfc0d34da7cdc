import Foundation
import Testing

// The CLI's part of the bad-input catalogue (issue 7) that the CLI's own tests do not
// already cover. Covered there, and not repeated here: empty lines, CRLF, no final
// newline, NUL bytes, invalid UTF-8, a 10 MB line, 1000- and 10001-digit numbers and
// special values in batch input (BatchModeTests); unknown options, missing values,
// duplicated options, --fraction-digits 1000, --significant-digits 0 and bad locales
// (ArgumentParsingTests, FormattingOptionTests); a closed pipe, SIGPIPE, a closed
// stdout, /dev/full and unreadable input (EndToEndTests). docs/reliability.md maps every
// catalogue entry to its test.

@Suite("Reliability: the CLI with hostile input", .timeLimit(.minutes(10)))
struct ReliabilityCLITests {
  @Test(
    "Special values as arguments",
    arguments: [
      (["nan", "km"], "NaN km\n"),
      (["--", "-nan", "km"], "-NaN km\n"),
      (["inf...nan", "km"], "∞–NaN km\n"),
      (["5...3", "km"], "5–3 km\n"),
      (["1e400", "km", "--to", "mi"], "∞ mi\n"),
      (["1e-400...1e400", "km"], "0–∞ km\n"),
      (["-0", "°C", "--to", "°F"], "32°F\n"),
      (["1234.5", "km", "-l", "en-u-nu-bogus"], "1,234.5 km\n"),
    ])
  func specialArguments(_ arguments: [String], _ stdout: String) {
    #expect(measfmt(arguments) == success(stdout))
  }

  @Test("A carriage return inside a line is shown escaped; alone it is a blank line")
  func carriageReturns() {
    #expect(
      measfmt(stdin: "5 k\rm\n\r\n \r\n5\r km\n6 km\r")
        == Output(
          stdout: "6 km\n",
          stderr: """
            measfmt: line 1: unknown unit 'k\\u{d}m'. See 'measfmt --list-units'.
            measfmt: line 4: '5\\u{d}' is not a number.

            """,
          status: 1))
  }

  @Test(
    "Hostile environment variables fall back to defaults",
    arguments: [
      ["LANG": "../../etc"],
      ["LC_ALL": "de\u{1B}[2J"],
      ["LANG": "xx_YY.UTF-8"],
      ["LANG": String(repeating: "a", count: 1 << 20)],
      ["LC_MESSAGES": "\u{0}"],
      ["COLUMNS": "-1", "TERM": "\u{1B}]0;x\u{7}"],
      ["NO_COLOR": "", "COLORTERM": "truecolor\u{1B}"],
    ])
  func hostileEnvironment(_ environment: [String: String]) {
    #expect(measfmt("5", "km", environment: environment) == success("5 km\n"))
    let help = measfmt("--help", environment: environment)
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("OVERVIEW: "))
    #expect(!help.stdout.contains("\u{1B}"))
  }

  @Test("COLUMNS out of range: help is still wrapped between 40 and 100 columns")
  func hostileColumns() {
    for columns in ["0", "-5", "99999999999999999999999", "abc", "1e3", ""] {
      let help = measfmt("--help", environment: ["COLUMNS": columns])
      #expect(help.status == 0, "\(columns)")
      let widest = help.stdout.split(separator: "\n").map(\.count).max() ?? 0
      #expect((40...100).contains(widest), "COLUMNS=\(columns): \(widest)")
    }
  }

  @Test("--json: every line stays valid JSON, whatever the batch input")
  func jsonLinesStayValid() throws {
    var input = Array("5 km\n\u{1B}[31m km\n1e400 m\nnan km\n".utf8)
    input += [0xFF] + Array(" km\n-0 km\n3...5 mi\n1 \u{202E}km\n".utf8)
    let result = measfmt(["--json"], bytes: input)
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 5)
    for line in lines {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(object["string"] is String)
    }
    #expect(
      result.stderr == """
        measfmt: line 2: '\\u{1b}[31m' is not a number.
        measfmt: line 5: is not valid UTF-8.
        measfmt: line 8: unknown unit '\\u{202e}km'. Did you mean 'km' (kilometer)?

        """)
  }

  @Test("Links in styles cannot inject markup or escape sequences")
  func hostileLinks() {
    #expect(
      measfmt("5", "km", "--html", "--unit-style", "link=javascript:alert(1)")
        == success(
          #"<span class="mf" lang="en"><span class="mf-value mf-integer">5</span><span class="mf-ws"> </span><span class="mf-unit">km</span></span>"#
            + "\n"))
    #expect(
      measfmt("5", "km", "--html", "--unit-style", #"link=https://x/"><script>"#)
        == success(
          #"<span class="mf" lang="en"><span class="mf-value mf-integer">5</span><span class="mf-ws"> </span><a class="mf-link" href="https://x/%22%3E%3Cscript%3E"><span class="mf-unit">km</span></a></span>"#
            + "\n"))
    #expect(
      measfmt("5", "km", "--ansi", "--unit-style", "link=https://x/\u{1B}]8;;\u{7}")
        == success("5 \u{1B}]8;;https://x/%1B%5D8;;%07\u{1B}\\km\u{1B}]8;;\u{1B}\\\n"))
  }

  @Test("An escape sequence in a style SPEC is a usage error, quoted harmlessly")
  func hostileSpec() {
    let result = measfmt("5", "km", "--ansi", "--value-style", "fg=\u{1B}[31m")
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: invalid value 'fg=\\u{1b}[31m' for '--value-style'"))
    #expect(!result.stderr.contains("\u{1B}"))
  }

  @Test("Huge arguments are refused quickly, their echo cut short")
  func hugeArguments() {
    let megabyte = String(repeating: "k", count: 1 << 20)
    let unit = measfmt("5", megabyte)
    #expect(unit.status == 2)
    #expect(
      unit.stderr.hasPrefix("Error: unknown unit '" + String(repeating: "k", count: 60) + "…'"))
    #expect(unit.stderr.utf8.count < 400)
    let filter = measfmt("--list-units", megabyte)
    #expect(filter.status == 1)
    #expect(filter.stderr.utf8.count < 400)
    let option = measfmt("--" + megabyte, "5", "km")
    #expect(option.status == 2)
    #expect(option.stderr.utf8.count < 400)
  }

  @Test(
    "A dash followed by a combining mark is an unknown option, not a crash",
    arguments: ["-\u{301}", "-\u{613}", "-\u{200D}", "-\u{FE0F}"])
  func dashWithCombiningMark(_ argument: String) {
    let result = measfmt(argument, "5", "km")
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: unknown option '"))
  }

  @Test("100,000 repeated options are read in linear time; the last one counts")
  func manyOptions() {
    var arguments: [String] = []
    for _ in 0..<50_000 { arguments += ["-w", "wide"] }
    arguments += ["-w", "narrow", "5", "km"]
    #expect(measfmt(arguments) == success("5km\n"))
  }

  @Test("100,000 lines alternating bad and good: every good line kept, every bad one reported")
  func manyBadLines() {
    var input = ""
    for i in 0..<50_000 { input += "x\(i) km\n\(i) m\n" }
    let result = measfmt("-w", "narrow", "--grouping", "never", stdin: input)
    #expect(result.status == 1)
    let out = result.stdout.split(separator: "\n")
    let err = result.stderr.split(separator: "\n")
    #expect(out.count == 50_000)
    #expect(err.count == 50_000)
    #expect(out.first == "0m")
    #expect(out.last == "49999m")
    #expect(err.first == "measfmt: line 1: 'x0' is not a number.")
    #expect(err.last == "measfmt: line 99999: 'x49999' is not a number.")
  }
}
