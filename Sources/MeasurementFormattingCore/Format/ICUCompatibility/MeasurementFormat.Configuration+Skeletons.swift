// Options → ICU: every number skeleton (and the list width of mixed units) is built in
// this file, apart from the public types: Format's "ICU compatibility" (ICU/ takes the
// strings and knows no option). Skeleton syntax: ICU's "Number Skeletons" user guide.
// `SkeletonTests` check the strings without calling ICU.

/// The ICU number skeletons of a configuration, for every path: a single unit (or the
/// number alone), a `usage` format, the components of a mixed unit, a range. Built when
/// a formatter is first looked for (``ResolvedFormat`` keeps the formatters).
///
/// ```swift
/// let configuration = MeasurementFormat.Configuration(width: .narrow)
/// configuration.singleSkeleton(unit: "kilometer")  // "unit/kilometer unit-width-narrow"
/// ```
extension MeasurementFormat.Configuration {
  /// The number options' tokens ("" for the defaults).
  var numberSkeleton: String {
    Skeleton.number(
      precision: number.precision, roundingMode: number.roundingMode,
      grouping: number.grouping, signDisplay: number.signDisplay, notation: number.notation,
      withUsagePrecision: usagePrecision && number.precision == nil)
  }

  /// A value in one unit; `unit` nil: the number alone (value-only output).
  func singleSkeleton(unit: String?) -> String {
    guard let unit else { return numberSkeleton }
    return compose(numberSkeleton, unit: unit)
  }

  /// A value in `unit` that ICU converts to the locale's unit for the ``usage``.
  func usageSkeleton(unit: String) -> String {
    compose(numberSkeleton, unit: unit, usage: usage)
  }

  /// Where a component stands in a mixed unit, by the identifier's order and by size
  /// ("foot-and-inch": foot first, inch the smallest; "inch-and-foot": inch the smallest
  /// and written first).
  enum MixedPosition: UInt8, Sendable {
    /// Written first, larger than the smallest: a whole number with the sign.
    case first
    /// Neither first nor the smallest: a whole number.
    case middle
    /// The smallest, not written first: the number options without the sign.
    case smallest
    /// The smallest, written first: the number options with the sign.
    case smallestFirst
  }

  /// One component of a mixed unit, formatted on its own (see
  /// `MeasurementFormat.formatMixed`). Only the component written first shows a sign;
  /// the larger components are whole numbers rounded down in the locale's standard
  /// notation; the smallest has the number options, notation included, as ICU formats
  /// it (with a ``usage`` and no digits set: ICU's usage precision). The grouping applies
  /// to every component.
  func mixedSkeleton(unit: String, position: MixedPosition) -> String {
    let signed = position == .first || position == .smallestFirst
    let sign = signed ? number.signDisplay : .never
    let tokens: String
    if position == .smallest || position == .smallestFirst {
      tokens = Skeleton.number(
        precision: number.precision, roundingMode: number.roundingMode,
        grouping: number.grouping, signDisplay: sign, notation: number.notation,
        withUsagePrecision: usesUsagePrecision)
    } else {
      tokens = Skeleton.number(
        precision: .fractionDigits(0), roundingMode: .down,
        grouping: number.grouping, signDisplay: sign, notation: nil)
    }
    return compose(tokens, unit: unit)
  }

  /// The smallest component of a mixed unit as ICU rounds it before carrying into the
  /// larger ones: its precision and rounding mode in the standard notation, and with a
  /// compact notation and no digits set, the compact notation's own precision (whole
  /// numbers with at least two significant digits, as ICU applies it). ICU's rounded
  /// value of a scientific or compact format is the significand ("1.14E1" → 1.14), not
  /// the number.
  func mixedRoundingSkeleton(unit: String) -> String {
    let compact = number.notation == .compactShort || number.notation == .compactLong
    let tokens = Skeleton.number(
      precision: number.precision, roundingMode: number.roundingMode, grouping: nil,
      signDisplay: nil, notation: nil,
      withUsagePrecision: usesUsagePrecision || (compact && number.precision == nil))
    return compose(tokens, unit: unit)
  }

  /// One number of a duration written as a clock (see `MeasurementFormat.formatClock`),
  /// as ICU's numeric MeasureFormat writes it: the smallest field with the number options'
  /// precision and rounding (at most three fraction digits by default, the decimal format
  /// ICU's MeasureFormat uses), the larger ones whole; the grouping asked for; a sign only
  /// on the field written first; `padded`: zero-filled to two digits.
  func clockSkeleton(smallest: Bool, signed: Bool, padded: Bool) -> String {
    var tokens = Skeleton.number(
      precision: smallest ? number.precision ?? .fractionDigits(0...3) : .fractionDigits(0),
      roundingMode: smallest ? number.roundingMode : .down, grouping: number.grouping,
      signDisplay: signed ? number.signDisplay : .never, notation: nil)
    if padded { tokens = Skeleton.append("integer-width/*00", to: tokens) }
    return tokens
  }

  /// A range in one unit. With a ``usage`` the ends are already in its output unit, and
  /// get ICU's usage precision unless digits are set.
  func rangeSkeleton(unit: String) -> String {
    guard usesUsagePrecision else { return compose(numberSkeleton, unit: unit) }
    return compose(
      Skeleton.append(Skeleton.usagePrecision, to: numberSkeleton), unit: unit)
  }

  private var usesUsagePrecision: Bool {
    usage != .asProvided && number.precision == nil
  }

