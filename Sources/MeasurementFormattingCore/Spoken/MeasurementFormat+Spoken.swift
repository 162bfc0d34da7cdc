// The spoken form (``MeasurementFormat/includesSpokenForm``): each entry point of a format
// that has it formats the text shown without it, then the same values again at full
// width — ICU's own full names, plural forms and grammatical case, never a table of
// words — and matches the two (``SpokenForm/init(words:shown:)``). The number options
// stay, so the number spoken is the number shown, rounded alike; a clock is spoken by
// its components' names ("1 hour, 30 minutes"); compact notation is spoken in its long
// form ("5 thousand") where that shows the same digits, and numbers spelled out are
// spoken spelled out.

extension MeasurementFormat {
  /// ``format(_:unit:into:)`` with the spoken form.
  func formatSpeaking(_ value: Double, unit: MeasureUnit, into result: inout FormattedMeasurement) {
    derived(.unspoken).format(value, unit: unit, into: &result)
    result.spoken = spokenForm(of: result) { $0.format(value, unit: unit) }
  }

  /// The spoken form of `shown`, whose values `format` formats again in another
  /// configuration.
  func spokenForm(
    of shown: FormattedMeasurement, _ format: (MeasurementFormat) -> FormattedMeasurement
  ) -> SpokenForm {
    if number.notation == .compactShort {
      let long = format(derived(.spokenCompactLong))
      if Self.sameDigits(long, shown) { return SpokenForm(words: long, shown: shown) }
    }
    return SpokenForm(words: format(derived(.spoken)), shown: shown)
  }

  /// Whether two results show the same numbers: the same digits, separators and signs,
  /// each compact or not.
  static func sameDigits(_ a: FormattedMeasurement, _ b: FormattedMeasurement) -> Bool {
    digits(a) == digits(b)
  }

  /// The number parts a result shows, in order: their text, a compact part as "K".
  private static func digits(_ result: FormattedMeasurement) -> [Substring] {
    result.runs.compactMap { run -> Substring? in
      guard run.part == .value, let part = run.numberPart else { return nil }
      return part == .compact ? "K" : result.text(of: run)
    }
  }
}
