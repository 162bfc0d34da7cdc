import MeasfmtTestSupport
import Testing

@testable import MeasfmtCLI

@Suite("Output formats, colour and styles")
struct OutputFormatTests {
  @Test("Issue 4: 5 km, narrow, ansi: 5km with the unit dim")
  func narrowANSI() {
    #expect(measfmt("5", "km", "--width", "narrow", "--ansi") == success("5\(esc)[2mkm\(esc)[0m\n"))
  }

  @Test("Issue 4: 5 km, narrow, de, json: the contract's parts")
  func narrowGermanJSON() {
    #expect(
      measfmt("5", "km", "-w", "narrow", "-l", "de", "--json")
        == success(
          #"{"string":"5 km","locale":"de","unit":"kilometer","output":[{"unit":"kilometer","value":5}],"parts":[{"type":"integer","value":"5","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"km","part":"unit"}]}"#
            + "\n"))
  }

  @Test("The contract's example: 1234.5 km in de")
  func contractExample() {
    #expect(
      measfmt("1234.5", "km", "-l", "de", "--json")
        == success(
          #"{"string":"1.234,5 km","locale":"de","unit":"kilometer","output":[{"unit":"kilometer","value":1234.5}],"parts":[{"type":"integer","value":"1","part":"value"},{"type":"group","value":".","part":"value"},{"type":"integer","value":"234","part":"value"},{"type":"decimal","value":",","part":"value"},{"type":"fraction","value":"5","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"km","part":"unit"}]}"#
            + "\n"))
  }

  @Test("Ranges in JSON carry sources and both values")
  func rangeJSON() {
    #expect(
      measfmt("3...5", "km", "--json")
        == success(
          #"{"string":"3–5 km","locale":"en","unit":"kilometer","output":[{"unit":"kilometer","value":3},{"unit":"kilometer","value":5}],"parts":[{"type":"integer","value":"3","part":"value","source":"startRange"},{"type":"literal","value":"–","part":"literal","source":"shared"},{"type":"integer","value":"5","part":"value","source":"endRange"},{"type":"literal","value":" ","part":"whitespace","source":"shared"},{"type":"unit","value":"km","part":"unit","source":"shared"}]}"#
            + "\n"))
  }

  @Test("JSON: NaN and infinity have no JSON number, so value is null")
  func jsonNonFinite() {
    #expect(
      measfmt("nan", "km", "--json")
        == success(
          #"{"string":"NaN km","locale":"en","unit":"kilometer","output":[{"unit":"kilometer","value":null}],"parts":[{"type":"nan","value":"NaN","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"km","part":"unit"}]}"#
            + "\n"))
    #expect(
      measfmt("-inf", "km", "--json")
        == success(
          #"{"string":"-∞ km","locale":"en","unit":"kilometer","output":[{"unit":"kilometer","value":null}],"parts":[{"type":"minusSign","value":"-","part":"value"},{"type":"infinity","value":"∞","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"km","part":"unit"}]}"#
            + "\n"))
  }

  @Test("JSON with an explicit style carries it; the default dim unit is not added")
  func jsonStyles() {
    #expect(
      measfmt("5", "km", "--json", "--unit-style", "bold")
        == success(
          #"{"string":"5 km","locale":"en","unit":"kilometer","output":[{"unit":"kilometer","value":5}],"parts":[{"type":"integer","value":"5","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"km","part":"unit","style":{"weight":"bold"}}]}"#
            + "\n"))
  }

  @Test("JSON after a whitespace policy")
  func jsonWhitespace() {
    #expect(
      measfmt("5", "km", "--json", "--whitespace", "nbsp")
        == success(
          #"{"string":"5"# + "\u{00A0}"
            + #"km","locale":"en","unit":"kilometer","output":[{"unit":"kilometer","value":5}],"parts":[{"type":"integer","value":"5","part":"value"},{"type":"literal","value":""#
            + "\u{00A0}" + #"","part":"whitespace"},{"type":"unit","value":"km","part":"unit"}]}"#
            + "\n"))
  }

  @Test("Plain is the default off a terminal, ansi on one")
  func defaultFormat() {
    #expect(measfmt("5", "km") == success("5 km\n"))
    #expect(measfmt("5", "km", terminal: true) == success("5 \(esc)[2mkm\(esc)[0m\n"))
    #expect(measfmt("5", "km", "--format", "plain", terminal: true) == success("5 km\n"))
  }

  @Test(
    "Colour: NO_COLOR and pipes change only the default",
    arguments: [
      // (arguments, environment, terminal, stdout)
      ([String](), ["NO_COLOR": "1"], true, "5 km\n"),
      ([String](), ["NO_COLOR": ""], true, "5 \u{1B}[2mkm\u{1B}[0m\n"),
      ([String](), ["TERM": "dumb"], true, "5 km\n"),
      (["--ansi"], ["NO_COLOR": "1"], false, "5 \u{1B}[2mkm\u{1B}[0m\n"),
      (["--ansi"], [:], false, "5 \u{1B}[2mkm\u{1B}[0m\n"),
      (["--color", "always"], [:], false, "5 \u{1B}[2mkm\u{1B}[0m\n"),
      (["--color", "always"], ["NO_COLOR": "1"], false, "5 \u{1B}[2mkm\u{1B}[0m\n"),
      (["--color", "never"], [:], true, "5 km\n"),
      (["--ansi", "--color", "never"], [:], false, "5 km\n"),
      (["--color", "never", "--ansi"], [:], true, "5 km\n"),
      (["--color", "auto", "--ansi"], [:], false, "5 \u{1B}[2mkm\u{1B}[0m\n"),
      (["--plain", "--color", "always"], [:], true, "5 km\n"),
    ])
  func colour(
    _ arguments: [String], _ environment: [String: String], _ terminal: Bool, _ stdout: String
  ) {
    let result = measfmt(["5", "km"] + arguments, environment: environment, terminal: terminal)
    #expect(result == success(stdout))
  }

  @Test(
    "Colour depth from the environment",
    arguments: [
      ([String: String](), "5 \u{1B}[90mkm\u{1B}[0m\n"),
      (["TERM": "xterm-256color"], "5 \u{1B}[38;5;102mkm\u{1B}[0m\n"),
      (["COLORTERM": "truecolor"], "5 \u{1B}[38;2;136;136;136mkm\u{1B}[0m\n"),
      (
        ["COLORTERM": "24bit", "TERM": "xterm-256color"], "5 \u{1B}[38;2;136;136;136mkm\u{1B}[0m\n"
      ),
    ])
  func colourDepth(_ environment: [String: String], _ stdout: String) {
    let result = measfmt(
      ["5", "km", "--ansi", "--unit-style", "fg=#888888"], environment: environment)
    #expect(result == success(stdout))
  }

  @Test(
    "Styles of the unit and the value",
    arguments: [
      (["--unit-style", "underline"], "5 \u{1B}[4mkm\u{1B}[0m\n"),
      (["--unit-style", "bg=blue"], "5 \u{1B}[44mkm\u{1B}[0m\n"),
      (["--unit-style", "none"], "5 km\n"),
      (["--unit-style", ""], "5 km\n"),
      (["--value-style", "bold,italic"], "\u{1B}[1;3m5\u{1B}[0m \u{1B}[2mkm\u{1B}[0m\n"),
      (
        ["--value-style", "bold", "--unit-style", "none"], "\u{1B}[1m5\u{1B}[0m km\n"
      ),
    ])
  func styles(_ arguments: [String], _ stdout: String) {
    #expect(measfmt(["5", "km", "--ansi"] + arguments) == success(stdout))
  }

  @Test("Bad style SPECs are usage errors")
  func badStyles() {
    #expect(
      measfmt("5", "km", "--unit-style", "blod")
        == usageError(
          "invalid value 'blod' for '--unit-style': unknown style 'blod' in 'blod'; did you mean 'bold'?"
        ))
    #expect(
      measfmt("5", "km", "--value-style", "fg=#zzz")
        == usageError(
          "invalid value 'fg=#zzz' for '--value-style': bad colour '#zzz' for 'fg' in 'fg=#zzz': use a colour name (red, bright-red, gray, …), a palette index 0–255 or #rrggbb."
        ))
  }

  /// What follows the runs of a measurement with its spoken form in HTML.
  static func spoken(_ words: String) -> String {
    #"</span><span class="mf-spoken" style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap">"#
      + words + "</span>"
  }

  @Test("HTML: one span per part, inline CSS, the spoken form, bdi for right-to-left locales")
  func html() {
    #expect(
      measfmt("5", "km", "--html")
        == success(
          #"<span class="mf" lang="en"><span class="mf-shown" aria-hidden="true"><span class="mf-value mf-integer">5</span><span class="mf-ws"> </span><span class="mf-unit" style="opacity:0.6">km</span>"#
            + Self.spoken("5 kilometers") + "</span>\n"))
    #expect(
      measfmt(
        "5", "km", "--html", "--value-style", "bold", "--unit-style", "none", "--spoken=never")
        == success(
          #"<span class="mf" lang="en"><span class="mf-value mf-integer" style="font-weight:700">5</span><span class="mf-ws"> </span><span class="mf-unit">km</span></span>"#
            + "\n"))
    // CLDR 42's Arabic writes Arabic-Indic digits, CLDR 46's and 48's Latin digits.
    expect(
      measfmt("5", "km", "--html", "-l", "ar", "--spoken=never"),
      perCLDR: [
        "42": success(
          #"<bdi class="mf" lang="ar" dir="rtl"><span class="mf-value mf-integer">٥</span><span class="mf-ws"> </span><span class="mf-unit" style="opacity:0.6">كم</span></bdi>"#
            + "\n"),
        "46": success(
          #"<bdi class="mf" lang="ar" dir="rtl"><span class="mf-value mf-integer">5</span><span class="mf-ws"> </span><span class="mf-unit" style="opacity:0.6">كم</span></bdi>"#
            + "\n"),
        "48": success(
          #"<bdi class="mf" lang="ar" dir="rtl"><span class="mf-value mf-integer">5</span><span class="mf-ws"> </span><span class="mf-unit" style="opacity:0.6">كم</span></bdi>"#
            + "\n"),
      ])
  }

  @Test(
    "Whitespace between value and unit",
    arguments: [
      ("keep", "5 km\n"), ("remove", "5km\n"), ("nbsp", "5\u{00A0}km\n"),
      ("thin", "5\u{202F}km\n"),
    ])
  func whitespace(_ mode: String, _ stdout: String) {
    #expect(measfmt("5", "km", "--whitespace", mode) == success(stdout))
  }

  @Test("Whitespace removal keeps the styles of the parts")
  func whitespaceWithStyles() {
    #expect(
      measfmt("5", "km", "--ansi", "--whitespace", "remove")
        == success("5\(esc)[2mkm\(esc)[0m\n"))
  }

  @Test("Links in styles cannot inject markup or escape sequences", .timeLimit(.minutes(10)))
  func hostileLinks() {
    #expect(
      measfmt("5", "km", "--html", "--unit-style", "link=javascript:alert(1)", "--spoken=never")
        == success(
          #"<span class="mf" lang="en"><span class="mf-value mf-integer">5</span><span class="mf-ws"> </span><span class="mf-unit">km</span></span>"#
            + "\n"))
    #expect(
      measfmt("5", "km", "--html", "--unit-style", #"link=https://x/"><script>"#)
        == success(
          #"<span class="mf" lang="en"><span class="mf-shown" aria-hidden="true"><span class="mf-value mf-integer">5</span><span class="mf-ws"> </span><a class="mf-link" href="https://x/%22%3E%3Cscript%3E" tabindex="-1"><span class="mf-unit">km</span></a></span><a class="mf-link" href="https://x/%22%3E%3Cscript%3E">"#
            + Self.spoken("5 kilometers").dropFirst("</span>".count) + "</a></span>\n"))
    #expect(
      measfmt("5", "km", "--ansi", "--unit-style", "link=https://x/\u{1B}]8;;\u{7}")
        == success("5 \u{1B}]8;;https://x/%1B%5D8;;%07\u{1B}\\km\u{1B}]8;;\u{1B}\\\n"))
  }

  @Test(
    "An escape sequence in a style SPEC is a usage error, quoted harmlessly",
    .timeLimit(.minutes(10)))
  func hostileSpec() {
    let result = measfmt("5", "km", "--ansi", "--value-style", "fg=\u{1B}[31m")
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: invalid value 'fg=\\u{1b}[31m' for '--value-style'"))
    #expect(!result.stderr.contains("\u{1B}"))
  }

  @Test("Each output format of the option table: --format NAME and --NAME write the same")
  func everyFormatRow() {
    let names = OptionSpec.formats.compactMap { $0.outputFormat?.name }
    #expect(names == ["plain", "ansi", "html", "json"])
    for name in names {
      let long = MeasfmtCLI.run(arguments: ["5", "km", "--format", name])
      let short = MeasfmtCLI.run(arguments: ["5", "km", "--" + name])
      #expect(long.status == 0)
      #expect(long == short)
    }
  }
}
