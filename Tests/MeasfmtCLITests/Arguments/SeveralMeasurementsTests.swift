import Testing

@testable import MeasfmtCLI

/// `measfmt 5 km 10 mi`: several measurements per command, one line each, as numfmt takes
/// several numbers; a bad one is named by its words.
@Suite("Several measurements per command")
struct SeveralMeasurementsTests {
  @Test(
    "Each VALUE UNIT (a range, a joined word) starts where a value follows a whole measurement",
    arguments: [
      (["5", "km", "10", "mi"], "5 km\n10 mi\n"),
      (["5", "km", "10mi", "3...5", "ft"], "5 km\n10 mi\n3–5 ft\n"),
      (["5km", "10", "mi", "-w", "wide"], "5 kilometers\n10 miles\n"),
      (["5", "fl", "oz", "3", "fl", "oz"], "5 fl oz\n3 fl oz\n"),
      (["60", "miles", "per", "hour", "5", "km"], "60 mph\n5 km\n"),
      (["--from=iec", "1K", "2048", "--to=iec"], "1 Kibyte\n2 Kibyte\n"),
    ])
  func several(arguments: [String], expected: String) {
    #expect(measfmt(arguments) == success(expected))
  }

  @Test("A number after per belongs to the unit")
  func perNumber() {
    #expect(
      measfmt("5", "liter", "per", "100", "kilometer", "-w", "wide")
        == success("5 liters per 100 kilometers\n"))
  }

  @Test("A bad one: abort stops after the good ones before it and names it; fail goes on")
  func badOne() {
    #expect(
      measfmt("5", "km", "10", "mx", "3", "m")
        == Output(
          stdout: "5 km\n",
          stderr: "measfmt: '10 mx': unknown unit 'mx'. See 'measfmt --list-units'.\n", status: 2))
    #expect(
      measfmt("5", "km", "10", "mx", "3", "m", "--invalid", "fail")
        == Output(
          stdout: "5 km\n10 mx\n3 m\n",
          stderr: "measfmt: '10 mx': unknown unit 'mx'. See 'measfmt --list-units'.\n", status: 1))
  }

  @Test("A value error prints the problem and the suggestion without the usage lines")
  func valueErrorWithoutUsage() {
    #expect(
      measfmt("5", "kilometr")
        == Output(
          stdout: "", stderr: "measfmt: unknown unit 'kilometr'. Did you mean 'kilometer'?\n",
          status: 2))
    // The form of the command is a usage error, with the usage lines.
    #expect(measfmt("5") == usageError("missing UNIT after '5'."))
  }
}
