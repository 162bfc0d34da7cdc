import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

// CLDR 48 renamed units (`<unitAlias>` in supplemental/units.xml): ICU 78 knows only the
// new names, ICU 72 and 76 only the old ones. measfmt's identifier is the new name on
// every ICU, and both names parse everywhere.

@Suite("Units CLDR renamed: one identifier on every ICU")
struct UnitRenameTests {
  @Test(
    "Old and new names parse to the new name, on every ICU",
    arguments: [
      ("permillion", "part-per-1e6"),
      ("part-per-million", "part-per-1e6"),
      ("part-per-1e6", "part-per-1e6"),
      ("concentr-permillion", "part-per-1e6"),
      ("milligram-per-deciliter", "milligram-ofglucose-per-deciliter"),
      ("milligram-ofglucose-per-deciliter", "milligram-ofglucose-per-deciliter"),
      ("portion", "part"),
      ("part", "part"),
      ("inch-hg", "inch-ofhg"),
      ("millimeter-of-mercury", "millimeter-ofhg"),
      ("meter-per-second-squared", "meter-per-square-second"),
      ("liter-per-100kilometers", "liter-per-100-kilometer"),
      // ICU 72 reads the old name as pound × foot, a different unit.
      ("pound-foot", "pound-force-foot"),
      ("pound-per-square-inch", "pound-force-per-square-inch"),
      ("metric-ton", "tonne"),
    ])
  func names(typed: String, identifier: String) throws {
    #expect(try MeasureUnit(typed).identifier == identifier)
  }

  @Test(
    "Every factor of a compound id is renamed, the result in ICU's order",
    arguments: [
      ("permillion-per-second", "part-per-1e6-second"),
      ("part-per-1e6-second", "part-per-1e6-second"),
      ("part-per-million-second", "part-per-1e6-second"),
      ("meter-permillion", "meter-part-per-1e6"),
      ("permillion-meter", "meter-part-per-1e6"),
      ("meter-part-per-1e6", "meter-part-per-1e6"),
      ("milligram-per-deciliter-per-second", "milligram-ofglucose-per-deciliter-second"),
      ("metric-ton-per-hour", "tonne-per-hour"),
      ("pound-foot-per-second", "pound-force-foot-per-second"),
      ("portion-second", "second-part"),
      ("kilogram-portion", "kilogram-part"),
    ])
  func compounds(typed: String, identifier: String) throws {
    #expect(try MeasureUnit(typed).identifier == identifier)
  }

  @Test("The rewriting, without ICU: both directions, and where a rename cannot apply")
  func rewriting() {
    #expect(UnitRenames.newNames("permillion") == "part-per-1e6")
    #expect(UnitRenames.newNames("permillion-per-second") == "part-per-1e6-second")
    #expect(UnitRenames.newNames("meter-permillion-per-hour") == "meter-part-per-1e6-hour")
    #expect(UnitRenames.newNames("permillion-and-permille") == "part-per-1e6-and-permille")
    #expect(UnitRenames.newNames("kilometer-per-hour") == "kilometer-per-hour")
    // 1/(part/1e6) and (part/1e6)² have no spelling with "part": the old name stays.
    #expect(UnitRenames.newNames("second-per-permillion") == "second-per-permillion")
    #expect(UnitRenames.newNames("square-permillion") == "square-permillion")
    #expect(UnitRenames.newNames("per-hour") == "per-hour")
    // Whole words only: "kilopermillion" is not "kilo" + "permillion" here.
    #expect(UnitRenames.newNames("kilopermillion") == "kilopermillion")
    let back = [
      UnitRenames.Rule(from: ["part", "per", "1e6"], to: ["permillion"]),
      UnitRenames.Rule(from: ["part"], to: ["portion"]),
    ]
    #expect(UnitRenames.rewrite("part-per-1e6", with: back) == "permillion")
    #expect(UnitRenames.rewrite("part-per-1e6-second", with: back) == "permillion-per-second")
    #expect(UnitRenames.rewrite("meter-part-per-1e6", with: back) == "meter-permillion")
    #expect(UnitRenames.rewrite("part-per-1e9", with: back) == "portion-per-1e9")
    #expect(UnitRenames.rewrite("second-part", with: back) == "second-portion")
  }

