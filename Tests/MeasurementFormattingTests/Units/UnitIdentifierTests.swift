import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

// Unit identifiers from outside: unknown and malformed ones are unknownUnit errors with
// suggestions that parse, unusual valid ones are canonicalised, and ones ICU parses but
// cannot format fall back to the number and the id.
// The suite's time limit catches hangs; it is generous because scripts/sanitize.sh
// runs it under ThreadSanitizer, many times slower.

@Suite("Unit identifiers: unknown, malformed, unusual, new prefixes", .timeLimit(.minutes(10)))
struct UnitIdentifierTests {
  static let en = try! MeasurementFormat(locale: "en")

  @Test(
    "Unknown and malformed unit ids are unknownUnit errors with suggestions",
    arguments: [
      ("", []),
      (" ", ["em"]),
      ("kilometer-per-", ["kilometer-per-hour"]),
      ("-and-", []),
      ("kilometer-and-", []),
      ("-kilometer", ["kilometer", "picometer"]),
      ("kilometer--hour", ["kilometer-per-hour", "kilowatt-hour"]),
      ("KILOMETER", ["kilometer"]),
      ("kilometre", ["kilometer"]),
      ("square-", []),
      ("pow99-meter", []),
      ("pow16-meter", []),
      ("kilometer\u{0}", ["kilometer", "picometer"]),
      ("kilo meter", ["kilometer", "millimeter", "picometer"]),
      ("foot-and-foot", []),
      ("foot-and-inch-and-foot", []),
      ("length-", []),
      ("kilogram-and", ["kilogram"]),
      ("ćm", ["em", "ohm"]),
      ("../../etc/passwd", []),
      ("yotta-meter", []),
      (String(repeating: "-and-", count: 2048), []),
      (String(repeating: "meter-and-", count: 20) + "meter", []),
      (String(repeating: "meter-", count: 33) + "meter", []),
      (String(repeating: "k", count: 1 << 20), []),
    ] as [(String, [String])])
  func unknown(id: String, suggestions: [String]) {
    #expect(throws: MeasurementFormatError.unknownUnit(id, suggestions: suggestions)) {
      try MeasureUnit(id)
    }
  }

  @Test(
    "A symbol or a name given as an id suggests the id of the unit it stands for",
    arguments: [
      ("km", ["kilometer"]),
      ("km/h", ["kilometer-per-hour"]),
      ("°C", ["celsius"]),
      ("GiB", ["gibibyte"]),
      ("%", ["percent"]),
      ("mph", ["mile-per-hour"]),
      ("kWh", ["kilowatt-hour"]),
      ("kg/m³", ["kilogram-per-cubic-meter"]),
      ("Kilometers", ["kilometer"]),
      ("miles per hour", ["mile-per-hour"]),
      ("KM", ["kilometer"]),
      ("pt", ["pint", "point"]),
      ("mb", ["megabyte", "megabit", "millibar"]),
      ("MM", ["megameter", "millimeter"]),
    ] as [(String, [String])])
  func symbolAsID(text: String, suggestions: [String]) {
    #expect(throws: MeasurementFormatError.unknownUnit(text, suggestions: suggestions)) {
      try MeasureUnit(text)
    }
  }

  @Test(
    "Unusual but valid ids are canonicalised and format",
    arguments: [
      ("per-hour", "per-hour", "2.5/h"),
      ("kilometer-per-hour-per-hour", "kilometer-per-square-hour", "2.5 km/hr²"),
      ("meter-per-second-per-second", "meter-per-square-second", "2.5 m/s²"),
      ("length-kilometer", "kilometer", "2.5 km"),
      ("light-year", "light-year", "2.5 ly"),
      ("kibibyte", "kibibyte", "2.5 Kibyte"),
      ("liter-per-100-kilometer", "liter-per-100-kilometer", "2.5 L/100 km"),
      (" kilometer\t", "kilometer", "2.5 km"),
      // In the largest unit, written in the id's order, as ICU writes it.
      ("inch-and-foot", "inch-and-foot", "6 in, 2 ft"),
    ])
  func valid(id: String, canonical: String, expected: String) throws {
    let unit = try MeasureUnit(id)
    #expect(unit.identifier == canonical)
    #expect(Self.en.format(2.5, unit: unit).string == expected)
  }

  @Test("Ids ICU parses but cannot format fall back to the number and the id")
  func unformattable() throws {
    // ICU 72 and 76 also parse "100-kilometer" (a unit of their conversion data) without
    // formatting it; ICU 78 refuses it (see constants()).
    let both = ["pow4-meter", "100-kilometer"]
    let ids =
      ICUInUse.value(["42": both, "46": both, "48": ["pow4-meter"]], "ids ICU cannot format")
      ?? ["pow4-meter"]
    for id in ids {
      let f = Self.en.format(2.5, unit: try MeasureUnit(id))
      #expect(f.string == "2.5 " + id)
      // The number is ICU's, in the locale's pattern, tagged as any other (it was plain
      // Swift digits, "5.0", before units of newer CLDR data had constants).
      #expect(f.runs.map(\.part) == [.value, .value, .value, .whitespace, .unit])
      #expect(f.runs.map(\.numberPart) == [.integer, .decimal, .fraction, nil, nil])
      #expect(f.unit == id)
      #expect(f.output == [.init(unit: id, value: 2.5)])
      let de = try MeasurementFormat(locale: "de").format(1234.5, unit: try MeasureUnit(id))
      #expect(de.string == "1.234,5 " + id)
    }
  }

  @Test("Constants in ids: ICU 78 takes any power of ten, and no longer 100-kilometer alone")
  func constants() throws {
    // CLDR 48 (ICU 78) reads a power of ten in a compound id as a number; CLDR 42 and 46
    // know only "100-kilometer", as a unit of their conversion data.
    let billion = Result { () throws(MeasurementFormatError) in
      try MeasureUnit("liter-per-1e9-kilometer")
    }
    switch ICUInUse.value(["42": false, "46": false, "48": true], "liter-per-1e9-kilometer") {
    case true?:
      let unit = try billion.get()
      #expect(unit.identifier == "liter-per-1e9-kilometer")
      expect(Self.en.format(5, unit: unit).string, perCLDR: ["48": "5 L/1000000000⋅km"])
    case false?:
      #expect(
        throws: MeasurementFormatError.unknownUnit(
          "liter-per-1e9-kilometer",
          suggestions: ["liter-per-100-kilometer", "liter-per-kilometer"])
      ) { try billion.get() }
    case nil: break
    }
    let hundred = Result { () throws(MeasurementFormatError) in try MeasureUnit("100-kilometer") }
    switch ICUInUse.value(["42": true, "46": true, "48": false], "100-kilometer") {
    case true?: #expect(try hundred.get().identifier == "100-kilometer")
    case false?:
      #expect(
        throws: MeasurementFormatError.unknownUnit("100-kilometer", suggestions: ["kilometer"])
      ) {
        try hundred.get()
      }
    case nil: break
    }
    // liter-per-100-kilometer itself parses everywhere.
    #expect(try MeasureUnit("liter-per-100-kilometer") == .literPer100Kilometer)
  }

  @Test("Messages quote hostile unit ids printably and briefly")
  func messages() {
    let tenKB = String(repeating: "-and-", count: 2048)
    #expect(
      MeasurementFormatError.unknownUnit(tenKB, suggestions: []).description
        == "unknown unit '" + String(repeating: "-and-", count: 12) + "…'")
    #expect(
      MeasurementFormatError.unknownUnit("km\u{1B}]8;;x\u{7}", suggestions: ["em"]).description
        == "unknown unit 'km\\u{1b}]8;;x\\u{7}'; did you mean 'em'?")
  }

  @Test("The quetta- and ronna- prefixes: unknown to ICU 72 (CLDR 42), units in ICU 76")
  func newPrefixes() throws {
    let quetta = Result { try MeasureUnit("quettameter") }
    switch ICUInUse.value(["42": false, "46": true, "48": true], "whether quettameter parses") {
    case true?: #expect(try quetta.get().identifier == "quettameter")
    case false?:
      #expect(throws: MeasurementFormatError.unknownUnit("quettameter", suggestions: [])) {
        try quetta.get()
      }
    case nil: break
    }
  }

  // Found by fuzz-unit-id.
  @Test("Every unit suggested or listed is one the parser accepts")
  func suggestionsParse() throws {
    for (_, subtype) in UnitCatalog.available {
      #expect((try? MeasureUnit(subtype)) != nil, "\(subtype)")
    }
    for id in ["generik", "generic", "\u{FFFD}generic"] {
      do {
        _ = try MeasureUnit(id)
      } catch {
        guard error.code == .unknownUnit else { throw error }
        for suggestion in error.candidates {
          #expect((try? MeasureUnit(suggestion)) != nil, "\(id) → \(suggestion)")
        }
      }
    }
  }
}
