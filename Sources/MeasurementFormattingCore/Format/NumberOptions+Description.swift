// What `print` shows for number options: the Swift that makes them, only what is set.

extension NumberOptions: CustomStringConvertible {
  /// The options as the initialiser that makes them, with only what is set.
  ///
  /// ```swift
  /// print(NumberOptions(precision: .fractionDigits(2), grouping: .never))
  /// // NumberOptions(precision: .fractionDigits(2), grouping: .never)
  /// print(NumberOptions())  // NumberOptions()
  /// ```
  public var description: String {
    var arguments: [String] = []
    if let precision { arguments.append("precision: \(precision)") }
    // The options' cases are spelt as their static members.
    if let roundingMode { arguments.append("roundingMode: .\(roundingMode.option)") }
    if let grouping { arguments.append("grouping: .\(grouping.option)") }
    if let signDisplay { arguments.append("signDisplay: .\(signDisplay.option)") }
    if let notation { arguments.append("notation: .\(notation.option)") }
    return "NumberOptions(" + arguments.joined(separator: ", ") + ")"
  }
}

extension NumberOptions.Precision: CustomStringConvertible {
  /// The precision as the static function that makes it, clamped counts included:
  /// ".fractionDigits(2)", ".significantDigits(1...3)".
  ///
  /// ```swift
  /// print(NumberOptions.Precision.fractionDigits(0...2))  // .fractionDigits(0...2)
  /// print(NumberOptions.Precision.significantDigits(0))   // .significantDigits(1)
  /// ```
  public var description: String {
    let (name, digits) =
      fractionDigits.map { ("fractionDigits", $0) } ?? ("significantDigits", significantDigits!)
    let count =
      digits.lowerBound == digits.upperBound
      ? "\(digits.lowerBound)" : "\(digits.lowerBound)...\(digits.upperBound)"
    return ".\(name)(\(count))"
  }
}
