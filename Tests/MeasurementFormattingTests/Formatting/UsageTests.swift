import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

@Suite("Usage: CLDR unit preferences")
struct UsageTests {
  /// (usage, input value, input unit, region → expected output unit and string), the
  /// units from CLDR 42 supplemental unitPreferenceData.
  static let table: [(String, Double, String, [String: (String, String)])] = [
    (
      "road", 1609, "meter",
      [
        "US": ("mile", "1 mi"), "GB": ("mile", "1 mi"), "DE": ("kilometer", "1,6 km"),
        "JP": ("kilometer", "1.6 km"), "SE": ("kilometer", "1,6 km"),
      ]
    ),
    (
      "person-height", 1.8, "meter",
      [
        "US": ("foot-and-inch", "5 ft, 11 in"), "GB": ("foot-and-inch", "5 ft, 11 in"),
        "DE": ("centimeter", "180 cm"), "JP": ("centimeter", "180 cm"),
        "SE": ("meter-and-centimeter", "1 m, 80 cm"),
      ]
    ),
    (
      "person", 70, "kilogram",
      [
        "US": ("pound", "154 lb"), "GB": ("stone-and-pound", "11 st, 0.32 lb"),
        "DE": ("kilogram", "70 kg"), "JP": ("kilogram", "70 kg"), "SE": ("kilogram", "70 kg"),
      ]
    ),
    (
      "weather", 20, "celsius",
      [
        "US": ("fahrenheit", "68°F"), "GB": ("celsius", "20°C"), "DE": ("celsius", "20°C"),
        "JP": ("celsius", "20°C"), "SE": ("celsius", "20°C"),
      ]
    ),
    (
      "fluid", 2, "liter",
      [
        "US": ("quart", "2.1 qt"), "GB": ("fluid-ounce-imperial", "70 fl oz"),
        "DE": ("liter", "2 l"), "JP": ("liter", "2 L"), "SE": ("liter", "2 l"),
      ]
    ),
    (
      "food", 2000, "kilocalorie",
      [
        "US": ("foodcalorie", "2,000 Cal"), "GB": ("kilocalorie", "2,000 kcal"),
        "DE": ("kilocalorie", "2.000 kcal"), "JP": ("kilocalorie", "2,000 kcal"),
        "SE": ("kilocalorie", "2\u{A0}000 kcal"),
      ]
    ),
    (
      "vehicle-fuel", 7, "liter-per-100-kilometer",
      [
        "US": ("mile-per-gallon", "34 mpg"), "GB": ("mile-per-gallon-imperial", "40 mpg"),
        "DE": ("liter-per-100-kilometer", "7 l/100 km"), "JP": ("liter-per-kilometer", "0.07 L/km"),
        "SE": ("liter-per-100-kilometer", "7 l/100 km"),
      ]
    ),
    (
      "rainfall", 10, "millimeter",
      [
        "US": ("inch", "0.39 in"), "GB": ("millimeter", "10 mm"), "DE": ("millimeter", "10 mm"),
        "JP": ("millimeter", "10 mm"), "SE": ("millimeter", "10 mm"),
      ]
    ),
    (
      "snowfall", 10, "centimeter",
      [
        "US": ("inch", "3.9 in"), "GB": ("centimeter", "10 cm"), "DE": ("centimeter", "10 cm"),
        "JP": ("centimeter", "10 cm"), "SE": ("centimeter", "10 cm"),
      ]
    ),
    (
      "visibility", 5000, "meter",
      [
        "US": ("mile", "3.1 mi"), "GB": ("mile", "3.1 mi"), "DE": ("meter", "5.000 m"),
        "JP": ("kilometer", "5 km"), "SE": ("kilometer", "5 km"),
      ]
    ),
    (
      "wind", 10, "kilometer-per-hour",
      [
        "US": ("mile-per-hour", "6.2 mph"), "GB": ("kilometer-per-hour", "10 km/h"),
        "DE": ("kilometer-per-hour", "10 km/h"), "JP": ("kilometer-per-hour", "10 km/h"),
        "SE": ("meter-per-second", "2,8 m/s"),
      ]
    ),
    (
      "barometric", 1013, "hectopascal",
      [
        "US": ("inch-ofhg", "30 inHg"), "GB": ("millibar", "1,013 mbar"),
        "DE": ("hectopascal", "1.013 hPa"), "JP": ("hectopascal", "1,013 hPa"),
        "SE": ("hectopascal", "1\u{A0}013 hPa"),
      ]
    ),
    (
      "focal-length", 50, "millimeter",
      [
        "US": ("millimeter", "50 mm"), "GB": ("millimeter", "50 mm"), "DE": ("millimeter", "50 mm"),
        "JP": ("millimeter", "50 mm"), "SE": ("millimeter", "50 mm"),
      ]
    ),
    (
      "land", 100, "square-kilometer",
      [
        "US": ("acre", "24,711 ac"), "GB": ("acre", "24,711 ac"), "DE": ("hectare", "10.000 ha"),
        "JP": ("hectare", "10,000 ha"), "SE": ("hectare", "10\u{A0}000 ha"),
      ]
    ),
  ]

