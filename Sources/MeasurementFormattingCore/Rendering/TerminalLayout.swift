/// Where the measurements of a column line up.
///
/// ```swift
/// TerminalLayout.align(items, .decimal, renderer: ANSIRenderer(colors: .none))
/// // ["  1.5 km ", "123.25 km", " 42 km   "] — decimal separators in one column
/// ```
public struct ColumnAlignment: Hashable, Sendable, Codable, CustomStringConvertible, NamedOption {
  enum Option: String, CaseIterable, Sendable { case left, right, decimal }
  let option: Option
  /// Every alignment: left, right, decimal.
  public static let allCases = Option.allCases.map(Self.init(option:))
  /// The name the CLI uses: "left", "right" or "decimal".
  public var name: String { option.rawValue }
  /// Flush left, padded on the right.
  public static let left = Self(option: .left)
  /// Flush right, padded on the left.
  public static let right = Self(option: .right)
  /// The decimal separators (or where one would be) in one column.
  public static let decimal = Self(option: .decimal)
}

extension FormattedMeasurement {
  /// The width of the text in terminal cells (see ``TerminalWidth``): East Asian wide
  /// characters take two, combining marks and bidi marks none.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "ja").format(5, unit: "kilometer").displayWidth  // 4
  /// ```
  public var displayWidth: Int {
    var width = 0
    for scalar in string.unicodeScalars {
      width += TerminalWidth.neutralizedCells(scalar)
    }
    return width
  }

  /// The cells before the decimal separator, or before where one would be: after the
  /// integer digits of the first value ("1,234|.5 km", "-5| km", "12|K km"). A
  /// measurement without a value ("قدم") gives its whole width.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(1234.5, unit: "kilometer").decimalColumn  // 5
  /// ```
  public var decimalColumn: Int {
    var width = 0
    var seenValue = false
    for run in runs {
      if run.part == .value {
        switch run.numberPart {
        case nil, .integer?, .group?, .minusSign?, .plusSign?, .nan?, .infinity?,
          .approximatelySign?:
          seenValue = true
        default:
          // The decimal separator, or what follows the integer digits (compact, exponent).
          return width
        }
      } else if seenValue {
        return width
      }
      for scalar in text(of: run).unicodeScalars {
        width += TerminalWidth.neutralizedCells(scalar)
      }
    }
    return width
  }
}

extension StyledMeasurement {
  /// The width of the rendered text in terminal cells (see ``TerminalWidth``): escape
  /// sequences take none, East Asian wide characters two, combining marks and bidi
  /// marks none. Styles add no cells: it is the width of ``formatted`` (after the
  /// whitespace policy).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "ja").format(5, unit: "kilometer").styled().displayWidth  // 4
  /// ```
  public var displayWidth: Int { formatted.displayWidth }

  /// The cells before the decimal separator, or before where one would be (see
  /// ``FormattedMeasurement/decimalColumn``).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(1234.5, unit: "kilometer").styled()
  ///   .decimalColumn  // 5
  /// ```
  public var decimalColumn: Int { formatted.decimalColumn }
}

/// Terminal layout for columns and lines of measurements: padding and alignment by
/// display width (styles stay intact: padding is unstyled and outside every escape
/// sequence), and wrapping that never breaks inside a measurement.
///
/// ```swift
/// let f = try MeasurementFormat(locale: "en")
/// let items = [1.5, 123.25, 42].map { f.format($0, unit: .kilometer).styled() }
/// TerminalLayout.align(items, .decimal, renderer: ANSIRenderer(colors: .none))
/// // ["  1.5 km ", "123.25 km", " 42 km   "]
/// ```
public enum TerminalLayout {
  /// Pads rendered text (escape sequences allowed) with spaces to `width` cells.
  /// Text already as wide or wider is returned as it is. ``ColumnAlignment/decimal``
  /// pads like ``ColumnAlignment/right``.
  ///
  /// ```swift
  /// TerminalLayout.pad("5 \u{1B}[2mkm\u{1B}[0m", toWidth: 6, alignment: .right)
  /// // "  5 \u{1B}[2mkm\u{1B}[0m"
  /// ```
  public static func pad(_ rendered: String, toWidth width: Int, alignment: ColumnAlignment)
    -> String
  {
    let cells = TerminalWidth.of(rendered)
    guard width > cells else { return rendered }
    let spaces = String(repeating: " ", count: width - cells)
    return alignment == .left ? rendered + spaces : spaces + rendered
  }

  /// Renders each measurement and pads it so that the column lines up; every line
  /// has the same display width (at least `minimumWidth`).
  ///
  /// With ``ColumnAlignment/decimal`` the decimal separators (see
  /// ``StyledMeasurement/decimalColumn``) line up, and the lines are padded on the
  /// right to the widest. Alignment is in logical order: meant for left-to-right text.
  ///
  /// ```swift
  /// let f = try MeasurementFormat(locale: "de")
  /// let items = [5, 1234.5, -0.25].map { f.format($0, unit: .meter).styled() }
  /// TerminalLayout.align(items, .decimal, renderer: ANSIRenderer(colors: .none))
  /// // ["    5 m   ", "1.234,5 m ", "   -0,25 m"]
  /// ```
  public static func align(
    _ items: [StyledMeasurement], _ alignment: ColumnAlignment, renderer: ANSIRenderer,
    minimumWidth: Int = 0
  ) -> [String] {
    var column = Column(alignment)
    let extents = items.map { column.extent(of: $0) }
    for extent in extents { column.include(extent) }
    column.widen(toAtLeast: minimumWidth)
    return items.indices.map { i in
      let padding = column.padding(for: extents[i])
      return String(repeating: " ", count: padding.before) + renderer.render(items[i])
        + String(repeating: " ", count: padding.after)
    }
  }

