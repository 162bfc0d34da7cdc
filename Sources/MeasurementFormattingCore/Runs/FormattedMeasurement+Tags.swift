extension FormattedMeasurement {
  /// The semantic part a run belongs to.
  ///
  /// ```swift
  /// let five = try MeasurementFormat(width: .narrow, locale: "de").format(5, unit: "kilometer")
  /// five.runs.map(\.part)  // [.value, .whitespace, .unit]
  /// ```
  public struct Part: Hashable, Sendable, Codable, CustomStringConvertible, NamedOption {
    /// The bridge header's `MF_PARTS`, in its order (`RunTagTests`).
    enum Option: UInt8, CaseIterable, Sendable {
      case value, unit, whitespace, literal
    }
    let option: Option

    /// The number (or one of the numbers of a range or mixed unit).
    public static let value = Part(option: .value)
    /// The unit ("km", "Kilometer", "%" when the unit is percent).
    public static let unit = Part(option: .unit)
    /// Spacing between value and unit or around list separators: U+0020, U+00A0, U+202F, …
    public static let whitespace = Part(option: .whitespace)
    /// Anything else: bidi marks, range dashes, list separators.
    public static let literal = Part(option: .literal)

    /// The stable names, in the order of ``allCases``: "value", "unit", "whitespace",
    /// "literal".
    public static let names = ICURunTags.names(.part)
    /// Every part, in a stable order.
    public static let allCases = Option.allCases.map(Part.init(option:))
    /// The stable name used in JSON and CSS classes.
    public var name: String { Self.names[Int(option.rawValue)] }
  }

  /// The kind of a piece of a number, named as in ECMA-402 `formatToParts`.
  ///
  /// ```swift
  /// let d = try MeasurementFormat(locale: "en").format(-1234.5, unit: "meter")
  /// d.runs.compactMap(\.numberPart)  // [.minusSign, .integer, .group, .integer, .decimal, .fraction]
  /// ```
  public struct NumberPart: Hashable, Sendable, Codable, CustomStringConvertible, NamedOption {
    /// The bridge header's `MF_NUMBER_PARTS`, in its order (`RunTagTests`).
    enum Option: UInt8, CaseIterable, Sendable {
      case integer, group, decimal, fraction, plusSign, minusSign, percentSign, compact
      case exponentSeparator, exponentMinusSign, exponentInteger, nan, infinity
      case approximatelySign
    }
    let option: Option

    /// Integer digits: "1" and "234" in "1,234.5". ICU's "∞" and "NaN" are ``infinity`` and
    /// ``nan`` instead.
    public static let integer = NumberPart(option: .integer)
    /// A group separator between integer digits: "," in en "1,234", "." in de "1.234",
    /// U+202F in fr "1 234".
    public static let group = NumberPart(option: .group)
    /// The decimal separator: "." in en "1.5", "," in de "1,5", "٫" in ar-EG "١٫٥".
    public static let decimal = NumberPart(option: .decimal)
    /// The digits after the decimal separator: "5" in "1.5".
    public static let fraction = NumberPart(option: .fraction)
    /// A plus sign, shown with ``NumberOptions/SignDisplay-swift.struct/always`` or
    /// ``NumberOptions/SignDisplay-swift.struct/exceptZero``: "+" in "+5 km".
    public static let plusSign = NumberPart(option: .plusSign)
    /// A minus sign: "-" in en "-3.5°C" (U+2212 "−" in some locales, such as sv and fi).
    public static let minusSign = NumberPart(option: .minusSign)
    /// A percent sign inside a number, as ECMA-402 names it. A measurement in `percent` or
    /// `permille` tags its sign as the ``Part/unit`` instead (as ECMA-402 does for
    /// `style: "unit"`), so measfmt's own results do not carry this tag; it completes the
    /// ECMA-402 set for runs made with ``Run/init(utf8Range:part:numberPart:source:component:)``.
    public static let percentSign = NumberPart(option: .percentSign)
    /// The abbreviation of compact notation: "K" in "1.2K km"
    /// (``NumberOptions/Notation-swift.struct/compactShort``), "thousand" in
    /// "1.2 thousand km" (``NumberOptions/Notation-swift.struct/compactLong``).
    public static let compact = NumberPart(option: .compact)
    /// The "E" of scientific and engineering notation: "1.2345E3 km".
    public static let exponentSeparator = NumberPart(option: .exponentSeparator)
    /// The minus sign of a negative exponent: the "-" of "1.2E-3 km".
    public static let exponentMinusSign = NumberPart(option: .exponentMinusSign)
    /// The digits of the exponent: the "3" of "1.2345E3 km".
    public static let exponentInteger = NumberPart(option: .exponentInteger)
    /// Not a number: "NaN" in English (ICU puts it in its integer field; ECMA-402 names it).
    public static let nan = NumberPart(option: .nan)
    /// Infinity: "∞" (ICU puts it in its integer field; ECMA-402 names it).
    public static let infinity = NumberPart(option: .infinity)
    /// The approximately sign of a range whose ends round to the same number: the "~" of
    /// "~5 km" (``MeasurementFormat/formatRange(_:_:unit:)``).
    public static let approximatelySign = NumberPart(option: .approximatelySign)

    /// The stable names (ECMA-402's), in the order of ``allCases``: "integer", "group",
    /// "decimal", "fraction", "plusSign", "minusSign", "percentSign", "compact",
    /// "exponentSeparator", "exponentMinusSign", "exponentInteger", "nan", "infinity",
    /// "approximatelySign".
    public static let names = ICURunTags.names(.numberPart)
    /// Every number part, in a stable order.
    public static let allCases = Option.allCases.map(NumberPart.init(option:))
    /// The stable name used in JSON and CSS classes.
    public var name: String { Self.names[Int(option.rawValue)] }
  }

  /// Which end of a range a run comes from, as in ECMA-402 `formatRangeToParts`.
  ///
  /// ```swift
  /// let r = try MeasurementFormat(locale: "en").formatRange(3, 5, unit: .kilometer)
  /// r.string                         // "3–5 km"
  /// r.runs.map { $0.source!.name }   // ["startRange", "shared", "endRange", "shared", "shared"]
  /// ```
  public struct RangeSource: Hashable, Sendable, Codable, CustomStringConvertible, NamedOption {
    /// The bridge header's `MF_SOURCES`, in its order (`RunTagTests`).
    enum Option: UInt8, CaseIterable, Sendable {
      case startRange, endRange, shared
    }
    let option: Option

    /// From the lower end: "3" in "3–5 km".
    public static let startRange = RangeSource(option: .startRange)
    /// From the upper end: "5" in "3–5 km".
    public static let endRange = RangeSource(option: .endRange)
    /// Shared by both ends: the range separator, a collapsed unit.
    public static let shared = RangeSource(option: .shared)

    /// The stable names, in the order of ``allCases``: "startRange", "endRange", "shared".
    public static let names = ICURunTags.names(.source)
    /// Every source, in a stable order.
    public static let allCases = Option.allCases.map(RangeSource.init(option:))
    /// The stable name used in JSON and CSS classes.
    public var name: String { Self.names[Int(option.rawValue)] }
  }
}

