import Foundation
import MeasurementFormatStyle
import MeasurementFormatting

/// Variants that need the styling and rendering layer.
@MainActor func extraVariants() -> [Variant] {
  let ansi = ANSIRenderer(colors: .trueColor)
  let html = HTMLRenderer(inlineCSS: true)
  let dim = TextStyle.dim
  let attributedRenderer = AttributedStringRenderer()
  let speakingFormats = formats.map { format in
    var format = format
    format.includesSpokenForm = true
    return format
  }
  return [
    Variant(name: "(d) (c) + restyle unit (dim) + ANSI", target: 1.6) { n in
      var sum = 0
      for i in 0..<n {
        let styled = formats[(i / 5) & 1].format(values[i % 5], unit: kilometer).styled()
          .restyling(.unit, with: dim)
        sum &+= ansi.render(styled).utf8.count
      }
      return sum
    },
    Variant(name: "(e) (c) + restyle unit + HTML", target: 2.2) { n in
      var sum = 0
      for i in 0..<n {
        let styled = formats[(i / 5) & 1].format(values[i % 5], unit: kilometer).styled()
          .restyling(.unit, with: dim)
        sum &+= html.render(styled).utf8.count
      }
      return sum
    },
    Variant(name: "(f) (c) + AttributedString conversion", target: 30) { n in
      var sum = 0
      for i in 0..<n {
        let attributed = attributedRenderer.render(
          formats[(i / 5) & 1].format(values[i % 5], unit: kilometer))
        sum &+= attributed.characters.count
      }
      return sum
    },
    Variant(name: "(f') (f) with the spoken form", target: nil, baseline: "(f)") { n in
      var sum = 0
      for i in 0..<n {
        let attributed = attributedRenderer.render(
          speakingFormats[(i / 5) & 1].format(values[i % 5], unit: kilometer))
        sum &+= attributed.characters.count
      }
      return sum
    },
    Variant(
      name: "(g) Apple-style measurement.formatted(style), stored style", target: 1.15,
      baseline: "(c)"
    ) { n in
      var sum = 0
      for i in 0..<n {
        sum &+= measurements[i % 5].formatted(appleStyles[(i / 5) & 1]).utf8.count
      }
      return sum
    },
    Variant(
      // Its output carries the spoken form (issue 48): against measfmt's own that does.
      name: "(g') Apple-style .attributed", target: 1.10, baseline: "(f')"
    ) { n in
      var sum = 0
      for i in 0..<n {
        sum &+= measurements[i % 5].formatted(appleAttributed[(i / 5) & 1]).characters.count
      }
      return sum
    },
    Variant(name: "(h) user-defined Dimension: format(Measurement)", target: 1.60) { n in
      var sum = 0
      for i in 0..<n {
        sum &+= formats[(i / 5) & 1].format(smoots[i % 5]).runs.count
      }
      return sum
    },
  ]
}

/// A unit of the user's own, which CLDR lacks: shown by its symbol in the locale's pattern.
final class UnitSmoot: Dimension, @unchecked Sendable {
  static let smoots = UnitSmoot(
    symbol: "smoot", converter: UnitConverterLinear(coefficient: 1.7018))
  override class func baseUnit() -> Self { smoots as! Self }
}
let smoots = values.map { Measurement(value: $0, unit: UnitSmoot.smoots) }

/// The workload as Foundation measurements, and Apple's stored styles for en and de.
let measurements = values.map { Measurement(value: $0, unit: UnitLength.kilometers) }
let appleStyles = locales.map {
  Measurement<UnitLength>.FormatStyle(
    width: .abbreviated, locale: Locale(identifier: $0), usage: .asProvided)
}
let appleAttributed = appleStyles.map(\.attributed)
