extension TextStyle {
  /// A colour: one of the 16 named terminal colours, an entry of the 256-colour
  /// palette, or an RGB value.
  ///
  /// Each renderer uses the best form the output allows: ANSI downgrades RGB to the
  /// 256-colour palette or the 16 named colours when the terminal lacks true colour;
  /// HTML writes every colour as `#rrggbb` (named colours as xterm's default palette).
  ///
  /// ```swift
  /// TextStyle.Color.red.name                  // "red"
  /// TextStyle.Color.palette(208).name         // "208"
  /// TextStyle.Color(hex: "#888")?.name        // "#888888"
  /// TextStyle.Color.brightBlue.hex            // "#5c5cff"
  /// ```
  public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Kind in the top byte (1 named 0–15: SGR 30–37/90–97; 2 palette: SGR 38;5;n;
    /// 3 RGB: SGR 38;2;r;g;b), value in the low 24 bits. Never 0, which a
    /// ``TextStyle`` uses for "unset".
    let code: UInt32

    init(code: UInt32) { self.code = code }
    init(named index: UInt8) { code = 1 << 24 | UInt32(index & 15) }

    static let namedKind: UInt32 = 1
    static let paletteKind: UInt32 = 2
    static let rgbKind: UInt32 = 3
    var kind: UInt32 { code >> 24 }
    var value: UInt32 { code & 0xFF_FFFF }

    /// Black: SGR 30 (terminal colour 0); `#000000` in HTML.
    public static let black = Color(named: 0)
    /// Red: SGR 31 (terminal colour 1); `#cd0000` in HTML.
    public static let red = Color(named: 1)
    /// Green: SGR 32 (terminal colour 2); `#00cd00` in HTML.
    public static let green = Color(named: 2)
    /// Yellow: SGR 33 (terminal colour 3); `#cdcd00` in HTML.
    public static let yellow = Color(named: 3)
    /// Blue: SGR 34 (terminal colour 4); `#0000ee` in HTML.
    public static let blue = Color(named: 4)
    /// Magenta: SGR 35 (terminal colour 5); `#cd00cd` in HTML.
    public static let magenta = Color(named: 5)
    /// Cyan: SGR 36 (terminal colour 6); `#00cdcd` in HTML.
    public static let cyan = Color(named: 6)
    /// White (light gray in most terminals): SGR 37 (terminal colour 7); `#e5e5e5` in HTML.
    public static let white = Color(named: 7)
    /// Bright black, also called gray or grey: SGR 90; `#7f7f7f` in HTML.
    public static let brightBlack = Color(named: 8)
    /// Bright red: SGR 91 (terminal colour 9); `#ff0000` in HTML.
    public static let brightRed = Color(named: 9)
    /// Bright green: SGR 92 (terminal colour 10); `#00ff00` in HTML.
    public static let brightGreen = Color(named: 10)
    /// Bright yellow: SGR 93 (terminal colour 11); `#ffff00` in HTML.
    public static let brightYellow = Color(named: 11)
    /// Bright blue: SGR 94 (terminal colour 12); `#5c5cff` in HTML.
    public static let brightBlue = Color(named: 12)
    /// Bright magenta: SGR 95 (terminal colour 13); `#ff00ff` in HTML.
    public static let brightMagenta = Color(named: 13)
    /// Bright cyan: SGR 96 (terminal colour 14); `#00ffff` in HTML.
    public static let brightCyan = Color(named: 14)
    /// Bright white: SGR 97 (terminal colour 15); `#ffffff` in HTML.
    public static let brightWhite = Color(named: 15)
    /// The same as ``brightBlack``.
    public static let gray = brightBlack

    /// An entry of the xterm 256-colour palette (0–15 the named colours, 16–231 a
    /// 6×6×6 cube, 232–255 a gray ramp).
    public static func palette(_ index: UInt8) -> Color { Color(code: 2 << 24 | UInt32(index)) }

    /// An RGB colour.
    public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Color {
      Color(code: 3 << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue))
    }

    /// The spec names of the named colours, by index; `bright-black` is also `gray`/`grey`.
    static let names = [
      "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
      "bright-black", "bright-red", "bright-green", "bright-yellow", "bright-blue",
      "bright-magenta", "bright-cyan", "bright-white",
    ]

