import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

@Suite("The built-in unit list")
struct UnitCatalogTests {
  @Test(
    "ICU's measurement units (186 in ICU 72, 190 in ICU 76), grouped by quantity, no currencies")
  func builtIn() {
    let all = MeasureUnit.builtIn
    expect(all.count, perCLDR: ["42": 186, "46": 190])
    #expect(Set(all.map(\.identifier)).count == all.count)
    // ICU 76 adds night (duration), gasoline-energy-density, beaufort and light-speed.
    let added: Set = ["night", "gasoline-energy-density", "beaufort", "light-speed"]
    expect(
      added.intersection(all.map(\.identifier)), perCLDR: ["42": [], "46": added])
    #expect(
      Set(all.compactMap(\.quantity)) == [
        "acceleration", "angle", "area", "concentr", "consumption", "digital", "duration",
        "electric", "energy", "force", "frequency", "graphics", "length", "light", "mass",
        "power", "pressure", "speed", "temperature", "torque", "volume",
      ])
    #expect(all.allSatisfy { $0.quantity != nil && !$0.isMixed && !$0.isCustom })
    #expect(!all.contains { $0.identifier == "usd" || $0.identifier == "generic" })
  }

  @Test("Units of one quantity, in ICU's order")
  func byQuantity() {
    let ids = { (quantity: String) in
      MeasureUnit.builtIn.filter { $0.quantity == quantity }.map(\.identifier)
    }
    expect(
      ids("speed"),
      perCLDR: [
        "42": ["kilometer-per-hour", "knot", "meter-per-second", "mile-per-hour"],
        "46": [
          "beaufort", "kilometer-per-hour", "knot", "light-speed", "meter-per-second",
          "mile-per-hour",
        ],
      ])
    #expect(ids("temperature") == ["celsius", "fahrenheit", "kelvin"])
    #expect(
      ids("length") == [
        "astronomical-unit", "centimeter", "decimeter", "earth-radius", "fathom", "foot",
        "furlong", "inch", "kilometer", "light-year", "meter", "micrometer", "mile",
        "mile-scandinavian", "millimeter", "nanometer", "nautical-mile", "parsec",
        "picometer", "point", "solar-radius", "yard",
      ])
  }

  @Test("Every built-in unit parses back to itself and formats with its number")
  func roundTrip() throws {
    let format = try MeasurementFormat(locale: "en")
    for unit in MeasureUnit.builtIn {
      #expect(try MeasureUnit(unit.identifier) == unit)
      let formatted = format.format(3.5, unit: unit)
      #expect(formatted.string.contains("3.5"), "\(unit.identifier)")
      #expect(formatted.runs.contains { $0.part == .unit }, "\(unit.identifier)")
    }
  }

  @Test("quantity: built-in units only")
  func quantity() throws {
    #expect(MeasureUnit.kilometer.quantity == "length")
    #expect(try MeasureUnit("length-kilometer").quantity == "length")
    #expect(try MeasureUnit("kilometer-per-hour").quantity == "speed")
    #expect(try MeasureUnit("liter-per-100-kilometer").quantity == "consumption")
    #expect(try MeasureUnit("kilogram-meter").quantity == nil)
    #expect(MeasureUnit.footAndInch.quantity == nil)
    #expect(MeasureUnit(customSymbol: "smoot").quantity == nil)
  }
}

@Suite("The locale list")
struct LocaleListTests {
  @Test("ICUInfo.availableLocales: ICU's locales as BCP 47 tags, each usable")
  func availableLocales() throws {
    let all = ICUInfo.availableLocales
    expect(all.count, perCLDR: ["42": 805, "46": 869])
    #expect(Set(all).count == all.count)
    #expect(all.contains("de-CH") && all.contains("sr-Latn-BA") && all.contains("ar-SA"))
    #expect(!all.contains { $0.contains("_") })
    for locale in all {
      #expect((try? MeasurementFormat(locale: locale)) != nil, "\(locale)")
    }
  }
}