/// The one-byte code a ``FormattedMeasurement/Run`` stores for a tag: the index of its
/// name. Codes come only from ``code``, so every stored code is valid.
protocol RunTagCode {
  associatedtype Option: RawRepresentable<UInt8>
  var option: Option { get }
  init(option: Option)
}

extension RunTagCode {
  var code: UInt8 { option.rawValue }
  init(code: UInt8) { self.init(option: Option(rawValue: code)!) }
}

extension FormattedMeasurement.Part: RunTagCode {}
extension FormattedMeasurement.NumberPart: RunTagCode {}
extension FormattedMeasurement.RangeSource: RunTagCode {}

extension FormattedMeasurement.Part {
  /// The part with the given name, or nil when there is none: ``name`` read back.
  ///
  /// ```swift
  /// FormattedMeasurement.Part(name: "unit")  // .unit
  /// FormattedMeasurement.Part(name: "bogus")  // nil
  /// ```
  /// - Parameter name: One of ``names``.
  public init?(name: String) { self.init(optionNamed: name) }

  /// The name, as ``name``: what `print` shows.
  ///
  /// ```swift
  /// print(FormattedMeasurement.Part.unit)  // unit
  /// ```
  public var description: String { name }

  /// Decodes the name, one JSON string; an unknown name is `DecodingError.dataCorrupted`.
  ///
  /// ```swift
  /// try JSONDecoder().decode(FormattedMeasurement.Part.self, from: Data(#""unit""#.utf8))  // .unit
  /// ```
  public init(from decoder: any Decoder) throws { try self.init(decodingNameFrom: decoder) }

