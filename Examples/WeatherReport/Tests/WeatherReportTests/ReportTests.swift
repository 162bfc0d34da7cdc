import Foundation
import MeasurementFormatStyle
import Testing
import WeatherReport

/// The report's measurements against text written independently of measfmt. Two sources,
/// each string marked with its own:
/// - Apple: Apple's documentation of Foundation's measurement styles (developer.apple.com:
///   `Measurement.FormatStyle`, its `width` and `usage`, and
///   `FormatStyle.measurement(width:usage:numberFormatStyle:)`), which states what Apple's
///   Foundation prints for those values;
/// - CLDR: for wind, pressure and cloud heights, for which no Apple-written string was
///   found, CLDR 42's unit patterns as Babel 2.12.1 writes them (the data Apple's and this
///   machine's ICU take unit names from; CI's ICU is 72, CLDR 42).
@Suite("A weather report's measurements")
struct ReportTests {
  static let enUS = Locale(identifier: "en_US")
  static let frFR = Locale(identifier: "fr_FR")
  static let deDE = Locale(identifier: "de_DE")

  static func observation(
    temperature: Double = 22, dewpoint: Double = 12,
    visibility: Measurement<UnitLength> = Measurement(value: 10, unit: .miles),
    altimeter: Measurement<UnitPressure> = Measurement(value: 29.92, unit: .inchesOfMercury)
  ) -> Observation {
    Observation(
      station: "KPHX", time: Date(timeIntervalSince1970: 1_785_000_000),
      wind: .from(
        degrees: 270, speed: Measurement(value: 15, unit: .knots),
        gust: Measurement(value: 25, unit: .knots)),
      visibility: visibility,
      temperature: Measurement(value: temperature, unit: .celsius),
      dewpoint: Measurement(value: dewpoint, unit: .celsius),
      altimeter: altimeter,
      clouds: [
        Observation.Clouds(.few, at: Measurement(value: 3500, unit: .feet)),
        Observation.Clouds(.broken, at: Measurement(value: 12000, unit: .feet)),
      ])
  }

  @Test("Temperatures in the locale's unit, at each width (Apple; the French space CLDR's)")
  func temperatures() {
    let hot = Self.observation(temperature: 38, dewpoint: 36.8)
    var report = Observation.Report(locale: Self.enUS)
    // Apple: 38 °C is "100°F" in en_US; 36.8 °C is "98°F" (the default style).
    #expect(report.lines(hot)[3] == "temperature 100°F, dewpoint 98°F")
    // Apple: 36.8 °C as provided is "36.8°C".
    report.temperature = .measurement(width: .abbreviated, usage: .asProvided)
    #expect(report.lines(hot)[3].hasSuffix("dewpoint 36.8°C"))
    // Apple: 38 °C at the wide width, "100 degrees Fahrenheit" in en_US and
    // "38 degrés Celsius" in fr_FR. (Apple's pages show as a space the no-break space of
    // CLDR's French patterns, U+00A0: CLDR.)
    report.temperature = .measurement(width: .wide)
    #expect(report.lines(hot)[3].hasPrefix("temperature 100 degrees Fahrenheit,"))
    report.locale = Self.frFR
    #expect(report.lines(hot)[3].hasPrefix("temperature 38\u{00A0}degrés Celsius,"))
    // Apple: 100 °F in each width, en_US.
    let hundred = Measurement<UnitTemperature>(value: 100, unit: .fahrenheit)
    let widths: [Measurement<UnitTemperature>.FormatStyle.UnitWidth] = [
      .wide, .abbreviated, .narrow,
    ]
    let written = widths.map { "\(hundred, format: .measurement(width: $0).locale(Self.enUS))" }
    #expect(written == ["100 degrees Fahrenheit", "100°F", "100°"])
  }

  @Test("Visibility with a usage: 36 miles on the road (Apple; the French space CLDR's)")
  func visibilityWithUsage() {
    let far = Self.observation(visibility: Measurement(value: 36, unit: .miles))
    var report = Observation.Report(locale: Self.enUS)
    report.visibility = .measurement(width: .wide, usage: .road)
    #expect(report.lines(far)[2] == "visibility 36 miles")
    report.locale = Self.frFR
    #expect(report.lines(far)[2] == "visibility 58\u{00A0}kilomètres")  // U+00A0: CLDR
  }

  @Test("Distances with a number format style (Apple)")
  func distancesWithNumberStyle() {
    let stations = [100.0, 1000, 10000, 100000, 1_000_000].enumerated().map {
      ("S\($0.offset + 1)", Measurement(value: $0.element, unit: UnitLength.kilometers))
    }
    let style = Measurement<UnitLength>.FormatStyle(
      width: .narrow, locale: Self.enUS, usage: .asProvided, numberFormatStyle: .number)
    #expect(
      Observation.nearby(stations, style: style) == [
        "S1 100km", "S2 1,000km", "S3 10,000km", "S4 100,000km", "S5 1,000,000km",
      ])
  }

  @Test("Wind, visibility, pressure and clouds as reported (CLDR)")
  func asReported() {
    let lines = Observation.Report(locale: Self.enUS).lines(Self.observation())
    // The temperature line (index 3) converts: the tests above hold it to Apple's text.
    #expect(lines[1] == "wind 270° at 15kn gusting 25kn")
    #expect(lines[2] == "visibility 10 mi")
    #expect(lines[4] == "altimeter 29.92 inHg")
    #expect(lines[5...] == ["few clouds at 3,500 ft", "broken clouds at 12,000 ft"])
  }

  @Test("The same report in other locales (CLDR)")
  func otherLocales() {
    let european = Self.observation(altimeter: Measurement(value: 1013, unit: .hectopascals))
    let german = Observation.Report(locale: Self.deDE).lines(european)
    #expect(german[1] == "wind 270° at 15 kn gusting 25 kn")
    #expect(german[4] == "altimeter 1.013 hPa")
    let french = Observation.Report(locale: Self.frFR).lines(european)
    #expect(french[5] == "few clouds at 3\u{202F}500\u{202F}pi")
  }
}
