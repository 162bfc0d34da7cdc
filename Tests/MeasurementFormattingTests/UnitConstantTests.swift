import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

@Suite("Unit constants: one for every built-in unit, named after its CLDR id")
struct UnitConstantTests {
  /// Every constant, with its name as written in the source: ICU 76's 190 built-in
  /// units and the mixed `footAndInch`.
  static let constants: [(name: String, unit: MeasureUnit)] = [
    ("acre", .acre), ("acreFoot", .acreFoot), ("ampere", .ampere), ("arcMinute", .arcMinute),
    ("arcSecond", .arcSecond), ("astronomicalUnit", .astronomicalUnit), ("atmosphere", .atmosphere),
    ("bar", .bar), ("barrel", .barrel), ("beaufort", .beaufort), ("bit", .bit),
    ("britishThermalUnit", .britishThermalUnit), ("bushel", .bushel), ("byte", .byte),
    ("calorie", .calorie), ("candela", .candela), ("carat", .carat), ("celsius", .celsius),
    ("centiliter", .centiliter), ("centimeter", .centimeter), ("century", .century),
    ("cubicCentimeter", .cubicCentimeter), ("cubicFoot", .cubicFoot), ("cubicInch", .cubicInch),
    ("cubicKilometer", .cubicKilometer), ("cubicMeter", .cubicMeter), ("cubicMile", .cubicMile),
    ("cubicYard", .cubicYard), ("cup", .cup), ("cupMetric", .cupMetric), ("dalton", .dalton),
    ("day", .day), ("dayPerson", .dayPerson), ("decade", .decade), ("deciliter", .deciliter),
    ("decimeter", .decimeter), ("degree", .degree), ("dessertSpoon", .dessertSpoon),
    ("dessertSpoonImperial", .dessertSpoonImperial), ("dot", .dot),
    ("dotPerCentimeter", .dotPerCentimeter), ("dotPerInch", .dotPerInch), ("dram", .dram),
    ("drop", .drop), ("dunam", .dunam), ("earthMass", .earthMass), ("earthRadius", .earthRadius),
    ("electronvolt", .electronvolt), ("em", .em), ("fahrenheit", .fahrenheit), ("fathom", .fathom),
    ("fluidOunce", .fluidOunce), ("fluidOunceImperial", .fluidOunceImperial),
    ("foodcalorie", .foodcalorie), ("foot", .foot), ("furlong", .furlong), ("gForce", .gForce),
    ("gallon", .gallon), ("gallonImperial", .gallonImperial),
    ("gasolineEnergyDensity", .gasolineEnergyDensity), ("gigabit", .gigabit),
    ("gigabyte", .gigabyte), ("gigahertz", .gigahertz), ("gigawatt", .gigawatt), ("grain", .grain),
    ("gram", .gram), ("hectare", .hectare), ("hectoliter", .hectoliter),
    ("hectopascal", .hectopascal), ("hertz", .hertz), ("horsepower", .horsepower), ("hour", .hour),
    ("inch", .inch), ("inchOfhg", .inchOfhg), ("item", .item), ("jigger", .jigger),
    ("joule", .joule), ("karat", .karat), ("kelvin", .kelvin), ("kilobit", .kilobit),
    ("kilobyte", .kilobyte), ("kilocalorie", .kilocalorie), ("kilogram", .kilogram),
    ("kilohertz", .kilohertz), ("kilojoule", .kilojoule), ("kilometer", .kilometer),
    ("kilometerPerHour", .kilometerPerHour), ("kilopascal", .kilopascal), ("kilowatt", .kilowatt),
    ("kilowattHour", .kilowattHour), ("kilowattHourPer100Kilometer", .kilowattHourPer100Kilometer),
    ("knot", .knot), ("lightSpeed", .lightSpeed), ("lightYear", .lightYear), ("liter", .liter),
    ("literPer100Kilometer", .literPer100Kilometer), ("literPerKilometer", .literPerKilometer),
    ("lumen", .lumen), ("lux", .lux), ("megabit", .megabit), ("megabyte", .megabyte),
    ("megahertz", .megahertz), ("megaliter", .megaliter), ("megapascal", .megapascal),
    ("megapixel", .megapixel), ("megawatt", .megawatt), ("meter", .meter),
    ("meterPerSecond", .meterPerSecond), ("meterPerSquareSecond", .meterPerSquareSecond),
    ("microgram", .microgram), ("micrometer", .micrometer), ("microsecond", .microsecond),
    ("mile", .mile), ("milePerGallon", .milePerGallon),
    ("milePerGallonImperial", .milePerGallonImperial), ("milePerHour", .milePerHour),
    ("mileScandinavian", .mileScandinavian), ("milliampere", .milliampere), ("millibar", .millibar),
    ("milligram", .milligram), ("milligramOfglucosePerDeciliter", .milligramOfglucosePerDeciliter),
    ("milliliter", .milliliter),
    ("millimeter", .millimeter), ("millimeterOfhg", .millimeterOfhg),
    ("millimolePerLiter", .millimolePerLiter), ("millisecond", .millisecond),
    ("milliwatt", .milliwatt), ("minute", .minute), ("mole", .mole), ("month", .month),
    ("monthPerson", .monthPerson), ("nanometer", .nanometer), ("nanosecond", .nanosecond),
    ("nauticalMile", .nauticalMile), ("newton", .newton), ("newtonMeter", .newtonMeter),
    ("night", .night), ("ohm", .ohm), ("ounce", .ounce), ("ounceTroy", .ounceTroy),
    ("parsec", .parsec), ("pascal", .pascal), ("percent", .percent), ("permille", .permille),
    ("partPer1e6", .partPer1e6), ("permyriad", .permyriad), ("petabyte", .petabyte),
    ("picometer", .picometer), ("pinch", .pinch), ("pint", .pint), ("pintMetric", .pintMetric),
    ("pixel", .pixel), ("pixelPerCentimeter", .pixelPerCentimeter), ("pixelPerInch", .pixelPerInch),
    ("point", .point), ("pound", .pound), ("poundForce", .poundForce),
    ("poundForceFoot", .poundForceFoot), ("poundForcePerSquareInch", .poundForcePerSquareInch),
    ("quart", .quart), ("quartImperial", .quartImperial), ("quarter", .quarter),
    ("radian", .radian), ("revolution", .revolution), ("second", .second),
    ("solarLuminosity", .solarLuminosity), ("solarMass", .solarMass), ("solarRadius", .solarRadius),
    ("squareCentimeter", .squareCentimeter), ("squareFoot", .squareFoot),
    ("squareInch", .squareInch), ("squareKilometer", .squareKilometer),
    ("squareMeter", .squareMeter), ("squareMile", .squareMile), ("squareYard", .squareYard),
    ("stone", .stone), ("tablespoon", .tablespoon), ("teaspoon", .teaspoon), ("terabit", .terabit),
    ("terabyte", .terabyte), ("thermUs", .thermUs), ("ton", .ton), ("tonne", .tonne),
    ("volt", .volt), ("watt", .watt), ("week", .week), ("weekPerson", .weekPerson), ("yard", .yard),
    ("year", .year), ("yearPerson", .yearPerson), ("footAndInch", .footAndInch),
  ]

