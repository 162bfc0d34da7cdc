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
/// A measurement with its spoken form (``FormattedMeasurement/spoken``) is written for
/// screen readers: the runs inside `<span class="mf-shown" aria-hidden="true">`, hidden
/// from the accessibility tree, followed by `<span class="mf-spoken">` with the words,
/// hidden from view (inline CSS, or the rule of ``defaultStylesheet``): assistive
/// technology reads the words, once, and the eye sees the text. Links of the text shown
/// are taken out of the keyboard's order (`tabindex="-1"`), and the words are the link
/// where the runs link to one place.
///
/// ```swift
/// var format = try MeasurementFormat(width: .narrow, locale: "en")
/// format.includesSpokenForm = true
/// HTMLRenderer(inlineCSS: false).render(format.format(30, unit: .minute))
/// // <span class="mf" lang="en"><span class="mf-shown" aria-hidden="true"><span
/// //  class="mf-value mf-integer">30</span><span class="mf-unit">m</span></span><span
/// //  class="mf-spoken">30 minutes</span></span>
/// ```
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
public struct HTMLRenderer: MeasurementRenderer {
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
  /// Without styles (``MeasurementRenderer/render(_:)-(FormattedMeasurement)``) each run
  /// has its classes and no inline CSS.
  /// - Parameter measurement: A styled measurement.
  /// - Returns: The HTML fragment.
  public func render(_ measurement: StyledMeasurement) -> String {
    if measurement.stylesSetLinks { return renderWithLinks(measurement) }
    let styleSlots = measurement.styleSlots
    let rtl = measurement.formatted.isRightToLeft
    let runs = measurement.formatted.runs
    // The box, not a copy of the spoken form: most measurements have none.
    let spoken = measurement.formatted.spokenBox
    var text = measurement.formatted.string
    var lang = measurement.formatted.localeTag
    return text.withUTF8 { bytes in
      lang.withUTF8 { lang in
        // Enough for the text and a span per run without CSS; it grows for more.
        UTF8Output.string(estimatedCapacity: 64 + lang.count + bytes.count + 64 * runs.count) {
          out in
          out.append(rtl ? "<bdi class=\"mf\" lang=\"" : "<span class=\"mf\" lang=\"")
          HTMLEscaping.append(lang, to: &out)
          out.append(rtl ? "\" dir=\"rtl\">" : "\">")
          if spoken != nil { out.append(Self.shownOpening) }
          // With one or two distinct styles (the base, and the base with one restyled
          // part), each style's CSS is made once: where it was first written in `out`, to
          // be copied from there. With a style per run, each is made where it is used.
          var firstCSS = (start: -1, end: 0)
          var secondCSS = (start: -1, end: 0)
          for (i, run) in runs.enumerated() {
            let lower = min(max(Int(run.start), 0), bytes.count)
            let upper = min(max(Int(run.end), lower), bytes.count)
            guard lower < upper else { continue }
            let classes = Self.classNames(of: run)
            out.append("<span class=\"")
            out.append(classes.part)
            out.append(classes.numberPart)
            out.append(classes.source)
            if inlineCSS {
              let slot = styleSlots.slot(of: run, at: i)
              let kept =
                styleSlots.count > 2 ? (start: -1, end: 0) : slot == 0 ? firstCSS : secondCSS
              if kept.start >= 0 {
                if kept.end > kept.start {
                  out.append("\" style=\"")
                  out.appendCopy(from: kept.start, count: kept.end - kept.start)
                }
              } else {
                let written = measurement.withResolvedStyle(ofSlot: slot) { style in
                  guard !style.isEmpty else { return (start: out.count, end: out.count) }
                  out.append("\" style=\"")
                  let start = out.count
                  Self.writeCSS(for: style, into: &out)
                  return (start: start, end: out.count)
                }
                if slot == 0 { firstCSS = written } else { secondCSS = written }
              }
            }
            out.append("\">")
            HTMLEscaping.append(UnsafeBufferPointer(rebasing: bytes[lower..<upper]), to: &out)
            out.append("</span>")
          }
          // Not made by the formatter, but possible by hand: text without runs.
          if runs.isEmpty { HTMLEscaping.append(bytes, to: &out) }
          if let spoken { writeSpoken(spoken.form, into: &out) }
          out.append(rtl ? "</bdi>" : "</span>")
        }
      }
    }
  }

