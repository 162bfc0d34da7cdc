import FuzzSupport

@testable import MeasfmtCLIUnderFuzz

/// What `measfmt` promises for any command line, environment and standard input, as the
/// fuzzers check it (see Fuzz/README.md):
///
/// - **Exit status** (the CLI's `ExitStatus`): 0 when everything was formatted, or
///   the help, version, completion script or unit list was written (and with
///   `--invalid warn|ignore`); 1 when an input could not be formatted in batch mode,
///   with `--invalid fail`, or `--list-units` matched nothing; 2 for a usage error, or
///   a VALUE UNIT that cannot be formatted with `--invalid abort` (the default there).
/// - **Usage errors**: stdout is empty; stderr is `Error: <message>`, the usage lines and
///   the pointer to `--help` (`UsageError.report`); the message names the option given
///   or quotes the argument, and a message about two options is a combination the
///   ``Conflict`` table lists — and every combination it lists is refused.
/// - **Other messages** are one line each: `measfmt: <problem>` for an argument,
///   `measfmt: line N: …` for a batch line, `measfmt: line N, field F: …` for a field,
///   in order, only for lines that are neither blank nor a `#` comment; no escape
///   sequence or control character.
/// - **Records** end with "\n", or NUL with `-z`; nothing is lost: each measurement line
///   gives one record or one message (as `--invalid` says), each line of field mode one
///   record, each VALUE UNIT one record; and each record is safe for its format
///   (``Records``).
public enum CLIContract {
  /// What a checked run turned out to be, for a harness's own checks.
  public enum Verdict: Equatable {
    /// A usage error, in the contract's form.
    case refused
    /// Help, version, a completion script, the unit list, or a run in numfmt's mode.
    case information
    /// Measurements formatted (or reported) from arguments, lines or fields.
    case measurements
  }

  /// Checks `result` against the contract. (`fuzz-cli-args` runs ``SelfCheck`` first,
  /// when libFuzzer starts it.)
  @discardableResult
  public static func check(_ invocation: Invocation, _ result: Invocation.Result) -> Verdict {
    Checker(invocation: invocation, result: result).check()
  }
}

struct Checker {
  let invocation: Invocation
  let result: Invocation.Result

  func fail(_ what: String) -> Never {
    Invariants.fail("CLI contract: \(what)\n  \(result)\n  case: \(invocation.context)")
  }