  /// The units ICU 76 (CLDR 46) added: their constants exist on every ICU.
  static let newInCLDR46: Set<String> = [
    "beaufort", "gasoline-energy-density", "light-speed", "night",
  ]

  @Test("Every built-in unit of the ICU in use has a constant with its identifier")
  func everyBuiltInUnit() {
    let identifiers = Set(Self.constants.map(\.unit.identifier))
    for unit in MeasureUnit.builtIn {
      #expect(identifiers.contains(unit.identifier), "no constant for \(unit.identifier)")
    }
    expect(MeasureUnit.builtIn.count, perCLDR: ["42": 186, "46": 190])
    #expect(Self.constants.count == 191)
    #expect(identifiers.count == 191)
  }

  @Test("Each constant is named after its identifier in lower camel case")
  func names() {
    for (name, unit) in Self.constants {
      let words = unit.identifier.split(separator: "-").map(String.init)
      let camel =
        words[0] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
      #expect(name == camel, "\(unit.identifier)")
    }
    #expect(MeasureUnit.literPer100Kilometer.identifier == "liter-per-100-kilometer")
    #expect(MeasureUnit.gForce.identifier == "g-force")
    #expect(MeasureUnit.inchOfhg.identifier == "inch-ofhg")
  }

  @Test(
    "Every constant's identifier parses to the constant, but for the CLDR 46 units on older ICU")
  func parse() {
    var unparsed: Set<String> = []
    for (_, unit) in Self.constants {
      if let parsed = try? MeasureUnit(unit.identifier) {
        #expect(parsed == unit, "\(unit.identifier)")
        #expect(parsed.isMixed == unit.isMixed)
      } else {
        unparsed.insert(unit.identifier)
      }
    }
    expect(unparsed, perCLDR: ["42": Self.newInCLDR46, "46": []])
  }

  @Test("The CLDR 46 units: formatted on ICU 76; on ICU 72 the number and the id")
  func newUnits() throws {
    let en = try MeasurementFormat(locale: "en")
    let wide = try MeasurementFormat(width: .wide, locale: "en")
    expect(
      [MeasureUnit.beaufort, .gasolineEnergyDensity, .lightSpeed, .night].map {
        en.format(5, unit: $0).string + " | " + wide.format(5, unit: $0).string
      },
      perCLDR: [
        "42": [
          "5 beaufort | 5 beaufort", "5 gasoline-energy-density | 5 gasoline-energy-density",
          "5 light-speed | 5 light-speed", "5 night | 5 night",
        ],
        "46": [
          "B 5 | Beaufort 5", "5 gas-equiv | 5 of gasoline equivalent", "5 light | 5 light",
          "5 nights | 5 nights",
        ],
      ])
  }

  @Test("A range of a CLDR 46 unit: ICU's on ICU 76; each end as number and id on ICU 72")
  func newUnitRanges() throws {
    let en = try MeasurementFormat(locale: "en")
    let range = en.formatRange(3, 5, unit: .beaufort)
    expect(range.string, perCLDR: ["42": "3 beaufort–5 beaufort", "46": "B 3–5"])
    expect(
      en.formatRange(3, 5, unit: .night).string,
      perCLDR: ["42": "3 night–5 night", "46": "3–5 nights"])
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
