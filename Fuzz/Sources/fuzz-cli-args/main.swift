import FuzzSupport
import MeasfmtCLIUnderFuzz

#if canImport(Glibc)
  import Glibc
#endif

// The CLI's argument parser and everything it leads to: help, version, --list-units,
// one measurement with every option, errors. The bytes are split at NUL into
// arguments; a one-byte argument below `tokens.count` stands for a token, so that the
// fuzzer builds option lines quickly. A few environments vary LANG, NO_COLOR, COLUMNS.
// Every run must exit 0, 1 or 2 with the output the CLI contract describes.

private let tokens = [
  "--width", "-w", "narrow", "abbreviated", "wide", "--locale", "-l", "de", "ar-EG", "he",
  "--usage", "road", "person-height", "--to", "mi", "--notation", "compact-long", "scientific",
  "--sign", "always", "--fraction-digits", "0...3", "999", "--significant-digits", "2",
  "--grouping", "never", "--rounding", "half-up", "--format", "--plain", "--ansi", "--html",
  "--json", "--color", "always", "--unit-style", "dim", "--value-style", "bold,fg=#888888",
  "--whitespace", "thin", "--align", "decimal", "--list-units", "--help", "-h", "--version",
  "--", "5", "-5", "1234.5", "3...5", "nan", "inf", "1e400", "km", "°C", "km/h", "foot-and-inch",
  "kilogram-meter", "link=https://example.com/x", "5km", "1e-400...1e400", "--color=never",
]

private let environments: [[String: String]] = [
  [:], ["LANG": "de_DE.UTF-8"], ["LC_ALL": "ar_EG.UTF-8", "COLUMNS": "40"],
  ["NO_COLOR": "1", "TERM": "xterm-256color"], ["LANG": "../../etc", "COLUMNS": "-5"],
  ["COLORTERM": "truecolor", "LC_MESSAGES": "he_IL"], ["COLUMNS": "100000000000000000000"],
  ["LANG": "C"],
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: data, count: count)
  guard let first = bytes.first else { return 0 }
  let environment = environments[Int(first & 7)]
  let terminal = first & 8 != 0
  var arguments: [String] = []
  for piece in bytes.dropFirst().split(separator: 0, omittingEmptySubsequences: false).prefix(32) {
    if piece.count == 1, Int(piece.first!) < tokens.count {
      arguments.append(tokens[Int(piece.first!)])
    } else {
      arguments.append(String(decoding: piece, as: UTF8.self))
    }
  }
  let context =
    "arguments=\(arguments.map(Invariants.debug)) environment=\(environment) terminal=\(terminal)"
  if printsCases { traceLine("case: \(context)") }
  // Batch mode (no VALUE UNIT) reads this stdin.
  let result = MeasfmtCLI.run(
    arguments: arguments, environment: environment, stdin: Array("5 km\nx\n".utf8),
    stdoutIsTerminal: terminal)
  switch result.status {
  case 0:
    guard result.stderr.isEmpty else { Invariants.fail("status 0 with stderr: \(context)") }
  case 1:
    guard !result.stderr.isEmpty else { Invariants.fail("status 1 without a message: \(context)") }
  case 2 where result.stderr.hasPrefix("measfmt: "):
    // A VALUE UNIT argument that cannot be formatted: one message, no usage lines, after
    // the measurements before it.
    guard !result.stderr.contains("See 'measfmt --help'"),
      result.stderr.split(separator: "\n").count == 1
    else { Invariants.fail("value error not in the contract's form: \(context)\n\(result.stderr)") }
  case 2:
    guard result.stdout.isEmpty, result.stderr.hasPrefix("Error: "),
      result.stderr.hasSuffix("See 'measfmt --help' for more information.\n")
    else { Invariants.fail("usage error not in the contract's form: \(context)\n\(result.stderr)") }
  default:
    Invariants.fail("exit status \(result.status): \(context)")
  }
  CLIOutput.checkStdout(result.stdout, context)
  CLIOutput.checkStderr(result.stderr, context)
  return 0
}

private let printsCases = getenv("MEASFMT_FUZZ_PRINT") != nil
