import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormattingCore

/// Known shapes written without ICU (`_MeasfmtICUBridge/Digits.cpp`): a formatter that
/// has shown a text of a shape writes the next value of that shape itself. Each such
/// text is also formatted by ICU, its runs painted from ICU's fields, and the two compared
/// byte for byte (the test hooks, turned on by `ICU.verifyingKeptLayouts`).
///
/// The values are where a model of ICU's digits would go wrong: rounding boundaries and
/// half-way cases at each precision, 15 to 17 significant digits, values next to powers
/// of ten, negative zero and values that round to zero, grouping thresholds, both signs.
/// The formats: the precisions, rounding modes, sign displays and groupings measfmt has,
/// ICU's usage precision (natural scale, `--to=iec`), the number alone, in units whose
/// plural forms read alike or not, at every width.
enum DigitWriterCases {
  static let values: [Double] = {
    var values: [Double] = [
      0, -0.0, 1, 2, 3, 5, 7, 10, 11, 21, 99, 100, 101, 999, 1000, 1001, 9999, 10000, 99999,
      100_000, 999_999, 1_000_000, 1_234_567, 12_345_678, 123_456_789, 1_234_567_890_123,
      999_999_999_999_999, 9_007_199_254_740_991, 8_999_999_999_999_999,
      0.5, 1.5, 2.5, 3.5, 0.05, 0.15, 0.25, 0.35, 0.45, 1.005, 1.015, 1.025, 2.675, 0.125,
      0.375, 9.5, 99.5, 999.5, 9999.5, 1234.5, 1235.5, 0.0000005, 0.0000015, 0.0000025,
      0.0000004, 0.0000001, 1.0000005, 123.4565, 0.9999995, 9.9999995, 99.999995,
      999_999.5, 9.99, 9.999999, 99.99, 999.9999999, 0.099999, 0.0099999, 9.95, 9.949999,
      0.995, 0.0995, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 123_456_789.123_456_78, 1_234_567.890_123_456_7,
      9.999_999_999_999_998, 0.999_999_999_999_999_9, 4_503_599_627_370_495.5,
      3.141_592_653_589_793, 2.718_281_828_459_045, 1e15 - 1, 1e-10, 1e-7, 0.001, 0.01,
      0.1, 0.2, 0.3, 1.1, 1.2, 1.25, 1.35, 1.45, 1.55, 12.5, 13.5, 14.25, 987_654.321,
      0.000_123_45, 0.012_345, 1.536, 947.9, 1023.9, 1024, 1536, 4.0, 0.666_666_666_666_666_6,
      5.551_115_123_125_783e-17, 1e-30, 2.5e-7, 7.5e-7,
    ]
    // Sizes scaled as --to=iec and --to=si scale them (binary and decimal fractions of
    // many digits, where rounding is decided without the shortest digits), and values of
    // 16 and 17 significant digits at every magnitude.
    for i in 1...24 {
      let bytes = Double((i * 7_919 * 104_729) % 1_000_000_007)
      values += [bytes / 1024, bytes / 1_048_576, bytes / 1_073_741_824, bytes / 1000, bytes / 1e6]
    }
    // Each magnitude's half-way points and their neighbours.
    for exponent in -7...9 {
      let scale = pow(10, Double(exponent))
      for base in [1.5, 2.5, 9.5, 9.95, 9.995, 1.05, 4.5] {
        let value = base * scale
        values += [value, value.nextUp, value.nextDown]
      }
    }
    return values + values.map { -$0 }
  }()

  /// The boundary cases of ``values`` without the neighbours of every magnitude's
  /// half-way points (for the sweep over every locale).
  static let someValues: [Double] = {
    let count = values.count / 2
    let plain =
      Array(values[..<(count - 17 * 7 * 3 - 24 * 5)])
      + values[..<count].suffix(
        17 * 7 * 3 + 24 * 5
      ).enumerated().filter { $0.offset % 5 == 0 }.map(\.element)
    return plain + plain.map { -$0 }
  }()

