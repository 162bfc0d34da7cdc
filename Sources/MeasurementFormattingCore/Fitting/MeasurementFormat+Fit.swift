// The widest form that fits a width: the forms of one measurement from the widest to the
// narrowest, each formatted once and measured, the first that fits taken (the order is
// written once, in `fitted(in:_:)`, and documented on `format(_:unit:fitting:)`).

extension MeasurementFormat {
  /// Formats a value in the widest form that fits `room`, or the narrowest form when
  /// none does (``FittedMeasurement/fits`` false).
  ///
  /// The forms are tried in this order, each formatted once, and the first that fits is
  /// taken:
  ///
  /// 1. the unit's full name, then its abbreviation, then its narrow form, from this
  ///    format's ``width`` down (set `.wide` to start from the full name; ``UnitWidth/numeric``
  ///    tries the clock only), with the format's number options;
  /// 2. at the narrowest width, one fraction digit fewer at a time ("1,234.56km",
  ///    "1,234.6km", "1,235km"), rounded by the format's rounding mode;
  /// 3. compact notation at the narrowest width ("1.2Kkm"), then without its fraction
  ///    digit ("1Kkm"): for standard notation only, and not for mixed units.
  ///
  /// A form whose text is the one before's is not measured again. When none fits, the
  /// narrowest form tried is returned. With ``includesSpokenForm`` the form taken gets its
  /// spoken form (of the number it shows).
  ///
  /// ```swift
  /// let format = try MeasurementFormat(width: .wide, locale: "en")
  /// format.format(1234.56, unit: .kilometer, fitting: .columns(20)).measurement.string
  /// // "1,234.56 kilometers"
  /// format.format(1234.56, unit: .kilometer, fitting: .columns(8)).measurement.string
  /// // "1,235km"
  /// let tight = format.format(1234.56, unit: .kilometer, fitting: .columns(3))
  /// tight.measurement.string  // "1Kkm"
  /// tight.fits                // false
  /// ```
  /// - Parameters:
  ///   - value: The value, in `unit`.
  ///   - unit: The unit.
  ///   - room: The room there is: terminal columns or a caller's measure.
  /// - Returns: The form taken, whether it fits, its width and its configuration.
  public func format(_ value: Double, unit: MeasureUnit, fitting room: FitWidth)
    -> FittedMeasurement
  {
    fitted(in: room) { $0.format(value, unit: unit, into: &$1) }
  }

  /// Formats a range in the widest form that fits `room`, as
  /// ``format(_:unit:fitting:)`` does a value.
  ///
  /// ```swift
  /// try MeasurementFormat(width: .wide, locale: "en")
  ///   .formatRange(3, 5, unit: .kilometer, fitting: .columns(7)).measurement.string  // "3–5 km"
  /// ```
  public func formatRange(
    _ low: Double, _ high: Double, unit: MeasureUnit, fitting room: FitWidth
  ) -> FittedMeasurement {
    fitted(in: room) { $1 = $0.formatRange(low, high, unit: unit) }
  }

  /// Formats a decimal number given as text (``format(decimal:unit:)``) in the widest
  /// form that fits `room`, as ``format(_:unit:fitting:)`` does a value.
  ///
  /// ```swift
  /// try MeasurementFormat(width: .wide, locale: "en")
  ///   .format(decimal: "123456789.123456789", unit: .meter, fitting: .columns(12))
  ///   .measurement.string  // "123,456,789m"
  /// ```
  /// - Throws: ``MeasurementFormatError/invalidOption(_:input:)`` when the text is not a number.
  public func format(decimal: String, unit: MeasureUnit, fitting room: FitWidth)
    throws(MeasurementFormatError) -> FittedMeasurement
  {
    try Self.checkDecimal(decimal)
    return fitted(in: room) { format, result in
      result =
        (try? format.format(decimal: decimal, unit: unit))
        ?? format.format(Double(decimal) ?? .nan, unit: unit)
    }
  }

  /// The first form `make` writes that fits, in the order of
  /// ``format(_:unit:fitting:)``; the narrowest when none does. `make` writes a form into
  /// a result whose storage it may reuse.
  func fitted(
    in room: FitWidth, _ make: (MeasurementFormat, inout FormattedMeasurement) -> Void
  ) -> FittedMeasurement {
    let base = resolved.speaks ? derived(.unspoken) : self
    var ladder = FitLadder(room: room, base: base)
    let widths = Self.fitWidths(from: width)
    let last = widths[widths.count - 1]
    var found = false
    for width in widths where !found {
      found = ladder.attempt(width == self.width ? base : base.derived(.width(width)), make)
    }
    if !found {
      // One fraction digit fewer at a time, down to none.
      var fraction = ladder.lastFractionDigits
      while !found && fraction > 0 {
        fraction -= 1
        found = ladder.attempt(base.fitStep(FitStep(width: last, fraction: fraction)), make)
      }
    }
    // Compact notation, then without its fraction digit (not for a mixed unit, whose
    // components are in different units).
    if !found, number.notation ?? .standard == .standard, !ladder.bestIsMixed {
      found = ladder.attempt(base.fitStep(FitStep(width: last, compact: true)), make)
      if !found && ladder.lastFractionDigits > 0 {
        found = ladder.attempt(
          base.fitStep(FitStep(width: last, fraction: 0, compact: true)), make)
      }
    }
    if resolved.speaks {
      ladder.best.spoken = ladder.bestFormat.spokenForm(of: ladder.best) { format in
        var words = FormattedMeasurement()
        make(format, &words)
        return words
      }
    }
    return ladder.fitted()
  }

