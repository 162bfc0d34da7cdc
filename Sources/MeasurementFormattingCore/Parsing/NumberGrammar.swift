/// How a locale writes numbers, learned from ICU by formatting numbers in the locale —
/// in its default numbering system, its native one and Latin digits: each system's
/// digits, decimal and group separators, grouping sizes, minus and plus signs and
/// exponent, and the texts of ∞ and NaN.
///
/// The reader reads a number only as one of these systems writes it (``NumberReader``):
/// a text with another locale's separators ("1.80" in German) is not a number here, and
/// its error says what the locale writes instead.
final class NumberGrammar: Sendable {
  /// One numbering system as the locale writes it. A class: the reader passes a system
  /// around for every number it reads, and a reference is one retain where a struct of
  /// seven arrays was seven.
  final class System: Sendable {
    /// The ICU locale id that writes numbers so ("ar@numbers=latn"), for suggestions.
    let localeID: String
    /// The digits 0…9.
    let digits: [Unicode.Scalar]
    let decimal: [Unicode.Scalar]
    let group: [Unicode.Scalar]
    let minus: [Unicode.Scalar]
    let plus: [Unicode.Scalar]
    let exponent: [Unicode.Scalar]
    /// The size of the group before the decimal separator (3), and of the groups before
    /// it (2 in Indian grouping, "12,34,567"); 0 when the locale does not group.
    let primary: Int
    let secondary: Int
    /// Other sizes (primary, secondary) a pattern of the locale groups with: its percent
    /// pattern's, where that groups otherwise ("% 12 34,5" in blo, CLDR 46).
    let otherGroupings: [[Int]]
    /// Whether the group separator is a space (U+00A0, U+202F in fr, sv, ru): then any
    /// space between digits is one.
    let groupsWithSpace: Bool
    /// Whether the group separator is an apostrophe, ’ or ' (de-CH: CLDR 42 writes the
    /// first, CLDR 48 the second, and people type both).
    let groupsWithApostrophe: Bool
    /// Whether the decimal separator is ".".
    let decimalIsPoint: Bool
    /// Whether the decimal separator is the Arabic one, "٫" (U+066B), for which people
    /// type a slash ("۲/۵" is 2.5 in Persian): then a slash is no fraction's.
    let decimalIsArabic: Bool

    init(
      localeID: String, digits: [Unicode.Scalar], decimal: [Unicode.Scalar],
      group: [Unicode.Scalar], minus: [Unicode.Scalar], plus: [Unicode.Scalar],
      exponent: [Unicode.Scalar], primary: Int, secondary: Int, otherGroupings: [[Int]] = []
    ) {
      self.localeID = localeID
      self.digits = digits
      self.decimal = decimal
      self.group = group
      self.minus = minus
      self.plus = plus
      self.exponent = exponent
      self.primary = primary
      self.secondary = secondary
      self.otherGroupings = otherGroupings
      groupsWithSpace = group.count == 1 && ParseText.isSpace(group[0])
      groupsWithApostrophe = group == ["\u{2019}"] || group == ["'"]
      let zero = digits[0].value
      self.zero = zero
      consecutive =
        digits.count == 10 && digits.indices.allSatisfy { digits[$0].value == zero + UInt32($0) }
      decimalIsPoint = decimal == ["."]
      decimalIsArabic = decimal == ["\u{066B}"]
    }

    /// The value of `s` as a digit of this system.
    @inline(__always)
    func digitValue(_ s: Unicode.Scalar) -> Int? {
      // Unicode's decimal digits are consecutive code points.
      let offset = s.value &- zero
      if offset < 10 && consecutive { return Int(offset) }
      guard s.value > 0x7F else { return nil }
      return digits.firstIndex(of: s)
    }
    /// The code point of the digit 0, and whether 0…9 are the ten after it.
    private let zero: UInt32
    private let consecutive: Bool
  }

  /// The systems, the locale's default first, then its native one and Latin digits
  /// (without repeats).
  let systems: [System]
  /// "∞", and "NaN" or the locale's text for it.
  let infinity: [Unicode.Scalar]
  let nan: [Unicode.Scalar]
  /// The systems' decimal and group separators other than spaces ("٫", "٬", "’").
  let separators: Set<Unicode.Scalar>
  /// What the reader's span finder asks of every character, said once per locale: whether
  /// a system groups with a space, whether one groups with an apostrophe (’ or '), the
  /// one-character decimal separators (".5"), and the systems' exponents other than "E".
  let groupsWithSpace: Bool
  let groupsWithApostrophe: Bool
  let decimalScalars: [Unicode.Scalar]
  let ownExponents: [System]

  init(systems: [System], infinity: [Unicode.Scalar], nan: [Unicode.Scalar]) {
    self.systems = systems
    self.infinity = infinity
    self.nan = nan
    let separators = Set(
      systems.flatMap { $0.decimal + $0.group }.filter { !ParseText.isSpace($0) })
    self.separators = separators
    groupsWithSpace = systems.contains(where: \.groupsWithSpace)
    groupsWithApostrophe = separators.contains("\u{2019}") || separators.contains("'")
    decimalScalars = systems.compactMap { $0.decimal.count == 1 ? $0.decimal[0] : nil }
    ownExponents = systems.filter { $0.exponent != ["E"] }
  }

  /// Whether `s` is a digit the reader looks at: a Unicode decimal digit of any script (a
  /// number in digits the locale does not write is found, then refused with a message).
  @inline(__always)
  func isDigit(_ s: Unicode.Scalar) -> Bool { ParseText.isDigit(s) }

  /// The system whose digits include `s`.
  func system(of s: Unicode.Scalar) -> System? {
    systems.first { $0.digitValue(s) != nil }
  }
}

