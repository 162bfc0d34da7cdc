/// Fractions as recipes and forms write them: `1/2`, `1⁄2` (U+2044 FRACTION SLASH), the
/// vulgar fractions `½`, `¼`, `⅔` …, and after a whole number `1 1/2`, `1½`, `1 ½`.
///
/// Two numbers around a slash are a fraction only as people write a fraction
/// (``isVulgar(_:_:)``): proper, in lowest terms, in halves to tenths or in sixteenths,
/// thirty-seconds and sixty-fourths (`3/4`, `5/16`, `1 1/2`), or with a numerator of one
/// (`1/250 s`, a shutter speed). Anything else two numbers with a slash between them are
/// written for every day — a blood pressure (`140/90 mmHg`), a score, a ratio (`16/9`), a
/// date (`12/5`), two values (`50/60 Hz`, `28/39 mpg`), "round the clock" (`24/7`) — and
/// is not a number.
enum Fractions {
  /// The denominators of fractions people write with a numerator above one: Unicode's
  /// vulgar fractions (halves to tenths) and the sixteenths to sixty-fourths that drill
  /// bits, wrenches and rulers are marked in.
  static let denominators: Set<Double> = [2, 3, 4, 5, 6, 7, 8, 9, 10, 16, 32, 64]

  /// Whether `numerator/denominator` is a fraction as people write one: proper (less
  /// than one, more than zero), in lowest terms, with one of ``denominators`` or a
  /// numerator of one.
  static func isVulgar(_ numerator: Double, _ denominator: Double) -> Bool {
    guard numerator >= 1, numerator < denominator else { return false }
    if numerator == 1 { return true }
    guard denominators.contains(denominator) else { return false }
    var (a, b) = (Int(numerator), Int(denominator))
    while b != 0 { (a, b) = (b, a % b) }
    return a == 1
  }

  /// The value of a vulgar fraction character (Unicode's Number Forms and Latin-1's ¼ ½ ¾).
  @inline(__always)
  static func value(of s: Unicode.Scalar) -> Double? {
    s.value < 0xBC ? nil : vulgarValue(s)
  }

  private static func vulgarValue(_ s: Unicode.Scalar) -> Double? {
    switch s.value {
    case 0xBC: 1.0 / 4
    case 0xBD: 1.0 / 2
    case 0xBE: 3.0 / 4
    case 0x2150: 1.0 / 7
    case 0x2151: 1.0 / 9
    case 0x2152: 1.0 / 10
    case 0x2153: 1.0 / 3
    case 0x2154: 2.0 / 3
    case 0x2155: 1.0 / 5
    case 0x2156: 2.0 / 5
    case 0x2157: 3.0 / 5
    case 0x2158: 4.0 / 5
    case 0x2159: 1.0 / 6
    case 0x215A: 5.0 / 6
    case 0x215B: 1.0 / 8
    case 0x215C: 3.0 / 8
    case 0x215D: 5.0 / 8
    case 0x215E: 7.0 / 8
    case 0x2189: 0
    default: nil
    }
  }

  @inline(__always)
  static func isSlash(_ s: Unicode.Scalar) -> Bool { s == "/" || s == "\u{2044}" }

  /// A fraction read at `i`: its value, or for "1/2" read after the digits "1" the
  /// denominator (the digits before are the numerator), and where it ends.
  struct Read {
    var value: Double
    var denominator: Double
    var wholeIsNumerator: Bool
    var end: Int
  }

  /// The fraction that begins at `i`, right after a whole number's digits or at the
  /// start: "/2" (the digits before are its numerator), " 1/2", "½", " ½"; nil when
  /// there is none.
  static func read(
    _ text: ArraySlice<Unicode.Scalar>, _ i: Int, _ digit: (Int) -> Int?
  ) -> Read? {
    let end = text.endIndex
    guard i < end else { return nil }
    if isSlash(text[i]) {
      guard let (denominator, next) = integer(text, i + 1, digit), denominator > 0 else {
        return nil
      }
      return Read(value: 0, denominator: denominator, wholeIsNumerator: true, end: next)
    }
    var j = i
    while j < end && ParseText.isSpace(text[j]) { j += 1 }
    guard j < end else { return nil }
    if let vulgar = value(of: text[j]) {
      return Read(value: vulgar, denominator: 1, wholeIsNumerator: false, end: j + 1)
    }
    guard j > i, let (numerator, slash) = integer(text, j, digit), slash < end,
      isSlash(text[slash]), let (denominator, next) = integer(text, slash + 1, digit),
      isVulgar(numerator, denominator)
    else { return nil }
    return Read(
      value: numerator / denominator, denominator: 1, wholeIsNumerator: false, end: next)
  }

  /// Whether a fraction follows the white space at `i` (" 1/2", " ½"): then the space
  /// ends a whole number rather than separating its groups.
  static func startsFraction(
    _ text: ArraySlice<Unicode.Scalar>, _ i: Int, _ digit: (Int) -> Int?
  ) -> Bool {
    guard let read = read(text, i, digit) else { return false }
    return !read.wholeIsNumerator
  }

  /// The digits at `i` as a whole number (at most 9 of them) and where they end.
  private static func integer(
    _ text: ArraySlice<Unicode.Scalar>, _ i: Int, _ digit: (Int) -> Int?
  ) -> (Double, Int)? {
    var j = i
    var value = 0
    while let d = digit(j) {
      guard j - i < 9 else { return nil }
      value = value * 10 + d
      j += 1
    }
    return j > i ? (Double(value), j) : nil
  }
}
