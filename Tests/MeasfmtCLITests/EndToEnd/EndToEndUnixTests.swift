import Foundation
import MeasfmtTestSupport
import Testing

/// The examples of issue 25, through the built binary: what Unix users feed measfmt.
@Suite("End to end: numfmt's suffixes, the locale categories, several values, NUL records")
struct EndToEndUnixTests {
  typealias Run = Subprocess.Run

  static func run(
    _ arguments: [String], _ stdin: String = "", environment: [String: String] = [:]
  ) throws -> Run {
    try EndToEndTests.run(arguments, stdin: Data(stdin.utf8), environment: environment)
  }

  @Test("du -h sizes: --from=iec --to=iec, and the error without --from")
  func sizes() throws {
    #expect(
      try Self.run(["--from=iec", "--field", "1", "--to=iec", "-w", "narrow"], "1.5G\tsrc\n")
        == Run(stdout: "1.5GiB\tsrc\n", stderr: "", status: 0))
    #expect(
      try Self.run(["--from=si", "--to=si", "1500000"])
        == Run(stdout: "1.5 MB\n", stderr: "", status: 0))
    #expect(
      try Self.run(["--field", "1"], "1.5G\t/usr/share/doc\n")
        == Run(
          stdout: "1.5G\t/usr/share/doc\n",
          stderr:
            "measfmt: line 1, field 1: '1.5G' has a size suffix, as du -h writes: with --from=iec it is 1.5 × 1024³ bytes, with --from=si 1.5 × 1000³; for 'G' as a unit (g-force) write '1.5 G' with a space.\n",
          status: 1))
    #expect(
      try Self.run(["4.0K", "-w", "wide"])
        == Run(
          stdout: "",
          stderr:
            "measfmt: '4.0K' has a size suffix, as du -h writes: with --from=iec it is 4.0 × 1024 bytes, with --from=si 4.0 × 1000; for 'K' as a unit (kelvin) write '4.0 K' with a space.\n",
          status: 2))
    // du -k: kibibytes, scaled.
    #expect(
      try Self.run(["--field", "1:KiB", "--to=iec", "-w", "narrow"], "1572864\t./src\n")
        == Run(stdout: "1.5GiB\t./src\n", stderr: "", status: 0))
  }

  @Test("The locale categories: LC_NUMERIC, LC_MEASUREMENT, @modifiers, C")
  func locales() throws {
    #expect(
      try Self.run(
        ["1234.5", "km"], environment: ["LANG": "de_DE.UTF-8", "LC_NUMERIC": "en_US.UTF-8"])
        == Run(stdout: "1,234.5 km\n", stderr: "", status: 0))
    #expect(
      try Self.run(
        ["1.8", "m", "--usage", "person-height"],
        environment: ["LANG": "en_US.UTF-8", "LC_MEASUREMENT": "de_DE.UTF-8"])
        == Run(stdout: "180 cm\n", stderr: "", status: 0))
    #expect(
      try Self.run(["5", "km", "-w", "wide"], environment: ["LANG": "sr_RS@latin"])
        == Run(stdout: "5 kilometara\n", stderr: "", status: 0))
    #expect(
      try Self.run(["1234.5", "km"], environment: ["LANG": "C"])
        == Run(stdout: "1234.5 km\n", stderr: "", status: 0))
    #expect(
      try Self.run(["1234.5", "km", "-l", "C"])
        == Run(stdout: "1234.5 km\n", stderr: "", status: 0))
  }

  @Test("Several measurements, -z, ranges and --align")
  func outputs() throws {
    #expect(
      try Self.run(["5", "km", "10", "mi"]) == Run(stdout: "5 km\n10 mi\n", stderr: "", status: 0))
    #expect(
      try Self.run(["-z"], "5 km\u{0}10 mi\u{0}")
        == Run(stdout: "5 km\u{0}10 mi\u{0}", stderr: "", status: 0))
    #expect(
      try Self.run(["1.5...1.8", "m", "--usage", "person-height", "-l", "en-US"])
        == Run(stdout: "4 ft, 11 in – 5 ft, 11 in\n", stderr: "", status: 0))
    #expect(
      try Self.run(["--align", "decimal"], "5 km\n12.25 km\n")
        == Run(stdout: " 5 km\n12.25 km\n", stderr: "", status: 0))
    #expect(
      try Self.run(["5", "kilometr"])
        == Run(
          stdout: "", stderr: "measfmt: unknown unit 'kilometr'. Did you mean 'kilometer'?\n",
          status: 2))
  }
}
