import Foundation
import Testing

@testable import MeasfmtCLI

/// Batch mode over fields (`--field`, `-d`, `--header`, `--unit`): the chosen fields are
/// formatted in place and every other byte is written as it came.
@Suite("Batch mode over fields")
struct FieldModeTests {
  @Test("Issue 18: a tab-separated table with a header, a unit per field, German")
  func issueExample() {
    #expect(
      measfmt(
        "--header", "-d", "\t", "--field", "2:megabyte,3:kilometer-per-hour", "-l", "de",
        stdin: "host\tdisk\tspeed\nalpha\t1536\t12.5\n")
        == success("host\tdisk\tspeed\nalpha\t1.536 MB\t12,5 km/h\n"))
  }

  @Test("Runs of blanks: spacing, tabs, CRLF and a missing final newline are kept")
  func blanksKeepEveryByte() {
    #expect(
      measfmt("--field", "2", stdin: "  a   5km\tx  \r\nb 12.5mi\n c\n\nd 3...5mi")
        == success("  a   5 km\tx  \r\nb 12.5 mi\n c\n\nd 3–5 mi"))
  }

  @Test(
    "Field lists as numfmt writes them",
    arguments: [
      ("2,4", "1 2m 3 4m 5\n"), ("3-", "1 2 3m 4m 5m\n"), ("-2", "1m 2m 3 4 5\n"),
      ("-", "1m 2m 3m 4m 5m\n"), ("2-3", "1 2m 3m 4 5\n"), ("4,2,2", "1 2m 3 4m 5\n"),
      ("1,3-4:km,5:s", "1m 2 3km 4km 5s\n"), ("9", "1 2 3 4 5\n"),
    ])
  func fieldLists(_ list: String, _ stdout: String) {
    #expect(
      measfmt("--field", list, "--unit", "m", "-w", "narrow", stdin: "1 2 3 4 5\n")
        == success(stdout))
  }

  @Test("A field's own unit wins over --unit and the list's unit; -d fields may hold VALUE UNIT")
  func ownUnitWins() {
    #expect(
      measfmt("-d", ",", "--field", "2-5:mi", stdin: "a,5 km,5km,5,\n")
        == success("a,5 km,5 km,5 mi,\n"))
    #expect(
      measfmt("-d", ",", "--field", "2-", "--unit", "kg", stdin: "a,5 km,5km,5,\n")
        == success("a,5 km,5 km,5 kg,\n"))
    // A unit in --field wins over --unit.
    #expect(
      measfmt("--field", "1-2,2:MB", "--unit", "kB", stdin: "1 2\n") == success("1 kB 2 MB\n"))
  }

  @Test("Blanks around a value stay where they are; empty and missing fields are left alone")
  func blanksAndEmptyFields() {
    #expect(
      measfmt("-d", "\t", "--field", "2-3:km", stdin: "a\t  5 \t\nb\t\nc\n\n")
        == success("a\t  5 km \t\nb\t\nc\n\n"))
  }

  @Test("A delimiter may be any character: a space (each one), a box-drawing bar")
  func delimiters() {
    #expect(
      measfmt("-d", " ", "--field", "2-:m", stdin: "a  1 2\n") == success("a  1 m 2 m\n"))
    #expect(measfmt("-d", "│", "--field", "2-:m", stdin: "a│1│2\n") == success("a│1 m│2 m\n"))
  }

  @Test("-d alone formats field 1; lines starting with # are data here")
  func defaultField() {
    #expect(
      measfmt("-d", ",", "--unit", "m", stdin: "5,6\n# x,7\n")
        == Output(
          stdout: "5 m,6\n# x,7\n",
          stderr: "measfmt: line 2, field 1: '#' is not a number.\n", status: 1))
  }

  @Test("--header=N passes N lines through; --header alone is one")
  func header() {
    #expect(
      measfmt("--header=2", "--field", "1:m", stdin: "a b\nc d\n5 e\n")
        == success("a b\nc d\n5 m e\n"))
    #expect(measfmt("--header=0", "--field", "1:m", stdin: "5\n") == success("5 m\n"))
    #expect(
      measfmt("--header=5", "--field", "1:m", stdin: "x\r\ny") == success("x\r\ny"))
  }

  @Test("The same input cut into chunks of every size gives the same result")
  func chunkBoundaries() {
    let input = Array(
      "h1\th2\r\n  a\t5km\t \r\nb\t12.5 mi\nc\tzz\n\nd\t3...5 km\ne\t7".utf8)
    let arguments = ["--header", "-d", "\t", "--field", "2:m"]
    let whole = measfmt(arguments, bytes: input)
    #expect(
      whole
        == Output(
          stdout: "h1\th2\r\n  a\t5 km\t \r\nb\t12.5 mi\nc\tzz\n\nd\t3–5 km\ne\t7 m",
          stderr: "measfmt: line 4, field 2: 'zz' is not a number.\n", status: 1))
    for size in [1, 2, 3, 5, 7, 64] {
      #expect(measfmt(arguments, bytes: input, chunkSize: size) == whole, "\(size)")
    }
  }

  @Test(
    "--align pads each chosen field's column; bad and empty fields line up as whole numbers; no trailing blanks",
    arguments: [
      (
        "left",
        "a 1 km       x\nb 1,234.5 km y\nc zz         z\nd 12 km      w\ne v\n"
      ),
      (
        "right",
        "a       1 km x\nb 1,234.5 km y\nc         zz z\nd      12 km w\ne          v\n"
      ),
      (
        "decimal",
        "a     1 km   x\nb 1,234.5 km y\nc    zz      z\nd    12 km   w\ne     v\n"
      ),
    ])
  func align(_ how: String, _ stdout: String) {
    #expect(
      measfmt("--field", "2:km", "--align", how, stdin: "a 1 x\nb 1234.5 y\nc zz z\nd 12 w\ne v\n")
        == Output(
          stdout: stdout,
          stderr: """
            measfmt: line 3, field 2: 'zz' is not a number.
            measfmt: line 5, field 2: 'v' is not a number.

            """, status: 1))
  }

  @Test(
    "Hostile fields: NUL bytes and escape sequences pass through plain text; a chosen one is reported"
  )
  func hostileFields() {
    #expect(
      measfmt("--field", "2:km", stdin: "a\u{0}b 5\u{0} 7\nx\u{1B}[31m 6 \u{1B}]0;t\u{7}\n")
        == Output(
          stdout: "a\u{0}b 5\u{0} 7\nx\u{1B}[31m 6 km \u{1B}]0;t\u{7}\n",
          stderr: "measfmt: line 1, field 2: contains a NUL byte.\n", status: 1))
  }

  @Test("A 1 MB field: passed through when not chosen, reported when chosen")
  func megabyteFields() {
    let big = String(repeating: "x", count: 1 << 20)
    #expect(
      measfmt("--field", "1:km", stdin: "5 \(big) 6\n7\n")
        == success("5 km \(big) 6\n7 km\n"))
    #expect(
      measfmt("--field", "2:km", stdin: "a \(big)\nb 7\n")
        == Output(
          stdout: "a \(big)\nb 7 km\n",
          stderr:
            "measfmt: line 1, field 2: the field is too long (more than 65536 bytes) to be a measurement.\n",
          status: 1))
  }

  @Test("A line over 4 MiB streams through unchanged and is reported; the next is formatted")
  func longLine() {
    let long = "b " + String(repeating: "é", count: 3 << 20) + " 7\r\n"
    let input = Array(("a 5\n" + long + "c 6").utf8)
    let expected = Output(
      stdout: "a 5 m\n" + long + "c 6 m",
      stderr:
        "measfmt: line 2: the line is too long (more than 4194304 bytes) to look into; written unchanged.\n",
      status: 1)
    #expect(measfmt(["--field", "2:m"], bytes: input) == expected)
    #expect(measfmt(["--field", "2:m"], bytes: input, chunkSize: 100_003) == expected)
    // ansi holds back a character cut between two reads, and the CR of the line ending.
    #expect(
      measfmt(
        ["--field", "2:m", "--ansi", "--unit-style", "none"], bytes: input, chunkSize: 100_003)
        == expected)
    #expect(
      measfmt(["--field", "2:m", "--json"], bytes: input).stdout.split(separator: "\n")[1]
        == #"{"line":2,"error":"the line is too long (more than 4194304 bytes) to look into."}"#)
  }

  @Test("Usage errors: the field options with arguments, and what cannot go together")
  func usageErrors() {
    #expect(
      measfmt("--field", "2", "5", "km")
        == usageError(
          "'--field' applies to lines read from standard input, not to VALUE UNIT arguments."))
    #expect(
      measfmt("--header", "2", "--field", "2")
        == usageError(
          "'--field' applies to lines read from standard input, not to VALUE UNIT arguments."))
    #expect(
      measfmt("--header", "2")
        == usageError(
          "'--header' applies to lines read from standard input, not to VALUE UNIT arguments. To pass 2 lines through, write --header=2."
        ))
    #expect(
      measfmt("--unit", "km", "5")
        == usageError(
          "'--unit' applies to lines read from standard input, not to VALUE UNIT arguments."))
    #expect(
      measfmt("-d", ",", "5", "km")
        == usageError(
          "'--delimiter' applies to lines read from standard input, not to VALUE UNIT arguments."))
    #expect(
      measfmt("--csv", "--html")
        == usageError(
          "'--csv' writes CSV; it does not apply to --format html (write --plain and convert)."))
    #expect(
      measfmt("--csv", "--align", "right")
        == usageError(
          "'--align' pads text for a terminal; with '--csv' the padding would become part of the values."
        ))
    #expect(
      measfmt("--csv", "-d", "\"")
        == usageError("'--csv' quotes fields with '\"'; it cannot be the delimiter too."))
    #expect(
      measfmt("--field", "2", "--align", "right", "--json")
        == usageError(
          "'--align' lines up text in a terminal; it does not apply to --format json."))
  }

  @Test(
    "Bad values of the field options",
    arguments: [
      (
        ["--field", "0"],
        "invalid value '0' for '--field'; fields are numbered from 1."
      ),
      (
        ["--field", "3-1"],
        "invalid value '3-1' for '--field'; a range must not decrease (3-1)."
      ),
      (
        ["--field", "a"],
        "invalid value 'a' for '--field'; expected fields such as 2, 2,4, 2-4, 3- or -2, each with an optional :UNIT (2:MB)."
      ),
      (
        ["--field", "1,,2"],
        "invalid value '1,,2' for '--field'; expected fields such as 2, 2,4, 2-4, 3- or -2, each with an optional :UNIT (2:MB)."
      ),
      (
        ["--field", "1-2-3"],
        "invalid value '1-2-3' for '--field'; expected fields such as 2, 2,4, 2-4, 3- or -2, each with an optional :UNIT (2:MB)."
      ),
      (
        ["--field", " 1"],
        "invalid value ' 1' for '--field'; expected fields such as 2, 2,4, 2-4, 3- or -2, each with an optional :UNIT (2:MB)."
      ),
      (
        ["--field", "99999999999"],
        "invalid value '99999999999' for '--field'; field numbers go up to 2147483647."
      ),
      (["--field", "2:"], "invalid value '2:' for '--field'; a unit must follow ':' (2:MB)."),
      (
        ["--field", "2:kmph"],
        "invalid value for '--field': unknown unit 'kmph'. Did you mean 'km/h' (kilometer-per-hour) or 'mph' (mile-per-hour)?"
      ),
      (
        ["--field", "2-:km,3:MB"],
        "invalid value for '--field'; field 3 is given two units, 'km' and 'MB'."
      ),
      (
        ["--unit", "zzz"],
        "invalid value for '--unit': unknown unit 'zzz'. See 'measfmt --list-units'."
      ),
      (
        ["-d", ",,"],
        "invalid value ',,' for '--delimiter'; the delimiter must be a single character."
      ),
      (
        ["-d", "\\t"],
        "invalid value '\\t' for '--delimiter'; the delimiter must be a single character. For a tab, write -d $'\\t' (or press Ctrl-V Tab)."
      ),
      (
        ["--delimiter="],
        "invalid value '' for '--delimiter'; the delimiter must be a single character."
      ),
      (
        ["-d", "\n"],
        "invalid value '\\u{a}' for '--delimiter'; a line ending cannot separate fields."
      ),
      (
        ["--header=x"],
        "invalid value 'x' for '--header'; expected a number of lines, e.g. --header=2."
      ),
      (
        ["--invalid", "stop"],
        "invalid value 'stop' for '--invalid'; expected abort, fail, warn or ignore."
      ),
    ])
  func badValues(_ arguments: [String], _ message: String) {
    #expect(measfmt(arguments) == usageError(message))
  }

  @Test("Two items may give one field the same unit, by any name")
  func sameUnitTwice() {
    #expect(measfmt("--field", "1-2:MB,2:megabyte", stdin: "1 2\n") == success("1 MB 2 MB\n"))
  }

  @Test("The field list: its items, and which fields it chooses")
  func selection() throws {
    let list = try FieldSelection.parse("-2,4,6-:km")
    #expect(
      list.items == [
        .init(first: 1, last: 2, unit: nil), .init(first: 4, last: 4, unit: nil),
        .init(first: 6, last: nil, unit: "km"),
      ])
    #expect((1...8).map(list.contains) == [true, true, false, true, false, true, true, true])
    #expect(list.lastField == nil)
    #expect(try FieldSelection.parse("2,4-5: miles per hour ").lastField == 5)
    #expect(
      try FieldSelection.parse("2,4-5: miles per hour ").items.last
        == .init(first: 4, last: 5, unit: "miles per hour"))
  }

  /// Runs the CLI in-process and returns standard output as bytes, not decoded.
  static func rawRun(_ arguments: [String], _ input: [UInt8], chunkSize: Int = .max) -> (
    stdout: [UInt8], stderr: String, status: Int32
  ) {
    let out = OutputStream(.memory)
    let err = OutputStream(.memory)
    var source = MemorySource(input, chunkSize: chunkSize)
    let status = MeasfmtCLI.execute(
      arguments, environment: [:], source: &source, out: out, err: err,
      terminal: .init(stdoutIsTerminal: false, stdinIsTerminal: false, columns: nil))
    return (out.bytes, err.text, status)
  }

  @Test(
    "Random bytes in every splitting: untouched fields come back byte for byte, chunks change nothing, JSON parses",
    .timeLimit(.minutes(10)))
  func randomInput() throws {
    var generator = SplitMix64(state: 18)
    let pieces: [[UInt8]] = [
      Array("5".utf8), Array("12.5".utf8), Array("km".utf8), Array("5km".utf8), Array(" ".utf8),
      [0x09], Array(",".utf8), Array("\"".utf8), Array("\"\"".utf8), [0x0A], [0x0D, 0x0A],
      [0x0D], [0x00], [0x1B], [0xFF], [0xC3], Array("é".utf8), Array("x".utf8),
      Array("3...4".utf8), Array(";".utf8),
    ]
    let splittings: [[String]] = [
      [], ["-d", ","], ["-d", "\t"], ["--csv"], ["--csv", "-d", ";"],
    ]
    for round in 0..<150 {
      var input: [UInt8] = []
      for _ in 0..<Int.random(in: 0...60, using: &generator) {
        input += pieces.randomElement(using: &generator)!
      }
      for splitting in splittings {
        let context = "round \(round) \(splitting)"
        // No line has field 999: every byte comes back as it came.
        let untouched = Self.rawRun(splitting + ["--field", "999", "--header=2"], input)
        #expect(untouched.stdout == input, "\(context)")
        #expect(untouched.stderr == "" && untouched.status == 0, "\(context)")

        let all = splitting + ["--field", "-", "--unit", "m"]
        let whole = Self.rawRun(all, input)
        let lines = whole.stderr.split(separator: "\n")
        #expect(whole.status == (lines.isEmpty ? 0 : 1), "\(context)")
        #expect(lines.allSatisfy { $0.hasPrefix("measfmt: line ") }, "\(context)")
        for chunk in [1, 5] {
          let cut = Self.rawRun(all, input, chunkSize: chunk)
          #expect(cut.stdout == whole.stdout && cut.stderr == whole.stderr, "\(context) \(chunk)")
        }
        let ignored = Self.rawRun(all + ["--invalid", "ignore"], input)
        #expect(ignored.stdout == whole.stdout && ignored.stderr == "", "\(context)")
        #expect(ignored.status == 0, "\(context)")

        let json = Self.rawRun(all + ["--json"], input)
        var numbers: [Int] = []
        for line in json.stdout.split(separator: 0x0A) {
          let object = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
          numbers.append(try #require(object?["line"] as? Int, "\(context)"))
        }
        // One object per record, numbered in order.
        #expect(numbers == numbers.sorted() && Set(numbers).count == numbers.count, "\(context)")
      }
    }
  }
}
