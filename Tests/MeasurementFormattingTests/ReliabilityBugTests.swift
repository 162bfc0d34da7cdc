import Foundation
import Testing

@testable import MeasurementFormatting

// Wrong results found by fuzzing (Fuzz/, issue 7) in code outside the reliability
// work. Each test states the right result; it is disabled until the bug is fixed, so
// that the suite stays green. Fuzz/Sources/FuzzSupport/KnownIssues.swift lets the
// fuzzers skip these cases meanwhile — remove its entry when enabling a test here.

@Suite("Reliability: bugs found by fuzzing (disabled until fixed)")
struct ReliabilityBugTests {
  @Test(
    "A measurement is never shown without its number",
    .disabled(
      "bug: the number is dropped — ICU 72 uses CLDR's number-less singular/dual forms (he 'שעה', 1 hour) for values that are not 1 (Hebrew 'one' covers 0.5 and, read from the last 18 digits, 1e20.0), da's 'kilometer i timen' for 1.5, and drops the number of every value for some compound units (ar kilogram-meter, he hour-ampere); MeasurementFormat+Format.swift retries only wide → abbreviated"
    ),
    arguments: [
      ("he", UnitWidth.abbreviated, 0.5, "hour", 0, "0.5"),
      ("he", .wide, 0.5, "microgram", 0, "0.5"),
      ("he", .narrow, 0.25, "minute", 0, "0.25"),
      ("he", .wide, 1e20, "hour", 1, "100,000,000,000,000,000,000.0"),
      ("da", .wide, 1.5, "kilometer-per-hour", 0, "1,5"),
      ("ar", .abbreviated, 5, "kilogram-meter", 0, "٥"),
      ("ar", .wide, 5, "kilogram-meter-per-square-second", 0, "٥"),
      ("he", .abbreviated, 3, "hour-ampere", 0, "3"),
      ("he", .narrow, 3, "second-ampere", 0, "3"),
    ])
  func numberKept(
    locale: String, width: UnitWidth, value: Double, unit: String, fractionDigits: Int,
    number: String
  ) throws {
    let options =
      fractionDigits > 0
      ? try NumberOptions(fractionDigits: fractionDigits...fractionDigits) : NumberOptions()
    let f = try MeasurementFormat(width: width, locale: locale, number: options)
      .format(value, unit: try MeasureUnit(unit))
    #expect(f.string.contains(number))
    #expect(f.runs.contains { $0.part == .value })
  }

  @Test(
    "string() is format().string",
    .disabled(
      "bug: string() differs from format() — string(_:unit:) skips the wide → abbreviated retry that format(_:unit:) makes for compound units ICU 72 writes without their number at full width: ar 2.5 hour-ampere → 'ساعة⋅أمبير'"
    ))
  func stringMatchesFormat() throws {
    let f = try MeasurementFormat(width: .wide, locale: "ar")
    let unit = try MeasureUnit("hour-ampere")
    #expect(f.format(2.5, unit: unit).string == "٢٫٥ س⋅أمبير")
    #expect(f.string(2.5, unit: unit) == "٢٫٥ س⋅أمبير")
  }

  @Test(
    "A custom unit keeps its number where the locale's singular and dual have none",
    .disabled(
      "bug: custom unit loses its number — formatCustom takes the ar pattern for 'meter' at the same value, which for 1 and 2 is 'متر'/'متران' without a number, then swaps the unit: 2 gradians → 'grad', and an empty symbol → ''"
    ))
  func customNumberKept() throws {
    let ar = try MeasurementFormat(locale: "ar")
    #expect(ar.format(Measurement(value: 2, unit: UnitAngle.gradians)).string == "٢ grad")
    #expect(ar.format(1, unit: MeasureUnit(customSymbol: "smoot")).string == "١ smoot")
    let empty = ar.format(1, unit: MeasureUnit(customSymbol: ""))
    #expect(empty.runs.contains { $0.part == .value })
  }

  @Test(
    "Range field positions stay inside the text",
    .disabled(
      "bug: range field positions past the end — ICU 72 drops both numbers of an ar compound-unit range and still reports their field positions; with compact notation and a tiny value they lie far past the text and MeasfmtICUBridge.cpp addSpan() reads map[begin]/map[end] out of bounds (AddressSanitizer: stack-buffer-overflow, aborts `swift test --sanitize=address`)"
    ))
  func rangePositions() throws {
    var options = NumberOptions()
    options.notation = .compactLong
    let f = try MeasurementFormat(width: .wide, locale: "ar", number: options)
      .formatRange(7.7e-304, 1, unit: try MeasureUnit("kilogram-meter"))
    #expect(f.runs.contains { $0.part == .value && $0.source == .startRange })
    #expect(f.runs.contains { $0.part == .value && $0.source == .endRange })
  }

  @Test(
    "An unknown numbering system is ignored, as ECMA-402 does",
    .disabled(
      "bug: en-u-nu-bogus is accepted but ICU refuses every skeleton for it, so every format is the fallback '1234.5 kilometer' (no grouping, the CLDR id as unit)"
    ),
    arguments: ["en-u-nu-bogus", "en@numbers=bogus"])
  func bogusNumberingSystem(locale: String) throws {
    let f = try MeasurementFormat(locale: locale)
    #expect(f.format(1234.5, unit: .kilometer).string == "1,234.5 km")
  }

  @Test(
    "A decimal beyond ICU's exponent range is formatted like the Double it is",
    .disabled(
      "bug: format(decimal: \"1e99999999999\") falls back to the static fallback: '∞ kilometer' (CLDR id instead of the localized unit)"
    ))
  func decimalOverflow() throws {
    let en = try MeasurementFormat(locale: "en")
    #expect(try en.format(decimal: "1e99999999999", unit: .kilometer).string == "∞ km")
  }

  @Test(
    "A mixed unit of different quantities is rejected",
    .disabled(
      "bug: MeasureUnit(\"meter-and-kilogram\") is accepted (ICU parses it) and formats as the fallback '2.5 meter-and-kilogram'"
    ))
  func mixedQuantities() {
    #expect(throws: MeasurementFormatError.self) { try MeasureUnit("meter-and-kilogram") }
  }

  @Test(
    "Converting the largest double to a smaller unit does not overflow",
    .disabled(
      "bug: UnitConversion multiplies by the source factor first (km → m) and overflows to ∞ although the result, 1.1e308 mi, is finite"
    ))
  func conversionOverflow() throws {
    let en = try MeasurementFormat(locale: "en")
    let f = try en.format(.greatestFiniteMagnitude, unit: .kilometer, convertedTo: .mile)
    #expect(f.string.hasPrefix("111,703,472,648,626,7"))
  }
}
