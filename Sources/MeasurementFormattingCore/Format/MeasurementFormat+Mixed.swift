extension MeasurementFormat {
  /// Mixed units ("5 ft, 11 in"), built here rather than by ICU: ICU (72 and 76) returns the
  /// right string but tags only the last number (the units come back untagged) and
  /// ignores the number options for the higher components.
  ///
  /// Each component is formatted by its own ICU formatter and the pieces are joined
  /// with ICU's list formatter of type "units" at the matching width. The value is in
  /// the first component's unit (as in ICU). Higher components are whole numbers; the
  /// last gets the number options (with a `usage` and no digits set: ICU's usage
  /// default, whole numbers with at least two significant digits). When the last
  /// component rounds up to a whole higher unit it carries: 5.999 ft is "6 ft, 0 in",
  /// never "5 ft, 12 in". A negative value signs only the first component.
  func formatMixed(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement {
    let components = unit.components
    guard components.count > 1, value.isFinite else {
      return formatSingle(value, unit: components[0])
    }
    // How many of each lower unit make one of the unit above it.
    var ratios: [Double] = []
    for i in 0..<(components.count - 1) {
      guard let ratio = try? components[i].convert(1, to: components[i + 1]), ratio > 0 else {
        return Self.fallback(value, unit: unit.identifier, locale: localeIdentifier)
      }
      ratios.append(ratio)
    }
    let negative = value.sign == .minus
    var amounts: [Double] = []
    var rest = abs(value)
    for ratio in ratios {
      let whole = rest.rounded(.down)
      amounts.append(whole)
      rest = (rest - whole) * ratio
    }
    amounts.append(rest)

    let last = amounts.count - 1
    guard
      let lastFormatter = resolved.withNumberEntry(.mixedLast, unit: components[last], \.formatter)
    else {
      return Self.fallback(value, unit: unit.identifier, locale: localeIdentifier)
    }
    // Carry: round the last component as it will be shown, and move whole units up.
    amounts[last] = lastFormatter.rounded(amounts[last]) ?? amounts[last]
    var i = last
    while i > 0 && amounts[i] >= ratios[i - 1] - ratios[i - 1] * 1e-12 {
      amounts[i] = max(0, amounts[i] - ratios[i - 1])
      if amounts[i] < ratios[i - 1] * 1e-12 { amounts[i] = 0 }
      amounts[i - 1] += 1
      i -= 1
    }

    // Format each component; join with the list formatter.
    var pieces: [FormattedMeasurement] = []
    for (index, component) in components.enumerated() {
      let signed = negative && index == 0
      let path: ResolvedFormat.Path =
        index == last ? .mixedLast : index == 0 ? .mixedFirst : .mixedMiddle
      guard let formatter = resolved.withNumberEntry(path, unit: component, \.formatter),
        case .success(let piece) = formatter.format(
          signed ? -amounts[index] : amounts[index],
          { text, spans in build(text, spans, unit: component.identifier, value: amounts[index]) })
      else { return Self.fallback(value, unit: unit.identifier, locale: localeIdentifier) }
      pieces.append(piece)
    }
    var joined = join(pieces, unit: unit.identifier)
    joined.output = zip(components, amounts).map {
      .init(
        unit: $0.identifier, value: negative && $0.identifier == components[0].identifier ? -$1 : $1
      )
    }
    return joined
  }

  /// Joins formatted pieces with ICU's list formatter (type units); every piece's runs
  /// keep their tags and get its component index; separators are classified per
  /// character (whitespace or literal).
  func join(_ pieces: [FormattedMeasurement], unit: String) -> FormattedMeasurement {
    let listFormatter = resolved.listFormatter
    var string = ""
    var runs: [FormattedMeasurement.Run] = []
    if let listFormatter, case .success(let list) = listFormatter.format(pieces.map(\.string)) {
      string = String(decoding: list.text, as: UTF8.self)
      var cursor = 0
      for (index, range) in list.elements where index < pieces.count {
        RunBuilder.appendUncovered(list.text[cursor..<range.lowerBound], at: cursor, into: &runs)
        RunBuilder.append(pieces[index], at: range.lowerBound, into: &runs) { $0.component = index }
        cursor = range.upperBound
      }
      RunBuilder.appendUncovered(list.text[cursor...], at: cursor, into: &runs)
    } else {
      for (index, piece) in pieces.enumerated() {
        if index > 0 {
          runs.append(
            .init(span: string.utf8.count..<string.utf8.count + 1, part: .whitespace))
          string += " "
        }
        RunBuilder.append(piece, at: string.utf8.count, into: &runs) { $0.component = index }
        string += piece.string
      }
    }
    return FormattedMeasurement(
      string: string, runs: runs, unit: unit, output: [], localeIdentifier: localeIdentifier,
      isRightToLeft: isRightToLeft)
  }
}
