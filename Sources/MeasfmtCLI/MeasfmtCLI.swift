@_spi(MeasfmtCLI) import MeasurementFormattingCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `measfmt` command: its whole behaviour, callable without a process.
///
/// The module, by folder: `Arguments/` (options and the hand-written parser), `Units/`
/// (symbols people type → CLDR ids, suggestions), `Input/` (numbers and batch lines, from
/// bytes), `Output/` (renderers per format, the `--json` fast path, `--align`), `Command/`
/// (options → formatters; batch mode), `Help/` (`--help`, `--list-units`), `System/`
/// (system calls, buffered streams, "Did you mean").
///
/// ```swift
/// let result = MeasfmtCLI.run(arguments: ["5", "km", "--width", "narrow"])
/// result.stdout  // "5km\n"
/// result.status  // 0
/// ```
public enum MeasfmtCLI {
  /// Runs `measfmt` with `arguments` (without the program name) and returns what it
  /// wrote and its exit status.
  ///
  /// - Parameters:
  ///   - arguments: the command-line arguments, e.g. `["5", "km", "--json"]`.
  ///   - environment: the environment (`LANG`, `NO_COLOR`, `COLUMNS`, `TERM`, …).
  ///   - stdin: the bytes batch mode reads.
  ///   - stdoutIsTerminal: whether to behave as when standard output is a terminal
  ///     (ansi output by default).
  ///   - chunkSize: the most bytes one read of `stdin` returns, to test lines cut anywhere.
  /// - Returns: standard output, standard error and the exit status.
  public static func run(
    arguments: [String], environment: [String: String] = [:], stdin: [UInt8] = [],
    stdoutIsTerminal: Bool = false, chunkSize: Int = .max
  ) -> (stdout: String, stderr: String, status: Int32) {
    let result = runBytes(
      arguments: arguments, environment: environment, stdin: stdin,
      stdoutIsTerminal: stdoutIsTerminal, chunkSize: chunkSize)
    return (
      String(decoding: result.stdout, as: UTF8.self),
      String(decoding: result.stderr, as: UTF8.self),
      result.status
    )
  }

  /// ``run(arguments:environment:stdin:stdoutIsTerminal:chunkSize:)`` with the bytes
  /// written, and the name the program runs under (`numfmt`: numfmt's command line).
  static func runBytes(
    arguments: [String], environment: [String: String] = [:], stdin: [UInt8] = [],
    stdoutIsTerminal: Bool = false, chunkSize: Int = .max, programName: String = "measfmt"
  ) -> (stdout: [UInt8], stderr: [UInt8], status: Int32) {
    let out = OutputStream(.memory)
    let err = OutputStream(.memory)
    var source = MemorySource(stdin, chunkSize: chunkSize)
    let status = execute(
      arguments, environment: environment, source: &source, out: out, err: err,
      terminal: Terminal(stdoutIsTerminal: stdoutIsTerminal, stdinIsTerminal: false, columns: nil),
      programName: programName)
    return (out.bytes, err.bytes, status)
  }

  /// Runs `measfmt` with `stdin` given as text.
  public static func run(
    arguments: [String], environment: [String: String] = [:], stdin: String,
    stdoutIsTerminal: Bool = false
  ) -> (stdout: String, stderr: String, status: Int32) {
    run(
      arguments: arguments, environment: environment, stdin: Array(stdin.utf8),
      stdoutIsTerminal: stdoutIsTerminal)
  }

  /// The program: reads the real arguments, environment and standard input, writes to
  /// the real standard output and error, and exits.
  public static func main() -> Never {
    POSIX.ignoreSIGPIPE()
    // `measfmt >&-`: keep the closed descriptors' numbers taken, and remember.
    let closed = (0...2).map { !POSIX.isOpen(Int32($0)) }
    for fd in 0...2 where closed[fd] { POSIX.fillWithDevNull() }
    let out = OutputStream(.fd(1))
    let err = OutputStream(.fd(2))
    if closed[1] { out.fail(POSIX.ebadf) }
    var source = FileSource(fd: 0)
    let terminal = Terminal(
      stdoutIsTerminal: POSIX.isTerminal(1), stdinIsTerminal: POSIX.isTerminal(0),
      columns: POSIX.terminalColumns(1) ?? POSIX.terminalColumns(2))
    let name = CommandLine.arguments.first.map {
      $0.split(separator: "/").last.map(String.init) ?? $0
    }
    var status = execute(
      Array(CommandLine.arguments.dropFirst()), environment: POSIX.environment(),
      source: &source, out: out, err: err, terminal: terminal, programName: name ?? "measfmt",
      rawArguments: POSIX.arguments().dropFirst().map { $0 })
    out.flush()
    err.flush()
    if let failure = out.failure {
      // A reader that went away (`| head -1`) is a normal end; any other failure is not.
      if failure != POSIX.epipe {
        err.write(
          "\(name == "numfmt" ? "numfmt" : "measfmt"): cannot write to standard output: \(POSIX.describe(failure))\n"
        )
        err.flush()
        status = max(status, ExitStatus.badInput)
      }
    }
    exit(status)
  }