  /// A form of ``fitted(in:_:)`` beyond another width: made once and kept.
  func fitStep(_ step: FitStep) -> MeasurementFormat {
    MeasurementFormat(resolved.fitStep(step))
  }

  /// The widths tried, from `width` down.
  static func fitWidths(from width: UnitWidth) -> [UnitWidth] {
    switch width.option {
    case .wide: fromWide
    case .abbreviated: fromAbbreviated
    case .narrow: narrowOnly
    case .numeric: numericOnly
    }
  }

  private static let fromWide: [UnitWidth] = [.wide, .abbreviated, .narrow]
  private static let fromAbbreviated: [UnitWidth] = [.abbreviated, .narrow]
  private static let narrowOnly: [UnitWidth] = [.narrow]
  private static let numericOnly: [UnitWidth] = [.numeric]

  /// The most fraction digits a number of `result` shows.
  static func fractionDigits(_ result: FormattedMeasurement) -> Int {
    var most = 0
    var current = 0
    for run in result.runs {
      if run.numberPart == .fraction {
        current += result.text(of: run).unicodeScalars.count
        most = max(most, current)
      } else if run.part != .value || run.numberPart != .group {
        current = 0
      }
    }
    return most
  }
}

/// The forms ``MeasurementFormat/fitted(in:_:)`` has tried: the narrowest so far (of two
/// as narrow, the one before: fewer digits lost) and the one made last, swapped rather
/// than copied.
struct FitLadder {
  let room: FitWidth
  var best = FormattedMeasurement()
  var bestWidth = Double.infinity
  var bestFormat: MeasurementFormat
  var current = FormattedMeasurement()
  var lastIsBest = false

  init(room: FitWidth, base: MeasurementFormat) {
    self.room = room
    self.bestFormat = base
  }

  /// Formats and measures one form; true when it fits (it is then ``best``). A form
  /// whose text is the one before's (which did not fit) is not measured again.
  mutating func attempt(
    _ format: MeasurementFormat, _ make: (MeasurementFormat, inout FormattedMeasurement) -> Void
  ) -> Bool {
    let previous = lastIsBest ? best.string : current.string
    make(format, &current)
    if bestWidth < .infinity, current.string == previous { return false }
    let width = room.width(of: current)
    let fits = width <= room.limit
    lastIsBest = fits || width < bestWidth
    if lastIsBest {
      swap(&best, &current)
      bestWidth = width
      bestFormat = format
    }
    return fits
  }

  /// The fraction digits of the form made last.
  var lastFractionDigits: Int {
    MeasurementFormat.fractionDigits(lastIsBest ? best : current)
  }

  /// Whether the best form is of several units (a mixed unit).
  var bestIsMixed: Bool {
    let output = best.output
    return output.contains { $0.unit != output[0].unit }
  }

  /// The result: the best form, whether it fits, its width and configuration (moved out,
  /// not copied).
  consuming func fitted() -> FittedMeasurement {
    FittedMeasurement(
      measurement: best, fits: bestWidth <= room.limit, width: bestWidth, format: bestFormat)
  }
}

/// A form tried by ``MeasurementFormat/fitted(in:_:)``: a width, at most `fraction`
/// fraction digits (nil: the format's precision), compact notation or not.
struct FitStep: Hashable, Sendable {
  var width: UnitWidth
  var fraction: Int? = nil
  var compact = false

  func apply(to configuration: inout MeasurementFormat.Configuration) {
    configuration.width = width
    configuration.includesSpokenForm = false
    if compact {
      configuration.number.notation = .compactShort
      configuration.number.precision = nil
    }
    if let fraction { configuration.number.precision = .fractionDigits(0...fraction) }
  }

  /// A hash for the table of kept forms: the width, the fraction digits, compact.
  var hash: Int {
    let widthIndex = UnitWidth.Option.allCases.firstIndex(of: width.option) ?? 0
    return widthIndex | ((fraction ?? 0x3FF) & 0x3FF) << 2 | (compact ? 1 << 12 : 0)
  }
}
