import Foundation
import MeasurementFormatStyle
import Testing

/// README.md's example of Apple's API on Linux, as written, with the results written in
/// its comments as the expectations (the library's README tests check it is here).
@Suite("README examples: Apple's API")
struct ReadmeAppleAPITests {
  @Test("README: Measurement.FormatStyle and MeasurementFormatter")
  func appleAPI() {
    let us = Locale(identifier: "en_US")
    let temperature = Measurement<UnitTemperature>(value: 36.8, unit: .celsius)
    #expect(
      temperature.formatted(.measurement(width: .abbreviated, usage: .weather).locale(us)) == "98°F"
    )
    #expect(
      temperature.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us))
        == "36.8°C")

    let formatter = MeasurementFormatter()
    formatter.locale = us
    #expect(
      formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)) == "3.107 mi")
    formatter.unitOptions = .providedUnit
    #expect(formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)) == "5 km")
  }
}