  /// The slower path for styles with links: `<a>` around runs that share a link.
  private func renderWithLinks(_ measurement: StyledMeasurement) -> String {
    let f = measurement.formatted
    let rtl = f.isRightToLeft
    let lang = HTMLEscaping.escape(f.localeTag)
    // Each distinct style's escaped CSS and link, made once: most runs share one of two
    // styles (the base, or the base and one restyled part).
    let styleSlots = measurement.styleSlots
    var slots: [(css: String, link: String?)] = []
    slots.reserveCapacity(styleSlots.count)
    var cache: [(TextStyle, String)] = []
    for slot in 0..<styleSlots.count {
      let style = measurement.resolvedStyle(ofSlot: slot)
      var css = ""
      if inlineCSS && !style.isEmpty {
        if let hit = cache.first(where: { $0.0 == style }) {
          css = hit.1
        } else {
          css = HTMLEscaping.escape(Self.css(for: style))
          if styleSlots.count > 2 && cache.count < 4 { cache.append((style, css)) }
        }
      }
      let link = style.link.flatMap { LinkTarget.safeText($0, allowRelative: true) }
        .map { HTMLEscaping.escape($0) }
      slots.append((css, link))
    }
    let runs = f.runs
    var text = f.string
    return text.withUTF8 { bytes in
      // Enough for the text and a span per run without CSS; it grows for more.
      UTF8Output.string(estimatedCapacity: 64 + lang.utf8.count + bytes.count + 64 * runs.count) {
        out in
        out.append(rtl ? "<bdi class=\"mf\" lang=\"" : "<span class=\"mf\" lang=\"")
        out.append(contentsOf: lang)
        out.append(rtl ? "\" dir=\"rtl\">" : "\">")
        if f.spokenBox != nil { out.append(Self.shownOpening) }
        var openLink: String? = nil
        for (i, run) in runs.enumerated() {
          let range = run.utf8Range
          let lower = min(max(range.lowerBound, 0), bytes.count)
          let upper = min(max(range.upperBound, lower), bytes.count)
          guard lower < upper else { continue }
          let slot = slots[styleSlots.slot(of: run, at: i)]
          if slot.link != openLink {
            if openLink != nil { out.append("</a>") }
            if let link = slot.link {
              out.append("<a class=\"mf-link\" href=\"")
              out.append(contentsOf: link)
              // Hidden from the accessibility tree, so out of the keyboard's way too: the
              // words carry the link (writeSpoken).
              out.append(f.spokenBox == nil ? "\">" : "\" tabindex=\"-1\">")
            }
            openLink = slot.link
          }
          let classes = Self.classNames(of: run)
          out.append("<span class=\"")
          out.append(classes.part)
          out.append(classes.numberPart)
          out.append(classes.source)
          if !slot.css.isEmpty {
            out.append("\" style=\"")
            out.append(contentsOf: slot.css)
          }
          out.append("\">")
          HTMLEscaping.append(UnsafeBufferPointer(rebasing: bytes[lower..<upper]), to: &out)
          out.append("</span>")
        }
        if openLink != nil { out.append("</a>") }
        // Not made by the formatter, but possible by hand: text without runs.
        if runs.isEmpty { HTMLEscaping.append(bytes, to: &out) }
        if let spoken = f.spokenBox?.form {
          // The words are the link where the runs link to one place.
          let links = Set(
            runs.indices.compactMap { slots[styleSlots.slot(of: runs[$0], at: $0)].link })
          writeSpoken(spoken, link: links.count == 1 ? links.first : nil, into: &out)
        }
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
    let names = classNames(of: run)
    return "\(names.part)\(names.numberPart)\(names.source)"
  }

  /// The class of the run's part, then of its number part and its range source, each
  /// with a leading space ("" when the run has none).
  @inline(__always)
  static func classNames(of run: FormattedMeasurement.Run) -> (
    part: StaticString, numberPart: StaticString, source: StaticString
  ) {
    let part: StaticString
    switch run.part {
    case .value: part = "mf-value"
    case .unit: part = "mf-unit"
    case .whitespace: part = "mf-ws"
    default: part = "mf-literal"
    }
    let source: StaticString
    switch run.source {
    case .startRange?: source = " mf-start"
    case .endRange?: source = " mf-end"
    case .shared?: source = " mf-shared"
    default: source = ""
    }
    return (part, run.numberPart.map(numberPartClass) ?? "", source)
  }

  /// The class of a number part, with a leading space: its ECMA-402 name in kebab case
  /// (`minusSign` → " mf-minus-sign").
  static func numberPartClass(_ numberPart: FormattedMeasurement.NumberPart) -> StaticString {
    switch numberPart {
    case .integer: return " mf-integer"
    case .group: return " mf-group"
    case .decimal: return " mf-decimal"
    case .fraction: return " mf-fraction"
    case .plusSign: return " mf-plus-sign"
    case .minusSign: return " mf-minus-sign"
    case .percentSign: return " mf-percent-sign"
    case .compact: return " mf-compact"
    case .exponentSeparator: return " mf-exponent-separator"
    case .exponentMinusSign: return " mf-exponent-minus-sign"
    case .exponentInteger: return " mf-exponent-integer"
    case .nan: return " mf-nan"
    case .infinity: return " mf-infinity"
    case .approximatelySign: return " mf-approximately-sign"
    default: return ""
    }
  }

  /// The class of every number part, in ``FormattedMeasurement/NumberPart/allCases`` order.
  static let numberPartClasses: [String] = FormattedMeasurement.NumberPart.allCases.map {
    String("\(numberPartClass($0))".dropFirst())
  }

  /// A small stylesheet for pages that use the classes rather than inline CSS: keeps
  /// a measurement on one line with tabular digits, shows the unit smaller and softer
  /// than the value, and hides a spoken form from view (not from screen readers).
  ///
  /// ```swift
  /// "<style>" + HTMLRenderer.defaultStylesheet + "</style>"
  /// ```
  public static let defaultStylesheet = """
    .mf { white-space: nowrap; font-variant-numeric: tabular-nums; }
    .mf-spoken { \(visuallyHidden) }
    .mf-unit { font-size: 0.8em; opacity: 0.7; }
    .mf-minus-sign, .mf-plus-sign { padding-inline-end: 0.05em; }
    .mf-link { color: inherit; text-decoration-thickness: 0.06em; }

    """
}

// MARK: - The spoken form

extension HTMLRenderer {
  /// What opens the text shown of a measurement with a spoken form: hidden from the
  /// accessibility tree (the spoken form speaks for it).
  static let shownOpening: StaticString = "<span class=\"mf-shown\" aria-hidden=\"true\">"

  /// CSS that hides an element from view but not from the accessibility tree (the words
  /// stay in the page, one pixel wide, clipped away).
  static let visuallyHidden =
    "position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap"

  /// Closes the text shown and writes the words, escaped, hidden from view; inside a
  /// link to `link` (escaped) when one is given.
  func writeSpoken(_ spoken: SpokenForm, link: String? = nil, into out: inout UTF8Output) {
    out.append("</span>")
    if let link {
      out.append("<a class=\"mf-link\" href=\"")
      out.append(contentsOf: link)
      out.append("\">")
    }
    out.append("<span class=\"mf-spoken\"")
    if inlineCSS {
      out.append(" style=\"")
      out.append(contentsOf: Self.visuallyHidden)
      out.append(0x22)
    }
    out.append(0x3E)
    var words = spoken.string
    words.withUTF8 { HTMLEscaping.append($0, to: &out) }
    out.append("</span>")
    if link != nil { out.append("</a>") }
  }
}