  /// Encodes the name, as one JSON string.
  ///
  /// ```swift
  /// String(decoding: try JSONEncoder().encode(FormattedMeasurement.Part.unit), as: UTF8.self)  // "\"unit\""
  /// ```
  public func encode(to encoder: any Encoder) throws { try encodeName(to: encoder) }

  package static var nameKind: String { "name" }
}

extension FormattedMeasurement.NumberPart {
  /// The number part with the given name, or nil when there is none: ``name`` read back.
  ///
  /// ```swift
  /// FormattedMeasurement.NumberPart(name: "minusSign")  // .minusSign
  /// FormattedMeasurement.NumberPart(name: "bogus")  // nil
  /// ```
  /// - Parameter name: One of ``names``.
  public init?(name: String) { self.init(optionNamed: name) }

  /// The name, as ``name``: what `print` shows.
  ///
  /// ```swift
  /// print(FormattedMeasurement.NumberPart.minusSign)  // minusSign
  /// ```
  public var description: String { name }

  /// Decodes the name, one JSON string; an unknown name is `DecodingError.dataCorrupted`.
  ///
  /// ```swift
  /// try JSONDecoder().decode(FormattedMeasurement.NumberPart.self, from: Data(#""minusSign""#.utf8))  // .minusSign
  /// ```
  public init(from decoder: any Decoder) throws { try self.init(decodingNameFrom: decoder) }

  /// Encodes the name, as one JSON string.
  ///
  /// ```swift
  /// String(decoding: try JSONEncoder().encode(FormattedMeasurement.NumberPart.minusSign), as: UTF8.self)  // "\"minusSign\""
  /// ```
  public func encode(to encoder: any Encoder) throws { try encodeName(to: encoder) }

  package static var nameKind: String { "name" }
}

extension FormattedMeasurement.RangeSource {
  /// The range source with the given name, or nil when there is none: ``name`` read back.
  ///
  /// ```swift
  /// FormattedMeasurement.RangeSource(name: "startRange")  // .startRange
  /// FormattedMeasurement.RangeSource(name: "bogus")  // nil
  /// ```
  /// - Parameter name: One of ``names``.
  public init?(name: String) { self.init(optionNamed: name) }

  /// The name, as ``name``: what `print` shows.
  ///
  /// ```swift
  /// print(FormattedMeasurement.RangeSource.startRange)  // startRange
  /// ```
  public var description: String { name }

  /// Decodes the name, one JSON string; an unknown name is `DecodingError.dataCorrupted`.
  ///
  /// ```swift
  /// try JSONDecoder().decode(FormattedMeasurement.RangeSource.self, from: Data(#""startRange""#.utf8))  // .startRange
  /// ```
  public init(from decoder: any Decoder) throws { try self.init(decodingNameFrom: decoder) }

  /// Encodes the name, as one JSON string.
  ///
  /// ```swift
  /// String(decoding: try JSONEncoder().encode(FormattedMeasurement.RangeSource.startRange), as: UTF8.self)  // "\"startRange\""
  /// ```
  public func encode(to encoder: any Encoder) throws { try encodeName(to: encoder) }

  package static var nameKind: String { "name" }
}
