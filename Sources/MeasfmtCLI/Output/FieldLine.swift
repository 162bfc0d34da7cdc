import MeasurementFormattingCore

/// One output line of batch mode over fields, built piece by piece: the bytes as they
/// will be written, and the cells — the chosen fields' text inside them — that `--align`
/// pads.
struct FieldLine {
  struct Cell {
    /// The cell's text is `bytes[start..<end]`.
    var start: Int
    var end: Int
    /// The field number (from 1): the column the cell belongs to.
    var field: Int
    /// Terminal cells before and after the alignment anchor.
    var extent: (lead: Int, trail: Int)
  }

  var bytes: [UInt8] = []
  var cells: [Cell] = []

  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    cells.removeAll(keepingCapacity: true)
  }

  /// Appends a cell's text; `quoted` (CSV) encloses it in quotes and doubles each quote
  /// inside.
  mutating func appendCell(
    _ text: String, field: Int, extent: (lead: Int, trail: Int), quoted: Bool = false
  ) {
    let start = bytes.count
    if quoted {
      bytes.append(CSV.quote)
      for b in text.utf8 {
        if b == CSV.quote { bytes.append(b) }
        bytes.append(b)
      }
      bytes.append(CSV.quote)
    } else {
      bytes.append(contentsOf: text.utf8)
    }
    cells.append(Cell(start: start, end: bytes.count, field: field, extent: extent))
  }

  /// Writes the line, each cell padded to its column when `columns` has one; a cell at
  /// the end of the line gets no padding after it (no trailing blanks).
  func write(to out: OutputStream, columns: [TerminalLayout.Column?]) {
    bytes.withUnsafeBytes { raw in
      var position = 0
      for cell in cells {
        out.write(UnsafeRawBufferPointer(rebasing: raw[position..<cell.start]))
        var padding = (before: 0, after: 0)
        if cell.field < columns.count, let column = columns[cell.field] {
          padding = column.padding(for: cell.extent)
        }
        out.write(repeating: 0x20, count: padding.before)
        out.write(UnsafeRawBufferPointer(rebasing: raw[cell.start..<cell.end]))
        // What follows the cell: its line's end (a CR, then "\n" or NUL), or nothing.
        var next = cell.end
        if next < raw.count && raw[next] == 0x0D { next += 1 }
        let endsLine = next == raw.count || raw[next] == 0x0A || raw[next] == 0
        if !endsLine { out.write(repeating: 0x20, count: padding.after) }
        position = cell.end
      }
      out.write(UnsafeRawBufferPointer(rebasing: raw[position...]))
    }
  }
}

/// `--align` over fields: each chosen field's column is padded so that its values line
/// up, as ``Aligner`` does for whole lines — at most ``Aligner/window`` lines (or
/// ``byteLimit`` bytes of them) are held back, written when the window is full, when
/// input pauses and at the end, and a column only grows.
struct FieldAligner {
  /// The most bytes of lines held back: lines may be long.
  static let byteLimit = 1 << 22

  let alignment: ColumnAlignment
  /// The column of each field number (index), nil for a field never chosen.
  private(set) var columns: [TerminalLayout.Column?] = []
  /// The held-back lines, one after the other in one buffer (no allocation per line).
  private var held = FieldLine()
  private var heldLines = 0

  init(_ alignment: ColumnAlignment) {
    self.alignment = alignment
  }

  /// Where a formatted measurement reaches, around the anchor.
  func extent(of styled: StyledMeasurement) -> (lead: Int, trail: Int) {
    TerminalLayout.Column(alignment).extent(of: styled)
  }

  /// Where text that is not a measurement (a bad or empty field) reaches: it lines up as
  /// a whole number would.
  func extent(ofText text: String) -> (lead: Int, trail: Int) {
    let width = TerminalWidth.of(text)
    return alignment == .left ? (0, width) : (width, 0)
  }

  /// Holds a line back; writes the window when it is full.
  mutating func add(_ line: FieldLine, to out: OutputStream) {
    let offset = held.bytes.count
    held.bytes.append(contentsOf: line.bytes)
    for var cell in line.cells {
      while columns.count <= cell.field { columns.append(nil) }
      if columns[cell.field] == nil { columns[cell.field] = TerminalLayout.Column(alignment) }
      columns[cell.field]!.include(cell.extent)
      cell.start += offset
      cell.end += offset
      held.cells.append(cell)
    }
    heldLines += 1
    if heldLines >= Aligner.window || held.bytes.count >= Self.byteLimit { flush(to: out) }
  }

  /// Writes the held-back lines, padded.
  mutating func flush(to out: OutputStream) {
    held.write(to: out, columns: columns)
    held.removeAll()
    heldLines = 0
  }
}
