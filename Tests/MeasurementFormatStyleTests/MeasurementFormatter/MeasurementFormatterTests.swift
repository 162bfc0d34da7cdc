import Foundation
import MeasfmtTestSupport
import MeasurementFormatStyle
import Testing

/// Apple's `MeasurementFormatter` on Linux, written as on Apple platforms. Expected
/// strings are Apple's where Apple's documentation, headers or printed outputs state them
/// (named in each test), CLDR's otherwise.
@Suite("Apple's API: MeasurementFormatter")
struct MeasurementFormatterTests {
  static func formatter(
    _ locale: String, style: Formatter.UnitStyle = .medium,
    options: MeasurementFormatter.UnitOptions = []
  ) -> MeasurementFormatter {
    let formatter = MeasurementFormatter()
    formatter.locale = Locale(identifier: locale)
    formatter.unitStyle = style
    formatter.unitOptions = options
    return formatter
  }

  @Test("Defaults: .medium, no options, a .decimal number formatter with up to 3 fraction digits")
  func defaults() {
    let formatter = MeasurementFormatter()
    #expect(formatter.unitStyle == .medium)
    #expect(formatter.unitOptions == [])
    #expect(formatter.numberFormatter.numberStyle == .decimal)
    #expect(formatter.numberFormatter.maximumFractionDigits == 3)
    #expect(formatter.numberFormatter.minimumFractionDigits == 0)
    #expect(MeasurementFormatter.UnitOptions.providedUnit.rawValue == 1)
    #expect(MeasurementFormatter.UnitOptions.naturalScale.rawValue == 2)
    #expect(MeasurementFormatter.UnitOptions.temperatureWithoutUnit.rawValue == 4)
  }

