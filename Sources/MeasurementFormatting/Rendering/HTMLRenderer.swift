/// Renders a styled measurement as an HTML fragment.
///
/// The measurement is one `<span class="mf" lang="…">` (a `<bdi dir="rtl">` for a
/// right-to-left locale, so it neither takes nor gives direction to the text around
/// it) holding one `<span>` per run with stable classes:
///
/// | class | run |
/// | --- | --- |
/// | `mf-value` | part `value`, plus the number part: `mf-integer`, `mf-group`, `mf-decimal`, `mf-fraction`, `mf-minus-sign`, `mf-plus-sign`, `mf-percent-sign`, `mf-compact`, `mf-exponent-separator`, `mf-exponent-minus-sign`, `mf-exponent-integer`, `mf-nan`, `mf-infinity`, `mf-approximately-sign` |
/// | `mf-unit` | part `unit` |
/// | `mf-ws` | part `whitespace` |
/// | `mf-literal` | part `literal` |
/// | `mf-start`, `mf-end`, `mf-shared` | the range source, in ranges |
///
/// With `inlineCSS` each run's resolved style is written as a `style` attribute; runs
/// with a link are wrapped in `<a class="mf-link" href="…">`. All text is escaped
/// (`&`, `<`, `>`, `"`, `'`) and control characters and bidi overrides are neutralised.
///
/// ```swift
/// let km = try MeasurementFormat(width: .narrow, locale: "en").format(5, unit: "kilometer")
/// HTMLRenderer().render(km.styled().restyling(.unit, with: TextStyle(font: .caption)))
/// // <span class="mf" lang="en"><span class="mf-value mf-integer">5</span><span
/// //  class="mf-unit" style="font-size:0.71em">km</span></span>
/// ```
public struct HTMLRenderer: Sendable {
  /// Whether to write each run's style as inline CSS; without it, only classes are
  /// written and a stylesheet (such as ``defaultStylesheet``) does the styling.
  public var inlineCSS: Bool

  /// A renderer, with inline CSS by default.
  public init(inlineCSS: Bool = true) {
    self.inlineCSS = inlineCSS
  }

  /// The measurement as an HTML fragment.
  ///
  /// ```swift
  /// let ar = try MeasurementFormat(locale: "ar").format(5, unit: "kilometer")
  /// HTMLRenderer(inlineCSS: false).render(ar.styled())
  /// // <bdi class="mf" lang="ar" dir="rtl"><span class="mf-value mf-integer">٥</span><span
  /// //  class="mf-ws"> </span><span class="mf-unit">كم</span></bdi>
  /// ```
  public func render(_ measurement: StyledMeasurement) -> String {
    let f = measurement.formatted
    var html = ""
    html.reserveCapacity(f.string.utf8.count * 2 + f.runs.count * 64 + 64)
    let element = f.isRightToLeft ? "bdi" : "span"
    html += "<" + element + " class=\"mf\" lang=\""
    HTMLEscaping.append(f.localeTag, to: &html)
    html += f.isRightToLeft ? "\" dir=\"rtl\">" : "\">"
    var openLink: String? = nil
    for (i, run) in f.runs.enumerated() where !run.utf8Range.isEmpty {
      let style = measurement.resolvedStyle(ofRun: i)
      let link = style.link.flatMap { LinkTarget.safeText($0, allowRelative: true) }
      if link != openLink {
        if openLink != nil { html += "</a>" }
        if let link {
          html += "<a class=\"mf-link\" href=\""
          HTMLEscaping.append(link, to: &html)
          html += "\">"
        }
        openLink = link
      }
      html += "<span class=\""
      html += Self.classes(of: run)
      html += "\""
      if inlineCSS {
        let css = Self.css(for: style)
        if !css.isEmpty {
          html += " style=\""
          HTMLEscaping.append(css, to: &html)
          html += "\""
        }
      }
      html += ">"
      HTMLEscaping.append(f.text(of: run), to: &html)
      html += "</span>"
    }
    if openLink != nil { html += "</a>" }
    html += "</" + element + ">"
    return html
  }

  /// The classes of a run's `<span>`: `mf-value mf-integer`, `mf-unit`, `mf-ws`,
  /// `mf-literal`, plus `mf-start`/`mf-end`/`mf-shared` in ranges.
  ///
  /// ```swift
  /// HTMLRenderer.classes(of: .init(utf8Range: 0..<1, part: .value, numberPart: .minusSign))
  /// // "mf-value mf-minus-sign"
  /// ```
  public static func classes(of run: FormattedMeasurement.Run) -> String {
    var text = partClasses[Int(run.part.code) & 3]
    if let numberPart = run.numberPart, Int(numberPart.code) < numberPartClasses.count {
      text += " " + numberPartClasses[Int(numberPart.code)]
    }
    if let source = run.source, Int(source.code) < sourceClasses.count {
      text += " " + sourceClasses[Int(source.code)]
    }
    return text
  }

  static let partClasses = ["mf-value", "mf-unit", "mf-ws", "mf-literal"]
  static let sourceClasses = ["mf-start", "mf-end", "mf-shared"]
  /// The ECMA-402 names in kebab case: "minusSign" → "mf-minus-sign".
  static let numberPartClasses: [String] = FormattedMeasurement.NumberPart.names.map { name in
    var text = "mf-"
    for scalar in name.unicodeScalars {
      if scalar.properties.isUppercase {
        text += "-" + String(scalar).lowercased()
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// A small stylesheet for pages that use the classes rather than inline CSS: keeps
  /// a measurement on one line with tabular digits, and shows the unit smaller and
  /// softer than the value.
  ///
  /// ```swift
  /// "<style>" + HTMLRenderer.defaultStylesheet + "</style>"
  /// ```
  public static let defaultStylesheet = """
    .mf { white-space: nowrap; font-variant-numeric: tabular-nums; }
    .mf-unit { font-size: 0.8em; opacity: 0.7; }
    .mf-minus-sign, .mf-plus-sign { padding-inline-end: 0.05em; }
    .mf-link { color: inherit; text-decoration-thickness: 0.06em; }

    """
}
