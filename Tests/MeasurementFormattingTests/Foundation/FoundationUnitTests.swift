import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

@Suite("Foundation units", .tags(.concurrency))
struct FoundationUnitTests {
  @Test("Every Foundation unit maps to a CLDR unit ICU accepts, except the eight CLDR lacks")
  func mapping() {
    #expect(allFoundationUnits.count == 202)
    for (name, unit) in allFoundationUnits {
      let measureUnit = MeasureUnit(unit)
      if foundationUnitsWithoutCLDR.contains(name) {
        #expect(measureUnit.isCustom, "\(name)")
        #expect(measureUnit.customSymbol == unit.symbol, "\(name)")
      } else {
        #expect(!measureUnit.isCustom, "\(name) has no CLDR id")
        // The id is ICU's canonical form of itself.
        #expect(
          (try? MeasureUnit(measureUnit.identifier))?.identifier == measureUnit.identifier,
          "\(name) \(measureUnit.identifier) → \(String(describing: try? MeasureUnit(measureUnit.identifier)))"
        )
      }
    }
  }

  @Test("Some mappings spelled out")
  func someMappings() {
    #expect(MeasureUnit(UnitSpeed.kilometersPerHour).identifier == "kilometer-per-hour")
    #expect(MeasureUnit(UnitMass.metricTons).identifier == "tonne")
    #expect(MeasureUnit(UnitLength.decameters).identifier == "dekameter")
    #expect(MeasureUnit(UnitPressure.newtonsPerMetersSquared).identifier == "pascal")
    #expect(MeasureUnit(UnitFuelEfficiency.milesPerGallon).identifier == "mile-per-gallon")
    #expect(
      MeasureUnit(UnitFuelEfficiency.milesPerImperialGallon).identifier
        == "mile-per-gallon-imperial")
    #expect(MeasureUnit(UnitDispersion.partsPerMillion).identifier == "part-per-1e6")
    #expect(
      MeasureUnit(UnitConcentrationMass.milligramsPerDeciliter).identifier
        == "milligram-ofglucose-per-deciliter")
    #expect(MeasureUnit(UnitVolume.imperialPints).customSymbol == "pt Imperial")
    #expect(MeasureUnit(UnitElectricCharge.milliampereHours).identifier == "hour-milliampere")
  }

  @Test(
    "Every Foundation unit formats in en, de and ar at all three widths",
    arguments: ["en", "de", "ar"])
  func formatsEverywhere(locale: String) throws {
    for width in [UnitWidth.narrow, .abbreviated, .wide] {
      let format = try MeasurementFormat(width: width, locale: locale)
      for (name, unit) in allFoundationUnits {
        let result = format.format(Measurement(value: 2.5, unit: unit))
        #expect(result.runs.contains { $0.part == .value }, "\(name) \(width) \(result.string)")
        #expect(result.runs.contains { $0.part == .unit }, "\(name) \(width)")
        if !foundationUnitsWithoutCLDR.contains(name) {
          // A real CLDR name, not the Foundation symbol pasted into a pattern.
          #expect(result.unit == MeasureUnit(unit).identifier, "\(name)")
        }
      }
    }
  }

  @Test("ICU drops the number of ar full-width product units: the short form is used")
  func arabicCompoundWorkaround() throws {
    let ar = try MeasurementFormat(width: .wide, locale: "ar")
    let result = ar.format(Measurement(value: 2.5, unit: UnitElectricCharge.ampereHours))
    expect(result.string, perCLDR: ["42": "٢٫٥ س⋅أمبير", "46": "2.5 س⋅أمبير", "48": "2.5 س⋅أمبير"])
    // A CLDR form without a number for a simple unit stays: "قدم" is "1 foot".
    #expect(ar.format(1, unit: .foot).string == "قدم")
  }

  @Test("Known strings for a few Foundation units")
  func knownStrings() throws {
    let en = try MeasurementFormat(width: .wide, locale: "en")
    #expect(
      en.format(Measurement(value: 3, unit: UnitInformationStorage.gibibytes)).string
        == "3 gibibytes")
    #expect(
      en.format(Measurement(value: 1, unit: UnitElectricCharge.milliampereHours)).string
        == "1 hour-milliampere")
    let de = try MeasurementFormat(width: .abbreviated, locale: "de")
    #expect(de.format(Measurement(value: 20, unit: UnitTemperature.celsius)).string == "20 °C")
    #expect(
      de.format(Measurement(value: 5.5, unit: UnitFuelEfficiency.litersPer100Kilometers)).string
        == "5,5 L/100 km")
  }
}
