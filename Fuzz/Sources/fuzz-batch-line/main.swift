import CLIContract
import FuzzSupport
@_spi(MeasfmtCLI) import MeasurementFormattingCore

@testable import MeasfmtCLIUnderFuzz

#if canImport(Glibc)
  import Glibc
#endif

// Batch mode: the bytes after a four-byte header are standard input, read whole and in
// chunks of a fuzzed size. The header picks the output format, one of a few option sets,
// how numfmt's size suffixes are read (--from), whether records end with NUL (-z), and
// one more option with a valid value from the CLI's own table (so a new option is
// batch-fuzzed as soon as the table has it). A combination the CLI refuses is checked
// as the usage error it must be. Otherwise nothing is lost: every line that is not blank
// or a comment gives one record or one `measfmt: line N: …` message, in order, as
// `--invalid` says; the output does not depend on how the input was cut into reads;
// the exit status is 1 exactly when a line was bad (CLIContract). The line parser is
// called on each line directly too: it skips exactly the blank lines and comments.

private let formats: [[String]] = [[], ["--json"], ["--html"], ["--ansi", "--color", "always"]]
private let extras: [[String]] = [
  [], ["--align", "right"], ["--align", "decimal", "-l", "ar-EG"], ["-w", "wide", "-l", "de"],
  ["--usage", "road", "-l", "en-US"], ["--to", "m"], ["--notation", "compact-short"],
  ["--whitespace", "remove", "--unit-style", "link=https://example.com/?a=1&b=\"2\""],
]
/// Bits 5–6 of the first byte: how "1.5G" is read (not given: a suffix is an error).
private let readings: [[String]] = [
  [], ["--from=iec", "--to=iec"], ["--from=auto"], ["--from=none"],
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBatch(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  let all = UnsafeRawBufferPointer(start: data, count: count)
  guard all.count >= 4 else { return 0 }
  let zero = all[0] & 0x80 != 0
  var arguments =
    formats[Int(all[0] & 3)] + extras[Int((all[0] >> 2) & 7)] + readings[Int((all[0] >> 5) & 3)]
    + (zero ? ["-z"] : [])
  // One more option from the table, one time in four.
  let pick = Int(all[2]) | Int(all[3]) << 8
  if pick % 4 == 0 {
    arguments += OptionSamples.fragments[(pick / 4) % OptionSamples.fragments.count]
  }
  let chunkSize = Int(all[1]) + 1
  let invocation = Invocation(arguments: arguments, stdin: Array(all.dropFirst(4)))
  if printsCases { traceLine("case: \(invocation.context) chunk=\(chunkSize)") }

  checkLineParser(invocation)
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

/// The line parser (C syntax, as without --input-locale) on each line: it skips
/// exactly the blank lines and comments, and its messages are printable.
private func checkLineParser(_ invocation: Invocation) {
  guard let options = try? ArgumentParser.parse(invocation.arguments),
    options.inputLocale == nil
  else { return }
  let terminator: UInt8 = options.zeroTerminated ? 0 : 0x0A
  let suffixes = options.from
  let unit = options.unit ?? (suffixes == nil || suffixes == SizeSuffixes.none ? nil : "byte")
  let stdin = invocation.stdin
  var lines = stdin.split(separator: terminator, omittingEmptySubsequences: false)
  if stdin.last == terminator || stdin.isEmpty { lines.removeLast() }
  for (i, line) in lines.enumerated() {
    let parsed = line.withUnsafeBufferPointer {
      MeasurementTextParser.parseLine($0, unit: unit, suffixes: suffixes)
    }
    let blank = isBlankOrComment(line)
    switch parsed {
    case .skip:
      guard blank else {
        Invariants.fail("line \(i + 1) skipped but not blank: \(invocation.context)")
      }
    case .problem(let message):
      guard !blank, !message.isEmpty else {
        Invariants.fail("line \(i + 1): \(message): \(invocation.context)")
      }
      if let problem = CLIOutput.terminalProblem(message, allowEscapes: false, allowTab: false) {
        Invariants.fail("line \(i + 1) message: \(problem): \(Invariants.debug(message))")
      }
    case .measurement:
      guard !blank else {
        Invariants.fail("line \(i + 1) is blank but parsed: \(invocation.context)")
      }
    }
  }
}

/// Blank (after a final CR: spaces, tabs, VT, FF) or a `#` comment.
private func isBlankOrComment(_ line: ArraySlice<UInt8>) -> Bool {
  var body = line
  if body.last == 0x0D { body = body.dropLast() }
  let space: Set<UInt8> = [0x20, 0x09, 0x0B, 0x0C]
  let trimmed = body.drop { space.contains($0) }
  return trimmed.isEmpty || trimmed.first == UInt8(ascii: "#")
}

private let printsCases = getenv("MEASFMT_FUZZ_PRINT") != nil
