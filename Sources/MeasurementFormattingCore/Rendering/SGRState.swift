/// The SGR attributes a terminal shows for one run, after mapping a ``TextStyle`` to
/// what the terminal can do. Two states are compared to write only what changes.
struct SGRState: Equatable {
  static let bold: UInt8 = 1
  static let faint: UInt8 = 2
  static let italic: UInt8 = 4
  static let underline: UInt8 = 8
  static let strike: UInt8 = 16

  var flags: UInt8 = 0
  /// Colours as ``SGRColor`` codes; 0 is the terminal's default.
  var foreground: UInt32 = 0
  var background: UInt32 = 0
  var underlineColor: UInt32 = 0

  static let plain = SGRState()

  var isPlain: Bool { self == .plain }

  /// How a terminal with `support` shows `style`:
  /// - bold: a weight of semibold or more; without a weight, headline (semibold), the
  ///   titles and relative sizes above body — a terminal cannot make text larger;
  /// - faint (SGR 2): `dim`; without `dim`, an opacity below 1, a weight of light or
  ///   less, or a font smaller than body (caption, footnote, 80%);
  /// - underline colour (SGR 58) only from ``ColorSupport/palette256`` up;
  /// - nothing for baseline offset, kerning, tracking and strikethrough colour, which a
  ///   terminal cannot show.
  @inline(__always)
  init(_ style: borrowing TextStyle, support: ColorSupport) {
    // The base of most measurements: nothing to work out.
    if style.isEmpty { return }
    // Most restylings set flags and colours only (dim, bold, a colour): no font, weight or
    // opacity to weigh, so the flags map one to one.
    if style.fontCode == 0 && style.weightCode == 0 && style.extras == nil {
      flags =
        (style.italic == true ? Self.italic : 0)
        | (style.underline == true ? Self.underline : 0)
        | (style.strikethrough == true ? Self.strike : 0)
        | (style.dim == true ? Self.faint : 0)
      foreground = SGRColor.encode(style.foreground, support: support)
      background = SGRColor.encode(style.background, support: support)
      if flags & Self.underline != 0 && support >= .palette256 {
        underlineColor = SGRColor.encode(style.underlineColor, support: support)
      }
      return
    }
    var flags: UInt8 = 0
    let font = style.font
    let weight = style.weight ?? font?.impliedWeight
    if let weight {
      if weight.value >= 600 { flags |= Self.bold }
    } else if let font, font.scale > 1 {
      flags |= Self.bold
    }
    let faint: Bool
    if let dim = style.dim {
      faint = dim
    } else {
      faint =
        (weight.map { $0.value <= 300 } ?? false) || (font.map { $0.scale < 1 } ?? false)
        || (style.opacity.map { $0 < 1 } ?? false)
    }
    if faint { flags |= Self.faint }
    if style.italic == true { flags |= Self.italic }
    let underlined = style.underline == true
    if underlined { flags |= Self.underline }
    if style.strikethrough == true { flags |= Self.strike }
    self.flags = flags
    foreground = SGRColor.encode(style.foreground, support: support)
    background = SGRColor.encode(style.background, support: support)
    if underlined && support >= .palette256 {
      underlineColor = SGRColor.encode(style.underlineColor, support: support)
    }
  }

  init() {}

