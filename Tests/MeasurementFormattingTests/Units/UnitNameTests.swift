import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// Unit names without a number (issue 35). A built-in unit's name is CLDR's display name,
/// as ICU's `MeasureFormat::getUnitDisplayName` gives it (the expectations are its text on
/// ICU 72, 76 and 78); a unit ICU composes is named as ICU writes it beside a number of
/// the plural category "other" (`measfmt-icu-probe format`), without the number.
@Suite("Unit names without a number")
struct UnitNameTests {
  static func names(_ locale: String, _ unit: MeasureUnit) throws -> [String] {
    try [UnitWidth.wide, .abbreviated, .narrow].map {
      try MeasurementFormat(width: $0, locale: locale).unitName(unit)
    }
  }

  @Test(
    "CLDR's display names in four locales, at each width (wide, abbreviated, narrow)",
    arguments: [
      ("en", MeasureUnit.kilometer, ["kilometers", "km", "km"]),
      ("en", .kilometerPerHour, ["kilometers per hour", "km/hour", "km/hr"]),
      ("en", .celsius, ["degrees Celsius", "deg. C", "°C"]),
      ("en", .squareMeter, ["square meters", "meters²", "meters²"]),
      ("en", .hour, ["hours", "hours", "hour"]),
      ("de", .kilometer, ["Kilometer", "km", "km"]),
      ("de", .kilometerPerHour, ["Kilometer pro Stunde", "km/h", "km/h"]),
      ("de", .hour, ["Stunden", "Std.", "Std."]),
      ("ar", .kilometer, ["كيلومتر", "كم", "كم"]),
      ("ar", .celsius, ["درجة مئوية", "درجة مئوية", "°م"]),
      ("ja", .kilometer, ["キロメートル", "km", "km"]),
      ("ja", .celsius, ["摂氏", "°C", "°C"]),
    ] as [(String, MeasureUnit, [String])])
  func displayNames(_ locale: String, _ unit: MeasureUnit, _ expected: [String]) throws {
    #expect(try Self.names(locale, unit) == expected)
  }

  @Test("One run tagged unit; no output; the usage and number options do not apply")
  func runs() throws {
    let format = try MeasurementFormat(
      width: .wide, locale: "en", number: NumberOptions(notation: .scientific), usage: .road)
    let name = format.formatUnitName(.kilometer)
    #expect(tags(name) == ["kilometers/unit"])
    #expect(name.output.isEmpty)
    #expect(name.unit == "kilometer")
    #expect(try MeasurementFormat(locale: "en", hidesUnit: true).unitName(.kilometer) == "km")
  }

  @Test("A unit ICU composes: as written beside a number of the category other")
  func composed() throws {
    let kilogramMeter = try MeasureUnit("kilogram-meter")
    #expect(try Self.names("en", kilogramMeter) == ["kilogram-meters", "kg⋅m", "kg⋅m"])
    #expect(try Self.names("de", kilogramMeter).prefix(2) == ["Kilogramm⋅Meter", "kg⋅m"])
    // Russian's "other" is the fraction's form (1.5 килограмм⋅метра); French's is 5's.
    #expect(try Self.names("ru", kilogramMeter).prefix(2) == ["килограмм⋅метра", "кг⋅м"])
    #expect(try Self.names("fr", kilogramMeter).prefix(2) == ["kilogrammes-mètres", "kg-m"])
    // Arabic: ICU writes no number for this unit; the name is the unit's text.
    expect(
      try Self.names("ar", kilogramMeter).prefix(2).joined(separator: " | "),
      perCLDR: [
        "42": "كيلوغرام⋅متر | كغرام⋅متر", "46": "كيلوغرام⋅متر | كيلوغرام⋅متر",
        "48": "كيلوغرام⋅متر | كيلوغرام⋅متر",
      ])
  }

  @Test("Beaufort: CLDR 46's name; with CLDR 42's data, its identifier")
  func beaufort() throws {
    expect(
      try Self.names("en", .beaufort),
      perCLDR: [
        "42": ["beaufort", "beaufort", "beaufort"], "46": ["Beaufort", "Bft", "Bft"],
        "48": ["Beaufort", "Bft", "Bft"],
      ])
  }

  @Test("Mixed units: the components' names as the locale lists units, each its component")
  func mixed() throws {
    let wide = try MeasurementFormat(width: .wide, locale: "en").formatUnitName(.footAndInch)
    #expect(wide.string == "feet, inches")
    #expect(tags(wide) == ["feet/unit#0", ",/literal", " /whitespace", "inches/unit#1"])
    // CLDR's short names of foot and inch are "feet" and "inches", its narrow ones "ft", "in".
    #expect(try MeasurementFormat(locale: "en").unitName(.footAndInch) == "feet, inches")
    #expect(try MeasurementFormat(width: .narrow, locale: "en").unitName(.footAndInch) == "ft in")
    #expect(
      try MeasurementFormat(width: .wide, locale: "de").unitName(MeasureUnit("hour-and-minute"))
        == "Stunden, Minuten")
  }

  @Test("A custom unit is its symbol; Foundation's units are named as CLDR's")
  func customAndFoundation() throws {
    let format = try MeasurementFormat(width: .wide, locale: "fr")
    #expect(format.unitName(MeasureUnit(customSymbol: "smoot")) == "smoot")
    #expect(format.unitName(UnitLength.kilometers) == "kilomètres")
    #expect(format.unitName(UnitSpeed.knots) == "nœuds")
  }
}
