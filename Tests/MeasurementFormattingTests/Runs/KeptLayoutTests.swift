import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// The runs a formatter keeps by the shape of a text (`mf_number_format_runs`): a text of
/// a shape seen before takes the runs built for it, and they are the runs ICU's fields
/// give, value after value.
@Suite("Kept layouts: texts of one shape, one set of runs", .tags(.concurrency))
struct KeptLayoutTests {
  static func tags(_ f: FormattedMeasurement) -> [String] {
    InPlaceFormattingTests.tags(f)
  }

  @Test("Values of one shape after another: each its own digits, the runs written out")
  func sameShape() throws {
    let en = try MeasurementFormat(locale: "en")
    // A format of its own, so that these are its first texts.
    let en3 = try MeasurementFormat(locale: "en", number: NumberOptions(grouping: .always))
    for format in [en, en3] {
      let first = format.format(1234.5, unit: .kilometer)
      let second = format.format(9876.5, unit: .kilometer)
      #expect(first.string == "1,234.5 km")
      #expect(second.string == "9,876.5 km")
      #expect(
        Self.tags(second) == [
          "9/value/integer", ",/value/group", "876/value/integer", "./value/decimal",
          "5/value/fraction", " /whitespace", "km/unit",
        ])
    }
    let de = try MeasurementFormat(locale: "de")
    var result = FormattedMeasurement()
    for (value, text, tags) in [
      (
        1234.5, "1.234,5 km",
        [
          "1/value/integer", "./value/group", "234/value/integer", ",/value/decimal",
          "5/value/fraction", " /whitespace", "km/unit",
        ]
      ),
      (
        9876.5, "9.876,5 km",
        [
          "9/value/integer", "./value/group", "876/value/integer", ",/value/decimal",
          "5/value/fraction", " /whitespace", "km/unit",
        ]
      ),
      (-3, "-3 km", ["-/value/minusSign", "3/value/integer", " /whitespace", "km/unit"]),
      (-8, "-8 km", ["-/value/minusSign", "8/value/integer", " /whitespace", "km/unit"]),
    ] {
      de.format(value, unit: .kilometer, into: &result)
      #expect(result.string == text)
      #expect(Self.tags(result) == tags)
    }
  }

  @Test("Plural forms and forms without a number: one shape each, never another's runs")
  func pluralForms() throws {
    let wide = try MeasurementFormat(width: .wide, locale: "en")
    #expect(
      Self.tags(wide.format(1, unit: .kilometer)) == [
        "1/value/integer", " /whitespace", "kilometer/unit",
      ])
    #expect(
      Self.tags(wide.format(7, unit: .kilometer))
        == ["7/value/integer", " /whitespace", "kilometers/unit"])
    #expect(
      Self.tags(wide.format(2, unit: .kilometer))
        == ["2/value/integer", " /whitespace", "kilometers/unit"])
    // Hebrew says 2 hours (and in CLDR 42, 1 hour) without a number: such texts have no
    // digit to fold.
    let he = try MeasurementFormat(width: .wide, locale: "he")
    let withNumber = ["1/value/integer", " /whitespace", "שעה/unit"]
    if let one = ICUInUse.value(
      ["42": ["שעה/unit"], "46": withNumber, "48": withNumber], "he wide 1 hour")
    {
      #expect(Self.tags(he.format(1, unit: .hour)) == one)
    }
    #expect(Self.tags(he.format(2, unit: .hour)) == ["שעתיים/unit"])
    #expect(
      Self.tags(he.format(3, unit: .hour)) == ["3/value/integer", " /whitespace", "שעות/unit"])
    #expect(
      Self.tags(he.format(4, unit: .hour)) == ["4/value/integer", " /whitespace", "שעות/unit"])
  }

  @Test("Other scripts' digits fold to their own zero; a digit of the unit stays the unit's")
  func otherDigits() throws {
    let arEG = try MeasurementFormat(locale: "ar-EG")
    #expect(
      Self.tags(arEG.format(-7, unit: .kilometer)) == [
        "\u{061C}/literal", "-/value/minusSign", "٧/value/integer", " /whitespace", "كم/unit",
      ])
    #expect(
      Self.tags(arEG.format(-3, unit: .kilometer)) == [
        "\u{061C}/literal", "-/value/minusSign", "٣/value/integer", " /whitespace", "كم/unit",
      ])
    // zh-Hant writes decades "{0}0 年" (CLDR 42): the 0 after the number is the unit's.
    let zh = try MeasurementFormat(locale: "zh-Hant")
    let decade = try MeasureUnit("decade")
    if let unit = ICUInUse.value(["42": "0 年", "46": "0 年", "48": "0 年"], "zh-Hant decade") {
      for value in [2.0, 3, 25, 31] {
        #expect(
          Self.tags(zh.format(value, unit: decade)) == [
            "\(Int(value))/value/integer", "\(unit)/unit",
          ])
      }
    }
    // Percent is the unit of `percent`: one shape, and its sign tagged as the unit.
    let de = try MeasurementFormat(locale: "de")
    #expect(
      Self.tags(de.format(50, unit: .percent)) == [
        "50/value/integer", "\u{00A0}/whitespace", "%/unit",
      ])
    #expect(
      Self.tags(de.format(75, unit: .percent)) == [
        "75/value/integer", "\u{00A0}/whitespace", "%/unit",
      ])
  }

  @Test("Past the kept shapes: a hundred shapes in one format, each still its own runs")
  func manyShapes() throws {
    let format = try MeasurementFormat(locale: "en", number: NumberOptions(grouping: .never))
    // 1, 12, 123, … with 0 to 6 fraction digits: 105 shapes, more than a formatter keeps.
    var cases: [(Double, String)] = []
    for digits in 1...15 {
      for fraction in 0...6 {
        var integer = ""
        for d in 0..<digits { integer += String((d % 9) + 1) }
        let text = fraction == 0 ? integer : integer + "." + String(repeating: "5", count: fraction)
        cases.append((Double(text)!, text))
      }
    }
    var checked = 0
    for _ in 0..<2 {
      for (value, text) in cases {
        let result = format.format(value, unit: .meter)
        // Written independently of the code: the digits before the point are the integer,
        // after it the fraction.
        var expected = ["\(text.prefix { $0 != "." })/value/integer"]
        if let point = text.firstIndex(of: ".") {
          expected += ["./value/decimal", "\(text[text.index(after: point)...])/value/fraction"]
        }
        expected += [" /whitespace", "m/unit"]
        guard result.string.hasPrefix(text) && result.string.count == text.count + 2 else {
          continue  // past 15 significant digits the Double is not the text (1234567891234.56)
        }
        #expect(Self.tags(result) == expected, "\(text)")
        checked += 1
      }
    }
    #expect(checked >= 2 * 90)
  }

  @Test("A text of more runs than the first buffers hold: read again with room enough")
  func manyRuns() throws {
    let en = try MeasurementFormat(locale: "en")
    var result = FormattedMeasurement()
    for _ in 0..<2 {
      en.format(1e300, unit: .kilometer, into: &result)
      // "1,000,…,000 km": 101 groups of digits, 100 separators, a space and the unit.
      #expect(result.runs.count == 203)
      #expect(result.string.hasPrefix("1,000,000,"))
      #expect(result.string.hasSuffix(",000 km"))
      #expect(
        Array(Self.tags(result).prefix(3)) == [
          "1/value/integer", ",/value/group", "000/value/integer",
        ])
      #expect(Array(Self.tags(result).suffix(2)) == [" /whitespace", "km/unit"])
    }
  }

  @Test(
    "Checked against ICU's fields: 12 locales × 3 widths × 9 units × 24 values agree",
    .enabled(if: ICU.hasTestHooks, "the check is a test hook, compiled into debug builds only"))
  func verified() throws {
    let locales = [
      "en", "de", "fr", "ar", "ar-EG", "he", "ru", "sl", "zh-Hant", "ja", "hi-u-nu-deva", "cy",
    ]
    let units = try [
      "kilometer", "hour", "decade", "percent", "liter-per-100-kilometer", "celsius",
      "kilogram-meter", "megabyte", "mile-per-gallon",
    ].map { try MeasureUnit($0) }
    let values: [Double] = [
      0, 1, 2, 3, 4, 5, 6, 7, 11, 12, 21, 22, 100, 101, 102, 1.5, 2.5, -1, -2, -0.5, 1234.5,
      9876.5, 1e6, 2e6,
    ]
    let (count, verified, mismatches) = try ICU.verifyingKeptLayouts {
      var count = 0
      for locale in locales {
        for width in UnitWidth.allCases {
          let format = try MeasurementFormat(width: width, locale: locale)
          for unit in units {
            for value in values {
              _ = format.format(value, unit: unit)
              count += 1
            }
          }
        }
      }
      return count
    }
    #expect(count == 12 * 3 * 9 * 24)
    // Most texts share a shape with one before them (each value's twin: 1 and 2, 1.5 and
    // 2.5, 1e6 and 2e6, …); every one of those was checked.
    #expect(verified > count / 4, "\(verified) of \(count) checked")
    #expect(mismatches == 0)
  }
}

