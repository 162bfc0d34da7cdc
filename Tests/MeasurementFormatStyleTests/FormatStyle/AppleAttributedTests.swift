import Foundation
import MeasfmtTestSupport
import MeasurementFormatStyle
import Testing

/// `.attributed` with Foundation's own attributes, so Apple-style code that transforms
/// `\.measurement` runs works unchanged.
@Suite("Apple's API: the attributed style and Foundation's attributes")
struct AppleAttributedTests {
  static let enUS = Locale(identifier: "en_US")

  /// Each run as "text|measurement|numberPart|numberSymbol".
  static func runs(_ string: AttributedString) -> [String] {
    string.runs.map { run in
      let text = String(string[run.range].characters)
      let measurement = run.measurement.map { "\($0)" } ?? "-"
      let part = run.numberPart.map { "\($0)" } ?? "-"
      let symbol = run.numberSymbol.map { "\($0)" } ?? "-"
      return "\(text)|\(measurement)|\(part)|\(symbol)"
    }
  }

  @Test("The seed's pattern: transform the unit runs through \\.measurement")
  func seedPattern() {
    let distance = Measurement(value: 5, unit: UnitLength.kilometers)
    let format = Measurement<UnitLength>.FormatStyle(
      width: .narrow, locale: Self.enUS, usage: .asProvided)
    var str = format.attributed.format(distance)
    str = str.transformingAttributes(\.measurement, \.link) { measurement, link in
      if measurement.value == .unit {
        link.value = URL(string: "https://en.wikipedia.org/wiki/Kilometre")
      }
    }
    #expect(String(str.characters) == "5km")
    #expect(
      str.runs.map { "\(String(str[$0.range].characters))|\($0.link?.absoluteString ?? "-")" }
        == ["5|-", "km|https://en.wikipedia.org/wiki/Kilometre"])
  }

  @Test("The attributed output carries the spoken form's words where they differ from the text")
  func spoken() {
    let height = Measurement(value: 1.8, unit: UnitLength.meters)
    let str = height.formatted(
      .measurement(width: .narrow, usage: .personHeight).locale(Self.enUS).attributed)
    #expect(String(str.characters) == "5′ 11″")
    #expect(
      str.runs.map { "\(String(str[$0.range].characters))|\($0.measurementSpoken ?? "-")" }
        == ["5|-", "′|feet", " |, ", "11|-", "″|inches"])
  }

  @Test("numberPart and numberSymbol as Foundation's number styles set them")
  func numberAttributes() {
    let distance = Measurement(value: -1234.5, unit: UnitLength.kilometers)
    let str = distance.formatted(
      .measurement(width: .abbreviated, usage: .asProvided).locale(Self.enUS).attributed)
    #expect(String(str.characters) == "-1,234.5 km")
    #expect(
      Self.runs(str) == [
        "-|value|-|sign", "1|value|integer|-", ",|value|integer|groupingSeparator",
        "234|value|integer|-", ".|value|-|decimalSeparator", "5|value|fraction|-", " |-|-|-",
        "km|unit|-|-",
      ])
    // Foundation's own number style marks the number the same way.
    let number = (-1234.5).formatted(.number.locale(Self.enUS).attributed)
    #expect(
      number.runs.map {
        "\(String(number[$0.range].characters))|\($0.numberPart.map { "\($0)" } ?? "-")|\($0.numberSymbol.map { "\($0)" } ?? "-")"
      }
        == [
          "-|-|sign", "1|integer|-", ",|integer|groupingSeparator", "234|integer|-",
          ".|-|decimalSeparator", "5|fraction|-",
        ])
  }

  @Test("measfmt's own attributes stay alongside Foundation's")
  func ownAttributes() {
    let str = Measurement(value: 5, unit: UnitLength.kilometers).formatted(
      .measurement(width: .abbreviated, usage: .asProvided).locale(Self.enUS).attributed)
    #expect(
      str.runs.map { $0.measurementPart.map { "\($0)" } ?? "-" } == ["value", "whitespace", "unit"])
  }

  @Test("A usage conversion: the attributes follow the converted value")
  func converted() {
    let str = Measurement(value: 20, unit: UnitTemperature.celsius).formatted(
      .measurement(width: .abbreviated, usage: .weather).locale(Self.enUS).attributed)
    #expect(Self.runs(str) == ["68|value|integer|-", "°F|unit|-|-"])
  }
}
