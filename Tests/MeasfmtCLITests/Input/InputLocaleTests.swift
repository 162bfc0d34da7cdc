import MeasfmtTestSupport
import Testing

@testable import MeasfmtCLI

/// `--input-locale ID`: arguments, batch lines and fields read as that locale writes them.
@Suite("Reading input in a locale's form (--input-locale)", .tags(.concurrency))
struct InputLocaleTests {
  @Test("Issue 24: German input, English output; a German CSV field")
  func issueExamples() {
    #expect(measfmt("--input-locale", "de", "-l", "en", "1.234,5 km") == success("1,234.5 km\n"))
    #expect(
      measfmt(
        "-d", ";", "--field", "2:km", "--input-locale", "de", "-l", "de", stdin: "a;1234,5;x\n")
        == success("a;1.234,5 km;x\n"))
  }

  @Test("Arguments: one or several words, mixed units, ranges, numbers in other digits")
  func arguments() {
    #expect(
      measfmt("--input-locale", "de", "5", "Kilometer", "pro", "Stunde") == success("5 km/h\n"))
    #expect(
      measfmt("--input-locale", "en", "5 ft, 11 in", "-w", "wide") == success("5 feet, 11 inches\n")
    )
    #expect(measfmt("--input-locale", "ar", "٥ كم") == success("5 km\n"))
    #expect(measfmt("--input-locale", "de", "3...5,5 km") == success("3–5.5 km\n"))
  }

  @Test("Batch lines: each bad line names its line and what could not be read")
  func batchLines() {
    let out = measfmt(
      "--input-locale", "fr", "-l", "en",
      stdin: "1 234,5 km\n# note\n\n5 kmx\n2 heures\n5\n")
    #expect(out.stdout == "1,234.5 km\n2 hr\n")
    #expect(
      out.stderr
        == "measfmt: line 4: unknown unit 'kmx'; did you mean 'km', 'km²', 'km³'?\n"
        + "measfmt: line 6: missing unit after '5'.\n")
    #expect(out.status == 1)
    // --unit gives bare numbers their unit.
    #expect(
      measfmt("--input-locale", "de", "--unit", "kg", stdin: "12,5\n") == success("12.5 kg\n"))
  }

  @Test("An ambiguous unit is an error that lists the meanings (a value error: no usage lines)")
  func ambiguous() {
    let out = measfmt("--input-locale", "en", "5m")
    #expect(out.stdout == "")
    #expect(
      out.stderr
        == "measfmt: ambiguous unit 'm'; did you mean 'minute', 'month', 'meter'?\n"
    )
    #expect(out.status == 2)
    let batch = measfmt("--input-locale", "en", stdin: "5m\n")
    #expect(
      batch.stderr
        == "measfmt: line 1: ambiguous unit 'm'; did you mean 'minute', 'month', 'meter'?\n")
    #expect(batch.status == 1)
  }

  @Test("A bad --input-locale is a usage error; without the option input is read as before")
  func usage() {
    let out = measfmt("--input-locale", "zz", "5", "km")
    #expect(out.status == 2)
    #expect(out.stderr.hasPrefix("Error: invalid value for '--input-locale': unknown locale 'zz'"))
    #expect(measfmt("-l", "de", "1234.5", "km") == success("1.234,5 km\n"))
    #expect(measfmt("1.234,5", "km").status == 2)
  }
  @Test("Issue 34: never a confident wrong reading; what measfmt writes reads back")
  func issue34() {
    #expect(
      measfmt("--input-locale", "de", "-l", "en", "1.80 m")
        == valueError("'1.80' is not a number as 'de' writes one; did you mean '1,80'?"))
    #expect(
      measfmt("--input-locale", "en", "5,00 km")
        == valueError("'5,00' is not a number as 'en' writes one; did you mean '5.00'?"))
    // Sizes: the same rule as without --input-locale, and --from is honoured.
    let g = measfmt("--input-locale", "en", "1.5G")
    #expect(g.status == 2)
    #expect(g.stderr.contains("with --from=iec it is 1.5 × 1024³ bytes"))
    #expect(
      measfmt("--input-locale", "de", "--from=iec", "-l", "en", "1,5G")
        == success("1,610,612,736 byte\n"))
    #expect(
      measfmt("--input-locale", "en", "--from=iec-i", "-l", "en", "512Mi")
        == success("536,870,912 byte\n"))
    #expect(measfmt("--input-locale", "en", "-w", "wide", "15Gi") == success("15 gibibytes\n"))
    // Its own output: a range, a height, an approximate value.
    #expect(measfmt("--input-locale", "en", "3–5 km") == success("3–5 km\n"))
    #expect(
      measfmt("--input-locale", "en", "-w", "wide", "5′ 11″") == success("5 feet, 11 inches\n"))
    #expect(measfmt("--input-locale", "en", "~5 km") == success("~5 km\n"))
    // What people type.
    #expect(measfmt("--input-locale", "en", "-w", "wide", "1½ cups") == success("1.5 cups\n"))
    #expect(measfmt("--input-locale", "en", "--", "-3 - -1 °C") == success("-3 – -1°C\n"))
    // "KB" is a false friend (Windows: 1,024 bytes; Apple: 1,000): "kB" is the kilobyte.
    #expect(measfmt("--input-locale", "en", "5 kB") == success("5 kB\n"))
    #expect(measfmt("--input-locale", "en", "500 ml") == success("500 mL\n"))
  }

  @Test("Batch: ranges and mixed units as people type them, every good line kept")
  func batchForms() {
    let out = measfmt(
      "--input-locale", "en", stdin: "3-5 km\n5'11\"\n1.80,5 m\n1h30\n")
    #expect(out.stdout == "3–5 km\n5 ft, 11 in\n1 hr, 30 min\n")
    #expect(out.stderr == "measfmt: line 3: '1.80,5' is not a number as 'en' writes one.\n")
    #expect(out.status == 1)
  }
}
