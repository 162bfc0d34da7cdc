/// Numbers written for machines (CSS, spec names): ASCII, `.` as decimal
/// separator, no grouping, no trailing zeros. Not locale-aware on purpose.
enum NumberText {
  private static let powers: [Double] = [1, 10, 100, 1000, 10000, 100_000, 1_000_000]

  /// `value` rounded to at most `maxFractionDigits` (0–6) digits: 0.706 → "0.71" for 2,
  /// 2.0 → "2", -1.5 → "-1.5". Non-finite values give "0".
  static func decimal(_ value: Double, maxFractionDigits: Int) -> String {
    guard value.isFinite else { return "0" }
    let digits = min(max(maxFractionDigits, 0), powers.count - 1)
    let scaled = (abs(value) * powers[digits]).rounded()
    guard scaled < 9.0e15 else { return value.description }
    let units = UInt64(scaled)
    let divisor = UInt64(powers[digits])
    var text = units == 0 || value > 0 ? "" : "-"
    text += String(units / divisor)
    var fraction = units % divisor
    if fraction != 0 {
      var width = digits
      while fraction % 10 == 0 {
        fraction /= 10
        width -= 1
      }
      let fractionText = String(fraction)
      text += "." + String(repeating: "0", count: width - fractionText.utf8.count) + fractionText
    }
    return text
  }
}
