import Foundation

extension TextStyle {
  /// A style that links to a Foundation `URL`; every other property left out is unset
  /// ("inherit"). The same as passing the URL's text as `link`.
  ///
  /// ```swift
  /// let unit = TextStyle(underline: true, link: URL(string: "https://en.wikipedia.org/wiki/Kilometre"))
  /// unit.link  // "https://en.wikipedia.org/wiki/Kilometre"
  /// ```
  ///
  /// Disfavoured, so that `link: nil` means the `String?` initialiser, as it always did.
  @_disfavoredOverload
  public init(
    font: Font? = nil, weight: Weight? = nil, italic: Bool? = nil, foreground: Color? = nil,
    background: Color? = nil, underline: Bool? = nil, underlineColor: Color? = nil,
    strikethrough: Bool? = nil, strikethroughColor: Color? = nil, baselineOffset: Double? = nil,
    kerning: Double? = nil, tracking: Double? = nil, dim: Bool? = nil, opacity: Double? = nil,
    link: URL?
  ) {
    self.init(
      font: font, weight: weight, italic: italic, foreground: foreground, background: background,
      underline: underline, underlineColor: underlineColor, strikethrough: strikethrough,
      strikethroughColor: strikethroughColor, baselineOffset: baselineOffset, kerning: kerning,
      tracking: tracking, dim: dim, opacity: opacity, link: link?.absoluteString)
  }

  /// ``/MeasurementFormattingCore/TextStyle/link`` as a Foundation `URL` (nil when unset, or
  /// when its text is not one `URL` parses).
  ///
  /// ```swift
  /// var style = TextStyle()
  /// style.linkURL = URL(string: "https://example.com/km")
  /// style.link  // "https://example.com/km"
  /// ```
  public var linkURL: URL? {
    get { link.flatMap { URL(string: $0) } }
    set { link = newValue?.absoluteString }
  }
}
