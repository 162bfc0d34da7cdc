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

  @inline(__always)
  static func isSpace(_ s: Unicode.Scalar) -> Bool {
    s == " " || (s.value >= 0x09 && s.value <= 0x0D)
      || (s.value >= 0x80 && s.properties.isWhitespace)
  }

  /// The key of a text: every run of white space one U+0020, none at either end.
  static func key(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var result = String.UnicodeScalarView()
    var pendingSpace = false
    for s in scalars {
      if isSpace(s) {
        pendingSpace = !result.isEmpty
        continue
      }
      if pendingSpace {
        result.append(" ")
        pendingSpace = false
      }
      result.append(s)
    }
    return String(result)
  }

  /// The key of a number's surroundings: before it, the placeholder, after it.
  static func key(
    before: ArraySlice<Unicode.Scalar>, after: ArraySlice<Unicode.Scalar>
  ) -> String {
    var result = String.UnicodeScalarView()
    var pendingSpace = false
    func add(_ s: Unicode.Scalar) {
      if isSpace(s) {
        pendingSpace = !result.isEmpty
        return
      }
      if pendingSpace {
        result.append(" ")
        pendingSpace = false
      }
      result.append(s)
    }
    for s in before { add(s) }
    add(placeholder)
    for s in after { add(s) }
    return String(result)
  }

  /// A key without its spaces: "5km" reads as "5 km" where nothing else differs.
  static func spaceless(_ key: String) -> String {
    guard key.utf8.contains(0x20) else { return key }
    var result = String.UnicodeScalarView()
    for s in key.unicodeScalars where s != " " { result.append(s) }
    return String(result)
  }
}
