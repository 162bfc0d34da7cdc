import Foundation
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

@Suite("Mixed units")
struct MixedUnitTests {
  @Test("Every component's value and unit are tagged, separators are literal, at all widths")
  func widths() throws {
    let narrow = try MeasurementFormat(width: .narrow, locale: "en").format(5.5, unit: .footAndInch)
    #expect(narrow.string == "5′ 6″")
    #expect(
      tags(narrow) == [
        "5/value/integer#0", "′/unit#0", " /whitespace", "6/value/integer#1", "″/unit#1",
      ])
    let short = try MeasurementFormat(width: .abbreviated, locale: "en").format(
      5.5, unit: .footAndInch)
    #expect(short.string == "5 ft, 6 in")
    let wide = try MeasurementFormat(width: .wide, locale: "en").format(5.5, unit: .footAndInch)
    #expect(
      tags(wide) == [
        "5/value/integer#0", " /whitespace#0", "feet/unit#0", ",/literal", " /whitespace",
        "6/value/integer#1", " /whitespace#1", "inches/unit#1",
      ])
    #expect(wide.output == [.init(unit: "foot", value: 5), .init(unit: "inch", value: 6)])
  }

  @Test("Carry: 5.999 ft with whole inches is 6 ft, 0 in, never 5 ft, 12 in")
  func carry() throws {
    let f = try MeasurementFormat(
      locale: "en", number: NumberOptions(precision: .fractionDigits(0...0)))
    let result = f.format(5.999, unit: .footAndInch)
    #expect(result.string == "6 ft, 0 in")
    #expect(result.output == [.init(unit: "foot", value: 6), .init(unit: "inch", value: 0)])
    let hours = try MeasurementFormat(
      locale: "en", number: NumberOptions(precision: .fractionDigits(0...0)))
    #expect(try hours.format(1.9999, unit: "hour-and-minute").string == "2 hr, 0 min")
  }

  @Test("Negative values sign only the first component")
  func negative() throws {
    let f = try MeasurementFormat(width: .wide, locale: "en")
    let result = f.format(-5.5, unit: .footAndInch)
    #expect(result.string == "-5 feet, 6 inches")
    #expect(tags(result).filter { $0.contains("minusSign") } == ["-/value/minusSign#0"])
    #expect(f.format(-0.5, unit: .footAndInch).string == "-0 feet, 6 inches")
  }

  @Test("Other mixed units and locales")
  func others() throws {
    #expect(
      try MeasurementFormat(width: .wide, locale: "de").format(1.5, unit: "hour-and-minute").string
        == "1 Stunde, 30 Minuten")
    #expect(
      try MeasurementFormat(locale: "fr").format(1.8, unit: "meter-and-centimeter").string
        == "1\u{202F}m et 80\u{202F}cm")
    #expect(
      try MeasurementFormat(width: .wide, locale: "en-GB").format(11.5, unit: "stone-and-pound")
        .string == "11 stone, 7 pounds")
    #expect(
      try MeasurementFormat(locale: "en").format(2.25, unit: "pound-and-ounce").string
        == "2 lb, 4 oz")
    let angle = try MeasurementFormat(width: .narrow, locale: "en").format(
      12.3456, unit: "degree-and-arcminute-and-arcsecond")
    #expect(angle.string == "12° 20′ 44.16″")
    #expect(angle.output.map(\.unit) == ["degree", "arc-minute", "arc-second"])
  }

  @Test("Number options apply to the last component; higher ones are whole")
  func options() throws {
    let f = try MeasurementFormat(
      locale: "en", number: NumberOptions(precision: .fractionDigits(2...2)))
    #expect(f.format(5.5, unit: .footAndInch).string == "5 ft, 6.00 in")
  }
}