  /// Every other one of ``someValues`` (for the sweep over every locale).
  static let fewValues = someValues.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)

  /// The options checked in every locale: one of each kind.
  static let someOptions: [NumberOptions] = [
    NumberOptions(),
    NumberOptions(precision: .fractionDigits(2)),
    NumberOptions(precision: .significantDigits(2...4)),
    NumberOptions(precision: .fractionDigits(1), roundingMode: .up),
    NumberOptions(precision: .fractionDigits(1), roundingMode: .floor),
    NumberOptions(precision: .fractionDigits(1), roundingMode: .halfDown),
    NumberOptions(signDisplay: .exceptZero),
    NumberOptions(grouping: .min2),
  ]

  /// (number options, unit) pairs, each at every width.
  static let options: [NumberOptions] = [
    NumberOptions(),
    NumberOptions(precision: .fractionDigits(2)),
    NumberOptions(precision: .fractionDigits(0...3)),
    NumberOptions(precision: .fractionDigits(0)),
    NumberOptions(precision: .significantDigits(3)),
    NumberOptions(precision: .significantDigits(2...4)),
    NumberOptions(precision: .fractionDigits(1), roundingMode: .up),
    NumberOptions(precision: .fractionDigits(1), roundingMode: .down),
    NumberOptions(precision: .fractionDigits(1), roundingMode: .ceiling),
    NumberOptions(precision: .fractionDigits(1), roundingMode: .floor),
    NumberOptions(precision: .fractionDigits(1), roundingMode: .halfUp),
    NumberOptions(precision: .fractionDigits(1), roundingMode: .halfDown),
    NumberOptions(precision: .significantDigits(2), roundingMode: .up),
    NumberOptions(signDisplay: .always),
    NumberOptions(signDisplay: .exceptZero),
    NumberOptions(signDisplay: .never),
    NumberOptions(signDisplay: .negative),
    NumberOptions(grouping: .never),
    NumberOptions(grouping: .min2),
    NumberOptions(grouping: .always),
  ]

  static let units: [MeasureUnit] = [
    .kilometer, try! MeasureUnit("byte"), try! MeasureUnit("percent"), .hour, .celsius,
    // Units ICU composes: a prefix, a product, a quotient.
    try! MeasureUnit("mebibyte"), try! MeasureUnit("kilogram-meter"),
    try! MeasureUnit("liter-per-100-kilometer"),
  ]

  /// What one thread checked: formats, texts written without ICU and disagreements.
  struct Tally: Sendable {
    var formatted = 0
    var written = 0
    var mismatches = 0
  }

  /// Formats every value with every format of `locales` (text and runs, and the text
  /// alone), verifying each text written without ICU.
  static func check(
    _ locales: [String], units: [MeasureUnit], widths: [UnitWidth],
    options: [NumberOptions] = options, values: [Double] = values
  ) throws -> Tally {
    let before = ICU.digitWriterCounts
    var formatted = 0
    _ = try ICU.verifyingKeptLayouts {
      for locale in locales {
        var formats: [(MeasurementFormat, [MeasureUnit])] = []
        for width in widths {
          for number in options {
            formats.append(
              (try MeasurementFormat(width: width, locale: locale, number: number), units))
          }
          // ICU's usage precision, as natural scale and --to=iec show values (rounded up).
          let scaled = try MeasurementFormat(width: width, locale: locale).derived(
            .convertedValues)
          formats.append((scaled, units))
          var up = scaled
          up.number = NumberOptions(roundingMode: .up)
          formats.append((up.derived(.convertedValues), units))
          // The number alone.
          formats.append(
            (try MeasurementFormat(width: width, locale: locale, hidesUnit: true), [.kilometer]))
        }
        for (format, units) in formats {
          for unit in units {
            for value in values {
              _ = format.format(value, unit: unit)
              _ = format.string(value, unit: unit)
              formatted += 2
            }
          }
        }
      }
    }
    let after = ICU.digitWriterCounts
    return Tally(
      formatted: formatted, written: after.written - before.written,
      mismatches: after.mismatches - before.mismatches)
  }
}

