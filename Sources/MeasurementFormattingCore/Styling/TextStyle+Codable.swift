/// A style encodes only the properties it sets, with the same names and spellings
/// as the JSON renderer: `{"font":"caption","foreground":"#888888","link":"https://…"}`.
extension TextStyle: Codable {
  enum CodingKeys: String, CodingKey {
    case font, weight, italic, foreground, background, underline, underlineColor
    case strikethrough, strikethroughColor, baselineOffset, kerning, tracking, dim, opacity
    case link
  }

  /// Decodes a style written by ``encode(to:)``; a key left out leaves that property unset.
  /// An unknown font, weight or colour name is `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      font: try c.decodeIfPresent(Font.self, forKey: .font),
      weight: try c.decodeIfPresent(Weight.self, forKey: .weight),
      italic: try c.decodeIfPresent(Bool.self, forKey: .italic),
      foreground: try c.decodeIfPresent(Color.self, forKey: .foreground),
      background: try c.decodeIfPresent(Color.self, forKey: .background),
      underline: try c.decodeIfPresent(Bool.self, forKey: .underline),
      underlineColor: try c.decodeIfPresent(Color.self, forKey: .underlineColor),
      strikethrough: try c.decodeIfPresent(Bool.self, forKey: .strikethrough),
      strikethroughColor: try c.decodeIfPresent(Color.self, forKey: .strikethroughColor),
      baselineOffset: try c.decodeIfPresent(Double.self, forKey: .baselineOffset),
      kerning: try c.decodeIfPresent(Double.self, forKey: .kerning),
      tracking: try c.decodeIfPresent(Double.self, forKey: .tracking),
      dim: try c.decodeIfPresent(Bool.self, forKey: .dim),
      opacity: try c.decodeIfPresent(Double.self, forKey: .opacity),
      link: try c.decodeIfPresent(String.self, forKey: .link))
  }

  /// Encodes the properties the style sets, by name.
  ///
  /// ```swift
  /// try JSONEncoder().encode(TextStyle(font: .caption, foreground: .gray))
  /// // {"font":"caption","foreground":"bright-black"} (keys in any order)
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(font, forKey: .font)
    try c.encodeIfPresent(weight, forKey: .weight)
    try c.encodeIfPresent(italic, forKey: .italic)
    try c.encodeIfPresent(foreground, forKey: .foreground)
    try c.encodeIfPresent(background, forKey: .background)
    try c.encodeIfPresent(underline, forKey: .underline)
    try c.encodeIfPresent(underlineColor, forKey: .underlineColor)
    try c.encodeIfPresent(strikethrough, forKey: .strikethrough)
    try c.encodeIfPresent(strikethroughColor, forKey: .strikethroughColor)
    try c.encodeIfPresent(baselineOffset, forKey: .baselineOffset)
    try c.encodeIfPresent(kerning, forKey: .kerning)
    try c.encodeIfPresent(tracking, forKey: .tracking)
    try c.encodeIfPresent(dim, forKey: .dim)
    try c.encodeIfPresent(opacity, forKey: .opacity)
    try c.encodeIfPresent(link, forKey: .link)
  }
}
