#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a number as GNU numfmt does: rounded as `--round` says to the input's
/// precision (or `--format`'s), or scaled to the largest suffix (`--to`), with one
/// decimal below 10; then as printf's `%.*Lf` writes a `long double` (digits correctly
/// rounded, half to even), with the locale's decimal point and, for `--grouping`, its
/// thousands separator.
struct NumfmtWriter {
  let options: NumfmtOptions
  let locale: NumfmtLocale
  let maximumDigits: Int

  init(options: NumfmtOptions, locale: NumfmtLocale) {
    self.options = options
    self.locale = locale
    maximumDigits = NumfmtNumber.acceptableDigits(options.dialect)
  }

  /// Why a number read cannot be written, by numfmt's message.
  enum Failure {
    /// Too many digits for the precision without `--to`, or past 999Y (999Q).
    case tooLarge(String)
    /// The text would not fit numfmt 9.1's buffer (it stops: exit 1).
    case unprintable(String)
  }

  static let intmaxMax = Float80(Int64.max)
  /// The suffixes of powers 1 to 10.
  static let letters: [UInt8] = Array("KMGTPEZYRQ".utf8)

  /// C's conversion of a `long double` to `intmax_t` on x86_64: toward zero, and the
  /// "integer indefinite" value out of range.
  @inline(__always)
  static func truncate(_ v: Float80) -> Int64 {
    guard v >= -9_223_372_036_854_775_808, v < 9_223_372_036_854_775_808 else { return .min }
    return Int64(v)
  }

  /// numfmt's simple_round: to an integer as `round` says, by way of `intmax_t` (a value
  /// past its range is taken apart in multiples of `INTMAX_MAX` first, as numfmt does).
  @inline(__always)
  static func round(_ value: Float80, _ round: NumfmtOptions.Round) -> Float80 {
    // Below INTMAX_MAX the multiple is 0 and the value itself is rounded.
    if value.magnitude < intmaxMax { return Float80(roundInteger(value, round)) }
    let multiple = Float80(truncate(value / intmaxMax))
    let v = value - intmaxMax * multiple
    return intmaxMax * multiple + Float80(roundInteger(v, round))
  }

  @inline(__always)
  private static func roundInteger(_ v: Float80, _ round: NumfmtOptions.Round) -> Int64 {
    @inline(__always)
    func ceiling(_ v: Float80) -> Int64 {
      let t = truncate(v)
      return Float80(t) < v ? t &+ 1 : t
    }
    switch round {
    case .up: return ceiling(v)
    case .down: return 0 &- ceiling(-v)
    case .fromZero: return v < 0 ? 0 &- ceiling(-v) : ceiling(v)
    case .towardsZero: return truncate(v)
    case .nearest: return v < 0 ? truncate(v - 0.5) : truncate(v + 0.5)
    }
  }

  /// numfmt's expld: the value divided by `base` while it is at least `base`, and how
  /// many times.
  @inline(__always)
  static func scaleDown(_ value: Float80, _ base: Float80) -> (Float80, Int) {
    var v = value
    var power = 0
    guard v.isFinite else { return (v, 0) }
    while abs(v) >= base {
      power += 1
      v /= base
    }
    return (v, power)
  }

  /// Appends the number's text to `text` (its suffixes too, not its padding).
  func write(_ value: Float80, precision: Int, to text: inout [UInt8]) -> Failure? {
    let used = options.precision ?? precision
    let x = Self.scaleDown(value, 10).1
    if options.to == .none && x + used > NumfmtNumber.unscaledDigits {
      let g = Self.printf("%Lg", value)
      return .tooLarge(
        used > 0
          ? "value/precision too large to be printed: '\(g)/\(used)' (consider using --to)"
          : "value too large to be printed: '\(g)' (consider using --to)")
    }
    if x > maximumDigits - 1 {
      let last = options.dialect == .v9_1 ? "Y" : "Q"
      return .tooLarge(
        "value too large to be printed: '\(Self.printf("%Lg", value))' (cannot handle values > 999\(last))"
      )
    }
    let start = text.count
    if options.to == .none {
      let scale = NumfmtNumber.power(10, used)
      let v = Self.round(value * scale, options.round) / scale
      fixed(v, precision: used, grouping: options.grouping, to: &text)
      if options.dialect == .v9_1, text.count - start >= 128 {
        return .unprintable("failed to prepare value '\(Self.printf("%Lf", v))' for printing")
      }
    } else {
      let base = Float80(options.to.base)
      var (v, power) = Self.scaleDown(value, base)
      let adjust: Int
      if let user = options.precision {
        adjust = min(power * 3, user)
      } else {
        adjust = abs(v) < 10 ? 1 : 0
      }
      let scale = NumfmtNumber.power(10, adjust)
      v = Self.round(v * scale, options.round) / scale
      if abs(v) >= base {
        v /= base
        power += 1
      }
      let showsPoint = v != 0 && abs(v) < 10 && power > 0
      fixed(v, precision: options.precision ?? (showsPoint ? 1 : 0), grouping: false, to: &text)
      if options.dialect == .v9_1, text.count - start >= 127 {
        return .unprintable("failed to prepare value '\(Self.printf("%Lf", v))' for printing")
      }
      if power > 0 {
        if options.dialect != .v9_1, let separator = options.unitSeparator {
          text.append(contentsOf: separator)
        }
        if power > (options.dialect == .v9_1 ? 8 : 10) {
          // numfmt has letters to Y (9.1) or Q: rounding 999.95Y up writes its "(error)".
          text.append(contentsOf: Array("(error)".utf8))
        } else {
          let lowerK = power == 1 && options.to == .si && options.dialect != .v9_1
          text.append(lowerK ? UInt8(ascii: "k") : Self.letters[power - 1])
        }
        if options.to == .iecI { text.append(UInt8(ascii: "i")) }
      }
    }
    if let suffix = options.suffix {
      if options.dialect == .v9_1 {
        // 9.1 writes into 128 bytes: a suffix that does not fit is cut.
        text.append(contentsOf: suffix.prefix(max(0, 127 - (text.count - start))))
      } else {
        text.append(contentsOf: suffix)
      }
    }
    return nil
  }

