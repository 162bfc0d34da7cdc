extension StringProtocol {
  /// The text without the blanks at either end: spaces of every kind (Unicode's space
  /// separators, U+00A0 and U+202F included) and tabs, as Foundation's
  /// `trimmingCharacters(in: .whitespaces)` trims — without Foundation.
  ///
  /// ```swift
  /// " \tkm\u{A0}".trimmingBlanks()  // "km"
  /// ```
  func trimmingBlanks() -> String {
    func isBlank(_ s: Unicode.Scalar) -> Bool {
      s == "\t" || s.properties.generalCategory == .spaceSeparator
    }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isBlank($0) }),
      let last = scalars.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }

  /// The text without white space at either end: blanks, line breaks and every other
  /// scalar Unicode calls white space — how unit input is read (`" km\n"` → `"km"`).
  ///
  /// ```swift
  /// "\u{2003}km/h\n".trimmingWhitespace()  // "km/h"
  /// ```
  func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }
}
