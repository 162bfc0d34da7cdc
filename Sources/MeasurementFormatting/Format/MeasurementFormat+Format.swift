import Foundation

extension MeasurementFormat {
  /// Formats a Foundation measurement.
  ///
  /// Every unit of Foundation's `Dimension` subclasses maps to its CLDR unit; a unit
  /// CLDR lacks (`UnitAngle.gradians`) or a user-defined `Dimension` is shown by its
  /// symbol in the locale's unit pattern, still tagged `value` and `unit`.
  ///
  /// ```swift
  /// let f = try MeasurementFormat(locale: "fr")
  /// f.format(Measurement(value: 1234.5, unit: UnitLength.kilometers)).string
  /// // "1 234,5 km" (U+202F as group separator and before the unit)
  /// ```
  public func format<U: Dimension>(_ measurement: Measurement<U>) -> FormattedMeasurement {
    format(measurement.value, unit: MeasureUnit(measurement.unit))
  }

  /// Formats a value in a CLDR unit.
  ///
  /// ```swift
  /// try MeasurementFormat(width: .wide, locale: "en").format(2, unit: .kilometerPerHour).string
  /// // "2 kilometers per hour"
  /// ```
  public func format(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement {
    if let symbol = unit.customSymbol { return formatCustom(value, symbol: symbol) }
    if usage != .asProvided && !hidesUnit { return formatWithUsage(value, unit: unit) }
    return formatSingle(value, unit: unit)
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
  /// - Throws: ``MeasurementFormatError/invalidOption(_:)`` when the text is not a number.
  public func format(decimal: String, unit: MeasureUnit) throws(MeasurementFormatError)
    -> FormattedMeasurement
  {
    guard Self.isDecimal(decimal) else {
      throw .invalidOption("'\(MeasurementFormatError.printable(decimal))' is not a number")
    }
    guard unit.customSymbol == nil, usage == .asProvided, !unit.isMixed else {
      return format(Double(decimal) ?? .nan, unit: unit)
    }
    let id = hidesUnit ? nil : unit.identifier
    guard let formatter = resolved.formatter(unit: id) else {
      return Self.fallback(Double(decimal) ?? .nan, unit: unit.identifier, locale: localeIdentifier)
    }
    let built = formatter.format(decimal: decimal) { text, spans in
      build(text, spans, unit: unit.identifier, value: Double(decimal) ?? .nan)
    }
    switch built {
    case .success(let result): return result
    case .failure:
      return Self.fallback(Double(decimal) ?? .nan, unit: unit.identifier, locale: localeIdentifier)
    }
  }

  /// Formats and returns the string only (no runs): the cheapest call.
  public func string(_ value: Double, unit: MeasureUnit) -> String {
    if unit.customSymbol != nil || usage != .asProvided || unit.isMixed {
      return format(value, unit: unit).string
    }
    let id = hidesUnit ? nil : unit.identifier
    guard let formatter = resolved.formatter(unit: id),
      case .success(let text) = formatter.format(
        value, { text, _ in String(decoding: text, as: UTF8.self) })
    else { return format(value, unit: unit).string }
    return text
  }

  // MARK: - Paths

  func formatSingle(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement {
    if unit.isMixed && !hidesUnit { return formatMixed(value, unit: unit) }
    let id = hidesUnit ? nil : unit.identifier
    let resolved = self.resolved
    guard let formatter = resolved.formatter(unit: id),
      case .success(let result) = formatter.format(
        value,
        { text, spans in
          Self.build(text, spans, unit: unit.identifier, value: value, resolved: resolved)
        })
    else { return Self.fallback(value, unit: unit.identifier, locale: localeIdentifier) }
    if width == .wide && !hidesUnit && !result.runs.contains(where: { $0.part == .value })
      && UnitCatalog.typeOfUnit[unit.identifier] == nil
    {
      // ICU 72 drops the number of some compound units at full width (ar 2.5
      // hour-ampere → "ساعة⋅أمبير"): it composes the long names from a plural form
      // without a placeholder. CLDR's own forms without a number (ar "قدم", 1 foot)
      // exist only for simple units, so for a compound the short form is used.
      var short = self
      short.width = .abbreviated
      return short.formatSingle(value, unit: unit)
    }
    return result
  }

  func build(
    _ text: UnsafeBufferPointer<UInt8>, _ spans: UnsafeBufferPointer<ICU.Span>, unit: String,
    value: Double
  ) -> FormattedMeasurement {
    Self.build(text, spans, unit: unit, value: value, resolved: resolved)
  }

  /// Static, so that the format closures capture only the resolved configuration,
  /// not a copy of the whole `MeasurementFormat`.
  static func build(
    _ text: UnsafeBufferPointer<UInt8>, _ spans: UnsafeBufferPointer<ICU.Span>, unit: String,
    value: Double, resolved: ResolvedFormat
  ) -> FormattedMeasurement {
    var runs: [FormattedMeasurement.Run] = []
    runs.reserveCapacity(spans.count + 3)
    RunBuilder.build(
      text: text, spans: spans, percentIsUnit: unit == "percent" || unit == "permille", into: &runs)
    return FormattedMeasurement(
      string: String(decoding: text, as: UTF8.self), runs: runs, unit: unit, value: value,
      localeIdentifier: resolved.localeID, isRightToLeft: resolved.isRightToLeft)
  }

  /// A custom unit: the locale's short pattern for "meter" with the symbol put in
  /// place of "m", so that order, spacing and bidi marks follow the locale.
  func formatCustom(_ value: Double, symbol: String) -> FormattedMeasurement {
    var reference = self
    reference.width = .abbreviated
    reference.usage = .asProvided
    var result = reference.formatSingle(value, unit: .meter)
    if hidesUnit {
      result.unit = ""
      result.output = [.init(unit: symbol, value: value)]
      return result
    }
    var string = ""
    var runs: [FormattedMeasurement.Run] = []
    var replaced = false
    for run in result.runs {
      var piece = String(result.text(of: run))
      if run.part == .unit {
        // One unit run in the reference; a second (some CJK patterns) is dropped.
        if replaced { continue }
        piece = symbol
        replaced = true
      }
      let start = string.utf8.count
      string += piece
      var copy = run
      copy.utf8Range = start..<string.utf8.count
      runs.append(copy)
    }
    if !replaced {
      let start = string.utf8.count
      string += " "
      runs.append(.init(utf8Range: start..<start + 1, part: .whitespace))
      string += symbol
      runs.append(.init(utf8Range: start + 1..<string.utf8.count, part: .unit))
    }
    result.string = string
    result.runs = runs.filter { !$0.utf8Range.isEmpty }
    result.unit = ""
    result.output = [.init(unit: symbol, value: value)]
    return result
  }

  /// Used only if ICU refuses a skeleton (it should not): plain digits and the unit id.
  static func fallback(_ value: Double, unit: String, locale: String) -> FormattedMeasurement {
    let number = value.isNaN ? "NaN" : value.isInfinite ? (value < 0 ? "-∞" : "∞") : "\(value)"
    let string = unit.isEmpty ? number : number + " " + unit
    var runs: [FormattedMeasurement.Run] = [.init(utf8Range: 0..<number.utf8.count, part: .value)]
    if !unit.isEmpty {
      let n = number.utf8.count
      runs.append(.init(utf8Range: n..<n + 1, part: .whitespace))
      runs.append(.init(utf8Range: n + 1..<string.utf8.count, part: .unit))
    }
    return FormattedMeasurement(
      string: string, runs: runs, unit: unit, output: [.init(unit: unit, value: value)],
      localeIdentifier: locale, isRightToLeft: false)
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

  // MARK: - Formatter cache

  func numberFormatter(_ skeleton: String, wantsOutputUnit: Bool = false) -> ICUNumberFormatter? {
    let key = FormatterKey(
      kind: wantsOutputUnit ? .numberWithOutputUnit : .number, skeleton: skeleton,
      localeID: localeIdentifier)
    return try? FormatterCache.shared.formatter(key, as: ICUNumberFormatter.self) {
      () throws(ICUError) in
      try ICUNumberFormatter(
        skeleton: skeleton, localeID: localeIdentifier, wantsOutputUnit: wantsOutputUnit)
    }
  }
}
