/// Numbers written for machines (CSS, spec names): ASCII, `.` as decimal
/// separator, no grouping, no trailing zeros. Not locale-aware on purpose.
enum NumberText {
  private static let powers: [Double] = [1, 10, 100, 1000, 10000, 100_000, 1_000_000]

  /// `value` rounded to at most `maxFractionDigits` (0–6) digits: 0.706 → "0.71" for 2,
  /// 2.0 → "2", -1.5 → "-1.5". Non-finite values give "0".
  static func decimal(_ value: Double, maxFractionDigits: Int) -> String {
    UTF8Output.string(estimatedCapacity: 32) {
      appendDecimal(value, maxFractionDigits: maxFractionDigits, to: &$0)
    }
  }

  /// Appends what ``decimal(_:maxFractionDigits:)`` returns, without making a string.
  static func appendDecimal(_ value: Double, maxFractionDigits: Int, to out: inout UTF8Output) {
    guard value.isFinite else {
      out.append(0x30)
      return
    }
    let digits = min(max(maxFractionDigits, 0), powers.count - 1)
    let scaled = (abs(value) * powers[digits]).rounded()
    guard scaled < 9.0e15 else {
      out.append(contentsOf: value.description)
      return
    }
    let units = UInt64(scaled)
    let divisor = UInt64(powers[digits])
    if units != 0 && value < 0 { out.append(0x2D) }
    appendInteger(units / divisor, to: &out)
    var fraction = units % divisor
    guard fraction != 0 else { return }
    var width = digits
    while fraction % 10 == 0 {
      fraction /= 10
      width -= 1
    }
    // `width` digits, with the leading zeros ("0.05": fraction 5, width 2).
    out.append(0x2E)
    out.reserve(width)
    var position = out.count + width
    out.count = position
    while width > 0 {
      position -= 1
      out.base[position] = 0x30 &+ UInt8(truncatingIfNeeded: fraction % 10)
      fraction /= 10
      width -= 1
    }
  }

  /// Appends a non-negative integer in decimal.
  static func appendInteger(_ value: UInt64, to out: inout UTF8Output) {
    var length = 1
    var rest = value / 10
    while rest > 0 {
      length += 1
      rest /= 10
    }
    out.reserve(length)
    var position = out.count + length
    out.count = position
    var remaining = value
    repeat {
      position -= 1
      out.base[position] = 0x30 &+ UInt8(truncatingIfNeeded: remaining % 10)
      remaining /= 10
    } while remaining > 0
  }
}
