extension TextStyle {
  /// A font size: one of Apple's semantic text styles, or a size relative to body text.
  ///
  /// Semantic styles keep their meaning across renderers: HTML writes their size
  /// relative to body text (Apple's default sizes: caption is 12 pt against a 17 pt
  /// body, so `0.71em`); a terminal cannot change size, so text smaller than body is
  /// shown dim and headline and titles bold.
  ///
  /// ```swift
  /// TextStyle.Font.caption.scale          // 0.71
  /// TextStyle.Font.relative(0.8).name     // "80%"
  /// TextStyle.Font(name: "title2")?.scale // 1.29
  /// ```
  public struct Font: Hashable, Sendable, CustomStringConvertible {
    enum Storage: Hashable, Sendable {
      /// An index into ``Font/textStyleNames``.
      case textStyle(UInt8)
      case relative(Double)
    }
    let storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    /// The semantic text styles, largest first.
    static let textStyleNames = [
      "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
      "footnote", "caption", "caption2",
    ]
    /// Apple's default point sizes (Large content size) divided by body's 17 pt, rounded.
    static let textStyleScales: [Double] = [
      2.0, 1.65, 1.29, 1.18, 1.0, 0.88, 1.0, 0.94, 0.76, 0.71, 0.65,
    ]

    /// Apple's large title, 34 pt at the default size: 2× body text (bold in a terminal).
    public static let largeTitle = Font(.textStyle(0))
    /// Apple's title, 28 pt: 1.65× body text (bold in a terminal).
    public static let title = Font(.textStyle(1))
    /// Apple's second-level title, 22 pt: 1.29× body text (bold in a terminal).
    public static let title2 = Font(.textStyle(2))
    /// Apple's third-level title, 20 pt: 1.18× body text (bold in a terminal).
    public static let title3 = Font(.textStyle(3))
    /// Body size, semibold.
    public static let headline = Font(.textStyle(4))
    /// Apple's subheadline, 15 pt: 0.88× body text (dim in a terminal).
    public static let subheadline = Font(.textStyle(5))
    /// Body text, 17 pt: the size others are relative to.
    public static let body = Font(.textStyle(6))
    /// Apple's callout, 16 pt: 0.94× body text (dim in a terminal).
    public static let callout = Font(.textStyle(7))
    /// Apple's footnote, 13 pt: 0.76× body text (dim in a terminal).
    public static let footnote = Font(.textStyle(8))
    /// Apple's caption, 12 pt: 0.71× body text (dim in a terminal); the usual choice for a
    /// smaller unit.
    public static let caption = Font(.textStyle(9))
    /// Apple's second caption, 11 pt: 0.65× body text (dim in a terminal).
    public static let caption2 = Font(.textStyle(10))

    /// A size relative to body text: 0.8 is 80 %.
    public static func relative(_ scale: Double) -> Font { Font(.relative(scale)) }

