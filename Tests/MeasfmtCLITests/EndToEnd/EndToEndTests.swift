import Foundation
import MeasfmtTestSupport
import Testing

/// Runs the built `measfmt` binary: real file descriptors, pipes, signals and exit codes.
@Suite("End to end: the measfmt binary")
struct EndToEndTests {
  /// `measfmt` next to the test bundle, e.g. `.build/debug/measfmt`; or the fully static
  /// binary that `MEASFMT_TEST_BINARY` names (scripts/static-check.sh runs the command's
  /// tests on it).
  static let binary: String? = staticBinary ?? Subprocess.builtProgram("measfmt")

  /// The fully static binary to test instead of the built one (scripts/build-static.sh).
  static let staticBinary: String? = ProcessInfo.processInfo.environment["MEASFMT_TEST_BINARY"]

  typealias Run = Subprocess.Run

  /// Runs `measfmt` with the arguments and stdin, an environment with only `extra`.
  static func run(
    _ arguments: [String], stdin: Data = Data(), environment extra: [String: String] = [:]
  ) throws -> Run {
    let binary = try #require(Self.binary, "measfmt binary not found next to the tests")
    return try Subprocess.run(binary, arguments, stdin: stdin, environment: extra)
  }

  /// Runs a shell command line with `$0` bound to the binary.
  static func shell(_ script: String) throws -> Run {
    let binary = try #require(Self.binary, "measfmt binary not found next to the tests")
    return try Subprocess.run(
      "/bin/sh", ["-c", script, binary], stdin: nil, environment: ["PATH": "/usr/bin:/bin"])
  }

