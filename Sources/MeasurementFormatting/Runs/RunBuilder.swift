import _MeasfmtICUBridge

/// Turns ICU's field spans (UTF-8 offsets, nested, unsorted) into contiguous runs.
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
    text: UnsafeBufferPointer<UInt8>, spans: UnsafeBufferPointer<ICU.Span>,
    percentIsUnit: Bool, component: Int? = nil, offset: Int = 0,
    into runs: inout [FormattedMeasurement.Run]
  ) {
    let n = Int32(text.count)
    if n == 0 { return }
    let k = spans.count
    // The text is cut at every span boundary; each segment takes the innermost
    // field covering it and the range side covering it. A few spans, a few
    // segments: no per-byte tables.
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * k + 2) { bounds in
      var count = 0
      func addBound(_ b: Int32) {
        var i = count
        while i > 0 && bounds[i - 1] > b { i -= 1 }
        if i > 0 && bounds[i - 1] == b { return }
        var j = count
        while j > i {
          bounds[j] = bounds[j - 1]
          j -= 1
        }
        bounds[i] = b
        count += 1
      }
      addBound(0)
      addBound(n)
      var hasRange = false
      for span in spans {
        let begin = max(0, min(n, span.begin))
        let end = max(0, min(n, span.end))
        guard begin < end else { continue }
        if isRangeSpan(span) { hasRange = true }
        addBound(begin)
        addBound(end)
      }
      for segment in 0..<(count - 1) {
        let begin = bounds[segment]
        let end = bounds[segment + 1]
        var field = noField
        var fieldLength = Int32.max
        var source = noField
        for span in spans where span.begin <= begin && span.end >= end {
          if isRangeSpan(span) {
            source = UInt8(span.field - Int32(MF_SPAN_RANGE))
          } else if span.field >= 0 && span.field < 0x100 && span.end - span.begin < fieldLength {
            field = UInt8(span.field)
            fieldLength = span.end - span.begin
          }
        }
        if hasRange && source == noField { source = FormattedMeasurement.RangeSource.shared.code }
        if field != noField {
          append(
            field: field, Int(begin)..<Int(end), text: text, source: source,
            percentIsUnit: percentIsUnit, component: component, offset: offset, into: &runs)
          continue
        }
        // Uncovered text, classified per character.
        var i = Int(begin)
        while i < Int(end) {
          let (scalar, length) = decodeScalar(text, at: i)
          let cls = isWhitespace(scalar) ? whitespaceClass : literalClass
          append(
            field: cls, i..<min(Int(end), i + length), text: text, source: source,
            percentIsUnit: false, component: component, offset: offset, into: &runs)
          i += length
        }
      }
    }
  }

  @inline(__always)
  private static func isRangeSpan(_ span: ICU.Span) -> Bool {
    span.field >= Int32(MF_SPAN_RANGE) && span.field < Int32(MF_SPAN_RANGE) + 2
  }

  /// Appends a run, or extends the previous one when it has the same tags and ends here.
  @inline(__always)
  private static func append(
    field: UInt8, _ range: Range<Int>, text: UnsafeBufferPointer<UInt8>, source: UInt8,
    percentIsUnit: Bool, component: Int?, offset: Int,
    into runs: inout [FormattedMeasurement.Run]
  ) {
    var run = tag(
      field: field, bytes: UnsafeBufferPointer(rebasing: text[range]), percentIsUnit: percentIsUnit)
    run.utf8Range = (range.lowerBound + offset)..<(range.upperBound + offset)
    if source != noField { run.sourceCode = source }
    if let component { run.component = component }
    if let last = runs.last, last.end == run.start, last.partCode == run.partCode,
      last.numberPartCode == run.numberPartCode, last.sourceCode == run.sourceCode,
      last.componentCode == run.componentCode
    {
      runs[runs.count - 1].end = run.end
      return
    }
    runs.append(run)
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

  private static func tag(field: UInt8, bytes: UnsafeBufferPointer<UInt8>, percentIsUnit: Bool)
    -> FormattedMeasurement.Run
  {
    typealias NP = FormattedMeasurement.NumberPart
    func value(_ numberPart: NP) -> FormattedMeasurement.Run {
      .init(utf8Range: 0..<0, part: .value, numberPart: numberPart)
    }
    switch Int32(field) {
    case Int32(MF_FIELD_INTEGER):
      return value(integerKind(bytes))
    case Int32(MF_FIELD_FRACTION): return value(.fraction)
    case Int32(MF_FIELD_DECIMAL_SEPARATOR): return value(.decimal)
    case Int32(MF_FIELD_GROUPING_SEPARATOR): return value(.group)
    case Int32(MF_FIELD_EXPONENT_SYMBOL): return value(.exponentSeparator)
    case Int32(MF_FIELD_EXPONENT_SIGN): return value(.exponentMinusSign)
    case Int32(MF_FIELD_EXPONENT): return value(.exponentInteger)
    case Int32(MF_FIELD_SIGN): return value(isPlus(bytes) ? .plusSign : .minusSign)
    case Int32(MF_FIELD_COMPACT): return value(.compact)
    case Int32(MF_FIELD_APPROXIMATELY_SIGN): return value(.approximatelySign)
    case Int32(MF_FIELD_PERCENT), Int32(MF_FIELD_PERMILL):
      return percentIsUnit ? .init(utf8Range: 0..<0, part: .unit) : value(.percentSign)
    case Int32(MF_FIELD_MEASURE_UNIT):
      return .init(utf8Range: 0..<0, part: .unit)
    case Int32(whitespaceClass):
      return .init(utf8Range: 0..<0, part: .whitespace)
    default:
      return .init(utf8Range: 0..<0, part: .literal)
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
