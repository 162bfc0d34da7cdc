import Testing

@testable import MeasfmtCLI

/// `-z, --zero-terminated`: records end with NUL in and out, as numfmt's.
@Suite("-z: NUL-terminated records")
struct ZeroTerminatedTests {
  @Test("Batch lines, arguments, fields and JSON end with NUL; a newline is no end")
  func zero() {
    #expect(
      measfmt(["-z"], bytes: Array("5 km\u{0}1.5 mi\u{0}".utf8)) == success("5 km\u{0}1.5 mi\u{0}"))
    #expect(measfmt(["--zero-terminated", "5", "km", "3", "mi"]) == success("5 km\u{0}3 mi\u{0}"))
    #expect(
      measfmt(["-z", "--field", "2:km"], bytes: Array("a 5\u{0}b 7".utf8))
        == success("a 5 km\u{0}b 7 km"))
    #expect(
      measfmt(["-z", "--json", "-w", "narrow"], bytes: Array("5 km\u{0}".utf8)).stdout.hasSuffix(
        #""part":"unit"}]}"# + "\u{0}"))
    #expect(
      measfmt(["-z", "--align", "right"], bytes: Array("5 km\u{0}12 km\u{0}".utf8))
        == success(" 5 km\u{0}12 km\u{0}"))
  }

  @Test("A bad record is reported with its number, on a line of stderr")
  func badRecord() {
    #expect(
      measfmt(["-z"], bytes: Array("5 km\u{0}x km\u{0}3 m\u{0}".utf8))
        == Output(
          stdout: "5 km\u{0}3 m\u{0}", stderr: "measfmt: line 2: 'x' is not a number.\n",
          status: 1))
  }
}
