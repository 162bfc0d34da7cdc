/// Turns ICU's field spans (``ICUSpans``: UTF-8 offsets, nested, unsorted) into
/// contiguous runs.
///
/// Each byte is painted with the innermost field that covers it; bytes no field covers are classified per character: Unicode
/// White_Space is `whitespace`, everything else (bidi marks U+061C/U+200E/U+200F,
/// range dashes) is `literal`.
enum RunBuilder {
  static let noField: UInt8 = 0xFF
  static let whitespaceClass: UInt8 = 0xFE
  static let literalClass: UInt8 = 0xFD

  /// - Parameters:
  ///   - percentIsUnit: the unit is `percent`/`permille`, so ICU's percent sign is the unit
  ///     (as ECMA-402 tags it for `style: "unit"`), not a `percentSign` of the number.
  ///   - component: the mixed-unit component index to put on every run, if any.
  ///   - offset: added to every run's offsets (when the text is placed in a larger string).
  static func build(
    text: UnsafeBufferPointer<UInt8>, spans: ICUSpans,
    percentIsUnit: Bool, component: Int? = nil, offset: Int = 0,
    into runs: inout [FormattedMeasurement.Run]
  ) {
    withRuns(
      text: text, spans: spans, percentIsUnit: percentIsUnit, component: component,
      offset: offset
    ) { runs.append(contentsOf: $0) }
  }

