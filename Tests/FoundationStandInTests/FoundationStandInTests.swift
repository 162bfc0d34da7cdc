import Foundation
import MeasurementFormatStyle
import Testing
import _FoundationStandIn

/// What happens when a Foundation adds the generic `appendInterpolation(_:format:)` to
/// plain strings: the client imports both, and every call still compiles (no ambiguity);
/// measfmt's measurement overloads, the more specific, are chosen, and any other style
/// goes to Foundation's.
@Suite("Apple's API: a Foundation with its own format interpolation")
struct FoundationStandInTests {
  @Test("A measurement goes to measfmt's overload, a date to the stand-in's")
  func overloads() {
    let enUS = Locale(identifier: "en_US")
    let wind = Measurement(value: 15, unit: UnitSpeed.knots)
    let knots = Measurement<UnitSpeed>.FormatStyle(
      width: .wide, locale: enUS, usage: .asProvided)
    #expect("\(wind, format: knots)" == knots.format(wind))
    let hot = Measurement<UnitTemperature>(value: 100, unit: .fahrenheit)
    #expect("\(hot, format: .measurement(width: .abbreviated).locale(enUS))" == "100°F")
    let file = Measurement(value: 1024, unit: UnitInformationStorage.bytes)
    #expect("\(file, format: .byteCount(style: .memory).locale(enUS))" == "1 kB")
    let epoch = Date(timeIntervalSince1970: 0)
    #expect("\(epoch, format: .iso8601)" == "stand-in:1970-01-01T00:00:00Z")
  }
}