/// Threads that format with one number formatter keep its layouts at once: each runs
/// `keep` by the publication rules (Concurrency/Published.swift). None may publish past
/// the cap, none may take another shape's runs, and every text keeps ICU's runs.
@Suite("Kept layouts: threads racing to keep them on one formatter", .tags(.concurrency))
struct KeptLayoutRaceTests {
  /// Values of 60 shapes (1 to 10 integer digits, 0 to 2 fraction digits, both signs), far
  /// more than a formatter keeps.
  static let values: [Double] = (0..<60).map { i in
    let digits = i % 10
    let fraction = (i / 10) % 3
    let magnitude = (pow(10, Double(digits)) * 1.234_567).rounded(.down)
    let value = fraction == 0 ? magnitude : magnitude + [0, 0.5, 0.25][fraction]
    return i < 30 ? value : -value
  }

  static func tags(
    _ text: UnsafeBufferPointer<UInt8>, _ runs: UnsafeBufferPointer<FormattedMeasurement.Run>
  ) -> String {
    String(decoding: text, as: UTF8.self) + "|"
      + runs.map { "\($0.utf8Range)/\($0.part)/\($0.numberPart?.name ?? "-")" }.joined(
        separator: " ")
  }

  @Test("8 threads × 60 shapes on one fresh formatter: at most 32 kept, every run ICU's")
  func racingKeep() throws {
    let skeleton = "unit/kilometer unit-width-full-name"
    // What each value's text and runs are: painted from ICU's fields, by a formatter of
    // its own that keeps nothing yet for the first text of a shape.
    let expected = try Self.values.map { value in
      try ICUNumberFormatter(skeleton: skeleton, localeID: "de").formatRuns(
        value, percentIsUnit: false, Self.tags
      ).get()
    }
    // One fresh formatter, raced: every thread starts on the first shapes.
    let shared = try ICUNumberFormatter(skeleton: skeleton, localeID: "de")
    let results = ThreadConcurrencyTests.Shared()
    ThreadConcurrencyTests.onThreads(8) { thread in
      let (_, _, mismatches) = ICU.verifyingKeptLayouts {
        for round in 0..<20 {
          for k in Self.values.indices {
            let index = (k * 7 + thread * 13 + round) % Self.values.count
            let text = try? shared.formatRuns(
              Self.values[index], percentIsUnit: false, Self.tags
            ).get()
            if text != expected[index] { results.mismatch(index) }
          }
        }
      }
      for _ in 0..<mismatches { results.mismatch(-1) }
    }
    #expect(results.mismatches.isEmpty)
    #expect(shared.keptLayoutCount == 32)
  }
}
