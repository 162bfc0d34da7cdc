import MeasurementFormatting

@testable import MeasfmtCLIUnderFuzz

/// A combination of options, each valid alone, that the CLI refuses with a usage error.
///
/// The CLI decides these in code (`Configuration`, `FieldPlan`, `MeasfmtCLI`), not in a
/// table, so the contract keeps this one; ``SelfCheck`` runs every option with every
/// other (each with its sample values, with VALUE UNIT and with lines) and fails, naming
/// the options, when the CLI refuses a pair this table does not list or accepts one it
/// does. A new conflict in the CLI therefore fails the fuzzers' seed run in CI until it
/// is written here.
struct Conflict: Sendable, CustomStringConvertible {
  let name: String
  /// Whether the command line's options make the CLI refuse it.
  let applies: @Sendable (Invocation.Plan) -> Bool
  /// What the message must name: for each group, one of its spellings (the options, and
  /// the format or value they conflict over).
  let names: @Sendable (Invocation.Plan) -> [[String]]
  /// A command line the CLI refuses for this reason alone.
  let example: [String]

  var description: String { name }

  /// Whether `message` names everything this conflict is about.
  func isNamed(in message: String, _ plan: Invocation.Plan) -> Bool {
    names(plan).allSatisfy { group in group.contains { message.contains($0) } }
  }

  static let all: [Conflict] = [
    toWithUsage, roundWithRounding, alignWithFormat, batchOptionWithArguments, csvWithHTML,
    csvWithAlign, csvQuoteDelimiter, fieldWithTwoUnits, spokenWordsWithAlign,
  ]

  static let toWithUsage = Conflict(
    name: "--to with --usage",
    applies: { $0.options.target != nil && $0.options.usage != .asProvided },
    names: { _ in [["'--to'"], ["'--usage'"]] },
    example: ["--to", "mi", "--usage", "road", "5", "km"])

  static let roundWithRounding = Conflict(
    name: "--round with --rounding",
    applies: { $0.options.round != nil && $0.options.rounding != nil },
    names: { _ in [["'--round'"], ["'--rounding'"]] },
    example: ["--round", "up", "--rounding", "up", "5", "km"])

  /// `--align` pads text for a terminal.
  static let alignWithFormat = Conflict(
    name: "--align with --format json or html",
    applies: { $0.options.align != nil && ($0.format == .json || $0.format == .html) },
    names: { [["'--align'"], ["--format \($0.format.rawValue)", "--\($0.format.rawValue)"]] },
    example: ["--align", "left", "--json"])

  /// `--field`, `-d`, `--csv`, `--header` and `--unit` read lines from standard input.
  static let batchOptionWithArguments = Conflict(
    name: "an option of batch mode with VALUE UNIT",
    applies: { plan in
      guard case .arguments = plan.source else { return false }
      return batchOnly(plan.options) != nil
    },
    names: { plan in
      let option = batchOnly(plan.options) ?? ""
      let spec = OptionSpec.byLong[option]
      return [["'--\(option)'"] + (spec?.short.map { ["'-\($0)'"] } ?? []), ["VALUE UNIT"]]
    },
    example: ["--unit", "km", "5", "km"])

  /// The first option of batch mode given, in the order the CLI checks them.
  static func batchOnly(_ o: Options) -> String? {
    let given: [(Bool, String)] = [
      (o.fields != nil, "field"), (o.delimiter != nil, "delimiter"), (o.csv, "csv"),
      (o.header != nil, "header"), (o.unit != nil, "unit"),
    ]
    return given.first(where: \.0)?.1
  }

  /// `--spoken` makes plain and ansi lines words, which `--align` does not line up.
  static let spokenWordsWithAlign = Conflict(
    name: "--spoken with --align",
    applies: {
      $0.options.spoken == .always && $0.options.align != nil
        && ($0.format == .plain || $0.format == .ansi)
    },
    names: { _ in [["'--align'"], ["'--spoken'"]] },
    example: ["--spoken", "--align", "left"])

  static let csvWithHTML = Conflict(
    name: "--csv with --format html",
    applies: { $0.options.csv && $0.format == .html },
    names: { _ in [["'--csv'"], ["--format html", "--html"]] },
    example: ["--csv", "--html"])

  static let csvWithAlign = Conflict(
    name: "--csv with --align",
    applies: { $0.options.csv && $0.options.align != nil },
    names: { _ in [["'--csv'"], ["'--align'"]] },
    example: ["--csv", "--align", "left"])

  static let csvQuoteDelimiter = Conflict(
    name: "--csv with the delimiter '\"'",
    applies: { $0.options.csv && $0.options.delimiter == "\"" },
    names: { _ in [["'--csv'"], ["'-d'", "'--delimiter'", "delimiter"], ["'\"'"]] },
    example: ["--csv", "-d", "\""])

  /// Two items of `--field` that share a field give it two different units.
  static let fieldWithTwoUnits = Conflict(
    name: "--field giving a field two units",
    applies: { plan in
      guard let items = plan.options.fields?.items else { return false }
      var resolver = UnitResolver()
      let units = items.map { item in
        item.unit.flatMap { text -> MeasureUnit? in
          if case .success(let unit) = resolver.resolve(text) { return unit }
          return nil
        }
      }
      for i in items.indices {
        for j in items.indices where j > i {
          guard let a = units[i], let b = units[j], a != b else { continue }
          let first = max(items[i].first, items[j].first)
          if first <= min(items[i].last ?? .max, items[j].last ?? .max) { return true }
        }
      }
      return false
    },
    names: { _ in [["'--field'"], ["two units"]] },
    example: ["--field", "1:km,1:mi"])

  /// `--list-units` takes one FILTER at most.
  static let listUnitsFilters = Conflict(
    name: "--list-units with two filters",
    applies: { $0.options.listsUnits && $0.options.positionals.count > 1 },
    names: { _ in [["'--list-units'"]] },
    example: ["--list-units", "km", "mi"])
}
