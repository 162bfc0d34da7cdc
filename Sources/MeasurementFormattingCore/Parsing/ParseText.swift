/// How the parser compares text: what a locale writes and what a person types differ in
/// bidi marks and in which space they use, never in anything else that matters.
enum ParseText {
  /// Stands for the number in a unit's pattern: "\u{1} km", "\u{1} Kilometer".
  static let placeholder: Unicode.Scalar = "\u{1}"

  /// The bidi controls ICU writes around numbers and units (U+200E, U+200F, U+061C) and
  /// the embeddings, overrides and isolates a copied text may carry: never meaningful.
  @inline(__always)
  static func isBidiControl(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Unicode's White_Space characters, listed: asking the scalar's properties costs a
  /// table lookup for every letter of a non-Latin text.
  @inline(__always)
  static func isSpace(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x20, 0x09...0x0D: true
    case 0..<0x85: false
    case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// Whether a scalar is a decimal digit (general category Nd, Numeric_Type Decimal):
  /// a bit of a table of the Basic Multilingual Plane made once from the scalars'
  /// properties, which cost a lookup each.
  @inline(__always)
  static func isDigit(_ s: Unicode.Scalar) -> Bool {
    let v = s.value
    if v < 0x80 { return v >= 0x30 && v <= 0x39 }
    if v < 0x10000 { return bmpDigits[Int(v >> 6)] & (1 << UInt64(v & 63)) != 0 }
    return isDigitBeyondBMP(s)
  }

  /// Not inlined: asking a scalar's properties sets up type metadata on entry, which an
  /// inlined copy made every caller pay on every scalar, ASCII ones too.
  @inline(never)
  private static func isDigitBeyondBMP(_ s: Unicode.Scalar) -> Bool {
    s.properties.numericType == .decimal
  }

  private static let bmpDigits: [UInt64] = {
    var words = [UInt64](repeating: 0, count: 0x10000 / 64)
    for v in 0x80..<0x10000 {
      guard let s = Unicode.Scalar(v), s.properties.generalCategory == .decimalNumber else {
        continue
      }
      words[v >> 6] |= 1 << UInt64(v & 63)
    }
    return words
  }()

  /// The key of a text: every run of white space one U+0020, none at either end.
  static func key(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    key(before: scalars, placeholder: false, after: scalars[scalars.endIndex...])
  }

  /// The key of a number's surroundings: before it, the placeholder, after it.
  static func key(
    before: ArraySlice<Unicode.Scalar>, after: ArraySlice<Unicode.Scalar>
  ) -> String {
    key(before: before, placeholder: true, after: after)
  }

  /// The keys are written as UTF-8 straight into the string's storage: appending scalars
  /// to a `String.UnicodeScalarView` one by one costs several times more, and a key is
  /// made for each lookup. The capacity is the text's UTF-8 length (a key is never
  /// longer), so a key of up to 15 bytes ("\u{1} km") is a small string, without an
  /// allocation; the bytes are written by a ``KeyWriter`` on the stack rather than by a
  /// closure, whose captured counters cost an exclusivity check on each scalar.
  private static func key(
    before: ArraySlice<Unicode.Scalar>, placeholder withPlaceholder: Bool,
    after: ArraySlice<Unicode.Scalar>
  ) -> String {
    var capacity = withPlaceholder ? 1 : 0
    for s in before { capacity &+= utf8Length(s) }
    for s in after { capacity &+= utf8Length(s) }
    return String(unsafeUninitializedCapacity: max(capacity, 1)) { buffer in
      var writer = KeyWriter(buffer: buffer)
      for s in before { writer.add(s) }
      if withPlaceholder { writer.add(placeholder) }
      for s in after { writer.add(s) }
      return writer.count
    }
  }

  /// Writes a key: every run of white space one U+0020, none at either end.
  private struct KeyWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var count = 0
    var pendingSpace = false

    @inline(__always)
    mutating func add(_ s: Unicode.Scalar) {
      if isSpace(s) {
        pendingSpace = count > 0
        return
      }
      if pendingSpace {
        buffer[count] = 0x20
        count &+= 1
        pendingSpace = false
      }
      count &+= encode(s, into: buffer, at: count)
    }
  }

  /// A key without the space between the number and its unit ("\u{1}km" for "\u{1} km",
  /// "km\u{1}" for "km \u{1}"): how far a text may differ from ICU's and still be "as
  /// written".
  static func withoutGap(_ key: String) -> String {
    var scalars = Array(key.unicodeScalars)
    guard let at = scalars.firstIndex(of: placeholder) else { return key }
    if at + 1 < scalars.count, scalars[at + 1] == " " {
      scalars.remove(at: at + 1)
    } else if at > 0, scalars[at - 1] == " " {
      scalars.remove(at: at - 1)
    }
    return String(String.UnicodeScalarView(scalars))
  }

  /// The text of a unit in a key, without the number's placeholder: "km" for "\u{1} km",
  /// "大さじ" for "大さじ\u{1}".
  static func unitText(ofKey key: String) -> String {
    let scalars = key.unicodeScalars.map { $0 == placeholder ? " " : $0 }
    return ParseText.key(scalars[...])
  }

  /// The text of scalars as they are (the number handed to ICU, a text in an error).
  static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var capacity = 0
    for s in scalars { capacity &+= utf8Length(s) }
    return String(unsafeUninitializedCapacity: max(capacity, 1)) { buffer in
      var count = 0
      for s in scalars { count &+= encode(s, into: buffer, at: count) }
      return count
    }
  }

