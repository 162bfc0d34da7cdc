import Foundation
import MeasfmtTestSupport
import MeasurementFormatStyle
import Testing

/// Apple's `Measurement.FormatStyle` API on Linux, written as on Apple platforms (only
/// `Foundation` and `MeasurementFormatStyle` imported), with explicit locales.
@Suite("Apple's API: Measurement.FormatStyle, usage, numberFormatStyle")
struct AppleAPITests {
  static let enUS = Locale(identifier: "en_US")
  static let de = Locale(identifier: "de_DE")

  @Test("format(_:) and .attributed write the same text, also for a unit ICU composes")
  func formatMatchesAttributed() {
    // Found in review: format(_:) took a text-only path that lost the number of a
    // composed unit ICU drops it from (he wide ampere-hours on ICU 72).
    let he = Locale(identifier: "he")
    let charge = Measurement(value: 5, unit: UnitElectricCharge.ampereHours)
    let style = Measurement<UnitElectricCharge>.FormatStyle(width: .wide, locale: he)
    expect(
      style.format(charge), perCLDR: ["42": "שעה⋅A 5", "46": "5 שעה⋅אמפר", "48": "5 שעה⋅אמפר"])
    #expect(style.format(charge) == String(style.attributed.format(charge).characters))
    let length = Measurement(value: 1234.5, unit: UnitLength.kilometers)
    let lengthStyle = Measurement<UnitLength>.FormatStyle(width: .wide, locale: Self.de)
    #expect(lengthStyle.format(length) == "1.234 Kilometer")  // .general rounds, as Apple
    #expect(
      lengthStyle.format(length) == String(lengthStyle.attributed.format(length).characters))
  }

  @Test("Apple's width example: 100 °F in each width, en_US")
  func widths() {
    let temperatureMeasurement = Measurement<UnitTemperature>(value: 100, unit: .fahrenheit)
    #expect(
      temperatureMeasurement.formatted(.measurement(width: .wide).locale(Self.enUS))
        == "100 degrees Fahrenheit")
    #expect(
      temperatureMeasurement.formatted(.measurement(width: .abbreviated).locale(Self.enUS))
        == "100°F")
    #expect(
      temperatureMeasurement.formatted(.measurement(width: .narrow).locale(Self.enUS)) == "100°")
  }

  @Test("Apple's usage example: 36.8 °C is 98°F in en_US, 36.8°C as provided")
  func usage() {
    let temperature = Measurement<UnitTemperature>(value: 36.8, unit: .celsius)
    #expect(temperature.formatted(.measurement(width: .abbreviated).locale(Self.enUS)) == "98°F")
    #expect(
      temperature.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(Self.enUS))
        == "36.8°C")
  }

  @Test("A locale's measurement keywords pick the unit, as Locale's measurementSystem says")
  func measurementKeywords() {
    let weather = Measurement<UnitTemperature>(value: 20, unit: .celsius)
    let fahrenheit = Locale(identifier: "de-DE-u-mu-fahrenhe")
    #expect(weather.formatted(.measurement(width: .abbreviated).locale(fahrenheit)) == "68 °F")
    let british = Locale(identifier: "de-DE-u-ms-uksystem")
    #expect(british.measurementSystem == .uk)
    let person = Measurement<UnitMass>(value: 70, unit: .kilograms)
    #expect(
      person.formatted(.measurement(width: .abbreviated, usage: .personWeight).locale(british))
        == "11 st, 0,32 lb")
  }

  /// Foundation's own `Duration.TimeFormatStyle` works on Linux (with Foundation's ICU and
  /// CLDR data); measfmt's numeric width writes the same clocks, its smallest field whole
  /// as Foundation's default is (ICU's numeric MeasureFormat, which measfmt follows by
  /// default, shows up to three fraction digits there).
  @Test(
    "A clock at the numeric width is Duration.TimeFormatStyle's",
    arguments: ["en_US", "fi", "da", "de", "fa", "ja", "es_CL", "hi", "sv"])
  func clock(_ locale: String) throws {
    let whole = NumberOptions(precision: .fractionDigits(0...0))
    let format = try MeasurementFormat(width: .numeric, locale: locale, number: whole)
    let apple = Locale(identifier: locale)
    let cases: [(Int64, String, Duration.TimeFormatStyle.Pattern)] = [
      (5405, "hour-and-minute-and-second", .hourMinuteSecond),
      (5405, "hour-and-minute", .hourMinute), (337, "minute-and-second", .minuteSecond),
    ]
    for (seconds, unit, pattern) in cases {
      let ours = try format.format(Double(seconds), unit: .second, convertedTo: MeasureUnit(unit))
      #expect(
        ours.string == Duration.seconds(seconds).formatted(.time(pattern: pattern).locale(apple)),
        "\(unit)")
    }
  }

  @Test("hidesScaleName: 90° rather than 90°F, after the usage conversion")
  func hidesScaleName() {
    let temperature = Measurement<UnitTemperature>(value: 32.2222, unit: .celsius)
    #expect(
      temperature.formatted(.measurement(width: .narrow, hidesScaleName: true).locale(Self.enUS))
        == "90°")
    var style = Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: Self.de)
    #expect(style.format(Measurement(value: 20, unit: .celsius)) == "20 °C")
    style.hidesScaleName = true
    #expect(style.hidesScaleName)
    #expect(style.format(Measurement(value: 20, unit: .celsius)) == "20°")
  }

  @Test("hidesScaleName at wide width: \"90 degrees\" (Apple's documentation), attributed too")
  func hidesScaleNameWide() {
    let warm = Measurement<UnitTemperature>(value: 90, unit: .fahrenheit)
    let style = Measurement<UnitTemperature>.FormatStyle(
      width: .wide, locale: Self.enUS, hidesScaleName: true)
    #expect(style.format(warm) == "90 degrees")
    #expect(String(style.attributed.format(warm).characters) == "90 degrees")
    // Converted first (32.2 °C is 90 °F), and as provided.
    #expect(style.format(Measurement(value: 32.2222, unit: .celsius)) == "90 degrees")
    var provided = style
    provided.usage = .asProvided
    #expect(provided.format(Measurement(value: 1, unit: .celsius)) == "1 degree")
    // The initialiser's hidesScaleName is honoured (it was not before this test).
    let german = Measurement<UnitTemperature>.FormatStyle(locale: Self.de, hidesScaleName: true)
    #expect(german.format(Measurement(value: 20, unit: .celsius)) == "20°")
    // German's generic temperature is its own word: CLDR's stays.
    #expect(style.locale(Self.de).format(Measurement(value: 20, unit: .celsius)) == "20 Grad")
  }

  @Test(
    "Usages per unit type convert for the locale's region",
    arguments: [
      ("road", "en_US", 1609.344, "1 mi"), ("road", "de_DE", 1609.344, "1,6 km"),
      ("personHeight", "en_US", 1.8, "5 ft, 11 in"), ("general", "en_US", 1000, "3,281 ft"),
    ])
  func lengths(usage: String, locale: String, meters: Double, expected: String) {
    let usages: [String: MeasurementFormatUnitUsage<UnitLength>] = [
      "road": .road, "personHeight": .personHeight, "general": .general,
    ]
    let style = Measurement<UnitLength>.FormatStyle(
      width: .abbreviated, locale: Locale(identifier: locale), usage: usages[usage]!)
    #expect(style.format(Measurement(value: meters, unit: .meters)) == expected)
  }

  @Test("Every usage Apple documents exists for its unit type")
  func usageMembers() {
    let _: [MeasurementFormatUnitUsage<UnitLength>] = [
      .general, .asProvided, .person, .road, .personHeight, .visibility, .focalLength, .rainfall,
      .snowfall,
    ]
    let _: [MeasurementFormatUnitUsage<UnitTemperature>] = [.weather, .person]
    let _: [MeasurementFormatUnitUsage<UnitEnergy>] = [.food, .workout]
    let _: [MeasurementFormatUnitUsage<UnitMass>] = [.personWeight]
    let _: [MeasurementFormatUnitUsage<UnitSpeed>] = [.wind]
    let _: [MeasurementFormatUnitUsage<UnitPressure>] = [.barometric]
    let _: [MeasurementFormatUnitUsage<UnitVolume>] = [.liquid]
    let weight = Measurement(value: 70, unit: UnitMass.kilograms)
    #expect(
      weight.formatted(.measurement(width: .abbreviated, usage: .personWeight).locale(Self.enUS))
        == "154 lb")
    let energy = Measurement(value: 1000, unit: UnitEnergy.kilojoules)
    #expect(
      energy.formatted(.measurement(width: .abbreviated, usage: .food).locale(Self.enUS))
        == "239 Cal")
  }

  @Test("A unit type without regional preferences is never converted (durations)")
  func noRegionalPreference() {
    let duration = Measurement(value: 90, unit: UnitDuration.minutes)
    #expect(duration.formatted(.measurement(width: .abbreviated).locale(Self.enUS)) == "90 min")
  }

  @Test("numberFormatStyle: precision, grouping, sign, notation, rounding and scale")
  func numberFormatStyle() {
    let distance = Measurement(value: 1234.5678, unit: UnitLength.kilometers)
    func text(_ number: FloatingPointFormatStyle<Double>) -> String {
      distance.formatted(
        .measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: number)
          .locale(Self.enUS))
    }
    #expect(text(.number.precision(.fractionLength(1))) == "1,234.6 km")
    #expect(text(.number.precision(.fractionLength(0...1))) == "1,234.6 km")
    #expect(text(.number.precision(.significantDigits(2))) == "1,200 km")
    #expect(text(.number.grouping(.never)) == "1234.5678 km")
    #expect(text(.number.sign(strategy: .always())) == "+1,234.5678 km")
    #expect(text(.number.notation(.scientific)) == "1.234568E3 km")
    #expect(text(.number.notation(.compactName)) == "1.2K km")
    #expect(text(.number.precision(.fractionLength(0)).rounded(rule: .down)) == "1,234 km")
    #expect(text(.number.precision(.fractionLength(0)).rounded(rule: .up)) == "1,235 km")
    #expect(text(.number.scale(2).precision(.fractionLength(0))) == "2,469 km")
    // The measurement style's locale wins over the number style's, as on Apple platforms.
    #expect(
      distance.formatted(
        .measurement(
          width: .abbreviated, usage: .asProvided,
          numberFormatStyle: .number.locale(Self.enUS).precision(.fractionLength(1))
        ).locale(Self.de)) == "1.234,6 km")
  }

  @Test("Properties, locale(_:), Codable and Hashable as Apple's")
  func properties() throws {
    var style = Measurement<UnitLength>.FormatStyle(width: .wide, locale: Self.de)
    #expect(style.width == .wide)
    #expect(style.locale == Self.de)
    #expect(style.usage == .general)
    #expect(style.numberFormatStyle == nil)
    style.usage = .asProvided
    style.width = .narrow
    #expect(style.format(Measurement(value: 5, unit: .kilometers)) == "5 km")
    let english = style.locale(Self.enUS)
    #expect(english.format(Measurement(value: 5, unit: .kilometers)) == "5km")
    #expect(english != style)
    let decoded = try JSONDecoder().decode(
      Measurement<UnitLength>.FormatStyle.self, from: JSONEncoder().encode(english))
    #expect(decoded == english)
    #expect(decoded.format(Measurement(value: 5, unit: .kilometers)) == "5km")
  }

  // Found by fuzz-apple: the decoded style kept the scale (its didSet does not run in the
  // initialiser that decodes).
  @Test("A temperature style that hides its scale hides it once decoded")
  func decodedHidesScale() throws {
    var style = Measurement<UnitTemperature>.FormatStyle(
      width: .wide, locale: Self.enUS, usage: .asProvided)
    style.hidesScaleName = true
    let decoded = try JSONDecoder().decode(
      Measurement<UnitTemperature>.FormatStyle.self, from: JSONEncoder().encode(style))
    #expect(decoded == style)
    #expect(decoded.hidesScaleName)
    #expect(style.format(Measurement(value: 20, unit: .celsius)) == "20 degrees")
    #expect(decoded.format(Measurement(value: 20, unit: .celsius)) == "20 degrees")
  }
}
