/// How the number of a measurement is written: digits, rounding, grouping, sign, notation.
///
/// Every option is optional: unset means the locale's and ICU's default (at most six
/// fraction digits, half-even rounding, the locale's grouping, a sign for negatives).
///
/// ```swift
/// let options = try NumberOptions(fractionDigits: 2...2, grouping: .never)
/// let f = try MeasurementFormat(locale: "en", number: options)
/// f.format(1234.5, unit: .kilometer).string  // "1234.50 km"
/// ```
public struct NumberOptions: Hashable, Sendable, Codable {
  /// Minimum and maximum digits after the decimal separator (0...999).
  public private(set) var fractionDigits: ClosedRange<Int>?
  /// Minimum and maximum significant digits (1...999). Takes precedence over
  /// ``fractionDigits`` when both are set.
  public private(set) var significantDigits: ClosedRange<Int>?
  public var roundingMode: RoundingMode?
  public var grouping: Grouping?
  public var signDisplay: SignDisplay?
  public var notation: Notation?

  /// - Throws: ``MeasurementFormatError/invalidOption(_:)`` when a digit count is out of range.
  public init(
    fractionDigits: ClosedRange<Int>? = nil, significantDigits: ClosedRange<Int>? = nil,
    roundingMode: RoundingMode? = nil, grouping: Grouping? = nil,
    signDisplay: SignDisplay? = nil, notation: Notation? = nil
  ) throws(MeasurementFormatError) {
    if let f = fractionDigits, f.lowerBound < 0 || f.upperBound > 999 {
      throw .invalidOption(
        "fraction digits must be between 0 and 999, not \(f.lowerBound)...\(f.upperBound)")
    }
    if let s = significantDigits, s.lowerBound < 1 || s.upperBound > 999 {
      throw .invalidOption(
        "significant digits must be between 1 and 999, not \(s.lowerBound)...\(s.upperBound)")
    }
    self.fractionDigits = fractionDigits
    self.significantDigits = significantDigits
    self.roundingMode = roundingMode
    self.grouping = grouping
    self.signDisplay = signDisplay
    self.notation = notation
  }

  /// The ICU defaults.
  public init() {}

  /// How a number is rounded to the digits shown.
  public struct RoundingMode: _NamedOption {
    public let name: String
    public init(unchecked name: String) { self.name = name }
    public static let names = [
      "half-even", "half-up", "half-down", "up", "down", "ceiling", "floor",
    ]
    public static let halfEven = Self(unchecked: "half-even")
    public static let halfUp = Self(unchecked: "half-up")
    public static let halfDown = Self(unchecked: "half-down")
    /// Away from zero.
    public static let up = Self(unchecked: "up")
    /// Toward zero.
    public static let down = Self(unchecked: "down")
    public static let ceiling = Self(unchecked: "ceiling")
    public static let floor = Self(unchecked: "floor")
  }

  /// When digits are grouped ("1,234").
  public struct Grouping: _NamedOption {
    public let name: String
    public init(unchecked name: String) { self.name = name }
    public static let names = ["auto", "always", "never", "min2"]
    /// The locale's rule (CLDR minimumGroupingDigits: es writes "1234" but "12.345").
    public static let automatic = Self(unchecked: "auto")
    /// Group from four digits on, whatever the locale says.
    public static let always = Self(unchecked: "always")
    public static let never = Self(unchecked: "never")
    /// Group only from five digits on.
    public static let min2 = Self(unchecked: "min2")
  }

  /// When a sign is shown.
  public struct SignDisplay: _NamedOption {
    public let name: String
    public init(unchecked name: String) { self.name = name }
    public static let names = ["auto", "always", "never", "except-zero", "negative"]
    /// Negative numbers only (and -0).
    public static let automatic = Self(unchecked: "auto")
    public static let always = Self(unchecked: "always")
    public static let never = Self(unchecked: "never")
    /// "+" or "-" but none for zero.
    public static let exceptZero = Self(unchecked: "except-zero")
    /// Negative numbers only, not -0.
    public static let negative = Self(unchecked: "negative")
  }

  /// Standard, scientific, engineering or compact notation.
  public struct Notation: _NamedOption {
    public let name: String
    public init(unchecked name: String) { self.name = name }
    public static let names = [
      "standard", "scientific", "engineering", "compact-short", "compact-long",
    ]
    public static let standard = Self(unchecked: "standard")
    /// "1.2345E3"
    public static let scientific = Self(unchecked: "scientific")
    /// Exponents that are multiples of three.
    public static let engineering = Self(unchecked: "engineering")
    /// "1.2K"
    public static let compactShort = Self(unchecked: "compact-short")
    /// "1.2 thousand"
    public static let compactLong = Self(unchecked: "compact-long")
  }
}

/// An option with a fixed set of names (the CLI's spelling), encoded as its name.
/// Not meant to be adopted outside this package.
public protocol _NamedOption: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Every valid name.
  static var names: [String] { get }
  /// This option's name, as the CLI spells it ("half-even", "compact-short").
  var name: String { get }
  init(unchecked name: String)
}

extension _NamedOption {
  public var description: String { name }

  /// The option with the given name, or nil when there is none.
  public init?(name: String) {
    guard Self.names.contains(name) else { return nil }
    self.init(unchecked: name)
  }

  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let option = Self(name: name) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "unknown option \(name)"))
    }
    self = option
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
