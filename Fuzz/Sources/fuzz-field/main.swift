import CLIContract
import FuzzSupport

#if canImport(Glibc)
  import Glibc
#endif

// Field mode (--field, -d, --csv, --header, --unit, --from, --invalid, -z) over random
// records: the bytes after a five-byte header are standard input, read whole and in
// chunks of a fuzzed size. The header picks the fields, the splitting, the output
// format, one of a few option sets, and one more option with a valid value from the
// CLI's own table. A combination the CLI refuses is checked as the usage error it must
// be (`--csv --align`, `--csv --html`, …). Otherwise every line gives one record (the
// line as it came, its chosen fields formatted), each bad field one
// `measfmt: line N, field F: …` message, in order, as `--invalid` says; the output does
// not depend on how the input was cut into reads (CLIContract).

private let fieldLists = ["1", "2", "1,3", "2-", "-2", "1:km", "2:MB,3:km/h", "1-3:m"]
private let splittings: [[String]] = [
  [], ["-d", ","], ["-d", "\t"], ["--csv"], ["--csv", "-d", ";"], ["-d", ":"],
]
private let formats: [[String]] = [[], ["--json"], ["--ansi", "--color", "always"], ["--html"]]
private let extras: [[String]] = [
  [], ["--header"], ["--header=2"], ["--unit", "km"], ["--align", "decimal"],
  ["--from=iec", "--to=iec"], ["--invalid", "warn"], ["-z"],
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzField(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  let all = UnsafeRawBufferPointer(start: data, count: count)
  guard all.count >= 5 else { return 0 }
  var arguments =
    ["--field", fieldLists[Int((all[1] / 6) % 8)]] + splittings[Int(all[1] % 6)]
    + formats[Int(all[0] & 3)] + extras[Int((all[0] >> 2) & 7)]
  // One more option from the table, one time in four.
  let pick = Int(all[3]) | Int(all[4]) << 8
  if pick % 4 == 0 {
    arguments += OptionSamples.fragments[(pick / 4) % OptionSamples.fragments.count]
  }
  let chunkSize = Int(all[2]) + 1
  let invocation = Invocation(arguments: arguments, stdin: Array(all.dropFirst(5)))
  if getenv("MEASFMT_FUZZ_PRINT") != nil {
    traceLine("case: \(invocation.context) chunk=\(chunkSize)")
  }
  let whole = invocation.run()
  let cut = invocation.run(chunkSize: chunkSize)
  guard whole == cut else {
    Invariants.fail(
      "output depends on the read size (\(chunkSize)):\n\(whole)\n\(cut)\n  case: \(invocation.context)"
    )
  }
  CLIContract.check(invocation, whole)
  return 0
}
