extension MeasurementFormat {
  /// This configuration for values measfmt converted itself (natural scale) or shows again
  /// after a usage conversion (hidden unit, temperature without its scale).
  var forConvertedValues: MeasurementFormat { derived(.convertedValues) }

  /// Whether a unit is a temperature in degrees (what ``UnitOptions/temperatureWithoutUnit``
  /// shows as "68°").
  static func isDegrees(_ unit: MeasureUnit) -> Bool {
    unit.identifier == "celsius" || unit.identifier == "fahrenheit"
  }

  /// The number of a ``Usage`` result shown again, in the output unit: without its unit
  /// (``hidesUnit``) or its temperature scale (``UnitOptions/temperatureWithoutUnit``).
  /// Mixed outputs ("5 ft, 11 in") and other units are returned as they are.
  func shownAfterUsage(_ result: FormattedMeasurement) -> FormattedMeasurement {
    guard result.output.count == 1, let output = try? MeasureUnit(result.output[0].unit) else {
      return result
    }
    let value = result.output[0].value
    if hidesUnit {
      var shown = forConvertedValues.formatSingle(value, unit: output)
      shown.unit = output.identifier
      shown.output = result.output
      return shown
    }
    if unitOptions.contains(.temperatureWithoutUnit) && Self.isDegrees(output) {
      return withoutScale(value, unit: output, format: forConvertedValues)
    }
    return result
  }

  /// A Celsius or Fahrenheit value in CLDR's generic temperature ("68°"), tagged with
  /// the unit it is in.
  func withoutScale(_ value: Double, unit: MeasureUnit, format: MeasurementFormat)
    -> FormattedMeasurement
  {
    // CLDR's long generic temperature is English's "degrees temperature"; the others
    // read as the short one does at full width ("68 Grad").
    var shown = format.formatSingleUnrepaired(value, unit: .genericTemperature)
    shown.unit = unit.identifier
    shown.output = [.init(unit: unit.identifier, value: value)]
    return shown
  }

  /// ``UnitOptions/naturalScale``: the value in the unit of its ladder that reads best,
  /// rounded as usage output is; nil when the unit is on no ladder.
  func naturallyScaled(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement? {
    var result = FormattedMeasurement()
    return formatNaturallyScaled(value, unit: unit, into: &result) ? result : nil
  }

  /// ``naturallyScaled(_:unit:)`` into `result`, reusing its storage; false (and `result`
  /// untouched) when the unit is on no ladder or the value is zero, infinite or NaN.
  func formatNaturallyScaled(
    _ value: Double, unit: MeasureUnit, into result: inout FormattedMeasurement
  ) -> Bool {
    guard !unit.isMixed, !unit.isCustom, let ladder = NaturalScale.ladder(for: unit),
      let rung = naturalRung(value, on: ladder)
    else { return false }
    let converted = rung.convert(value)
    let format = forConvertedValues
    if unitOptions.contains(.temperatureWithoutUnit) && Self.isDegrees(rung.unit) {
      result = withoutScale(converted, unit: rung.unit, format: format)
      return true
    }
    format.formatSingle(converted, unit: rung.unit, into: &result)
    // A single unit's result says its unit and value already (its output is made from
    // them); a repaired one may say otherwise.
    if result.unit != rung.unit.identifier { result.unit = rung.unit.identifier }
    if result.extraOutput != nil || result.value != converted {
      result.output = [.init(unit: rung.unit.identifier, value: converted)]
    }
    return true
  }

  /// The rung of `ladder` that `value` is written on: the largest whose value is at least
  /// 1 in magnitude, or the next one up when the value, rounded as it is written there,
  /// reaches that one's unit (999.89 kB written as an integer is 1000 kB: it is 1 MB);
  /// nil for zero, infinities and NaN.
  @inline(__always)
  func naturalRung(_ value: Double, on ladder: NaturalScale.Ladder) -> NaturalScale.Ladder.Rung? {
    guard let (rung, next) = ladder.rungs(of: value) else { return nil }
    guard let next else { return rung }
    let converted = rung.convert(value)
    let rounded = roundedAsShown(converted)
    guard converted != 0, value.magnitude * (rounded / converted).magnitude >= next.threshold
    else { return rung }
    return next
  }

  /// `value` rounded as a naturally scaled value is written: to the digits of
  /// ``number`` (or, without any, ICU's precision for converted values: an integer of at
  /// least two significant digits), by its rounding mode (half to even by default);
  /// `value` itself where the notation is not the standard one. SPI, not `package`: the
  /// CLI's sizes use it, and the fuzz package compiles the CLI as a package of its own.
  @_spi(MeasfmtCLI) public func roundedAsShown(_ value: Double) -> Double {
    let magnitude = value.magnitude
    guard magnitude.isFinite, magnitude > 0 else { return value }
    if let notation = number.notation, notation != .standard { return value }
    // The power of ten of the leading digit.
    var exponent = 0
    var power = 1.0
    while magnitude >= power * 10 && exponent < 400 {
      power *= 10
      exponent += 1
    }
    while magnitude < power && exponent > -400 {
      power /= 10
      exponent -= 1
    }
    let decimals: Int
    if let fraction = number.precision?.fractionDigits {
      decimals = fraction.upperBound
    } else if let significant = number.precision?.significantDigits {
      decimals = significant.upperBound - 1 - exponent
    } else {
      decimals = max(0, 1 - exponent)
    }
    // Past 17 significant digits a Double has nothing left to round.
    guard decimals + exponent < 17, decimals > -300, decimals < 300 else { return value }
    var scale = 1.0
    for _ in 0..<abs(decimals) { scale *= 10 }
    let scaled = decimals >= 0 ? value * scale : value / scale
    let rounded: Double
    switch number.roundingMode?.option ?? .halfEven {
    case .halfEven: rounded = scaled.rounded(.toNearestOrEven)
    case .halfUp: rounded = scaled.rounded(.toNearestOrAwayFromZero)
    case .halfDown:
      let toward = scaled.rounded(.towardZero)
      rounded = (scaled - toward).magnitude > 0.5 ? scaled.rounded(.awayFromZero) : toward
    case .up: rounded = scaled.rounded(.awayFromZero)
    case .down: rounded = scaled.rounded(.towardZero)
    case .ceiling: rounded = scaled.rounded(.up)
    case .floor: rounded = scaled.rounded(.down)
    }
    return decimals >= 0 ? rounded / scale : rounded * scale
  }

  /// ``format(_:unit:)`` with ``unitOptions`` or a hidden unit after a usage.
  func formatWithOptions(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement {
    if usage != .asProvided {
      return shownAfterUsage(formatWithUsage(value, unit: unit))
    }
    if unitOptions.contains(.naturalScale) {
      var result = FormattedMeasurement()
      if formatNaturallyScaled(value, unit: unit, into: &result) { return result }
    }
    if unitOptions.contains(.temperatureWithoutUnit) && !hidesUnit && Self.isDegrees(unit) {
      return withoutScale(value, unit: unit, format: self)
    }
    return formatSingle(value, unit: unit)
  }
}

extension MeasureUnit {
  /// CLDR's generic temperature, "°" (`temperature-generic`; not an id ICU parses).
  static let genericTemperature = MeasureUnit(canonical: Skeleton.genericTemperature)
}
