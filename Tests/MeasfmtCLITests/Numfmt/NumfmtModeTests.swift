import Testing

@testable import MeasfmtCLI

/// `measfmt --numfmt` and measfmt run as `numfmt`: GNU numfmt's options and output. The
/// expected texts are GNU numfmt 9.1's (Debian 12), run with `LC_ALL=C` (or the locale
/// named), unless a case says it is 9.10's. The whole of coreutils' own test files runs
/// in CI (scripts/numfmt-suite.sh).
@Suite("numfmt mode: GNU numfmt's options and output")
struct NumfmtModeTests {
  struct Output: Equatable, CustomStringConvertible {
    var stdout: String
    var stderr: String = ""
    var status: Int32 = 0
    var description: String {
      "stdout \(stdout.debugDescription), stderr \(stderr.debugDescription), \(status)"
    }
  }

  func numfmt(
    _ arguments: String..., stdin: String = "", program: String = "measfmt",
    environment: [String: String] = ["LC_ALL": "C"]
  ) -> Output {
    let result = MeasfmtCLI.runBytes(
      arguments: (program == "measfmt" ? ["--numfmt=9.1"] : []) + arguments,
      environment: environment, stdin: Array(stdin.utf8), programName: program)
    return Output(
      stdout: String(decoding: result.stdout, as: UTF8.self),
      stderr: String(decoding: result.stderr, as: UTF8.self), status: result.status)
  }

