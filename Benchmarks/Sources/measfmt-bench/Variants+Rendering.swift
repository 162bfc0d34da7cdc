import Foundation
import MeasurementFormatting

/// Variants that need the styling and rendering layer.
@MainActor func extraVariants() -> [Variant] {
  let ansi = ANSIRenderer(colors: .trueColor)
  let html = HTMLRenderer(inlineCSS: true)
  let dim = TextStyle.dim
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
    Variant(name: "(e) (c) + restyle unit + HTML", target: nil) { n in
      var sum = 0
      for i in 0..<n {
        let styled = formats[(i / 5) & 1].format(values[i % 5], unit: kilometer).styled()
          .restyling(.unit, with: dim)
        sum &+= html.render(styled).utf8.count
      }
      return sum
    },
    Variant(name: "(f) (c) + AttributedString conversion", target: nil) { n in
      var sum = 0
      for i in 0..<n {
        let attributed = formats[(i / 5) & 1].format(values[i % 5], unit: kilometer)
          .attributedString
        sum &+= attributed.characters.count
      }
      return sum
    },
  ]
}
