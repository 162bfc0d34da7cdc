extension MeasurementFormat {
  /// Formats a value in a CLDR unit.
  ///
  /// ```swift
  /// try MeasurementFormat(width: .wide, locale: "en").format(2, unit: .kilometerPerHour).string
  /// // "2 kilometers per hour"
  /// ```
  public func format(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement {
    if let symbol = unit.customSymbol { return formatCustom(value, symbol: symbol) }
    if usage != .asProvided || !unitOptions.isEmpty { return formatWithOptions(value, unit: unit) }
    return formatSingle(value, unit: unit)
  }

  /// Formats a value in a CLDR unit into an existing result, reusing its storage: the
  /// same string and runs as ``format(_:unit:)-(Double,MeasureUnit)``, without a new
  /// run array for each value.
  ///
  /// For loops that format many values and use each result before the next (a table, a
  /// stream of lines): keep one result and format into it. The result's storage is reused
  /// when nothing else holds it (a copy you keep gets storage of its own, and is not
  /// changed).
  ///
  /// ```swift
  /// let format = try MeasurementFormat(locale: "de")
  /// var result = FormattedMeasurement()
  /// for value in [5, 1234.5] {
  ///   format.format(value, unit: .kilometer, into: &result)
  ///   print(result.string, result.runs.count)  // "5 km" 3, then "1.234,5 km" 7
  /// }
  /// ```
  /// - Parameters:
  ///   - value: The value, in `unit`.
  ///   - unit: The unit: any CLDR unit (simple, compound, mixed) or a custom one.
  ///   - result: Where the formatted measurement goes; what it held before is replaced.
  public func format(_ value: Double, unit: MeasureUnit, into result: inout FormattedMeasurement) {
    guard unit.customSymbol == nil, usage == .asProvided, unitOptions.isEmpty,
      hidesUnit || !unit.isMixed
    else {
      result = format(value, unit: unit)
      return
    }
    formatSingleUnrepaired(value, unit: unit, into: &result)
    if !hidesUnit && !result.showsNumber {
      result = repairDroppedNumber(result, value, unit: unit)
    }
  }

  /// Formats a value in a unit given by CLDR identifier.
  ///
  /// - Throws: ``MeasurementFormatError/unknownUnit(_:suggestions:)``.
  public func format(_ value: Double, unit identifier: String) throws(MeasurementFormatError)
    -> FormattedMeasurement
  {
    format(value, unit: try MeasureUnit(identifier))
  }

  /// Formats a decimal number given as text, for values a `Double` cannot hold
  /// ("1e400", a 1000-digit integer). ICU keeps every digit.
  ///
  /// - Throws: ``MeasurementFormatError/invalidOption(_:input:)`` when the text is not a number.
  public func format(decimal: String, unit: MeasureUnit) throws(MeasurementFormatError)
    -> FormattedMeasurement
  {
    guard Self.isDecimal(decimal) else {
      throw .invalidOption(
        "'\(MeasurementFormatError.printable(decimal))' is not a number", input: decimal)
    }
    guard unit.customSymbol == nil, usage == .asProvided, unitOptions.isEmpty, !unit.isMixed,
      Self.decimalDigits(decimal) <= Self.maximumDecimalDigits
    else {
      // Past 100,000 digits ("1e9999999" would print ten million) the value is
      // formatted as the Double it is (∞): output stays bounded by the input's scale.
      return format(Double(decimal) ?? .nan, unit: unit)
    }
    let id: MeasureUnit? = hidesUnit ? nil : unit
    guard let formatter = resolved.formatter(unit: id) else {
      return Self.fallback(Double(decimal) ?? .nan, unit: unit.identifier, locale: localeIdentifier)
    }
    let built = formatter.format(decimal: decimal) { text, spans in
      build(text, spans, unit: unit.identifier, value: Double(decimal) ?? .nan)
    }
    if case .success(let result) = built, hidesUnit || result.showsNumber { return result }
    // ICU dropped the number (see repairDroppedNumber), or the decimal is beyond ICU's
    // exponent range ("1e99999999999"): the Double path repairs the one and formats
    // the other as the Double it is (∞).
    return format(Double(decimal) ?? .nan, unit: unit)
  }

  /// Formats and returns the string only (no runs): the cheapest call, the same text as
  /// `format(value, unit: unit).string`.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "de").string(1234.5, unit: .kilometer)  // "1.234,5 km"
  /// ```
  public func string(_ value: Double, unit: MeasureUnit) -> String {
    if unit.customSymbol != nil || usage != .asProvided || !unitOptions.isEmpty || unit.isMixed {
      return format(value, unit: unit).string
    }
    return resolved.withNumberEntry(.single, unit: hidesUnit ? nil : unit) { entry in
      guard let formatter = entry.formatter else { return format(value, unit: unit).string }
      return string(
        value, unit: unit, formatter: formatter, unitIsBuiltIn: entry.unitIsBuiltIn,
        percentIsUnit: entry.percentIsUnit)
    }
  }

  @inline(__always)
  private func string(
    _ value: Double, unit: MeasureUnit, formatter: ICUNumberFormatter, unitIsBuiltIn: Bool,
    percentIsUnit: Bool
  ) -> String {
    // For a unit ICU has built in, ICU drops the number only where CLDR has a form
    // without one (see repairDroppedNumber), and picks that form by the plural operands
    // of the value as shown: such forms exist for an integer part `i` of 0, 1 or 2. ICU
    // computes `i` from the integer part truncated to its last 18 digits, so 1e18 and
    // 2e18 have i = 0 (he wide 1e18 L/100 km with a fraction digit lost its number).
    // A value from 3 up to 1e17 in standard notation shows an integer part from 3 up to
    // at most 1e17 whatever the rounding, so its text needs no check of ICU's fields —
    // reading them is most of what this call would cost beyond ICU's formatting. Other
    // values are checked. A unit ICU composes from parts can lose its number at any
    // value (ar 5 kilogram-meter is "كغرام⋅أمتار"), so it is checked as any value is.
    if hidesUnit || unitIsBuiltIn, value.magnitude >= 3, value.magnitude < 1e17,
      number.notation == nil || number.notation == .standard,
      case .success(let text) = formatter.formatText(
        value, { String(decoding: $0, as: UTF8.self) })
    {
      return text
    }
    // Otherwise the runs say whether ICU showed the number (most often runs kept for the
    // text's shape: no field of ICU's is read).
    guard
      case .success(let text?) = formatter.formatRuns(
        value, percentIsUnit: percentIsUnit,
        { text, runs -> String? in
          // No number: ICU dropped it; format() repairs that.
          RunBuilder.withRuns(bridged: runs) { FormattedMeasurement.showsNumber($0) }
            ? String(decoding: text, as: UTF8.self) : nil
        })
    else { return format(value, unit: unit).string }
    return text
  }

  // MARK: - Paths

  /// A configuration derived from this one (made once, kept by the resolved format).
  func derived(_ derivation: ResolvedFormat.Derivation) -> MeasurementFormat {
    MeasurementFormat(resolved.derived(derivation))
  }

  func formatSingle(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement {
    if unit.isMixed && !hidesUnit { return formatMixed(value, unit: unit) }
    let result = formatSingleUnrepaired(value, unit: unit)
    if !hidesUnit && !result.showsNumber {
      return repairDroppedNumber(result, value, unit: unit)
    }
    return result
  }

  func build(
    _ text: UnsafeBufferPointer<UInt8>, _ spans: ICUSpans, unit: String,
    value: Double
  ) -> FormattedMeasurement {
    Self.build(
      text, spans, unit: unit, percentIsUnit: unit == "percent" || unit == "permille",
      value: value, localeID: localeIdentifier, isRightToLeft: isRightToLeft)
  }

  /// ICU's text and fields as a single-unit result. Static and given plain values, so
  /// that the format closures capture no reference.
  static func build(
    _ text: UnsafeBufferPointer<UInt8>, _ spans: ICUSpans, unit: String, percentIsUnit: Bool,
    value: Double, localeID: String, isRightToLeft: Bool
  ) -> FormattedMeasurement {
    RunBuilder.withRuns(text: text, spans: spans, percentIsUnit: percentIsUnit) { runs in
      build(
        text, runs: runs, unit: unit, value: value, localeID: localeID,
        isRightToLeft: isRightToLeft)
    }
  }

  /// A text and its runs as a single-unit result.
  @inline(__always)
  static func build(
    _ text: UnsafeBufferPointer<UInt8>, runs: UnsafeBufferPointer<FormattedMeasurement.Run>,
    unit: String, value: Double, localeID: String, isRightToLeft: Bool
  ) -> FormattedMeasurement {
    FormattedMeasurement(
      string: String(decoding: text, as: UTF8.self), runs: Array(runs), unit: unit, value: value,
      localeIdentifier: localeID, isRightToLeft: isRightToLeft)
  }

  /// The same, in `result`'s storage.
  @inline(__always)
  static func build(
    _ text: UnsafeBufferPointer<UInt8>, runs: UnsafeBufferPointer<FormattedMeasurement.Run>,
    unit: String, value: Double, localeID: String, isRightToLeft: Bool,
    into result: inout FormattedMeasurement
  ) {
    result.runs.replaceSubrange(0..<result.runs.count, with: runs)
    result.string = String(decoding: text, as: UTF8.self)
    // What the result already holds (the same unit and locale as the last value, in a
    // loop) is kept: no reference count is touched.
    if result.unit != unit { result.unit = unit }
    result.value = value
    if result.extraOutput != nil { result.extraOutput = nil }
    if result.localeIdentifier != localeID { result.localeIdentifier = localeID }
    result.isRightToLeft = isRightToLeft
  }

  /// A result without its number. One rule for simple and compound units:
  ///
  /// - CLDR has unit forms without a number, where the word itself says the count: ar
  ///   "قدم" (1 foot), "قدمان/ث" (2 feet per second), "لتر في الساعة" (1 liter per
  ///   hour), he "שעתיים" (2 hours). Such a form is kept when the number shown is exactly
  ///   1 or 2 and the width asked for does carry numbers (ICU shows one for 100): the
  ///   count is said, and a number in front would say it twice ("٢ قدمان/ث" is "2
  ///   two-feet/s").
  /// - Any other value keeps its number: CLDR 42's Hebrew "one" covers 0.5 (he 0.5 hour
  ///   → "שעה", "an hour"), ar −1 gram reaches the singular; the number is placed in the
  ///   pattern of another value (100) of the same width, so 0.5 hour reads "0.5 שעות".
  /// - Where the width asked for never carries a number, ICU has lost it (ICU 72 and 76:
  ///   ar 2.5 hour-ampere at full width → "ساعة⋅أمبير", ar kilogram-meter at every
  ///   width): only then another width is used (abbreviated first: "٢٫٥ س⋅أمبير"), by
  ///   the same rule; when no width carries one, ICU's unit text is placed in the
  ///   locale's pattern.
  ///
  /// The repair is switched on by what ICU returned (no number), never by its version;
  /// `ICUWorkaroundTests` show per ICU which cases still need it.
  func repairDroppedNumber(_ result: FormattedMeasurement, _ value: Double, unit: MeasureUnit)
    -> FormattedMeasurement
  {
    let numberOnly = resolved.derived(.numberOnly).formatter(unit: nil)
    let shown = numberOnly?.rounded(value)
    var saysTheCount = shown == 1 || shown == 2
    if saysTheCount, let numberOnly, let shown, number.notation ?? .standard != .standard {
      // In scientific, engineering and compact notation ICU's rounded decimal is the
      // significand (1E-5 → 1, and ICU picks the plural form by it: he wide 1E-5 L/100
      // km was "ליטר/100 ק״מ", one liter per 100 km); the count is said only where the
      // number reads as 1 or 2 itself.
      let text = { (v: Double) in
        try? numberOnly.formatText(v, { String(decoding: $0, as: UTF8.self) }).get()
      }
      saysTheCount = text(value) == text(shown)
    }
    for width in [width] + UnitWidth.fallbackOrder.filter({ $0 != width }) {
      let format = derived(.width(width))
      let reference = format.formatSingleUnrepaired(100, unit: unit)
      guard reference.showsNumber else { continue }  // this width never shows one
      let candidate =
        width == self.width ? result : format.formatSingleUnrepaired(value, unit: unit)
      if candidate.showsNumber || saysTheCount { return candidate }
      var repaired = format.spliced(value, into: reference, symbol: nil)
      repaired.unit = unit.identifier
      repaired.output = [.init(unit: unit.identifier, value: value)]
      return repaired
    }
    let unitText = result.runs.filter { $0.part == .unit }.map { result.text(of: $0) }
      .joined(separator: " ")
    var repaired = formatCustom(value, symbol: unitText.isEmpty ? unit.identifier : unitText)
    repaired.unit = unit.identifier
    repaired.output = [.init(unit: unit.identifier, value: value)]
    return repaired
  }

  /// One ICU call, without the repair of a dropped number.
  func formatSingleUnrepaired(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement {
    let localeID = localeIdentifier
    let isRightToLeft = self.isRightToLeft
    return resolved.withNumberEntry(.single, unit: hidesUnit ? nil : unit) { entry in
      let call = entry.withFormatter { formatter in
        formatter.formatRuns(value, percentIsUnit: entry.percentIsUnit) { text, bridged in
          RunBuilder.withRuns(bridged: bridged) { runs in
            Self.build(
              text, runs: runs, unit: unit.identifier, value: value, localeID: localeID,
              isRightToLeft: isRightToLeft)
          }
        }
      }
      guard case .success(let result)? = call else { return formatUnknownToICU(value, unit: unit) }
      return result
    }
  }

  /// One ICU call into `result`, without the repair of a dropped number.
  @inline(__always)
  func formatSingleUnrepaired(
    _ value: Double, unit: MeasureUnit, into result: inout FormattedMeasurement
  ) {
    let localeID = localeIdentifier
    let isRightToLeft = self.isRightToLeft
    let formatted = resolved.withNumberEntry(.single, unit: hidesUnit ? nil : unit) { entry in
      let call = entry.withFormatter { formatter in
        formatter.formatRuns(value, percentIsUnit: entry.percentIsUnit) { text, bridged in
          RunBuilder.withRuns(bridged: bridged) { runs in
            Self.build(
              text, runs: runs, unit: unit.identifier, value: value, localeID: localeID,
              isRightToLeft: isRightToLeft, into: &result)
          }
        }
      }
      if case .success? = call { return true }
      return false
    }
    if !formatted { result = formatUnknownToICU(value, unit: unit) }
  }

  /// A unit ICU cannot format: one of newer CLDR data (`beaufort` with ICU 72's data), or
  /// an id ICU parses but has no formatter for (`pow4-meter`). Its id is shown as a
  /// custom unit's symbol is, in the locale's pattern with the locale's digits: "5
  /// beaufort", never "5.0 beaufort".
  func formatUnknownToICU(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement {
    // The pattern comes from "meter": if ICU refuses even that, plain digits it is.
    guard unit != .meter, !unit.isCustom else {
      return Self.fallback(value, unit: unit.identifier, locale: localeIdentifier)
    }
    var result = formatCustom(value, symbol: unit.identifier)
    result.unit = unit.identifier
    result.output = [.init(unit: unit.identifier, value: value)]
    return result
  }

  /// A custom unit: the locale's short pattern for "meter" with the symbol put in
  /// place of "m", so that order, spacing and bidi marks follow the locale. Where the
  /// locale writes that value without a number (ar "متر" for 1 meter), the pattern
  /// of 100 meters gives the structure; the number is always shown.
  func formatCustom(_ value: Double, symbol: String) -> FormattedMeasurement {
    let reference = derived(.customReference)
    if !hidesUnit, let result = reference.formatReplacingUnit(value, symbol: symbol) {
      return result
    }
    var pattern = reference.formatSingleUnrepaired(value, unit: .meter)
    var result: FormattedMeasurement
    if !hidesUnit && pattern.showsNumber {
      // The reference shows this very value with the same number options: its number is
      // the one a second ICU call for the number alone would give, so only the unit is
      // replaced (one ICU call, not two).
      result = pattern.replacingUnit(with: symbol)
    } else {
      if !pattern.showsNumber {
        pattern = reference.formatSingleUnrepaired(100, unit: .meter)
      }
      result = spliced(value, into: pattern, symbol: hidesUnit ? "" : symbol)
    }
    result.unit = ""
    result.output = [.init(unit: symbol, value: value)]
    return result
  }

  /// The reference pattern of a custom unit (this format's "meter") showing `value`,
  /// with the unit replaced by `symbol`, as the bridge writes it from ICU's text and runs
  /// (one result, not a reference result and a copy); nil when ICU shows no number there
  /// or refuses the format (``formatCustom(_:symbol:)`` then takes the longer way).
  func formatReplacingUnit(_ value: Double, symbol: String) -> FormattedMeasurement? {
    let localeID = localeIdentifier
    let isRightToLeft = self.isRightToLeft
    return resolved.withNumberEntry(.single, unit: .meter) { entry in
      let call = entry.withFormatter { formatter in
        formatter.formatRuns(value, replacingUnitWith: symbol) {
          text, bridged -> FormattedMeasurement? in
          RunBuilder.withRuns(bridged: bridged) { runs -> FormattedMeasurement? in
            // The reference shows this very value with the same number options: its number
            // is the one a second ICU call for the number alone would give, so only the
            // unit is replaced (one ICU call, not two).
            guard runs.contains(where: { $0.part == .value }) else { return nil }
            return FormattedMeasurement(
              string: String(decoding: text, as: UTF8.self), runs: Array(runs), unit: "",
              output: [.init(unit: symbol, value: value)], localeIdentifier: localeID,
              isRightToLeft: isRightToLeft)
          }
        }
      }
      guard case .success(let result?)? = call else { return nil }
      return result
    }
  }

  /// `value` formatted alone, put in place of the number of `pattern` (with the bidi
  /// marks around it that a number alone also carries); the unit replaced by `symbol`
  /// when one is given ("" drops it).
  func spliced(_ value: Double, into pattern: FormattedMeasurement, symbol: String?)
    -> FormattedMeasurement
  {
    let number = derived(.numberOnly).formatSingle(value, unit: .meter)
    if symbol == "" { return number }
    let runs = pattern.runs
    guard var first = runs.firstIndex(where: { $0.part == .value }),
      var last = runs.lastIndex(where: { $0.part == .value })
    else { return number }
    while first > 0 && pattern.isBidiMarks(runs[first - 1]) && number.runs.first?.part == .literal {
      first -= 1
    }
    while last + 1 < runs.count && pattern.isBidiMarks(runs[last + 1])
      && number.runs.last?.part == .literal
    {
      last += 1
    }
    var string = ""
    var output: [FormattedMeasurement.Run] = []
    var unitDone = false
    var index = 0
    while index < runs.count {
      if index == first {
        let offset = string.utf8.count
        string += number.string
        output += number.runs.map { $0.shifted(by: offset) }
        index = last + 1
        continue
      }
      let run = runs[index]
      index += 1
      var piece = String(pattern.text(of: run))
      if run.part == .unit, let symbol {
        // One unit run in the reference; a second (some CJK patterns) is dropped.
        if unitDone { continue }
        piece = symbol
        unitDone = true
      }
      let start = string.utf8.count
      string += piece
      var copy = run
      copy.utf8Range = start..<string.utf8.count
      output.append(copy)
    }
    if let symbol, !unitDone {
      let start = string.utf8.count
      string += " " + symbol
      output.append(.init(span: start..<start + 1, part: .whitespace))
      output.append(.init(span: start + 1..<string.utf8.count, part: .unit))
    }
    var result = number
    result.string = string
    result.runs = output.filter { !$0.utf8Range.isEmpty }
    return result
  }

  /// Used only if ICU refuses a skeleton (it should not): plain digits and the unit id.
  static func fallback(_ value: Double, unit: String, locale: String) -> FormattedMeasurement {
    let number = value.isNaN ? "NaN" : value.isInfinite ? (value < 0 ? "-∞" : "∞") : "\(value)"
    let string = unit.isEmpty ? number : number + " " + unit
    var runs: [FormattedMeasurement.Run] = [.init(span: 0..<number.utf8.count, part: .value)]
    if !unit.isEmpty {
      let n = number.utf8.count
      runs.append(.init(span: n..<n + 1, part: .whitespace))
      runs.append(.init(span: n + 1..<string.utf8.count, part: .unit))
    }
    return FormattedMeasurement(
      string: string, runs: runs, unit: unit, output: [.init(unit: unit, value: value)],
      localeIdentifier: locale, isRightToLeft: false)
  }

  /// The most digits a decimal may print before it is formatted as a Double.
  static let maximumDecimalDigits = 100_000

  /// Roughly how many digits a decimal string prints: its mantissa digits plus a
  /// positive exponent.
  static func decimalDigits(_ text: String) -> Int {
    let utf8 = text.utf8
    guard let e = utf8.firstIndex(where: { $0 == 0x65 || $0 == 0x45 }) else { return utf8.count }
    var digits = text[text.index(after: e)...]
    if digits.first == "-" { return utf8.distance(from: utf8.startIndex, to: e) }
    if digits.first == "+" { digits = digits.dropFirst() }
    // Leading zeros say nothing ("1e000000999999" is 1e999999).
    let significant = digits.drop { $0 == "0" }
    let exponent = significant.count > 9 ? Int.max / 2 : Int(significant) ?? 0
    return utf8.distance(from: utf8.startIndex, to: e) + exponent
  }

  static func isDecimal(_ text: String) -> Bool {
    var sawDigit = false
    var sawExponent = false
    var sawDot = false
    var previous: UInt8 = 0
    for (i, b) in text.utf8.enumerated() {
      switch b {
      case 0x30...0x39: sawDigit = true
      case 0x2B, 0x2D:
        guard i == 0 || previous == 0x65 || previous == 0x45 else { return false }
      case 0x2E:
        guard !sawDot, !sawExponent else { return false }
        sawDot = true
      case 0x65, 0x45:
        guard sawDigit, !sawExponent else { return false }
        sawExponent = true
      default: return false
      }
      previous = b
    }
    return sawDigit && previous != 0x65 && previous != 0x45 && previous != 0x2B && previous != 0x2D
  }

}