  @Test("14 usages × 5 regions (en-US, en-GB, en-DE, en-JP, en-SE)", arguments: table.map(\.0))
  func usages(usage: String) throws {
    let (_, value, unit, regions) = try #require(Self.table.first { $0.0 == usage })
    for (region, (expectedUnit, expectedString)) in regions {
      let format = try MeasurementFormat(
        locale: "en-\(region)", usage: try #require(Usage(name: usage)))
      let result = try format.format(value, unit: unit)
      let cldr42 = "\(expectedUnit) \(expectedString)"
      let cldr46 = Self.changedInCLDR46["\(usage) \(region)"] ?? cldr42
      expect(
        "\(result.unit) \(result.string)",
        perCLDR: [
          "42": cldr42, "46": cldr46, "48": Self.changedInCLDR48["\(usage) \(region)"] ?? cldr46,
        ],
        "\(usage) \(region)")
    }
  }

  /// Where CLDR 46's unit preferences differ from CLDR 42's in the table above: wind
  /// speed in the UK is given in miles per hour, in Japan in metres per second.
  static let changedInCLDR46 = [
    "wind GB": "mile-per-hour 6.2 mph",
    "wind JP": "meter-per-second 2.8 m/s",
  ]

  /// Where CLDR 48's unit preferences differ from CLDR 46's in the table above.
  static let changedInCLDR48: [String: String] = [:]

  @Test(
    "The issue's examples: road in en-US and de-DE; person-height in en-US with tags and output")
  func examples() throws {
    #expect(
      try MeasurementFormat(locale: "en-US", usage: .road).format(1609, unit: .meter).string
        == "1 mi")
    #expect(
      try MeasurementFormat(locale: "de-DE", usage: .road).format(1609, unit: .meter).string
        == "1,6 km")
    let height = try MeasurementFormat(locale: "en-US", usage: .personHeight).format(
      1.8, unit: .meter)
    #expect(height.unit == "foot-and-inch")
    #expect(height.output == [.init(unit: "foot", value: 5), .init(unit: "inch", value: 11)])
    #expect(
      tags(height) == [
        "5/value/integer#0", " /whitespace#0", "ft/unit#0", ",/literal", " /whitespace",
        "11/value/integer#1", " /whitespace#1", "in/unit#1",
      ])
    let single = try MeasurementFormat(locale: "en-US", usage: .road).format(1609, unit: .meter)
    #expect(single.output.count == 1)
    #expect(abs(single.output[0].value - 0.999786248309870) < 1e-12)
  }

  @Test("-u-ms- and -u-rg- keywords pick the measurement system and region")
  func keywords() throws {
    let metric = try MeasurementFormat(
      width: .narrow, locale: "en-US-u-ms-metric", usage: .personHeight)
    #expect(metric.format(1.8, unit: .meter).string == "180cm")
    let region = try MeasurementFormat(
      width: .narrow, locale: "de-DE-u-rg-uszzzz", usage: .personHeight)
    #expect(region.format(1.8, unit: .meter).unit == "foot-and-inch")
  }

  /// Every CLDR keyword of measurement, as ICU's unit preferences read it (its own
  /// precedence: `-u-mu-` for temperatures, then `-u-ms-`, then `-u-rg-`), on every ICU:
  /// the weather at 20 °C, a person of 70 kg, a road of 20 km. ICU 72 ignores
  /// `-u-mu-fahrenhe`, and every ICU `-u-ms-uksystem` (ICUWorkaroundTests).
  @Test(
    "-u-mu-, -u-ms- and -u-rg- honoured on every ICU",
    arguments: [
      ("de-DE-u-mu-fahrenhe", "68 °F | 70 kg | 20 km"),
      ("de-DE-u-mu-kelvin", "293 K | 70 kg | 20 km"),
      ("en-US-u-mu-celsius", "20°C | 154 lb | 12 mi"),
      ("de-DE-u-mu-fahrenhe-ms-metric", "68 °F | 70 kg | 20 km"),
      ("de-DE-u-ms-ussystem", "68 °F | 154 lb | 12 mi"),
      ("de-DE-u-ms-uksystem", "20 °C | 11 st, 0,32 lb | 12 mi"),
      ("en-US-u-ms-metric", "20°C | 70 kg | 20 km"),
      ("en-u-rg-gbzzzz", "20°C | 11 st, 0.32 lb | 12 mi"),
      ("en-US-u-rg-dezzzz", "20°C | 70 kg | 20 km"),
      ("de-u-rg-uszzzz", "68 °F | 154 lb | 12 mi"),
      ("en-GB-u-ms-ussystem-rg-dezzzz", "68°F | 154 lb | 12 mi"),
      // ICU's own ids, as POSIX and Apple's Locale write them.
      ("de_DE@mu=fahrenhe", "68 °F | 70 kg | 20 km"),
      ("de_DE@mu=fahrenheit", "68 °F | 70 kg | 20 km"),
      ("de_DE@measure=imperial", "20 °C | 11 st, 0,32 lb | 12 mi"),
      ("de_DE@measure=uksystem", "20 °C | 11 st, 0,32 lb | 12 mi"),
    ])
  func measurementKeywords(_ locale: String, _ expected: String) throws {
    func format(_ usage: Usage, _ value: Double, _ unit: MeasureUnit) throws -> String {
      try MeasurementFormat(locale: locale, usage: usage).format(value, unit: unit).string
    }
    let shown = [
      try format(.weather, 20, .celsius), try format(.person, 70, .kilogram),
      try format(.road, 20, .kilometer),
    ]
    #expect(shown.joined(separator: " | ") == expected)
  }

  /// What a measurement system means is the ICU's: ICU 72 takes the preferences of the
  /// system's region (the UK's for uksystem); ICU 76 and 78, as CLDR 46 specifies, keep the
  /// locale's region's own where all its units belong to the system asked — the United
  /// States' pounds and degrees Fahrenheit are the UK system's too — and the system's
  /// region's otherwise (Germany's kilograms are not).
  @Test(
    "-u-ms-uksystem in the United States: the UK's units on ICU 72, the region's own on 76 and 78")
  func measurementSystemMeaning() throws {
    func format(_ usage: Usage, _ value: Double, _ unit: MeasureUnit) throws -> String {
      try MeasurementFormat(locale: "en-US-u-ms-uksystem", usage: usage).format(value, unit: unit)
        .string
    }
    let shown = [
      try format(.weather, 20, .celsius), try format(.person, 70, .kilogram),
      try format(.road, 20, .kilometer),
    ].joined(separator: " | ")
    expect(
      shown,
      perCLDR: [
        "42": "20°C | 11 st, 0.32 lb | 12 mi", "46": "68°F | 154 lb | 12 mi",
        "48": "68°F | 154 lb | 12 mi",
      ])
  }

  @Test("Apple's names map to CLDR usages; asProvided keeps the unit")
  func names() throws {
    #expect(Usage.personHeight.name == "person-height")
    #expect(Usage.general.name == "default")
    #expect(Usage(name: "ceiling") == nil)
    #expect(Usage(name: "baromtrc") == .barometric)
  }

  /// CLDR 46's new usage: square feet in the US, the UK, Canada and Myanmar. With CLDR
  /// 42's data ICU falls back to the area's default preference: square feet in the US
  /// and the UK too, but square meters in Canada.
  @Test("floor: CLDR 46's usage for floor areas")
  func floor() throws {
    #expect(Usage(name: "floor") == .floor)
    let squareMeter = try MeasureUnit("square-meter")
    let us = try MeasurementFormat(locale: "en-US", usage: .floor).format(20, unit: squareMeter)
    #expect(us.string == "215 sq ft")
    let ca = try MeasurementFormat(locale: "en-CA", usage: .floor).format(20, unit: squareMeter)
    expect(ca.string, perCLDR: ["42": "20 m²", "46": "215 sq ft", "48": "215 sq ft"])
    let de = try MeasurementFormat(locale: "en-DE", usage: .floor).format(20, unit: squareMeter)
    #expect(de.string == "20 m²")
    let kept = try MeasurementFormat(locale: "en-US", usage: .asProvided).format(1609, unit: .meter)
    #expect(kept.string == "1,609 m")
  }
}
