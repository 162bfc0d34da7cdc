import Testing

@testable import MeasfmtCLI

/// Sizes as numfmt reads and scales them, in measfmt's own forms (issue 46's findings of
/// coreutils' numfmt tests): the ladders reach exa, zetta and yotta (and ronna and quetta
/// where ICU has them), `--to=iec` never writes a decimal prefix, a value that rounds up
/// into the next prefix is written in it, `12.` is no number, a `--field` list takes
/// blanks, and `-z` records split fields at a newline.
@Suite("Sizes: the whole ladder, iec below 1024, rounding into the next prefix")
struct SizeLadderTests {
  @Test(
    "Each value in the unit numfmt would write it in",
    arguments: [
      // numfmt --to=iec: 1023 (no suffix below 1024), 1.0K; measfmt writes bytes.
      (
        ["--unit", "B", "--to=iec"], "1023\n1000\n1023.99\n1536\n", "1,023B\n1,000B\n1KiB\n1.5KiB\n"
      ),
      // numfmt --from=si --to=si: 1.0E, 3.4Z, 80Y, 1.0M (999.89K rounds up to 1000K).
      (["--from=si", "--to=si"], "1E\n3.4Z\n80Y\n999.89K\n", "1EB\n3.4ZB\n80YB\n1MB\n"),
      // numfmt --from=iec --to=iec: 1.0E, 1.0Y.
      (["--from=iec", "--to=iec"], "1E\n1Y\n", "1EiB\n1YiB\n"),
      (["--unit", "MiB", "--to=iec"], "1023\n1023.9\n", "1,023MiB\n1GiB\n"),
    ])
  func ladder(arguments: [String], input: String, expected: String) {
    #expect(
      measfmt(arguments + ["-w", "narrow"], bytes: Array(input.utf8)) == success(expected))
  }

  @Test("A point needs a digit after it, as numfmt reads numbers")
  func point() {
    #expect(
      measfmt(["--unit", "B"], bytes: Array("12.\n".utf8))
        == Output(stdout: "", stderr: "measfmt: line 1: '12.' is not a number.\n", status: 1))
    #expect(
      measfmt(["--from=si"], bytes: Array("12.K\n".utf8))
        == Output(stdout: "", stderr: "measfmt: line 1: '12.K' is not a number.\n", status: 1))
    #expect(measfmt("12.", "km") == valueError("'12.' is not a number."))
  }

  @Test("--field lists take blanks as numfmt and cut do; -z records split at newlines")
  func fieldsAndRecords() {
    #expect(
      measfmt("--field", "1,2 4", "--unit", "B", "-w", "narrow", stdin: "1 2 3 4 5\n")
        == success("1B 2B 3 4B 5\n"))
    #expect(
      measfmt("--field", "2:fl oz", "-w", "narrow", stdin: "a 5\n") == success("a 5fl oz\n"))
    #expect(
      measfmt(
        ["-z", "--field=3", "--unit", "B", "-w", "narrow"], bytes: Array("A\nB 1001 C\u{0}".utf8))
        == success("A\nB 1,001B C\u{0}"))
  }
}
