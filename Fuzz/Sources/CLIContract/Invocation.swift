import FuzzSupport

@testable import MeasfmtCLIUnderFuzz

/// One run of `measfmt` as a fuzzer builds it, and what the command promises for it.
///
/// What the command line means is read with the CLI's own parser and option table
/// (`ArgumentParser.parse`, `OptionSpec.all`), so an option added to the table is known
/// here at once; what the CLI refuses *in combination* is the table of ``Conflict``s, which
/// the self-check (``SelfCheck``) holds against the CLI option by option.
public struct Invocation {
  public var arguments: [String]
  public var environment: [String: String]
  public var stdin: [UInt8]
  /// Whether standard output is a terminal (ansi by default).
  public var terminal: Bool

  public init(
    arguments: [String], environment: [String: String] = [:], stdin: [UInt8] = [],
    terminal: Bool = false
  ) {
    self.arguments = arguments
    self.environment = environment
    self.stdin = stdin
    self.terminal = terminal
  }

  /// What the CLI writes and its exit status.
  public struct Result: Equatable, CustomStringConvertible {
    public var stdout: String
    public var stderr: String
    public var status: Int32

    public var description: String {
      "status \(status)\n  stdout: \(Invariants.debug(String(stdout.prefix(600))))\n  stderr: \(Invariants.debug(String(stderr.prefix(600))))"
    }
  }

  /// Runs the CLI in process; `chunkSize` cuts standard input into reads of that size.
  public func run(chunkSize: Int = .max) -> Result {
    let r = MeasfmtCLI.run(
      arguments: arguments, environment: environment, stdin: stdin,
      stdoutIsTerminal: terminal, chunkSize: chunkSize)
    return Result(stdout: r.stdout, stderr: r.stderr, status: r.status)
  }

  /// A one-line description for failure reports.
  public var context: String {
    let input = String(decoding: stdin.prefix(400), as: UTF8.self)
    return
      "arguments=\(arguments.map(Invariants.debug)) environment=\(environment) terminal=\(terminal) stdin=\(Invariants.debug(input))\(stdin.count > 400 ? "…" : "")"
  }

  // MARK: - What the command line asks for

  /// What the command promises to do with this command line.
  enum Expected {
    /// The parser refuses it: exactly this usage error.
    case refused(UsageError)
    /// `-h`/`--help` (before any `--`): the help, whatever else is wrong.
    case help
    case version
    case completion(CompletionScript.Shell)
    /// `--list-units [FILTER]`.
    case listUnits(filter: String?)
    /// GNU numfmt's mode (`--numfmt`, before any `--`): numfmt's options, messages and
    /// statuses, which coreutils' own suite checks (scripts/numfmt-suite.sh, CI's job
    /// numfmt); here only what every run keeps (a status of 0, 1 or 2, no crash, safe
    /// stderr).
    case numfmt
    /// Measurements: from the arguments, from lines or from fields of lines. A usage
    /// error is still possible (a value the parser takes as text and the configuration
    /// refuses: a locale, a unit, a style), and certain when ``Plan/conflicts`` is not
    /// empty.
    case measurements(Plan)
  }

  /// What a run over measurements writes, from the parsed options.
  struct Plan {
    enum Source: Equatable {
      /// VALUE UNIT (and several of them) on the command line.
      case arguments([String])
      /// Whole lines of standard input.
      case lines
      /// Fields of lines (`--field`, `-d`, `--csv`).
      case fields(csv: Bool)
    }

    var source: Source
    var format: Format
    var invalid: Options.InvalidMode
    /// What ends a record: "\n", or NUL with `-z`.
    var terminator: UInt8
    /// Lines written unchanged first (`--header`).
    var header: Int
    /// `--input-locale`: lines are read as a locale writes them, not by the C syntax.
    var readsLocale: Bool
    var aligns: Bool
    /// The combinations of options the contract says the CLI refuses.
    var conflicts: [Conflict]
    var options: Options
  }

  /// The options as the CLI's parser reads them, or its error.
  var parsed: Swift.Result<Options, UsageError> {
    Swift.Result { () throws(UsageError) in try ArgumentParser.parse(arguments) }
  }

  /// What the command promises, in the order the CLI decides it.
  var expected: Expected {
    if NumfmtCommand.applies(arguments, programName: "measfmt") { return .numfmt }
    if asksForHelp { return .help }
    let options: Options
    switch parsed {
    case .failure(let error): return .refused(error)
    case .success(let o): options = o
    }
    if options.showsHelp { return .help }
    if options.showsVersion { return .version }
    if let shell = options.completionShell { return .completion(shell) }
    if options.listsUnits {
      if options.positionals.count > 1 {
        return .measurements(plan(options, conflicts: [Conflict.listUnitsFilters]))
      }
      return .listUnits(filter: options.positionals.first)
    }
    return .measurements(plan(options, conflicts: nil))
  }

  private func plan(_ options: Options, conflicts: [Conflict]?) -> Plan {
    // The CLI's choice, by name: a format this contract does not know stops the fuzzer
    // here, so that its records get a check before they are fuzzed.
    let format = Format(
      rawValue: Configuration.outputFormat(
        options,
        context: .init(environment: environment, stdoutIsTerminal: terminal)
      ).name)!
    let source: Plan.Source
    if !options.positionals.isEmpty {
      source = .arguments(options.positionals)
    } else if options.fields != nil || options.delimiter != nil || options.csv {
      source = .fields(csv: options.csv)
    } else {
      source = .lines
    }
    var plan = Plan(
      source: source, format: format,
      invalid: options.invalid ?? (options.positionals.isEmpty ? .fail : .abort),
      terminator: options.zeroTerminated ? 0 : 0x0A, header: options.header ?? 0,
      readsLocale: options.inputLocale != nil, aligns: options.align != nil, conflicts: [],
      options: options)
    plan.conflicts = conflicts ?? Conflict.all.filter { $0.applies(plan) }
    return plan
  }

  /// `-h` or `--help` before any `--`: help wins over every other mistake (the contract;
  /// checked against the parser's `showsHelp` in ``SelfCheck``).
  public var asksForHelp: Bool {
    for argument in arguments {
      if argument == "--" { return false }
      if argument == "-h" || argument == "--help" { return true }
    }
    return false
  }

  /// The long names of the options on the command line (before `--`), however they were
  /// spelled (`-w`, `--width`, `--width=narrow`, `-wnarrow`).
  public var givenOptions: Set<String> {
    var names: Set<String> = []
    for argument in arguments {
      if argument == "--" { break }
      guard ArgumentParser.looksLikeOption(argument) else { continue }
      if argument.hasPrefix("--") {
        let name = argument.dropFirst(2).split(separator: "=", maxSplits: 1).first ?? ""
        if OptionSpec.byLong[String(name)] != nil { names.insert(String(name)) }
      } else if let letter = argument.dropFirst().first,
        let spec = OptionSpec.byShort(letter)
      {
        names.insert(spec.long)
      }
    }
    return names
  }
}

/// The output formats whose records the contract checks, by their names (`--format NAME`).
enum Format: String {
  case plain, ansi, html, json
}
