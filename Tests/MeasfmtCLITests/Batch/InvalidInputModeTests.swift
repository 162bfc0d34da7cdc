import Testing

/// `--invalid abort|fail|warn|ignore`, with GNU numfmt's meanings, in the three places a
/// value can come from: fields of lines, whole lines and VALUE UNIT arguments. Whatever
/// the mode, no good line is lost (but with abort, which stops).
@Suite("--invalid")
struct InvalidInputModeTests {
  static let table = "a 5 x\nb zz y\nc 7 q\nd 1e999999 r\n"
  static let tableOut = "a 5 m x\nb zz y\nc 7 m q\nd 1e999999 r\n"
  static let tableErr = """
    measfmt: line 2, field 2: 'zz' is not a number.
    measfmt: line 4, field 2: the number is too long (more than 10000 characters).

    """

  @Test(
    "Fields: fail (the default) and warn report each; warn and ignore exit 0",
    arguments: [
      ([], tableErr, 1), (["--invalid", "fail"], tableErr, 1),
      (["--invalid", "warn"], tableErr, 0), (["--invalid", "ignore"], "", 0),
    ] as [([String], String, Int32)])
  func fields(_ mode: [String], _ stderr: String, _ status: Int32) {
    let long = Self.table.replacingOccurrences(
      of: "1e999999", with: "1" + String(repeating: "0", count: 10_000))
    let longOut = Self.tableOut.replacingOccurrences(
      of: "1e999999", with: "1" + String(repeating: "0", count: 10_000))
    #expect(
      measfmt(["--field", "2:m"] + mode, bytes: Array(long.utf8))
        == Output(stdout: longOut, stderr: stderr, status: status))
  }

  @Test("Fields: abort stops before the first bad line, after the good ones")
  func fieldsAbort() {
    #expect(
      measfmt("--field", "2:m", "--invalid", "abort", stdin: Self.table)
        == Output(
          stdout: "a 5 m x\n", stderr: "measfmt: line 2, field 2: 'zz' is not a number.\n",
          status: 1))
    // With --align, the held-back lines are written first.
    #expect(
      measfmt("--field", "2:m", "--invalid", "abort", "--align", "right", stdin: "a 5\nb 12\nc x\n")
        == Output(
          stdout: "a  5 m\nb 12 m\n", stderr: "measfmt: line 3, field 2: 'x' is not a number.\n",
          status: 1))
  }

  @Test("Fields: a line too long to hold is a bad line too")
  func fieldsLongLine() {
    let input = Array(("a 5\nb " + String(repeating: "x", count: 5 << 20) + "\nc 6\n").utf8)
    let message =
      "measfmt: line 2: the line is too long (more than 4194304 bytes) to look into; written unchanged.\n"
    #expect(
      measfmt(["--field", "2:m", "--invalid", "abort"], bytes: input)
        == Output(stdout: "a 5 m\n", stderr: message, status: 1))
    let ignored = measfmt(["--field", "2:m", "--invalid", "ignore"], bytes: input)
    #expect(ignored.stderr == "" && ignored.status == 0)
    #expect(ignored.stdout.hasSuffix("x\nc 6 m\n") && ignored.stdout.utf8.count == input.count + 4)
  }

  @Test(
    "Whole lines: a bad line is never written; fail, warn, ignore and abort",
    arguments: [
      (
        [], "5 km\n7 km\n",
        "measfmt: line 2: 'zz' is not a number.\nmeasfmt: line 4: unknown unit 'qq'. See 'measfmt --list-units'.\n",
        1
      ),
      (
        ["--invalid", "warn"], "5 km\n7 km\n",
        "measfmt: line 2: 'zz' is not a number.\nmeasfmt: line 4: unknown unit 'qq'. See 'measfmt --list-units'.\n",
        0
      ),
      (["--invalid", "ignore"], "5 km\n7 km\n", "", 0),
      (["--invalid", "abort"], "5 km\n", "measfmt: line 2: 'zz' is not a number.\n", 1),
    ] as [([String], String, String, Int32)])
  func wholeLines(_ mode: [String], _ stdout: String, _ stderr: String, _ status: Int32) {
    #expect(
      measfmt(mode, bytes: Array("5 km\nzz km\n7 km\n8 qq\n".utf8))
        == Output(stdout: stdout, stderr: stderr, status: status))
  }

  @Test("Whole lines: --header and --unit work there too")
  func wholeLineHeaderAndUnit() {
    #expect(
      measfmt("--header", "--unit", "mi", "-w", "wide", stdin: "distance\r\n5\n7 km\n3...4\n")
        == success("distance\n5 miles\n7 kilometers\n3–4 miles\n"))
    // Neutralised for a terminal, escaped for HTML, left out of JSON.
    #expect(
      measfmt("--header", "--ansi", "--unit-style", "none", stdin: "<\u{1B}>\n5 m\n")
        == success("<␛>\n5 m\n"))
    #expect(measfmt("--header", "--json", stdin: "<x>\n").stdout == "")
    #expect(
      measfmt("--header", "--html", stdin: "<x>\n").stdout == "&lt;x&gt;\n")
  }

  @Test(
    "Arguments: abort (the default) reports and exits 2; fail, warn and ignore write them as they are",
    arguments: [
      ([], valueError("'abc' is not a number.")),
      (["--invalid", "abort"], valueError("'abc' is not a number.")),
      (
        ["--invalid", "fail"],
        Output(stdout: "abc km\n", stderr: "measfmt: 'abc' is not a number.\n", status: 1)
      ),
      (
        ["--invalid", "warn"],
        Output(stdout: "abc km\n", stderr: "measfmt: 'abc' is not a number.\n", status: 0)
      ),
      (["--invalid", "ignore"], Output(stdout: "abc km\n", stderr: "", status: 0)),
    ] as [([String], Output)])
  func arguments(_ mode: [String], _ expected: Output) {
    #expect(measfmt(["abc", "km"] + mode) == expected)
  }

  @Test("Arguments: an unknown unit too; json writes the text and the error")
  func argumentsUnitAndJSON() {
    #expect(
      measfmt("5", "zzz", "--invalid", "warn", "--json")
        == Output(
          stdout: #"{"text":"5 zzz","error":"unknown unit 'zzz'. See 'measfmt --list-units'."}"#
            + "\n",
          stderr: "measfmt: unknown unit 'zzz'. See 'measfmt --list-units'.\n", status: 0))
    // The form of the arguments is still a usage error.
    #expect(measfmt("5", "--invalid", "ignore") == usageError("missing UNIT after '5'."))
    // An escape in an argument is neutralised for a terminal.
    #expect(
      measfmt("x\u{1B}[2J", "km", "--invalid", "ignore", "--ansi")
        == success("x␛[2J km\n"))
  }
}
