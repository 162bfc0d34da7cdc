/// How the number of a measurement is written: digits, rounding, grouping, sign, notation.
///
/// Every option is optional: unset means the locale's and ICU's default (at most six
/// fraction digits, half-even rounding, the locale's grouping, a sign for negatives).
/// Nothing here can be wrong: digit counts clamp (see ``Precision``), so building options
/// never throws.
///
/// ```swift
/// let options = NumberOptions(precision: .fractionDigits(2), grouping: .never)
/// let f = try MeasurementFormat(locale: "en", number: options)
/// f.format(1234.5, unit: .kilometer).string  // "1234.50 km"
/// ```
public struct NumberOptions: Hashable, Sendable, Codable {
  /// How many digits are shown: fraction digits or significant digits; nil is ICU's
  /// default (at most six fraction digits).
  public var precision: Precision?
  /// How a number is rounded to the digits shown; nil is ICU's half-even.
  public var roundingMode: RoundingMode?
  /// When digits are grouped; nil is the locale's rule (``Grouping-swift.struct/automatic``).
  public var grouping: Grouping?
  /// When a sign is shown; nil shows one for negative numbers
  /// (``SignDisplay-swift.struct/automatic``).
  public var signDisplay: SignDisplay?
  /// Standard, scientific, engineering or compact notation; nil is standard.
  public var notation: Notation?

  /// Number options; every one left out (nil) is the locale's and ICU's default.
  ///
  /// ```swift
  /// let two = NumberOptions(precision: .fractionDigits(2), roundingMode: .halfUp)
  /// try MeasurementFormat(locale: "en", number: two).format(2.345, unit: .meter).string
  /// // "2.35 m"
  /// NumberOptions(precision: .fractionDigits(0...1000)).precision?.fractionDigits
  /// // 0...999 (clamped)
  /// ```
  /// - Parameters:
  ///   - precision: Fraction or significant digits (`.fractionDigits(2)` always two,
  ///     `.fractionDigits(0...2)` at most two, `.significantDigits(3)`).
  ///   - roundingMode: How to round to those digits.
  ///   - grouping: When to group digits.
  ///   - signDisplay: When to show a sign.
  ///   - notation: Standard, scientific, engineering or compact.
  public init(
    precision: Precision? = nil, roundingMode: RoundingMode? = nil, grouping: Grouping? = nil,
    signDisplay: SignDisplay? = nil, notation: Notation? = nil
  ) {
    self.precision = precision
    self.roundingMode = roundingMode
    self.grouping = grouping
    self.signDisplay = signDisplay
    self.notation = notation
  }

  private enum CodingKeys: String, CodingKey {
    case fractionDigits, significantDigits, roundingMode, grouping, signDisplay, notation
  }

