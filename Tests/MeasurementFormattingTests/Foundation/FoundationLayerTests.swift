import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// Foundation's types through the library: a `Locale`, a `Measurement`, an
/// `AttributedString` (what `LocalizedMeasurementStyle` did, with the API that remains:
/// Apple's own `Measurement.FormatStyle` is `MeasurementFormatStyle`'s, tested there).
@Suite("Foundation layer: Locale, Measurement, AttributedString", .tags(.concurrency))
struct FoundationLayerTests {
  @Test("A Measurement formats with a Foundation locale")
  func formatted() {
    let distance = Measurement(value: 5, unit: UnitLength.kilometers)
    #expect(
      MeasurementFormat(width: .narrow, locale: Locale(identifier: "de")).format(distance).string
        == "5 km")
    let wide = MeasurementFormat(width: .wide, locale: Locale(identifier: "en"))
      .format(Measurement(value: 1234.5, unit: UnitLength.kilometers))
    #expect(wide.string == "1,234.5 kilometers")
    let french = MeasurementFormat(locale: Locale(identifier: "fr"))
    #expect(
      french.format(Measurement(value: -3, unit: UnitTemperature.celsius)).string
        == "-3\u{202F}°C")
  }

  @Test("The tagged result of a Measurement")
  func parts() {
    let result = MeasurementFormat(width: .narrow, locale: Locale(identifier: "de"))
      .format(Measurement(value: 5, unit: UnitLength.kilometers))
    #expect(tags(result) == ["5/value/integer", " /whitespace", "km/unit"])
  }

  @Test("The AttributedString carries measfmt's attributes on each run")
  func attributed() {
    let attributed = AttributedStringRenderer().render(
      MeasurementFormat(width: .narrow, locale: Locale(identifier: "de"))
        .format(Measurement(value: 5, unit: UnitLength.kilometers)))
    #expect(String(attributed.characters) == "5 km")
    let parts = attributed.runs.map { run in
      "\(String(attributed[run.range].characters))/\(run.measurementPart?.name ?? "-")"
    }
    #expect(parts == ["5/value", " /whitespace", "km/unit"])
  }
}
