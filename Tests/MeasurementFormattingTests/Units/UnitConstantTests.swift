import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

// The constants are written by tools/unit-constants/generate.py from the newest ICU's list
// (`MeasureUnit.constants` lists them): these tests check what must hold between them and
// the ICU in use, so that a new ICU needs a re-run of the generator, not new test code.

@Suite("Unit constants: one for every built-in unit, named after its CLDR id")
struct UnitConstantTests {
  static let constants = MeasureUnit.constants
  static let builtIn = Set(MeasureUnit.builtIn.map(\.identifier))

  /// The constants of units the ICU in use lacks: units of newer CLDR data, and the
  /// mixed `footAndInch` (no ICU lists a mixed unit).
  static let notBuiltIn = constants.filter { !builtIn.contains($0.unit.identifier) }

  @Test("Every built-in unit of the ICU in use has a constant with its identifier")
  func everyBuiltInUnit() {
    let identifiers = Set(Self.constants.map(\.unit.identifier))
    let missing = MeasureUnit.builtIn.map(\.identifier).filter { !identifiers.contains($0) }
    if ICUInUse.writtenCLDRVersions.contains(ICUInUse.cldr) {
      #expect(missing == [])
    } else if !missing.isEmpty {
      // Units of a CLDR newer than the constants: tools/unit-constants/generate.py
      // writes theirs.
      Issue.record(
        "New in CLDR \(ICUInUse.cldr), without a constant: \(missing.joined(separator: ", "))",
        severity: .warning)
    }
    expect(MeasureUnit.builtIn.count, perCLDR: ["42": 186, "46": 190, "48": 232])
    #expect(identifiers.count == Self.constants.count)
    #expect(Set(Self.constants.map(\.name)).count == Self.constants.count)
  }

  @Test("Each constant is named after its identifier in lower camel case")
  func names() {
    for (name, _, unit) in Self.constants {
      let words = unit.identifier.split(separator: "-").map(String.init)
      let camel =
        words[0] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
      #expect(name == camel, "\(unit.identifier)")
    }
    #expect(MeasureUnit.literPer100Kilometer.identifier == "liter-per-100-kilometer")
    #expect(MeasureUnit.gForce.identifier == "g-force")
    #expect(MeasureUnit.inchOfhg.identifier == "inch-ofhg")
    #expect(MeasureUnit.partPer1e6.identifier == "part-per-1e6")
  }

  @Test("Every constant's identifier parses to the constant, unless this ICU lacks the unit")
  func parse() {
    var unparsed: [String] = []
    for (_, _, unit) in Self.constants {
      if let parsed = try? MeasureUnit(unit.identifier) {
        #expect(parsed == unit, "\(unit.identifier)")
        #expect(parsed.identifier == unit.identifier)
        #expect(parsed.isMixed == unit.isMixed)
      } else {
        #expect(!Self.builtIn.contains(unit.identifier), "\(unit.identifier)")
        unparsed.append(unit.identifier)
      }
    }
    // CLDR 46 added 4 units and CLDR 48 42. ICU 72 parses only `part` of these (as its
    // `portion`); ICU 76's conversion data knows all of CLDR 48's but part-per-1e9,
    // cup-imperial and fluid-ounce-metric.
    expect(unparsed.count, perCLDR: ["42": 45, "46": 3, "48": 0], "\(unparsed)")
    expect(Self.notBuiltIn.count, perCLDR: ["42": 47, "46": 43, "48": 1])
  }

  @Test("A built-in unit's constant is in the file of its quantity")
  func quantities() {
    for (name, type, unit) in Self.constants where Self.builtIn.contains(unit.identifier) {
      #expect(unit.quantity == type, "\(name)")
    }
  }

