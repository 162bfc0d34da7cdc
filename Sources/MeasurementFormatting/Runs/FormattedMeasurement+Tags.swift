extension FormattedMeasurement {
  /// The semantic part a run belongs to.
  ///
  /// ```swift
  /// let five = try MeasurementFormat(width: .narrow, locale: "de").format(5, unit: "kilometer")
  /// five.runs.map(\.part)  // [.value, .whitespace, .unit]
  /// ```
  public struct Part: _MeasurementTag {
    public let code: UInt8
    public init(code: UInt8) { self.code = code }

    /// The number (or one of the numbers of a range or mixed unit).
    public static let value = Part(code: 0)
    /// The unit ("km", "Kilometer", "%" when the unit is percent).
    public static let unit = Part(code: 1)
    /// Spacing between value and unit or around list separators: U+0020, U+00A0, U+202F, …
    public static let whitespace = Part(code: 2)
    /// Anything else: bidi marks, range dashes, list separators.
    public static let literal = Part(code: 3)

    public static let names = ["value", "unit", "whitespace", "literal"]
    /// Every part, in a stable order.
    public static let allCases: [Part] = [.value, .unit, .whitespace, .literal]

  }

  /// The kind of a piece of a number, named as in ECMA-402 `formatToParts`.
  ///
  /// ```swift
  /// let d = try MeasurementFormat(locale: "en").format(-1234.5, unit: "meter")
  /// d.runs.compactMap(\.numberPart)  // [.minusSign, .integer, .group, .integer, .decimal, .fraction]
  /// ```
  public struct NumberPart: _MeasurementTag {
    public let code: UInt8
    public init(code: UInt8) { self.code = code }

    public static let integer = NumberPart(code: 0)
    public static let group = NumberPart(code: 1)
    public static let decimal = NumberPart(code: 2)
    public static let fraction = NumberPart(code: 3)
    public static let plusSign = NumberPart(code: 4)
    public static let minusSign = NumberPart(code: 5)
    public static let percentSign = NumberPart(code: 6)
    public static let compact = NumberPart(code: 7)
    public static let exponentSeparator = NumberPart(code: 8)
    public static let exponentMinusSign = NumberPart(code: 9)
    public static let exponentInteger = NumberPart(code: 10)
    public static let nan = NumberPart(code: 11)
    public static let infinity = NumberPart(code: 12)
    public static let approximatelySign = NumberPart(code: 13)

    public static let names = [
      "integer", "group", "decimal", "fraction", "plusSign", "minusSign", "percentSign",
      "compact", "exponentSeparator", "exponentMinusSign", "exponentInteger", "nan", "infinity",
      "approximatelySign",
    ]
    /// Every number part, in a stable order.
    public static let allCases: [NumberPart] = (0..<14).map { NumberPart(code: UInt8($0)) }

  }

  /// Which end of a range a run comes from, as in ECMA-402 `formatRangeToParts`.
  public struct RangeSource: _MeasurementTag {
    public let code: UInt8
    public init(code: UInt8) { self.code = code }

    public static let startRange = RangeSource(code: 0)
    public static let endRange = RangeSource(code: 1)
    /// Shared by both ends: the range separator, a collapsed unit.
    public static let shared = RangeSource(code: 2)

    public static let names = ["startRange", "endRange", "shared"]

  }
}

/// The shared behaviour of ``FormattedMeasurement/Part``, ``FormattedMeasurement/NumberPart``
/// and ``FormattedMeasurement/RangeSource``: a one-byte code with a stable name, encoded as
/// that name. Not meant to be adopted outside this package.
public protocol _MeasurementTag: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The stable names, indexed by code.
  static var names: [String] { get }
  /// The index into ``names``.
  var code: UInt8 { get }
  init(code: UInt8)
}

extension _MeasurementTag {
  /// The stable name used in JSON and CSS classes ("value", "minusSign", "startRange", …).
  public var name: String { Self.names[Int(code)] }
  public var description: String { name }

  /// The tag with the given name, or nil when there is none.
  public init?(name: String) {
    guard let index = Self.names.firstIndex(of: name) else { return nil }
    self.init(code: UInt8(index))
  }

  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let tag = Self(name: name) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "unknown name \(name)"))
    }
    self = tag
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
