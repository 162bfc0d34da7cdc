extension MeasurementFormat {
  /// Formats a value in a CLDR unit.
  ///
  /// ```swift
  /// try MeasurementFormat(width: .wide, locale: "en").format(2, unit: .kilometerPerHour).string
  /// // "2 kilometers per hour"
  /// ```
  public func format(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement {
    var result = FormattedMeasurement()
    format(value, unit: unit, into: &result)
    return result
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
    // The one core of formatting: every other entry point formats through here.
    if resolved.speaks {
      formatSpeaking(value, unit: unit, into: &result)
    } else if resolved.spellsOut {
      formatSpelledOut(value, unit: unit, into: &result)
    } else if let symbol = unit.customSymbol {
      formatCustom(value, symbol: symbol, into: &result)
    } else if usage != .asProvided || !unitOptions.isEmpty {
      if usage == .asProvided, unitOptions == .naturalScale {
        // Natural scale alone keeps the result's storage too (a pipeline's `--to=iec`);
        // a value it leaves as it is (zero, NaN) is written in its own unit, as
        // formatWithOptions would.
        if !formatNaturallyScaled(value, unit: unit, into: &result) {
          formatSingle(value, unit: unit, into: &result)
        }
      } else {
        result = formatWithOptions(value, unit: unit)
      }
    } else {
      formatSingle(value, unit: unit, into: &result)
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
    try Self.checkDecimal(decimal)
    let asDouble = Double(decimal) ?? .nan
    if resolved.speaks {
      var shown = try derived(.unspoken).format(decimal: decimal, unit: unit)
      shown.spoken = spokenForm(of: shown) { format in
        (try? format.format(decimal: decimal, unit: unit)) ?? format.format(asDouble, unit: unit)
      }
      return shown
    }
    guard unit.customSymbol == nil, usage == .asProvided, unitOptions.isEmpty, !unit.isMixed,
      !resolved.spellsOut, Self.decimalDigits(decimal) <= Self.maximumDecimalDigits
    else {
      // Past 100,000 digits ("1e9999999" would print ten million) the value is
      // formatted as the Double it is (∞): output stays bounded by the input's scale.
      return format(asDouble, unit: unit)
    }
    var result = FormattedMeasurement()
    let formatted = resolved.withNumberEntry(.single, unit: icuUnit(unit)) { entry in
      entry.withFormatter { formatter in
        formatter.formatRuns(decimal: decimal, percentIsUnit: entry.percentIsUnit) {
          text, runs in
          result.assign(
            text, runs: runs, unit: unit.identifier, value: asDouble,
            localeIdentifier: localeIdentifier,
            isRightToLeft: isRightToLeft)
        }
      }
    }
    if case .success? = formatted, hidesUnit || result.showsNumber { return result }
    // ICU refused the format, dropped the number (see repairDroppedNumber), or the decimal
    // is beyond ICU's exponent range ("1e99999999999"): the Double path falls back, repairs
    // the number, and formats the rest as the Double it is (∞).
    return format(asDouble, unit: unit)
  }

  /// Throws unless `decimal` is a decimal number ``format(decimal:unit:)`` takes.
  static func checkDecimal(_ decimal: String) throws(MeasurementFormatError) {
    guard isDecimal(decimal) else {
      throw .invalidOption(
        "'\(MeasurementFormatError.printable(decimal))' is not a number", input: decimal)
    }
  }

  /// Formats and returns the string only (no runs): the cheapest call, the same text as
  /// `format(value, unit: unit).string`.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "de").string(1234.5, unit: .kilometer)  // "1.234,5 km"
  /// ```
  public func string(_ value: Double, unit: MeasureUnit) -> String {
    if resolved.speaks { return derived(.unspoken).string(value, unit: unit) }
    // A shortcut for a single unit, taken only where it gives the text format() gives
    // (NumberlessFormSweepTests checks both over every locale, unit and width); every
    // other case is format().
    if unit.customSymbol == nil, usage == .asProvided, unitOptions.isEmpty, !unit.isMixed,
      !resolved.spellsOut, let text = textShortcut(value, unit: unit)
    {
      return text
    }
    // Natural scale: the scaled value's text, which format() shows in that unit with the
    // same configuration (``formatNaturallyScaled(_:unit:into:)``).
    if usage == .asProvided, unitOptions == .naturalScale, !unit.isMixed, !unit.isCustom,
      let ladder = NaturalScale.ladder(for: unit), let rung = naturalRung(value, on: ladder)
    {
      return forConvertedValues.string(rung.convert(value), unit: rung.unit)
    }
    var result = FormattedMeasurement()
    format(value, unit: unit, into: &result)
    return result.string
  }

  /// The text of a single unit without the runs of a result, when no repair is needed:
  /// nil when ICU dropped the number (``repairDroppedNumber(_:_:unit:)`` puts it back) or
  /// refused the format.
  @inline(__always)
  private func textShortcut(_ value: Double, unit: MeasureUnit) -> String? {
    resolved.withNumberEntry(.single, unit: icuUnit(unit)) { entry -> String? in
      entry.withFormatter { formatter -> String? in
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
        if hidesUnit || entry.unitIsBuiltIn, value.magnitude >= 3, value.magnitude < 1e17,
          number.notation == nil || number.notation == .standard,
          case .success(let text) = formatter.formatText(
            value, { String(decoding: $0, as: UTF8.self) })
        {
          return text
        }
        // Otherwise the runs say whether ICU showed the number (most often runs kept for
        // the text's shape: no field of ICU's is read).
        let checked = formatter.formatRuns(value, percentIsUnit: entry.percentIsUnit) {
          (text, runs: UnsafeBufferPointer<FormattedMeasurement.Run>) -> String? in
          // No number: ICU dropped it; format() repairs that.
          FormattedMeasurement.showsNumber(runs) ? String(decoding: text, as: UTF8.self) : nil
        }
        guard case .success(let text?) = checked else { return nil }
        return text
      } ?? nil
    }
  }
}
