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

  /// One of ICU's number fields (`UNumberFormatFields`), by the bridge's mirror of its code
  /// (`MF_FIELD_*`, checked against ICU's by `static_assert`).
  struct Number: Equatable, Sendable {
    let code: Int32

    static let integer = Number(code: Int32(MF_FIELD_INTEGER))
    static let fraction = Number(code: Int32(MF_FIELD_FRACTION))
    static let decimalSeparator = Number(code: Int32(MF_FIELD_DECIMAL_SEPARATOR))
    static let exponentSymbol = Number(code: Int32(MF_FIELD_EXPONENT_SYMBOL))
    static let exponentSign = Number(code: Int32(MF_FIELD_EXPONENT_SIGN))
    static let exponent = Number(code: Int32(MF_FIELD_EXPONENT))
    static let groupingSeparator = Number(code: Int32(MF_FIELD_GROUPING_SEPARATOR))
    static let currency = Number(code: Int32(MF_FIELD_CURRENCY))
    static let percent = Number(code: Int32(MF_FIELD_PERCENT))
    static let permill = Number(code: Int32(MF_FIELD_PERMILL))
    static let sign = Number(code: Int32(MF_FIELD_SIGN))
    static let measureUnit = Number(code: Int32(MF_FIELD_MEASURE_UNIT))
    static let compact = Number(code: Int32(MF_FIELD_COMPACT))
    static let approximatelySign = Number(code: Int32(MF_FIELD_APPROXIMATELY_SIGN))
    /// A number field newer than the bridge's mirrors.
    static let unknown = Number(code: -1)
  }

  enum RangeSide: UInt8, Sendable {
    case start, end
  }

  @inline(__always)
  init(bridgeField field: Int32) {
    switch field {
    case 0...Int32(MF_FIELD_APPROXIMATELY_SIGN): self = .number(Number(code: field))
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
    base.contains { $0.field == field.code }
  }

  @inline(__always)
  subscript(position: Int) -> ICUSpan {
    let span = base[position]
    return ICUSpan(
      field: ICUField(bridgeField: span.field), begin: Int(span.begin), end: Int(span.end))
  }
}
