import MeasfmtTestSupport
import Testing

@Suite("Formatting options")
struct FormattingOptionTests {
  @Test(
    "Widths",
    arguments: [
      ("narrow", "5km\n"), ("abbreviated", "5 km\n"), ("wide", "5 kilometers\n"),
      ("numeric", "5km\n"),
    ])
  func widths(_ width: String, _ stdout: String) {
    #expect(measfmt("5", "km", "--width", width) == success(stdout))
  }

  @Test(
    "Notation",
    arguments: [
      ("standard", "1,234.5 km\n"), ("scientific", "1.2345E3 km\n"),
      ("engineering", "1.2345E3 km\n"), ("compact-short", "1.2K km\n"),
      ("compact-long", "1.2 thousand km\n"),
      ("spell-out", "one thousand two hundred thirty-four point five km\n"),
    ])
  func notation(_ notation: String, _ stdout: String) {
    #expect(measfmt("1234.5", "km", "--notation", notation) == success(stdout))
  }

  @Test(
    "Sign display",
    arguments: [
      ("auto", "5", "5 km\n"), ("always", "5", "+5 km\n"), ("never", "-5", "5 km\n"),
      ("except-zero", "0", "0 km\n"), ("except-zero", "5", "+5 km\n"),
      ("negative", "-0", "0 km\n"), ("auto", "-0", "-0 km\n"),
    ])
  func sign(_ sign: String, _ value: String, _ stdout: String) {
    #expect(measfmt(value, "km", "--sign", sign) == success(stdout))
  }

  @Test(
    "Fraction and significant digits",
    arguments: [
      (["--fraction-digits", "2"], "1234.5678", "1,234.57 km\n"),
      (["--fraction-digits", "2...3"], "1234.5", "1,234.50 km\n"),
      (["--fraction-digits", "0"], "1234.5678", "1,235 km\n"),
      (["--significant-digits", "3"], "1234.5678", "1,230 km\n"),
      (["--significant-digits", "1...2"], "0.0123", "0.012 km\n"),
      (["--fraction-digits", "999"], "1", "1." + String(repeating: "0", count: 999) + " km\n"),
    ])
  func digits(_ options: [String], _ value: String, _ stdout: String) {
    #expect(measfmt([value, "km"] + options) == success(stdout))
  }

  @Test(
    "Grouping",
    arguments: [
      ("en", "auto", "1234", "1,234 km\n"), ("en", "never", "1234", "1234 km\n"),
      ("en", "always", "1234", "1,234 km\n"), ("en", "min2", "1234", "1234 km\n"),
      ("en", "min2", "12345", "12,345 km\n"), ("es", "auto", "1234", "1234 km\n"),
      ("es", "always", "1234", "1.234 km\n"),
    ])
  func grouping(_ locale: String, _ grouping: String, _ value: String, _ stdout: String) {
    #expect(measfmt(value, "km", "-l", locale, "--grouping", grouping) == success(stdout))
  }