  @Test("The ICU in use is called by the names it knows")
  func icuNames() throws {
    expect(
      try MeasureUnit("part-per-1e6").icuIdentifier,
      perCLDR: ["42": "permillion", "46": "permillion", "48": "part-per-1e6"])
    expect(
      try MeasureUnit("permillion-per-second").icuIdentifier,
      perCLDR: [
        "42": "permillion-per-second", "46": "permillion-per-second",
        "48": "part-per-1e6-second",
      ])
    expect(
      try MeasureUnit("part").icuIdentifier,
      perCLDR: ["42": "portion", "46": "portion", "48": "part"])
    expect(
      MeasureUnit.partPer1e6.icuIdentifier,
      perCLDR: ["42": "permillion", "46": "permillion", "48": "part-per-1e6"])
    // ICU 72 and 76 have both glucose ids built in: the new one is used.
    #expect(
      try MeasureUnit("milligram-per-deciliter").icuIdentifier
        == "milligram-ofglucose-per-deciliter")
  }

  @Test("Parts per billion: CLDR 48's, unknown to ICU 72 and 76 under either name")
  func partPerBillion() {
    for typed in ["part-per-1e9", "portion-per-1e9"] {
      let parsed = try? MeasureUnit(typed)
      expect(
        parsed?.identifier, perCLDR: ["42": nil, "46": nil, "48": "part-per-1e9"], "\(typed)")
    }
  }

  @Test("Old and new names are one unit: ==, hash, Set and dictionary keys")
  func equality() throws {
    let old = try MeasureUnit("permillion")
    let new = try MeasureUnit("part-per-1e6")
    #expect(old == new)
    #expect(old == .partPer1e6)
    #expect(old.hashValue == new.hashValue)
    #expect(Set([old, new, .partPer1e6, try MeasureUnit("part-per-million")]).count == 1)
    #expect([old: 1][new] == 1)
    #expect(try MeasureUnit("milligram-per-deciliter") == .milligramOfglucosePerDeciliter)
    #expect(try MeasureUnit("portion") == MeasureUnit("part"))
    #expect(old != .permille)
  }

  @Test("Encoded with the new name; decoded from either")
  func coding() throws {
    let data = try JSONEncoder().encode(MeasureUnit.partPer1e6)
    let json = try #require(String(data: data, encoding: .utf8))
    #expect(json.contains(#""identifier":"part-per-1e6""#))
    for stored in [#"{"identifier":"permillion","isMixed":false}"#, json] {
      let decoded = try JSONDecoder().decode(MeasureUnit.self, from: Data(stored.utf8))
      #expect(decoded == .partPer1e6)
      #expect(decoded.identifier == "part-per-1e6")
    }
  }

  @Test("Formatted under either name, the result tagged with the new one")
  func formatting() throws {
    let en = try MeasurementFormat(locale: "en")
    let wide = try MeasurementFormat(width: .wide, locale: "en")
    for typed in ["permillion", "part-per-1e6"] {
      let unit = try MeasureUnit(typed)
      let f = en.format(5, unit: unit)
      #expect(f.string == "5 ppm")
      #expect(f.unit == "part-per-1e6")
      #expect(f.output == [.init(unit: "part-per-1e6", value: 5)])
      #expect(wide.format(5, unit: unit).string == "5 parts per million")
      #expect(en.formatRange(3, 5, unit: unit).string == "3–5 ppm")
      #expect(en.string(5, unit: unit) == "5 ppm")
    }
    // ICU 78 composes part/(1e6·s) from its factors; ICU 72 and 76 from ppm and s.
    expect(
      en.format(5, unit: try MeasureUnit("permillion-per-second")).string,
      perCLDR: ["42": "5 ppm/s", "46": "5 ppm/s", "48": "5 part/1000000⋅sec"])
    #expect(en.format(5, unit: .milligramOfglucosePerDeciliter).string == "5 mg/dL")
    #expect(en.format(5, unit: try MeasureUnit("pound-foot")).string == "5 lbf⋅ft")
  }

  @Test("A mixed unit's components carry the new names")
  func mixed() throws {
    // ICU 78 refuses a constant in a mixed unit ("1e6"), ICU 72 and 76 take "permillion".
    let unit = try? MeasureUnit("permillion-and-permille")
    expect(
      unit?.components.map(\.identifier),
      perCLDR: [
        "42": ["part-per-1e6", "permille"], "46": ["part-per-1e6", "permille"], "48": nil,
      ])
    if let unit {
      let f = try MeasurementFormat(locale: "en").format(5.5, unit: unit)
      #expect(f.unit == "part-per-1e6-and-permille")
      #expect(f.output.map(\.unit) == ["part-per-1e6", "permille"])
    }
  }

  @Test("Converting a renamed unit, in the names of the ICU's conversion data")
  func conversion() throws {
    #expect(try abs(MeasureUnit.partPer1e6.convert(10_000, to: .percent) - 1) < 1e-12)
    #expect(try MeasureUnit("permillion").convert(1, to: .partPer1e6) == 1)
    #expect(try MeasureUnit("metric-ton").convert(1, to: .kilogram) == 1000)
  }

  @Test("Symbols and Foundation units map to the new names")
  func symbolsAndFoundation() throws {
    #expect(try MeasureUnit(symbol: "ppm").identifier == "part-per-1e6")
    #expect(try MeasureUnit(symbol: "mg/dL").identifier == "milligram-ofglucose-per-deciliter")
    #expect(MeasureUnit.symbols["ppm"] == .partPer1e6)
    #expect(MeasureUnit(UnitDispersion.partsPerMillion) == .partPer1e6)
    #expect(
      MeasureUnit(UnitConcentrationMass.milligramsPerDeciliter) == .milligramOfglucosePerDeciliter)
    let en = try MeasurementFormat(locale: "en")
    #expect(
      en.format(Measurement(value: 5, unit: UnitDispersion.partsPerMillion)).string == "5 ppm")
  }

  @Test("The renamed constants are the new ones under their old names")
  func deprecatedConstants() {
    // Reached through a protocol requirement: their use here is meant, and warns nowhere.
    let renamed = (OldConstants.self as any RenamedConstants.Type).pairs
    #expect(renamed.map(\.old) == [.partPer1e6, .milligramOfglucosePerDeciliter])
    for (old, new) in renamed {
      #expect(old == new)
      #expect(old.identifier == new.identifier)
    }
  }
}

private protocol RenamedConstants {
  static var pairs: [(old: MeasureUnit, new: MeasureUnit)] { get }
}

private enum OldConstants: RenamedConstants {
  @available(*, deprecated, message: "uses the constants CLDR 48 renamed")
  static var pairs: [(old: MeasureUnit, new: MeasureUnit)] {
    [(.permillion, .partPer1e6), (.milligramPerDeciliter, .milligramOfglucosePerDeciliter)]
  }
}
