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
  /// - bold: a weight of semibold or more; without a weight, headline, the titles and
  ///   relative sizes above body;
  /// - faint (SGR 2): `dim`; without `dim`, an opacity below 1, a weight of light or
  ///   less, or a font smaller than body (caption, footnote, 80%);
  /// - underline colour (SGR 58) only from ``ColorSupport/palette256`` up;
  /// - nothing for baseline offset, kerning, tracking and strikethrough colour, which a
  ///   terminal cannot show.
  @inline(__always)
  init(_ style: TextStyle, support: ColorSupport) {
    var flags: UInt8 = 0
    let weightCode = style.weightCode != 0 ? style.weightCode : (style.fontCode == 5 ? 6 : 0)
    if weightCode != 0 {
      if weightCode >= 6 { flags |= Self.bold }
    } else if style.fontCode != 0 && style.font?.looksLarger == true {
      flags |= Self.bold
    }
    let faint: Bool
    switch (style.flags >> 6) & 3 {
    case 1: faint = false
    case 2: faint = true
    default:
      faint =
        (weightCode != 0 && weightCode <= 3)
        || (style.fontCode != 0 && style.font?.looksSmaller == true)
        || (style.extras?.opacity.map { $0 < 1 } ?? false)
    }
    if faint { flags |= Self.faint }
    if (style.flags >> 0) & 3 == 2 { flags |= Self.italic }
    let underlined = (style.flags >> 2) & 3 == 2
    if underlined { flags |= Self.underline }
    if (style.flags >> 4) & 3 == 2 { flags |= Self.strike }
    self.flags = flags
    foreground = SGRColor.encode(style.foregroundCode, support: support)
    background = SGRColor.encode(style.backgroundCode, support: support)
    if underlined && support >= .palette256 {
      underlineColor = SGRColor.encode(style.underlineColorCode, support: support)
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

/// Colour codes for ``SGRState``: kind in the top byte (1 named 0–15, 2 palette,
/// 3 RGB), value in the low 24 bits; 0 is the default colour.
enum SGRColor {
  enum Layer {
    case foreground, background, underline
  }

  /// A ``TextStyle/Color`` code (0 unset) as the terminal can show it.
  @inline(__always)
  static func encode(_ code: UInt32, support: ColorSupport) -> UInt32 {
    let kind = code >> 24
    if kind == TextStyle.Color.namedKind || code == 0 { return code }
    let value = code & 0xFF_FFFF
    if kind == TextStyle.Color.paletteKind {
      if support >= .palette256 { return code }
      if value < 16 { return 1 << 24 | value }
      return 1 << 24
        | UInt32(TextStyle.Color.nearestBasic(TextStyle.Color.paletteRGB(UInt8(value))))
    }
    switch support {
    case .trueColor: return code
    case .palette256:
      return 2 << 24
        | UInt32(
          TextStyle.Color.nearestPalette(
            (UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))))
    default:
      return 1 << 24
        | UInt32(
          TextStyle.Color.nearestBasic(
            (UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))))
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
