import MeasurementFormatting

/// `--align`: pads output lines so that the values line up, measured in terminal cells.
///
/// As ``TerminalLayout/align(_:_:renderer:minimumWidth:)`` does for a whole column:
/// `left` pads on the right, `right` on the left, and `decimal` puts the decimal
/// separators (or where one would be, after the integer digits) in one column; every
/// line gets the same width in cells. Padding goes outside the styled text, so escape
/// sequences are untouched.
///
/// Streaming stays possible: at most ``window`` lines are held back. They are written
/// when the window is full, when the input pauses (nothing more to read at once, as with
/// `tail -f`) and at the end. The columns only grow: a later window is laid out at least
/// as wide as the earlier ones, so a wider value later on shifts only the lines from its
/// window on.
struct Aligner {
  /// The most lines held back at once.
  static let window = 1024

  struct Line {
    var text: String
    /// Cells before the anchor.
    var lead: Int
    /// Cells from the anchor to the end.
    var trail: Int
  }

  let alignment: Options.Alignment
  private(set) var pending: [Line] = []
  private var lead = 0
  private var trail = 0

  init(_ alignment: Options.Alignment) {
    self.alignment = alignment
    pending.reserveCapacity(64)
  }

  /// Adds a rendered line; writes the window when it is full.
  mutating func add(_ rendered: String, measuring styled: StyledMeasurement, to out: OutputStream) {
    let (lead, total) = Self.anchor(of: styled, alignment)
    pending.append(Line(text: rendered, lead: lead, trail: total - lead))
    if pending.count >= Self.window { flush(to: out) }
  }

  /// Writes the held-back lines, padded.
  mutating func flush(to out: OutputStream) {
    guard !pending.isEmpty else { return }
    for line in pending {
      lead = max(lead, line.lead)
      trail = max(trail, line.trail)
    }
    for line in pending {
      out.write(repeating: 0x20, count: lead - line.lead)
      out.write(line.text)
      out.write(repeating: 0x20, count: trail - line.trail)
      out.write(byte: 0x0A)
    }
    pending.removeAll(keepingCapacity: true)
  }

  /// The cells before the anchor and the cells of the whole text.
  static func anchor(of styled: StyledMeasurement, _ alignment: Options.Alignment) -> (Int, Int) {
    let width = styled.displayWidth
    switch alignment {
    case .left: return (0, width)
    case .right: return (width, width)
    case .decimal: return (styled.decimalColumn, width)
    }
  }
}
