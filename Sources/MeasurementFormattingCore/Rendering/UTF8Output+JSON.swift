/// What JSON output escapes, beyond what JSON requires (quote, backslash, C0 controls):
/// DEL, C1 controls, U+2028/U+2029 (line breaks to JavaScript) and bidi embeddings,
/// overrides and isolates — so that a line is valid JSON and safe to print.
enum JSONEscaping {
  /// Whether none of eight bytes (in any order) needs a look: each is printable ASCII
  /// (0x20–0x7E) and neither the quote nor the backslash.
  @inline(__always)
  static func isPlain(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // A byte of 0x7F or more: its high bit, or the one that adding 1 sets.
    if (word | (word &+ ones)) & highs != 0 { return false }
    // Then every byte is below 0x80: a zero byte after subtracting or XOR shows the rest.
    func hasZero(_ v: UInt64) -> Bool { (v &- ones) & ~v & highs != 0 }
    func hasBelow(_ limit: UInt8) -> Bool {
      (word &- ones &* UInt64(limit)) & ~word & highs != 0
    }
    return !hasBelow(0x20) && !hasZero(word ^ (ones &* 0x22)) && !hasZero(word ^ (ones &* 0x5C))
  }

  /// The length and scalar value of the sequence at `bytes[i...]` that is written as an
  /// escape, or nil when the byte is written as it is.
  @inline(__always)
  static func escape(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (
    length: Int, scalar: UInt32
  )? {
    let b = bytes[i]
    if b < 0x20 || b == 0x22 || b == 0x5C || b == 0x7F { return (1, UInt32(b)) }
    if b == 0xC2, i + 1 < bytes.count, bytes[i + 1] >= 0x80, bytes[i + 1] <= 0x9F {
      return (2, UInt32(bytes[i + 1]))
    }
    if b == 0xE2, i + 2 < bytes.count {
      let b1 = bytes[i + 1]
      let b2 = bytes[i + 2]
      // U+2028, U+2029 (E2 80 A8–A9), then the bidi controls.
      if (b1 == 0x80 && (b2 == 0xA8 || b2 == 0xA9)) || Neutralizer.isBidiControl(b1, b2) {
        return (3, 0x2000 | UInt32(b1 & 0x3F) << 6 | UInt32(b2 & 0x3F))
      }
    }
    return nil
  }
}

extension UTF8Output {
  /// A JSON string literal, quotes included, of UTF-8 text: at most 6 × its bytes + 2,
  /// reserved first. What ``JSONEscaping`` names is written as `\"`, `\\`, `\n`, … or
  /// `\u` escapes.
  mutating func appendJSONString(_ bytes: UnsafeBufferPointer<UInt8>) {
    append(0x22)
    appendJSONStringContents(bytes)
    append(0x22)
  }

  /// The inside of a JSON string literal (no quotes) for UTF-8 text, escaped as
  /// ``appendJSONString(_:)-(UnsafeBufferPointer<UInt8>)`` escapes it. Plain text (the
  /// common case: a run's text is a few bytes of printable ASCII) is copied here, eight
  /// bytes at a time while it can be, through pointers held in registers; the first byte
  /// that needs a look hands the rest to the escaping loop.
  @inline(__always)
  mutating func appendJSONStringContents(_ bytes: UnsafeBufferPointer<UInt8>) {
    let n = bytes.count
    guard let source = bytes.baseAddress, n > 0 else { return }
    reserve(n)
    let target = base + count
    var i = 0
    while i &+ 8 <= n {
      let word = UnsafeRawPointer(source + i).loadUnaligned(as: UInt64.self)
      guard JSONEscaping.isPlain(word) else { break }
      UnsafeMutableRawPointer(target + i).storeBytes(of: word, as: UInt64.self)
      i &+= 8
    }
    while i < n {
      let b = source[i]
      guard b &- 0x20 < 0x5F && b != 0x22 && b != 0x5C else {
        count &+= i
        appendEscapingJSON(UnsafeBufferPointer(rebasing: bytes[i...]))
        return
      }
      target[i] = b
      i &+= 1
    }
    count &+= n
  }

