import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// `format(_:unit:into:)`: one result reused across values, units, locales and shapes,
/// always the same string, runs and output as `format(_:unit:)`.
@Suite("Formatting into a reused result", .tags(.concurrency))
struct InPlaceFormattingTests {
  /// What a result says: its text and every run's text, tags and component.
  static func tags(_ f: FormattedMeasurement) -> [String] {
    f.parts.map { text, run in
      var tag = "\(text)/\(run.part)"
      if let numberPart = run.numberPart { tag += "/\(numberPart)" }
      if let component = run.component { tag += "#\(component)" }
      return tag
    }
  }

  @Test("An empty result: no text, no runs, no output")
  func empty() {
    let empty = FormattedMeasurement()
    #expect(empty.string == "")
    #expect(empty.runs.isEmpty)
    #expect(empty.output.isEmpty)
    #expect(empty.unit == "")
    #expect(empty.localeIdentifier == "")
    #expect(empty == FormattedMeasurement())
  }

  @Test("The same text, runs and output as format(_:unit:), written out")
  func writtenOut() throws {
    let de = try MeasurementFormat(locale: "de")
    var result = FormattedMeasurement()
    de.format(1234.5, unit: .kilometer, into: &result)
    #expect(result.string == "1.234,5 km")
    #expect(
      Self.tags(result) == [
        "1/value/integer", "./value/group", "234/value/integer", ",/value/decimal",
        "5/value/fraction", " /whitespace", "km/unit",
      ])
    #expect(result.output == [.init(unit: "kilometer", value: 1234.5)])
    #expect(result.unit == "kilometer")
    #expect(result.localeIdentifier == "de")

    // The next value, shorter, in the same storage.
    de.format(-5, unit: .kilometer, into: &result)
    #expect(result.string == "-5 km")
    #expect(
      Self.tags(result) == ["-/value/minusSign", "5/value/integer", " /whitespace", "km/unit"])
    #expect(result.output == [.init(unit: "kilometer", value: -5)])

    // Another shape: a mixed unit, with components, then a single unit again.
    let en = try MeasurementFormat(width: .narrow, locale: "en")
    en.format(5.5, unit: .footAndInch, into: &result)
    #expect(result.string == "5′ 6″")
    #expect(
      Self.tags(result) == [
        "5/value/integer#0", "′/unit#0", " /whitespace", "6/value/integer#1", "″/unit#1",
      ])
    #expect(result.output == [.init(unit: "foot", value: 5), .init(unit: "inch", value: 6)])
    en.format(.nan, unit: .celsius, into: &result)
    #expect(result.string == "NaN°C")
    #expect(Self.tags(result) == ["NaN/value/nan", "°C/unit"])
    #expect(result.output.map(\.unit) == ["celsius"])
    #expect(result.output.allSatisfy { $0.value.isNaN })
    #expect(result.localeIdentifier == "en")
  }

  @Test("A copy kept before formatting into the result again is not changed")
  func copiesKeepTheirValue() throws {
    let format = try MeasurementFormat(locale: "en")
    var result = FormattedMeasurement()
    format.format(5, unit: .kilometer, into: &result)
    let kept = result
    format.format(987654.321, unit: .kilometerPerHour, into: &result)
    #expect(kept.string == "5 km")
    #expect(kept.runs.count == 3)
    #expect(result.string == "987,654.321 km/h")
  }

  /// Units, locales, widths and values of every path: a built-in unit, a compound one, a
  /// mixed one, percent, a custom unit, a unit ICU drops the number of (repaired), NaN,
  /// infinities.
  static func cases() throws -> [(MeasurementFormat, MeasureUnit, Double)] {
    var formats: [MeasurementFormat] = []
    for locale in ["en", "de", "fr", "ar", "he", "ja", "en-US"] {
      for width in UnitWidth.allCases {
        formats.append(try MeasurementFormat(width: width, locale: locale))
      }
    }
    var road = try MeasurementFormat(locale: "en-US", usage: .road)
    formats.append(road)
    road.hidesUnit = true
    formats.append(road)
    formats.append(try MeasurementFormat(locale: "de", usage: .personHeight))
    formats.append(try MeasurementFormat(locale: "en", unitOptions: .naturalScale))
    formats.append(try MeasurementFormat(locale: "en", hidesUnit: true))
    formats.append(
      try MeasurementFormat(
        locale: "en", number: NumberOptions(precision: .fractionDigits(2), signDisplay: .always)))
    let units = try [
      MeasureUnit.kilometer, .celsius, .kilometerPerHour, .footAndInch, .percent, .hour,
      MeasureUnit("hour-ampere"), MeasureUnit("kilogram-meter"), MeasureUnit("foot-per-second"),
      MeasureUnit(customSymbol: "smoot"), .meter,
    ]
    let values: [Double] = [
      5, 1234.5, -0.25, 987654.321, 0.001, 1, 2, 0.5, 2.5, 0, -0.0, 1500, .nan, .infinity,
      -.infinity,
    ]
    var cases: [(MeasurementFormat, MeasureUnit, Double)] = []
    for format in formats {
      for unit in units {
        for value in values { cases.append((format, unit, value)) }
      }
    }
    return cases
  }

  @Test("One result through every case gives what format(_:unit:) gives, case by case")
  func everyCase() throws {
    let cases = try Self.cases()
    #expect(cases.count == 27 * 11 * 15)
    var result = FormattedMeasurement()
    var mismatches: [String] = []
    for (format, unit, value) in cases {
      format.format(value, unit: unit, into: &result)
      let expected = format.format(value, unit: unit)
      // NaN ≠ NaN: compare the outputs' values by their bits.
      let same =
        result.string == expected.string && result.runs == expected.runs
        && result.unit == expected.unit && result.localeIdentifier == expected.localeIdentifier
        && result.isRightToLeft == expected.isRightToLeft
        && result.output.map(\.unit) == expected.output.map(\.unit)
        && result.output.map(\.value.bitPattern) == expected.output.map(\.value.bitPattern)
      if !same {
        mismatches.append("\(format.localeIdentifier) \(format.width) \(unit) \(value)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test("Repairs: a number ICU drops is put back in the reused result as in a new one")
  func repairs() throws {
    var result = FormattedMeasurement()
    let ar = try MeasurementFormat(width: .wide, locale: "ar")
    ar.format(2.5, unit: try MeasureUnit("hour-ampere"), into: &result)
    expect(result.string, perCLDR: ["42": "٢٫٥ س⋅أمبير", "46": "2.5 س⋅أمبير", "48": "2.5 س⋅أمبير"])
    #expect(result.runs.contains { $0.part == .value })
    let he = try MeasurementFormat(width: .wide, locale: "he")
    he.format(0.5, unit: .hour, into: &result)
    expect(result.string, perCLDR: ["42": "0.5 שעות", "46": "0.5 שעה", "48": "0.5 שעה"])
  }
}