  private func compose(_ number: String, unit: String, usage: Usage = .asProvided) -> String {
    let unitToken =
      unit == Skeleton.genericTemperature
      ? "measure-unit/temperature-generic" : "unit/" + unit
    var s = Skeleton.append(unitToken + " " + width.skeleton, to: number)
    if let usage = usage.skeleton { s += " " + usage }
    return s
  }
}

/// The fixed skeletons, and the number tokens of any options.
enum Skeleton {
  /// A range of plain numbers, read for the locale's range separator and approximately
  /// sign (ICU's defaults).
  static let plainNumbers = ""

  /// A unit every locale formats: to check whether ICU accepts a locale id.
  static let probe = "unit/meter"

  /// ICU's default precision for `usage` output: whole numbers with at least two
  /// significant digits (what ICU applies itself when a usage format sets none).
  static let usagePrecision = "precision-integer/@@*"

  /// CLDR's generic temperature ("68°"), which ICU names only as a type-subtype pair.
  static let genericTemperature = "generic"

  static func append(_ token: String, to skeleton: String) -> String {
    skeleton.isEmpty ? token : skeleton + " " + token
  }

  /// The number tokens, in ICU's order: precision, rounding mode, grouping, sign,
  /// notation. Digits set take precedence over the usage precision. The precision's
  /// counts are already clamped to ICU's limits (`NumberOptions.Precision`).
  static func number(
    precision: NumberOptions.Precision?,
    roundingMode: NumberOptions.RoundingMode?, grouping: NumberOptions.Grouping?,
    signDisplay: NumberOptions.SignDisplay?, notation: NumberOptions.Notation?,
    withUsagePrecision: Bool = false
  ) -> String {
    var tokens: [String] = []
    if let s = precision?.significantDigits {
      tokens.append(
        String(repeating: "@", count: s.lowerBound)
          + String(repeating: "#", count: s.upperBound - s.lowerBound))
    } else if let f = precision?.fractionDigits {
      tokens.append(
        f.upperBound == 0
          ? "precision-integer"
          : "." + String(repeating: "0", count: f.lowerBound)
            + String(repeating: "#", count: f.upperBound - f.lowerBound))
    }
    if let roundingMode { tokens.append(roundingMode.skeleton) }
    if let grouping { tokens.append(grouping.skeleton) }
    if let signDisplay { tokens.append(signDisplay.skeleton) }
    if let notation = notation?.skeleton { tokens.append(notation) }
    if withUsagePrecision { tokens.append(usagePrecision) }
    return tokens.joined(separator: " ")
  }
}

extension UnitWidth {
  var skeleton: String {
    switch option {
    // ICU's numeric width writes units as its narrow one does (a clock is measfmt's).
    case .narrow, .numeric: "unit-width-narrow"
    case .abbreviated: "unit-width-short"
    case .wide: "unit-width-full-name"
    }
  }

  /// ICU's list width, for joining the components of a mixed unit.
  var icuListWidth: ICUListFormatter.Width {
    switch option {
    case .wide: .wide
    case .abbreviated: .short
    case .narrow, .numeric: .narrow
    }
  }
}

extension UnitWidth {
  /// ICU's `UMeasureFormatWidth` (0 wide, 1 short, 2 narrow), for display names.
  var icuMeasureWidth: Int32 {
    switch option {
    case .wide: 0
    case .abbreviated: 1
    case .narrow, .numeric: 2
    }
  }
}

extension NumberOptions.RoundingMode {
  var skeleton: String {
    switch option {
    case .halfEven: "rounding-mode-half-even"
    case .halfUp: "rounding-mode-half-up"
    case .halfDown: "rounding-mode-half-down"
    case .up: "rounding-mode-up"
    case .down: "rounding-mode-down"
    case .ceiling: "rounding-mode-ceiling"
    case .floor: "rounding-mode-floor"
    }
  }
}

extension NumberOptions.Grouping {
  var skeleton: String {
    switch option {
    case .automatic: "group-auto"
    case .always: "group-on-aligned"
    case .never: "group-off"
    case .min2: "group-min2"
    }
  }
}

extension NumberOptions.SignDisplay {
  var skeleton: String {
    switch option {
    case .automatic: "sign-auto"
    case .always: "sign-always"
    case .never: "sign-never"
    case .exceptZero: "sign-except-zero"
    case .negative: "sign-negative"
    }
  }
}

extension NumberOptions.Notation {
  /// Nil for standard notation (ICU's default, which has no token).
  var skeleton: String? {
    switch option {
    // Spelled-out numbers are formatted in digits first (MeasurementFormat+SpellOut).
    case .standard, .spellOut: nil
    case .scientific: "scientific"
    case .engineering: "engineering"
    case .compactShort: "compact-short"
    case .compactLong: "compact-long"
    }
  }
}

extension Usage {
  /// Nil for ``asProvided``. ICU's resource keys are at most eight letters ("visiblty",
  /// "baromtrc"), and an unknown usage silently falls back to "default".
  var skeleton: String? {
    switch option {
    case .asProvided: nil
    case .visibility: "usage/visiblty"
    case .barometric: "usage/baromtrc"
    default: "usage/" + name
    }
  }
}

extension GrammaticalCase {
  /// The case as ICU's formatters take it (`unitDisplayCase`): CLDR's name; "" for the
  /// nominative, ICU's default, which its faster C API writes.
  var icuName: String { self == .nominative ? "" : name }
}
