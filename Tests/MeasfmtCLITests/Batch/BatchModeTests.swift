import Foundation
import MeasfmtTestSupport
import Testing

@Suite("Batch mode", .tags(.concurrency))
struct BatchModeTests {
  static let mixed = """
    5 km
    # a comment

    abc km
    3 kmh
    2...4 mi
    7 zzz
      -5 °C  
    8
    12.5kg
    1e400 m
    """

  @Test("Good and bad lines mixed: every good line in order, one message per bad line")
  func mixedLines() {
    #expect(
      measfmt(stdin: Self.mixed)
        == Output(
          stdout: """
            5 km
            3 km/h
            2–4 mi
            -5°C
            12.5 kg
            10,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000 m

            """,
          stderr: """
            measfmt: line 4: 'abc' is not a number.
            measfmt: line 7: unknown unit 'zzz'. See 'measfmt --list-units'.
            measfmt: line 9: missing unit after '8'.

            """,
          status: 1))
  }

  @Test("A unit repeated from line to line, good or bad, and units in turn")
  func repeatedUnits() {
    #expect(
      measfmt("--json", "-l", "en", stdin: "5 km\n6 km\n1 zzz\n2 zzz\n7 km\n0.5 mi\n8 km\n")
        == Output(
          stdout: """
            {"string":"5 km","locale":"en","unit":"kilometer","output":[{"unit":"kilometer","value":5}],"parts":[{"type":"integer","value":"5","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"km","part":"unit"}]}
            {"string":"6 km","locale":"en","unit":"kilometer","output":[{"unit":"kilometer","value":6}],"parts":[{"type":"integer","value":"6","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"km","part":"unit"}]}
            {"string":"7 km","locale":"en","unit":"kilometer","output":[{"unit":"kilometer","value":7}],"parts":[{"type":"integer","value":"7","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"km","part":"unit"}]}
            {"string":"0.5 mi","locale":"en","unit":"mile","output":[{"unit":"mile","value":0.5}],"parts":[{"type":"integer","value":"0","part":"value"},{"type":"decimal","value":".","part":"value"},{"type":"fraction","value":"5","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"mi","part":"unit"}]}
            {"string":"8 km","locale":"en","unit":"kilometer","output":[{"unit":"kilometer","value":8}],"parts":[{"type":"integer","value":"8","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"km","part":"unit"}]}

            """,
          stderr: """
            measfmt: line 3: unknown unit 'zzz'. See 'measfmt --list-units'.
            measfmt: line 4: unknown unit 'zzz'. See 'measfmt --list-units'.

            """,
          status: 1))
  }

  @Test("The same input cut into chunks of every size gives the same result")
  func chunkBoundaries() {
    let whole = measfmt([], bytes: Array(Self.mixed.utf8))
    for size in [1, 2, 3, 5, 7, 64] {
      #expect(measfmt([], bytes: Array(Self.mixed.utf8), chunkSize: size) == whole, "\(size)")
    }
  }

  @Test("All good lines: status 0")
  func allGood() {
    #expect(measfmt("-w", "narrow", stdin: "5 km\n6 km\n") == success("5km\n6km\n"))
  }

  @Test("Empty input and only comments: no output, status 0")
  func empty() {
    #expect(measfmt(stdin: "") == success(""))
    #expect(measfmt(stdin: "\n\n# nothing\n   \n\t\n") == success(""))
  }

  @Test("CRLF line ends, no final newline, tabs between value and unit")
  func lineEnds() {
    #expect(measfmt(stdin: "5 km\r\n6\tkm\r\n7 km") == success("5 km\n6 km\n7 km\n"))
    #expect(measfmt(stdin: "5 km\r") == success("5 km\n"))
  }

  @Test("Options apply to every line")
  func options() {
    #expect(
      measfmt("--to", "mi", "--fraction-digits", "1", "-l", "de", stdin: "10 km\n1...2 km\n")
        == success("6,2 mi\n0,6–1,2 mi\n"))
    #expect(
      measfmt("--to", "kg", stdin: "5 lb\n5 km\n")
        == Output(
          stdout: "2.267962 kg\n",
          stderr:
            "measfmt: line 2: cannot convert 'kilometer' to 'kilogram': they measure different quantities.\n",
          status: 1))
  }

  @Test("JSON Lines: one object per line")
  func jsonLines() {
    #expect(
      measfmt("--json", stdin: "5 km\nbad\n3 m\n")
        == Output(
          stdout: #"""
            {"string":"5 km","locale":"en","unit":"kilometer","output":[{"unit":"kilometer","value":5}],"parts":[{"type":"integer","value":"5","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"km","part":"unit"}]}
            {"string":"3 m","locale":"en","unit":"meter","output":[{"unit":"meter","value":3}],"parts":[{"type":"integer","value":"3","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"m","part":"unit"}]}

            """#,
          stderr: "measfmt: line 2: 'bad' is not a number.\n",
          status: 1))
  }

  @Test("NUL bytes and invalid UTF-8 spoil only their own line")
  func hostileBytes() {
    var input = Array("1 km\n2 k".utf8) + [0] + Array("m\n3 km\n4 ".utf8)
    input += [0xFF, 0xFE] + Array("\n5 \u{1B}[2Jkm\n6 km".utf8)
    #expect(
      measfmt([], bytes: input)
        == Output(
          stdout: "1 km\n3 km\n6 km\n",
          stderr: """
            measfmt: line 2: contains a NUL byte.
            measfmt: line 4: is not valid UTF-8.
            measfmt: line 5: unknown unit '\\u{1b}[2Jkm'. See 'measfmt --list-units'.

            """,
          status: 1))
  }

  @Test(
    "Overlong, surrogate and truncated UTF-8 sequences are invalid",
    arguments: [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80]])
  func invalidUTF8(_ sequence: [UInt8]) {
    #expect(
      measfmt([], bytes: Array("5 ".utf8) + sequence + Array("\n6 km\n".utf8))
        == Output(
          stdout: "6 km\n", stderr: "measfmt: line 1: is not valid UTF-8.\n", status: 1))
  }

  @Test("A 10 MB line is reported and skipped in constant memory; the next line is kept")
  func tenMegabyteLine() {
    var input = Array("1 km\n".utf8)
    input += [UInt8](repeating: UInt8(ascii: "9"), count: 10 << 20)
    input += Array(" km\n2 km\n".utf8)
    #expect(
      measfmt([], bytes: input, chunkSize: 1 << 16)
        == Output(
          stdout: "1 km\n2 km\n",
          stderr: "measfmt: line 2: the line is too long (more than 65536 bytes); skipped.\n",
          status: 1))
    // Also when the long line is the last one and has no newline.
    let last = Array("1 km\n".utf8) + [UInt8](repeating: 0x41, count: 200_000)
    #expect(
      measfmt([], bytes: last)
        == Output(
          stdout: "1 km\n",
          stderr: "measfmt: line 2: the line is too long (more than 65536 bytes); skipped.\n",
          status: 1))
  }

  @Test("A 1000-digit number keeps its digits; a 10001-character one is refused")
  func longNumbers() {
    let digits = "1" + String(repeating: "0", count: 999)
    let result = measfmt(stdin: digits + " m\n")
    #expect(result.status == 0)
    #expect(result.stdout.filter { $0 == "0" }.count == 999)
    #expect(result.stdout.hasPrefix("1,000,000,"))
    #expect(
      measfmt(stdin: String(repeating: "1", count: 10_001) + " m\n")
        == Output(
          stdout: "",
          stderr: "measfmt: line 1: the number is too long (more than 10000 characters).\n",
          status: 1))
  }

  @Test("Special values")
  func specialValues() {
    #expect(
      measfmt(
        stdin:
          "nan m\ninf m\n-inf m\n-0 m\n1e-400 m\n-1e-400 m\n5e-324 m\n2.2250738585072014e-308 m\n1.7976931348623157e308 km\n"
      )
        == success(
          "NaN m\n∞ m\n-∞ m\n-0 m\n0 m\n-0 m\n0 m\n0 m\n179,769,313,486,231,570,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000,000 km\n"
        ))
  }

  @Test(
    "Alignment pads lines so the values line up, without trailing blanks",
    arguments: [
      ("decimal", "    5 km\n1,234.5 km\n   -0.25 km\n   12 mi\n"),
      ("right", "      5 km\n1,234.5 km\n  -0.25 km\n     12 mi\n"),
      ("left", "5 km\n1,234.5 km\n-0.25 km\n12 mi\n"),
    ])
  func align(_ how: String, _ stdout: String) {
    #expect(measfmt("--align", how, stdin: "5 km\n1234.5 km\n-0.25 km\n12 mi\n") == success(stdout))
  }

  @Test("Alignment keeps styles intact and pads outside them")
  func alignStyled() {
    #expect(
      measfmt("--align", "right", "--ansi", stdin: "5 km\n12.5 km\n")
        == success("   5 \(esc)[2mkm\(esc)[0m\n12.5 \(esc)[2mkm\(esc)[0m\n"))
  }

  @Test("Alignment counts terminal cells, not bytes")
  func alignCells() {
    #expect(
      measfmt("--align", "right", "-l", "ja", "-w", "wide", stdin: "5 km\n1234 km\n")
        == success("    5 キロメートル\n1,234 キロメートル\n"))
  }

  @Test("Alignment with bad lines: messages, and the good lines aligned")
  func alignWithErrors() {
    #expect(
      measfmt("--align", "right", stdin: "5 km\nx km\n10 km\n")
        == Output(
          stdout: " 5 km\n10 km\n", stderr: "measfmt: line 2: 'x' is not a number.\n", status: 1))
  }

  @Test("More lines than the alignment window: columns only grow")
  func alignWindow() {
    var input = String(repeating: "5 km\n", count: 1024)
    input += "12345 km\n5 km\n"
    let result = measfmt("--align", "right", stdin: input)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(result.status == 0)
    #expect(lines.count == 1027)
    #expect(lines[0] == "5 km")
    #expect(lines[1023] == "5 km")
    #expect(lines[1024] == "12,345 km")
    #expect(lines[1025] == "     5 km")
    #expect(lines[1026] == "")
  }

  @Test(
    "A carriage return inside a line is shown escaped; alone it is a blank line",
    .timeLimit(.minutes(10)))
  func carriageReturns() {
    #expect(
      measfmt(stdin: "5 k\rm\n\r\n \r\n5\r km\n6 km\r")
        == Output(
          stdout: "6 km\n",
          stderr: """
            measfmt: line 1: unknown unit 'k\\u{d}m'. See 'measfmt --list-units'.
            measfmt: line 4: '5\\u{d}' is not a number.

            """,
          status: 1))
  }

  @Test("--json: every line stays valid JSON, whatever the batch input", .timeLimit(.minutes(10)))
  func jsonLinesStayValid() throws {
    var input = Array("5 km\n\u{1B}[31m km\n1e400 m\nnan km\n".utf8)
    input += [0xFF] + Array(" km\n-0 km\n3...5 mi\n1 \u{202E}km\n".utf8)
    let result = measfmt(["--json"], bytes: input)
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 5)
    for line in lines {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(object["string"] is String)
    }
    #expect(
      result.stderr == """
        measfmt: line 2: '\\u{1b}[31m' is not a number.
        measfmt: line 5: is not valid UTF-8.
        measfmt: line 8: unknown unit '\\u{202e}km'. Did you mean 'km' (kilometer)?

        """)
  }

  @Test(
    "100,000 lines alternating bad and good: every good line kept, every bad one reported",
    .timeLimit(.minutes(10)))
  func manyBadLines() {
    var input = ""
    for i in 0..<50_000 { input += "x\(i) km\n\(i) m\n" }
    let result = measfmt("-w", "narrow", "--grouping", "never", stdin: input)
    #expect(result.status == 1)
    let out = result.stdout.split(separator: "\n")
    let err = result.stderr.split(separator: "\n")
    #expect(out.count == 50_000)
    #expect(err.count == 50_000)
    #expect(out.first == "0m")
    #expect(out.last == "49999m")
    #expect(err.first == "measfmt: line 1: 'x0' is not a number.")
    #expect(err.last == "measfmt: line 99999: 'x49999' is not a number.")
  }

  @Test("Random batch bytes: every line is formatted or reported, once")
  func randomBatch() {
    var generator = SplitMix64(state: 7)
    let pieces: [[UInt8]] = [
      Array("5 km".utf8), Array("-3...4 mi".utf8), Array("x".utf8), Array(" ".utf8), [0x09],
      [0x0D], [0x00], [0xFF], [0xC3], [0xE2, 0x88, 0x92], Array("1e999".utf8), Array("#".utf8),
      Array("°C".utf8), Array("km/h".utf8), Array("9".utf8), Array("...".utf8),
    ]
    for round in 0..<200 {
      var input: [UInt8] = []
      var lines = 0
      for _ in 0..<Int.random(in: 1...30, using: &generator) {
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
          input += pieces.randomElement(using: &generator)!
        }
        input.append(0x0A)
        lines += 1
      }
      let chunk = Int.random(in: 1...16, using: &generator)
      let result = measfmt([], bytes: input, chunkSize: chunk)
      let written = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      let reported = result.stderr.split(separator: "\n").count
      #expect(written + reported <= lines, "round \(round)")
      #expect(result.status == (reported > 0 ? 1 : 0), "round \(round)")
      #expect(result.stdout.isEmpty || result.stdout.hasSuffix("\n"), "round \(round)")
      // Chunking never changes the result.
      #expect(measfmt([], bytes: input) == result, "round \(round)")
    }
  }
}
