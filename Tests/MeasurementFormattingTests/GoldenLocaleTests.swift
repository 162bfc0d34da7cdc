import Foundation
import Testing

@testable import MeasurementFormatting

@Suite("Golden locales (CLDR 42)")
struct GoldenLocaleTests {
  @Test("The golden set covers the required locales")
  func localesPresent() {
    let locales = Set(GoldenFile.all.map(\.locale))
    let required: Set = [
      "en", "en-GB", "de", "de-CH", "fr", "fr-CA", "es", "it", "pt-BR", "ru", "pl", "sv", "ar",
      "ar-EG", "he", "hi", "ja", "zh", "ko", "tr",
    ]
    #expect(required.isSubset(of: locales))
    for file in GoldenFile.all {
      #expect(file.cldr == "42", "\(file.locale)")
      for width in ["narrow", "abbreviated", "wide"] {
        #expect(file.cases.filter { $0.width == width }.count >= 25, "\(file.locale) \(width)")
      }
    }
  }

  @Test("Deliberate deviations from CLDR 42 are few and each still differs from the data")
  func deviations() {
    #expect(GoldenFile.deviations.count == 3)
    let raw = GoldenFile.raw.first { $0.locale == "he" }!.cases
      .filter { $0.value == "0.5" && $0.unit == "second" }.map(\.string)
    // CLDR 42 (and ICU 72) write 0.5 s in Hebrew as "a second".
    #expect(raw == ["שניה", "שנ׳", "שניה"])
  }

  @Test("The ICU in use is the version the goldens hold for")
  func versions() {
    #expect(ICUInfo.icuVersion.hasPrefix("72."))
    #expect(ICUInfo.cldrVersion.hasPrefix("42"))
  }

  @Test("Every case: string and part boundaries", arguments: GoldenFile.all.map(\.locale))
  func golden(locale: String) throws {
    let file = try #require(GoldenFile.all.first { $0.locale == locale })
    for testCase in file.cases {
      let format = try MeasurementFormat(
        width: try #require(UnitWidth(name: testCase.width)), locale: file.locale)
      let value = try #require(Double(testCase.value))
      let result = try format.format(value, unit: testCase.unit)
      let label = "\(locale) \(testCase.value) \(testCase.unit) \(testCase.width)"
      #expect(result.string == testCase.string, "\(label)")
      let parts = result.parts.map { text, run in
        GoldenFile.Part(
          text: String(text), part: run.part.name,
          type: run.part == .value
            ? (run.numberPart?.name ?? "?") : run.part == .unit ? "unit" : "literal")
      }
      #expect(parts == testCase.parts, "\(label)")
    }
  }
}
