@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// Turns a formatted measurement into one output line: applies the styles and the
/// whitespace policy, then the output format the command holds (``OutputFormat``).
struct LineRenderer {
  init(
    format: any OutputFormat, unitStyle: TextStyle, valueStyle: TextStyle,
    whitespace: WhitespacePolicy, speaks: Bool = false
  ) {
    self.format = format
    self.unitStyle = unitStyle
    self.valueStyle = valueStyle
    self.whitespace = whitespace
    writesWords = speaks && !format.traits.showsSpokenForm
    isUnstyled = unitStyle.isEmpty && valueStyle.isEmpty && whitespace == .keep
    writesTextOnly = format.traits.isTextAlone && whitespace == .keep && !speaks
  }

  /// Whether a measurement's line is its spoken form alone (`--spoken` with plain or
  /// ansi output): the words, unstyled.
  let writesWords: Bool

  /// The output format: how a line is rendered and written.
  let format: any OutputFormat
  /// The unit's style; empty when it changes nothing (plain text).
  let unitStyle: TextStyle
  let valueStyle: TextStyle
  let whitespace: WhitespacePolicy
  /// Whether the styles and the whitespace policy change nothing: the measurement as it is.
  let isUnstyled: Bool

  func styled(_ formatted: FormattedMeasurement) -> StyledMeasurement {
    var styled = formatted.styled()
    if !valueStyle.isEmpty { styled = styled.restyling(.value, with: valueStyle) }
    if !unitStyle.isEmpty { styled = styled.restyling(.unit, with: unitStyle) }
    if whitespace != .keep { styled = styled.whitespace(whitespace) }
    return styled
  }

  func render(_ styled: StyledMeasurement) -> String {
    if writesWords { return words(styled.formatted) }
    return format.render(styled)
  }

  func render(_ formatted: FormattedMeasurement) -> String {
    // Text alone (plain, ICU's whitespace kept): what the plain renderer writes for it,
    // without a styled measurement made first.
    if writesTextOnly { return ANSIRenderer.neutralize(formatted.string) }
    if writesWords { return words(formatted) }
    return render(styled(formatted))
  }

  /// The spoken form of a measurement as a line: its words, neutralised as text is.
  private func words(_ formatted: FormattedMeasurement) -> String {
    ANSIRenderer.neutralize(formatted.spoken?.string ?? formatted.string)
  }

  /// Whether a line is its measurement's text alone (``OutputTraits/isTextAlone``, ICU's
  /// whitespace kept).
  let writesTextOnly: Bool

  /// How text that is not a measurement is written.
  var escaping: TextEscaping { format.traits.escaping }

  /// Writes the line for a measurement's text (see ``writesTextOnly``) and a newline.
  func write(text: String, to out: OutputStream) {
    out.write(ANSIRenderer.neutralize(text))
    out.endLine()
  }

  /// Writes the line for `formatted` and a newline.
  func write(_ formatted: FormattedMeasurement, to out: OutputStream) {
    if writesWords {
      out.write(words(formatted))
      out.endLine()
    } else if isUnstyled {
      format.write(formatted, to: out)
    } else {
      format.write(styled(formatted), to: out)
    }
  }
}