  /// printf's `%[']0N.*Lf`: `precision` digits after the point, correctly rounded (half
  /// to even), the locale's point and, with `grouping`, separators; zeros up to
  /// `--format`'s width after the sign.
  func fixed(_ v: Float80, precision: Int, grouping: Bool, to text: inout [UInt8]) {
    let start = text.count
    let negative = v.sign == .minus
    if negative { text.append(UInt8(ascii: "-")) }
    let digitsStart = text.count
    var integerDigits = 0
    if let (whole, fraction) = Self.exactDigits(abs(v), precision) {
      integerDigits = Self.appendDigits(whole, to: &text)
      if precision > 0 {
        text.append(contentsOf: locale.decimalPoint)
        let fractionStart = text.count
        _ = Self.appendDigits(fraction, to: &text)
        let written = text.count - fractionStart
        if written < precision {
          text.insert(
            contentsOf: repeatElement(UInt8(ascii: "0"), count: precision - written),
            at: fractionStart)
        }
      }
    } else {
      // glibc's own conversion, exact at any size; its "." becomes the locale's.
      let printed = Array(Self.printf("%.*Lf", Int32(clamping: precision), abs(v)).utf8)
      let point = printed.firstIndex(of: UInt8(ascii: ".")) ?? printed.count
      integerDigits = point
      text.append(contentsOf: printed[..<point])
      if point < printed.count {
        text.append(contentsOf: locale.decimalPoint)
        text.append(contentsOf: printed[(point + 1)...])
      }
    }
    if grouping, !locale.thousandsSeparator.isEmpty, integerDigits > locale.grouping.primary {
      var at = digitsStart + integerDigits - locale.grouping.primary
      var positions: [Int] = []
      while at > digitsStart {
        positions.append(at)
        at -= locale.grouping.secondary
      }
      for position in positions { text.insert(contentsOf: locale.thousandsSeparator, at: position) }
    }
    // glibc counts the width in characters (a separator of three bytes is one).
    if options.zeroPadding > 0,
      case let width = text[start...].reduce(0, { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }),
      options.zeroPadding > width
    {
      text.insert(
        contentsOf: repeatElement(UInt8(ascii: "0"), count: options.zeroPadding - width),
        at: digitsStart)
    }
  }

  /// The digits of `v` rounded to `precision` decimals, as two integers, when the
  /// arithmetic is exact enough to round right; nil for glibc's conversion instead.
  @inline(__always)
  static func exactDigits(_ v: Float80, _ precision: Int) -> (UInt64, UInt64)? {
    guard precision <= 12, v >= 0 else { return nil }
    let scale = powersOfTen[precision]
    let scaled = precision == 0 ? v : v * Float80(scale)
    // An integer below 2^63 is exact; below 2^50 a product is within 2^-13 of the exact
    // one, so a fraction away from a tie rounds as the exact value does.
    guard scaled < 9_223_372_036_854_775_808 else { return nil }
    let whole = UInt64(scaled)
    let fraction = scaled - Float80(whole)
    if fraction == 0 { return (whole / scale, whole % scale) }
    guard scaled < 1_125_899_906_842_624, abs(fraction - 0.5) >= 1.0 / 1024 else { return nil }
    let n = fraction > 0.5 ? whole + 1 : whole
    return (n / scale, n % scale)
  }

  private static let powersOfTen: [UInt64] = (0...18).map { p in
    var n: UInt64 = 1
    for _ in 0..<p { n *= 10 }
    return n
  }

  /// Appends the decimal digits of `n`; returns how many.
  @inline(__always)
  static func appendDigits(_ n: UInt64, to text: inout [UInt8]) -> Int {
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    var count = 0
    var m = n
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[23 - count] = UInt8(truncatingIfNeeded: m % 10) + 0x30
        m /= 10
        count += 1
      } while m > 0
      text.append(contentsOf: buffer[(24 - count)...])
    }
    return count
  }

  /// C's printf of one `long double` (with a precision before it when the format has `*`).
  static func printf(_ format: String, _ precision: Int32, _ value: Float80) -> String {
    var buffer = [CChar](repeating: 0, count: 5120)
    let n = withVaList([precision, value]) { vsnprintf(&buffer, buffer.count, format, $0) }
    if n >= buffer.count {
      buffer = [CChar](repeating: 0, count: Int(n) + 1)
      _ = withVaList([precision, value]) { vsnprintf(&buffer, buffer.count, format, $0) }
    }
    return text(buffer)
  }

  static func printf(_ format: String, _ value: Float80) -> String {
    var buffer = [CChar](repeating: 0, count: 5120)
    _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
    return text(buffer)
  }

  /// The text of a NUL-terminated buffer.
  private static func text(_ buffer: [CChar]) -> String {
    let end = buffer.firstIndex(of: 0) ?? buffer.count
    return String(decoding: buffer[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
