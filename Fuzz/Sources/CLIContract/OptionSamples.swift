@testable import MeasfmtCLIUnderFuzz

/// Valid values for every option of the CLI's table (`OptionSpec.all`), so that the
/// fuzzers and the self-check use each option the table has, new ones included: the
/// table's own names where it lists them (`--width narrow|abbreviated|wide`), else the
/// samples here by the kind of value (`.locales`, `.units`, …) or by the option. An
/// option that takes a value of neither kind fails the self-check until it has samples
/// here.
public enum OptionSamples {
  static let locales = ["de", "ar-EG", "he", "fr-CH", "en-US"]
  static let units = ["km", "MB", "°C"]
  /// `--to`: a unit of the quantity, and the scales.
  static let targets = ["mi", "si", "iec", "iec-i", "natural"]
  /// Options whose value the table gives no names for.
  static let byOption: [String: [String]] = [
    "fraction-digits": ["2", "0...3"],
    "significant-digits": ["3", "1...2"],
    "unit-style": ["bold", "fg=#888888,italic", "link=https://example.com/?a=1&b=\"2\""],
    "value-style": ["dim", "underline,bg=blue"],
    "field": ["1", "2-", "1:km", "-2", "1,3:MB"],
    "delimiter": [",", "\t", ":", "\""],
    "header": ["2"],
    "fit": ["8", "3", "40"],
    // GNU numfmt's mode and the coreutils version it follows.
    "numfmt": ["9.1", "9.10"],
  ]

  /// The valid values of an option that takes one, or nil when none are known.
  static func values(_ spec: OptionSpec) -> [String]? {
    switch spec.values {
    case .names(let names): return names
    case .locales: return locales
    case .units: return units
    case .unitsOfQuantity: return targets
    case .none: return byOption[spec.long]
    }
  }

  /// Each way of giving the option with a valid value, as arguments: `["--width",
  /// "narrow"]`, `["--json"]`, `["--header"]`, `["--header=2"]`; nil when its values are
  /// unknown.
  static func fragments(_ spec: OptionSpec) -> [[String]]? {
    switch spec.kind {
    case .flag:
      return [["--" + spec.long]]
    case .value:
      return values(spec)?.map { ["--" + spec.long, $0] }
    case .optionalValue:
      return values(spec).map { [["--" + spec.long]] + $0.map { ["--\(spec.long)=\($0)"] } }
    }
  }

  /// Every option of the table with its fragments.
  static var all: [(spec: OptionSpec, fragments: [[String]])] {
    OptionSpec.all.compactMap { spec in fragments(spec).map { (spec, $0) } }
  }

  /// The long names of options whose values are unknown here.
  static var missing: [String] {
    OptionSpec.all.filter { fragments($0) == nil }.map(\.long)
  }

  /// Every option of the table with each of its valid values, one command-line fragment
  /// each (`["--width", "narrow"]`, `["--json"]`), for a harness to add one.
  public static let fragments: [[String]] = all.flatMap(\.fragments)

  /// Words for building command lines: every option's names (`-w`, `--width`), every
  /// value above, values in `--name=value` form, and measurements and other arguments.
  public static let tokens: [String] = {
    var words: [String] = []
    for spec in OptionSpec.all {
      words += spec.commandLineNames
      for value in values(spec) ?? [] {
        words.append(value)
        words.append("--\(spec.long)=\(value)")
      }
    }
    words += [
      "--", "-", "5", "-5", "1234.5", "3...5", "nan", "inf", "-inf", "1e400", "1e-400...1e400",
      "km", "°C", "km/h", "foot-and-inch", "kilogram-meter", "5km", "1.5G", "512Ki", "x", "",
      "1 234,5 km", "٥ كم", "#", "-.5", "-3...-1", "--unknown", "-q", "-wnarrow", "-w=wide",
      "--list-units=km", "--color=never",
    ]
    var seen: Set<String> = []
    return words.filter { seen.insert($0).inserted }
  }()
}