  /// How many bytes the UTF-8 of `s` has.
  @inline(__always)
  static func utf8Length(_ s: Unicode.Scalar) -> Int {
    switch s.value {
    case 0..<0x80: 1
    case 0x80..<0x800: 2
    case 0x800..<0x1_0000: 3
    default: 4
    }
  }

  /// Writes the UTF-8 of `s` at `offset` (the standard library's encoding); returns how
  /// many bytes.
  @inline(__always)
  static func encode(
    _ s: Unicode.Scalar, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) -> Int {
    let v = s.value
    if v < 0x80 {
      buffer[offset] = UInt8(truncatingIfNeeded: v)
      return 1
    }
    var count = 0
    for byte in s.utf8 {
      buffer[offset &+ count] = byte
      count &+= 1
    }
    return count
  }

  /// A key without its spaces: "5km" reads as "5 km" where nothing else differs. Nor
  /// its zero-width non-joiners (U+200C): Persian writes one inside a unit's name where
  /// people type a space or nothing ("میلی‌متر", "میلی متر", "میلیمتر": millimeters). A
  /// space before an ASCII digit after anything else stays: "m2" is m², "m 2" is not.
  static func spaceless(_ key: String) -> String {
    guard key.utf8.contains(0x20) || key.utf8.contains(0xE2) else { return key }
    return withoutSpaces(key) { bytes, i in
      i > 0 && i + 1 < bytes.count && isASCIIDigit(bytes[i + 1]) && !isASCIIDigit(bytes[i - 1])
    }
  }

  /// `key`'s UTF-8 without its spaces (but those `keeps` keeps, given the bytes and the
  /// space's index) and its zero-width non-joiners (E2 80 8C).
  static func withoutSpaces(
    _ key: String, keeping keeps: (UnsafeBufferPointer<UInt8>, Int) -> Bool
  ) -> String {
    var key = key
    return key.withUTF8 { bytes in withoutSpaces(bytes, keeping: keeps) }
  }

  private static func withoutSpaces(
    _ bytes: UnsafeBufferPointer<UInt8>, keeping keeps: (UnsafeBufferPointer<UInt8>, Int) -> Bool
  ) -> String {
    String(unsafeUninitializedCapacity: max(bytes.count, 1)) { buffer in
      var count = 0
      var i = 0
      while i < bytes.count {
        let byte = bytes[i]
        if byte == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0x8C {
          i += 3
          continue
        }
        if byte != 0x20 || keeps(bytes, i) {
          buffer[count] = byte
          count += 1
        }
        i += 1
      }
      return count
    }
  }

  @inline(__always)
  static func isASCIIDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// Where `needle` first occurs in `text`, comparing characters (what
  /// `firstRange(of:)` does, without the string-processing runtime it brings into the
  /// static binary); nil when it does not.
  static func firstRange(of needle: some StringProtocol, in text: Substring)
    -> Range<Substring.Index>?
  {
    guard let first = needle.first else { return nil }
    var i = text.startIndex
    while i < text.endIndex {
      if text[i] == first {
        var a = i
        var b = needle.startIndex
        while a < text.endIndex, b < needle.endIndex, text[a] == needle[b] {
          a = text.index(after: a)
          b = needle.index(after: b)
        }
        if b == needle.endIndex { return i..<a }
      }
      i = text.index(after: i)
    }
    return nil
  }
}