extension NumberGrammar {
  /// The grammar of an ICU locale id, learned by formatting numbers with ICU in each of
  /// its numbering systems.
  convenience init(localeID: String) {
    var systems: [System] = []
    for id in [
      localeID, Self.localeID(localeID, numbers: "native"),
      Self.localeID(localeID, numbers: "latn"),
    ] {
      if let system = Self.learn(id), !systems.contains(where: { $0.digits == system.digits }) {
        systems.append(system)
      }
    }
    if systems.isEmpty {
      // ICU could not format: ASCII digits with '.' as the decimal separator, no grouping.
      systems.append(
        System(
          localeID: localeID, digits: Array("0123456789".unicodeScalars), decimal: ["."],
          group: [","], minus: ["-"],
          plus: ["+"], exponent: ["E"], primary: 0, secondary: 0))
    }
    let number = Self.format(localeID, NumberOptions())
    self.init(
      systems: systems, infinity: number?(.infinity) ?? ["∞"],
      nan: number?(.nan) ?? Array("NaN".unicodeScalars))
  }

  /// `id` with its numbering system keyword set to `numbers` ("ar_EG@numbers=latn").
  static func localeID(_ id: String, numbers: String) -> String {
    guard let at = id.firstIndex(of: "@") else { return id + "@numbers=" + numbers }
    var keywords = id[id.index(after: at)...].split(separator: ";").filter {
      !$0.hasPrefix("numbers=")
    }
    keywords.append("numbers=\(numbers)"[...])
    return String(id[..<at]) + "@" + keywords.sorted().joined(separator: ";")
  }

  /// A function writing a value's text (bidi controls left out) in `localeID` with
  /// `options`, no unit shown; nil when ICU cannot open such a formatter.
  private static func format(_ localeID: String, _ options: NumberOptions)
    -> ((Double) -> [Unicode.Scalar])?
  {
    let format = MeasurementFormat(
      width: .narrow, localeID: localeID, number: options, usage: .asProvided, hidesUnit: true)
    return { value in
      format.string(value, unit: .meter).unicodeScalars.filter { !ParseText.isBidiControl($0) }
    }
  }

  /// The parts of `value` formatted in `localeID` with `options`: each part's text
  /// (bidi controls left out) and number part.
  private static func parts(_ localeID: String, _ options: NumberOptions, _ value: Double)
    -> [(text: [Unicode.Scalar], part: FormattedMeasurement.NumberPart?)]
  {
    let format = MeasurementFormat(
      width: .narrow, localeID: localeID, number: options, usage: .asProvided, hidesUnit: true)
    return format.format(value, unit: .meter).parts.map { part in
      (part.text.unicodeScalars.filter { !ParseText.isBidiControl($0) }, part.run.numberPart)
    }
  }

  /// One system, from the texts ICU writes for 1234567890 ungrouped, 1234567.5, −1, +1
  /// and 1E20; nil when they are not what a decimal numbering system writes (an
  /// algorithmic one, or ICU failing).
  private static func learn(_ localeID: String) -> System? {
    let plain = parts(localeID, NumberOptions(grouping: .never), 1_234_567_890)
    let digitRun = plain.filter { $0.part == .integer }.flatMap(\.text)
    // Unicode's decimal digits only: hanidec's "〇一二三…" (zh's native system) are also
    // the characters people write numbers in words with ("一两公里", one or two km), so
    // a text in them is not read as digits.
    guard digitRun.count == 10, Set(digitRun).count == 10, digitRun.allSatisfy(ParseText.isDigit)
    else { return nil }
    var digits = Array(digitRun[9...])
    digits += digitRun[..<9]

    let grouped = parts(localeID, NumberOptions(grouping: .always), 1_234_567.5)
    let runs = grouped.filter { $0.part == .integer }.map(\.text.count)
    let group = grouped.first { $0.part == .group }?.text ?? []
    guard let decimal = grouped.first(where: { $0.part == .decimal })?.text, !decimal.isEmpty
    else { return nil }
    var primary = 0
    var secondary = 0
    if runs.count >= 2, !group.isEmpty {
      primary = runs[runs.count - 1]
      secondary = runs.count >= 3 ? runs[runs.count - 2] : primary
    }
    let minus =
      parts(localeID, NumberOptions(), -1).first { $0.part == .minusSign }?.text ?? ["-"]
    let plus =
      parts(localeID, NumberOptions(signDisplay: .always), 1).first { $0.part == .plusSign }?
      .text ?? ["+"]
    let exponent =
      parts(localeID, NumberOptions(notation: .scientific), 1e20)
      .first { $0.part == .exponentSeparator }?.text ?? ["E"]
    var otherGroupings: [[Int]] = []
    let percent = MeasurementFormat(
      width: .narrow, localeID: localeID, number: NumberOptions(grouping: .always),
      usage: .asProvided, hidesUnit: false
    ).format(1_234_567.5, unit: .percent).parts
    let percentRuns = percent.filter { $0.run.numberPart == .integer }.map {
      $0.text.unicodeScalars.count
    }
    if percentRuns.count >= 2 {
      let other = [
        percentRuns[percentRuns.count - 1],
        percentRuns.count >= 3
          ? percentRuns[percentRuns.count - 2] : percentRuns[percentRuns.count - 1],
      ]
      if other != [primary, secondary] { otherGroupings.append(other) }
    }
    return System(
      localeID: localeID, digits: digits, decimal: decimal, group: group, minus: minus, plus: plus,
      exponent: exponent, primary: primary, secondary: secondary, otherGroupings: otherGroupings)
  }
}
