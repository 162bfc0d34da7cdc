extension MeasurementReader {
  /// A number with numfmt's size suffix glued to it ("1.5G", "4,0K" in de, "512Mi"), as
  /// ``suffixes`` says (``SizeSuffixPolicy``); nil when the text is not so, or the policy
  /// reads no suffixes.
  func sizeSuffixed(
    _ text: Text, _ spans: NumberSpans, _ filter: Filter, _ defaultUnit: MeasureUnit?
  ) throws(MeasurementFormatError) -> Reading? {
    guard spans.count == 1, spans[0].lowerBound == text.startIndex,
      let found = SizeSuffixes.suffix(text[spans[0].upperBound...]),
      let value = number(text[spans[0]])
    else { return nil }
    let suffixText = string(text[spans[0].upperBound...])
    let word = string(text)
    // The unit the suffix is as a symbol ("G": g-force, "K": kelvin, "Mi": mile).
    let key = ParseText.key(before: [], after: text[spans[0].upperBound...])
    let asUnit = candidates(key, unitText: suffixText)
    switch suffixes {
    case .read(let reading, let base):
      if reading == .none { return nil }
      guard let factor = reading.factor(found) else {
        throw .parseFailure(reading.refusal(word, suffixText, found), input: word)
      }
      return Reading(value: value * factor, unit: base ?? .byte)
    case .ask(let base):
      if found.binary, asUnit.isEmpty, let bytes = SizeSuffixes.binaryByte(found.power) {
        return Reading(value: value, unit: bytes)
      }
      let number = string(text[spans[0]])
      throw .parseFailure(
        SizeSuffixes.ambiguity(
          word, number, suffixText, found, unit: (base ?? .byte).identifier,
          unitReading: asUnit.first?.identifier),
        input: word)
    case .library:
      // R and Q (10²⁷, 10³⁰) are read only as `--from` asks: no byte unit is written so.
      if found.power > 8 { return nil }
      var readings = asUnit
      if let binary = SizeSuffixes.binaryByte(found.power) { readings.append(binary) }
      if !found.binary, let decimal = SizeSuffixes.decimalByte(found.power) {
        readings.append(decimal)
      }
      let fitting = readings.filter(filter.accepts)
      // One reading left: "15Gi" (no unit is written "Gi"), or the one the filter takes.
      if fitting.count == 1 { return Reading(value: value, unit: fitting[0]) }
      if fitting.isEmpty { return nil }
      throw .ambiguousUnit(suffixText, meanings: fitting.map(\.identifier))
    }
  }
}
