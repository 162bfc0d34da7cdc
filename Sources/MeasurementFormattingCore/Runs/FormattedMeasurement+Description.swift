// What `print` shows for a formatted measurement's parts: no module names, no storage.

extension FormattedMeasurement.Component: CustomStringConvertible {
  /// The value and the unit, as a measurement reads: "5 foot", "0.25 kilometer" (the value
  /// unrounded, as ``value`` holds it).
  ///
  /// ```swift
  /// let us = try MeasurementFormat(locale: "en-US", usage: .personHeight)
  /// print(us.format(1.8, unit: .meter).output)  // [5 foot, 11 inch]
  /// ```
  public var description: String {
    let number: String
    if value == 0 {
      number = value.sign == .minus ? "-0" : "0"
    } else if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      number = String(Int64(value))
    } else {
      number = value.description
    }
    return number + " " + unit
  }
}

extension FormattedMeasurement.Run: CustomStringConvertible {
  /// The UTF-8 offsets and the tags that are set: "0..<1 value integer", "1..<2 whitespace",
  /// "0..<1 value integer startRange", "6..<8 value integer component 1".
  ///
  /// ```swift
  /// let km = try MeasurementFormat(locale: "en").format(5, unit: .kilometer)
  /// print(km.runs)  // [0..<1 value integer, 1..<2 whitespace, 2..<4 unit]
  /// ```
  public var description: String {
    var text = "\(utf8Range.lowerBound)..<\(utf8Range.upperBound) \(part.name)"
    if let numberPart { text += " " + numberPart.name }
    if let source { text += " " + source.name }
    if let component { text += " component \(component)" }
    return text
  }
}