  /// The lines of stderr, each ended by "\n".
  var messages: [String] {
    result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
      String.init)
  }

  func check() -> CLIContract.Verdict {
    let statuses = [ExitStatus.success, ExitStatus.badInput, ExitStatus.usage]
    guard statuses.contains(result.status) else { fail("exit status \(result.status)") }
    if !result.stderr.isEmpty && !result.stderr.hasSuffix("\n") {
      fail("stderr does not end with a newline")
    }
    CLIOutput.checkStderr(result.stderr, invocation.context)

    switch invocation.expected {
    case .refused(let error):
      guard result.status == UsageError.status, result.stdout.isEmpty,
        result.stderr == error.report
      else { fail("the parser's usage error '\(error.message)' is not what was written") }
      if let problem = UsageMessage.problem(error.message, invocation, plan: nil) {
        fail("usage error: \(problem)")
      }
      return .refused
    case .help:
      guard result.status == 0, result.stderr.isEmpty,
        result.stdout.contains(UsageError.forms[0])
      else { fail("-h/--help (before any --) must print the help, status 0") }
      checkSafeLines(result.stdout, escapes: false)
      return .information
    case .version:
      guard result.status == 0, result.stderr.isEmpty, result.stdout == HelpText.versionLine
      else { fail("--version must print the version line, status 0") }
      return .information
    case .completion(let shell):
      guard result.status == 0, result.stderr.isEmpty,
        result.stdout == CompletionScript.script(for: shell)
      else { fail("--generate-completion-script must print the script, status 0") }
      return .information
    case .numfmt:
      return .information
    case .listUnits:
      if result.status == 0 {
        guard result.stderr.isEmpty, !result.stdout.isEmpty else {
          fail("--list-units: status 0 with stderr, or no units")
        }
        checkSafeLines(result.stdout, escapes: false)
      } else {
        guard result.status == 1, result.stdout.isEmpty, messages.count == 1,
          messages[0].hasPrefix("measfmt: no unit matches '")
        else { fail("--list-units that matches nothing: one message, status 1") }
      }
      return .information
    case .measurements(let plan):
      if result.status == UsageError.status && result.stderr.hasPrefix("Error: ") {
        checkUsageError(plan)
        return .refused
      }
      if !plan.conflicts.isEmpty {
        fail("the CLI did not refuse \(plan.conflicts) (Fuzz/Sources/CLIContract/Conflicts.swift)")
      }
      switch plan.source {
      case .arguments(let words): checkArguments(words, plan)
      case .lines: checkLines(plan)
      case .fields(let csv): checkFields(plan, csv: csv)
      }
      return .measurements
    }
  }

  /// `Error: <message>`, the usage lines and the pointer to --help; nothing on stdout.
  func checkUsageError(_ plan: Invocation.Plan) {
    guard result.stdout.isEmpty else { fail("a usage error after output") }
    let first = result.stderr.prefix { $0 != "\n" }
    let message = String(first.dropFirst("Error: ".count))
    guard result.stderr == UsageError(message).report else {
      fail("a usage error not in the contract's form (UsageError.report)")
    }
    if let problem = UsageMessage.problem(message, invocation, plan: plan) {
      fail("usage error: \(problem)")
    }
  }

  func checkSafeLines(_ text: String, escapes: Bool) {
    for line in text.split(separator: "\n") {
      if let problem = CLIOutput.terminalProblem(
        String(line), allowEscapes: escapes, allowTab: true)
      {
        fail("stdout: \(problem): \(Invariants.debug(String(line)))")
      }
    }
  }

  // MARK: - VALUE UNIT

  func checkArguments(_ words: [String], _ plan: Invocation.Plan) {
    let configuration: Configuration
    do {
      configuration = try Configuration(
        plan.options,
        context: .init(environment: invocation.environment, stdoutIsTerminal: invocation.terminal))
    } catch {
      fail("the CLI ran a configuration it refuses: \(error.message)")
    }
    let groups = MeasfmtCLI.measurementGroups(words, configuration)
    let echoes = groups.map { words[$0].joined(separator: " ") }
    for message in messages where !message.hasPrefix("measfmt: ") {
      fail("a message about VALUE UNIT not 'measfmt: …': \(message)")
    }
    // One record per measurement, in order. Plain text writes a bad argument back as it
    // was typed (`--invalid fail|warn|ignore`), a terminator in it included.
    let writesEchoes = plan.invalid != .abort
    var rest = Array(result.stdout.utf8)[...]
    var records: [String] = []
    for echo in echoes where !rest.isEmpty {
      let echoed = Array(echo.utf8) + [plan.terminator]
      if plan.format == .plain, writesEchoes, rest.starts(with: echoed) {
        rest = rest.dropFirst(echoed.count)
        records.append(echo)
        continue
      }
      guard let end = rest.firstIndex(of: plan.terminator) else {
        fail("a VALUE UNIT record without its terminator")
      }
      let record = String(decoding: rest[..<end], as: UTF8.self)
      rest = rest[(end + 1)...]
      if let problem = Records.measurementProblem(
        record, format: plan.format, echoes: writesEchoes ? echoes : nil)
      {
        fail("stdout (\(plan.format)): \(problem): \(Invariants.debug(record))")
      }
      records.append(record)
    }
    guard rest.isEmpty else { fail("more records than measurements (\(groups.count))") }
    switch plan.invalid {
    case .abort:
      if result.status == ExitStatus.success {
        guard messages.isEmpty, records.count == groups.count else {
          fail("abort: status 0 needs every measurement written and no message")
        }
      } else {
        guard result.status == UsageError.status, messages.count == 1,
          records.count < groups.count
        else { fail("abort: a bad VALUE UNIT is one message and status 2, after the good ones") }
      }
    case .fail, .warn, .ignore:
      guard records.count == groups.count else {
        fail("\(plan.invalid): \(groups.count) measurements, \(records.count) records")
      }
      let expectedStatus: Int32 =
        plan.invalid == .fail && !messages.isEmpty ? ExitStatus.badInput : ExitStatus.success
      guard result.status == expectedStatus else {
        fail("\(plan.invalid): status \(result.status) with \(messages.count) messages")
      }
      if plan.invalid == .ignore && !messages.isEmpty { fail("ignore: a message") }
      if plan.format == .json {
        let errors = records.filter { Records.jsonObject($0)?["error"] != nil }.count
        let reported = plan.invalid == .ignore ? errors : messages.count
        guard errors == reported, messages.count <= groups.count else {
          fail("\(errors) JSON error objects, \(messages.count) messages")
        }
      }
    }
  }

  // MARK: - Batch lines

  /// Blank (spaces and tabs, or with `--input-locale` any white space, after a final
  /// CR) or a `#` comment: the lines that give nothing. NUL or invalid UTF-8 make a line
  /// bad with `--input-locale`, even when blank otherwise.
  static func isBlankOrComment(_ line: ArraySlice<UInt8>, readsLocale: Bool) -> Bool {
    var body = line
    if body.last == 0x0D { body = body.dropLast() }
    if readsLocale {
      if body.contains(0) { return false }
      guard let text = String(validating: body, as: UTF8.self) else { return false }
      guard let first = text.unicodeScalars.first(where: { !$0.properties.isWhitespace }) else {
        return true
      }
      return first == "#"
    }
    let space: Set<UInt8> = [0x20, 0x09, 0x0B, 0x0C]
    let trimmed = body.drop { space.contains($0) }
    return trimmed.isEmpty || trimmed.first == UInt8(ascii: "#")
  }

  /// The records of standard input.
  func inputRecords(_ terminator: UInt8) -> [ArraySlice<UInt8>] {
    let stdin = invocation.stdin
    var lines = stdin.split(separator: terminator, omittingEmptySubsequences: false)
    if stdin.last == terminator || stdin.isEmpty { lines.removeLast() }
    return lines
  }

  /// The numbers of "measfmt: line N: …" (and "line N, field F: …") messages.
  func reportedLines(fields: Bool) -> [Int] {
    messages.map { message -> Int in
      guard message.hasPrefix("measfmt: line ") else {
        fail("a batch message not 'measfmt: line N…': \(message)")
      }
      let rest = message.dropFirst("measfmt: line ".count)
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      let after = rest.dropFirst(digits.count)
      guard let n = Int(digits), n >= 1,
        after.hasPrefix(": ") || (fields && after.hasPrefix(", field "))
      else { fail("a batch message not 'measfmt: line N…': \(message)") }
      return n
    }
  }

  func checkLines(_ plan: Invocation.Plan) {
    let lines = inputRecords(plan.terminator)
    let headers = min(plan.header, lines.count)
    var measurementLines: [Int] = []
    for (i, line) in lines.enumerated()
    where i >= headers && !Self.isBlankOrComment(line, readsLocale: plan.readsLocale) {
      measurementLines.append(i + 1)
    }
    let (records, terminated) = Records.split(result.stdout, terminator: plan.terminator)
    guard terminated else { fail("a batch record without its terminator") }
    let headerRecords = plan.format == .json ? 0 : headers
    guard records.count >= headerRecords else { fail("header lines lost") }
    for (i, record) in records.prefix(headerRecords).enumerated() {
      if plan.format == .plain {
        var line = lines[i]
        if line.last == 0x0D { line = line.dropLast() }
        guard record == String(decoding: line, as: UTF8.self) else {
          fail("header line \(i + 1) not written as it came: \(Invariants.debug(record))")
        }
      } else if let problem = Records.passThroughProblem(record, format: plan.format) {
        fail("header line \(i + 1) (\(plan.format)): \(problem): \(Invariants.debug(record))")
      }
    }
    let formatted = records.dropFirst(headerRecords)
    for record in formatted {
      if let problem = Records.measurementProblem(record, format: plan.format) {
        fail("stdout (\(plan.format)): \(problem): \(Invariants.debug(record))")
      }
    }
    let reported = reportedLines(fields: false)
    guard reported == reported.sorted(), Set(reported).count == reported.count,
      reported.allSatisfy(measurementLines.contains)
    else { fail("reported lines \(reported) of the measurement lines \(measurementLines)") }
    let m = measurementLines.count
    switch plan.invalid {
    case .fail, .warn:
      guard formatted.count + reported.count == m else {
        fail(
          "lost lines: \(m) measurements, \(formatted.count) written, \(reported.count) reported")
      }
      let expected: Int32 =
        plan.invalid == .fail && !reported.isEmpty ? ExitStatus.badInput : ExitStatus.success
      guard result.status == expected else {
        fail("status \(result.status) with \(reported.count) bad lines (\(plan.invalid))")
      }
    case .ignore:
      guard reported.isEmpty, formatted.count <= m, result.status == ExitStatus.success else {
        fail("ignore: messages, more records than lines, or a status")
      }
    case .abort:
      if let bad = reported.first {
        guard reported.count == 1, result.status == ExitStatus.badInput,
          formatted.count == measurementLines.filter({ $0 < bad }).count
        else { fail("abort: stop at line \(bad) after the lines before it, status 1") }
      } else {
        guard formatted.count == m, result.status == ExitStatus.success else {
          fail("abort: \(m) measurements, \(formatted.count) written, status \(result.status)")
        }
      }
    }
  }

  // MARK: - Fields

  func checkFields(_ plan: Invocation.Plan, csv: Bool) {
    let lines = inputRecords(plan.terminator)
    let (records, terminated) = Records.split(result.stdout, terminator: plan.terminator)
    for record in records {
      if let problem = Records.passThroughProblem(record, format: plan.format) {
        fail("stdout (\(plan.format)): \(problem): \(Invariants.debug(record))")
      }
    }
    let reported = reportedLines(fields: true)
    guard reported == reported.sorted() else { fail("messages out of order: \(reported)") }
    switch plan.invalid {
    case .fail:
      let expected = reported.isEmpty ? ExitStatus.success : ExitStatus.badInput
      guard result.status == expected else { fail("fail: status \(result.status)") }
    case .warn:
      guard result.status == ExitStatus.success else { fail("warn: status \(result.status)") }
    case .ignore:
      guard reported.isEmpty, result.status == ExitStatus.success else {
        fail("ignore: a message or a status")
      }
    case .abort:
      guard reported.count <= 1, result.status == Int32(reported.count) else {
        fail("abort: one message at most, status 1 with it")
      }
    }
    // Every line gives one record (CSV records may span lines; abort stops before the
    // line of its message).
    guard !csv else { return }
    if plan.invalid == .abort, let bad = reported.first {
      guard records.count == bad - 1 else {
        fail("abort at line \(bad): \(records.count) lines written before it")
      }
      return
    }
    guard records.count == lines.count else {
      fail("\(lines.count) lines in, \(records.count) records out")
    }
    let inputTerminated = invocation.stdin.isEmpty || invocation.stdin.last == plan.terminator
    guard terminated == (inputTerminated || plan.format == .json) else {
      fail("the last line's ending is not as it came")
    }
  }
}