  /// What the defaults depend on.
  struct Terminal {
    var stdoutIsTerminal: Bool
    var stdinIsTerminal: Bool
    var columns: Int?
  }

  static func execute<Source: ByteSource>(
    _ arguments: [String], environment: [String: String], source: inout Source,
    out: OutputStream, err: OutputStream, terminal: Terminal, programName: String = "measfmt",
    rawArguments: [[UInt8]]? = nil
  ) -> Int32 {
    if NumfmtCommand.applies(arguments, programName: programName) {
      return NumfmtCommand.run(
        rawArguments ?? arguments.map { Array($0.utf8) }, programName: programName,
        environment: environment, source: &source, out: out, err: err)
    }
    let options: Options
    do {
      options = try ArgumentParser.parse(arguments)
    } catch {
      if asksForHelp(arguments) {
        out.write(help(environment, terminal))
        return ExitStatus.success
      }
      return fail(error, err)
    }
    if options.showsHelp {
      out.write(help(environment, terminal))
      return ExitStatus.success
    }
    if options.showsVersion {
      out.write(HelpText.versionLine)
      return ExitStatus.success
    }
    if let shell = options.completionShell {
      out.write(CompletionScript.script(for: shell))
      return ExitStatus.success
    }
    if options.listsUnits {
      return listUnits(options, out: out, err: err)
    }

    var configuration: Configuration
    do {
      configuration = try Configuration(
        options,
        context: .init(environment: environment, stdoutIsTerminal: terminal.stdoutIsTerminal))
    } catch {
      return fail(error, err)
    }
    if options.zeroTerminated { out.lineEnd = 0 }

    if options.positionals.isEmpty {
      if terminal.stdinIsTerminal {
        err.write(
          "measfmt: reading \"VALUE UNIT\" lines from the terminal; press Ctrl-D to end.\n")
        err.flush()
      }
      if let plan = configuration.fields {
        var runner = FieldRunner(configuration: configuration, plan: plan, out: out, err: err)
        return runner.run(&source)
      }
      var runner = BatchRunner(configuration: configuration, out: out, err: err)
      return runner.run(&source)
    }
    return formatArguments(options.positionals, &configuration, out: out, err: err)
  }

  /// One measurement after another (`measfmt 5 km 10 mi`), each on its own line, as
  /// numfmt takes several numbers. With abort (the default) the first bad one stops the
  /// run, after the good ones before it; with several, a problem starts with the words of
  /// the measurement it is about.
  private static func formatArguments(
    _ positionals: [String], _ configuration: inout Configuration, out: OutputStream,
    err: OutputStream
  ) -> Int32 {
    let groups = measurementGroups(positionals, configuration)
    // A mistake in the form of any of them ("5 km 10") is a usage error before any output.
    var texts: [Result<MeasurementText, ArgumentProblem>] = []
    for group in groups {
      do throws(ArgumentProblem) {
        texts.append(.success(try measurementText(Array(positionals[group]), configuration)))
      } catch {
        if case .usage(let usage) = error {
          let label = groups.count > 1 ? label(Array(positionals[group])) : ""
          return fail(UsageError(label + usage.message), err)
        }
        texts.append(.failure(error))
      }
    }
    var status = ExitStatus.success
    for (group, text) in zip(groups, texts) {
      let words = Array(positionals[group])
      let label = groups.count > 1 ? label(words) : ""
      let result = formatOne(words, text, label: label, &configuration, out: out, err: err)
      if result == UsageError.status { return result }
      status = max(status, result)
    }
    return status
  }

  /// "'10 mx': ", before a problem with one of several measurements.
  private static func label(_ words: [String]) -> String {
    "'\(Quoted.text(words.joined(separator: " ")))': "
  }

  /// Where each measurement of the arguments starts: at a word that is a value (`10`,
  /// `3...5`, `10mi`, `1.5G`) after a measurement that is whole (a value and a unit, or
  /// one joined word). A number after "per" or "/" belongs to the unit
  /// (`5 liter per 100 kilometer`). With `--input-locale` the arguments are one text.
  static func measurementGroups(_ positionals: [String], _ configuration: Configuration)
    -> [Range<Int>]
  {
    guard configuration.inputFormat == nil, positionals.count > 1 else {
      return [0..<positionals.count]
    }
    func kind(_ word: String) -> (isValue: Bool, isWhole: Bool) {
      var word = word
      return word.withUTF8 { bytes in
        if case .success = MeasurementTextParser.parseValue(bytes) {
          return (true, configuration.defaultUnit != nil)
        }
        if SizeSuffixes.find(bytes) != nil || MeasurementTextParser.splitJoined(bytes) != nil {
          return (true, true)
        }
        return (false, false)
      }
    }
    var groups: [Range<Int>] = []
    var start = 0
    var whole = kind(positionals[0]).isWhole
    for i in 1..<positionals.count {
      let word = kind(positionals[i])
      let previous = positionals[i - 1].lowercased()
      if word.isValue, whole || i - start >= 2, previous != "per", previous != "/" {
        groups.append(start..<i)
        start = i
        whole = word.isWhole
      }
    }
    groups.append(start..<positionals.count)
    return groups
  }

