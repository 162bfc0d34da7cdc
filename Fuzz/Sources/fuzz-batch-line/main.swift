import FuzzSupport

@testable import MeasfmtCLIUnderFuzz

#if canImport(Glibc)
  import Glibc
#endif

// Batch mode: the bytes after a two-byte header are standard input, read in chunks of a
// fuzzed size; the header also picks how numfmt's size suffixes are read (--from) and
// whether records end with NUL (-z). The line parser is called on each line directly too. Nothing is lost:
// every line that is not blank or a comment gives one output line or one message on
// stderr naming its line number, in order; the output does not depend on how the
// input was cut into reads; the exit status is 1 exactly when a line was bad.

private let formats: [[String]] = [[], ["--json"], ["--html"], ["--ansi", "--color", "always"]]
private let extras: [[String]] = [
  [], ["--align", "right"], ["--align", "decimal", "-l", "ar-EG"], ["-w", "wide", "-l", "de"],
  ["--usage", "road", "-l", "en-US"], ["--to", "m"], ["--notation", "compact-short"],
  ["--whitespace", "remove", "--unit-style", "link=https://example.com/?a=1&b=\"2\""],
]

/// Bits 5–6 of the first byte: how "1.5G" is read (nil: not given, a suffix is an error).
private let readings: [(arguments: [String], suffixes: SizeSuffixes?)] = [
  ([], nil), (["--from=iec", "--to=iec"], .iec), (["--from=auto"], .auto),
  (["--from=none"], SizeSuffixes.none),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBatch(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  let all = UnsafeRawBufferPointer(start: data, count: count)
  guard all.count >= 2 else { return 0 }
  var extra = extras[Int((all[0] >> 2) & 7)]
  // --align lines up terminal text only (a usage error with --json and --html).
  if (all[0] & 3 == 1 || all[0] & 3 == 2) && extra.contains("--align") { extra = [] }
  let reading = readings[Int((all[0] >> 5) & 3)]
  let zero = all[0] & 0x80 != 0
  let terminator: UInt8 = zero ? 0 : 0x0A
  let arguments = formats[Int(all[0] & 3)] + extra + reading.arguments + (zero ? ["-z"] : [])
  let chunkSize = Int(all[1]) + 1
  let stdin = Array(all.dropFirst(2))
  let context =
    "arguments=\(arguments) chunk=\(chunkSize) stdin=\(Invariants.debug(String(decoding: stdin, as: UTF8.self)))"
  if printsCases { traceLine("case: \(context)") }

  // The line parser on its own, and what the contract says each line is.
  var expectedLines: [Int] = []
  var number = 0
  var lines = stdin.split(separator: terminator, omittingEmptySubsequences: false)
  if stdin.last == terminator || stdin.isEmpty { lines.removeLast() }
  for line in lines {
    number += 1
    let unit = reading.suffixes == nil || reading.suffixes == SizeSuffixes.none ? nil : "byte"
    let parsed = line.withUnsafeBufferPointer {
      MeasurementTextParser.parseLine($0, unit: unit, suffixes: reading.suffixes)
    }
    let blank = isBlankOrComment(line)
    switch parsed {
    case .skip:
      guard blank else { Invariants.fail("line \(number) skipped but not blank: \(context)") }
    case .problem(let message):
      guard !blank, !message.isEmpty else {
        Invariants.fail("line \(number): \(message): \(context)")
      }
      if let problem = CLIOutput.terminalProblem(message, allowEscapes: false, allowTab: false) {
        Invariants.fail("line \(number) message: \(problem): \(Invariants.debug(message))")
      }
    case .measurement:
      guard !blank else { Invariants.fail("line \(number) is blank but parsed: \(context)") }
    }
    if !blank { expectedLines.append(number) }
  }

  let whole = MeasfmtCLI.run(arguments: arguments, stdin: stdin)
  let cut = MeasfmtCLI.run(arguments: arguments, stdin: stdin, chunkSize: chunkSize)
  guard whole == cut else {
    Invariants.fail("output depends on the read size:\n\(whole)\n\(cut)\n  case: \(context)")
  }
  // With -z, records end with NUL; each is checked as a line.
  let stdout = zero ? whole.stdout.replacing("\u{0}", with: "\n") : whole.stdout
  if zero, whole.stdout.contains("\n") {
    Invariants.fail("-z: a newline in the output: \(context)")
  }
  CLIOutput.checkStdout(stdout, context)
  CLIOutput.checkStderr(whole.stderr, context)

  let outputLines = stdout.split(separator: "\n", omittingEmptySubsequences: false).count - 1
  var reported: [Int] = []
  for line in whole.stderr.split(separator: "\n") {
    guard line.hasPrefix("measfmt: line "),
      let n = Int(line.dropFirst(14).prefix { $0 != ":" })
    else { Invariants.fail("stderr line not 'measfmt: line N: …': \(line)\n  case: \(context)") }
    reported.append(n)
  }
  guard reported == reported.sorted(), Set(reported).count == reported.count,
    reported.allSatisfy({ expectedLines.contains($0) })
  else { Invariants.fail("reported lines \(reported) of \(expectedLines): \(context)") }
  guard outputLines + reported.count == expectedLines.count else {
    Invariants.fail(
      "lost lines: \(expectedLines.count) measurements, \(outputLines) printed, \(reported.count) reported\n\(whole)\n  case: \(context)"
    )
  }
  guard whole.status == (reported.isEmpty ? 0 : 1) else {
    Invariants.fail("status \(whole.status) with \(reported.count) bad lines: \(context)")
  }
  return 0
}

/// Blank (after a final CR and spaces, tabs, VT, FF) or a `#` comment: the contract's
/// lines that produce nothing.
private func isBlankOrComment(_ line: ArraySlice<UInt8>) -> Bool {
  var body = line
  if body.last == 0x0D { body = body.dropLast() }
  let space: Set<UInt8> = [0x20, 0x09, 0x0B, 0x0C]
  let trimmed = body.drop { space.contains($0) }
  return trimmed.isEmpty || trimmed.first == UInt8(ascii: "#")
}

private let printsCases = getenv("MEASFMT_FUZZ_PRINT") != nil
