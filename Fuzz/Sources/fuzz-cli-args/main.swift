import CLIContract
import FuzzSupport

#if canImport(Glibc)
  import Glibc
#endif

// The CLI's argument parser and everything it leads to: help, version, the unit list,
// completion scripts, one or several measurements with every option, batch mode over
// a fixed standard input, and every usage error. The bytes after the first are split
// at NUL into arguments; a one-byte argument below `OptionSamples.tokens.count` stands
// for a token — an option name or a valid value from the CLI's own option table, or a
// measurement — so that the fuzzer builds option lines quickly and a new option is
// fuzzed as soon as the table has it. The first byte picks one of a few environments
// (LANG, LC_ALL, NO_COLOR, COLUMNS, TERM, hostile ones) and whether stdout is a
// terminal. Every run must keep the CLI contract (`CLIContract`).

private let tokens = OptionSamples.tokens

private let environments: [[String: String]] = [
  [:], ["LANG": "de_DE.UTF-8"], ["LC_ALL": "ar_EG.UTF-8", "COLUMNS": "40"],
  ["NO_COLOR": "1", "TERM": "xterm-256color"], ["LANG": "../../etc", "COLUMNS": "-5"],
  ["COLORTERM": "truecolor", "LC_MESSAGES": "he_IL"], ["COLUMNS": "100000000000000000000"],
  ["LANG": "C", "LC_NUMERIC": "de_DE.UTF-8"],
]

/// Batch mode (no VALUE UNIT) reads this: a good line, a bad one, a comment, a size.
private let stdin = Array("5 km\nx\n# note\n1.5G\n".utf8)

/// Before any input: the contract's tables against the CLI (`SelfCheck`), so that rules
/// the CLI has outgrown stop the run at once, saying what to update.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
  SelfCheck.once()
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: data, count: count)
  guard let first = bytes.first else { return 0 }
  var arguments: [String] = []
  for piece in bytes.dropFirst().split(separator: 0, omittingEmptySubsequences: false).prefix(32) {
    if piece.count == 1, Int(piece.first!) < tokens.count {
      arguments.append(tokens[Int(piece.first!)])
    } else {
      arguments.append(String(decoding: piece, as: UTF8.self))
    }
  }
  let invocation = Invocation(
    arguments: arguments, environment: environments[Int(first & 7)], stdin: stdin,
    terminal: first & 8 != 0)
  if printsCases { traceLine("case: \(invocation.context)") }
  CLIContract.check(invocation, invocation.run())
  return 0
}

private let printsCases = getenv("MEASFMT_FUZZ_PRINT") != nil
