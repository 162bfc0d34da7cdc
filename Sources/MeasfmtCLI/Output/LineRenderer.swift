@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// Turns a formatted measurement into one output line: applies the styles and the
/// whitespace policy, then the renderer of the chosen format.
struct LineRenderer {
  enum Kind {
    case plain
    case ansi(ANSIRenderer)
    case html(HTMLRenderer)
    case json
  }

  init(kind: Kind, unitStyle: TextStyle, valueStyle: TextStyle, whitespace: WhitespacePolicy) {
    self.kind = kind
    self.unitStyle = unitStyle
    self.valueStyle = valueStyle
    self.whitespace = whitespace
  }

  let kind: Kind
  /// The unit's style; empty when it changes nothing (plain text).
  let unitStyle: TextStyle
  let valueStyle: TextStyle
  let whitespace: WhitespacePolicy

  func styled(_ formatted: FormattedMeasurement) -> StyledMeasurement {
    var styled = formatted.styled()
    if !valueStyle.isEmpty { styled = styled.restyling(.value, with: valueStyle) }
    if !unitStyle.isEmpty { styled = styled.restyling(.unit, with: unitStyle) }
    if whitespace != .keep { styled = styled.whitespace(whitespace) }
    return styled
  }

  func render(_ styled: StyledMeasurement) -> String {
    switch kind {
    case .plain: return PlainRenderer().render(styled)
    case .ansi(let renderer): return renderer.render(styled)
    case .html(let renderer): return renderer.render(styled)
    case .json: return JSONRenderer().render(styled)
    }
  }

  func render(_ formatted: FormattedMeasurement) -> String {
    render(styled(formatted))
  }

  /// Whether a line is its measurement's text alone (plain, ICU's whitespace kept).
  var writesTextOnly: Bool {
    if case .plain = kind { return whitespace == .keep }
    return false
  }

  /// Writes the line for a measurement's text (see ``writesTextOnly``) and a newline.
  func write(text: String, to out: OutputStream) {
    out.write(ANSIRenderer.neutralize(text))
    out.endLine()
  }

  private var jsonWriter = JSONLineWriter()

  /// Writes the line for `formatted` and a newline.
  mutating func write(_ formatted: FormattedMeasurement, to out: OutputStream) {
    if case .json = kind {
      if unitStyle.isEmpty, valueStyle.isEmpty, whitespace == .keep {
        jsonWriter.write(formatted, to: out)
      } else {
        jsonWriter.write(styled(formatted), to: out)
      }
      return
    }
    out.write(render(formatted))
    out.endLine()
  }

  /// Whether the JSON of a measurement carries styles: only those asked for by name
  /// (see ``Configuration``), or the whitespace policy.
  private var jsonIsStyled: Bool {
    !(unitStyle.isEmpty && valueStyle.isEmpty && whitespace == .keep)
  }

  /// Calls `body` with the JSON object for `formatted` (as `--json` writes it, without a
  /// newline).
  mutating func withJSON(
    of formatted: FormattedMeasurement, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    jsonWriter.withObject(formatted, styled: jsonIsStyled ? styled(formatted) : nil, body)
  }
}
