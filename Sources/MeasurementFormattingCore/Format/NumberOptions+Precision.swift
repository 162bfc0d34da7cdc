extension NumberOptions {
  /// How many digits a number shows: a number of fraction digits or of significant
  /// digits, exactly or as a range.
  ///
  /// Values clamp, as Foundation's `NumberFormatStyleConfiguration.Precision` does:
  /// fraction digits to 0…999, significant digits to 1…999 (ICU's limits), so no
  /// precision is invalid and none traps. The clamping happens here, once; what you read
  /// back is what ICU gets.
  ///
  /// ```swift
  /// let f = try MeasurementFormat(locale: "en", number: NumberOptions(precision: .fractionDigits(2)))
  /// f.format(1234.5, unit: .kilometer).string  // "1,234.50 km"
  /// NumberOptions.Precision.significantDigits(0...5000).significantDigits  // 1...999
  /// ```
  public struct Precision: Hashable, Sendable, Codable {
    private enum Kind: Hashable, Sendable {
      case fraction, significant
    }
    private let kind: Kind
    private let digits: ClosedRange<Int>

    private init(_ kind: Kind, _ range: ClosedRange<Int>) {
      let limits = kind == .fraction ? Self.fractionDigitLimits : Self.significantDigitLimits
      let lower = range.lowerBound.clamped(to: limits)
      self.kind = kind
      self.digits = lower...range.upperBound.clamped(to: lower...limits.upperBound)
    }

    /// The fraction digits ICU can show: 0...999.
    ///
    /// ```swift
    /// NumberOptions.Precision.fractionDigitLimits  // 0...999
    /// ```
    public static let fractionDigitLimits = 0...999
    /// The significant digits ICU can show: 1...999.
    ///
    /// ```swift
    /// NumberOptions.Precision.significantDigitLimits  // 1...999
    /// ```
    public static let significantDigitLimits = 1...999

    /// Exactly `n` digits after the decimal separator (clamped to 0…999).
    ///
    /// ```swift
    /// // en, 1234.5 km: "1,234.50 km"
    /// NumberOptions(precision: .fractionDigits(2))
    /// ```
    /// - Parameter n: The number of fraction digits.
    public static func fractionDigits(_ n: Int) -> Self { Self(.fraction, n...n) }

    /// Between `range.lowerBound` and `range.upperBound` digits after the decimal
    /// separator (each clamped to 0…999): `0...2` shows at most two, trailing zeros dropped.
    ///
    /// ```swift
    /// // en, 1234.5678 km: "1,234.6 km"
    /// NumberOptions(precision: .fractionDigits(0...1))
    /// ```
    /// - Parameter range: The least and the most fraction digits.
    public static func fractionDigits(_ range: ClosedRange<Int>) -> Self {
      Self(.fraction, range)
    }

    /// Exactly `n` significant digits (clamped to 1…999).
    ///
    /// ```swift
    /// // en, 1234.5678 km: "1,230 km"
    /// NumberOptions(precision: .significantDigits(3))
    /// ```
    /// - Parameter n: The number of significant digits.
    public static func significantDigits(_ n: Int) -> Self { Self(.significant, n...n) }

    /// Between `range.lowerBound` and `range.upperBound` significant digits (each clamped
    /// to 1…999).
    ///
    /// ```swift
    /// // en, 1234.5678 km: "1,200 km"
    /// NumberOptions(precision: .significantDigits(1...2))
    /// ```
    /// - Parameter range: The least and the most significant digits.
    public static func significantDigits(_ range: ClosedRange<Int>) -> Self {
      Self(.significant, range)
    }

    /// The fraction digits, clamped; nil for a significant-digits precision.
    ///
    /// ```swift
    /// NumberOptions.Precision.fractionDigits(-1...2).fractionDigits  // 0...2
    /// NumberOptions.Precision.significantDigits(3).fractionDigits  // nil
    /// ```
    public var fractionDigits: ClosedRange<Int>? { kind == .fraction ? digits : nil }

    /// The significant digits, clamped; nil for a fraction-digits precision.
    ///
    /// ```swift
    /// NumberOptions.Precision.significantDigits(3).significantDigits  // 3...3
    /// ```
    public var significantDigits: ClosedRange<Int>? { kind == .significant ? digits : nil }

    private enum CodingKeys: String, CodingKey {
      case fractionDigits, significantDigits
    }

    /// Decodes `{"fractionDigits":[min,max]}` or `{"significantDigits":[min,max]}`,
    /// clamping the counts as the static functions do (out-of-range counts do not fail).
    ///
    /// ```swift
    /// let json = #"{"significantDigits":[0,3]}"#
    /// try JSONDecoder().decode(NumberOptions.Precision.self, from: Data(json.utf8))
    /// // .significantDigits(1...3)
    /// ```
    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      if let significant = try c.decodeIfPresent(ClosedRange<Int>.self, forKey: .significantDigits)
      {
        self.init(.significant, significant)
      } else {
        self.init(.fraction, try c.decode(ClosedRange<Int>.self, forKey: .fractionDigits))
      }
    }

    /// Encodes the precision as `{"fractionDigits":[min,max]}` or
    /// `{"significantDigits":[min,max]}`.
    ///
    /// ```swift
    /// String(decoding: try JSONEncoder().encode(NumberOptions.Precision.fractionDigits(2)), as: UTF8.self)
    /// // {"fractionDigits":[2,2]}
    /// ```
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(digits, forKey: kind == .fraction ? .fractionDigits : .significantDigits)
    }
  }
}

extension Int {
  fileprivate func clamped(to limits: ClosedRange<Int>) -> Int {
    Swift.min(Swift.max(self, limits.lowerBound), limits.upperBound)
  }
}
