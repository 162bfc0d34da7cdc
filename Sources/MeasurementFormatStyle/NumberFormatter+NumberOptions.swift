#if !canImport(Darwin)
  import Foundation
  import MeasurementFormatting

  /// What a Foundation `NumberFormatter` asks of the number of a measurement, read from
  /// its properties when ``MeasurementFormatter`` formats: ICU's number options, and what
  /// ICU's skeletons do not express and is applied around them (a multiplier, a rounding
  /// increment, a minimum number of integer digits).
  ///
  /// Read: `numberStyle` (`.scientific` is scientific notation; `.spellOut` spells the
  /// number out, in agreement with the unit's gender: "ten feet", "eine Meile"; the others
  /// are written as `.decimal` with the digits their style gives), `usesSignificantDigits` with
  /// `minimumSignificantDigits`/`maximumSignificantDigits`, `minimumFractionDigits`/
  /// `maximumFractionDigits`, `minimumIntegerDigits`, `usesGroupingSeparator`,
  /// `roundingMode`, `roundingIncrement`, `multiplier`. Linux's `NumberFormatter` gives
  /// each property's style default when it was not set (`.decimal`: up to 3 fraction
  /// digits, grouping; `.none`: no fraction digits, no grouping), as Apple's does.
  struct NumberFormatterOptions: Hashable {
    var options = NumberOptions()
    var multiplier: Double = 1
    /// A positive rounding increment (0.5, 0.25), applied to the value before ICU.
    var roundingIncrement: Double = 0
    var minimumIntegerDigits = 1

    init(_ formatter: NumberFormatter) {
      if formatter.numberStyle == .scientific { options.notation = .scientific }
      if formatter.usesSignificantDigits {
        // Unset significant digits read as -1 on Linux: ICU's defaults, 1 and 6.
        let low = formatter.minimumSignificantDigits > 0 ? formatter.minimumSignificantDigits : 1
        let high =
          formatter.maximumSignificantDigits > 0 ? formatter.maximumSignificantDigits : 6
        options.precision = .significantDigits(min(low, high)...max(low, high))
      } else {
        let low = max(formatter.minimumFractionDigits, 0)
        let high = max(formatter.maximumFractionDigits, 0)
        options.precision = .fractionDigits(min(low, high)...max(low, high))
      }
      options.grouping = formatter.usesGroupingSeparator ? .automatic : .never
      options.roundingMode =
        switch formatter.roundingMode {
        case .ceiling: .ceiling
        case .floor: .floor
        case .down: .down
        case .up: .up
        case .halfDown: .halfDown
        case .halfUp: .halfUp
        default: .halfEven
        }
      if let multiplier = formatter.multiplier?.doubleValue, multiplier.isFinite,
        multiplier != 0
      {
        self.multiplier = multiplier
      }
      if let increment = formatter.roundingIncrement?.doubleValue, increment.isFinite,
        increment > 0
      {
        roundingIncrement = increment
      }
      minimumIntegerDigits = max(formatter.minimumIntegerDigits, 0)
      if formatter.numberStyle == .spellOut {
        // The rule-based format writes the number as it is ("one point five"): no digits
        // to round to, no integer digits to pad.
        options.notation = .spellOut
        options.precision = nil
        minimumIntegerDigits = 1
      }
    }

    /// The value as ICU is to format it: multiplied, then rounded to the increment by the
    /// rounding mode (the increment's multiple is computed in binary floating point: 0.1
    /// steps of large values may be off in the last place ICU shows).
    func prepared(_ value: Double) -> Double {
      let scaled = value * multiplier
      guard roundingIncrement > 0, scaled.isFinite else { return scaled }
      let steps = scaled / roundingIncrement
      // An increment so small that the value has more steps than a double holds (5e-324):
      // the value is its own multiple (found by fuzz-apple: it was ∞).
      guard steps.isFinite else { return scaled }
      let rule: FloatingPointRoundingRule =
        switch options.roundingMode {
        case .ceiling: .up
        case .floor: .down
        case .down: .towardZero
        case .up: .awayFromZero
        case .halfUp: .toNearestOrAwayFromZero
        case .halfDown:
          abs(steps - steps.rounded(.towardZero)) == 0.5 ? .towardZero : .toNearestOrEven
        default: .toNearestOrEven
        }
      var rounded = steps.rounded(rule) * roundingIncrement
      // Rounded past the largest double (1.79e308 to a multiple of 81): the largest
      // multiple below it, not ∞ (found by fuzz-apple).
      var below = steps.rounded(.towardZero)
      while rounded.isInfinite && below.isFinite {
        rounded = below * roundingIncrement
        below = below.magnitude.nextDown * (below < 0 ? -1 : 1)
      }
      return rounded
    }

    /// The text of a formatted measurement with the integer digits padded with the
    /// locale's zeros to ``minimumIntegerDigits`` (5 → "005 km"), or a lone zero before a
    /// decimal separator removed when it is 0 (0.5 → ".5 km"), as ICU does for
    /// `NumberFormatter`.
    func text(of formatted: FormattedMeasurement) -> String {
      guard minimumIntegerDigits != 1 else { return formatted.string }
      let parts = formatted.parts
      guard let first = parts.firstIndex(where: { $0.run.numberPart == .integer }) else {
        return formatted.string
      }
      let integerText = parts.filter { $0.run.numberPart == .integer }.map(\.text).joined()
      let digits = integerText.unicodeScalars.filter { $0.properties.numericType == .decimal }
      var result = ""
      for (index, part) in parts.enumerated() {
        if index == first {
          if minimumIntegerDigits == 0 {
            let isZero = digits.allSatisfy { $0.properties.numericValue == 0 }
            let next = parts.indices.contains(index + 1) ? parts[index + 1].run.numberPart : nil
            if isZero && next == .decimal { continue }
          } else if digits.count < minimumIntegerDigits, let digit = digits.first,
            let value = digit.properties.numericValue,
            let zero = Unicode.Scalar(digit.value - UInt32(value))
          {
            result += String(repeating: Character(zero), count: minimumIntegerDigits - digits.count)
          }
        }
        result += part.text
      }
      return result
    }
  }
#endif
