/// Renders a styled measurement for a terminal with SGR escape sequences.
///
/// - Each run gets only the escape sequence that changes what differs from the run
///   before (or a reset and the new attributes, whichever is shorter), and the text
///   always ends in the terminal's default state (`ESC[0m` when needed).
/// - Bold for semibold and heavier weights (and headline, titles); faint (SGR 2) for
///   `dim`, opacity below 1, light weights and fonts smaller than body; italic,
///   underline (with SGR 58 colour from ``ColorSupport/palette256`` up), strikethrough;
///   colours in the best form the terminal supports; OSC 8 for links.
/// - With ``ColorSupport/none`` (for example when `NO_COLOR` is set) there are no
///   escape sequences at all.
/// - Control characters and bidi overrides in the text are neutralised (ESC becomes
///   "␛"), so a custom unit symbol cannot move the cursor, clear the screen or open
///   a link.
///
/// ```swift
/// let km = try MeasurementFormat(locale: "en").format(5, unit: "kilometer")
/// let r = ANSIRenderer(colors: .basic)
/// r.render(km.styled().restyling(.unit, with: .dim))  // "5 \u{1B}[2mkm\u{1B}[0m"
/// r.render(km.styled(base: TextStyle(foreground: .red)))  // "\u{1B}[31m5 km\u{1B}[0m"
/// ```
public struct ANSIRenderer: MeasurementRenderer {
  /// The colours the terminal shows; ``ColorSupport/none`` writes no escape sequences.
  public var colors: ColorSupport
  /// Whether to write OSC 8 hyperlinks for styles with a link.
  public var links: Bool

  /// A renderer for a terminal with the given colour support.
  ///
  /// ```swift
  /// let renderer = ANSIRenderer(
  ///   colors: .detect(environment: ProcessInfo.processInfo.environment,
  ///                   isTerminal: isatty(STDOUT_FILENO) != 0))
  /// ```
  public init(colors: ColorSupport) {
    self.colors = colors
    self.links = true
  }

  /// A renderer with the given colour support, with or without OSC 8 links.
  public init(colors: ColorSupport, links: Bool) {
    self.colors = colors
    self.links = links
  }

  /// The measurement's text with escape sequences for its styles.
  ///
  /// ```swift
  /// let t = try MeasurementFormat(locale: "en").format(-3.5, unit: "celsius")
  /// ANSIRenderer(colors: .palette256)
  ///   .render(t.styled().restyling(.minusSign, with: TextStyle(foreground: .palette(208))))
  /// // "\u{1B}[38;5;208m-\u{1B}[0m3.5°C"
  /// ```
  /// Without styles there are no escape sequences; control characters and bidi overrides
  /// in the text are neutralised all the same.
  /// - Parameter measurement: A styled measurement.
  /// - Returns: The text for a terminal.
  public func render(_ measurement: StyledMeasurement) -> String {
    if colors == .none { return PlainRenderer().render(measurement) }
    if links && measurement.stylesSetLinks { return renderWithLinks(measurement) }
    // No rule or one (a restyled part) is the common case: at most two states, each
    // computed once. More rules give each run a state.
    let support = colors
    let slots = measurement.styleSlots
    func state(_ slot: Int) -> SGRState {
      measurement.withResolvedStyle(ofSlot: slot) { SGRState($0, support: support) }
    }
    let baseState = state(0)
    let matchedState = slots.count == 2 ? state(1) : baseState
    let states: [SGRState]? = slots.count <= 2 ? nil : (0..<slots.count).map(state)
    let runs = measurement.formatted.runs
    var text = measurement.formatted.string
    return text.withUTF8 { bytes in
      runs.withUnsafeBufferPointer { runs in
        // Enough for the text and a short sequence per run; it grows for more.
        let estimate = bytes.count + 16 * (runs.count + 2)
        // Most texts have nothing to neutralise: looked for once, then copied as they are.
        let clean = !Neutralizer.needsNeutralizing(bytes)
        @inline(__always) func append(_ span: UnsafeBufferPointer<UInt8>, _ out: inout UTF8Output) {
          if clean {
            Neutralizer.appendClean(span, to: &out)
          } else {
            Neutralizer.appendNeutralized(span, to: &out)
          }
        }
        return UTF8Output.string(estimatedCapacity: estimate) { out in
          var current = SGRState.plain
          // Runs in the same state are written as one span of text.
          var spanStart = 0
          for i in 0..<runs.count {
            let run = runs[i]
            let slot = slots.slot(of: run, at: i)
            let next: SGRState
            if let states {
              next = states[slot]
            } else {
              next = slot == 0 ? baseState : matchedState
            }
            if next != current {
              let start = min(max(Int(run.start), spanStart), bytes.count)
              append(UnsafeBufferPointer(rebasing: bytes[spanStart..<start]), &out)
              spanStart = start
              Self.writeSGR(from: current, to: next, into: &out)
              current = next
            }
          }
          if runs.isEmpty && !baseState.isPlain {
            Self.writeSGR(from: current, to: baseState, into: &out)
            current = baseState
          }
          append(UnsafeBufferPointer(rebasing: bytes[spanStart...]), &out)
          if !current.isPlain { out.append("\u{1B}[0m") }
        }
      }
    }
  }

