import Foundation
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

@Suite("FormatStyle")
struct FormatStyleTests {
  @Test("measurement.formatted(.measurement(width:locale:)) reads like Apple's API")
  func formatted() {
    let distance = Measurement(value: 5, unit: UnitLength.kilometers)
    #expect(
      distance.formatted(.measurement(width: .narrow, locale: Locale(identifier: "de"))) == "5 km")
    let wide = Measurement(value: 1234.5, unit: UnitLength.kilometers)
      .formatted(.measurement(width: .wide, locale: Locale(identifier: "en")))
    #expect(wide == "1,234.5 kilometers")
    let style = LocalizedMeasurementStyle<UnitTemperature>(locale: Locale(identifier: "en"))
      .locale(Locale(identifier: "fr"))
    #expect(style.format(Measurement(value: -3, unit: UnitTemperature.celsius)) == "-3\u{202F}°C")
  }

  @Test("The parts style gives the tagged result")
  func parts() {
    let style = LocalizedMeasurementStyle<UnitLength>(
      width: .narrow, locale: Locale(identifier: "de")
    ).parts
    let result = style.format(Measurement(value: 5, unit: UnitLength.kilometers))
    #expect(tags(result) == ["5/value/integer", " /whitespace", "km/unit"])
  }

  @Test("The attributed style carries measfmt's attributes on each run")
  func attributed() {
    let attributed = Measurement(value: 5, unit: UnitLength.kilometers)
      .formatted(.measurement(width: .narrow, locale: Locale(identifier: "de")).attributed)
    #expect(String(attributed.characters) == "5 km")
    let parts = attributed.runs.map { run in
      "\(String(attributed[run.range].characters))/\(run.measurementPart?.name ?? "-")"
    }
    #expect(parts == ["5/value", " /whitespace", "km/unit"])
  }
}