  @Test("A constant of a unit this ICU lacks formats as the number and the identifier")
  func unitsOfNewerData() throws {
    let en = try MeasurementFormat(locale: "en")
    let wide = try MeasurementFormat(width: .wide, locale: "en")
    let de = try MeasurementFormat(locale: "de")
    for (name, _, unit) in Self.notBuiltIn where !unit.isMixed {
      let id = unit.identifier
      let f = en.format(5, unit: unit)
      #expect(f.string == "5 " + id, "\(name)")
      #expect(f.runs.map(\.part) == [.value, .whitespace, .unit], "\(name)")
      #expect(f.unit == id)
      #expect(wide.format(5, unit: unit).string == "5 " + id, "\(name)")
      #expect(de.format(1234.5, unit: unit).string == "1.234,5 " + id, "\(name)")
      #expect(en.formatRange(3, 5, unit: unit).string == "3 \(id)–5 \(id)", "\(name)")
    }
  }

  @Test("The CLDR 46 and 48 units: formatted by ICU where its data has them")
  func newUnits() throws {
    let en = try MeasurementFormat(locale: "en")
    let wide = try MeasurementFormat(width: .wide, locale: "en")
    let texts = { (units: [MeasureUnit]) in
      units.map { en.format(5, unit: $0).string + " | " + wide.format(5, unit: $0).string }
    }
    let cldr46 = [
      "B 5 | Beaufort 5", "5 gas-equiv | 5 of gasoline equivalent", "5 light | 5 light",
      "5 nights | 5 nights",
    ]
    expect(
      texts([.beaufort, .gasolineEnergyDensity, .lightSpeed, .night]),
      perCLDR: [
        "42": [
          "5 beaufort | 5 beaufort", "5 gasoline-energy-density | 5 gasoline-energy-density",
          "5 light-speed | 5 light-speed", "5 night | 5 night",
        ],
        "46": cldr46, "48": cldr46,
      ])
    let older = [
      "5 katal | 5 katal", "5 part | 5 part", "5 part-per-1e9 | 5 part-per-1e9",
      "5 rankine | 5 rankine", "5 tesla | 5 tesla", "5 shaku-length | 5 shaku-length",
    ]
    expect(
      texts([.katal, .part, .partPer1e9, .rankine, .tesla, .shakuLength]),
      perCLDR: [
        "42": older, "46": older,
        "48": [
          "5 kat | 5 katals", "5 part | 5 parts", "5 ppb | 5 parts per billion",
          "5 °R | 5 rankines", "5 T | 5 teslas", "5 shaku [JP] | 5 shaku [JP]",
        ],
      ])
  }

  @Test("A range of a newer unit: ICU's where its data has it; each end as number and id")
  func newUnitRanges() throws {
    let en = try MeasurementFormat(locale: "en")
    let range = en.formatRange(3, 5, unit: .beaufort)
    expect(range.string, perCLDR: ["42": "3 beaufort–5 beaufort", "46": "B 3–5", "48": "B 3–5"])
    expect(
      en.formatRange(3, 5, unit: .night).string,
      perCLDR: ["42": "3 night–5 night", "46": "3–5 nights", "48": "3–5 nights"])
    expect(
      en.formatRange(3, 5, unit: .katal).string,
      perCLDR: ["42": "3 katal–5 katal", "46": "3 katal–5 katal", "48": "3–5 kat"])
    #expect(range.unit == "beaufort")
  }

  @Test("Constants of common units format as expected")
  func common() throws {
    let en = try MeasurementFormat(locale: "en")
    #expect(en.format(5, unit: .millimeter).string == "5 mm")
    #expect(en.format(1013, unit: .hectopascal).string == "1,013 hPa")
    #expect(en.format(5, unit: .kilowattHour).string == "5 kWh")
    #expect(en.format(5, unit: .milePerHour).string == "5 mph")
    #expect(en.format(5, unit: .gigabyte).string == "5 GB")
    #expect(MeasureUnit.hectopascal.quantity == "pressure")
    #expect(MeasureUnit.footAndInch.components == [.foot, .inch])
  }
}
