import Foundation
import MeasfmtTestSupport
import MeasurementFormatStyle
import Testing

/// Apple's `Measurement<UnitInformationStorage>.FormatStyle.ByteCount` and
/// `Unit…(forLocale:usage:)` on Linux, with Apple's documented values.
@Suite("Apple's API: ByteCount, Unit…(forLocale:usage:), no clash with Foundation's styles")
struct AppleByteCountAndUnitTests {
  static let enUS = Locale(identifier: "en_US")

  @Test("ByteCount: Apple's documented examples")
  func byteCount() {
    // Apple's documentation of .byteCount(style:…): 1024 bytes, .memory → "1 kB".
    let kilobyte = Measurement(value: 1024, unit: UnitInformationStorage.bytes)
    #expect(kilobyte.formatted(.byteCount(style: .memory).locale(Self.enUS)) == "1 kB")
    // Apple's documentation of ByteCount: with the actual byte count.
    let style = Measurement<UnitInformationStorage>.FormatStyle.ByteCount(
      style: .memory, allowedUnits: .kb, spellsOutZero: true, includesActualByteCount: true,
      locale: Self.enUS)
    #expect(style.format(kilobyte) == "1 kB (1,024 bytes)")
    // Apple's documentation of format(_:): 0…65536 bytes in kB.
    let kb = Measurement<UnitInformationStorage>.FormatStyle.ByteCount(
      style: .memory, allowedUnits: [.kb], spellsOutZero: true, includesActualByteCount: false,
      locale: Self.enUS)
    let sizes = [0.0, 1024, 2048, 4096, 8192, 16384, 32768, 65536].map {
      kb.format(Measurement(value: $0, unit: .bytes))
    }
    #expect(sizes == ["Zero kB", "1 kB", "2 kB", "4 kB", "8 kB", "16 kB", "32 kB", "64 kB"])
    #expect(style.style == .memory && style.allowedUnits == .kb && style.includesActualByteCount)
  }

  @Test("ByteCount converts to whole bytes: megabytes, bits")
  func byteCountConverts() {
    let us = Self.enUS
    #expect(
      Measurement(value: 1.5, unit: UnitInformationStorage.megabytes)
        .formatted(.byteCount(style: .file).locale(us)) == "1.5 MB")
    #expect(
      Measurement(value: 8, unit: UnitInformationStorage.bits)
        .formatted(.byteCount(style: .file).locale(us)) == "1 byte")
    #expect(
      Measurement(value: 2, unit: UnitInformationStorage.gibibytes)
        .formatted(.byteCount(style: .binary).locale(us)) == "2 GB")
    // Beyond Int64: clamped to Int64.max bytes, 9.22 EB, which Foundation writes in PB.
    #expect(
      Measurement(value: 1, unit: UnitInformationStorage.yottabytes)
        .formatted(.byteCount(style: .file).locale(us)) == "9,223.37 PB")
  }

  @Test("ByteCount.attributed carries Foundation's byteCount attribute")
  func byteCountAttributed() {
    let text = Measurement(value: 1024, unit: UnitInformationStorage.bytes)
      .formatted(.byteCount(style: .memory).locale(Self.enUS).attributed)
    #expect(String(text.characters) == "1 kB")
    #expect(text.runs.map(\.byteCount) == [.value, nil, .unit(.kb)])
  }

  @Test("Unit…(forLocale:usage:): Apple's printed values (ja_JP, en_US) and CLDR's")
  func forLocale() {
    let ja = Locale(identifier: "ja_JP")
    let us = Self.enUS
    let gb = Locale(identifier: "en_GB")
    // Printed on iOS 16: m / ft, road km / mi, focal length mm / mm.
    #expect(UnitLength(forLocale: ja) == .meters)
    #expect(UnitLength(forLocale: us) == .feet)
    #expect(UnitLength(forLocale: ja, usage: .road) == .kilometers)
    #expect(UnitLength(forLocale: us, usage: .road) == .miles)
    #expect(UnitLength(forLocale: ja, usage: .focalLength) == .millimeters)
    #expect(UnitLength(forLocale: us, usage: .focalLength) == .millimeters)
    #expect(UnitLength(forLocale: us, usage: .personHeight) == .feet)
    #expect(UnitTemperature(forLocale: us) == .fahrenheit)
    #expect(UnitTemperature(forLocale: gb, usage: .weather) == .celsius)
    #expect(UnitMass(forLocale: us) == .pounds)
    #expect(UnitMass(forLocale: gb, usage: .personWeight) == .stones)
    #expect(UnitMass(forLocale: ja) == .kilograms)
    #expect(UnitVolume(forLocale: us, usage: .liquid) == .gallons)
    #expect(UnitVolume(forLocale: gb, usage: .liquid) == .imperialGallons)
    #expect(UnitVolume(forLocale: ja, usage: .liquid) == .liters)
    #expect(UnitSpeed(forLocale: gb) == .milesPerHour)
    // CLDR 46 gave the UK's wind miles per hour.
    expect(
      UnitSpeed(forLocale: gb, usage: .wind).symbol,
      perCLDR: ["42": "km/h", "46": "mph", "48": "mph"])
    #expect(UnitEnergy(forLocale: us, usage: .food) == .kilocalories)
    #expect(UnitPressure(forLocale: us, usage: .barometric) == .inchesOfMercury)
    #expect(
      UnitPressure(forLocale: Locale(identifier: "de_DE"), usage: .barometric) == .hectopascals)
  }

  @Test("No clash: Foundation's Duration and Int64 byte-count styles format as Foundation does")
  func noClash() {
    #expect(Int64(1_500_000).formatted(.byteCount(style: .file)) == "1.5 MB")
    #expect(
      Duration.seconds(90).formatted(.units(allowed: [.minutes, .seconds], width: .wide))
        == "1 minute, 30 seconds")
    #expect(
      Measurement(value: 5, unit: UnitLength.kilometers)
        .formatted(.measurement(width: .wide, usage: .asProvided).locale(Self.enUS))
        == "5 kilometers")
  }
}
