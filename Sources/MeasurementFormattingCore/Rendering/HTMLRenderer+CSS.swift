extension HTMLRenderer {
  /// The inline CSS for a style, properties in a fixed order.
  ///
  /// - font: `font-size` relative to the surrounding text (caption `0.71em`), and
  ///   `font-weight:600` for headline when no weight is set;
  /// - weight: `font-weight` 100–900; italic: `font-style`;
  /// - colours as `#rrggbb` (named colours in xterm's palette);
  /// - underline, strikethrough: `text-decoration-line` (`none` when both are off) and
  ///   `text-decoration-color` (CSS has one: the underline's, else the strikethrough's);
  /// - baseline offset: `vertical-align` in px (a point on Apple platforms is a CSS px);
  /// - kerning plus tracking: `letter-spacing` in px;
  /// - opacity, or 0.6 for `dim`.
  ///
  /// ```swift
  /// HTMLRenderer.css(for: TextStyle(font: .caption, foreground: .gray))
  /// // "font-size:0.71em;color:#7f7f7f"
  /// ```
  public static func css(for style: TextStyle) -> String {
    UTF8Output.string(estimatedCapacity: 64) { writeCSS(for: style, into: &$0) }
  }

  /// Writes what ``css(for:)`` returns. Only ASCII letters, digits and `#:;.- ` are
  /// written, none of which needs escaping in an attribute.
  static func writeCSS(for style: TextStyle, into out: inout UTF8Output) {
    let start = out.count
    func property(_ name: StaticString) {
      if out.count > start { out.append(0x3B) }
      out.append(name)
    }
    if let font = style.font {
      property("font-size:")
      NumberText.appendDecimal(font.scale, maxFractionDigits: 3, to: &out)
      out.append("em")
    }
    if let weight = style.effectiveWeight {
      property("font-weight:")
      NumberText.appendInteger(UInt64(clamping: weight.value), to: &out)
    }
    if let italic = style.italic {
      property("font-style:")
      out.append(italic ? "italic" : "normal")
    }
    if let color = style.foreground {
      property("color:")
      out.append(contentsOf: color.hex)
    }
    if let color = style.background {
      property("background-color:")
      out.append(contentsOf: color.hex)
    }
    if style.underline != nil || style.strikethrough != nil {
      property("text-decoration-line:")
      switch (style.underline == true, style.strikethrough == true) {
      case (true, true): out.append("underline line-through")
      case (true, false): out.append("underline")
      case (false, true): out.append("line-through")
      case (false, false): out.append("none")
      }
      let color =
        style.underline == true && style.underlineColor != nil
        ? style.underlineColor : style.strikethrough == true ? style.strikethroughColor : nil
      if let color {
        property("text-decoration-color:")
        out.append(contentsOf: color.hex)
      }
    }
    if let offset = style.baselineOffset {
      property("vertical-align:")
      NumberText.appendDecimal(offset, maxFractionDigits: 3, to: &out)
      out.append("px")
    }
    if style.kerning != nil || style.tracking != nil {
      property("letter-spacing:")
      let spacing = (style.kerning ?? 0) + (style.tracking ?? 0)
      NumberText.appendDecimal(spacing, maxFractionDigits: 3, to: &out)
      out.append("px")
    }
    if let opacity = style.opacity ?? (style.dim == true ? 0.6 : nil) {
      property("opacity:")
      NumberText.appendDecimal(min(max(opacity, 0), 1), maxFractionDigits: 3, to: &out)
    }
  }
}

/// HTML text and attribute escaping, with controls and bidi overrides neutralised.
enum HTMLEscaping {
  /// Whether a byte is escaped, or may start a sequence that is neutralised.
  @inline(__always)
  static func mayNeedWork(_ b: UInt8) -> Bool {
    b == 0x26 || b == 0x3C || b == 0x3E || b == 0x22 || b == 0x27 || Neutralizer.mayStartUnsafe(b)
  }

  /// Appends UTF-8 text escaped and neutralised (up to 6 × `bytes.count`).
  static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout UTF8Output) {
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      switch b {
      case 0x26: out.append("&amp;")
      case 0x3C: out.append("&lt;")
      case 0x3E: out.append("&gt;")
      case 0x22: out.append("&quot;")
      case 0x27: out.append("&#39;")
      default:
        if Neutralizer.mayStartUnsafe(b) {
          let (length, r) = Neutralizer.unsafeSequence(bytes, at: i)
          if length > 0 {
            out.append(r.0)
            out.append(r.1)
            out.append(r.2)
            i += length
            continue
          }
        }
        out.append(b)
      }
      i += 1
    }
  }

  /// Escaped text (the same string when there is nothing to escape).
  static func escape(_ text: some StringProtocol) -> String {
    var copy = String(text)
    let clean = copy.withUTF8 { !$0.contains(where: mayNeedWork) }
    if clean { return copy }
    return copy.withUTF8 { bytes in
      UTF8Output.string(estimatedCapacity: bytes.count + 32) { append(bytes, to: &$0) }
    }
  }
}
