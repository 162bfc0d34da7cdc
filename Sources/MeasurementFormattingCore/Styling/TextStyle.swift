/// A portable style for a run of text: what people set on attributed text, in a form
/// every renderer understands (ANSI, HTML, JSON, `AttributedString`).
///
/// Every property is optional, and `nil` means "inherit": when styles cascade
/// (``merging(_:)``), a style overrides only the properties it sets.
///
/// ```swift
/// let base = TextStyle(foreground: .red)
/// let unit = TextStyle(font: .caption)
/// base.merging(unit)  // foreground red, font caption
/// try TextStyle(spec: "bold,fg=#888888")  // weight bold, foreground #888888
/// ```
public struct TextStyle: Hashable, Sendable {
  // Compact storage: a style is copied and merged once per run on hot paths, so the
  // common properties live in 24 bytes of plain integers (0 = unset) and the rare ones
  // (relative font size, baseline offset, kerning, tracking, opacity, link) in a
  // shared immutable box that exists only when one of them is set.
  var foregroundCode: UInt32 = 0
  var backgroundCode: UInt32 = 0
  var underlineColorCode: UInt32 = 0
  var strikethroughColorCode: UInt32 = 0
  /// Two bits each, 0 unset, 1 false, 2 true: italic, underline, strikethrough, dim.
  var flags: UInt8 = 0
  /// 0 unset, 1…11 a semantic text style (index + 1), 0xFF relative (scale in extras).
  var fontCode: UInt8 = 0
  /// 0 unset, else the CSS weight / 100.
  var weightCode: UInt8 = 0
  var extras: Extras?

  /// A semantic text style (`caption`, `headline`, …) or a size relative to body text.
  public var font: Font? {
    @inline(__always) get {
      switch fontCode {
      case 0: return nil
      case 0xFF: return .relative(extras?.fontScale ?? 1)
      default: return Font(.textStyle(fontCode - 1))
      }
    }
    set {
      switch newValue?.storage {
      case nil:
        fontCode = 0
        updateExtras { $0.fontScale = nil }
      case .textStyle(let index)?:
        fontCode = index + 1
        updateExtras { $0.fontScale = nil }
      case .relative(let scale)?:
        fontCode = 0xFF
        updateExtras { $0.fontScale = scale }
      }
    }
  }
  /// The weight of the font (`bold`, `light`, …).
  public var weight: Weight? {
    get { weightCode == 0 ? nil : Weight(value: Int(weightCode) * 100) }
    set { weightCode = newValue.map { UInt8($0.value / 100) } ?? 0 }
  }
  /// The weight the text is shown in: ``weight``, else the one the font implies
  /// (headline is semibold); nil when neither says.
  @inline(__always)
  package var effectiveWeight: Weight? {
    weightCode != 0 ? Weight(value: Int(weightCode) * 100) : font?.impliedWeight
  }
  /// Italic (`true`) or upright (`false`).
  public var italic: Bool? {
    get { flag(0) }
    set { setFlag(0, newValue) }
  }
  /// The colour of the text.
  public var foreground: Color? {
    get { foregroundCode == 0 ? nil : Color(code: foregroundCode) }
    set { foregroundCode = newValue?.code ?? 0 }
  }
  /// The colour behind the text.
  public var background: Color? {
    get { backgroundCode == 0 ? nil : Color(code: backgroundCode) }
    set { backgroundCode = newValue?.code ?? 0 }
  }
  /// Whether the text is underlined.
  public var underline: Bool? {
    get { flag(2) }
    set { setFlag(2, newValue) }
  }
  /// The colour of the underline; the text colour when unset.
  public var underlineColor: Color? {
    get { underlineColorCode == 0 ? nil : Color(code: underlineColorCode) }
    set { underlineColorCode = newValue?.code ?? 0 }
  }
  /// Whether the text is struck through.
  public var strikethrough: Bool? {
    get { flag(4) }
    set { setFlag(4, newValue) }
  }
  /// The colour of the strikethrough line; the text colour when unset.
  public var strikethroughColor: Color? {
    get { strikethroughColorCode == 0 ? nil : Color(code: strikethroughColorCode) }
    set { strikethroughColorCode = newValue?.code ?? 0 }
  }
  /// Raises (positive) or lowers (negative) the text, in points.
  public var baselineOffset: Double? {
    get { extras?.baselineOffset }
    set { updateExtras { $0.baselineOffset = newValue } }
  }
  /// Extra space after each character, in points (Apple's `kern`).
  public var kerning: Double? {
    get { extras?.kerning }
    set { updateExtras { $0.kerning = newValue } }
  }
  /// Extra space between characters, in points (Apple's `tracking`).
  public var tracking: Double? {
    get { extras?.tracking }
    set { updateExtras { $0.tracking = newValue } }
  }
  /// Shown fainter: SGR 2 in a terminal, reduced opacity in HTML.
  public var dim: Bool? {
    get { flag(6) }
    set { setFlag(6, newValue) }
  }
  /// Opacity from 0 (invisible) to 1 (opaque).
  public var opacity: Double? {
    get { extras?.opacity }
    set { updateExtras { $0.opacity = newValue } }
  }
  /// A link target, as the URL's text: OSC 8 in a terminal, `<a href>` in HTML. Only
  /// `http`, `https`, `mailto`, `ftp` and `file` links are rendered (and relative links in
  /// HTML); bytes outside printable ASCII are percent-encoded when written. With
  /// Foundation, `linkURL` reads and writes it as a `URL`.
  ///
  /// ```swift
  /// TextStyle(underline: true, link: "https://en.wikipedia.org/wiki/Kilometre")
  /// ```
  public var link: String? {
    get { extras?.link }
    set { updateExtras { $0.link = newValue } }
  }

