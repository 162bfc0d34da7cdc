import Testing

@testable import MeasfmtCLI

/// numfmt's size suffixes (`--from`), its scales (`--to si|iec|iec-i`), `--to natural`
/// and `--round`.
@Suite("Size suffixes and scaling, as numfmt")
struct SizeSuffixTests {
  @Test("The issue's examples")
  func examples() {
    #expect(
      measfmt(
        ["--from=iec", "--field", "1", "--to=iec", "-w", "narrow"], bytes: Array("1.5G\tsrc\n".utf8)
      )
        == success("1.5GiB\tsrc\n"))
    #expect(measfmt("--from=si", "--to=si", "1500000") == success("1.5 MB\n"))
  }

  @Test(
    "--from reads a suffix as numfmt does (bytes, or --unit)",
    arguments: [
      (["--from=iec", "4.0K"], "4,096 byte\n"),
      (["--from=si", "4.0K"], "4,000 byte\n"),
      (["--from=auto", "2K"], "2,000 byte\n"),
      (["--from=auto", "2Ki"], "2,048 byte\n"),
      (["--from=iec-i", "512Mi", "--to", "iec"], "512 Mibyte\n"),
      (["--from=si", "2k", "-w", "wide"], "2,000 bytes\n"),
      (["--from=iec", "1536"], "1,536 byte\n"),
      (["--from=none", "1.5G", "-w", "wide"], "1.5 g-force\n"),
    ])
  func from(arguments: [String], expected: String) {
    #expect(measfmt(arguments) == success(expected))
  }

  @Test("Batch lines and fields: bytes by default, --unit and :UNIT name another base unit")
  func baseUnit() {
    #expect(
      measfmt(["--from=iec", "--to=iec"], bytes: Array("1.5G\n4.0K\n1536\n".utf8))
        == success("1.5 Gibyte\n4 Kibyte\n1.5 Kibyte\n"))
    #expect(
      measfmt(["--from=si", "--unit", "bit", "--to=si"], bytes: Array("1.5G\n".utf8))
        == success("1.5 Gb\n"))
    #expect(
      measfmt(["--from=si", "--field", "2:bit", "--to=si"], bytes: Array("a 2M\n".utf8))
        == success("a 2 Mb\n"))
  }

  @Test(
    "Without --from a suffix is an error that names both readings and the way to each",
    arguments: [
      (
        "1.5G",
        "'1.5G' has a size suffix, as du -h writes: with --from=iec it is 1.5 × 1024³ bytes, with --from=si 1.5 × 1000³; for 'G' as a unit (g-force) write '1.5 G' with a space."
      ),
      (
        "4.0K",
        "'4.0K' has a size suffix, as du -h writes: with --from=iec it is 4.0 × 1024 bytes, with --from=si 4.0 × 1000; for 'K' as a unit (kelvin) write '4.0 K' with a space."
      ),
      (
        "3M",
        "'3M' has a size suffix, as du -h writes: with --from=iec it is 3 × 1024² bytes, with --from=si 3 × 1000²; 'M' is no unit measfmt knows."
      ),
      (
        "2T",
        "'2T' has a size suffix, as du -h writes: with --from=iec it is 2 × 1024⁴ bytes, with --from=si 2 × 1000⁴; 'T' is no unit measfmt knows."
      ),
    ])
  func ambiguous(word: String, message: String) {
    #expect(measfmt(word) == valueError(message))
    #expect(
      measfmt([], bytes: Array("\(word)\n5 km\n".utf8))
        == Output(stdout: "5 km\n", stderr: "measfmt: line 1: \(message)\n", status: 1))
    // With a space, K is kelvin and G g-force, as always.
    #expect(measfmt("4.0", "K") == success("4 K\n"))
  }

  @Test("A suffix the reading does not take is an error that names the readings that do")
  func refusedSuffix() {
    #expect(
      measfmt("--from=iec", "512Mi")
        == valueError(
          "'512Mi': --from=iec does not read the suffix 'Mi'; --from=iec-i or --from=auto does."))
    #expect(
      measfmt("--from=iec-i", "512M")
        == valueError(
          "'512M': --from=iec-i does not read the suffix 'M'; --from=iec or --from=si or --from=auto does."
        ))
  }

  @Test(
    "--to si|iec|iec-i: the largest prefix whose value is at least 1; from-zero by default",
    arguments: [
      (["--to=si", "1001", "byte"], "1.1 kB\n"),
      (["--to=si", "--round=nearest", "1001", "byte"], "1 kB\n"),
      (["--to=si", "--round=down", "1999", "byte"], "1.9 kB\n"),
      (["--to=si", "999", "byte"], "999 byte\n"),
      (["--to=iec", "1536", "byte", "-w", "narrow"], "1.5KiB\n"),
      (["--to=iec-i", "1536", "byte", "-w", "narrow"], "1.5KiB\n"),
      (["--to=iec-i", "1025", "byte", "-w", "narrow"], "1.1KiB\n"),
      (["--to=iec", "1025", "byte", "-w", "narrow"], "1.1KiB\n"),
      (["--to=iec", "100", "byte"], "100 byte\n"),
      (["--to=iec", "2", "GB", "-w", "narrow"], "1.9GiB\n"),
      (["--to=si", "12345678", "bit"], "13 Mb\n"),
      (["--to=si", "1...2500", "kB"], "0.001–2.5 MB\n"),
    ])
  func scales(arguments: [String], expected: String) {
    #expect(measfmt(arguments) == success(expected))
  }

  @Test("--to natural scales any quantity; si and iec only bytes (and si bits)")
  func natural() {
    #expect(measfmt("1500", "m", "--to", "natural") == success("1.5 km\n"))
    #expect(
      measfmt("5", "km", "--to", "si").stderr.hasPrefix(
        "measfmt: '--to si' scales bytes and bits (kB, MB, …, KiB, MiB, …), not kilometer; --to natural scales any quantity (1500 m → 1.5 km).\n"
      ))
    #expect(
      measfmt("5", "Mb", "--to", "iec").stderr.hasPrefix(
        "measfmt: '--to iec' scales bytes (KiB, MiB, …); CLDR has no binary units of megabits: use --to si.\n"
      ))
  }

  @Test("--round and --rounding are one option under two names")
  func roundAndRounding() {
    #expect(measfmt("1.25", "km", "--round", "up", "--fraction-digits", "1") == success("1.3 km\n"))
    #expect(
      measfmt("-1.25", "km", "--round", "towards-zero", "--fraction-digits", "1")
        == success("-1.2 km\n"))
    #expect(
      measfmt("1", "km", "--round", "up", "--rounding", "floor")
        == usageError(
          "'--round' and '--rounding' cannot be used together; --round is numfmt's name for the same thing."
        ))
    #expect(
      measfmt("1", "km", "--round", "half")
        == usageError(
          "invalid value 'half' for '--round'; expected up, down, from-zero, towards-zero or nearest."
        ))
  }
}