    /// A colour from `#rgb` or `#rrggbb` (the `#` is optional); nil otherwise.
    public init?(hex: String) {
      var digits = Substring(hex)
      if digits.hasPrefix("#") { digits = digits.dropFirst() }
      var values: [UInt8] = []
      for byte in digits.utf8 {
        guard let v = Color.hexValue(byte) else { return nil }
        values.append(v)
      }
      switch values.count {
      case 3:
        self = .rgb(values[0] * 17, values[1] * 17, values[2] * 17)
      case 6:
        self = .rgb(
          values[0] << 4 | values[1], values[2] << 4 | values[3], values[4] << 4 | values[5])
      default:
        return nil
      }
    }

    /// A colour by its spec name: a named colour (`red`, `bright-red`, `brightRed`,
    /// `gray`, `grey`), a palette index (`0`–`255`) or hex (`#888`, `#888888`).
    public init?(name: String) {
      let lower = name.lowercased()
      if let index = Color.names.firstIndex(of: lower) {
        self.init(named: UInt8(index))
        return
      }
      switch lower {
      case "gray", "grey": self = .brightBlack
      default:
        if lower.hasPrefix("bright"), !lower.hasPrefix("bright-"),
          let index = Color.names.firstIndex(of: "bright-" + lower.dropFirst(6))
        {
          self.init(named: UInt8(index))
        } else if let index = UInt8(lower), lower.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
          self = .palette(index)
        } else if lower.hasPrefix("#") {
          self.init(hex: lower)
        } else {
          return nil
        }
      }
    }

    /// The spec name: `red`, `bright-red`, `208` or `#rrggbb`. ``init(name:)`` reads it back.
    public var name: String {
      switch kind {
      case Color.namedKind: return Color.names[Int(value)]
      case Color.paletteKind: return String(value)
      default: return hex
      }
    }

    /// The spec name, as ``name``.
    public var description: String { name }

    /// The colour as `#rrggbb`; named and palette colours use xterm's default palette.
    public var hex: String {
      let (r, g, b) = rgbComponents
      let digits = Array("0123456789abcdef".utf8)
      let bytes: [UInt8] = [
        0x23, digits[Int(r >> 4)], digits[Int(r & 15)], digits[Int(g >> 4)], digits[Int(g & 15)],
        digits[Int(b >> 4)], digits[Int(b & 15)],
      ]
      return String(decoding: bytes, as: UTF8.self)
    }

    /// Red, green and blue; named and palette colours use xterm's default palette.
    public var rgbComponents: (red: UInt8, green: UInt8, blue: UInt8) {
      switch kind {
      case Color.namedKind, Color.paletteKind: return Color.paletteRGB(UInt8(value & 0xFF))
      default: return (UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
      }
    }

    /// How a colour was given, for renderers that write each form differently (SGR
    /// 30–37/90–97, 38;5;n, 38;2;r;g;b).
    package enum Form: Hashable, Sendable {
      /// One of the 16 named colours, by index (0 black … 15 bright white).
      case named(UInt8)
      /// An entry of the 256-colour palette.
      case palette(UInt8)
      case rgb(red: UInt8, green: UInt8, blue: UInt8)
    }

    /// The colour's form: ``Color/red`` is `.named(1)`, `.palette(208)` is
    /// `.palette(208)`, `#ff8800` is `.rgb(255, 136, 0)`.
    @inline(__always)
    package var form: Form {
      switch kind {
      case Color.namedKind: return .named(UInt8(truncatingIfNeeded: value))
      case Color.paletteKind: return .palette(UInt8(truncatingIfNeeded: value))
      default:
        return .rgb(
          red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
          blue: UInt8(truncatingIfNeeded: value))
      }
    }

    /// One of the 16 named colours, by index (0 black … 15 bright white).
    package static func named(_ index: UInt8) -> Color { Color(named: index) }

    /// The nearest of the 16 named colours: the colour itself when it is one (or a
    /// palette entry below 16), else the nearest in xterm's default palette.
    package var nearestNamed: Color {
      switch form {
      case .named: return self
      case .palette(let index) where index < 16: return Color(named: index)
      case .palette(let index): return Color(named: Color.nearestBasic(Color.paletteRGB(index)))
      case .rgb(let r, let g, let b): return Color(named: Color.nearestBasic((r, g, b)))
      }
    }

    /// An RGB colour as the nearest entry of the palette's cube or gray ramp (16–255);
    /// a named or palette colour as it is.
    package var nearestPaletteEntry: Color {
      guard case .rgb(let r, let g, let b) = form else { return self }
      return .palette(Color.nearestPalette((r, g, b)))
    }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
      switch byte {
      case 0x30...0x39: return byte - 0x30
      case 0x41...0x46: return byte - 0x41 + 10
      case 0x61...0x66: return byte - 0x61 + 10
      default: return nil
      }
    }
  }
}