  /// Writes the parameters that take `self` to `next` (without `ESC [` and `m`),
  /// separated by `;`. Returns whether anything was written.
  func writeTransition(to next: SGRState, into out: inout UTF8Output) -> Bool {
    let start = out.count
    func param(_ value: Int) {
      if out.count > start { out.append(0x3B) }
      out.appendDecimal(value)
    }
    let lost = flags & ~next.flags
    let gained = next.flags & ~flags
    if lost & (Self.bold | Self.faint) != 0 {
      // SGR 22 ends both bold and faint; put back the one that stays.
      param(22)
      if next.flags & Self.bold != 0 { param(1) }
      if next.flags & Self.faint != 0 { param(2) }
    } else {
      if gained & Self.bold != 0 { param(1) }
      if gained & Self.faint != 0 { param(2) }
    }
    if gained & Self.italic != 0 { param(3) }
    if lost & Self.italic != 0 { param(23) }
    if gained & Self.underline != 0 { param(4) }
    if lost & Self.underline != 0 { param(24) }
    if gained & Self.strike != 0 { param(9) }
    if lost & Self.strike != 0 { param(29) }
    if foreground != next.foreground {
      SGRColor.write(next.foreground, layer: .foreground, into: &out, first: out.count == start)
    }
    if background != next.background {
      SGRColor.write(next.background, layer: .background, into: &out, first: out.count == start)
    }
    if underlineColor != next.underlineColor {
      SGRColor.write(next.underlineColor, layer: .underline, into: &out, first: out.count == start)
    }
    return out.count > start
  }

  /// Writes `0` followed by every attribute of `self`: the transition through a reset.
  func writeFromReset(into out: inout UTF8Output) {
    out.append(0x30)
    _ = SGRState.plain.writeTransitionAfterReset(to: self, into: &out)
  }

  private func writeTransitionAfterReset(to next: SGRState, into out: inout UTF8Output) -> Bool {
    // After "0" every following parameter needs a leading ";".
    let marker = out.count
    out.append(0x3B)
    let wrote = writeTransition(to: next, into: &out)
    if !wrote { out.move(from: marker, length: 0, to: marker) }
    return wrote
  }
}

/// Colours for ``SGRState`` as the terminal shows them, packed in a `UInt32` so that
/// states compare cheaply: 0 the default colour, else the kind in the top byte (1 one
/// of the 16 named colours, 2 a palette entry, 3 RGB) and the value in the low 24 bits.
enum SGRColor {
  enum Layer {
    case foreground, background, underline
  }

  /// The colour (nil: the default) as a terminal with `support` can show it: RGB
  /// becomes the nearest palette entry without true colour, and a named colour
  /// without the palette.
  @inline(__always)
  static func encode(_ color: TextStyle.Color?, support: ColorSupport) -> UInt32 {
    guard let color else { return 0 }
    switch color.form {
    case .named(let index):
      return 1 << 24 | UInt32(index)
    case .palette(let index):
      return support >= .palette256 ? 2 << 24 | UInt32(index) : pack(color.nearestNamed)
    case .rgb(let r, let g, let b):
      switch support {
      case .trueColor: return 3 << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
      case .palette256: return pack(color.nearestPaletteEntry)
      default: return pack(color.nearestNamed)
      }
    }
  }

  private static func pack(_ color: TextStyle.Color) -> UInt32 {
    switch color.form {
    case .named(let index): return 1 << 24 | UInt32(index)
    case .palette(let index): return 2 << 24 | UInt32(index)
    case .rgb(let r, let g, let b): return 3 << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }
  }

  static func write(_ code: UInt32, layer: Layer, into out: inout UTF8Output, first: Bool) {
    if !first { out.append(0x3B) }
    let kind = code >> 24
    let value = Int(code & 0xFF_FFFF)
    let (base, bright, extended, reset): (Int, Int, Int, Int) =
      switch layer {
      case .foreground: (30, 90, 38, 39)
      case .background: (40, 100, 48, 49)
      case .underline: (-1, -1, 58, 59)
      }
    switch kind {
    case 0:
      out.appendDecimal(reset)
    case 1 where base >= 0:
      out.appendDecimal(value < 8 ? base + value : bright + value - 8)
    case 1, 2:
      out.appendDecimal(extended)
      out.append(";5;")
      out.appendDecimal(value)
    default:
      out.appendDecimal(extended)
      out.append(";2;")
      out.appendDecimal(value >> 16)
      out.append(0x3B)
      out.appendDecimal((value >> 8) & 0xFF)
      out.append(0x3B)
      out.appendDecimal(value & 0xFF)
    }
  }
}