  /// Lays measurements out in lines of at most `width` cells, joined by `separator`,
  /// never breaking inside a measurement; one wider than `width` gets a line of its own.
  ///
  /// ```swift
  /// let f = try MeasurementFormat(locale: "en")
  /// let items = [5, 10, 15].map { f.format(Double($0), unit: .kilometer).styled() }
  /// TerminalLayout.wrap(items, width: 12, renderer: ANSIRenderer(colors: .none))
  /// // ["5 km  10 km", "15 km"]
  /// ```
  public static func wrap(
    _ items: [StyledMeasurement], width: Int, separator: String = "  ", renderer: ANSIRenderer
  ) -> [String] {
    let separatorWidth = TerminalWidth.of(separator)
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for item in items {
      let itemWidth = item.displayWidth
      let text = renderer.render(item)
      if lineWidth == 0 && line.isEmpty {
        line = text
        lineWidth = itemWidth
      } else if lineWidth + separatorWidth + itemWidth <= width {
        line += separator + text
        lineWidth += separatorWidth + itemWidth
      } else {
        lines.append(line)
        line = text
        lineWidth = itemWidth
      }
    }
    if !items.isEmpty { lines.append(line) }
    return lines
  }

  /// ``align(_:_:renderer:minimumWidth:)-([StyledMeasurement],_,_,_)`` for measurements without styles: the same
  /// as aligning `items.map { $0.styled() }`.
  ///
  /// ```swift
  /// let f = try MeasurementFormat(locale: "en")
  /// TerminalLayout.align(
  ///   [1.5, 123.25, 42].map { f.format($0, unit: .kilometer) }, .decimal,
  ///   renderer: ANSIRenderer(colors: .none))
  /// // ["  1.5 km ", "123.25 km", " 42 km   "]
  /// ```
  /// - Parameters:
  ///   - items: formatted measurements, one per line.
  ///   - alignment: where they line up.
  ///   - renderer: how each is rendered.
  ///   - minimumWidth: the fewest cells a line has.
  /// - Returns: the padded lines, all of one display width.
  // Disfavoured: an empty literal, `align([], …)`, keeps meaning the styled form.
  @_disfavoredOverload
  public static func align(
    _ items: [FormattedMeasurement], _ alignment: ColumnAlignment, renderer: ANSIRenderer,
    minimumWidth: Int = 0
  ) -> [String] {
    align(items.map { $0.styled() }, alignment, renderer: renderer, minimumWidth: minimumWidth)
  }

  /// ``wrap(_:width:separator:renderer:)-([StyledMeasurement],_,_,_)`` for measurements without styles: the same
  /// as wrapping `items.map { $0.styled() }`.
  ///
  /// ```swift
  /// let f = try MeasurementFormat(locale: "en")
  /// TerminalLayout.wrap(
  ///   [5, 10, 15].map { f.format(Double($0), unit: .kilometer) }, width: 12,
  ///   renderer: ANSIRenderer(colors: .none))
  /// // ["5 km  10 km", "15 km"]
  /// ```
  /// - Parameters:
  ///   - items: formatted measurements.
  ///   - width: the most cells a line has (unless one measurement is wider).
  ///   - separator: what goes between two measurements on a line.
  ///   - renderer: how each is rendered.
  /// - Returns: the lines.
  // Disfavoured: an empty literal, `wrap([], …)`, keeps meaning the styled form.
  @_disfavoredOverload
  public static func wrap(
    _ items: [FormattedMeasurement], width: Int, separator: String = "  ",
    renderer: ANSIRenderer
  ) -> [String] {
    wrap(items.map { $0.styled() }, width: width, separator: separator, renderer: renderer)
  }
}

extension ColumnAlignment {
  /// The alignment with the given name, or nil when there is none: ``name`` read back.
  ///
  /// ```swift
  /// ColumnAlignment(name: "decimal")  // .decimal
  /// ColumnAlignment(name: "bogus")  // nil
  /// ```
  /// - Parameter name: One of ``names``.
  public init?(name: String) { self.init(optionNamed: name) }

  /// Every name, in the order of `allCases`: what ``init(name:)`` accepts.
  ///
  /// ```swift
  /// ColumnAlignment.names.contains("decimal")  // true
  /// ```
  public static var names: [String] { optionNames }

  /// The name, as ``name``: what `print` shows.
  ///
  /// ```swift
  /// print(ColumnAlignment.decimal)  // decimal
  /// ```
  public var description: String { name }

  /// Decodes the name, one JSON string; an unknown name is `DecodingError.dataCorrupted`.
  ///
  /// ```swift
  /// try JSONDecoder().decode(ColumnAlignment.self, from: Data(#""decimal""#.utf8))  // .decimal
  /// ```
  public init(from decoder: any Decoder) throws { try self.init(decodingNameFrom: decoder) }

  /// Encodes the name, as one JSON string.
  ///
  /// ```swift
  /// String(decoding: try JSONEncoder().encode(ColumnAlignment.decimal), as: UTF8.self)  // "\"decimal\""
  /// ```
  public func encode(to encoder: any Encoder) throws { try encodeName(to: encoder) }
}
