import _MeasfmtICUBridge

/// A field of ICU's formatted output, decoded from the bridge's `MF_FIELD_*` and
/// `MF_SPAN_*` codes: the only place those codes are read.
enum ICUField: Equatable, Sendable {
  /// A piece of a number (ICU's `UNumberFormatFields`).
  case number(Number)
  /// One end of a range (`UFIELD_CATEGORY_NUMBER_RANGE_SPAN`).
  case rangeSide(RangeSide)
  /// An element of a list, by the index of the string given for it
  /// (`UFIELD_CATEGORY_LIST_SPAN`).
  case listElement(Int)
  /// A field of a category measfmt does not read.
  case other

  /// ICU's number fields. The raw values are compact codes for the run builder's
  /// per-byte paint, not ICU's values.
  enum Number: UInt8, Sendable {
    case integer, fraction, decimalSeparator, exponentSymbol, exponentSign, exponent
    case groupingSeparator, currency, percent, permill, sign, measureUnit, compact
    case approximatelySign
    /// A number field newer than this list.
    case unknown
  }

  enum RangeSide: UInt8, Sendable {
    case start, end
  }

  @inline(__always)
  init(bridgeField field: Int32) {
    switch field {
    case Int32(MF_FIELD_INTEGER): self = .number(.integer)
    case Int32(MF_FIELD_FRACTION): self = .number(.fraction)
    case Int32(MF_FIELD_DECIMAL_SEPARATOR): self = .number(.decimalSeparator)
    case Int32(MF_FIELD_EXPONENT_SYMBOL): self = .number(.exponentSymbol)
    case Int32(MF_FIELD_EXPONENT_SIGN): self = .number(.exponentSign)
    case Int32(MF_FIELD_EXPONENT): self = .number(.exponent)
    case Int32(MF_FIELD_GROUPING_SEPARATOR): self = .number(.groupingSeparator)
    case Int32(MF_FIELD_CURRENCY): self = .number(.currency)
    case Int32(MF_FIELD_PERCENT): self = .number(.percent)
    case Int32(MF_FIELD_PERMILL): self = .number(.permill)
    case Int32(MF_FIELD_SIGN): self = .number(.sign)
    case Int32(MF_FIELD_MEASURE_UNIT): self = .number(.measureUnit)
    case Int32(MF_FIELD_COMPACT): self = .number(.compact)
    case Int32(MF_FIELD_APPROXIMATELY_SIGN): self = .number(.approximatelySign)
    case 0..<Int32(MF_SPAN_RANGE): self = .number(.unknown)
    case Int32(MF_SPAN_RANGE): self = .rangeSide(.start)
    case Int32(MF_SPAN_RANGE) + 1: self = .rangeSide(.end)
    case Int32(MF_SPAN_LIST_ELEMENT)...:
      self = .listElement(Int(field - Int32(MF_SPAN_LIST_ELEMENT)))
    default: self = .other
    }
  }
}

/// One field of a formatted value: its kind and where it is, in UTF-8 byte offsets of
/// the formatted text. ICU's spans nest (an integer inside a range side) and come in
/// no particular order.
struct ICUSpan: Sendable {
  var field: ICUField
  var begin: Int
  var end: Int
}

/// The spans of one ICU result, decoded on access from the bridge's buffer (valid only
/// inside the call that produced them; nothing is copied).
struct ICUSpans: RandomAccessCollection {
  /// The bridge's spans, as it wrote them.
  let base: UnsafeBufferPointer<MFSpan>

  init(_ base: UnsafeBufferPointer<MFSpan>) { self.base = base }

  /// No spans: text every character of which is classified on its own.
  static var none: ICUSpans { ICUSpans(UnsafeBufferPointer(start: nil, count: 0)) }

  var startIndex: Int { 0 }
  var endIndex: Int { base.count }

  /// Whether ICU reported a number field (cheaper than decoding every span).
  @inline(__always)
  func contains(_ field: ICUField.Number) -> Bool {
    let code: Int32 =
      switch field {
      case .integer: Int32(MF_FIELD_INTEGER)
      case .fraction: Int32(MF_FIELD_FRACTION)
      case .decimalSeparator: Int32(MF_FIELD_DECIMAL_SEPARATOR)
      case .exponentSymbol: Int32(MF_FIELD_EXPONENT_SYMBOL)
      case .exponentSign: Int32(MF_FIELD_EXPONENT_SIGN)
      case .exponent: Int32(MF_FIELD_EXPONENT)
      case .groupingSeparator: Int32(MF_FIELD_GROUPING_SEPARATOR)
      case .currency: Int32(MF_FIELD_CURRENCY)
      case .percent: Int32(MF_FIELD_PERCENT)
      case .permill: Int32(MF_FIELD_PERMILL)
      case .sign: Int32(MF_FIELD_SIGN)
      case .measureUnit: Int32(MF_FIELD_MEASURE_UNIT)
      case .compact: Int32(MF_FIELD_COMPACT)
      case .approximatelySign: Int32(MF_FIELD_APPROXIMATELY_SIGN)
      case .unknown: -1
      }
    return base.contains { $0.field == code }
  }

  @inline(__always)
  subscript(position: Int) -> ICUSpan {
    let span = base[position]
    return ICUSpan(
      field: ICUField(bridgeField: span.field), begin: Int(span.begin), end: Int(span.end))
  }
}
