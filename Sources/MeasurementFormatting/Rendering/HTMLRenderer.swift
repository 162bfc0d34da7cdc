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
    let rtl = f.isRightToLeft
    let lang = HTMLEscaping.escape(f.localeTag)
    // Each run: its classes, its escaped CSS and link (most runs share one of two
    // styles — the base, or the base and one restyled part — so CSS is made once each).
    var cache: [(TextStyle, String)] = []
    var pieces: [(classes: String, css: String, link: String?)] = []
    pieces.reserveCapacity(f.runs.count)
    var bound = 96 + lang.utf8.count + (f.runs.isEmpty ? f.string.utf8.count * 6 : 0)
    for (i, run) in f.runs.enumerated() {
      let style = measurement.resolvedStyle(ofRun: i)
      var css = ""
      if inlineCSS && !style.isEmpty {
        if let hit = cache.first(where: { $0.0 == style }) {
          css = hit.1
        } else {
          css = HTMLEscaping.escape(Self.css(for: style))
          if cache.count < 4 { cache.append((style, css)) }
        }
      }
      let link = style.link.flatMap { LinkTarget.safeText($0, allowRelative: true) }
        .map { HTMLEscaping.escape($0) }
      let classes = Self.classes(of: run)
      pieces.append((classes, css, link))
      bound +=
        run.utf8Range.count * 6 + classes.utf8.count + css.utf8.count + 40
        + (link.map { $0.utf8.count + 40 } ?? 0)
    }
    var text = f.string
    return text.withUTF8 { bytes in
      UTF8Output.exactString(bound: bound) { out in
        out.append(rtl ? "<bdi class=\"mf\" lang=\"" : "<span class=\"mf\" lang=\"")
        out.append(contentsOf: lang)
        out.append(rtl ? "\" dir=\"rtl\">" : "\">")
        var openLink: String? = nil
        for (i, run) in f.runs.enumerated() {
          let lower = min(max(Int(run.start), 0), bytes.count)
          let upper = min(max(Int(run.end), lower), bytes.count)
          guard lower < upper else { continue }
          let piece = pieces[i]
          if piece.link != openLink {
            if openLink != nil { out.append("</a>") }
            if let link = piece.link {
              out.append("<a class=\"mf-link\" href=\"")
              out.append(contentsOf: link)
              out.append("\">")
            }
            openLink = piece.link
          }
          out.append("<span class=\"")
          out.append(contentsOf: piece.classes)
          if !piece.css.isEmpty {
            out.append("\" style=\"")
            out.append(contentsOf: piece.css)
          }
          out.append("\">")
          HTMLEscaping.append(UnsafeBufferPointer(rebasing: bytes[lower..<upper]), to: &out)
          out.append("</span>")
        }
        if openLink != nil { out.append("</a>") }
        // Not made by the formatter, but possible by hand: text without runs.
        if f.runs.isEmpty { HTMLEscaping.append(bytes, to: &out) }
        out.append(rtl ? "</bdi>" : "</span>")
      }
    }
  }

  /// The classes of a run's `<span>`: `mf-value mf-integer`, `mf-unit`, `mf-ws`,
  /// `mf-literal`, plus `mf-start`/`mf-end`/`mf-shared` in ranges.
  ///
  /// ```swift
  /// HTMLRenderer.classes(of: .init(utf8Range: 0..<1, part: .value, numberPart: .minusSign))
  /// // "mf-value mf-minus-sign"
  /// ```
  public static func classes(of run: FormattedMeasurement.Run) -> String {
    let numberPart =
      Int(run.numberPartCode) < numberPartClasses.count ? Int(run.numberPartCode) + 1 : 0
    let source = Int(run.sourceCode) < sourceClasses.count ? Int(run.sourceCode) + 1 : 0
    let stride = numberPartClasses.count + 1
    return classTable[((Int(run.partCode) & 3) * stride + numberPart) * 4 + source]
  }

  /// Every combination of part, number part (or none) and source (or none).
  private static let classTable: [String] = {
    var table: [String] = []
    for part in partClasses {
      for numberPart in [nil] + numberPartClasses {
        for source in [nil] + sourceClasses {
          table.append([part, numberPart, source].compactMap { $0 }.joined(separator: " "))
        }
      }
    }
    return table
  }()

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
