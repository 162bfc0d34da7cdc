import Testing

@testable import MeasurementFormatting

@Suite("Package layout")
struct PackageLayoutTests {
  @Test("The CLI tests link against the library and the system ICU 72")
  func linksICU() {
    #expect(ICUInfo.icuVersion.hasPrefix("72."))
  }
}