  /// The runs, built in a temporary buffer and lent to `body` (which copies them where
  /// they go, in one piece).
  @inline(__always)
  static func withRuns<R>(
    text: UnsafeBufferPointer<UInt8>, spans: ICUSpans,
    percentIsUnit: Bool, component: Int? = nil, offset: Int = 0,
    _ body: (UnsafeBufferPointer<FormattedMeasurement.Run>) -> R
  ) -> R {
    let n = text.count
    if n == 0 { return body(UnsafeBufferPointer(start: nil, count: 0)) }
    // One cell per byte (see `Cell`).
    return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: n) { cells in
      cells.initialize(repeating: Cell.unpainted)
      paint(spans: spans, cells: cells)
      // At most one run per byte.
      return withUnsafeTemporaryAllocation(of: FormattedMeasurement.Run.self, capacity: n) {
        buffer in
        let count = emit(
          text: text, cells: UnsafeBufferPointer(cells),
          percentIsUnit: percentIsUnit, component: component, offset: offset, into: buffer)
        defer { buffer.baseAddress!.deinitialize(count: count) }
        return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
      }
    }
  }

  /// What is painted on a byte, in one word: the field's code (bits 0–7, ``noField``
  /// where none), the range side's (bits 8–15, ``noField`` where none) and the length
  /// of the span that painted the field (bits 32–63).
  enum Cell {
    static let unpainted: UInt64 = 0xFFFF_FFFF_0000_FFFF
    static let sourceMask: UInt64 = 0xFF00
    /// The field and range side: a run is a stretch of bytes where these are the same.
    static let tagsMask: UInt64 = 0xFFFF
  }

  /// Appends the runs of text no field covers (list separators, range dashes), each
  /// character whitespace or literal; `offset` is where the text starts in the result.
  static func appendUncovered(
    _ text: ArraySlice<UInt8>, at offset: Int, into runs: inout [FormattedMeasurement.Run]
  ) {
    text.withUnsafeBufferPointer { buffer in
      build(text: buffer, spans: .none, percentIsUnit: false, offset: offset, into: &runs)
    }
  }

  /// Appends the runs of a formatted piece placed at `offset` of a longer text (a
  /// range end, a mixed-unit component), each changed by `retag`.
  static func append(
    _ piece: FormattedMeasurement, at offset: Int, into runs: inout [FormattedMeasurement.Run],
    retag: (inout FormattedMeasurement.Run) -> Void
  ) {
    for var run in piece.runs {
      run = run.shifted(by: offset)
      retag(&run)
      runs.append(run)
    }
  }

  /// Paints every span: number fields and range sides (bytes outside both sides of a
  /// range are `shared`).
  ///
  /// Each byte gets the field of the innermost span that covers it. ICU's spans nest (a
  /// grouping separator inside an integer), so the innermost is the shortest: spans are
  /// painted in ICU's order, each over the bytes no shorter span has painted (of two
  /// spans alike, the later). No sort: ICU's order does not matter.
  private static func paint(spans: ICUSpans, cells: UnsafeMutableBufferPointer<UInt64>) {
    let n = cells.count
    var hasRange = false
    for k in 0..<spans.count {
      let span = spans[k]
      let begin = max(0, span.begin)
      let end = min(n, span.end)
      guard begin < end else { continue }
      switch span.field {
      case .number(let field):
        // A text is shorter than 2^32 bytes (`ICU.maximumOutputSize`).
        let length = UInt64(truncatingIfNeeded: end - begin)
        let painted = length << 32 | UInt64(field.rawValue)
        for b in begin..<end where length <= cells[b] >> 32 {
          cells[b] = painted | (cells[b] & Cell.sourceMask)
        }
      case .rangeSide(let side):
        hasRange = true
        let source =
          side == .start
          ? FormattedMeasurement.RangeSource.startRange.code
          : FormattedMeasurement.RangeSource.endRange.code
        for b in begin..<end { cells[b] = cells[b] & ~Cell.sourceMask | UInt64(source) << 8 }
      case .listElement, .other:
        break
      }
    }
    if hasRange {
      let shared = UInt64(FormattedMeasurement.RangeSource.shared.code) << 8
      for b in 0..<n where cells[b] & Cell.sourceMask == UInt64(noField) << 8 {
        cells[b] = cells[b] & ~Cell.sourceMask | shared
      }
    }
  }

  /// Unicode White_Space, with the spaces CLDR patterns use answered without a
  /// property lookup (which costs ~250 instructions).
  @inline(__always)
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20, 0xA0, 0x202F, 0x2009, 0x200A, 0x2002...0x2008, 0x3000, 0x09...0x0D: return true
    case 0...0x7F, 0x200E, 0x200F, 0x061C: return false
    default: return scalar.properties.isWhitespace
    }
  }

  @inline(__always)
  static func decodeScalar(_ text: UnsafeBufferPointer<UInt8>, at i: Int) -> (Unicode.Scalar, Int) {
    let b0 = UInt32(text[i])
    if b0 < 0x80 { return (Unicode.Scalar(UInt8(b0)), 1) }
    let n = text.count
    var length = 1
    var value: UInt32 = 0xFFFD
    if b0 >= 0xF0, i + 3 < n {
      length = 4
      value =
        (b0 & 0x07) << 18 | (UInt32(text[i + 1]) & 0x3F) << 12 | (UInt32(text[i + 2]) & 0x3F) << 6
        | (UInt32(text[i + 3]) & 0x3F)
    } else if b0 >= 0xE0, i + 2 < n {
      length = 3
      value = (b0 & 0x0F) << 12 | (UInt32(text[i + 1]) & 0x3F) << 6 | (UInt32(text[i + 2]) & 0x3F)
    } else if b0 >= 0xC0, i + 1 < n {
      length = 2
      value = (b0 & 0x1F) << 6 | (UInt32(text[i + 1]) & 0x3F)
    }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }

  /// Writes the runs into `runs` (one per stretch of bytes with the same field and range
  /// side; bytes no field covers are classified per character, whitespace or literal);
  /// returns how many.
  @inline(__always)
  private static func emit(
    text: UnsafeBufferPointer<UInt8>, cells: UnsafeBufferPointer<UInt64>,
    percentIsUnit: Bool, component: Int?, offset: Int,
    into runs: UnsafeMutableBufferPointer<FormattedMeasurement.Run>
  ) -> Int {
    let n = text.count
    var count = 0
    var start = 0
    let componentCode = component.map { UInt8(clamping: $0) } ?? FormattedMeasurement.Run.none
    while start < n {
      let tags = cells[start] & Cell.tagsMask
      var field = UInt8(truncatingIfNeeded: tags)
      var end = start + 1
      if field == noField {
        field = uncoveredClass(text, at: start, end: &end)
        while end < n && cells[end] & Cell.tagsMask == tags {
          var next = end
          guard uncoveredClass(text, at: end, end: &next) == field else { break }
          end = next
        }
      } else {
        while end < n && cells[end] & Cell.tagsMask == tags { end += 1 }
      }
      var run = tag(
        field: field, bytes: UnsafeBufferPointer(rebasing: text[start..<end]),
        percentIsUnit: percentIsUnit)
      run.start = Int32(truncatingIfNeeded: start + offset)
      run.end = Int32(truncatingIfNeeded: end + offset)
      // Without range sides, the source byte is noField, which is Run.none.
      run.sourceCode = UInt8(truncatingIfNeeded: tags >> 8)
      run.componentCode = componentCode
      (runs.baseAddress! + count).initialize(to: run)
      count += 1
      start = end
    }
    return count
  }

  /// The class of the character no field covers at `i` (whitespace or literal); `end` is
  /// set past it.
  @inline(__always)
  private static func uncoveredClass(
    _ text: UnsafeBufferPointer<UInt8>, at i: Int, end: inout Int
  ) -> UInt8 {
    let (scalar, length) = decodeScalar(text, at: i)
    end = min(text.count, i + length)
    return isWhitespace(scalar) ? whitespaceClass : literalClass
  }

  @inline(__always)
  private static func tag(field: UInt8, bytes: UnsafeBufferPointer<UInt8>, percentIsUnit: Bool)
    -> FormattedMeasurement.Run
  {
    typealias NP = FormattedMeasurement.NumberPart
    @inline(__always) func value(_ numberPart: NP) -> FormattedMeasurement.Run {
      .init(span: 0..<0, part: .value, numberPart: numberPart)
    }
    if field == whitespaceClass { return .init(span: 0..<0, part: .whitespace) }
    guard field <= ICUField.Number.unknown.rawValue else {
      return .init(span: 0..<0, part: .literal)
    }
    // The painted codes are raw values of ICUField.Number, which are its cases' indexes
    // (implicit raw values 0, 1, 2, … in declaration order).
    switch unsafeBitCast(field, to: ICUField.Number.self) {
    case .integer:
      // An ASCII digit first: an integer (the usual case), without the scan for ∞/NaN.
      if let first = bytes.first, first &- 0x30 < 10 { return value(.integer) }
      return value(integerKind(bytes))
    case .fraction: return value(.fraction)
    case .decimalSeparator: return value(.decimal)
    case .groupingSeparator: return value(.group)
    case .exponentSymbol: return value(.exponentSeparator)
    case .exponentSign: return value(.exponentMinusSign)
    case .exponent: return value(.exponentInteger)
    case .sign: return value(isPlus(bytes) ? .plusSign : .minusSign)
    case .compact: return value(.compact)
    case .approximatelySign: return value(.approximatelySign)
    case .percent, .permill:
      return percentIsUnit ? .init(span: 0..<0, part: .unit) : value(.percentSign)
    case .measureUnit:
      return .init(span: 0..<0, part: .unit)
    case .currency, .unknown:
      return .init(span: 0..<0, part: .literal)
    }
  }

  /// ICU puts "∞" and "NaN" in the integer field; ECMA-402 calls them infinity and nan.
  private static func integerKind(_ bytes: UnsafeBufferPointer<UInt8>)
    -> FormattedMeasurement.NumberPart
  {
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      if b >= 0x30 && b <= 0x39 { return .integer }
      if b < 0x80 {
        i += 1
        continue
      }
      let (scalar, length) = decodeScalar(bytes, at: i)
      if scalar == "\u{221E}" { return .infinity }
      if scalar.properties.numericType == .decimal { return .integer }
      i += length
    }
    return .nan
  }

  /// ICU reports plus and minus signs as one SIGN field.
  private static func isPlus(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    while i < bytes.count {
      let (scalar, length) = decodeScalar(bytes, at: i)
      switch scalar {
      case "+", "\u{FF0B}", "\u{FB29}", "\u{207A}", "\u{208A}": return true
      default: i += length
      }
    }
    return false
  }
}
