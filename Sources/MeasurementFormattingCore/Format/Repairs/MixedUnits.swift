// Repair: mixed units ("5 ft, 11 in") tagged in every component.
//
// Needed on ICU 72, 76 and 78: ICU returns the right string for a mixed unit but tags only
// its last number (the units and the other numbers come back untagged), and it ignores
// the number options for the higher components. Shown by `ICUWorkaroundTests`
// (`mixedUnitTags`) through `measfmt-icu-probe`, plain ICU. measfmt formats each component
// on its own and joins them in ICU's list of units, at every ICU.
extension MeasurementFormat {
  /// Mixed units ("5 ft, 11 in"), built here rather than by ICU.
  ///
  /// Each component is formatted by its own ICU formatter, and the run engine joins the
  /// pieces in ICU's list formatter of type "units" at the matching width (each piece's
  /// runs get its component index). The value is in the first component's unit (as in
  /// ICU). Higher components are whole numbers; the last gets the number options (with a
  /// `usage` and no digits set: ICU's usage default, whole numbers with at least two
  /// significant digits). When the last component rounds up to a whole higher unit it
  /// carries: 5.999 ft is "6 ft, 0 in", never "5 ft, 12 in". A negative value signs only
  /// the first component.
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

    // Format each component; join them in the list.
    var pieces: [ICUPiece<FormattedMeasurement.Run>] = []
    for (index, component) in components.enumerated() {
      let signed = negative && index == 0
      let path: ResolvedFormat.Path =
        index == last ? .mixedLast : index == 0 ? .mixedFirst : .mixedMiddle
      let piece = resolved.withNumberEntry(path, unit: component) { entry in
        entry.withFormatter { formatter in
          formatter.formatRuns(
            signed ? -amounts[index] : amounts[index], percentIsUnit: entry.percentIsUnit
          ) { (text, runs: UnsafeBufferPointer<FormattedMeasurement.Run>) in
            ICUPiece(String(decoding: text, as: UTF8.self), runs: Array(runs))
          }
        }
      }
      guard case .success(let piece)? = piece else {
        return Self.fallback(value, unit: unit.identifier, locale: localeIdentifier)
      }
      pieces.append(piece)
    }
    var joined = FormattedMeasurement(
      string: "", runs: [], unit: unit.identifier,
      output: zip(components, amounts).map {
        .init(
          unit: $0.identifier,
          value: negative && $0.identifier == components[0].identifier ? -$1 : $1)
      }, localeIdentifier: localeIdentifier, isRightToLeft: isRightToLeft)
    if let list = resolved.listFormatter, joined.join(pieces, in: list) { return joined }
    // No list formatter: the components one after the other, a space between.
    var spaced: [ICUPiece<FormattedMeasurement.Run>] = []
    for (index, var piece) in pieces.enumerated() {
      if index > 0 { spaced.append(ICUPiece(uncovered: " ")) }
      piece.component = UInt8(index)
      spaced.append(piece)
    }
    joined.join(spaced)
    return joined
  }
}
