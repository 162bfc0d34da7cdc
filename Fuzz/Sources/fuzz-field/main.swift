import FuzzSupport

@testable import MeasfmtCLIUnderFuzz

#if canImport(Glibc)
  import Glibc
#endif

// Field mode (--field, -d, --csv, --header, --from) over random records: the bytes
// after a three-byte header are standard input, read in chunks of a fuzzed size. The
// run ends with status 0 or 1 (1 exactly when something was reported), every message
// names its line, the output does not depend on how the input was cut into reads, and
// outside CSV and JSON every line ending of the input is in the output.

private let fieldLists = ["1", "2", "1,3", "2-", "-2", "1:km", "2:MB,3:km/h", "1-3:m"]
private let splittings: [[String]] = [
  [], ["-d", ","], ["-d", "\t"], ["--csv"], ["--csv", "-d", ";"], ["-d", ":"],
]
private let formats: [[String]] = [[], ["--json"], ["--ansi", "--color", "always"]]
private let extras: [[String]] = [
  [], ["--header"], ["--header=2"], ["--unit", "km"], ["--align", "decimal"],
  ["--from=iec", "--to=iec"], ["--invalid", "warn"], ["-z"],
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzField(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  let all = UnsafeRawBufferPointer(start: data, count: count)
  guard all.count >= 3 else { return 0 }
  let format = formats[Int(all[0] % 3)]
  var extra = extras[Int((all[0] / 3) % 8)]
  // --align lines up terminal text only (a usage error with --json).
  if format == ["--json"] && extra.contains("--align") { extra = [] }
  let splitting = splittings[Int(all[1] % 6)]
  let arguments =
    ["--field", fieldLists[Int((all[1] / 6) % 8)]] + splitting + format + extra
  let chunkSize = Int(all[2]) + 1
  let stdin = Array(all.dropFirst(3))
  let context =
    "arguments=\(arguments) chunk=\(chunkSize) stdin=\(Invariants.debug(String(decoding: stdin, as: UTF8.self)))"
  if getenv("MEASFMT_FUZZ_PRINT") != nil { traceLine("case: \(context)") }

  let whole = MeasfmtCLI.run(arguments: arguments, stdin: stdin)
  let cut = MeasfmtCLI.run(arguments: arguments, stdin: stdin, chunkSize: chunkSize)
  guard whole == cut else {
    Invariants.fail("output depends on the read size:\n\(whole)\n\(cut)\n  case: \(context)")
  }
  guard whole.status == 0 || whole.status == 1 else {
    Invariants.fail("status \(whole.status): \(whole.stderr)\n  case: \(context)")
  }
  let zero = extra.contains("-z")
  let stdout = zero ? whole.stdout.replacing("\u{0}", with: "\n") : whole.stdout
  // Plain text writes the bytes outside the chosen fields as they came (NUL, CR,
  // escapes: the contract); ansi makes them harmless for a terminal, keeping CRLF; each
  // JSON line is one object.
  switch format {
  case ["--json"]:
    for line in stdout.split(separator: "\n") where !(line.hasPrefix("{") && line.hasSuffix("}")) {
      Invariants.fail(
        "stdout: not a JSON object: \(Invariants.debug(String(line)))\n  case: \(context)")
    }
  case []:
    break
  default:
    CLIOutput.checkStdout(stdout.replacing("\r\n", with: "\n"), context)
  }
  CLIOutput.checkStderr(whole.stderr, context)
  for line in whole.stderr.split(separator: "\n") where !line.hasPrefix("measfmt: line ") {
    Invariants.fail("stderr line not 'measfmt: line N…': \(line)\n  case: \(context)")
  }
  let warns = extra.contains("--invalid")
  guard whole.status == (whole.stderr.isEmpty || warns ? 0 : 1) else {
    Invariants.fail("status \(whole.status) with stderr \(whole.stderr): \(context)")
  }
  if !splitting.contains("--csv") && format != ["--json"] && !zero {
    let ends = stdin.filter { $0 == 0x0A }.count
    let written = whole.stdout.utf8.filter { $0 == 0x0A }.count
    guard ends == written else {
      Invariants.fail("\(ends) line endings in, \(written) out\n\(whole)\n  case: \(context)")
    }
  }
  return 0
}
