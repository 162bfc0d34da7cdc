@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// Why one measurement could not be formatted (a message without the "line N: " part).
struct Problem: Error, Equatable {
  let message: String
}

extension Configuration {
  /// Whether `--to` asks for a conversion. Matching the optional's case reads it in
  /// place, where `target == nil` copies the unit first (two copies a batch line).
  private var converts: Bool {
    if case .some = target { return true }
    return false
  }

  /// Whether a single value takes the library's own output as it is: no conversion
  /// (`--to`), no scale (`--to si|iec|natural`) and no second locale for the numbers.
  private var formatsAsIs: Bool { !converts && scale == nil && numbers == nil && !fits }

  /// Whether `--fit` asks for the widest form that fits (matched in place, as `converts`).
  private var fits: Bool {
    if case .some = fit { return true }
    return false
  }

  /// For a single value written as plain text that keeps ICU's whitespace, the text is
  /// all the line needs: ``MeasurementFormat/string(_:unit:)``, which spares reading
  /// ICU's fields when it can (at a cold start, their first read costs ICU more than the
  /// rest of the call: the cold start figures of docs/performance.md).
  /// Nil when the line needs the runs (another format, a whitespace policy, a range, a
  /// conversion, a decimal beyond a `Double`).
  mutating func formatText(_ text: MeasurementText) -> Result<String, Problem>? {
    if scale != nil, numbers == nil, text.high == nil, renderer.writesTextOnly, !fits {
      switch scaledStart(text.low.approximation, unit: text.unit) {
      case .success(let start):
        let format = start.scales ? format : unscaled ?? format
        return .success(format.string(start.low, unit: start.unit))
      case .failure(let problem): return .failure(problem)
      }
    }
    guard formatsAsIs, text.high == nil, renderer.writesTextOnly,
      case .double(let value) = text.low
    else { return nil }
    switch resolver.resolve(text.unit) {
    case .success(let unit): return .success(format.string(value, unit: unit))
    case .failure(let failure): return .failure(Problem(message: failure.message))
    }
  }

  /// ``format(_:)`` into a result reused from line to line
  /// (``MeasurementFormat/format(_:unit:into:)`` for a single value, which keeps the
  /// result's storage); nil, or the problem.
  mutating func format(_ text: MeasurementText, into result: inout FormattedMeasurement)
    -> Problem?
  {
    guard formatsAsIs, text.high == nil, case .double(let value) = text.low
    else {
      if scale != nil, numbers == nil, text.high == nil, !fits {
        return formatScaled(text.low.approximation, unit: text.unit, into: &result)
      }
      switch format(text) {
      case .success(let formatted):
        result = formatted
        return nil
      case .failure(let problem): return problem
      }
    }
    // The unit of the line before, passed on in place (a unit is four strings: a copy
    // and its release are a tenth of what the CLI adds to ICU's formatting a line).
    if resolver.lastUnit(is: text.unit) {
      format.format(value, unit: resolver.lastUnit, into: &result)
      return nil
    }
    switch resolver.resolve(text.unit) {
    case .success(let unit):
      format.format(value, unit: unit, into: &result)
      return nil
    case .failure(let failure): return Problem(message: failure.message)
    }
  }

  /// A single value scaled (`--to si|iec|iec-i|natural`) into the result reused from line
  /// to line (the library's natural scale keeps the result's storage).
  private mutating func formatScaled(
    _ value: Double, unit text: String, into result: inout FormattedMeasurement
  ) -> Problem? {
    switch scaledStart(value, unit: text) {
    case .success(let start):
      let format = start.scales ? format : unscaled ?? format
      format.format(start.low, unit: start.unit, into: &result)
      return nil
    case .failure(let problem): return problem
    }
  }

  /// A single value in the unit its scale starts from (``Scale/start(_:_:plan:)``), by
  /// the scale's plan for its unit: the line before's when the unit is.
  private mutating func scaledStart(_ value: Double, unit text: String) -> Result<
    Scale.Start, Problem
  > {
    if scalePlan?.text != text {
      switch resolver.resolve(text) {
      case .success(let unit): scalePlan = (text, scale!.plan(for: unit))
      case .failure(let failure): return .failure(Problem(message: failure.message))
      }
    }
    switch scalePlan!.plan {
    case .failure(let problem): return .failure(problem)
    case .success(let plan):
      return scale!.start(value, nil, plan: plan, shownBy: format)
    }
  }

  /// Resolves the unit and formats the value or range, converting it when `--to` asks;
  /// with numbers from another locale (`LC_NUMERIC`), its numbers in the text.
  mutating func format(_ text: MeasurementText) -> Result<FormattedMeasurement, Problem> {
    let unit: MeasureUnit
    switch resolver.resolve(text.unit) {
    case .success(let resolved): unit = resolved
    case .failure(let failure): return .failure(Problem(message: failure.message))
    }
    let result = format(text, unit: unit, with: format, fitting: fit)
    guard let numbers, case .success(let (formatted, used)) = result else {
      return result.map(\.0)
    }
    // The numbers in the form the language's text took (with --fit, its width and digits).
    var matching = numbers
    if fit != nil {
      matching.width = used.width
      matching.number = used.number
    }
    guard case .success(let (numbered, _)) = format(text, unit: unit, with: matching, fitting: nil),
      // The same units and values (else the numbers of the language's locale stay).
      numbered.unit == formatted.unit, numbered.output == formatted.output,
      let spliced = formatted.withNumbers(of: numbered)
    else { return .success(formatted) }
    return .success(spliced)
  }

  /// The value or range of `text` in `format`, or with `--fit` in the widest form that
  /// fits; and the configuration that wrote it (the form's, with `--fit`).
  private func format(
    _ text: MeasurementText, unit: MeasureUnit, with format: MeasurementFormat,
    fitting fit: FitWidth?
  ) -> Result<(FormattedMeasurement, MeasurementFormat), Problem> {
    do {
      var format = format
      var low = text.low.approximation
      var high = text.high?.approximation
      var unit = unit
      if let scale {
        switch scale.start(low, high, unit: unit, shownBy: format) {
        case .failure(let problem): return .failure(problem)
        case .success(let start):
          if !start.scales {
            if let unscaled, format.localeIdentifier == self.format.localeIdentifier {
              format = unscaled
            } else {
              format.unitOptions = []
            }
          }
          (low, high, unit) = (start.low, start.high, start.unit)
        }
      } else if let target {
        low = try unit.convert(low, to: target)
        high = try high.map { try unit.convert($0, to: target) }
        unit = target
      } else if high == nil, case .decimal(let digits, _) = text.low {
        guard let fit else {
          return .success((try format.format(decimal: digits, unit: unit), format))
        }
        let fitted = try format.format(decimal: digits, unit: unit, fitting: fit)
        return .success((fitted.measurement, fitted.format))
      }
      guard let fit else {
        if let high { return .success((format.formatRange(low, high, unit: unit), format)) }
        return .success((format.format(low, unit: unit), format))
      }
      let fitted =
        high.map { format.formatRange(low, $0, unit: unit, fitting: fit) }
        ?? format.format(low, unit: unit, fitting: fit)
      return .success((fitted.measurement, fitted.format))
    } catch {
      return .failure(Problem(message: Configuration.sentence("\(error)")))
    }
  }
}