  @Test("Scaling, reading suffixes, rounding and units")
  func scaling() {
    #expect(numfmt("--to=iec", "1536") == Output(stdout: "1.5K\n"))
    #expect(numfmt("--to=si", "1000", "999", "1023") == Output(stdout: "1.0K\n999\n1.1K\n"))
    #expect(numfmt("--to=iec", "1023") == Output(stdout: "1023\n"))
    #expect(numfmt("--from=si", "--to=si", "999.89K") == Output(stdout: "1.0M\n"))
    #expect(
      numfmt("--from=si", "--to=si", "1E", "3.4Z", "80Y") == Output(stdout: "1.0E\n3.4Z\n80Y\n"))
    #expect(numfmt("--from=iec", "--to=iec-i", "1G") == Output(stdout: "1.0Gi\n"))
    #expect(numfmt("--ro=near", "--to=si", "1450") == Output(stdout: "1.5K\n"))
    #expect(
      numfmt("--round=down", "--to-unit=1024", "--", "6000.00", "-6000.00")
        == Output(stdout: "5.85\n-5.86\n"))
    #expect(numfmt("--from-unit=512", "4") == Output(stdout: "2048\n"))
    #expect(numfmt("--to-unit=1K", "12345") == Output(stdout: "13\n"))
    #expect(numfmt("9.300000000000000000") == Output(stdout: "9.300000000000000000\n"))
    #expect(numfmt("--", "-0") == Output(stdout: "0\n"))
  }

  @Test("Numbers numfmt refuses, with its messages and status 2")
  func invalid() {
    #expect(
      numfmt("foo") == Output(stdout: "", stderr: "measfmt: invalid number: 'foo'\n", status: 2))
    #expect(
      numfmt("12.") == Output(stdout: "", stderr: "measfmt: invalid number: '12.'\n", status: 2))
    #expect(
      numfmt("--from=si", "12.K")
        == Output(stdout: "", stderr: "measfmt: invalid number: '12.K'\n", status: 2))
    #expect(
      numfmt("4M")
        == Output(
          stdout: "", stderr: "measfmt: rejecting suffix in input: '4M' (consider using --from)\n",
          status: 2))
    #expect(
      numfmt("--from=si", "4MQ")
        == Output(stdout: "", stderr: "measfmt: invalid suffix in input '4MQ': 'Q'\n", status: 2))
    #expect(
      numfmt("--invalid=fail", "--to=si", "1000", "Foo", "3000")
        == Output(
          stdout: "1.0K\nFoo\n3.0K\n", stderr: "measfmt: invalid number: 'Foo'\n", status: 2))
    #expect(
      numfmt("10000000000000000000")
        == Output(
          stdout: "",
          stderr: "measfmt: value too large to be printed: '1e+19' (consider using --to)\n",
          status: 2))
    // In a UTF-8 locale numfmt quotes with ‘ and ’.
    #expect(
      numfmt("foo", environment: ["LC_ALL": "C.UTF-8"])
        == Output(stdout: "", stderr: "measfmt: invalid number: \u{2018}foo\u{2019}\n", status: 2))
  }

  @Test("Fields, padding, suffixes, --format, --header, -z")
  func fields() {
    #expect(
      numfmt("--field", "2", "--to=si", stdin: "A   5000 B\nC 9 D\n")
        == Output(stdout: "A   5.0K B\nC 9 D\n"))
    #expect(
      numfmt("--field", "1,2 4", "--to=si", "1000 2000 3000 4000 5000")
        == Output(stdout: "1.0K 2.0K 3000 4.0K 5000\n"))
    #expect(
      numfmt("-d:", "--field=2", "--from=auto", ":40M:60M") == Output(stdout: ":40000000:60M\n"))
    #expect(numfmt("--suffix=B", "--padding=8", "--to=iec", "4096") == Output(stdout: "   4.0KB\n"))
    #expect(
      numfmt("--format", "--%-10f--", "--to=si", "5000000") == Output(stdout: "--5.0M      --\n"))
    #expect(numfmt("--format", "%08.2f", "--", "-3.5") == Output(stdout: "-0003.50\n"))
    #expect(numfmt("--format", "%% %f", "5000") == Output(stdout: "%%5000\n"))
    #expect(
      numfmt("--header", "--invalid=fail", "--to=iec", stdin: "size\n2048\nx\n")
        == Output(stdout: "size\n2.0K\nx\n", stderr: "measfmt: invalid number: 'x'\n", status: 2))
    #expect(
      numfmt("-z", "--to=iec", stdin: "1024\u{0}2048\u{0}") == Output(stdout: "1.0K\u{0}2.0K\u{0}"))
    #expect(
      numfmt("-z", "--field=3", "--to=si", stdin: "A\nB 1001 C\u{0}")
        == Output(stdout: "A B 1.1K C\u{0}"))
    #expect(
      numfmt("--debug", "5")
        == Output(stdout: "5\n", stderr: "measfmt: no conversion option specified\n"))
  }

  @Test("Option mistakes: numfmt's messages, status 1")
  func usage() {
    #expect(
      numfmt("--fr=si", "1")
        == Output(
          stdout: "",
          stderr: "measfmt: option '--fr=si' is ambiguous; possibilities: '--from' '--from-unit'\n"
            + "Try 'measfmt --help' for more information.\n", status: 1))
    #expect(
      numfmt("--grouping", "--to=si", "1")
        == Output(stdout: "", stderr: "measfmt: grouping cannot be combined with --to\n", status: 1)
    )
    #expect(
      numfmt("--field", "3-2", "1")
        == Output(
          stdout: "",
          stderr: "measfmt: invalid decreasing range\nTry 'measfmt --help' for more information.\n",
          status: 1))
    #expect(
      numfmt("--from=x", "1")
        == Output(
          stdout: "",
          stderr:
            "measfmt: invalid argument 'x' for '--from'\nValid arguments are:\n  - 'none'\n  - 'auto'\n"
            + "  - 'si'\n  - 'iec'\n  - 'iec-i'\nTry 'measfmt --help' for more information.\n",
          status: 1))
  }

  @Test("The locale's decimal point and separators, from -l or the environment (ICU's)")
  func locale() {
    #expect(numfmt("--to=iec", "-l", "de", "1536") == Output(stdout: "1,5K\n"))
    #expect(
      numfmt("--to=iec", "1536", environment: ["LANG": "de_DE.UTF-8"]) == Output(stdout: "1,5K\n"))
    #expect(numfmt("--format=%'.2f", "-l", "de", "1234567,5") == Output(stdout: "1.234.567,50\n"))
    #expect(numfmt("--grouping", "-l", "en-IN", "12345678") == Output(stdout: "1,23,45,678\n"))
  }

  @Test("Run as numfmt: numfmt's name in messages, the newest numfmt's behaviour (9.10)")
  func asNumfmt() {
    #expect(numfmt("--to=si", "1000", program: "numfmt") == Output(stdout: "1.0k\n"))
    #expect(numfmt("--from=si", "--to=si", "1Q", program: "numfmt") == Output(stdout: "1.0Q\n"))
    #expect(
      numfmt("--to=si", "--unit-separator= ", "1000", program: "numfmt")
        == Output(stdout: "1.0 k\n"))
    #expect(
      numfmt("--numfmt=9.1", "--to=si", "1000", program: "numfmt") == Output(stdout: "1.0K\n"))
    #expect(
      numfmt("--numfmt=9.1", "4Q", program: "numfmt")
        == Output(stdout: "", stderr: "numfmt: invalid suffix in input: '4Q'\n", status: 2))
    #expect(numfmt("-d", "", "--from=auto", "2K ", program: "numfmt") == Output(stdout: "2000\n"))
  }
}
