// The single-unit path: one ICU call whose runs the run engine makes (kept by shape, or
// painted from ICU's fields), a custom unit's symbol put in place by the engine, and the
// repairs of what ICU gets wrong or cannot do in Repairs/ (a unit ICU cannot format:
// UnknownUnit.swift).
extension MeasurementFormat {
  /// A configuration derived from this one (made once, kept by the resolved format).
  func derived(_ derivation: ResolvedFormat.Derivation) -> MeasurementFormat {
    MeasurementFormat(resolved.derived(derivation))
  }

  /// A single unit (or a mixed one), its dropped number repaired.
  func formatSingle(_ value: Double, unit: MeasureUnit, into result: inout FormattedMeasurement) {
    // A clock has no unit to hide.
    if unit.isMixed && (!hidesUnit || width == .numeric) {
      result = formatMixed(value, unit: unit)
      return
    }
    formatSingleUnrepaired(value, unit: unit, into: &result)
    if !hidesUnit && !result.showsNumber {
      result = repairDroppedNumber(result, value, unit: unit)
    }
  }

  /// ``formatSingle(_:unit:into:)`` into a result of its own.
  func formatSingle(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement {
    var result = FormattedMeasurement()
    formatSingle(value, unit: unit, into: &result)
    return result
  }

  /// One ICU call into `result`, without the repair of a dropped number.
  @inline(__always)
  func formatSingleUnrepaired(
    _ value: Double, unit: MeasureUnit, into result: inout FormattedMeasurement
  ) {
    let localeID = localeIdentifier
    let isRightToLeft = self.isRightToLeft
    let formatted = resolved.withNumberEntry(.single, unit: icuUnit(unit)) { entry in
      let call = entry.withFormatter { formatter in
        formatter.formatRuns(value, percentIsUnit: entry.percentIsUnit) { text, runs in
          result.assign(
            text, runs: runs, unit: unit.identifier, value: value, localeIdentifier: localeID,
            isRightToLeft: isRightToLeft)
        }
      }
      if case .success? = call { return true }
      return false
    }
    if !formatted { result = formatUnknownToICU(value, unit: unit) }
  }

  /// ``formatSingleUnrepaired(_:unit:into:)`` into a result of its own.
  func formatSingleUnrepaired(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement {
    var result = FormattedMeasurement()
    formatSingleUnrepaired(value, unit: unit, into: &result)
    return result
  }

  /// A custom unit: the locale's short pattern for "meter" with the symbol put in
  /// place of "m", so that order, spacing and bidi marks follow the locale. Where the
  /// locale writes that value without a number (ar "متر" for 1 meter), the pattern
  /// of 100 meters gives the structure; the number is always shown.
  func formatCustom(_ value: Double, symbol: String, into result: inout FormattedMeasurement) {
    let reference = derived(.customReference)
    // The reference shows this very value with the same number options: its number is
    // the one a second ICU call for the number alone would give, so only the unit is
    // replaced (one ICU call, not two), by the run engine, in the text ICU wrote.
    if !hidesUnit, let replaced = reference.formatReplacingUnit(value, symbol: symbol) {
      result = replaced
      return
    }
    var pattern = reference.formatSingleUnrepaired(value, unit: .meter)
    if !hidesUnit && pattern.showsNumber {
      // ICU refused the reference and the fallback wrote it.
      result = pattern.replacingUnit(with: symbol)
    } else {
      if !pattern.showsNumber {
        pattern = reference.formatSingleUnrepaired(100, unit: .meter)
      }
      result = spliced(value, into: pattern, symbol: hidesUnit ? "" : symbol)
    }
    result.unit = ""
    result.output = [.init(unit: symbol, value: value)]
  }

  /// ``formatCustom(_:symbol:into:)`` into a result of its own.
  func formatCustom(_ value: Double, symbol: String) -> FormattedMeasurement {
    var result = FormattedMeasurement()
    formatCustom(value, symbol: symbol, into: &result)
    return result
  }

  /// The reference pattern of a custom unit (this format's "meter") showing `value`,
  /// with the unit replaced by `symbol` (one result, not a reference result and a copy);
  /// nil when ICU shows no number there or refuses the format
  /// (``formatCustom(_:symbol:into:)`` then takes the longer way).
  func formatReplacingUnit(_ value: Double, symbol: String) -> FormattedMeasurement? {
    let localeID = localeIdentifier
    let isRightToLeft = self.isRightToLeft
    return resolved.withNumberEntry(.single, unit: .meter) { entry in
      let call = entry.withFormatter { formatter in
        formatter.formatRuns(value, replacingUnitWith: symbol) {
          (text, runs: UnsafeBufferPointer<FormattedMeasurement.Run>) -> FormattedMeasurement? in
          guard FormattedMeasurement.showsNumber(runs) else { return nil }
          return FormattedMeasurement(
            string: String(decoding: text, as: UTF8.self), runs: Array(runs), unit: "",
            output: [.init(unit: symbol, value: value)], localeIdentifier: localeID,
            isRightToLeft: isRightToLeft)
        }
      }
      guard case .success(let result?)? = call else { return nil }
      return result
    }
  }

  /// The most digits a decimal may print before it is formatted as a Double.
  static let maximumDecimalDigits = 100_000

  /// Roughly how many digits a decimal string prints: its mantissa digits plus a
  /// positive exponent.
  static func decimalDigits(_ text: String) -> Int {
    let utf8 = text.utf8
    guard let e = utf8.firstIndex(where: { $0 == 0x65 || $0 == 0x45 }) else { return utf8.count }
    var digits = text[text.index(after: e)...]
    if digits.first == "-" { return utf8.distance(from: utf8.startIndex, to: e) }
    if digits.first == "+" { digits = digits.dropFirst() }
    // Leading zeros say nothing ("1e000000999999" is 1e999999).
    let significant = digits.drop { $0 == "0" }
    let exponent = significant.count > 9 ? Int.max / 2 : Int(significant) ?? 0
    return utf8.distance(from: utf8.startIndex, to: e) + exponent
  }

  static func isDecimal(_ text: String) -> Bool {
    var sawDigit = false
    var sawExponent = false
    var sawDot = false
    var previous: UInt8 = 0
    for (i, b) in text.utf8.enumerated() {
      switch b {
      case 0x30...0x39: sawDigit = true
      case 0x2B, 0x2D:
        guard i == 0 || previous == 0x65 || previous == 0x45 else { return false }
      case 0x2E:
        guard !sawDot, !sawExponent else { return false }
        sawDot = true
      case 0x65, 0x45:
        guard sawDigit, !sawExponent else { return false }
        sawExponent = true
      default: return false
      }
      previous = b
    }
    return sawDigit && previous != 0x65 && previous != 0x45 && previous != 0x2B && previous != 0x2D
  }
}