// MARK: - Palette arithmetic

extension TextStyle.Color {
  /// xterm's default colours for the 16 named entries.
  static let basicRGB: [(UInt8, UInt8, UInt8)] = [
    (0x00, 0x00, 0x00), (0xCD, 0x00, 0x00), (0x00, 0xCD, 0x00), (0xCD, 0xCD, 0x00),
    (0x00, 0x00, 0xEE), (0xCD, 0x00, 0xCD), (0x00, 0xCD, 0xCD), (0xE5, 0xE5, 0xE5),
    (0x7F, 0x7F, 0x7F), (0xFF, 0x00, 0x00), (0x00, 0xFF, 0x00), (0xFF, 0xFF, 0x00),
    (0x5C, 0x5C, 0xFF), (0xFF, 0x00, 0xFF), (0x00, 0xFF, 0xFF), (0xFF, 0xFF, 0xFF),
  ]
  /// The six levels of each axis of the 6×6×6 cube (palette 16–231).
  static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

  static func paletteRGB(_ index: UInt8) -> (UInt8, UInt8, UInt8) {
    switch index {
    case 0..<16:
      return basicRGB[Int(index)]
    case 16..<232:
      let i = Int(index) - 16
      return (cubeLevels[i / 36], cubeLevels[(i / 6) % 6], cubeLevels[i % 6])
    default:
      let level = UInt8(8 + 10 * (Int(index) - 232))
      return (level, level, level)
    }
  }

  @inline(__always)
  static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
    let dr = Int(a.0) - Int(b.0)
    let dg = Int(a.1) - Int(b.1)
    let db = Int(a.2) - Int(b.2)
    // Weighted for the eye's greater sensitivity to green, less to blue.
    return 3 * dr * dr + 4 * dg * dg + 2 * db * db
  }

  /// The nearest palette entry from 16 up (cube or gray ramp) to an RGB colour.
  static func nearestPalette(_ rgb: (UInt8, UInt8, UInt8)) -> UInt8 {
    func axis(_ v: UInt8) -> Int {
      var best = 0
      for (i, level) in cubeLevels.enumerated()
      where abs(Int(level) - Int(v)) < abs(Int(cubeLevels[best]) - Int(v)) {
        best = i
      }
      return best
    }
    let (r, g, b) = (axis(rgb.0), axis(rgb.1), axis(rgb.2))
    let cube = UInt8(16 + 36 * r + 6 * g + b)
    let average = (Int(rgb.0) + Int(rgb.1) + Int(rgb.2)) / 3
    let grayIndex = UInt8(232 + min(23, max(0, (average - 3) / 10)))
    return distance(paletteRGB(cube), rgb) <= distance(paletteRGB(grayIndex), rgb)
      ? cube : grayIndex
  }

  /// The nearest of the 16 named colours to an RGB colour.
  static func nearestBasic(_ rgb: (UInt8, UInt8, UInt8)) -> UInt8 {
    var best = 0
    var bestDistance = Int.max
    for (i, entry) in basicRGB.enumerated() {
      let d = distance(entry, rgb)
      if d < bestDistance {
        best = i
        bestDistance = d
      }
    }
    return UInt8(best)
  }
}

/// Codable as its spec name (`"red"`, `"208"`, `"#888888"`).
extension TextStyle.Color: Codable, NameCodable {
  package static var nameKind: String { "colour" }

  /// Decodes a colour from its spec name (`"red"`, `"208"`, `"#888888"`); a string that
  /// names no colour is `DecodingError.dataCorrupted`.
  ///
  /// ```swift
  /// try JSONDecoder().decode(TextStyle.Color.self, from: Data(#""#888888""#.utf8))
  /// // .rgb(0x88, 0x88, 0x88), which prints as #888888
  /// ```
  public init(from decoder: any Decoder) throws { try self.init(decodingNameFrom: decoder) }

  /// Encodes the colour's spec name, as one JSON string.
  ///
  /// ```swift
  /// String(decoding: try JSONEncoder().encode(TextStyle.Color.red), as: UTF8.self)  // "\"red\""
  /// ```
  public func encode(to encoder: any Encoder) throws { try encodeName(to: encoder) }
}
