import MeasfmtCLI

/// What one run of the CLI produced.
struct Output: Equatable, CustomStringConvertible {
  var stdout: String
  var stderr: String
  var status: Int32

  var description: String {
    "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)---"
  }
}

/// Runs the CLI in-process with the arguments given, an empty environment (so the
/// locale is "en" and nothing is a terminal) unless told otherwise.
func measfmt(
  _ arguments: String..., environment: [String: String] = [:], stdin: String = "",
  terminal: Bool = false
) -> Output {
  measfmt(arguments, environment: environment, bytes: Array(stdin.utf8), terminal: terminal)
}

/// Runs the CLI in-process; stdin is handed out `chunkSize` bytes at a time.
func measfmt(
  _ arguments: [String], environment: [String: String] = [:], bytes: [UInt8] = [],
  chunkSize: Int = .max, terminal: Bool = false
) -> Output {
  let result = MeasfmtCLI.run(
    arguments: arguments, environment: environment, stdin: bytes, stdoutIsTerminal: terminal,
    chunkSize: chunkSize)
  return Output(stdout: result.stdout, stderr: result.stderr, status: result.status)
}

/// The lines after `Error: …` of every usage error.
let usageTrailer = """
  Usage: measfmt [OPTIONS] VALUE UNIT
         measfmt [OPTIONS] LOW...HIGH UNIT
         measfmt [OPTIONS] < LINES
  See 'measfmt --help' for more information.

  """

/// A usage error: nothing on stdout, `Error: <message>` and the trailer on stderr, 2.
func usageError(_ message: String) -> Output {
  Output(stdout: "", stderr: "Error: " + message + "\n" + usageTrailer, status: 2)
}

/// A value that cannot be formatted (VALUE UNIT, with --invalid abort): the problem on
/// stderr as GNU tools report it, without the usage lines, status 2.
func valueError(_ message: String, stdout: String = "") -> Output {
  Output(stdout: stdout, stderr: "measfmt: " + message + "\n", status: 2)
}

/// A success with one line of output.
func success(_ stdout: String) -> Output {
  Output(stdout: stdout, stderr: "", status: 0)
}

let esc = "\u{1B}"

/// SplitMix64: small, fast, and the same sequence on every platform. Random command lines
/// and random batch input come from it with a fixed seed: whatever comes in, the CLI ends
/// with a defined status and well-formed messages, and loses no good line.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