  @Test("No options convert to the locale's unit, as Apple's printed outputs show")
  func preferredUnit() {
    // 1500 m and 0.0005 m: ja_JP "1.5 km" / "0 km", en_US "0.932 mi" / "0 mi".
    let ja = Self.formatter("ja_JP")
    let us = Self.formatter("en_US")
    #expect(ja.string(from: Measurement(value: 1500, unit: UnitLength.meters)) == "1.5 km")
    #expect(ja.string(from: Measurement(value: 0.0005, unit: UnitLength.meters)) == "0 km")
    #expect(us.string(from: Measurement(value: 1500, unit: UnitLength.meters)) == "0.932 mi")
    #expect(us.string(from: Measurement(value: 0.0005, unit: UnitLength.meters)) == "0 mi")
    // The example: 5 km in en_US.
    #expect(us.string(from: Measurement(value: 5, unit: UnitLength.kilometers)) == "3.107 mi")
    // 293 K: en_US "67.73°F", en_GB "19.85°C".
    let kelvin = Measurement(value: 293, unit: UnitTemperature.kelvin)
    #expect(us.string(from: kelvin) == "67.73°F")
    #expect(Self.formatter("en_GB").string(from: kelvin) == "19.85°C")
    // 10 mi: fr "16,093 km" (a narrow no-break space, CLDR's French), zh "16.093公里",
    // ar "١٦٫٠٩٣ كم"; 0.2 mi fr "0,322 km".
    let tenMiles = Measurement(value: 10, unit: UnitLength.miles)
    #expect(Self.formatter("fr").string(from: tenMiles) == "16,093\u{202F}km")
    #expect(Self.formatter("zh").string(from: tenMiles) == "16.093公里")
    // Apple's printed Arabic digits are CLDR 42's; CLDR 46 made Latin digits ar's default.
    expect(
      Self.formatter("ar").string(from: tenMiles),
      perCLDR: ["42": "١٦٫٠٩٣ كم", "46": "16.093 كم", "48": "16.093 كم"])
    #expect(
      Self.formatter("fr").string(from: Measurement(value: 0.2, unit: UnitLength.miles))
        == "0,322\u{202F}km")
    // Apple's header: km/h are miles per hour in the US and the UK, not elsewhere.
    let speed = Measurement(value: 100, unit: UnitSpeed.kilometersPerHour)
    #expect(Self.formatter("en_US", style: .long).string(from: speed) == "62.137 miles per hour")
    #expect(Self.formatter("en_GB").string(from: speed) == "62.137 mph")
    #expect(Self.formatter("de_DE").string(from: speed) == "100 km/h")
    // Masses and volumes: kilograms and liters, pounds and gallons in the US.
    #expect(us.string(from: Measurement(value: 70, unit: UnitMass.kilograms)) == "154.324 lb")
    #expect(
      Self.formatter("en_GB").string(from: Measurement(value: 2, unit: UnitVolume.liters)) == "2 l")
    #expect(us.string(from: Measurement(value: 2, unit: UnitVolume.liters)) == "0.528 gal")
    // Quantities Apple names no preferred unit for keep theirs; so do durations.
    #expect(
      us.string(from: Measurement(value: 1013, unit: UnitPressure.hectopascals)) == "1,013 hPa")
    #expect(us.string(from: Measurement(value: 90, unit: UnitDuration.seconds)) == "90 sec")
  }

  @Test(".providedUnit keeps the unit (Apple's header: km/h stays kilometers per hour in the US)")
  func providedUnit() {
    let us = Self.formatter("en_US", style: .long, options: .providedUnit)
    #expect(
      us.string(from: Measurement(value: 100, unit: UnitSpeed.kilometersPerHour))
        == "100 kilometers per hour")
    #expect(us.string(from: Measurement(value: 5, unit: UnitLength.kilometers)) == "5 kilometers")
    #expect(
      Self.formatter("en_US", options: .providedUnit)
        .string(from: Measurement(value: 1, unit: UnitEnergy.kilocalories)) == "1 kcal")
  }

  @Test("unitStyle: .short is CLDR's narrow, .medium abbreviated, .long wide (9.8 g-force)")
  func unitStyles() {
    // Printed on iOS: "9.8Gs", "9.8 G", "9.8 g-force".
    let g = Measurement(value: 9.8, unit: UnitAcceleration.gravity)
    #expect(Self.formatter("en_US", style: .short).string(from: g) == "9.8Gs")
    #expect(Self.formatter("en_US", style: .medium).string(from: g) == "9.8 G")
    #expect(Self.formatter("en_US", style: .long).string(from: g) == "9.8 g-force")
  }

  @Test(".naturalScale: 12000 m is \"12 kilometers\" (Apple's documentation)")
  func naturalScale() {
    let metres = Measurement(value: 12000, unit: UnitLength.meters)
    #expect(
      Self.formatter("en_US", style: .long, options: [.providedUnit, .naturalScale])
        .string(from: metres) == "12 kilometers")
    #expect(
      Self.formatter("de_DE", style: .long, options: .naturalScale).string(from: metres)
        == "12 Kilometer")
    // Without .providedUnit, within the locale's system: miles in the US.
    #expect(
      Self.formatter("en_US", options: .naturalScale).string(from: metres) == "7.456 mi")
    #expect(
      Self.formatter("en_US", options: .naturalScale)
        .string(from: Measurement(value: 100, unit: UnitLength.meters)) == "328.084 ft")
    // Apple prints "0.002 kg" for 2 g (a reported bug, forums thread 93486); measfmt
    // keeps the readable unit.
    // Apple prints "1 cups" for 0.1 gal (radar 39691809); measfmt's US ladder has no cups.
    #expect(
      Self.formatter("en_US", options: .naturalScale)
        .string(from: Measurement(value: 0.1, unit: UnitVolume.gallons)) == "12.8 fl oz")
    let grams = Self.formatter("de_DE", options: .naturalScale)
    #expect(grams.string(from: Measurement(value: 2, unit: UnitMass.grams)) == "2 g")
    #expect(grams.string(from: Measurement(value: 1, unit: UnitMass.grams)) == "1 g")
  }

  @Test(".temperatureWithoutUnit: 72 °F is \"72°\" (Apple's documentation), converted first")
  func temperatureWithoutUnit() {
    let fahrenheit = Measurement(value: 72, unit: UnitTemperature.fahrenheit)
    #expect(
      Self.formatter("en_US", options: .temperatureWithoutUnit).string(from: fahrenheit)
        == "72°")
    #expect(
      Self.formatter("en_US", style: .long, options: .temperatureWithoutUnit)
        .string(from: fahrenheit) == "72 degrees")
    let celsius = Measurement(value: 20, unit: UnitTemperature.celsius)
    #expect(
      Self.formatter("en_US", options: .temperatureWithoutUnit).string(from: celsius) == "68°")
    #expect(
      Self.formatter("en_US", options: [.temperatureWithoutUnit, .providedUnit])
        .string(from: celsius) == "20°")
    #expect(
      Self.formatter("de_DE", style: .long, options: .temperatureWithoutUnit)
        .string(from: celsius) == "20 Grad")
  }

  @Test("numberFormatter: fraction and significant digits, style, rounding, grouping, integers")
  func numberFormatter() {
    // Radar 35529182's setting on a formatter of one's own: "1234.57 sec".
    let formatter = Self.formatter("en_US")
    let numbers = NumberFormatter()
    numbers.minimumFractionDigits = 2
    numbers.maximumFractionDigits = 2
    formatter.numberFormatter = numbers
    let seconds = Measurement(value: 1234.56789, unit: UnitDuration.seconds)
    #expect(formatter.string(from: seconds) == "1234.57 sec")
    // Assigned as a copy (@NSCopying): changing the original has no effect.
    numbers.maximumFractionDigits = 0
    #expect(formatter.string(from: seconds) == "1234.57 sec")
    formatter.numberFormatter.numberStyle = .decimal
    #expect(formatter.string(from: seconds) == "1,234.57 sec")
    formatter.numberFormatter.usesGroupingSeparator = false
    #expect(formatter.string(from: seconds) == "1234.57 sec")
    formatter.numberFormatter = nil  // the default again
    #expect(formatter.string(from: seconds) == "1,234.568 sec")
    formatter.numberFormatter.maximumFractionDigits = 0
    #expect(formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)) == "3 mi")
    formatter.numberFormatter.roundingMode = .up
    #expect(formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)) == "4 mi")
    formatter.numberFormatter = nil
    formatter.numberFormatter.usesSignificantDigits = true
    formatter.numberFormatter.maximumSignificantDigits = 2
    #expect(formatter.string(from: seconds) == "1,200 sec")
    formatter.numberFormatter = nil
    formatter.numberFormatter.roundingIncrement = 0.5
    #expect(
      formatter.string(from: Measurement(value: 3.3, unit: UnitDuration.seconds)) == "3.5 sec")
    formatter.numberFormatter = nil
    formatter.numberFormatter.minimumIntegerDigits = 3
    #expect(
      formatter.string(from: Measurement(value: 5.5, unit: UnitDuration.seconds)) == "005.5 sec")
    formatter.numberFormatter.minimumIntegerDigits = 0
    #expect(formatter.string(from: Measurement(value: 0.5, unit: UnitDuration.seconds)) == ".5 sec")
    formatter.numberFormatter = nil
    formatter.numberFormatter.numberStyle = .scientific
    formatter.numberFormatter.maximumFractionDigits = 2
    #expect(formatter.string(from: seconds) == "1.23E3 sec")
    formatter.numberFormatter = nil
    formatter.numberFormatter.multiplier = 1000
    #expect(
      formatter.string(from: Measurement(value: 1.5, unit: UnitDuration.seconds)) == "1,500 sec")
  }

  // Found by fuzz-apple: rounded in binary to a multiple of 81, the largest double became
  // ∞; so did -53 with an increment of 5e-324.
  @Test("A rounding increment at the largest doubles, or a subnormal one, never gives ∞")
  func roundingIncrementAtTheLargest() {
    let formatter = Self.formatter("en_US", options: .providedUnit)
    formatter.numberFormatter.roundingIncrement = 81
    let largest = formatter.string(
      from: Measurement(value: .greatestFiniteMagnitude, unit: UnitLength.meters))
    #expect(largest.hasPrefix("179,769,313,486,231,"))
    #expect(largest.hasSuffix(" m"))
    #expect(!largest.contains("∞"))
    let negative = formatter.string(
      from: Measurement(value: -.greatestFiniteMagnitude, unit: UnitLength.meters))
    #expect(negative.hasPrefix("-179,769,313,486,231,"))
    // An increment so small that 53 has more steps of it than a double holds.
    formatter.numberFormatter.roundingIncrement = NSNumber(value: Double.leastNonzeroMagnitude)
    #expect(formatter.string(from: Measurement(value: -53, unit: UnitLength.meters)) == "-53 m")
  }

  @Test("Setting locale sets the number formatter's and keeps its other settings")
  func localeKeepsNumberSettings() {
    // Apple loses them (radars 35529182, 48920090: 16.093 km with 4 fraction digits is
    // "10 mi" after locale = en_GB); measfmt keeps what the code set.
    let formatter = MeasurementFormatter()
    formatter.numberFormatter.minimumFractionDigits = 4
    formatter.numberFormatter.maximumFractionDigits = 4
    formatter.locale = Locale(identifier: "en_GB")
    #expect(formatter.numberFormatter.locale.identifier == "en_GB")
    // 16.093 km is 9.99966 mi.
    #expect(
      formatter.string(from: Measurement(value: 16.093, unit: UnitLength.kilometers))
        == "9.9997 mi")
    formatter.locale = Locale(identifier: "de_DE")
    #expect(
      formatter.string(from: Measurement(value: 16.093, unit: UnitLength.kilometers))
        == "16,0930 km")
  }

  @Test("The default numberFormatter groups as the locale does: India's lakhs and crores")
  func indianGrouping() {
    let deva = Self.formatter("hi-Deva-IN-u-nu-deva", style: .medium, options: .providedUnit)
    #expect(deva.numberFormatter.string(from: 384400) == "३,८४,४००")
    #expect(
      deva.string(from: Measurement(value: 384400, unit: UnitLength.kilometers)) == "३,८४,४०० कि॰मी॰")
    let india = Self.formatter("en_IN", options: .providedUnit)
    #expect(india.numberFormatter.string(from: 12_345_678.5) == "1,23,45,678.5")
    #expect(
      india.string(from: Measurement(value: 384400, unit: UnitLength.kilometers)) == "3,84,400 km")
    // Another locale groups as that one does; grouping set by hand stays.
    india.locale = Locale(identifier: "de_DE")
    #expect(india.numberFormatter.string(from: 384400) == "384.400")
    #expect(Self.formatter("en_US").numberFormatter.string(from: 384400) == "384,400")
    let custom = Self.formatter("en_US")
    custom.numberFormatter.groupingSize = 4
    custom.locale = Locale(identifier: "en_IN")
    #expect(custom.numberFormatter.string(from: 12_345_678) == "1234,5678")
  }

  @Test("numberStyle .spellOut: the number in words, the unit's form for it (ten feet)")
  func spellOut() {
    let formatter = Self.formatter("en_US", style: .long)
    formatter.unitOptions = .providedUnit
    formatter.numberFormatter.numberStyle = .spellOut
    #expect(formatter.string(from: Measurement(value: 10, unit: UnitLength.feet)) == "ten feet")
    #expect(formatter.string(from: Measurement(value: 1, unit: UnitLength.feet)) == "one foot")
    #expect(
      formatter.string(from: Measurement(value: 1.5, unit: UnitLength.feet))
        == "one point five feet")
    let german = Self.formatter("de_DE", style: .long)
    german.unitOptions = .providedUnit
    german.numberFormatter.numberStyle = .spellOut
    #expect(german.string(from: Measurement(value: 1, unit: UnitLength.miles)) == "eine Meile")
  }

  @Test("string(from: Unit): the unit's name in the style; a custom unit by its symbol")
  func unitNames() {
    // A public test on Apple platforms: millimeters at .long is "millimeters".
    #expect(
      Self.formatter("en_US", style: .long).string(from: UnitLength.millimeters) == "millimeters")
    #expect(Self.formatter("en_US").string(from: UnitLength.kilometers) == "km")
    #expect(
      Self.formatter("de_DE", style: .long).string(from: UnitLength.kilometers) == "Kilometer")
    #expect(Self.formatter("en_US").string(from: Unit(symbol: "widget")) == "widget")
  }

  @Test("A unit that is not a Dimension is written by its symbol in the locale's pattern")
  func plainUnit() {
    let widgets = Measurement(value: 1234.5, unit: Unit(symbol: "widgets"))
    #expect(Self.formatter("en_US").string(from: widgets) == "1,234.5 widgets")
    #expect(Self.formatter("de_DE").string(from: widgets) == "1.234,5 widgets")
  }

  @Test("string(for:) takes a Measurement of any unit type or an NSMeasurement, else nil")
  func stringForObject() {
    let formatter = Self.formatter("en_US", options: .providedUnit)
    #expect(formatter.string(for: Measurement(value: 5, unit: UnitLength.kilometers)) == "5 km")
    #expect(
      formatter.string(for: NSMeasurement(doubleValue: 5, unit: UnitLength.kilometers))
        == "5 km")
    #expect(formatter.string(for: "5 km") == nil)
    #expect(formatter.string(for: 5) == nil)
  }

  /// A subclass as apps write them: a fixed configuration in `init()`.
  final class DistanceFormatter: MeasurementFormatter {
    override init() {
      super.init()
      unitStyle = .long
      unitOptions = .providedUnit
      locale = Locale(identifier: "en_US")
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func string(from measurement: Measurement<Unit>) -> String {
      "≈ " + super.string(from: measurement)
    }
  }

  @Test("Subclassing: init() and string(from:) overridden; the generic entry calls the override")
  func subclass() {
    let formatter = DistanceFormatter()
    #expect(formatter.string(from: Measurement(value: 1, unit: UnitLength.miles)) == "≈ 1 mile")
  }

  @Test("copy() keeps every setting and copies the number formatter")
  func copying() throws {
    let formatter = Self.formatter("de_DE", style: .long, options: .providedUnit)
    formatter.numberFormatter.maximumFractionDigits = 1
    let copy = try #require(formatter.copy() as? MeasurementFormatter)
    formatter.numberFormatter.maximumFractionDigits = 3
    #expect(copy.unitStyle == .long)
    #expect(copy.unitOptions == .providedUnit)
    #expect(
      copy.string(from: Measurement(value: 1.25, unit: UnitLength.kilometers)) == "1,2 Kilometer")
  }

  @Test("NSCoding: a keyed archive keeps the unit style, options and locale")
  func coding() throws {
    let formatter = Self.formatter("fr_FR", style: .short, options: [.providedUnit, .naturalScale])
    let data = try NSKeyedArchiver.archivedData(
      withRootObject: formatter, requiringSecureCoding: true)
    let decoded = try #require(
      try NSKeyedUnarchiver.unarchivedObject(ofClass: MeasurementFormatter.self, from: data))
    #expect(decoded.unitStyle == .short)
    #expect(decoded.unitOptions == [.providedUnit, .naturalScale])
    #expect(decoded.locale.identifier == "fr_FR")
    #expect(MeasurementFormatter.supportsSecureCoding)
  }
}
