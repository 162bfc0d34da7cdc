import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// Grammatical case and gender (issue 35): the forms are ICU's (its unitDisplayCase, the
/// same text on ICU 72, 76 and 78), the lists CLDR's grammatical features as ICU's data
/// holds them.
@Suite("Grammatical case and gender")
struct GrammarTests {
  static func inflected(
    _ locale: String, _ grammaticalCase: GrammaticalCase, width: UnitWidth = .wide
  ) throws -> MeasurementFormat {
    var format = try MeasurementFormat(width: width, locale: locale)
    format.grammaticalCase = grammaticalCase
    return format
  }

  @Test(
    "Units in a case, where ICU's data has its forms",
    arguments: [
      ("de", GrammaticalCase.dative, 5.0, MeasureUnit.kilometer, "5 Kilometern"),
      ("de", .dative, 5, .kilometerPerHour, "5 Kilometern pro Stunde"),
      ("de", .accusative, 5, .kilometer, "5 Kilometer"),
      ("ru", .genitive, 1, .kilometer, "1 километра"),
      ("ru", .genitive, 5, .kilometer, "5 километров"),
      ("ru", .instrumental, 1, .kilometer, "1 километром"),
      ("ru", .prepositional, 2, .meter, "2 метрах"),
      ("pl", .locative, 2, .meter, "2 metrach"),
      ("pl", .instrumental, 2, .meter, "2 metrami"),
      ("fi", .illative, 5, .kilometer, "5 kilometriin"),
      ("fi", .elative, 5, .kilometer, "5 kilometristä"),
      ("el", .genitive, 5, .meter, "5 μέτρων"),
    ])
  func cases(
    _ locale: String, _ grammaticalCase: GrammaticalCase, _ value: Double, _ unit: MeasureUnit,
    _ expected: String
  ) throws {
    let format = try Self.inflected(locale, grammaticalCase)
    #expect(format.format(value, unit: unit).string == expected)
    #expect(format.string(value, unit: unit) == expected)
  }

  @Test("Runs, ranges, usage output, spelled-out numbers; the nominative is ICU's default")
  func paths() throws {
    let dative = try Self.inflected("de", .dative)
    let five = dative.format(5, unit: .kilometer)
    #expect(tags(five) == ["5/value/integer", " /whitespace", "Kilometern/unit"])
    #expect(dative.formatRange(3, 5, unit: .kilometer).string == "3–5 Kilometern")
    #expect(
      tags(dative.formatRange(3, 5, unit: .kilometer)).last == "Kilometern/unit@shared")
    var road = try MeasurementFormat(width: .wide, locale: "de-DE", usage: .road)
    road.grammaticalCase = .dative
    #expect(road.format(1609, unit: .meter).string == "1,6 Kilometern")
    var words = dative
    words.number = NumberOptions(notation: .spellOut)
    #expect(words.format(5, unit: .kilometer).string == "fünf Kilometern")
    let nominative = try Self.inflected("de", .nominative)
    #expect(nominative.format(5, unit: .kilometer).string == "5 Kilometer")
    // Names without a number stay in the nominative.
    #expect(dative.unitName(.kilometer) == "Kilometer")
  }

  @Test("The cases CLDR names for units in a locale")
  func caseLists() throws {
    func cases(_ locale: String) throws -> [String] {
      try MeasurementFormat(locale: locale).grammaticalCases.map(\.name)
    }
    #expect(try cases("de") == ["nominative", "genitive", "dative", "accusative"])
    #expect(try cases("en") == [])
    #expect(try cases("ar") == [])
    #expect(try cases("pl").contains("locative"))
    #expect(try cases("fi").starts(with: ["nominative", "elative", "illative", "partitive"]))
  }

  @Test("A unit's grammatical gender, and the locale's genders")
  func genders() throws {
    let german = try MeasurementFormat(locale: "de")
    #expect(german.grammaticalGender(of: .kilometer) == .masculine)
    #expect(german.grammaticalGender(of: .mile) == .feminine)
    #expect(german.grammaticalGender(of: .kilometerPerHour) == .masculine)
    #expect(german.grammaticalGenders == [.masculine, .feminine, .neuter])
    #expect(try MeasurementFormat(locale: "fr").grammaticalGender(of: .hour) == .feminine)
    #expect(try MeasurementFormat(locale: "pl").grammaticalGender(of: .meter) == .inanimate)
    #expect(try MeasurementFormat(locale: "en").grammaticalGender(of: .kilometer) == nil)
    #expect(try MeasurementFormat(locale: "en").grammaticalGenders == [])
    #expect(german.grammaticalGender(of: .footAndInch) == nil)
  }

  @Test("Names, Codable, description")
  func options() throws {
    #expect(GrammaticalCase(name: "dative") == .dative)
    #expect(GrammaticalCase(name: "locativecopulative") == .locativeCopulative)
    #expect(GrammaticalCase.names.first == "nominative")
    #expect(
      GrammaticalGender.names == [
        "masculine", "feminine", "neuter", "common", "animate", "inanimate", "personal",
      ])
    let format = try Self.inflected("de", .dative)
    #expect(
      format.description
        == #"MeasurementFormat(width: .wide, locale: "de") with grammaticalCase: .dative"#)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(format)
    #expect(String(decoding: data, as: UTF8.self).contains(#""grammaticalCase":"dative""#))
    #expect(try JSONDecoder().decode(MeasurementFormat.self, from: data) == format)
  }
}
