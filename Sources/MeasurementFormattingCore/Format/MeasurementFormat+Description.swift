// What `print` shows for a format: the initialiser that makes it, only what is not the
// default (the locale always).

extension MeasurementFormat: CustomStringConvertible {
  /// The configuration as the initialiser that makes it: the locale as a BCP 47 tag and
  /// every option that is not its default.
  ///
  /// ```swift
  /// print(try MeasurementFormat(locale: "de"))  // MeasurementFormat(locale: "de")
  /// print(try MeasurementFormat(width: .narrow, locale: "en-US", usage: .personHeight))
  /// // MeasurementFormat(width: .narrow, locale: "en-US", usage: .personHeight)
  /// ```
  public var description: String {
    var arguments: [String] = []
    if width != .abbreviated { arguments.append("width: .\(width.option)") }
    arguments.append("locale: \"\(languageTag)\"")
    if number != NumberOptions() { arguments.append("number: \(number)") }
    if usage != .asProvided { arguments.append("usage: .\(usage.option)") }
    if hidesUnit { arguments.append("hidesUnit: true") }
    if !unitOptions.isEmpty {
      let members = UnitOptions.named.filter { unitOptions.contains($0.0) }.map { "." + $0.1 }
      arguments.append("unitOptions: [" + members.joined(separator: ", ") + "]")
    }
    var text = "MeasurementFormat(" + arguments.joined(separator: ", ") + ")"
    // Not an argument of the initialiser: a property set afterwards.
    if range != RangeOptions() { text += " with range: \(range)" }
    if let grammaticalCase { text += " with grammaticalCase: .\(grammaticalCase.option)" }
    if includesSpokenForm { text += " with includesSpokenForm: true" }
    return text
  }
}
