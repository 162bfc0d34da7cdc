import FuzzSupport

@testable import MeasfmtCLIUnderFuzz

/// Holds the contract's own tables against the CLI before any input is fuzzed, so that a
/// harness whose rules the CLI has outgrown stops at once — in CI's seed run too — and
/// says what to update, instead of stopping on a fuzzed input as a "crash":
///
/// 1. every option of `OptionSpec.all` has sample values (``OptionSamples``);
/// 2. each ``Conflict``'s example is refused, with a message naming what it must;
/// 3. every option alone and every pair of options, with each sample value, with
///    VALUE UNIT and with lines on standard input, is refused by the CLI exactly when
///    the conflict table says so, and its whole run keeps the contract.
public enum SelfCheck {
  private static let done: Void = run()

  /// Runs the check the first time it is called.
  public static func once() { _ = done }

  /// How many command lines the last check ran.
  nonisolated(unsafe) public private(set) static var commandLines = 0

  static func run() {
    var problems: [String] = []
    let missing = OptionSamples.missing
    if !missing.isEmpty {
      problems.append(
        "options \(missing.map { "--" + $0 }) take values the fuzzers know no sample of: add them to OptionSamples.byOption (Fuzz/Sources/CLIContract/OptionSamples.swift)"
      )
    }

    let stdin = Array("5 km\n".utf8)
    for conflict in Conflict.all + [Conflict.listUnitsFilters] {
      let invocation = Invocation(arguments: conflict.example, stdin: stdin)
      let result = invocation.run()
      commandLines += 1
      guard case .measurements(let plan) = invocation.expected,
        plan.conflicts.contains(where: { $0.name == conflict.name })
      else {
        problems.append("conflict '\(conflict)': its example \(conflict.example) is not predicted")
        continue
      }
      guard result.status == UsageError.status, result.stderr.hasPrefix("Error: "),
        conflict.isNamed(in: result.stderr, plan)
      else {
        problems.append(
          "conflict '\(conflict)': \(conflict.example) gives \(result), not a usage error naming \(conflict.names(plan))"
        )
        continue
      }
    }

    // Each option alone and with every other, every sample value, in both modes.
    let options = OptionSamples.all
    let modes: [[String]] = [["5", "km"], []]
    var fragments: [(option: Int, arguments: [String])] = []
    for (i, option) in options.enumerated() {
      for fragment in option.fragments { fragments.append((i, fragment)) }
    }
    var mismatches: [String] = []
    func probe(_ arguments: [String]) {
      let invocation = Invocation(arguments: arguments, stdin: stdin)
      let result = invocation.run()
      commandLines += 1
      let refused = result.status == UsageError.status && result.stderr.hasPrefix("Error: ")
      var predicted: [Conflict] = []
      if case .measurements(let plan) = invocation.expected { predicted = plan.conflicts }
      if refused != !predicted.isEmpty, mismatches.count < 12 {
        mismatches.append(
          refused
            ? "the CLI refuses \(arguments) — \(result.stderr.prefix { $0 != "\n" }) — a combination Conflicts.swift does not list"
            : "the CLI accepts \(arguments), which Conflicts.swift says it refuses (\(predicted))")
      }
      // The whole run keeps the contract (a failure stops here, with the case).
      _ = Checker(invocation: invocation, result: result).check()
    }
    for mode in modes {
      for a in fragments {
        probe(a.arguments + mode)
        for b in fragments where b.option > a.option {
          probe(a.arguments + b.arguments + mode)
        }
      }
    }
    problems += mismatches
    if !problems.isEmpty {
      Invariants.fail(
        "the fuzzers' CLI contract is out of date (Fuzz/Sources/CLIContract/):\n  - "
          + problems.joined(separator: "\n  - "))
    }
    traceLine(
      "self-check: the CLI contract holds for \(commandLines) command lines (\(options.count) options, \(fragments.count) option values, \(Conflict.all.count + 1) conflicts)"
    )
  }
}
