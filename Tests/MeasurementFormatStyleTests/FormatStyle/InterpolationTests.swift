import Foundation
import MeasurementFormatStyle
import Testing

/// `"\(measurement, format: style)"` in a plain string, with Apple's documented strings.
@Suite("Apple's API: a measurement interpolated with its format style")
struct InterpolationTests {
  static let enUS = Locale(identifier: "en_US")

  @Test("Every measurement style interpolates what its format(_:) writes")
  func everyStyle() {
    // Apple's documentation of `width`: 100 °F in each width (en_US).
    let hot = Measurement<UnitTemperature>(value: 100, unit: .fahrenheit)
    let wide = "\(hot, format: .measurement(width: .wide).locale(Self.enUS))"
    #expect(wide == "100 degrees Fahrenheit")
    #expect("\(hot, format: .measurement(width: .abbreviated).locale(Self.enUS))" == "100°F")
    #expect("\(hot, format: .measurement(width: .narrow).locale(Self.enUS))" == "100°")
    // Apple's documentation of Measurement.FormatStyle: 36 miles on the road.
    let distance = Measurement<UnitLength>(value: 36, unit: .miles)
    let road = Measurement<UnitLength>.FormatStyle(width: .wide, locale: Self.enUS, usage: .road)
    #expect("It is \(distance, format: road) away" == "It is 36 miles away")
    // The example compiles as written (the current locale: checked as its text).
    let narrowRoad = "\(distance, format: .measurement(width: .narrow, usage: .road))"
    #expect(narrowRoad == distance.formatted(.measurement(width: .narrow, usage: .road)))
    // Apple's documentation of measurement(width:usage:numberFormatStyle:).
    let far = Measurement(value: 1_000_000, unit: UnitLength.kilometers)
    let grouped = Measurement<UnitLength>.FormatStyle(
      width: .narrow, locale: Self.enUS, usage: .asProvided, numberFormatStyle: .number)
    #expect("\(far, format: grouped)" == "1,000,000km")
    // The temperature style with hidesScaleName (Apple's documentation: "90 degrees").
    let warm = Measurement<UnitTemperature>(value: 90, unit: .fahrenheit)
    #expect(
      "\(warm, format: .measurement(width: .wide, hidesScaleName: true).locale(Self.enUS))"
        == "90 degrees")
    // Apple's documentation of .byteCount(style:): 1024 bytes, .memory.
    let file = Measurement(value: 1024, unit: UnitInformationStorage.bytes)
    #expect("\(file, format: .byteCount(style: .memory).locale(Self.enUS))" == "1 kB")
  }

  @Test("Interpolations sit beside each other and other values, each in its own style")
  func severalInOneString() {
    let speed = Measurement(value: 15, unit: UnitSpeed.knots)
    let gust = Measurement(value: 25, unit: UnitSpeed.knots)
    let knots = Measurement<UnitSpeed>.FormatStyle(
      width: .abbreviated, locale: Self.enUS, usage: .asProvided)
    let line = "Wind \(270) at \(speed, format: knots) gusting \(gust, format: knots)"
    #expect(line == "Wind 270 at \(knots.format(speed)) gusting \(knots.format(gust))")
    #expect(line.contains("15") && line.contains("25") && !line.contains("Measurement"))
  }
}