  /// A style with nothing set: every property inherits.
  ///
  /// ```swift
  /// TextStyle().isEmpty  // true
  /// ```
  @inline(__always)
  public init() {}

  /// A style; every property left out is unset ("inherit").
  ///
  /// ```swift
  /// let unit = TextStyle(font: .caption, foreground: .brightBlack)
  /// ```
  public init(
    font: Font? = nil, weight: Weight? = nil, italic: Bool? = nil, foreground: Color? = nil,
    background: Color? = nil, underline: Bool? = nil, underlineColor: Color? = nil,
    strikethrough: Bool? = nil, strikethroughColor: Color? = nil, baselineOffset: Double? = nil,
    kerning: Double? = nil, tracking: Double? = nil, dim: Bool? = nil, opacity: Double? = nil,
    link: String? = nil
  ) {
    self.font = font
    self.weight = weight
    self.italic = italic
    self.foreground = foreground
    self.background = background
    self.underline = underline
    self.underlineColor = underlineColor
    self.strikethrough = strikethrough
    self.strikethroughColor = strikethroughColor
    if baselineOffset != nil || kerning != nil || tracking != nil || opacity != nil
      || link != nil
    {
      var box = extras?.values ?? Extras.Values()
      box.baselineOffset = baselineOffset
      box.kerning = kerning
      box.tracking = tracking
      box.opacity = opacity
      box.link = link
      extras = Extras(box)
    }
    self.dim = dim
  }

  /// Whether no property is set.
  ///
  /// ```swift
  /// TextStyle().isEmpty            // true
  /// TextStyle(dim: false).isEmpty  // false: "not dim" is a setting
  /// ```
  public var isEmpty: Bool {
    foregroundCode == 0 && backgroundCode == 0 && underlineColorCode == 0
      && strikethroughColorCode == 0 && flags == 0 && fontCode == 0 && weightCode == 0
      && extras == nil
  }

  /// This style with every property that `other` sets taken from `other`: the cascade.
  ///
  /// ```swift
  /// let base = TextStyle(weight: .bold, foreground: .red)
  /// base.merging(TextStyle(foreground: .blue))  // weight bold, foreground blue
  /// ```
  @inline(__always)
  public func merging(_ other: TextStyle) -> TextStyle {
    var result = self
    result.merge(other)
    return result
  }