  /// Decodes the options: the precision from `fractionDigits` or `significantDigits` (a
  /// `[min, max]` pair; significant digits win when both are present), clamped as
  /// ``Precision`` clamps — out-of-range digit counts do not fail decoding. Unknown
  /// option names do.
  ///
  /// ```swift
  /// let json = #"{"fractionDigits":[1,2],"grouping":"never"}"#
  /// try JSONDecoder().decode(NumberOptions.self, from: Data(json.utf8))
  /// // NumberOptions(precision: .fractionDigits(1...2), grouping: .never)
  /// ```
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let fraction = try c.decodeIfPresent(ClosedRange<Int>.self, forKey: .fractionDigits)
    let significant = try c.decodeIfPresent(ClosedRange<Int>.self, forKey: .significantDigits)
    self.init(
      precision: significant.map(Precision.significantDigits)
        ?? fraction.map(Precision.fractionDigits),
      roundingMode: try c.decodeIfPresent(RoundingMode.self, forKey: .roundingMode),
      grouping: try c.decodeIfPresent(Grouping.self, forKey: .grouping),
      signDisplay: try c.decodeIfPresent(SignDisplay.self, forKey: .signDisplay),
      notation: try c.decodeIfPresent(Notation.self, forKey: .notation))
  }

  /// Encodes the options that are set, the precision as `fractionDigits` or
  /// `significantDigits` (a `[min, max]` pair).
  ///
  /// ```swift
  /// let options = NumberOptions(precision: .fractionDigits(2), grouping: .never)
  /// String(decoding: try JSONEncoder().encode(options), as: UTF8.self)
  /// // {"fractionDigits":[2,2],"grouping":"never"}
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(precision?.fractionDigits, forKey: .fractionDigits)
    try c.encodeIfPresent(precision?.significantDigits, forKey: .significantDigits)
    try c.encodeIfPresent(roundingMode, forKey: .roundingMode)
    try c.encodeIfPresent(grouping, forKey: .grouping)
    try c.encodeIfPresent(signDisplay, forKey: .signDisplay)
    try c.encodeIfPresent(notation, forKey: .notation)
  }

  /// How a number is rounded to the digits shown.
  public struct RoundingMode: Hashable, Sendable, Codable, CustomStringConvertible, NamedOption {
    enum Option: String, CaseIterable, Sendable {
      case halfEven = "half-even"
      case halfUp = "half-up"
      case halfDown = "half-down"
      case up, down
      case ceiling, floor
    }
    let option: Option

    /// To the nearest, a tie to the even neighbour (ICU's default): 2.5 → "2", 3.5 → "4".
    public static let halfEven = Self(option: .halfEven)
    /// To the nearest, a tie away from zero: 2.5 → "3", -2.5 → "-3".
    public static let halfUp = Self(option: .halfUp)
    /// To the nearest, a tie toward zero: 2.5 → "2", -2.5 → "-2".
    public static let halfDown = Self(option: .halfDown)
    /// Away from zero.
    public static let up = Self(option: .up)
    /// Toward zero.
    public static let down = Self(option: .down)
    /// Toward positive infinity: 2.1 → "3", -2.9 → "-2".
    public static let ceiling = Self(option: .ceiling)
    /// Toward negative infinity: 2.9 → "2", -2.1 → "-3".
    public static let floor = Self(option: .floor)

    /// Every mode: half-even, half-up, half-down, up, down, ceiling, floor.
    public static let allCases = Option.allCases.map(Self.init(option:))
    /// The name the CLI uses: "half-even", "ceiling", …
    public var name: String { option.rawValue }
  }

  /// When digits are grouped ("1,234").
  public struct Grouping: Hashable, Sendable, Codable, CustomStringConvertible, NamedOption {
    enum Option: String, CaseIterable, Sendable {
      case automatic = "auto"
      case always, never, min2
    }
    let option: Option

    /// The locale's rule (CLDR minimumGroupingDigits: es writes "1234" but "12.345").
    public static let automatic = Self(option: .automatic)
    /// Group from four digits on, whatever the locale says.
    public static let always = Self(option: .always)
    /// Never group: "1234567.5 km".
    public static let never = Self(option: .never)
    /// Group only from five digits on.
    public static let min2 = Self(option: .min2)

    /// Every grouping: auto, always, never, min2.
    public static let allCases = Option.allCases.map(Self.init(option:))
    /// The name the CLI uses: "auto", "always", "never" or "min2".
    public var name: String { option.rawValue }
  }

  /// When a sign is shown.
  public struct SignDisplay: Hashable, Sendable, Codable, CustomStringConvertible, NamedOption {
    enum Option: String, CaseIterable, Sendable {
      case automatic = "auto"
      case always, never
      case exceptZero = "except-zero"
      case negative
    }
    let option: Option

    /// Negative numbers only (and -0).
    public static let automatic = Self(option: .automatic)
    /// A sign on every number, zero included: "+5 km", "+0 km", "-5 km".
    public static let always = Self(option: .always)
    /// No sign, even for negative numbers: -5 km is "5 km".
    public static let never = Self(option: .never)
    /// "+" or "-" but none for zero.
    public static let exceptZero = Self(option: .exceptZero)
    /// Negative numbers only, not -0.
    public static let negative = Self(option: .negative)

    /// Every sign display: auto, always, never, except-zero, negative.
    public static let allCases = Option.allCases.map(Self.init(option:))
    /// The name the CLI uses: "auto", "except-zero", …
    public var name: String { option.rawValue }
  }

  /// Standard, scientific, engineering or compact notation.
  public struct Notation: Hashable, Sendable, Codable, CustomStringConvertible, NamedOption {
    enum Option: String, CaseIterable, Sendable {
      case standard, scientific, engineering
      case compactShort = "compact-short"
      case compactLong = "compact-long"
      case spellOut = "spell-out"
    }
    let option: Option

    /// Plain digits: "1,234.5 km".
    public static let standard = Self(option: .standard)
    /// "1.2345E3"
    public static let scientific = Self(option: .scientific)
    /// Exponents that are multiples of three.
    public static let engineering = Self(option: .engineering)
    /// "1.2K"
    public static let compactShort = Self(option: .compactShort)
    /// "1.2 thousand"
    public static let compactLong = Self(option: .compactLong)
    /// The number in words, by the locale's spell-out rules (ICU's rule-based number
    /// format), agreeing with the unit's grammatical gender where the locale has rules for
    /// it: "ten feet", "ein Kilometer", "eine Meile", "une heure". The unit's form is the
    /// one of the number written in digits with the other options (precision, rounding);
    /// the words are one run tagged `value`, with no number part. A clock
    /// (``UnitWidth/numeric``) keeps its digits.
    public static let spellOut = Self(option: .spellOut)

    /// Every notation: standard, scientific, engineering, compact-short, compact-long,
    /// spell-out.
    public static let allCases = Option.allCases.map(Self.init(option:))
    /// The name the CLI uses: "standard", "compact-short", …
    public var name: String { option.rawValue }
  }
}

