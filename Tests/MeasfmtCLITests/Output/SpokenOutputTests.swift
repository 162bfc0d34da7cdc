import Testing

@testable import MeasfmtCLI

/// `--spoken` (issue 48): the words a screen reader should say — ICU's full-name text of
/// the same number (`measfmt-icu-probe`'s `unit-width-full-name` text, written out) — as
/// the line with plain and ansi output, a key with `--json`, accessible markup with
/// `--html` (by default there).
@Suite("Command line: the spoken form")
struct SpokenOutputTests {
  @Test("The examples of issue 48, as words for espeak")
  func words() {
    #expect(
      measfmt("1.8", "meter", "--usage", "person-height", "-l", "en-US", "-w", "narrow", "--spoken")
        == success("5 feet, 11 inches\n"))
    #expect(measfmt("30", "min", "-w", "narrow", "--spoken") == success("30 minutes\n"))
    #expect(
      measfmt("90", "minute", "--to", "hour-and-minute", "-w", "narrow", "--spoken")
        == success("1 hour, 30 minutes\n"))
    #expect(measfmt("5.37", "GB", "-w", "narrow", "--spoken") == success("5.37 gigabytes\n"))
    // ansi output too: words, unstyled.
    #expect(
      measfmt("30", "min", "-w", "narrow", "--spoken", "--ansi") == success("30 minutes\n"))
    #expect(
      measfmt("3...5", "km", "-l", "de", "-w", "narrow", "--spoken=always")
        == success("3–5 Kilometer\n"))
    #expect(
      measfmt("1.5", "km", "-l", "ar-u-nu-arab", "-w", "narrow", "--spoken")
        == success("١٫٥ كيلومتر\n"))
    #expect(
      measfmt("5400", "s", "--to", "hour-and-minute", "-l", "ja", "-w", "narrow", "--spoken")
        == success("1 時間 30 分\n"))
  }

  @Test("Batch mode and fields: each measurement's words, in place")
  func batch() {
    #expect(
      measfmt("-w", "narrow", "--spoken", stdin: "30 min\n5 km\nnonsense\n")
        == Output(
          stdout: "30 minutes\n5 kilometers\n",
          stderr: "measfmt: line 3: 'nonsense' is not a number.\n", status: 1))
    #expect(
      measfmt("--field", "2:min", "-w", "narrow", "--spoken", stdin: "a 30 b\n")
        == success("a 30 minutes b\n"))
  }

  @Test("JSON: a spoken key after the string, only when asked for")
  func json() {
    #expect(
      measfmt("30", "min", "-w", "narrow", "--json", "--spoken")
        == success(
          #"{"string":"30m","spoken":"30 minutes","locale":"en","unit":"minute","output":[{"unit":"minute","value":30}],"parts":[{"type":"integer","value":"30","part":"value"},{"type":"unit","value":"m","part":"unit"}]}"#
            + "\n"))
    #expect(!measfmt("30", "min", "-w", "narrow", "--json").stdout.contains("spoken"))
  }

  @Test("HTML: the spoken form unless --spoken=never")
  func html() {
    #expect(
      measfmt("30", "min", "-w", "narrow", "--html", "--unit-style", "none")
        == success(
          #"<span class="mf" lang="en"><span class="mf-shown" aria-hidden="true"><span class="mf-value mf-integer">30</span><span class="mf-unit">m</span>"#
            + OutputFormatTests.spoken("30 minutes") + "</span>\n"))
    #expect(
      measfmt("30", "min", "-w", "narrow", "--html", "--unit-style", "none", "--spoken=never")
        == success(
          #"<span class="mf" lang="en"><span class="mf-value mf-integer">30</span><span class="mf-unit">m</span></span>"#
            + "\n"))
  }

  @Test("Wrong uses are usage errors")
  func errors() {
    #expect(
      measfmt("30", "min", "--spoken=sometimes")
        == usageError(
          "invalid value 'sometimes' for '--spoken'; expected auto, always or never."))
    #expect(
      measfmt("--spoken", "--align", "left", stdin: "30 min\n")
        == usageError("'--align' lines up values; with '--spoken' the lines are words."))
  }
}
