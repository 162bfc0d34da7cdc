@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// A library option the command line takes by name (`--width narrow`): what
/// ``OptionSpec/oneOf(_:long:short:value:help:set:)`` needs of it. The library's option
/// types have these members; the conformances are declared here, for the CLI only.
protocol NamedValue: Sendable {
  static var names: [String] { get }
  init?(name: String)
}

extension UnitWidth: NamedValue {}
extension NumberOptions.Notation: NamedValue {}
extension NumberOptions.SignDisplay: NamedValue {}
extension NumberOptions.Grouping: NamedValue {}
extension NumberOptions.RoundingMode: NamedValue {}
extension RangeOptions.Collapse: NamedValue {}
extension GrammaticalCase: NamedValue {}
extension RangeOptions.IdentityFallback: NamedValue {}
extension WhitespacePolicy: NamedValue {}
extension ColumnAlignment: NamedValue {}
