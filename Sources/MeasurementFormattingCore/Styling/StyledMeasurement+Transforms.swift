extension StyledMeasurement {
  /// Restyles every run of one semantic part and leaves every other run untouched.
  ///
  /// The style is merged into the runs' own styles: it overrides the properties it
  /// sets and keeps the others, so restylings chain.
  ///
  /// ```swift
  /// let km = try MeasurementFormat(locale: "en").format(5, unit: "kilometer")
  /// let dimUnit = km.styled().restyling(.unit, with: .dim)
  /// ANSIRenderer(colors: .basic).render(dimUnit)  // "5 \u{1B}[2mkm\u{1B}[0m"
  /// ```
  /// - Parameters:
  ///   - part: `.value`, `.unit`, `.whitespace` or `.literal`.
  ///   - style: the properties to set on those runs.
  /// - Returns: the restyled measurement.
  public consuming func restyling(_ part: FormattedMeasurement.Part, with style: TextStyle)
    -> StyledMeasurement
  {
    (consume self).restyling(style, .part(part))
  }

  /// Restyles every run of one number part (`minusSign`, `fraction`, `group`, …) and
  /// leaves every other run untouched.
  ///
  /// ```swift
  /// let t = try MeasurementFormat(locale: "en").format(-3.5, unit: "celsius")
  /// let red = t.styled().restyling(.minusSign, with: TextStyle(foreground: .red))
  /// ANSIRenderer(colors: .basic).render(red)  // "\u{1B}[31m-\u{1B}[0m3.5°C"
  /// ```
  public consuming func restyling(
    _ numberPart: FormattedMeasurement.NumberPart, with style: TextStyle
  )
    -> StyledMeasurement
  {
    (consume self).restyling(style, .numberPart(numberPart))
  }

  /// Restyles the runs of one end of a range (`startRange`, `endRange`, `shared`).
  ///
  /// ```swift
  /// let r = try MeasurementFormat(locale: "en").formatRange(3, 5, unit: .kilometer)
  /// r.styled().restyling(.endRange, with: .bold)  // "5" bold
  /// ```
  public consuming func restyling(_ source: FormattedMeasurement.RangeSource, with style: TextStyle)
    -> StyledMeasurement
  {
    (consume self).restyling(style, .source(source))
  }

  /// Hands each run and its own style to `body` to change, like Foundation's
  /// `AttributedString.transformingAttributes`.
  ///
  /// ```swift
  /// let signs = styled.transformingStyles { run, style in
  ///   if run.numberPart == .minusSign || run.numberPart == .plusSign {
  ///     style.foreground = .red
  ///   }
  /// }
  /// ```
  /// - Parameter body: called once per run, in order, with the run and its own style
  ///   (not the resolved one: the base still applies underneath).
  public func transformingStyles(
    _ body: (FormattedMeasurement.Run, inout TextStyle) -> Void
  ) -> StyledMeasurement {
    var copy = self
    let runs = formatted.runs
    var styles = materializedStyles()
    for i in runs.indices { body(runs[i], &styles[i]) }
    copy.rules = StyleRules(perRun: styles)
    return copy
  }

  /// Like ``transformingStyles(_:)``, with each run's text as well.
  ///
  /// ```swift
  /// styled.transformingParts { run, text, style in
  ///   if text == "∞" { style.italic = true }
  /// }
  /// ```
  public func transformingParts(
    _ body: (FormattedMeasurement.Run, Substring, inout TextStyle) -> Void
  ) -> StyledMeasurement {
    var copy = self
    let runs = formatted.runs
    var styles = materializedStyles()
    for i in runs.indices { body(runs[i], formatted.text(of: runs[i]), &styles[i]) }
    copy.rules = StyleRules(perRun: styles)
    return copy
  }

  /// This measurement with another base style; the runs' own styles stay.
  ///
  /// ```swift
  /// styled.withBase(TextStyle(foreground: .red))
  /// ```
  public consuming func withBase(_ style: TextStyle) -> StyledMeasurement {
    var result = consume self
    result.base = style
    return result
  }

  // `var result = consume self; mutate; return result` is the form that moves the
  // measurement through without copying it (and retaining its strings and arrays).
  @inline(__always)
  private consuming func restyling(_ style: TextStyle, _ selector: RunSelector)
    -> StyledMeasurement
  {
    var result = consume self
    result.rules.append(selector, style)
    return result
  }

  /// One own style per run (rules applied in order).
  func materializedStyles() -> [TextStyle] {
    formatted.runs.indices.map { style(ofRun: $0) }
  }
}
