import Foundation
import MeasurementFormatStyle
import MeasurementFormatting

/// Natural scale (issue 38): the workload's values in meters, each shown in the unit of
/// the metric length ladder that reads best ("1.2 km", "-25 cm", "1 mm"), against (c)'s
/// plain formatting of the same values in kilometers.
@MainActor func naturalScaleVariants() -> [Variant] {
  let scaled = locales.map {
    try! MeasurementFormat(width: .abbreviated, locale: $0, unitOptions: .naturalScale)
  }
  let appleFormatters = locales.map { locale in
    let formatter = MeasurementFormatter()
    formatter.locale = Locale(identifier: locale)
    formatter.unitOptions = [.providedUnit, .naturalScale]
    return formatter
  }
  let meters = values.map { Measurement(value: $0, unit: UnitLength.meters) }
  return [
    Variant(name: "(n) natural scale, tagged runs", target: 1.2, baseline: "(c)") { n in
      var sum = 0
      for i in 0..<n {
        sum &+= scaled[(i / 5) & 1].format(values[i % 5], unit: .meter).runs.count
      }
      return sum
    },
    Variant(name: "(n') natural scale, in place", target: 1.2, baseline: "(p) measfmt tagged") {
      n in
      var sum = 0
      var result = FormattedMeasurement()
      for i in 0..<n {
        scaled[(i / 5) & 1].format(values[i % 5], unit: .meter, into: &result)
        sum &+= result.runs.count
      }
      return sum
    },
    Variant(
      name: "(n\") natural scale, Apple's MeasurementFormatter.string(from:)", target: nil,
      baseline: "(g)"
    ) { n in
      var sum = 0
      for i in 0..<n {
        sum &+= appleFormatters[(i / 5) & 1].string(from: meters[i % 5]).utf8.count
      }
      return sum
    },
  ]
}