  /// VALUE UNIT, LOW...HIGH UNIT, or VALUEUNIT ("5km"). Words after the unit belong to
  /// it ("5 fl oz", "60 miles per hour").
  private static func formatOne(
    _ positionals: [String], _ parsed: Result<MeasurementText, ArgumentProblem>, label: String,
    _ configuration: inout Configuration, out: OutputStream, err: OutputStream
  ) -> Int32 {
    let problem: String
    do throws(ArgumentProblem) {
      let text = try parsed.get()
      switch configuration.formatText(text) {
      case .success(let string):
        configuration.renderer.write(text: string, to: out)
        return ExitStatus.success
      case .failure(let failure):
        return invalidArguments(
          positionals, label + failure.message, configuration, out: out, err: err)
      case nil:
        break
      }
      switch configuration.format(text) {
      case .success(let formatted):
        configuration.renderer.write(formatted, to: out)
        return ExitStatus.success
      case .failure(let failure):
        problem = failure.message
      }
    } catch {
      switch error {
      case .invalid(let message): problem = message
      case .usage(let usage):
        out.flush()
        return fail(UsageError(label + usage.message), err)
      }
    }
    return invalidArguments(positionals, label + problem, configuration, out: out, err: err)
  }

  /// A VALUE or UNIT that cannot be formatted, as `--invalid` says: abort (the default)
  /// reports it and exits 2, as numfmt does, without the usage lines (the form of the
  /// command was right; the value was not); fail, warn and ignore write the arguments as
  /// they are (as numfmt does), fail and warn report the problem, and only fail exits 1.
  private static func invalidArguments(
    _ positionals: [String], _ problem: String, _ configuration: Configuration,
    out: OutputStream, err: OutputStream
  ) -> Int32 {
    let mode = configuration.invalid
    guard mode != .abort else {
      out.flush()
      err.write("measfmt: \(problem)\n")
      return UsageError.status
    }
    configuration.renderer.format.writeUnformatted(
      positionals.joined(separator: " "), problem: problem, to: out)
    if mode != .ignore {
      out.flush()
      err.write("measfmt: \(problem)\n")
    }
    return mode == .fail ? ExitStatus.badInput : ExitStatus.success
  }

  /// Why the arguments are not a measurement: a mistake in their form (a usage error
  /// whatever `--invalid` says) or a value that cannot be read.
  enum ArgumentProblem: Error {
    case usage(UsageError)
    case invalid(String)
  }

  static func measurementText(_ positionals: [String], _ configuration: Configuration)
    throws(ArgumentProblem) -> MeasurementText
  {
    if let reader = configuration.inputFormat {
      let text = positionals.joined(separator: " ")
      switch LocaleInput.parse(
        text, reader: reader, unit: configuration.defaultUnit?.unit,
        suffixes: configuration.suffixPolicy)
      {
      case .measurement(let measurement): return measurement
      case .problem(let message): throw .invalid(Configuration.sentence(message))
      case .skip: throw .invalid("no measurement in ''.")
      }
    }
    var value = positionals[0]
    if positionals.count == 1 {
      // "1.5G" with --from (or the error that asks for it), a bare number in the unit
      // --from implies, "5km".
      let line = value.withUTF8 { bytes -> MeasurementTextParser.Line? in
        if let sized = MeasurementTextParser.sizeSuffixed(
          bytes, reading: configuration.suffixes, unit: configuration.defaultUnit?.text)
        {
          return sized
        }
        if let unit = configuration.defaultUnit?.text,
          case .success(let (low, high)) = MeasurementTextParser.parseValue(bytes)
        {
          return .measurement(MeasurementText(low: low, high: high, unit: unit))
        }
        return MeasurementTextParser.splitJoined(bytes).map { .measurement($0.0) }
      }
      switch line {
      case .measurement(let text): return text
      case .problem(let message): throw .invalid(Configuration.sentence(message))
      case .skip, nil: break
      }
    }
    let parsed = value.withUTF8 { MeasurementTextParser.parseValue($0) }
    switch parsed {
    case .failure(let problem):
      throw .invalid(Configuration.sentence(problem.message))
    case .success(let (low, high)):
      guard positionals.count >= 2 else {
        throw .usage(UsageError("missing UNIT after '\(Quoted.text(value))'."))
      }
      let unit = positionals.dropFirst().joined(separator: " ")
      return MeasurementText(low: low, high: high, unit: unit)
    }
  }

  private static func help(_ environment: [String: String], _ terminal: Terminal) -> String {
    HelpText.render(
      width: TextWrapper.width(environment: environment, terminalColumns: terminal.columns))
  }

  /// `-h` or `--help` before any `--`: help wins over every other mistake.
  private static func asksForHelp(_ arguments: [String]) -> Bool {
    for argument in arguments {
      if argument == "--" { return false }
      if argument == "-h" || argument == "--help" { return true }
    }
    return false
  }

  static func fail(_ error: UsageError, _ err: OutputStream) -> Int32 {
    err.write(error.report)
    return UsageError.status
  }
}
