@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// Reading an option's value: names, cases, digit counts, the delimiter.
extension OptionSpec {
  /// "a, b or c".
  static func orList(_ items: [String]) -> String {
    items.count > 1
      ? items.dropLast().joined(separator: ", ") + " or " + items.last! : items.joined()
  }

  /// An option whose value is one of the names of `type` (`--width narrow`).
  static func oneOf<T: NamedValue>(
    _ type: T.Type, long: String, short: Character? = nil, value: String, help: String,
    set: @escaping @Sendable (inout Options, T) -> Void
  ) -> OptionSpec {
    OptionSpec(
      long: long, short: short,
      kind: .value(name: value) { (o, v) throws(UsageError) in
        set(&o, try named(T.self, v, option: long))
      }, help: help, values: .names(T.names))
  }

  /// An option whose value is one of the cases of `type` (`--format json`).
  static func oneOf<T: RawRepresentable & CaseIterable & Sendable>(
    _ type: T.Type, long: String, short: Character? = nil, value: String, help: String,
    set: @escaping @Sendable (inout Options, T) -> Void
  ) -> OptionSpec where T.RawValue == String {
    OptionSpec(
      long: long, short: short,
      kind: .value(name: value) { (o, v) throws(UsageError) in
        set(&o, try choice(T.self, v, option: long))
      }, help: help, values: .names(T.allCases.map(\.rawValue)))
  }

  /// An option whose value is taken as it is (`--locale de-CH`).
  static func text(
    long: String, short: Character? = nil, value: String, values: Values = .none, help: String,
    set: @escaping @Sendable (inout Options, String) -> Void
  ) -> OptionSpec {
    OptionSpec(
      long: long, short: short,
      kind: .value(name: value) { (o, v) throws(UsageError) in set(&o, v) }, help: help,
      values: values)
  }

  /// An option whose value is a digit count or range (`--fraction-digits 0...2`).
  static func digits(
    long: String, help: String, set: @escaping @Sendable (inout Options, ClosedRange<Int>) -> Void
  ) -> OptionSpec {
    OptionSpec(
      long: long, short: nil,
      kind: .value(name: "N|MIN...MAX") { (o, v) throws(UsageError) in
        set(&o, try digitRange(v, option: long))
      }, help: help)
  }

  static func named<T: NamedValue>(_ type: T.Type, _ value: String, option: String)
    throws(UsageError) -> T
  {
    guard let result = T(name: value) else {
      throw invalidValue(value, option: option, expected: T.names)
    }
    return result
  }

  static func choice<T: RawRepresentable & CaseIterable>(
    _ type: T.Type, _ value: String, option: String
  ) throws(UsageError) -> T where T.RawValue == String {
    guard let result = T(rawValue: value) else {
      throw invalidValue(value, option: option, expected: T.allCases.map(\.rawValue))
    }
    return result
  }

  static func invalidValue(_ value: String, option: String, expected: [String])
    -> UsageError
  {
    let list = orList(expected)
    let suggestions = Suggestions(expected).closest(to: value, limit: 1)
    return UsageError(
      "invalid value '\(Quoted.text(value))' for '--\(option)'; expected \(list)."
        + Suggestions.didYouMean(suggestions))
  }

  /// "3" → 3...3; "0...2" → 0...2.
  static func digitRange(_ value: String, option: String) throws(UsageError) -> ClosedRange<Int> {
    func number(_ text: Substring) -> Int? {
      guard !text.isEmpty, text.utf8.count <= 9,
        text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
      else { return nil }
      return Int(text)
    }
    let bad = UsageError(
      "invalid value '\(Quoted.text(value))' for '--\(option)'; expected N or MIN...MAX, e.g. 2 or 0...3."
    )
    if let dots = value.firstRange(of: "...") {
      guard let low = number(value[..<dots.lowerBound]),
        let high = number(value[dots.upperBound...])
      else { throw bad }
      guard low <= high else {
        throw UsageError(
          "invalid value '\(Quoted.text(value))' for '--\(option)'; MIN must not be greater than MAX."
        )
      }
      return low...high
    }
    guard let n = number(Substring(value)) else { throw bad }
    return n...n
  }

  /// `-d C`: exactly one character, which cannot be a line ending.
  static func delimiter(_ value: String) throws(UsageError) -> String {
    let scalars = value.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first else {
      var message =
        "invalid value '\(Quoted.text(value))' for '--delimiter'; the delimiter must be a single character."
      if value == "\\t" { message += " For a tab, write -d $'\\t' (or press Ctrl-V Tab)." }
      throw UsageError(message)
    }
    guard scalar != "\n" && scalar != "\r" else {
      throw UsageError(
        "invalid value '\(Quoted.text(value))' for '--delimiter'; a line ending cannot separate fields."
      )
    }
    return value
  }
}