  @Test("Issue 4: 5 km --width narrow --ansi")
  func quickStart() throws {
    #expect(
      try Self.run(["5", "km", "--width", "narrow", "--ansi"])
        == Run(stdout: "5\u{1B}[2mkm\u{1B}[0m\n", stderr: "", status: 0))
  }

  @Test("Issue 4: 5 km -w narrow -l de --json")
  func quickStartJSON() throws {
    #expect(
      try Self.run(["5", "km", "-w", "narrow", "-l", "de", "--json"])
        == Run(
          stdout:
            #"{"string":"5 km","locale":"de","unit":"kilometer","output":[{"unit":"kilometer","value":5}],"parts":[{"type":"integer","value":"5","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"km","part":"unit"}]}"#
            + "\n", stderr: "", status: 0))
  }

  @Test("measfmt loads no Foundation: only the Swift runtime, libc, libstdc++ and ICU")
  func noFoundation() throws {
    let binary = try #require(Self.binary, "measfmt binary not found next to the tests")
    let ldd = try Subprocess.run("/usr/bin/ldd", [binary])
    if Self.staticBinary != nil {
      // The static binary loads nothing at all.
      #expect(ldd.status == 1)
      #expect((ldd.stdout + ldd.stderr).contains("not a dynamic executable"))
      return
    }
    #expect(ldd.status == 0)
    #expect(ldd.stdout.contains("libicuuc.so"))
    #expect(ldd.stdout.contains("libicui18n.so"))
    for library in [
      "libFoundation", "libFoundationEssentials", "libFoundationInternationalization",
      "lib_FoundationICU",
    ] {
      #expect(!ldd.stdout.contains(library + ".so"), "measfmt links \(library)")
    }
  }

  @Test("Plain text from the text-only path: number-less forms and repairs as with runs")
  func plainTextPath() throws {
    // 3 and more take the text-only path; 1 keeps CLDR's form without a number (as the
    // runs path does); NaN, ranges and --whitespace take the runs path.
    expect(
      try Self.run(["3", "hour", "-l", "ar", "-w", "wide", "--plain"]).stdout,
      perCLDR: ["42": "٣ ساعات\n", "46": "3 ساعات\n", "48": "3 ساعات\n"])
    #expect(try Self.run(["1", "hour", "-l", "ar", "-w", "wide", "--plain"]).stdout == "ساعة\n")
    #expect(try Self.run(["1234.5", "km", "-l", "de"]).stdout == "1.234,5 km\n")
    #expect(
      try Self.run(["-l", "fr", "--whitespace", "remove", "--", "-1234.5", "km"]).stdout
        == "-1\u{202F}234,5km\n")
    #expect(
      try Self.run(["5", "km", "-l", "de"], stdin: Data()).stdout == "5 km\n")
    // Found by fuzz-format: ICU's plural operand of 1e18 is 0, and Hebrew's "one"
    // (i = 0, v ≠ 0) has no number; the plain text is the --json string.
    let huge = [
      "1e18", "liter-per-100-kilometer", "-l", "he", "-w", "wide", "--fraction-digits", "1",
    ]
    let plain = try Self.run(huge).stdout
    #expect(plain.hasPrefix("1,000,000,000,000,000,000.0 "))
    #expect(try Self.run(huge + ["--json"]).stdout.hasPrefix(#"{"string":"\#(plain.dropLast())""#))
  }

  @Test("Plain by default into a pipe; the locale from LANG")
  func defaults() throws {
    #expect(try Self.run(["1234.5", "km"]) == Run(stdout: "1,234.5 km\n", stderr: "", status: 0))
    #expect(
      try Self.run(["1234.5", "km"], environment: ["LANG": "de_DE.UTF-8"])
        == Run(stdout: "1.234,5 km\n", stderr: "", status: 0))
  }

  @Test("A usage error: stderr, exit 2")
  func usageError() throws {
    #expect(
      try Self.run(["--widht", "narrow", "5", "km"])
        == Run(
          stdout: "",
          stderr: """
            Error: unknown option '--widht'. Did you mean '--width'?
            Usage: measfmt [OPTIONS] VALUE UNIT
                   measfmt [OPTIONS] LOW...HIGH UNIT
                   measfmt [OPTIONS] < LINES
            See 'measfmt --help' for more information.

            """, status: 2))
  }

  @Test("--help and --version exit 0")
  func helpAndVersion() throws {
    let help = try Self.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stderr == "")
    #expect(help.stdout.hasPrefix("OVERVIEW: Formats measurements for people"))
    // The static binary says that ICU is built in (it is built on Debian 12 only).
    let linkage = Self.staticBinary == nil ? "" : ", built in"
    expect(
      try Self.run(["--version"]),
      perCLDR: [
        "42": Run(stdout: "measfmt 0.1.0 (ICU 72.1, CLDR 42.0\(linkage))\n", stderr: "", status: 0),
        "46": Run(stdout: "measfmt 0.1.0 (ICU 76.1, CLDR 46.0\(linkage))\n", stderr: "", status: 0),
        "48": Run(stdout: "measfmt 0.1.0 (ICU 78.3, CLDR 48.0\(linkage))\n", stderr: "", status: 0),
      ])
  }

  @Test("Batch: good and bad lines mixed, nothing lost, order kept, exit 1")
  func batch() throws {
    var input = "5 km\nnope km\n"
    for i in 0..<2000 { input += "\(i) m\n" }
    input += "1 zzz\n7 km"
    let result = try Self.run(["-w", "narrow"], stdin: Data(input.utf8))
    var expected = "5km\n"
    for i in 0..<2000 {
      expected += i < 1000 ? "\(i)m\n" : "\(i / 1000),\(String(i % 1000).leftPadded(3))m\n"
    }
    expected += "7km\n"
    #expect(result.stdout == expected)
    #expect(
      result.stderr
        == "measfmt: line 2: 'nope' is not a number.\nmeasfmt: line 2003: unknown unit 'zzz'. See 'measfmt --list-units'.\n"
    )
    #expect(result.status == 1)
  }

  @Test("Hostile batch input: NUL, invalid UTF-8, CRLF, a 10 MB line, no final newline")
  func hostileBatch() throws {
    var input = Data("1 km\r\n2\u{0} km\n".utf8)
    input.append(contentsOf: [0x33, 0x20, 0xC3, 0x28, 0x0A])
    input.append(Data(repeating: UInt8(ascii: "7"), count: 10 << 20))
    input.append(Data(" km\n4 km".utf8))
    #expect(
      try Self.run([], stdin: input)
        == Run(
          stdout: "1 km\n4 km\n",
          stderr: """
            measfmt: line 2: contains a NUL byte.
            measfmt: line 3: is not valid UTF-8.
            measfmt: line 4: the line is too long (more than 65536 bytes); skipped.

            """, status: 1))
  }

  // The time limits catch a hang (these run on endless or unanswered input); they are
  // generous because under ThreadSanitizer, on two cores shared with the rest of the
  // suite, a run that takes 2 s alone has taken more than a minute.
  @Test(
    "A closed pipe (| head -1) ends quietly with status 0, even on endless input",
    .timeLimit(.minutes(10)))
  func closedPipe() throws {
    let result = try Self.shell(
      #"yes '5 km' | { "$0" -w narrow; echo "measfmt: $?" >&2; } | head -n 1"#)
    #expect(result == Run(stdout: "5km\n", stderr: "measfmt: 0\n", status: 0))
  }

  @Test(
    "SIGPIPE does not kill measfmt: it sees EPIPE and stops reading", .timeLimit(.minutes(10)))
  func sigpipe() throws {
    // measfmt inherits the default SIGPIPE disposition (terminate) and ignores it itself.
    let result = try Self.shell(
      #"seq 1 300000 | sed 's/$/ m/' | { "$0" --json; echo "status $?" >&2; } | head -c 10"#)
    #expect(result == Run(stdout: #"{"string":"#, stderr: "status 0\n", status: 0))
  }

  @Test("Invalid UTF-8 in an argument is replaced, quoted and reported")
  func invalidUTF8Argument() throws {
    let result = try Self.shell(#""$0" 5 "$(printf 'k\377m')"; echo "status $?" >&2"#)
    #expect(
      result
        == Run(
          stdout: "",
          stderr: """
            measfmt: unknown unit 'k\u{FFFD}m'. Did you mean 'km' (kilometer)?
            status 2

            """, status: 0))
  }

  @Test("Unreadable input and a full disk are reported, status 1")
  func ioErrors() throws {
    #expect(
      try Self.shell(#""$0" < /; echo "status $?" >&2"#)
        == Run(
          stdout: "", stderr: "measfmt: cannot read standard input: Is a directory\nstatus 1\n",
          status: 0))
    #expect(
      try Self.shell(#"printf '5 km\n' | "$0" > /dev/full; echo "status $?" >&2"#)
        == Run(
          stdout: "",
          stderr: "measfmt: cannot write to standard output: No space left on device\nstatus 1\n",
          status: 0))
  }

  @Test("A closed stdout (>&-) is an error worth reporting")
  func closedStdout() throws {
    let result = try Self.shell(#""$0" 5 km >&-; echo "status $?" >&2"#)
    #expect(
      result
        == Run(
          stdout: "",
          stderr: "measfmt: cannot write to standard output: Bad file descriptor\nstatus 1\n",
          status: 0))
  }

  @Test(
    "Streaming: each line is written as soon as it is read (tail -f | measfmt)",
    .timeLimit(.minutes(10)))
  func streaming() throws {
    let binary = try #require(Self.binary)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["--align", "right"]
    process.environment = [:]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { process.terminate() }
    let reader = output.fileHandleForReading
    func readLine() -> String {
      var bytes = Data()
      while !bytes.hasSuffix(Data([0x0A])) {
        let chunk = reader.availableData
        if chunk.isEmpty { break }
        bytes.append(chunk)
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    try input.fileHandleForWriting.write(contentsOf: Data("5 km\n".utf8))
    #expect(readLine() == "5 km\n")
    try input.fileHandleForWriting.write(contentsOf: Data("12.5 km\n".utf8))
    #expect(readLine() == "12.5 km\n")
    try input.fileHandleForWriting.write(contentsOf: Data("7 km\n".utf8))
    #expect(readLine() == "   7 km\n")
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}

extension Data {
  fileprivate func hasSuffix(_ suffix: Data) -> Bool {
    count >= suffix.count && self.suffix(suffix.count) == suffix
  }
}
