import Foundation
import Testing

@testable import MeasfmtCLI

/// Batch mode over fields in each output format: aligned columns, ansi and html around
/// the fields, json's object per line.
@Suite("Batch mode over fields: the output formats")
struct FieldOutputFormatTests {
  @Test("--align: every chosen field has its column; an empty field is padded too")
  func alignColumns() {
    #expect(
      measfmt("--field", "2-3:m", "--align", "right", stdin: "a 1 2\nbb 1234.5 30\n")
        == success("a       1 m  2 m\nbb 1,234.5 m 30 m\n"))
    #expect(
      measfmt(
        "-d", ",", "--field", "2:km", "--align", "decimal", stdin: "a,1,x\nb,,y\nc,1234.5,z\n")
        == success("a,    1 km  ,x\nb,          ,y\nc,1,234.5 km,z\n"))
  }

  @Test("ansi styles the fields only; the rest is neutralised, tabs kept")
  func ansi() {
    #expect(
      measfmt("--field", "2:km", "--ansi", stdin: "x 5 <b>&\u{1B}[2J\ty\n")
        == success("x 5 \u{1B}[2mkm\u{1B}[0m <b>&␛[2J\ty\n"))
    // Without colours too: the terminal is still protected.
    #expect(
      measfmt("--field", "2:km", "--ansi", "--color", "never", stdin: "x 5 \u{202E}\u{9B} y\n")
        == success("x 5 km \u{FFFD}\u{FFFD} y\n"))
  }

  @Test("html writes each field's span and escapes the rest")
  func html() {
    #expect(
      measfmt("--field", "2:km", "--html", stdin: "x 5 <b>&\u{1B}\ty\n")
        == success(
          #"x <span class="mf" lang="en"><span class="mf-shown" aria-hidden="true"><span class="mf-value mf-integer">5</span><span class="mf-ws"> </span><span class="mf-unit" style="opacity:0.6">km</span></span><span class="mf-spoken" style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap">5 kilometers</span></span> &lt;b&gt;&amp;␛"#
            + "\ty\n"))
  }

  @Test("json: one object per line with the text, the plain line and each field's parts")
  func json() {
    #expect(
      measfmt(
        "--header", "-d", "\t", "--field", "2:megabyte,3", "-l", "de", "--json",
        stdin: "host\tdisk\tspeed\nalpha\t1536\t12.5 km/h\nbeta\t\tfast\n")
        == Output(
          stdout: #"""
            {"line":1,"text":"host\tdisk\tspeed","string":"host\tdisk\tspeed","fields":[],"header":true}
            {"line":2,"text":"alpha\t1536\t12.5 km/h","string":"alpha\t1.536 MB\t12,5 km/h","fields":[{"field":2,"text":"1536","string":"1.536 MB","locale":"de","unit":"megabyte","output":[{"unit":"megabyte","value":1536}],"parts":[{"type":"integer","value":"1","part":"value"},{"type":"group","value":".","part":"value"},{"type":"integer","value":"536","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"MB","part":"unit"}]},{"field":3,"text":"12.5 km/h","string":"12,5 km/h","locale":"de","unit":"kilometer-per-hour","output":[{"unit":"kilometer-per-hour","value":12.5}],"parts":[{"type":"integer","value":"12","part":"value"},{"type":"decimal","value":",","part":"value"},{"type":"fraction","value":"5","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"km/h","part":"unit"}]}]}
            {"line":3,"text":"beta\t\tfast","string":"beta\t\tfast","fields":[{"field":3,"text":"fast","error":"'fast' is not a number."}]}

            """#,
          stderr: "measfmt: line 3, field 3: 'fast' is not a number.\n", status: 1))
  }

  @Test("json escapes control characters and replaces invalid UTF-8 in the text")
  func jsonHostileText() {
    #expect(
      measfmt(
        ["--field", "2:m", "--json"],
        bytes: Array("a\u{1B}\"\\ 5\n".utf8) + [0x62, 0xFF, 0x20, 0x36, 0x0A])
        == success(
          #"""
          {"line":1,"text":"a\u001b\"\\ 5","string":"a\u001b\"\\ 5 m","fields":[{"field":2,"text":"5","string":"5 m","locale":"en","unit":"meter","output":[{"unit":"meter","value":5}],"parts":[{"type":"integer","value":"5","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"m","part":"unit"}]}]}
          {"line":2,"text":"b� 6","string":"b� 6 m","fields":[{"field":2,"text":"6","string":"6 m","locale":"en","unit":"meter","output":[{"unit":"meter","value":6}],"parts":[{"type":"integer","value":"6","part":"value"},{"type":"literal","value":" ","part":"whitespace"},{"type":"unit","value":"m","part":"unit"}]}]}

          """#))
  }
}