extension NumberOptions.RoundingMode {
  /// The rounding mode with the given name, or nil when there is none: ``name`` read back.
  ///
  /// ```swift
  /// NumberOptions.RoundingMode(name: "half-up")  // .halfUp
  /// NumberOptions.RoundingMode(name: "bogus")  // nil
  /// ```
  /// - Parameter name: One of ``names``.
  public init?(name: String) { self.init(optionNamed: name) }

  /// Every name, in the order of `allCases`: what ``init(name:)`` accepts.
  ///
  /// ```swift
  /// NumberOptions.RoundingMode.names.contains("half-up")  // true
  /// ```
  public static var names: [String] { optionNames }

  /// The name, as ``name``: what `print` shows.
  ///
  /// ```swift
  /// print(NumberOptions.RoundingMode.halfUp)  // half-up
  /// ```
  public var description: String { name }

  /// Decodes the name, one JSON string; an unknown name is `DecodingError.dataCorrupted`.
  ///
  /// ```swift
  /// try JSONDecoder().decode(NumberOptions.RoundingMode.self, from: Data(#""half-up""#.utf8))  // .halfUp
  /// ```
  public init(from decoder: any Decoder) throws { try self.init(decodingNameFrom: decoder) }

  /// Encodes the name, as one JSON string.
  ///
  /// ```swift
  /// String(decoding: try JSONEncoder().encode(NumberOptions.RoundingMode.halfUp), as: UTF8.self)  // "\"half-up\""
  /// ```
  public func encode(to encoder: any Encoder) throws { try encodeName(to: encoder) }
}

extension NumberOptions.Grouping {
  /// The grouping with the given name, or nil when there is none: ``name`` read back.
  ///
  /// ```swift
  /// NumberOptions.Grouping(name: "min2")  // .min2
  /// NumberOptions.Grouping(name: "bogus")  // nil
  /// ```
  /// - Parameter name: One of ``names``.
  public init?(name: String) { self.init(optionNamed: name) }

  /// Every name, in the order of `allCases`: what ``init(name:)`` accepts.
  ///
  /// ```swift
  /// NumberOptions.Grouping.names.contains("min2")  // true
  /// ```
  public static var names: [String] { optionNames }

