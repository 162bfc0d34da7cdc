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
}