@Suite(
  "Known shapes written without ICU: byte for byte ICU's text and runs",
  .enabled(if: ICU.hasTestHooks, "the check is a test hook, compiled into debug builds only"))
struct DigitWriterTests {
  @Test("6 locales × 11 formats × 3 widths × 2 units × 416 values: every written text is ICU's")
  func locales() throws {
    let locales = ["en", "de", "fr", "ar-EG", "hi-u-nu-deva", "zh-Hant"]
    let refusedBefore = ICU.digitWriterCounts.refused
    let tally = try DigitWriterCases.check(
      locales, units: [.kilometer, try MeasureUnit("percent")], widths: UnitWidth.allCases,
      options: DigitWriterCases.someOptions, values: DigitWriterCases.someValues)
    // Most texts share a shape with one before them.
    #expect(tally.written > tally.formatted / 4, "\(tally.written) of \(tally.formatted)")
    #expect(tally.mismatches == 0)
    #expect(ICU.digitWriterCounts.refused == refusedBefore)
  }

  @Test("Formatters whose unit reads alike in every plural form write; others never do")
  func qualifying() throws {
    // English "km" is one text for every number; "kilometer"/"kilometers" are two, and a
    // formatter that shows them writes nothing itself.
    _ = ICU.verifyingKeptLayouts {
      let before = ICU.digitWriterCounts
      let short = try! MeasurementFormat(locale: "en")
      for value in 0..<40 { _ = short.format(Double(value) + 0.5, unit: .kilometer) }
      let afterShort = ICU.digitWriterCounts
      #expect(afterShort.written > before.written)
      let wide = try! MeasurementFormat(width: .wide, locale: "en")
      for value in 0..<40 { _ = wide.format(Double(value) + 0.5, unit: .kilometer) }
      #expect(ICU.digitWriterCounts.written == afterShort.written)
      #expect(ICU.digitWriterCounts.mismatches == before.mismatches)
    }
  }
}

extension DigitWriterTests {
  /// zh's Han decimal digits are no Unicode decimal digits; the engine once tagged them as
  /// a NaN symbol, and the writer's probes then refused every formatter with them.
  @Test("A numbering system whose digits are not Unicode decimal digits writes too")
  func hanDecimal() throws {
    _ = ICU.verifyingKeptLayouts {
      let before = ICU.digitWriterCounts
      let zh = try! MeasurementFormat(locale: "zh-u-nu-hanidec")
      for value in 0..<40 { _ = zh.format(Double(value) + 0.5, unit: .kilometer) }
      #expect(ICU.digitWriterCounts.written > before.written)
      #expect(ICU.digitWriterCounts.mismatches == before.mismatches)
    }
  }
}

/// The sweeps, on ICU 72, 76 and 78 in CI: every locale ICU has with one format of each
/// kind at the abbreviated width in kilometers and mebibytes, and 6 locales of several
/// scripts, digits and plural systems with every format at every width in eight units,
/// over the full set of values (each magnitude's half-way points and their neighbouring
/// Doubles, sizes scaled as --to=iec scales them).
@Suite(
  "Known shapes written without ICU: every locale, every format", .tags(.sweep, .differential),
  .enabled(if: Sweeps.enabled, Sweeps.comment),
  .enabled(if: ICU.hasTestHooks, "the check is a test hook, compiled into debug builds only"))
