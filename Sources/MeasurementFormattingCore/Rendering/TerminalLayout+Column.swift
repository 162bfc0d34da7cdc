extension TerminalLayout {
  /// A column that measurements line up in, measured in terminal cells as they come:
  /// each item reaches some cells before its anchor and some after it, and the column
  /// is as wide as the most any item reaches on either side. It only grows, so lines
  /// written early stay lined up with later ones as long as nothing wider comes.
  ///
  /// The anchor is the start of the text for ``ColumnAlignment/left``, its end for
  /// ``ColumnAlignment/right``, and the decimal separator (or where one would be, see
  /// ``StyledMeasurement/decimalColumn``) for ``ColumnAlignment/decimal``.
  /// ``TerminalLayout/align(_:_:renderer:minimumWidth:)-([StyledMeasurement],_,_,_)`` lays out a whole list with it;
  /// a stream (such as `measfmt --align` over standard input) adds items as they come
  /// and pads each with the spaces ``padding(for:)`` gives.
  ///
  /// ```swift
  /// var column = TerminalLayout.Column(.decimal)
  /// let items = [5, 1234.5].map { try! MeasurementFormat(locale: "de").format($0, unit: .meter).styled() }
  /// let extents = items.map { column.extent(of: $0) }  // [(1, 2), (5, 4)]
  /// extents.forEach { column.include($0) }
  /// column.padding(for: extents[0])  // (before: 4, after: 2): "    5 m  "
  /// ```
  public struct Column: Hashable, Sendable {
    /// Where the items line up.
    public let alignment: ColumnAlignment
    /// The most cells an item has before its anchor.
    public private(set) var lead = 0
    /// The most cells an item has from its anchor to its end.
    public private(set) var trail = 0

    /// The alignment as a plain value: ``ColumnAlignment`` compares by name.
    private let anchor: Anchor
    private enum Anchor: Hashable, Sendable {
      case start, end, decimal
    }

    /// An empty column.
    public init(_ alignment: ColumnAlignment) {
      self.alignment = alignment
      switch alignment {
      case .left: anchor = .start
      case .right: anchor = .end
      default: anchor = .decimal
      }
    }

    /// The cells of `item` before its anchor and from its anchor to its end.
    ///
    /// - Parameter item: a measurement as it will be rendered.
    /// - Returns: the cells before and after the anchor.
    public func extent(of item: StyledMeasurement) -> (lead: Int, trail: Int) {
      extent(of: item.formatted)
    }

    /// The cells of `item` before its anchor and from its anchor to its end: the same
    /// as for `item.styled()`.
    ///
    /// ```swift
    /// let column = TerminalLayout.Column(.decimal)
    /// column.extent(of: try MeasurementFormat(locale: "de").format(1234.5, unit: .meter))
    /// // (lead: 5, trail: 4): "1.234" and ",5 m"
    /// ```
    /// - Parameter item: a measurement as it will be rendered.
    /// - Returns: the cells before and after the anchor.
    public func extent(of item: FormattedMeasurement) -> (lead: Int, trail: Int) {
      let width = item.displayWidth
      switch anchor {
      case .start: return (0, width)
      case .end: return (width, 0)
      case .decimal:
        let column = item.decimalColumn
        return (column, width - column)
      }
    }

    /// Widens the column, where needed, to hold an item of `extent` (negative counts are
    /// taken as 0).
    ///
    /// ```swift
    /// var column = TerminalLayout.Column(.decimal)
    /// column.include((lead: 5, trail: 4))
    /// column.include((lead: 1, trail: 2))
    /// (column.lead, column.trail)  // (5, 4)
    /// ```
    public mutating func include(_ extent: (lead: Int, trail: Int)) {
      lead = max(lead, extent.lead)
      trail = max(trail, extent.trail)
    }

    /// Widens the column to at least `width` cells: on the right when it aligns left,
    /// else on the left.
    ///
    /// ```swift
    /// var column = TerminalLayout.Column(.left)
    /// column.include((lead: 0, trail: 4))
    /// column.widen(toAtLeast: 10)
    /// column.trail  // 10
    /// ```
    public mutating func widen(toAtLeast width: Int) {
      let (used, overflow) = lead.addingReportingOverflow(trail)
      guard !overflow, width > used else { return }
      if anchor == .start { trail += width - used } else { lead += width - used }
    }

    /// The spaces to write before and after the rendered text of an item of `extent`
    /// (one the column includes) so that it lines up and fills the column.
    ///
    /// ```swift
    /// var column = TerminalLayout.Column(.decimal)
    /// column.include((lead: 5, trail: 4))
    /// column.padding(for: (lead: 1, trail: 2))  // (before: 4, after: 2)
    /// ```
    public func padding(for extent: (lead: Int, trail: Int)) -> (before: Int, after: Int) {
      (max(0, lead - max(0, extent.lead)), max(0, trail - max(0, extent.trail)))
    }
  }
}

extension TerminalLayout.Column: CustomStringConvertible {
  /// The alignment and the cells reserved on either side of the anchor.
  ///
  /// ```swift
  /// var column = TerminalLayout.Column(.decimal)
  /// column.include((lead: 5, trail: 4))
  /// print(column)  // Column(.decimal, lead: 5, trail: 4)
  /// ```
  public var description: String {
    "Column(.\(alignment.option), lead: \(lead), trail: \(trail))"
  }
}
