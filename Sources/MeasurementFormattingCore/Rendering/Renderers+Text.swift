// For the CLI (`@_spi(MeasfmtCLI)`): text that is not a measurement — the rest of a table row or a log line written around
// formatted measurements — made as safe as the renderers make the text of a run.

extension ANSIRenderer {
  /// Text written next to rendered measurements, made harmless for a terminal as the
  /// renderer makes the text of a run: control characters become their Control
  /// Pictures (ESC is "␛", TAB "␉"), DEL "␡", C1 controls and bidi embeddings,
  /// overrides and isolates U+FFFD. No escape sequence is added.
  ///
  /// ```swift
  /// ANSIRenderer.neutralize("host\u{1B}[2J")  // "host␛[2J"
  /// ```
  ///
  /// - Parameter text: the text.
  /// - Returns: the text with every unsafe sequence replaced (the same string when
  ///   there is none).
  @_spi(MeasfmtCLI)
  public static func neutralize(_ text: String) -> String {
    Neutralizer.neutralize(text)
  }
}

extension HTMLRenderer {
  /// Text written next to rendered measurements, escaped as the renderer escapes the
  /// text of a run: `&`, `<`, `>`, `"` and `'` become character references, control
  /// characters and bidi overrides are neutralised as ``ANSIRenderer/neutralize(_:)``
  /// does.
  ///
  /// ```swift
  /// HTMLRenderer.escape("<b>R&D</b>")  // "&lt;b&gt;R&amp;D&lt;/b&gt;"
  /// ```
  ///
  /// - Parameter text: the text.
  /// - Returns: the escaped text, for an element's content or an attribute value.
  @_spi(MeasfmtCLI)
  public static func escape(_ text: String) -> String {
    HTMLEscaping.escape(text)
  }
}

extension JSONRenderer {
  /// A JSON string literal, quotes included, escaped as the renderer escapes its own
  /// strings: `\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`, and `\u` escapes for the other
  /// control characters, DEL, C1 controls, U+2028, U+2029 and bidi overrides — valid
  /// JSON, safe to print.
  ///
  /// ```swift
  /// JSONRenderer.stringLiteral("a\tb \"c\"")  // "\"a\\tb \\\"c\\\"\""
  /// ```
  ///
  /// - Parameter text: the text.
  /// - Returns: the literal, from its opening to its closing quote.
  @_spi(MeasfmtCLI)
  public static func stringLiteral(_ text: String) -> String {
    var copy = text
    return copy.withUTF8 { bytes in
      UTF8Output.string(estimatedCapacity: bytes.count + 16) { $0.appendJSONString(bytes) }
    }
  }
}
