// The mixed-unit path ("5 ft, 11 in"): every component formatted on its own, tagged, and
// joined in ICU's list of units.
//
// Needed on ICU 72, 76 and 78: ICU returns the right string for a mixed unit but tags only
// its smallest component's number (the units and the other numbers come back untagged),
// formats the larger components with the locale's defaults whatever the grouping asked
// (`group-off` 12345.5 ft is "12,345 ft, 6 in"), and signs the smallest component as
// well as the first (`sign-always` -3.65 yd is "-3 yd, 1 ft, +11.4 in"). Shown by
// `ICUWorkaroundTests` (`mixedUnitTags`, `mixedUnitSigns`) through `measfmt-icu-probe`,
// plain ICU. measfmt formats each component on its own and joins them in ICU's list of
// units, at every ICU, and otherwise does as ICU does: the value is read in the largest
// component's unit, the components are written in the identifier's order
// (`inch-and-foot`: "6 in, 5 ft"), and the number options — precision, rounding mode,
// notation — apply to the smallest component, which carries into the larger ones.
extension MeasurementFormat {
  /// Mixed units ("5 ft, 11 in"), built here rather than by ICU.
  ///
  /// Each component is formatted by its own ICU formatter, and the run engine joins the
  /// pieces in ICU's list formatter of type "units" at the matching width (each piece's
  /// runs get its component index). As in ICU, the value is in the largest component's
  /// unit, whatever the order of the identifier, and the components are written in the
  /// identifier's order. The larger components are whole numbers; the smallest gets the
  /// number options, notation included (with a `usage` and no digits set: ICU's usage
  /// default, whole numbers with at least two significant digits). When the smallest
  /// component rounds up to a whole larger unit it carries: 5.999 ft is "6 ft, 0 in", never
  /// "5 ft, 12 in". A negative value signs only the component written first; the
  /// grouping applies to every component.
  func formatMixed(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement {
    if width == .numeric, let clock = formatClock(value, unit: unit) { return clock }
    let components = unit.components
    guard components.count > 1 else { return formatSingle(value, unit: components[0]) }
    guard let order = MixedOrder.of(unit) else {
      return Self.fallback(value, unit: unit.identifier, locale: localeIdentifier)
    }
    // NaN and the infinities in the unit the value is in.
    guard value.isFinite else { return formatSingle(value, unit: components[order.bySize[0]]) }
    let negative = value.sign == .minus
    let smallest = order.bySize[order.bySize.count - 1]
    let smallestPath: ResolvedFormat.Path = smallest == 0 ? .mixedSmallestFirst : .mixedSmallest
    let roundingPath =
      number.notation == nil || number.notation == .standard ? smallestPath : .mixedRounding
    guard
      let lastFormatter = resolved.withNumberEntry(
        roundingPath, unit: components[smallest], \.formatter)
    else {
      return Self.fallback(value, unit: unit.identifier, locale: localeIdentifier)
    }
    let shown = order.amounts(abs(value)) { lastFormatter.rounded($0) ?? $0 }

    // Format each component; join them in the list.
    var pieces: [ICUPiece<FormattedMeasurement.Run>] = []
    for (index, component) in components.enumerated() {
      let signed = negative && index == 0
      let path: ResolvedFormat.Path =
        index == smallest ? smallestPath : index == 0 ? .mixedFirst : .mixedMiddle
      let piece = resolved.withNumberEntry(path, unit: component) { entry in
        entry.withFormatter { formatter in
          formatter.formatRuns(
            signed ? -shown[index] : shown[index], percentIsUnit: entry.percentIsUnit
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
      output: components.indices.map {
        .init(
          unit: components[$0].identifier,
          value: negative && $0 == 0 ? -shown[$0] : shown[$0])
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
