import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

@Suite("Ranges and conversion")
struct RangeAndConversionTests {
  @Test("Ranges carry startRange/endRange/shared in en, de, fr, ja and ar")
  func sources() throws {
    let en = try MeasurementFormat(locale: "en").formatRange(3, 5, unit: .kilometer)
    #expect(
      tags(en) == [
        "3/value/integer@startRange", "–/literal@shared", "5/value/integer@endRange",
        " /whitespace@shared", "km/unit@shared",
      ])
    let de = try MeasurementFormat(locale: "de").formatRange(3.5, 5, unit: .kilometer)
    #expect(de.string == "3,5–5 km")
    let fr = try MeasurementFormat(locale: "fr").formatRange(-3, 5, unit: .celsius)
    #expect(fr.string == "-3 – 5\u{202F}°C")
    #expect(
      tags(fr) == [
        "-/value/minusSign@startRange", "3/value/integer@startRange", " /whitespace@shared",
        "–/literal@shared", " /whitespace@shared", "5/value/integer@endRange",
        "\u{202F}/whitespace@shared", "°C/unit@shared",
      ])
    let ja = try MeasurementFormat(width: .wide, locale: "ja").formatRange(3, 5, unit: .kilometer)
    #expect(
      tags(ja) == [
        "3/value/integer@startRange", "～/literal@shared", "5/value/integer@endRange",
        " /whitespace@shared", "キロメートル/unit@shared",
      ])
    let ar = try MeasurementFormat(locale: "ar").formatRange(3, 5, unit: .kilometer)
    expect(
      tags(ar),
      perCLDR: [
        "42": [
          "٣/value/integer@startRange", "–/literal@shared", "٥/value/integer@endRange",
          " /whitespace@shared", "كم/unit@shared",
        ],
        "46": [
          "3/value/integer@startRange", "–/literal@shared", "5/value/integer@endRange",
          " /whitespace@shared", "كم/unit@shared",
        ],
        "48": [
          "3/value/integer@startRange", "–/literal@shared", "5/value/integer@endRange",
          " /whitespace@shared", "كم/unit@shared",
        ],
      ])
  }

  @Test("~5 km when both ends round the same; reversed ranges stay reversed")
  func approximatelyAndReversed() throws {
    let f = try MeasurementFormat(locale: "en")
    let approx = f.formatRange(5, 5.0000001, unit: .kilometer)
    #expect(
      tags(approx) == [
        "~/value/approximatelySign@shared", "5/value/integer@shared", " /whitespace@shared",
        "km/unit@shared",
      ])
    #expect(f.formatRange(5, 3, unit: .kilometer).string == "5–3 km")
  }

  @Test("Mixed-unit and person-height ranges are built from pieces (ICU 72 aborts or garbles them)")
  func mixedRanges() throws {
    let mixed = try MeasurementFormat(width: .narrow, locale: "en").formatRange(
      5.5, 6, unit: .footAndInch)
    #expect(mixed.string == "5′ 6″ – 6′ 0″")
    #expect(tags(mixed).first == "5/value/integer@startRange#0")
    #expect(tags(mixed).last == "″/unit@endRange#1")
    let height = try MeasurementFormat(locale: "en-US", usage: .personHeight).formatRange(
      1.7, 1.8, unit: .meter)
    // ICU's usage precision: whole numbers with at least two digits (6.93 in → 6.9 in).
    #expect(height.string == "5 ft, 6.9 in – 5 ft, 11 in")
    let metric = try MeasurementFormat(locale: "de-DE", usage: .personHeight).formatRange(
      1.7, 1.8, unit: .meter)
    #expect(metric.string == "170–180 cm")
    #expect(metric.unit == "centimeter")
  }

  @Test("Conversion: known values, temperatures with offsets, reciprocal fuel units")
  func knownConversions() throws {
    #expect(try MeasureUnit.mile.convert(1, to: .kilometer) == 1.609344)
    #expect(try MeasureUnit.foot.convert(1, to: .meter) == 0.3048)
    #expect(try MeasureUnit.pound.convert(1, to: .kilogram) == 0.45359237)
    // Exact: CLDR's rationals, rounded once (ExactConversionTests has more).
    #expect(try MeasureUnit.celsius.convert(100, to: .fahrenheit) == 212)
    #expect(try MeasureUnit.fahrenheit.convert(-40, to: .celsius) == -40)
    #expect(try MeasureUnit.celsius.convert(0, to: MeasureUnit("kelvin")) == 273.15)
    #expect(
      try MeasureUnit("liter-per-100-kilometer").convert(10, to: MeasureUnit("mile-per-gallon"))
        == 23.52145833333333)
    #expect(try MeasureUnit("kilowatt-hour").convert(1, to: MeasureUnit("joule")) == 3_600_000)
    #expect(try MeasureUnit("gallon").convert(1, to: .liter) == 3.785411784)
    let f = try MeasurementFormat(locale: "en")
    #expect(try f.format(5, unit: .kilometer, convertedTo: .mile).string == "3.106856 mi")
    #expect(
      try f.format(1.8, unit: .meter, convertedTo: .footAndInch).string == "5 ft, 10.866142 in")
    #expect(
      try f.formatRange(0, 100, unit: .celsius, convertedTo: .fahrenheit).string == "32–212°F")
  }

  @Test("Incompatible quantities are a clear error")
  func incompatible() throws {
    #expect(throws: MeasurementFormatError.incompatibleUnits("kilometer", "kilogram")) {
      try MeasureUnit.kilometer.convert(1, to: .kilogram)
    }
    #expect(
      String(describing: MeasurementFormatError.incompatibleUnits("kilometer", "kilogram"))
        == "cannot convert 'kilometer' to 'kilogram': they measure different quantities")
  }

  /// Every pair within a quantity converts, and converting back returns the value.
  @Test(
    "Every pair of units converts and round-trips",
    arguments: [
      (
        "length",
        [
          "meter", "kilometer", "centimeter", "millimeter", "micrometer", "nanometer", "mile",
          "yard", "foot", "inch", "nautical-mile", "light-year", "parsec", "astronomical-unit",
          "fathom", "furlong", "mile-scandinavian", "picometer", "decimeter",
        ]
      ),
      (
        "mass",
        [
          "kilogram", "gram", "milligram", "microgram", "tonne", "ton", "pound", "ounce",
          "ounce-troy", "stone", "carat", "grain",
        ]
      ),
      ("temperature", ["celsius", "fahrenheit", "kelvin"]),
      (
        "volume",
        [
          "liter", "milliliter", "centiliter", "deciliter", "hectoliter", "megaliter",
          "cubic-meter", "cubic-centimeter", "cubic-inch", "cubic-foot", "cubic-yard", "gallon",
          "gallon-imperial", "quart", "pint", "cup", "fluid-ounce", "fluid-ounce-imperial",
          "tablespoon", "teaspoon", "barrel", "acre-foot", "bushel", "cup-metric", "pint-metric",
        ]
      ),
      ("speed", ["meter-per-second", "kilometer-per-hour", "mile-per-hour", "knot"]),
      (
        "pressure",
        [
          "pascal", "hectopascal", "kilopascal", "megapascal", "bar", "millibar", "atmosphere",
          "pound-force-per-square-inch", "inch-ofhg", "millimeter-ofhg",
        ]
      ),
    ])
  func everyPair(quantity: String, units: [String]) throws {
    let resolved = try units.map { try MeasureUnit($0) }
    for a in resolved {
      for b in resolved {
        let there = try a.convert(12.5, to: b)
        let back = try b.convert(there, to: a)
        #expect(abs(back - 12.5) < 1e-9 * 12.5, "\(quantity): \(a) → \(b) → \(a)")
        #expect(there.isFinite && there != 0, "\(a) → \(b)")
      }
    }
  }

  // Found by fuzz-format (a stack overflow in the bridge under AddressSanitizer).
  @Test("Range field positions stay inside the text")
  func rangePositions() throws {
    var options = NumberOptions()
    options.notation = .compactLong
    let f = try MeasurementFormat(width: .wide, locale: "ar", number: options)
      .formatRange(7.7e-304, 1, unit: try MeasureUnit("kilogram-meter"))
    #expect(f.runs.contains { $0.part == .value && $0.source == .startRange })
    #expect(f.runs.contains { $0.part == .value && $0.source == .endRange })
  }

  // Found by fuzzing.
  @Test("A mixed unit of different quantities is rejected")
  func mixedQuantities() {
    #expect(throws: MeasurementFormatError.self) { try MeasureUnit("meter-and-kilogram") }
  }

  // Found by fuzzing.
  @Test("Converting the largest double to a smaller unit does not overflow")
  func conversionOverflow() throws {
    let en = try MeasurementFormat(locale: "en")
    let f = try en.format(.greatestFiniteMagnitude, unit: .kilometer, convertedTo: .mile)
    #expect(f.string.hasPrefix("111,703,472,648,626,7"))
  }
}
