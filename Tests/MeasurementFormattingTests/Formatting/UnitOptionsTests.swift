import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// Natural scale, temperatures without their scale, and a hidden unit after a usage.
@Suite("Unit options: natural scale, temperature without unit, hidden unit after usage")
struct UnitOptionsTests {
  static func natural(_ locale: String = "en", width: UnitWidth = .abbreviated) throws
    -> MeasurementFormat
  {
    try MeasurementFormat(width: width, locale: locale, unitOptions: .naturalScale)
  }

  @Test(
    "Natural scale: the largest unit of the ladder in which the value is at least 1",
    arguments: [
      (1500.0, "meter", "1.5 km", "kilometer"),
      (0.0012, "kilometer", "1.2 m", "meter"),
      (999, "meter", "999 m", "meter"),
      (1000, "meter", "1 km", "kilometer"),
      (0.25, "meter", "25 cm", "centimeter"),
      (0.0000004, "meter", "400 nm", "nanometer"),
      (0.0000000004, "meter", "0.4 nm", "nanometer"),
      (1536, "megabyte", "1.5 GB", "gigabyte"),
      (2048, "kibibyte", "2 Mibyte", "mebibyte"),  // CLDR's English abbreviation
      (90, "second", "1.5 min", "minute"),
      (7200, "second", "2 hr", "hour"),
      (36, "hour", "1.5 days", "day"),
      (5280, "foot", "1 mi", "mile"),
      (6, "inch", "6 in", "inch"),
      (24, "inch", "2 ft", "foot"),
      (2500, "gram", "2.5 kg", "kilogram"),
      (-1500, "meter", "-1.5 km", "kilometer"),
      (1_234_567, "watt", "1.2 MW", "megawatt"),
      (12.34, "kilometer", "12 km", "kilometer"),
    ])
  func naturalScale(value: Double, unit: String, expected: String, outputUnit: String) throws {
    let result = try Self.natural().format(value, unit: try MeasureUnit(unit))
    #expect(result.string == expected)
    #expect(result.unit == outputUnit)
    #expect(result.output.map(\.unit) == [outputUnit])
  }

  @Test("Natural scale keeps units on no ladder, zero, infinities and NaN; digits set win")
  func naturalScaleKeeps() throws {
    let en = try Self.natural()
    #expect(en.format(1013.25, unit: try MeasureUnit("hectopascal")).string == "1,013.25 hPa")
    #expect(en.format(1500, unit: .kilometerPerHour).string == "1,500 km/h")
    #expect(en.format(0, unit: .meter).string == "0 m")
    #expect(en.format(.infinity, unit: .meter).string == "∞ m")
    #expect(en.format(-40, unit: .celsius).string == "-40°C")
    var digits = en
    digits.number = NumberOptions(precision: .fractionDigits(3...3))
    #expect(digits.format(1536, unit: try MeasureUnit("megabyte")).string == "1.536 GB")
    let de = try Self.natural("de", width: .wide)
    #expect(de.format(1500, unit: .meter).string == "1,5 Kilometer")
    // With a usage, the usage picks the unit.
    let road = try MeasurementFormat(locale: "en-US", usage: .road, unitOptions: .naturalScale)
    #expect(road.format(1500, unit: .meter).string == "0.93 mi")
  }

  @Test(
    "Natural scale at the rungs' edges: 1000 m is 1 km, and so is 999.999… m, written 1,000 m (as numfmt moves 999.89K to 1.0M), in place too",
    arguments: [
      (1000.0.nextDown, "meter", "1 km", "kilometer"),
      (999.4, "meter", "999 m", "meter"),
      (999.5, "meter", "1 km", "kilometer"),
      (1000, "meter", "1 km", "kilometer"),
      (0.001, "kilometer", "1 m", "meter"),
      (0.001.nextDown, "kilometer", "1 m", "meter"),
      (0.01, "meter", "1 cm", "centimeter"),
      (0.01.nextDown, "meter", "1 cm", "centimeter"),
      (0.0094, "meter", "9.4 mm", "millimeter"),
      (60, "second", "1 min", "minute"),
      (60.0.nextDown, "second", "1 min", "minute"),
      (59.4, "second", "59 sec", "second"),
      (86400, "second", "1 day", "day"),
      (1024, "kibibyte", "1 Mibyte", "mebibyte"),
      (1024.0.nextDown, "kibibyte", "1 Mibyte", "mebibyte"),
      (1023.4, "kibibyte", "1,023 Kibyte", "kibibyte"),
      (1e18, "byte", "1 Ebyte", "exabyte"),
      (1.5e24, "byte", "1.5 Ybyte", "yottabyte"),
      (1_099_511_627_776.0, "mebibyte", "1 Eibyte", "exbibyte"),
      (-0.001, "kilometer", "-1 m", "meter"),
      (1e-12, "meter", "0.001 nm", "nanometer"),
      (1e20, "meter", "100,000,000,000,000,000 km", "kilometer"),
    ])
  func naturalScaleEdges(value: Double, unit: String, expected: String, outputUnit: String)
    throws
  {
    let format = try Self.natural()
    let result = format.format(value, unit: try MeasureUnit(unit))
    #expect(result.string == expected)
    #expect(result.output.map(\.unit) == [outputUnit])
    var reused = format.format(5, unit: .kilometer)
    format.format(value, unit: try MeasureUnit(unit), into: &reused)
    #expect(reused == result)
  }