  /// Writes `ESC[…m` taking the terminal from `current` to `next`: the changed
  /// attributes, or a reset and all of `next`'s, whichever is shorter. Not inlined: a
  /// render calls it a few times, and its code would crowd the formatting's out of the
  /// processor's instruction cache.
  @inline(never)
  static func writeSGR(from current: SGRState, to next: SGRState, into out: inout UTF8Output) {
    out.append("\u{1B}[")
    let start = out.count
    _ = current.writeTransition(to: next, into: &out)
    let incremental = out.count - start
    if !current.isPlain {
      let resetStart = out.count
      next.writeFromReset(into: &out)
      let reset = out.count - resetStart
      if reset < incremental {
        out.move(from: resetStart, length: reset, to: start)
      } else {
        out.move(from: start, length: incremental, to: start)
      }
    }
    out.append(0x6D)
  }

  /// The slower path for styles with links: OSC 8 around runs that share a link.
  private func renderWithLinks(_ m: StyledMeasurement) -> String {
    let f = m.formatted
    // What each style covers: every run, or the whole text when it has no runs.
    let spans = f.runs.isEmpty ? [0..<f.string.utf8.count] : f.runs.map(\.utf8Range)
    let styles = f.runs.isEmpty ? [m.base] : spans.indices.map { m.resolvedStyle(ofRun: $0) }
    let targets = styles.map { $0.link.flatMap { LinkTarget.safeText($0, allowRelative: false) } }
    let linkBytes = targets.reduce(0) { $0 + ($1?.utf8.count ?? 0) + 16 }
    var text = f.string
    return text.withUTF8 { bytes in
      UTF8Output.string(estimatedCapacity: bytes.count + 16 * (spans.count + 2) + linkBytes) {
        out in
        var current = SGRState.plain
        var openLink: String? = nil
        for i in spans.indices {
          if targets[i] != openLink {
            if openLink != nil { out.append("\u{1B}]8;;\u{1B}\\") }
            if let link = targets[i] {
              out.append("\u{1B}]8;;")
              out.append(contentsOf: link)
              out.append("\u{1B}\\")
            }
            openLink = targets[i]
          }
          let next = SGRState(styles[i], support: colors)
          if next != current {
            Self.writeSGR(from: current, to: next, into: &out)
            current = next
          }
          let range = spans[i].clamped(to: 0..<bytes.count)
          Neutralizer.append(UnsafeBufferPointer(rebasing: bytes[range]), to: &out)
        }
        if openLink != nil { out.append("\u{1B}]8;;\u{1B}\\") }
        if !current.isPlain { out.append("\u{1B}[0m") }
      }
    }
  }
}
