import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

@Suite("The built-in unit list")
struct UnitCatalogTests {
  @Test("ICU's measurement units, each once, every one with a quantity; no currencies")
  func builtIn() {
    let all = MeasureUnit.builtIn
    expect(all.count, perCLDR: ["42": 186, "46": 190, "48": 232])
    #expect(Set(all.map(\.identifier)).count == all.count)
    #expect(all.allSatisfy { $0.quantity != nil && !$0.isMixed && !$0.isCustom })
    #expect(!all.contains { $0.identifier == "usd" || $0.identifier == "generic" })
    // The quantities are ICU's unit types; ICU 78 adds "magnetic".
    let quantities = Set(all.compactMap(\.quantity))
    #expect(quantities.isSubset(of: UnitCatalog.types))
    expect(quantities.count, perCLDR: ["42": 21, "46": 21, "48": 22])
    #expect(quantities.isSuperset(of: ["length", "mass", "speed", "temperature", "concentr"]))
  }

  @Test("Ids ICU lists that are factors, not units (ofhg, ofglucose), are left out")
  func factorsOnly() throws {
    let listed = Set(UnitCatalog.listed.map(\.id))
    let left = listed.subtracting(MeasureUnit.builtIn.map(\.identifier))
    expect(left, perCLDR: ["42": [], "46": [], "48": ["ofglucose", "ofhg"]])
    let builtIn = MeasureUnit.builtIn
    for id in left {
      // What the rule says, checked with the public API: a factor of a built-in unit
      // that converts to none.
      let unit = try MeasureUnit(id)
      #expect(unit.quantity == nil)
      #expect(!builtIn.contains { unit.isConvertible(to: $0) }, "\(id)")
      #expect(builtIn.contains { "-\($0.identifier)-".contains("-\(id)-") }, "\(id)")
    }
    // The rule on units of its own choosing, the same on every ICU (each has CLDR
    // conversion data for ofhg): a factor alone in its quantity goes, others stay.
    let units = ["meter", "meter-per-second", "inch", "inch-ofhg", "ofhg", "volt", "bar"].map {
      UnitCatalog.Entry(type: "", subtype: $0, id: $0, icuID: $0)
    }
    #expect(UnitCatalog.factorsOnly(of: units) == ["ofhg"])
    #expect(UnitCatalog.factorsOnly(of: Array(units.prefix(4))) == [])
  }

  @Test("Units of one quantity, in ICU's order: by ICU's name for them")
  func byQuantity() {
    let ids = { (quantity: String) in
      MeasureUnit.builtIn.filter { $0.quantity == quantity }.map(\.identifier)
    }
    for quantity in Set(MeasureUnit.builtIn.compactMap(\.quantity)) {
      // ICU 72 and 76 call part-per-1e6 "permillion", after "permille".
      let subtypes = UnitCatalog.available.filter { $0.type == quantity }.map(\.subtype)
      #expect(subtypes == subtypes.sorted(), "\(quantity)")
    }
    // Units every CLDR version has, and how many there are: CLDR 46 adds beaufort and
    // light-speed, CLDR 48 rankine and nine lengths (chain, rod and Japan's).
    #expect(ids("speed").contains("kilometer-per-hour") && ids("speed").contains("knot"))
    #expect(ids("temperature").starts(with: ["celsius", "fahrenheit", "kelvin"]))
    #expect(ids("length").contains("meter") && ids("length").contains("light-year"))
    expect(ids("speed").count, perCLDR: ["42": 4, "46": 6, "48": 6])
    expect(ids("temperature").count, perCLDR: ["42": 3, "46": 3, "48": 4])
    expect(ids("length").count, perCLDR: ["42": 22, "46": 22, "48": 31])
    // The units of one quantity convert to each other, for these three.
    for quantity in ["speed", "temperature", "length"] {
      let units = MeasureUnit.builtIn.filter { $0.quantity == quantity }
      for unit in units {
        #expect(units.allSatisfy { unit.isConvertible(to: $0) }, "\(unit.identifier)")
      }
    }
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
    expect(all.count, perCLDR: ["42": 805, "46": 869, "48": 906])
    #expect(Set(all).count == all.count)
    #expect(all.contains("de-CH") && all.contains("sr-Latn-BA") && all.contains("ar-SA"))
    #expect(!all.contains { $0.contains("_") })
    for locale in all {
      #expect((try? MeasurementFormat(locale: locale)) != nil, "\(locale)")
    }
  }
}