  /// ``appendJSONStringContents(_:)`` for text that may need escapes: at most 6 × its
  /// bytes, reserved first.
  @inline(never)
  mutating func appendEscapingJSON(_ bytes: UnsafeBufferPointer<UInt8>) {
    let n = bytes.count
    reserve(6 * n)
    var j = count
    var i = 0
    // Eight bytes at a time while they are plain (unit ids, locale tags, Latin text).
    if let source = bytes.baseAddress {
      while i &+ 8 <= n {
        let word = UnsafeRawPointer(source + i).loadUnaligned(as: UInt64.self)
        guard JSONEscaping.isPlain(word) else { break }
        UnsafeMutableRawPointer(base + j).storeBytes(of: word, as: UInt64.self)
        i &+= 8
        j &+= 8
      }
    }
    while i < n {
      let b = bytes[i]
      // Printable ASCII but the quote and the backslash: most of every text.
      if b &- 0x20 < 0x5F && b != 0x22 && b != 0x5C {
        base[j] = b
        j &+= 1
        i &+= 1
        continue
      }
      guard let (length, scalar) = JSONEscaping.escape(bytes, at: i) else {
        base[j] = b
        j &+= 1
        i &+= 1
        continue
      }
      base[j] = 0x5C
      switch scalar {
      case 0x22, 0x5C: base[j + 1] = UInt8(scalar)
      case 0x0A: base[j + 1] = 0x6E  // n
      case 0x0D: base[j + 1] = 0x72  // r
      case 0x09: base[j + 1] = 0x74  // t
      case 0x08: base[j + 1] = 0x62  // b
      case 0x0C: base[j + 1] = 0x66  // f
      default:
        let hex: StaticString = "0123456789abcdef"
        let digits = hex.utf8Start
        let v = Int(scalar)
        base[j + 1] = 0x75  // u
        base[j + 2] = digits[(v >> 12) & 15]
        base[j + 3] = digits[(v >> 8) & 15]
        base[j + 4] = digits[(v >> 4) & 15]
        base[j + 5] = digits[v & 15]
        j += 4
      }
      j += 2
      i += length
    }
    count = j
  }

  mutating func appendJSONString(_ text: String) {
    var copy = text
    copy.withUTF8 { appendJSONString($0) }
  }

  /// A JSON number: integers below 10^15 without ".0", the shortest round-tripping
  /// form otherwise, `null` for NaN and infinities (JSON has no such numbers). At most
  /// 24 bytes.
  @inline(__always)
  mutating func appendJSONNumber(_ value: Double) {
    guard value.isFinite else {
      append("null")
      return
    }
    guard value == value.rounded(), abs(value) < 1e15 else {
      if !appendShortFraction(value) { append(contentsOf: value.description) }
      return
    }
    var n = Int64(value)
    if n < 0 {
      append(0x2D)
      n = -n
    }
    // Digits backwards, then moved into place.
    var digits = 0
    var rest = n
    repeat {
      digits += 1
      rest /= 10
    } while rest > 0
    reserve(digits)
    var position = count + digits
    repeat {
      position -= 1
      base[position] = UInt8(truncatingIfNeeded: n % 10) &+ 0x30
      n /= 10
    } while n > 0
    count += digits
  }
}

extension UTF8Output {
  /// Writes `value` as Swift's `description` writes it (the shortest decimal that reads
  /// back as the same `Double`) when that decimal has 1 to 8 fraction digits and
  /// 0.001 ≤ |value| < 10^7, and returns true; returns false, writing nothing, otherwise.
  ///
  /// Why it is exact: with k fraction digits, m = (|value| × 10^k).rounded() is below
  /// 10^15 < 2^50, so the product's error is under 1/8 and m is the nearest integer to
  /// the exact |value| × 10^k; m / 10^k (two exact operands, one rounding) is the
  /// `Double` that the decimal m × 10^-k reads as, so equality means it reads back. The
  /// `Double`s near |value| are more than 10^-k apart (|value| × 10^k < 2^50), so no
  /// other decimal of k digits reads back as |value|: the first k that works gives the
  /// shortest, and it is unique. Such a decimal (under 2^24 with at most 8 binary
  /// fraction digits once exact) is never halfway between two `Double`s, where
  /// `description` and reading could disagree. Swift writes these magnitudes without
  /// an exponent.
  @inline(__always)
  mutating func appendShortFraction(_ value: Double) -> Bool {
    let magnitude = abs(value)
    guard magnitude >= 1e-3, magnitude < 1e7 else { return false }
    var scale = 1.0
    var digits = 0
    var scaled = 0.0
    repeat {
      digits &+= 1
      scale *= 10
      scaled = (magnitude * scale).rounded()
      if scaled / scale == magnitude { break }
    } while digits < 8
    guard scaled / scale == magnitude else { return false }
    let m = UInt64(scaled)
    let power = UInt64(scale)
    let whole = m / power
    var fraction = m % power
    reserve(32)
    if value < 0 {
      base[count] = 0x2D
      count &+= 1
    }
    appendDigits(whole)
    base[count] = 0x2E
    // The fraction's digits, backwards from the last (never 0: a shorter one would read
    // back), with its leading zeros.
    var position = count &+ digits
    repeat {
      base[position] = UInt8(truncatingIfNeeded: fraction % 10) &+ 0x30
      fraction /= 10
      position &-= 1
    } while position > count
    count &+= digits &+ 1
    return true
  }

  /// A number below 10^15 in decimal, room reserved by the caller.
  @inline(__always)
  private mutating func appendDigits(_ value: UInt64) {
    var digits = 1
    var rest = value / 10
    while rest > 0 {
      digits &+= 1
      rest /= 10
    }
    var n = value
    var position = count &+ digits
    repeat {
      position &-= 1
      base[position] = UInt8(truncatingIfNeeded: n % 10) &+ 0x30
      n /= 10
    } while position > count
    count &+= digits
  }
}
