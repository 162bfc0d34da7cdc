extension Unicode.Scalar {
  /// Whether the scalar is a bidi mark: U+061C ARABIC LETTER MARK, U+200E LEFT-TO-RIGHT
  /// MARK or U+200F RIGHT-TO-LEFT MARK. Locale data puts them around numbers and units
  /// (ar "‏٥ كم", he "‎-5 ק״מ"); they take no room and are kept as they are.
  var isBidiMark: Bool {
    self == "\u{061C}" || self == "\u{200E}" || self == "\u{200F}"
  }
}

extension FormattedMeasurement {
  /// Whether a run is a literal of bidi marks only (see ``Unicode/Scalar/isBidiMark``):
  /// what spacing and splicing look through.
  func isBidiMarks(_ run: Run) -> Bool {
    guard run.part == .literal else { return false }
    let text = text(of: run)
    return !text.isEmpty && text.unicodeScalars.allSatisfy(\.isBidiMark)
  }
}