    /// A semantic style by name (`caption`, `title2`, `largeTitle`, case-insensitive,
    /// `large-title` too) or a relative size (`80%`, `0.8`); nil otherwise.
    public init?(name: String) {
      let key = name.lowercased().replacingDashes()
      if let index = Font.textStyleNames.firstIndex(where: { $0.lowercased() == key }) {
        self.init(.textStyle(UInt8(index)))
      } else if key.hasSuffix("%"), let percent = Double(key.dropLast()), percent > 0,
        percent.isFinite
      {
        self.init(.relative(percent / 100))
      } else if let scale = Double(key), scale > 0, scale.isFinite,
        key.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E })
      {
        self.init(.relative(scale))
      } else {
        return nil
      }
    }

    /// The size relative to body text (caption 0.71, title 1.65).
    public var scale: Double {
      switch storage {
      case .textStyle(let index): return Font.textStyleScales[Int(index)]
      case .relative(let scale): return scale
      }
    }

    /// The semantic style's name (`caption`), or nil for a relative size.
    public var textStyleName: String? {
      if case .textStyle(let index) = storage { return Font.textStyleNames[Int(index)] }
      return nil
    }

    /// The spec name: `caption`, or a relative size as a percentage (`80%`).
    public var name: String {
      switch storage {
      case .textStyle(let index): return Font.textStyleNames[Int(index)]
      case .relative(let scale): return NumberText.decimal(scale * 100, maxFractionDigits: 2) + "%"
      }
    }

    /// The spec name, as ``name``.
    public var description: String { name }

    /// The weight the font implies when the style sets none: semibold for headline
    /// (Apple's headline is body size, semibold), nil for every other font.
    ///
    /// ```swift
    /// TextStyle.Font.headline.impliedWeight  // .semibold
    /// TextStyle.Font.caption.impliedWeight   // nil
    /// ```
    package var impliedWeight: Weight? {
      if case .textStyle(4) = storage { return .semibold }
      return nil
    }
  }

  /// A font weight, as Apple's `Font.Weight`, with its CSS number.
  ///
  /// ```swift
  /// TextStyle.Weight.semibold.value  // 600
  /// TextStyle.Weight(name: "bold")   // .bold
  /// ```
  public struct Weight: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The CSS weight, 100 (ultra light) to 900 (black).
    public let value: Int

    init(value: Int) { self.value = value }

    /// Ultra light: CSS `font-weight: 100`.
    public static let ultraLight = Weight(value: 100)
    /// Thin: CSS `font-weight: 200`.
    public static let thin = Weight(value: 200)
    /// Light: CSS `font-weight: 300`.
    public static let light = Weight(value: 300)
    /// Regular, the weight of body text: CSS `font-weight: 400`.
    public static let regular = Weight(value: 400)
    /// Medium: CSS `font-weight: 500`.
    public static let medium = Weight(value: 500)
    /// Semibold (Apple's headline): CSS `font-weight: 600`.
    public static let semibold = Weight(value: 600)
    /// Bold: CSS `font-weight: 700`.
    public static let bold = Weight(value: 700)
    /// Heavy: CSS `font-weight: 800`.
    public static let heavy = Weight(value: 800)
    /// Black, the heaviest: CSS `font-weight: 900`.
    public static let black = Weight(value: 900)

    static let names = [
      "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]

    /// A weight by name (`bold`, `ultraLight`, `ultra-light`, case-insensitive) or CSS
    /// number (`100`…`900` in hundreds).
    public init?(name: String) {
      let key = name.lowercased().replacingDashes()
      if let index = Weight.names.firstIndex(where: { $0.lowercased() == key }) {
        self.init(value: (index + 1) * 100)
      } else if let number = Int(key), number % 100 == 0, (100...900).contains(number) {
        self.init(value: number)
      } else {
        return nil
      }
    }

    /// The name: `regular`, `semibold`, …
    public var name: String { Weight.names[value / 100 - 1] }
    /// The name, as ``name``.
    public var description: String { name }

    /// Whether `lhs` is lighter than `rhs`: ``thin`` < ``regular`` < ``bold``.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
  }
}

/// Codable as its spec name (`"caption"`, `"80%"`).
extension TextStyle.Font: Codable, NameCodable {
  package static var nameKind: String { "font" }

  /// Decodes a font from its spec name (`"caption"`, `"80%"`); a string that names no
  /// font is `DecodingError.dataCorrupted`.
  ///
  /// ```swift
  /// try JSONDecoder().decode(TextStyle.Font.self, from: Data(#""caption""#.utf8))  // .caption
  /// ```
  public init(from decoder: any Decoder) throws { try self.init(decodingNameFrom: decoder) }

  /// Encodes the font's spec name, as one JSON string.
  ///
  /// ```swift
  /// String(decoding: try JSONEncoder().encode(TextStyle.Font.relative(0.8)), as: UTF8.self)
  /// // "\"80%\""
  /// ```
  public func encode(to encoder: any Encoder) throws { try encodeName(to: encoder) }
}

/// Codable as its name (`"bold"`).
extension TextStyle.Weight: Codable, NameCodable {
  package static var nameKind: String { "weight" }

  /// Decodes a weight from its name (`"bold"`, `"600"`); a string that names no weight is
  /// `DecodingError.dataCorrupted`.
  ///
  /// ```swift
  /// try JSONDecoder().decode(TextStyle.Weight.self, from: Data(#""bold""#.utf8))  // .bold
  /// ```
  public init(from decoder: any Decoder) throws { try self.init(decodingNameFrom: decoder) }

  /// Encodes the weight's name, as one JSON string.
  ///
  /// ```swift
  /// String(decoding: try JSONEncoder().encode(TextStyle.Weight.bold), as: UTF8.self)  // "\"bold\""
  /// ```
  public func encode(to encoder: any Encoder) throws { try encodeName(to: encoder) }
}

extension String {
  /// "large-title" → "largetitle" (for case-insensitive name matching).
  fileprivate func replacingDashes() -> String {
    String(unicodeScalars.filter { $0 != "-" && $0 != "_" })
  }
}