  /// The name, as ``name``: what `print` shows.
  ///
  /// ```swift
  /// print(NumberOptions.Grouping.min2)  // min2
  /// ```
  public var description: String { name }

  /// Decodes the name, one JSON string; an unknown name is `DecodingError.dataCorrupted`.
  ///
  /// ```swift
  /// try JSONDecoder().decode(NumberOptions.Grouping.self, from: Data(#""min2""#.utf8))  // .min2
  /// ```
  public init(from decoder: any Decoder) throws { try self.init(decodingNameFrom: decoder) }

  /// Encodes the name, as one JSON string.
  ///
  /// ```swift
  /// String(decoding: try JSONEncoder().encode(NumberOptions.Grouping.min2), as: UTF8.self)  // "\"min2\""
  /// ```
  public func encode(to encoder: any Encoder) throws { try encodeName(to: encoder) }
}

extension NumberOptions.SignDisplay {
  /// The sign display with the given name, or nil when there is none: ``name`` read back.
  ///
  /// ```swift
  /// NumberOptions.SignDisplay(name: "except-zero")  // .exceptZero
  /// NumberOptions.SignDisplay(name: "bogus")  // nil
  /// ```
  /// - Parameter name: One of ``names``.
  public init?(name: String) { self.init(optionNamed: name) }

  /// Every name, in the order of `allCases`: what ``init(name:)`` accepts.
  ///
  /// ```swift
  /// NumberOptions.SignDisplay.names.contains("except-zero")  // true
  /// ```
  public static var names: [String] { optionNames }

  /// The name, as ``name``: what `print` shows.
  ///
  /// ```swift
  /// print(NumberOptions.SignDisplay.exceptZero)  // except-zero
  /// ```
  public var description: String { name }

  /// Decodes the name, one JSON string; an unknown name is `DecodingError.dataCorrupted`.
  ///
  /// ```swift
  /// try JSONDecoder().decode(NumberOptions.SignDisplay.self, from: Data(#""except-zero""#.utf8))  // .exceptZero
  /// ```
  public init(from decoder: any Decoder) throws { try self.init(decodingNameFrom: decoder) }

  /// Encodes the name, as one JSON string.
  ///
  /// ```swift
  /// String(decoding: try JSONEncoder().encode(NumberOptions.SignDisplay.exceptZero), as: UTF8.self)  // "\"except-zero\""
  /// ```
  public func encode(to encoder: any Encoder) throws { try encodeName(to: encoder) }
}

extension NumberOptions.Notation {
  /// The notation with the given name, or nil when there is none: ``name`` read back.
  ///
  /// ```swift
  /// NumberOptions.Notation(name: "compact-short")  // .compactShort
  /// NumberOptions.Notation(name: "bogus")  // nil
  /// ```
  /// - Parameter name: One of ``names``.
  public init?(name: String) { self.init(optionNamed: name) }

  /// Every name, in the order of `allCases`: what ``init(name:)`` accepts.
  ///
  /// ```swift
  /// NumberOptions.Notation.names.contains("compact-short")  // true
  /// ```
  public static var names: [String] { optionNames }

  /// The name, as ``name``: what `print` shows.
  ///
  /// ```swift
  /// print(NumberOptions.Notation.compactShort)  // compact-short
  /// ```
  public var description: String { name }

  /// Decodes the name, one JSON string; an unknown name is `DecodingError.dataCorrupted`.
  ///
  /// ```swift
  /// try JSONDecoder().decode(NumberOptions.Notation.self, from: Data(#""compact-short""#.utf8))  // .compactShort
  /// ```
  public init(from decoder: any Decoder) throws { try self.init(decodingNameFrom: decoder) }

  /// Encodes the name, as one JSON string.
  ///
  /// ```swift
  /// String(decoding: try JSONEncoder().encode(NumberOptions.Notation.compactShort), as: UTF8.self)  // "\"compact-short\""
  /// ```
  public func encode(to encoder: any Encoder) throws { try encodeName(to: encoder) }
}