struct DigitWriterSweepTests {
  static func report(_ name: String, _ groups: [DigitWriterCases.Tally], refusedBefore: Int) {
    let formatted = groups.map(\.formatted).reduce(0, +)
    let written = groups.map(\.written).reduce(0, +)
    let mismatches = groups.map(\.mismatches).reduce(0, +)
    let counts = ICU.digitWriterCounts
    print(
      "Digit writer sweep, \(name) (ICU \(ICUInfo.icuVersion)): \(formatted) texts, "
        + "\(written) written without ICU and compared with ICU's, \(mismatches) differed; "
        + "formatters so far writing \(counts.qualified), not qualifying \(counts.unqualified); "
        + "templates refused \(counts.refused - refusedBefore)")
    #expect(written > formatted / 5)
    #expect(mismatches == 0)
    #expect(counts.refused == refusedBefore)
  }

  @Test("Every locale × 11 formats × 2 units × 208 values: 0 texts differ from ICU's")
  func everyLocale() async throws {
    let refusedBefore = ICU.digitWriterCounts.refused
    let units: [MeasureUnit] = [.kilometer, try MeasureUnit("mebibyte")]
    let groups = try await onSweepThreads(ICUInfo.availableLocales) { locales in
      try DigitWriterCases.check(
        locales, units: units, widths: [.abbreviated], options: DigitWriterCases.someOptions,
        values: DigitWriterCases.fewValues)
    }
    Self.report("\(ICUInfo.availableLocales.count) locales", groups, refusedBefore: refusedBefore)
  }

  @Test("6 locales × 23 formats × 3 widths × 8 units × 1178 values: 0 texts differ from ICU's")
  func everyFormat() async throws {
    let refusedBefore = ICU.digitWriterCounts.refused
    let locales = ["en", "de", "ar-EG", "he", "hi-u-nu-deva", "zh-Hant"]
    let groups = try await onSweepThreads(locales) { locales in
      try DigitWriterCases.check(
        locales, units: DigitWriterCases.units, widths: UnitWidth.allCases)
    }
    Self.report("6 locales, every format", groups, refusedBefore: refusedBefore)
  }
}

/// Threads that format with one number formatter keep its shapes at once: each runs
/// `learn` by the publication rules (Concurrency/Published.swift). None may keep past the
/// cap, none may take another shape's text, and every text is ICU's.
@Suite(
  "Known shapes written without ICU: threads racing to keep them on one formatter",
  .tags(.concurrency),
  .enabled(if: ICU.hasTestHooks, "the check is a test hook, compiled into debug builds only"))
struct DigitWriterRaceTests {
  /// Values of 224 shapes (1 to 16 integer digits, 0 to 6 fraction digits, both signs),
  /// more than a formatter keeps.
  static let values: [Double] = (0..<224).map { i in
    let integerDigits = 1 + i % 16
    let fractionDigits = (i / 16) % 7
    var value = pow(10, Double(integerDigits - 1)) * 1.5
    if fractionDigits > 0 { value += 7 * pow(10, -Double(fractionDigits)) }
    return i < 112 ? value : -value
  }

  @Test("8 threads × 224 shapes on one fresh formatter: at most 128 kept, every text ICU's")
  func racingLearn() throws {
    let shared = try ICUNumberFormatter(skeleton: "unit/kilometer unit-width-short", localeID: "de")
    let results = ThreadConcurrencyTests.Shared()
    ThreadConcurrencyTests.onThreads(8) { thread in
      let before = ICU.digitWriterCounts
      _ = ICU.verifyingKeptLayouts {
        for round in 0..<10 {
          for k in Self.values.indices {
            let index = (k * 7 + thread * 13 + round) % Self.values.count
            _ = shared.formatRuns(Self.values[index], percentIsUnit: false) {
              (_: UnsafeBufferPointer<UInt8>, _: UnsafeBufferPointer<FormattedMeasurement.Run>) in
              0
            }
            _ = shared.formatText(Self.values[index]) { $0.count }
          }
        }
      }
      let after = ICU.digitWriterCounts
      for _ in 0..<(after.mismatches - before.mismatches) { results.mismatch(thread) }
      if after.written == before.written { results.mismatch(-1) }
    }
    #expect(results.mismatches.isEmpty)
    #expect(shared.writtenShapeCount > 32)
    #expect(shared.writtenShapeCount <= 128)
  }
}
