import Testing

@testable import MeasfmtCLI

/// `--csv`: RFC 4180 fields in and out — quoted fields holding the delimiter, doubled
/// quotes and line breaks, CRLF records — and formatted fields quoted when their text
/// needs it.
@Suite("CSV fields")
struct CSVTests {
  @Test("Quoted fields with commas, doubled quotes and line breaks; CRLF; the header kept")
  func quotedFields() {
    #expect(
      measfmt(
        "--csv", "--header", "--field", "3:kB", "-l", "de",
        stdin:
          "id,note,size\r\n1,\"two\r\nlines, really\",1536\r\n2,\"say \"\"hi\"\"\",12\r\n3,x,zz\r\n4,\"a,b\",\"7\"\r\n"
      )
        == Output(
          stdout:
            "id,note,size\r\n1,\"two\r\nlines, really\",1.536 kB\r\n2,\"say \"\"hi\"\"\",12 kB\r\n3,x,zz\r\n4,\"a,b\",\"7 kB\"\r\n",
          // A record over two lines: the next one starts on line 4, "3,x,zz" on line 5.
          stderr: "measfmt: line 5, field 3: 'zz' is not a number.\n", status: 1))
  }

  @Test(
    "A formatted field is quoted when its text holds the delimiter, or when it was quoted",
    arguments: [
      ("de", "a,\"1.234,5 km\"\nb,\"1.234,5 km\"\nc,\" 1.234,5 km \"\n"),
      ("en", "a,\"1,234.5 km\"\nb,\"1,234.5 km\"\nc,\" 1,234.5 km \"\n"),
      (
        "fr",
        "a,\"1\u{202F}234,5\u{202F}km\"\nb,\"1\u{202F}234,5\u{202F}km\"\nc,\" 1\u{202F}234,5\u{202F}km \"\n"
      ),
    ])
  func quotingOutput(_ locale: String, _ stdout: String) {
    #expect(
      measfmt(
        "--csv", "--field", "2:km", "-l", locale, stdin: "a,1234.5\nb,\"1234.5\"\nc, 1234.5 \n")
        == success(stdout))
  }

  @Test("Without grouping nothing needs quotes; an unquoted field stays unquoted")
  func noQuotesNeeded() {
    #expect(
      measfmt("--csv", "--field", "2:km", "--grouping", "never", stdin: "a,1234.5\n")
        == success("a,1234.5 km\n"))
  }

  @Test("-d ';': semicolon CSV, whose quoted fields may hold semicolons")
  func semicolons() {
    #expect(
      measfmt("--csv", "-d", ";", "--field", "2:km", "-l", "de", stdin: "a;1234.5\nb;\"x;y\";\n")
        == Output(
          stdout: "a;1.234,5 km\nb;\"x;y\";\n",
          stderr: "measfmt: line 2, field 2: 'x;y' is not a number.\n", status: 1))
  }

  @Test("A quote inside a value: the value is unquoted before it is read")
  func quoteInValue() {
    #expect(
      measfmt("--csv", "--field", "2-", "--unit", "m", stdin: "a,\"5 \"\"km\"\"\",7\n")
        == Output(
          stdout: "a,\"5 \"\"km\"\"\",7 m\n",
          stderr:
            "measfmt: line 1, field 2: unknown unit '\"km\"'. See 'measfmt --list-units'.\n",
          status: 1))
  }

  @Test("Malformed CSV is read leniently and written back as it came")
  func malformed() {
    // Bytes after a closing quote belong to the field; a quote that is never closed runs
    // to the end of the input.
    #expect(
      measfmt("--csv", "--field", "2-3:m", stdin: "a,\"12\"34,5\n\"b,\"zz\n")
        == success("a,\"1,234 m\",5 m\n\"b,\"zz\n"))
    #expect(
      measfmt("--csv", "--field", "2:m", stdin: "a,\"12\n")
        == Output(
          stdout: "a,\"12\n", stderr: "measfmt: line 1, field 2: missing unit.\n", status: 1))
  }

  @Test("Empty fields, a trailing comma and blank lines are left alone")
  func emptyFields() {
    #expect(
      measfmt("--csv", "--field", "2-3:m", stdin: "a,5,\n,,\n\n") == success("a,5 m,\n,,\n\n"))
  }

  @Test("--csv alone formats field 1; the header counts records, not lines")
  func headerRecords() {
    #expect(
      measfmt("--csv", "--header", "--unit", "m", stdin: "\"a\nb\",c\n5,d\n")
        == success("\"a\nb\",c\n5 m,d\n"))
  }

  @Test("json: the field's text is its value, unquoted; the line's text is the record")
  func json() {
    #expect(
      measfmt("--csv", "--field", "2", "--json", stdin: "x,\"5,5 km\"\n")
        == Output(
          stdout: #"""
            {"line":1,"text":"x,\"5,5 km\"","string":"x,\"5,5 km\"","fields":[{"field":2,"text":"5,5 km","error":"'5,5' is not a number; write it without group separators and with '.' for decimals, e.g. 1234.5."}]}

            """#,
          stderr:
            "measfmt: line 1, field 2: '5,5' is not a number; write it without group separators and with '.' for decimals, e.g. 1234.5.\n",
          status: 1))
  }

  @Test("The same records cut into chunks of every size give the same result")
  func chunkBoundaries() {
    let input = Array("h,\"x\r\ny\"\r\n1,\"2,\"\"3\"\"\"\r\n4,\"5\n6\",7\n8,9".utf8)
    let arguments = ["--csv", "--header", "--field", "1,3", "--unit", "m"]
    let whole = measfmt(arguments, bytes: input)
    #expect(
      whole
        == success("h,\"x\r\ny\"\r\n1 m,\"2,\"\"3\"\"\"\r\n4 m,\"5\n6\",7 m\n8 m,9"))
    for size in [1, 2, 3, 5, 7, 64] {
      #expect(measfmt(arguments, bytes: input, chunkSize: size) == whole, "\(size)")
    }
  }

  @Test("Splitting a record, unquoting a field, quoting one back")
  func splitterAndQuoting() {
    let record = Array(#"a,"b,""c""",,"d"x,"#.utf8)
    var spans: [FieldSpan] = []
    record.withUnsafeBufferPointer { line in
      FieldSplitter.csv(line, by: [0x2C], limit: .max, into: &spans)
    }
    #expect(
      spans.map { [$0.start, $0.end] } == [[0, 1], [2, 11], [12, 12], [13, 17], [18, 18]])
    #expect(spans.map(\.quoted) == [false, true, false, true, false])
    var content: [UInt8] = []
    record.withUnsafeBufferPointer { CSV.content(of: spans[1], in: $0, into: &content) }
    #expect(String(decoding: content, as: UTF8.self) == #"b,"c""#)
    record.withUnsafeBufferPointer { CSV.content(of: spans[3], in: $0, into: &content) }
    #expect(String(decoding: content, as: UTF8.self) == "dx")

    let out = OutputStream(.memory)
    CSV.writeQuoted(#"5 "x" km"#, to: out)
    CSV.writeQuoted(#"""#, to: out)
    CSV.writeQuoted("", to: out)
    #expect(out.text == #""5 ""x"" km""""""""#)
    var line = FieldLine()
    line.appendCell(#"a"b"#, field: 1, extent: (0, 0), quoted: true)
    #expect(String(decoding: line.bytes, as: UTF8.self) == #""a""b""#)
  }
}
