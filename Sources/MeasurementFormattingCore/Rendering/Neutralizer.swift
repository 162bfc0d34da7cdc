/// Makes text from outside (a custom unit's symbol, locale data) harmless for a
/// terminal or a page, while keeping it visible:
/// - C0 controls (ESC, BEL, CR, LF, TAB, …) become their Control Pictures
///   (U+241B "␛" for ESC), DEL becomes U+2421 "␡";
/// - C1 controls (U+0080–U+009F, e.g. the 8-bit CSI U+009B) become U+FFFD;
/// - bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
///   could reorder the rest of a terminal line or paragraph, become U+FFFD. The bidi
///   *marks* that locale data uses (U+061C, U+200E, U+200F) are kept.
enum Neutralizer {
  /// How many bytes `bytes[i...]` starts with that must be replaced (0 if none), and the
  /// replacement's three UTF-8 bytes.
  @inline(__always)
  static func unsafeSequence(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (
    length: Int, replacement: (UInt8, UInt8, UInt8)
  ) {
    let b = bytes[i]
    if b < 0x20 { return (1, (0xE2, 0x90, 0x80 &+ b)) }
    if b == 0x7F { return (1, (0xE2, 0x90, 0xA1)) }
    if b == 0xC2, i + 1 < bytes.count, bytes[i + 1] >= 0x80, bytes[i + 1] <= 0x9F {
      return (2, (0xEF, 0xBF, 0xBD))
    }
    if b == 0xE2, i + 2 < bytes.count, isBidiControl(bytes[i + 1], bytes[i + 2]) {
      return (3, (0xEF, 0xBF, 0xBD))
    }
    return (0, (0, 0, 0))
  }

  /// Whether a scalar is a bidi embedding, override or isolate (U+202A–U+202E,
  /// U+2066–U+2069): what could reorder the text around it. Not the bidi marks.
  @inline(__always)
  static func isBidiControl(_ scalar: UInt32) -> Bool {
    (0x202A...0x202E).contains(scalar) || (0x2066...0x2069).contains(scalar)
  }

  /// ``isBidiControl(_:)`` for the UTF-8 bytes after a leading E2: E2 80 AA–AE and
  /// E2 81 A6–A9.
  @inline(__always)
  static func isBidiControl(_ b1: UInt8, _ b2: UInt8) -> Bool {
    (b1 == 0x80 && b2 >= 0xAA && b2 <= 0xAE) || (b1 == 0x81 && b2 >= 0xA6 && b2 <= 0xA9)
  }

  /// Whether a byte can start a sequence that ``unsafeSequence(_:at:)`` replaces.
  @inline(__always)
  static func mayStartUnsafe(_ b: UInt8) -> Bool {
    b < 0x20 || b == 0x7F || b == 0xC2 || b == 0xE2
  }

  /// Whether any byte needs replacing. Eight bytes at a time: a word of printable ASCII
  /// (0x20–0x7E, most of a formatted text) is passed over whole; another word is looked
  /// at byte by byte.
  static func needsNeutralizing(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let raw = UnsafeRawPointer(base)
    let n = bytes.count
    var i = 0
    while i < n {
      if i + 8 <= n {
        let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // A byte of 0x80 or more, below 0x20, or 0x7F (DEL: 0x7F + 1 sets its high bit).
        if (word | (word &- 0x20 &* ones) | (word &+ ones)) & highs == 0 {
          i += 8
          continue
        }
      }
      let end = min(i + 8, n)
      while i < end {
        if mayStartUnsafe(bytes[i]) && unsafeSequence(bytes, at: i).length > 0 { return true }
        i += 1
      }
    }
    return false
  }

  /// ``append(_:to:)``, not inlined: for the few texts with something to neutralise.
  @inline(never)
  static func appendNeutralized(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout UTF8Output) {
    append(bytes, to: &output)
  }

  /// Appends `bytes`, which need no replacing (see ``needsNeutralizing(_:)``).
  @inline(__always)
  static func appendClean(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout UTF8Output) {
    let n = bytes.count
    output.reserve(n)
    guard let source = bytes.baseAddress else { return }
    let target = output.base + output.count
    // Measurement runs are a few bytes long: a byte loop beats memmove calls.
    for i in 0..<n { target[i] = source[i] }
    output.count += n
  }

  /// Appends `bytes` with unsafe sequences replaced: up to 3 × `bytes.count`, reserved
  /// first.
  @inline(__always)
  static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout UTF8Output) {
    let n = bytes.count
    output.reserve(3 * n)
    guard let source = bytes.baseAddress else { return }
    let target = output.base
    var j = output.count
    var i = 0
    // Measurement runs are a few bytes long: a byte loop beats memmove calls.
    while i < n {
      let b = source[i]
      if !mayStartUnsafe(b) {
        target[j] = b
        j += 1
        i += 1
        continue
      }
      let (length, r) = unsafeSequence(bytes, at: i)
      if length == 0 {
        target[j] = b
        j += 1
        i += 1
      } else {
        target[j] = r.0
        target[j + 1] = r.1
        target[j + 2] = r.2
        j += 3
        i += length
      }
    }
    output.count = j
  }

  /// The text with unsafe sequences replaced (the same string when there are none).
  static func neutralize(_ text: String) -> String {
    var copy = text
    return copy.withUTF8 { bytes in
      guard needsNeutralizing(bytes) else { return text }
      return UTF8Output.string(estimatedCapacity: bytes.count + 16) { append(bytes, to: &$0) }
    }
  }
}
