import Testing

/// Random command lines and random batch input, from a fixed seed: whatever comes in, the
/// CLI ends with a defined status and well-formed messages, and loses no good line.
@Suite("Robustness against random input")
struct RobustnessTests {
  /// SplitMix64: small, fast, and the same sequence on every platform.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let tokens = [
    "5", "-5", "3...5", "-1e400", "nan", "1,5", "", " ", "km", "°C", "kmh", "MM", "mb",
    "foot-and-inch", "--width", "narrow", "-w", "--locale", "de", "ar", "xx", "--json",
    "--html", "--ansi", "--plain", "--to", "mi", "kg", "--usage", "road", "--align",
    "decimal", "--fraction-digits", "2...1", "1000", "--significant-digits", "0",
    "--notation", "compact-long", "--sign", "always", "--grouping", "min2", "--rounding",
    "up", "--color", "never", "--unit-style", "bold,fg=#123456", "blod", "--value-style",
    "--whitespace", "thin", "--list-units", "--version", "--", "-", "-x", "--widht",
    "\u{1B}[2J", "\u{0}", "\u{202E}", "é", "中", "😀", String(repeating: "9", count: 400),
  ]

  @Test("Random command lines: status 0 or 2, and a usage error always says so")
  func randomArguments() {
    var generator = Generator(state: 42)
    for _ in 0..<1500 {
      let count = Int.random(in: 0...6, using: &generator)
      let arguments = (0..<count).map { _ in Self.tokens.randomElement(using: &generator)! }
      if arguments.contains("--help") || arguments.contains("-h") { continue }
      let result = measfmt(arguments, bytes: Array("5 km\n".utf8))
      switch result.status {
      case 0:
        #expect(result.stderr.isEmpty, "\(arguments)")
      case 1:
        // Batch mode or --list-units: every message names its line or the list.
        for line in result.stderr.split(separator: "\n") {
          #expect(line.hasPrefix("measfmt: "), "\(arguments)")
        }
      case 2:
        #expect(result.stdout.isEmpty, "\(arguments)")
        #expect(result.stderr.hasPrefix("Error: "), "\(arguments)")
        #expect(result.stderr.hasSuffix(usageTrailer), "\(arguments)")
      default:
        Issue.record("status \(result.status) for \(arguments)")
      }
    }
  }

  @Test("Random batch bytes: every line is formatted or reported, once")
  func randomBatch() {
    var generator = Generator(state: 7)
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
