import MeasurementFormattingCore

/// `--align`: pads output lines so that the values line up, measured in terminal cells,
/// in the library's ``TerminalLayout/Column``: `left` pads on the right, `right` on the
/// left, and `decimal` puts the decimal separators (or where one would be, after the
/// integer digits) in one column, without blanks after the text. Padding goes
/// outside the styled text, so escape sequences are untouched.
///
/// Streaming stays possible: at most ``window`` lines are held back. They are written
/// when the window is full, when the input pauses (nothing more to read at once, as with
/// `tail -f`) and at the end. The column only grows: a later window is laid out at least
/// as wide as the earlier ones, so a wider value later on shifts only the lines from its
/// window on.
struct Aligner {
  /// The most lines held back at once.
  static let window = 1024

  struct Line {
    var text: String
    /// Cells before the anchor and from the anchor to the end.
    var extent: (lead: Int, trail: Int)
  }

  private var column: TerminalLayout.Column
  private(set) var pending: [Line] = []

  init(_ alignment: ColumnAlignment) {
    column = TerminalLayout.Column(alignment)
    pending.reserveCapacity(64)
  }

  /// Adds a rendered line; writes the window when it is full.
  mutating func add(_ rendered: String, measuring styled: StyledMeasurement, to out: OutputStream) {
    let extent = column.extent(of: styled)
    column.include(extent)
    pending.append(Line(text: rendered, extent: extent))
    if pending.count >= Self.window { flush(to: out) }
  }

  /// Writes the held-back lines, padded.
  mutating func flush(to out: OutputStream) {
    for line in pending {
      let padding = column.padding(for: line.extent)
      out.write(repeating: 0x20, count: padding.before)
      // The line ends after its value: no trailing blanks.
      out.write(line.text)
      out.endLine()
    }
    pending.removeAll(keepingCapacity: true)
  }
}
