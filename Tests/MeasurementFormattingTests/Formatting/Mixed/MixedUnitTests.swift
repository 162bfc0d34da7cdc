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

  // Units in any order, as ICU formats them (its text on ICU 72, 76 and 78, through
  // measfmt-icu-probe: "10.28556 inches, 4 yards, 0 feet"): the value is in the largest
  // unit, the components are written in the identifier's order.
  @Test("Any order: read in the largest unit, written in the identifier's order")
  func anyOrder() throws {
    let wide = try MeasurementFormat(width: .wide, locale: "en")
    let inches = wide.format(4.28571, unit: try MeasureUnit("inch-and-yard-and-foot"))
    #expect(inches.string == "10.28556 inches, 4 yards, 0 feet")
    #expect(
      tags(inches) == [
        "10/value/integer#0", "./value/decimal#0", "28556/value/fraction#0", " /whitespace#0",
        "inches/unit#0", ",/literal", " /whitespace", "4/value/integer#1", " /whitespace#1",
        "yards/unit#1", ",/literal", " /whitespace", "0/value/integer#2", " /whitespace#2",
        "feet/unit#2",
      ])
    #expect(inches.output.map(\.unit) == ["inch", "yard", "foot"])
    #expect(inches.output.map(\.value)[1...] == [4, 0])
    #expect(abs(inches.output[0].value - 10.28556) < 1e-9)
    #expect(
      wide.format(4.28571, unit: try MeasureUnit("gram-and-kilogram")).string
        == "285.71 grams, 4 kilograms")
    let en = try MeasurementFormat(locale: "en")
    #expect(en.format(5.5, unit: try MeasureUnit("inch-and-foot")).string == "6 in, 5 ft")
    // The sign on the component written first, the smallest here.
    #expect(en.format(-5.5, unit: try MeasureUnit("inch-and-foot")).string == "-6 in, 5 ft")
    #expect(
      try MeasurementFormat(width: .narrow, locale: "en").format(
        1.5, unit: try MeasureUnit("second-and-minute-and-hour")
      ).string == "0s 30m 1h")
    #expect(
      try MeasurementFormat(locale: "fr").format(1.8, unit: try MeasureUnit("centimeter-and-meter"))
        .string == "80\u{202F}cm et 1\u{202F}m")
    // The carry goes to the larger unit wherever it is written.
    let whole = try MeasurementFormat(
      locale: "en", number: NumberOptions(precision: .fractionDigits(0...0)))
    #expect(whole.format(5.99, unit: try MeasureUnit("inch-and-foot")).string == "0 in, 6 ft")
  }

  @Test("Notation on the smallest component, as ICU applies it (carrying first)")
  func notation() throws {
    func format(
      _ value: Double, _ unit: String, _ notation: NumberOptions.Notation,
      width: UnitWidth = .abbreviated, precision: NumberOptions.Precision? = nil
    ) throws -> String {
      try MeasurementFormat(
        width: width, locale: "en", number: NumberOptions(precision: precision, notation: notation)
      ).format(value, unit: try MeasureUnit(unit)).string
    }
    #expect(try format(3.65, "yard-and-foot-and-inch", .scientific) == "3 yd, 1 ft, 1.14E1 in")
    #expect(try format(3.65, "yard-and-foot-and-inch", .engineering) == "3 yd, 1 ft, 11.4E0 in")
    #expect(try format(5, "foot-and-inch", .scientific) == "5 ft, 0E0 in")
    #expect(try format(1.6, "ton-and-pound", .compactShort) == "1 tn, 1.2K lb")
    #expect(try format(1.6, "pound-and-ton", .compactShort) == "1.2K lb, 1 tn")
    #expect(
      try format(1.6, "ton-and-pound", .compactLong, width: .wide)
        == "1 ton, 1.2 thousand pounds")
    // 11.988 in to two significant digits is 12 in: a foot.
    #expect(
      try format(5.999, "foot-and-inch", .scientific, precision: .significantDigits(2...2))
        == "6 ft, 0.0E0 in")
    let parts = try MeasurementFormat(
      locale: "en", number: NumberOptions(notation: .scientific)
    ).format(3.65, unit: try MeasureUnit("yard-and-foot-and-inch"))
    #expect(
      tags(parts).suffix(7) == [
        "1/value/integer#2", "./value/decimal#2", "14/value/fraction#2",
        "E/value/exponentSeparator#2", "1/value/exponentInteger#2", " /whitespace#2",
        "in/unit#2",
      ])
  }

  @Test("Notation and digits in a usage's mixed output (ICU: 5 ft, 6.9E0 in)")
  func notationWithUsage() throws {
    let height = try MeasurementFormat(
      locale: "en-US", number: NumberOptions(notation: .scientific), usage: .personHeight)
    #expect(height.format(170, unit: .centimeter).string == "5 ft, 6.9E0 in")
    let person = try MeasurementFormat(
      locale: "en-GB", number: NumberOptions(notation: .scientific), usage: .person)
    #expect(person.format(70.3, unit: .kilogram).string == "11 st, 9.8E-1 lb")
    let digits = try MeasurementFormat(
      locale: "en-US", number: NumberOptions(precision: .significantDigits(3...3)),
      usage: .personHeight)
    #expect(digits.format(170, unit: .centimeter).string == "5 ft, 6.93 in")
    let up = try MeasurementFormat(
      locale: "en-US", number: NumberOptions(roundingMode: .up), usage: .personHeight)
    #expect(up.format(170, unit: .centimeter).string == "5 ft, 7 in")
  }

  @Test("Ranges and conversions of mixed units in any order")
  func rangesAndConversions() throws {
    let en = try MeasurementFormat(locale: "en")
    let inchAndFoot = try MeasureUnit("inch-and-foot")
    #expect(en.formatRange(5.5, 6.25, unit: inchAndFoot).string == "6 in, 5 ft – 3 in, 6 ft")
    #expect(try en.format(5.5, unit: .foot, convertedTo: inchAndFoot).string == "6 in, 5 ft")
    #expect(try MeasureUnit.meter.convert(1.5, to: MeasureUnit("centimeter-and-meter")) == 1.5)
    #expect(try MeasureUnit("inch-and-foot").convert(1, to: .inch) == 12)
    let scientific = try MeasurementFormat(
      locale: "en", number: NumberOptions(notation: .scientific))
    #expect(
      scientific.formatRange(5.5, 6.25, unit: .footAndInch).string
        == "5 ft, 6E0 in – 6 ft, 3E0 in")
  }
}