  /// Sets every property that `other` sets; see ``merging(_:)``.
  @inline(__always)
  public mutating func merge(_ other: TextStyle) {
    if other.foregroundCode != 0 { foregroundCode = other.foregroundCode }
    if other.backgroundCode != 0 { backgroundCode = other.backgroundCode }
    if other.underlineColorCode != 0 { underlineColorCode = other.underlineColorCode }
    if other.strikethroughColorCode != 0 { strikethroughColorCode = other.strikethroughColorCode }
    if other.flags != 0 {
      // Each two-bit field that `other` sets replaces ours.
      let set = (other.flags | (other.flags >> 1)) & 0b0101_0101
      let mask = set | (set << 1)
      flags = (flags & ~mask) | (other.flags & mask)
    }
    if other.fontCode != 0 { fontCode = other.fontCode }
    if other.weightCode != 0 { weightCode = other.weightCode }
    if let theirs = other.extras {
      if let ours = extras {
        extras = Extras(ours.values.merging(theirs.values))
      } else {
        extras = theirs
      }
    }
    // A semantic font replaces a relative size kept in the extras.
    if fontCode != 0xFF, extras?.fontScale != nil {
      updateExtras { $0.fontScale = nil }
    }
  }

  @inline(__always)
  func flag(_ shift: UInt8) -> Bool? {
    switch (flags >> shift) & 3 {
    case 0: return nil
    case 1: return false
    default: return true
    }
  }

  @inline(__always)
  mutating func setFlag(_ shift: UInt8, _ value: Bool?) {
    let bits: UInt8 = value.map { $0 ? 2 : 1 } ?? 0
    flags = (flags & ~(3 << shift)) | (bits << shift)
  }

  mutating func updateExtras(_ change: (inout Extras.Values) -> Void) {
    var values = extras?.values ?? Extras.Values()
    change(&values)
    extras = values.isEmpty ? nil : Extras(values)
  }

  /// The rarely set properties, shared between copies (immutable).
  final class Extras: Hashable, Sendable {
    struct Values: Hashable, Sendable {
      var fontScale: Double?
      var baselineOffset: Double?
      var kerning: Double?
      var tracking: Double?
      var opacity: Double?
      var link: String?

      var isEmpty: Bool {
        fontScale == nil && baselineOffset == nil && kerning == nil && tracking == nil
          && opacity == nil && link == nil
      }

      func merging(_ other: Values) -> Values {
        Values(
          fontScale: other.fontScale ?? fontScale,
          baselineOffset: other.baselineOffset ?? baselineOffset,
          kerning: other.kerning ?? kerning, tracking: other.tracking ?? tracking,
          opacity: other.opacity ?? opacity, link: other.link ?? link)
      }
    }
    let values: Values

    init(_ values: Values) { self.values = values }

    var fontScale: Double? { values.fontScale }
    var baselineOffset: Double? { values.baselineOffset }
    var kerning: Double? { values.kerning }
    var tracking: Double? { values.tracking }
    var opacity: Double? { values.opacity }
    var link: String? { values.link }

    static func == (lhs: Extras, rhs: Extras) -> Bool {
      lhs === rhs || lhs.values == rhs.values
    }

    func hash(into hasher: inout Hasher) { hasher.combine(values) }
  }
}

extension TextStyle: CustomStringConvertible {
  /// The style as its SPEC: `TextStyle(font=caption,fg=red)`.
  public var description: String { "TextStyle(" + spec + ")" }
}

extension TextStyle {
  /// Bold weight.
  public static let bold = TextStyle(weight: .bold)
  /// Italic.
  public static let italic = TextStyle(italic: true)
  /// Fainter text.
  public static let dim = TextStyle(dim: true)
  /// Underlined.
  public static let underline = TextStyle(underline: true)
}