  @Test(
    "Rounding modes",
    arguments: [
      ("half-even", "2.5", "2 km\n"), ("half-up", "2.5", "3 km\n"),
      ("half-down", "2.5", "2 km\n"), ("up", "2.1", "3 km\n"), ("down", "2.9", "2 km\n"),
      ("ceiling", "2.1", "3 km\n"), ("floor", "-2.1", "-3 km\n"),
    ])
  func rounding(_ mode: String, _ value: String, _ stdout: String) {
    #expect(
      measfmt(value, "km", "--fraction-digits", "0", "--rounding", mode) == success(stdout))
  }

  @Test(
    "Usage converts to the locale's preferred unit",
    arguments: [
      ("en-US", "road", "1609", "m", "1 mi\n"), ("de", "road", "1609", "m", "1,6 km\n"),
      ("en-US", "person-height", "180", "cm", "5 ft, 11 in\n"),
      ("en-US", "weather", "20", "°C", "68°F\n"),
      // CLDR's measurement keywords (issue 35): on every ICU.
      ("de-DE-u-mu-fahrenhe", "weather", "20", "°C", "68 °F\n"),
      ("de-DE-u-ms-uksystem", "person", "70", "kg", "11 st, 0,32 lb\n"),
      ("en-u-rg-gbzzzz", "road", "20", "km", "12 mi\n"),
    ])
  func usage(_ locale: String, _ usage: String, _ value: String, _ unit: String, _ out: String) {
    #expect(measfmt(value, unit, "-l", locale, "--usage", usage) == success(out))
  }

  @Test(
    "Mixed units in any order, the notation on the smallest (as ICU: issue 35's examples)",
    arguments: [
      (["4.28571", "inch-and-yard-and-foot", "-w", "wide"], "10.28556 inches, 4 yards, 0 feet\n"),
      (["4.28571", "gram-and-kilogram", "-w", "wide"], "285.71 grams, 4 kilograms\n"),
      (["3.65", "yard-and-foot-and-inch", "--notation", "scientific"], "3 yd, 1 ft, 1.14E1 in\n"),
      (["1.6", "ton-and-pound", "--notation", "compact-short"], "1 tn, 1.2K lb\n"),
      (["5.5", "ft", "--to", "inch-and-foot"], "6 in, 5 ft\n"),
      (["5.5...6.25", "inch-and-foot"], "6 in, 5 ft – 3 in, 6 ft\n"),
      (
        ["170", "cm", "--usage", "person-height", "-l", "en-US", "--notation", "scientific"],
        "5 ft, 6.9E0 in\n"
      ),
    ])
  func mixedUnits(_ arguments: [String], _ stdout: String) {
    #expect(measfmt(["-l", "en"] + arguments) == success(stdout))
  }

  @Test(
    "--range-collapse and --range-identity, as ICU writes ranges",
    arguments: [
      (["3...5", "km", "--range-collapse", "none"], "3 km – 5 km\n"),
      (["3...5", "km", "--range-collapse", "auto", "-w", "wide", "-l", "de"], "3–5 Kilometer\n"),
      (
        ["3000...5000", "km", "--notation", "compact-short", "--range-collapse", "unit"],
        "3K – 5K km\n"
      ),
      (
        ["3000...5000", "km", "--notation", "compact-short", "--range-collapse", "all"], "3–5K km\n"
      ),
      (["5...5", "km"], "~5 km\n"),
      (["5...5", "km", "--range-identity", "single-value"], "5 km\n"),
      (["5...5", "km", "--range-identity", "approximately-or-single-value"], "5 km\n"),
      (["4.9999999...5", "km", "--range-identity", "approximately-or-single-value"], "~5 km\n"),
      (["5...5", "km", "--range-identity", "range"], "5–5 km\n"),
      (["5...5", "km", "--range-identity", "range", "-l", "ja"], "5～5 km\n"),
      (["5...5", "foot-and-inch", "--range-identity", "single-value"], "5 ft, 0 in\n"),
    ])
  func ranges(_ arguments: [String], _ stdout: String) {
    #expect(measfmt(["-l", "en"] + arguments) == success(stdout))
  }

  @Test("--range-collapse none in JSON: each end's parts on its side")
  func rangeParts() {
    let out = measfmt("3...5", "km", "-l", "en", "--range-collapse", "none", "--json")
    #expect(out.status == 0)
    #expect(
      out.stdout.contains(
        #"{"type":"unit","value":"km","part":"unit","source":"startRange"},{"type":"literal","value":" ","part":"whitespace","source":"shared"},{"type":"literal","value":"–","part":"literal","source":"shared"}"#
      ))
    #expect(
      measfmt("3...5", "km", "--range-collapse", "most").stderr.hasPrefix(
        "Error: invalid value 'most' for '--range-collapse'; expected auto, none, unit or all."))
  }

  @Test(
    "--width numeric: a duration as a clock, in the locale's pattern",
    arguments: [
      (["1.5", "hour-and-minute-and-second"], "1:30:00\n"),
      (["5400", "s", "--to", "hour-and-minute-and-second"], "1:30:00\n"),
      (["337", "second", "--to", "minute-and-second"], "5:37\n"),
      (["1.5", "hour-and-minute", "-l", "fi"], "1.30\n"),
      (["1.5...2", "hour-and-minute"], "1:30 – 2:00\n"),
      (["--", "-1.5", "hour-and-minute"], "-1:30\n"),
    ])
  func clock(_ arguments: [String], _ stdout: String) {
    #expect(measfmt(["-l", "en", "-w", "numeric"] + arguments) == success(stdout))
  }

  @Test("--case: units in a grammatical case; a case the locale has no forms of: the nominative")
  func grammaticalCase() {
    #expect(
      measfmt("5", "km", "-l", "de", "-w", "wide", "--case", "dative") == success("5 Kilometern\n"))
    #expect(
      measfmt("1", "km", "-l", "ru", "-w", "wide", "--case", "genitive")
        == success("1 километра\n"))
    #expect(
      measfmt("3...5", "km", "-l", "de", "-w", "wide", "--case", "dative")
        == success("3–5 Kilometern\n"))
    #expect(
      measfmt("5", "km", "-l", "de", "-w", "wide", "--case", "illative")
        == success("5 Kilometer\n"))
    #expect(
      measfmt("5", "km", "-l", "en", "-w", "wide", "--case", "dative")
        == success("5 kilometers\n"))
    #expect(measfmt("5", "km", "--case", "dativ").stderr.contains("Did you mean 'dative'?"))
  }

  @Test("--to converts before formatting")
  func conversion() {
    #expect(
      measfmt("100", "km/h", "--to", "mph", "--fraction-digits", "1") == success("62.1 mph\n"))
    #expect(measfmt("20", "°C", "--to", "°F") == success("68°F\n"))
    #expect(measfmt("5.5", "ft", "--to", "foot-and-inch") == success("5 ft, 6 in\n"))
    #expect(
      measfmt("1...2", "mi", "--to", "km", "--fraction-digits", "1") == success("1.6–3.2 km\n"))
    #expect(
      measfmt("5", "km", "--to", "kg")
        == valueError(
          "cannot convert 'kilometer' to 'kilogram': they measure different quantities."))
  }

  @Test("--to converts exactly: the JSON value is CLDR's rational, rounded once")
  func exactConversion() {
    #expect(
      measfmt("100", "celsius", "--to", "fahrenheit", "--json")
        == success(
          #"{"string":"212°F","locale":"en","unit":"fahrenheit","#
            + #""output":[{"unit":"fahrenheit","value":212}],"#
            + #""parts":[{"type":"integer","value":"212","part":"value"},"#
            + #"{"type":"unit","value":"°F","part":"unit"}]}"# + "\n"))
    func value(_ arguments: String...) -> String? {
      let line = measfmt(["--json"] + arguments).stdout
      guard let start = line.range(of: #""output":["#)?.upperBound,
        let end = line[start...].firstIndex(of: "]")
      else { return nil }
      return String(line[start..<end])
    }
    #expect(
      value("--to", "fahrenheit", "--", "-40", "celsius") == #"{"unit":"fahrenheit","value":-40}"#)
    #expect(value("212", "°F", "--to", "°C") == #"{"unit":"celsius","value":100}"#)
    #expect(value("1", "mi", "--to", "km") == #"{"unit":"kilometer","value":1.609344}"#)
    #expect(value("5", "km", "--to", "mi") == #"{"unit":"mile","value":3.1068559611866697}"#)
  }

  @Test("Fuel consumption converts reciprocally on every ICU (ICU 78 has no 100-kilometer unit)")
  func consumption() {
    #expect(measfmt("10", "L/100km", "--to", "mpg") == success("23.521458 mpg\n"))
    #expect(
      measfmt("10", "liter-per-100-kilometer", "--to", "mile-per-gallon")
        == success("23.521458 mpg\n"))
    let back = measfmt("--json", "30", "mpg", "--to", "L/100km").stdout
    #expect(
      back.contains(#""output":[{"unit":"liter-per-100-kilometer","value":7.840486111111111}]"#))
  }

  @Test(
    "Locale from the environment: LC_ALL, then LC_MESSAGES, then LANG, else en",
    arguments: [
      ([String: String](), "1,234.5 km\n"),
      (["LANG": "de_DE.UTF-8"], "1.234,5 km\n"),
      (["LANG": "de_DE.UTF-8", "LC_ALL": "fr_FR.UTF-8"], "1\u{202F}234,5\u{202F}km\n"),
      (["LANG": "de_DE.UTF-8", "LC_ALL": ""], "1.234,5 km\n"),
      // The POSIX locale, as -l C: no grouping.
      (["LANG": "C.UTF-8"], "1234.5 km\n"),
      (["LANG": "POSIX"], "1234.5 km\n"),
      (["LANG": "xx_YY.UTF-8"], "1,234.5 km\n"),
      (["LANG": "../../etc"], "1,234.5 km\n"),
    ])
  func environmentLocale(_ environment: [String: String], _ stdout: String) {
    #expect(measfmt(["1234.5", "km"], environment: environment) == success(stdout))
  }

  @Test("de_CH from LC_NUMERIC (over LANG) or --locale: its group separator follows CLDR")
  func swissGerman() {
    // CLDR 48 groups de-CH with the apostrophe (U+0027), CLDR 42 and 46 with U+2019.
    let expected = [
      "42": success("1’234.5 km\n"), "46": success("1’234.5 km\n"),
      "48": success("1'234.5 km\n"),
    ]
    expect(
      measfmt(
        ["1234.5", "km"], environment: ["LANG": "de_DE.UTF-8", "LC_NUMERIC": "de_CH.UTF-8"]),
      perCLDR: expected)
    expect(measfmt("1234.5", "km", "-l", "de_CH.UTF-8"), perCLDR: expected)
  }

  @Test("--locale wins over the environment")
  func explicitLocale() {
    #expect(
      measfmt(["1234.5", "km", "-l", "en"], environment: ["LC_ALL": "de_DE.UTF-8"])
        == success("1,234.5 km\n"))
    #expect(measfmt("1234.5", "km", "-l", "ar-EG-u-nu-arab") == success("١٬٢٣٤٫٥ كم\n"))
    #expect(measfmt("5", "km", "-l", "ja", "-w", "wide") == success("5 キロメートル\n"))
  }

  @Test(
    "Bad locales are usage errors",
    arguments: [
      ("../../etc", "invalid value for '--locale': malformed locale identifier '../../etc'."),
      (
        "xx", "invalid value for '--locale': unknown locale 'xx': ICU has no data for its language."
      ),
      ("", "invalid value for '--locale': malformed locale identifier ''."),
      (
        "xx-YYYY-@@@",
        "invalid value for '--locale': malformed locale identifier 'xx-YYYY-@@@'."
      ),
      ("dé-DE", "invalid value for '--locale': malformed locale identifier 'dé-DE'."),
      ("de\u{1B}[2J", "invalid value for '--locale': malformed locale identifier 'de\\u{1b}[2J'."),
    ])
  func badLocales(_ locale: String, _ message: String) {
    #expect(measfmt("5", "km", "-l", locale) == usageError(message))
  }

  @Test("A 1 MB locale is rejected, not parsed")
  func hugeLocale() {
    let locale = String(repeating: "a", count: 1 << 20)
    #expect(
      measfmt("5", "km", "-l", locale)
        == usageError(
          "invalid value for '--locale': malformed locale identifier 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…'."
        ))
  }

  @Test(
    "Hostile environment variables fall back to defaults", .timeLimit(.minutes(10)),
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
}