  @Test("A ladder's rung is the one its rule picks: the largest in which |value| ≥ 1")
  func ladderRule() throws {
    // The rule, with the library's conversion, for values around every rung of every
    // ladder: the rung the ladder picks by its thresholds is the rule's.
    for ladder in NaturalScale.ladders {
      let rungs = ladder.map { MeasureUnit(canonical: $0) }
      for unit in rungs {
        var values: [Double] = [1, 1.5, 999, 1e-9, 1e9, 0.3]
        for rung in rungs {
          let one = try rung.convert(1, to: unit)
          values += [one, one.nextUp, one.nextDown, one * 1.0000001, one / 1.0000001]
        }
        for value in values + values.map({ -$0 }) {
          var expected = (rungs[0], try unit.convert(value, to: rungs[0]))
          for rung in rungs {
            let converted = try unit.convert(value, to: rung)
            if abs(converted) >= 1 { expected = (rung, converted) }
          }
          let found = NaturalScale.unit(for: value, in: unit)
          #expect(found?.unit == expected.0, "\(value) \(unit.identifier)")
          #expect(found?.value == expected.1, "\(value) \(unit.identifier)")
        }
      }
    }
  }

  @Test("Ranges: natural scale by the larger end; temperatures without unit; hidden units")
  func naturalScaleRanges() throws {
    let en = try Self.natural()
    #expect(en.formatRange(500, 1500, unit: .meter).string == "0.5–1.5 km")
    #expect(en.formatRange(500, 1500, unit: .meter).unit == "kilometer")
    let weather = try MeasurementFormat(
      locale: "en-US", usage: .weather, unitOptions: .temperatureWithoutUnit)
    let range = weather.formatRange(20, 25, unit: .celsius)
    #expect(range.string == "68–77°")
    #expect(range.unit == "fahrenheit")
    let hidden = try MeasurementFormat(locale: "en-US", usage: .weather, hidesUnit: true)
    #expect(hidden.formatRange(20, 25, unit: .celsius).string == "68–77")
  }

  @Test(
    "Temperature without unit: after the usage conversion, Celsius and Fahrenheit only",
    arguments: [
      ("en-US", Usage.weather, UnitWidth.abbreviated, 20.0, "celsius", "68°", "fahrenheit"),
      ("en-US", .asProvided, .abbreviated, 20, "celsius", "20°", "celsius"),
      ("de-DE", .weather, .abbreviated, 20, "celsius", "20°", "celsius"),
      ("de-DE", .weather, .wide, 68, "fahrenheit", "20 Grad", "celsius"),
      ("en-US", .weather, .narrow, 20, "celsius", "68°", "fahrenheit"),
      ("en-US", .asProvided, .abbreviated, 300, "kelvin", "300 K", "kelvin"),
    ])
  func temperatureWithoutUnit(
    locale: String, usage: Usage, width: UnitWidth, value: Double, unit: String,
    expected: String, outputUnit: String
  ) throws {
    let format = try MeasurementFormat(
      width: width, locale: locale, usage: usage, unitOptions: .temperatureWithoutUnit)
    let result = format.format(value, unit: try MeasureUnit(unit))
    #expect(result.string == expected)
    #expect(result.unit == outputUnit)
    #expect(result.runs.contains { $0.part == .unit } || expected.hasSuffix("K"))
    #expect(result.runs.first?.part == .value)
  }

  @Test("hidesUnit converts first: en-US weather, 20 °C → 68, never a Celsius number")
  func hiddenAfterUsage() throws {
    let weather = try MeasurementFormat(locale: "en-US", usage: .weather, hidesUnit: true)
    let result = weather.format(20, unit: .celsius)
    #expect(result.string == "68")
    #expect(result.unit == "fahrenheit")
    #expect(result.output.map(\.unit) == ["fahrenheit"])
    #expect(result.runs.allSatisfy { $0.part == .value })
    let road = try MeasurementFormat(locale: "en-US", usage: .road, hidesUnit: true)
    #expect(road.format(1609, unit: .meter).string == "1")
    // A mixed output keeps its units: "5, 11" would not say which is which.
    let height = try MeasurementFormat(locale: "en-US", usage: .personHeight, hidesUnit: true)
    #expect(height.format(1.8, unit: .meter).string == "5 ft, 11 in")
  }

  @Test("Unit options are Codable by name and part of the configuration's identity")
  func codable() throws {
    let format = try MeasurementFormat(locale: "en", unitOptions: [.naturalScale])
    let data = try JSONEncoder().encode(format)
    #expect(String(decoding: data, as: UTF8.self).contains(#""unitOptions":["naturalScale"]"#))
    #expect(try JSONDecoder().decode(MeasurementFormat.self, from: data) == format)
    #expect(format != (try MeasurementFormat(locale: "en")))
    #expect(
      "\(UnitOptions([.naturalScale, .temperatureWithoutUnit]))"
        == "[naturalScale, temperatureWithoutUnit]")
  }
}
