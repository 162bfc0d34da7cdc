import Foundation
import MeasfmtTestSupport
import Testing

/// The built `measfmt` binary over fields of lines: the issue's example, CSV, bad fields,
/// alignment and hostile bytes, through real pipes and exit codes.
@Suite("End to end: fields of tables and logs", .tags(.concurrency))
struct EndToEndFieldTests {
  typealias Run = Subprocess.Run

  static func run(_ arguments: [String], _ stdin: String) throws -> Run {
    try EndToEndTests.run(arguments, stdin: Data(stdin.utf8))
  }

  @Test("Issue 18: a tab-separated table, a header, a unit per field, German")
  func issueExample() throws {
    #expect(
      try EndToEndTests.shell(
        #"printf 'host\tdisk\tspeed\nalpha\t1536\t12.5\n' | "$0" --header -d "$(printf '\t')" --field 2:megabyte,3:kilometer-per-hour -l de"#
      ) == Run(stdout: "host\tdisk\tspeed\nalpha\t1.536 MB\t12,5 km/h\n", stderr: "", status: 0))
  }

  @Test("CSV: quoted fields, CRLF, a record over two lines, quotes where German needs them")
  func csv() throws {
    #expect(
      try Self.run(
        ["--csv", "--header", "--field", "3:km", "-l", "de"],
        "trip,driver,distance,note\r\n1,\"Müller, Anna\",1234.5,ok\r\n2,Smith,17,\"said \"\"fine\"\"\r\nthen left\"\r\n3,Li,n/a,\r\n"
      )
        == Run(
          stdout:
            "trip,driver,distance,note\r\n1,\"Müller, Anna\",\"1.234,5 km\",ok\r\n2,Smith,17 km,\"said \"\"fine\"\"\r\nthen left\"\r\n3,Li,n/a,\r\n",
          stderr: "measfmt: line 5, field 3: 'n/a' is not a number.\n", status: 1))
  }

  @Test("Bad fields: every line written, each bad field named; warn exits 0; abort stops")
  func invalidFields() throws {
    let input = "a 5 x\nb zz y\nc 7 q\n"
    #expect(
      try Self.run(["--field", "2:m"], input)
        == Run(
          stdout: "a 5 m x\nb zz y\nc 7 m q\n",
          stderr: "measfmt: line 2, field 2: 'zz' is not a number.\n", status: 1))
    #expect(
      try Self.run(["--field", "2:m", "--invalid", "warn"], input)
        == Run(
          stdout: "a 5 m x\nb zz y\nc 7 m q\n",
          stderr: "measfmt: line 2, field 2: 'zz' is not a number.\n", status: 0))
    #expect(
      try Self.run(["--field", "2:m", "--invalid", "abort"], input)
        == Run(
          stdout: "a 5 m x\n", stderr: "measfmt: line 2, field 2: 'zz' is not a number.\n",
          status: 1))
    #expect(
      try Self.run(["--field", "2:m", "--invalid", "ignore"], input)
        == Run(stdout: "a 5 m x\nb zz y\nc 7 m q\n", stderr: "", status: 0))
  }

  @Test("--align: a du-style listing (bytes) in megabytes, lined up at the decimal separator")
  func align() throws {
    #expect(
      try Self.run(
        ["--field", "1:B", "--to", "MB", "--fraction-digits", "0...1", "--align", "decimal"],
        "409600\t./notes\n1572864\t./src\n20971520\t./docs\n")
        == Run(
          stdout: " 0.4 MB\t./notes\n 1.6 MB\t./src\n21 MB  \t./docs\n", stderr: "", status: 0))
  }

  @Test(
    "Hostile bytes outside the chosen field come out byte for byte: NUL, invalid UTF-8, escapes, CR"
  )
  func hostileBytes() throws {
    let script = #"""
      t=$(mktemp -d)
      printf 'a\000\377\033[2J\t5\tz\033]0;x\007\r\nb\t6\t\000\n' > "$t/in"
      printf 'a\000\377\033[2J\t5 m\tz\033]0;x\007\r\nb\t6 m\t\000\n' > "$t/want"
      "$0" -d "$(printf '\t')" --field 2:m < "$t/in" > "$t/got"
      echo "status $?"
      cmp "$t/want" "$t/got" && echo same
      rm -r "$t"
      """#
    #expect(
      try EndToEndTests.shell(script) == Run(stdout: "status 0\nsame\n", stderr: "", status: 0))
  }

  @Test("Hostile bytes in the terminal: escapes neutralised around a styled field")
  func hostileANSI() throws {
    #expect(
      try Self.run(["--field", "2:m", "--ansi"], "\u{1B}[2J 5 \u{9B}31m\u{202E}x\n")
        == Run(
          stdout: "␛[2J 5 \u{1B}[2mm\u{1B}[0m \u{FFFD}31m\u{FFFD}x\n", stderr: "", status: 0))
  }

  @Test("A 1 MB field passes through; a chosen 1 MB field is reported; a 5 MB line streams through")
  func largeFields() throws {
    let mb = String(repeating: "y", count: 1_000_000)
    #expect(
      try Self.run(["-d", ",", "--field", "1,3", "--unit", "m"], "5,\(mb),7\n\(mb),8\n")
        == Run(
          stdout: "5 m,\(mb),7 m\n\(mb),8\n",
          stderr:
            "measfmt: line 2, field 1: the field is too long (more than 65536 bytes) to be a measurement.\n",
          status: 1))
    let script = #"""
      t=$(mktemp -d)
      { echo 'a 1'; head -c 5000000 /dev/zero | tr '\0' x; echo ' 2'; echo 'c 3'; } |
        "$0" --field 2:m > "$t/out"
      head -c 8 "$t/out"; echo '|'; tail -c 10 "$t/out"; wc -c < "$t/out"
      rm -r "$t"
      """#
    #expect(
      try EndToEndTests.shell(script)
        == Run(
          stdout: "a 1 m\nxx|\nx 2\nc 3 m\n5000015\n",
          stderr:
            "measfmt: line 2: the line is too long (more than 4194304 bytes) to look into; written unchanged.\n",
          status: 0))
  }

  @Test(
    "Streaming over fields: each line is written as soon as it is read", .timeLimit(.minutes(10)))
  func streaming() throws {
    let binary = try #require(EndToEndTests.binary)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["--field", "2:km", "--align", "right"]
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
      while bytes.last != 0x0A {
        let chunk = reader.availableData
        if chunk.isEmpty { break }
        bytes.append(chunk)
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    try input.fileHandleForWriting.write(contentsOf: Data("a 5 x\n".utf8))
    #expect(readLine() == "a 5 km x\n")
    try input.fileHandleForWriting.write(contentsOf: Data("b 12.5 y\n".utf8))
    #expect(readLine() == "b 12.5 km y\n")
    try input.fileHandleForWriting.write(contentsOf: Data("c 7 z\n".utf8))
    #expect(readLine() == "c    7 km z\n")
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }
}
