/// Turns ICU's field spans (``ICUSpans``: UTF-8 offsets, nested, unsorted) into
/// contiguous runs.
///
/// Each byte is painted with the innermost field that covers it (outer spans are
/// painted first); bytes no field covers are classified per character: Unicode
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
    // One scratch buffer: a field per byte, then a range side per byte (filled only when
    // ICU reports range sides).
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * n) { scratch in
      let fields = UnsafeMutableBufferPointer(rebasing: scratch[0..<n])
      let sources = UnsafeMutableBufferPointer(rebasing: scratch[n..<2 * n])
      fields.initialize(repeating: noField)
      let hasRange = paint(spans: spans, fields: fields, sources: sources)
      classifyUncovered(text: text, fields: fields)
      // At most one run per byte.
      return withUnsafeTemporaryAllocation(of: FormattedMeasurement.Run.self, capacity: n) {
        buffer in
        let count = emit(
          text: text, fields: fields, sources: hasRange ? sources : nil,
          percentIsUnit: percentIsUnit, component: component, offset: offset, into: buffer)
        defer { buffer.baseAddress!.deinitialize(count: count) }
        return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
      }
    }
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

  /// Paints every span; returns whether any was a range side (`sources` is initialised
  /// only then).
  private static func paint(
    spans: ICUSpans, fields: UnsafeMutableBufferPointer<UInt8>,
    sources: UnsafeMutableBufferPointer<UInt8>
  ) -> Bool {
    let count = spans.count
    var hasRange = false
    // Outer spans first: by start, then longer first. Few spans (≤ ~20): insertion
    // sort of indices on the stack; many (one per digit group of a 1000-digit number):
    // the library sort, so that time stays O(n log n) whatever ICU's order.
    withUnsafeTemporaryAllocation(of: Int.self, capacity: max(count, 1)) { buffer in
      var order = buffer
      for i in 0..<count { order[i] = i }
      if count > 32 {
        order.sort { comesAfter(spans.bounds($1), spans.bounds($0)) }
      } else {
        for i in 1..<max(count, 1) {
          let key = order[i]
          let keyBounds = spans.bounds(key)
          var j = i - 1
          while j >= 0 && comesAfter(spans.bounds(order[j]), keyBounds) {
            order[j + 1] = order[j]
            j -= 1
          }
          order[j + 1] = key
        }
      }
      for k in 0..<count {
        let span = spans[order[k]]
        let begin = max(0, span.begin)
        let end = min(fields.count, span.end)
        guard begin < end else { continue }
        switch span.field {
        case .number(let field):
          for b in begin..<end { fields[b] = field.rawValue }
        case .rangeSide(let side):
          if !hasRange { sources.initialize(repeating: noField) }
          hasRange = true
          let source =
            side == .start
            ? FormattedMeasurement.RangeSource.startRange.code
            : FormattedMeasurement.RangeSource.endRange.code
          for b in begin..<end { sources[b] = source }
        case .listElement, .other:
          break
        }
      }
    }
    if hasRange {
      for b in 0..<sources.count where sources[b] == noField {
        sources[b] = FormattedMeasurement.RangeSource.shared.code
      }
    }
    return hasRange
  }

  @inline(__always)
  private static func comesAfter(_ a: (begin: Int, end: Int), _ b: (begin: Int, end: Int)) -> Bool {
    if a.begin != b.begin { return a.begin > b.begin }
    return (a.end - a.begin) < (b.end - b.begin)
  }

  /// Marks each uncovered character as whitespace or literal.
  private static func classifyUncovered(
    text: UnsafeBufferPointer<UInt8>, fields: UnsafeMutableBufferPointer<UInt8>
  ) {
    var i = 0
    let n = text.count
    while i < n {
      guard fields[i] == noField else {
        i += 1
        continue
      }
      let (scalar, length) = decodeScalar(text, at: i)
      let cls = isWhitespace(scalar) ? whitespaceClass : literalClass
      for b in i..<min(n, i + length) { fields[b] = cls }
      i += length
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
  /// side); returns how many.
  private static func emit(
    text: UnsafeBufferPointer<UInt8>, fields: UnsafeMutableBufferPointer<UInt8>,
    sources: UnsafeMutableBufferPointer<UInt8>?, percentIsUnit: Bool, component: Int?,
    offset: Int, into runs: UnsafeMutableBufferPointer<FormattedMeasurement.Run>
  ) -> Int {
    let n = text.count
    var count = 0
    var start = 0
    while start < n {
      let field = fields[start]
      let source = sources?[start] ?? noField
      var end = start + 1
      if let sources {
        while end < n && fields[end] == field && sources[end] == source { end += 1 }
      } else {
        while end < n && fields[end] == field { end += 1 }
      }
      var run = tag(
        field: field, bytes: UnsafeBufferPointer(rebasing: text[start..<end]),
        percentIsUnit: percentIsUnit)
      run.utf8Range = (start + offset)..<(end + offset)
      if source != noField { run.sourceCode = source }
      if let component { run.component = component }
      (runs.baseAddress! + count).initialize(to: run)
      count += 1
      start = end
    }
    return count
  }

  private static func tag(field: UInt8, bytes: UnsafeBufferPointer<UInt8>, percentIsUnit: Bool)
    -> FormattedMeasurement.Run
  {
    typealias NP = FormattedMeasurement.NumberPart
    func value(_ numberPart: NP) -> FormattedMeasurement.Run {
      .init(span: 0..<0, part: .value, numberPart: numberPart)
    }
    if field == whitespaceClass { return .init(span: 0..<0, part: .whitespace) }
    switch ICUField.Number(rawValue: field) {
    case .integer: return value(integerKind(bytes))
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
    case .currency, .unknown, nil:
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
