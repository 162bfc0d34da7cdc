import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// Durations as a clock (``UnitWidth/numeric``), against ICU's own MeasureFormat at its
/// numeric width (`measfmt-icu-probe numeric`) and written out.
@Suite("Clock durations: the numeric width")
struct ClockTests {
  static let hms = try! MeasureUnit("hour-and-minute-and-second")
  static let hm = try! MeasureUnit("hour-and-minute")
  static let ms = try! MeasureUnit("minute-and-second")

  static func clock(
    _ value: Double, _ unit: MeasureUnit, _ locale: String = "en",
    number: NumberOptions = NumberOptions()
  ) throws -> FormattedMeasurement {
    try MeasurementFormat(width: .numeric, locale: locale, number: number).format(value, unit: unit)
  }

  @Test("The locale's pattern: h:mm:ss, h:mm, m:ss; Finnish and Danish with dots")
  func patterns() throws {
    #expect(try Self.clock(1.5, Self.hms).string == "1:30:00")
    #expect(try Self.clock(1.5, Self.hm).string == "1:30")
    #expect(try Self.clock(5 + 37.0 / 60, Self.ms).string == "5:37")
    #expect(try Self.clock(75 + 3.0 / 60, Self.ms).string == "75:03")
    #expect(try Self.clock(1.5, Self.hms, "fi").string == "1.30.00")
    #expect(try Self.clock(1.5, Self.hms, "da").string == "1.30.00")
    #expect(try Self.clock(1.5, Self.hms, "de").string == "1:30:00")
    #expect(try Self.clock(1.5, Self.hms, "fa").string == "۱:۳۰:۰۰")
    expect(
      try Self.clock(1.5, Self.hms, "ar").string,
      perCLDR: ["42": "١:٣٠:٠٠", "46": "1:30:00", "48": "1:30:00"])
  }

  @Test("Digits tagged value (with their number parts), separators literal, each its component")
  func runs() throws {
    let clock = try Self.clock(1 + 30.0 / 60 + 5.5 / 3600, Self.hms)
    #expect(clock.string == "1:30:05.5")
    #expect(
      tags(clock) == [
        "1/value/integer#0", ":/literal", "30/value/integer#1", ":/literal",
        "05/value/integer#2", "./value/decimal#2", "5/value/fraction#2",
      ])
    #expect(clock.output.map(\.unit) == ["hour", "minute", "second"])
    #expect(clock.output.map(\.value)[0...1] == [1, 30])
    #expect(abs(clock.output[2].value - 5.5) < 1e-9)
  }

  @Test("As ICU: grouped hours, three fraction digits, carry; the number options on the seconds")
  func numbers() throws {
    #expect(try Self.clock(1234 + 5.0 / 60 + 7.0 / 3600, Self.hms).string == "1,234:05:07")
    #expect(try Self.clock(1 + 15.075 / 60, Self.ms).string == "1:15.075")
    #expect(try Self.clock(1 + 15.0754 / 60, Self.ms).string == "1:15.075")
    #expect(try Self.clock(5.99999, Self.ms).string == "5:59.999")
    #expect(try Self.clock(5.999999999, Self.ms).string == "6:00")
    let tenth = NumberOptions(precision: .fractionDigits(1...1))
    #expect(try Self.clock(1 + 15.075 / 60, Self.ms, number: tenth).string == "1:15.1")
    let ungrouped = NumberOptions(grouping: .never)
    #expect(try Self.clock(1234.5, Self.hm, number: ungrouped).string == "1234:30")
    // The pattern's order, whatever the identifier's.
    #expect(try Self.clock(1.5, MeasureUnit("second-and-minute-and-hour")).string == "1:30:00")
  }

  @Test(
    "Where measfmt differs from ICU: a negative duration is a clock with a sign; hours grouped as the locale groups numbers"
  )
  func differences() throws {
    let plain = try Self.icu([("en", "-1", "30", "0"), ("be", "1234", "5", "7")])
    // ICU writes a negative duration at its narrow width, and groups hours with its legacy
    // decimal format, which ignores CLDR's minimum grouping digits (be: 2).
    #expect(plain == ["-1h 30m 0s", "1\u{A0}234:05:07"])
    #expect(try Self.clock(1234 + 5.0 / 60 + 7.0 / 3600, Self.hms, "be").string == "1234:05:07")
    #expect(try MeasurementFormat(locale: "be").format(1234, unit: .hour).string == "1234 гадз")
    #expect(try Self.clock(-1.5, Self.hms).string == "-1:30:00")
    #expect(
      try Self.clock(1.5, Self.hm, number: NumberOptions(signDisplay: .always)).string == "+1:30")
  }

  @Test("Other units at the numeric width are written as at the narrow one, as ICU writes them")
  func otherUnits() throws {
    let numeric = try MeasurementFormat(width: .numeric, locale: "en")
    let narrow = try MeasurementFormat(width: .narrow, locale: "en")
    for unit in [MeasureUnit.kilometer, .hour, .footAndInch, try MeasureUnit("hour-and-second")] {
      #expect(numeric.format(1.5, unit: unit).string == narrow.format(1.5, unit: unit).string)
    }
    #expect(numeric.unitName(.kilometer) == "km")
    #expect(numeric.formatRange(1.5, 2, unit: Self.hms).string == "1:30:00 – 2:00:00")
    #expect(
      try numeric.format(5400, unit: .second, convertedTo: Self.hms).string == "1:30:00")
    #expect(try numeric.format(337, unit: .second, convertedTo: Self.ms).string == "5:37")
    #expect(
      try MeasurementFormat(width: .numeric, locale: "en", hidesUnit: true).format(
        1.5, unit: Self.hms
      )
      .string == "1:30:00")
    #expect(UnitWidth(name: "numeric") == .numeric)
    #expect(numeric.description == #"MeasurementFormat(width: .numeric, locale: "en")"#)
  }

  /// ICU's text for each (locale, hours, minutes, seconds), "_" leaving a field out.
  static func icu(_ cases: [(String, String, String, String)]) throws -> [String] {
    let path = try #require(
      Subprocess.builtProgram("measfmt-icu-probe"), "measfmt-icu-probe not built")
    let input = cases.map { "\($0.0)\t\($0.1)\t\($0.2)\t\($0.3)\n" }.joined()
    let run = try Subprocess.run(path, ["numeric"], stdin: Data(input.utf8))
    #expect(run.status == 0)
    return run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
      String.init)
  }

  @Test("Every locale ICU has: the same text as ICU's numeric MeasureFormat")
  func everyLocale() throws {
    // (value in the largest unit, unit, ICU's hours, minutes, seconds)
    let durations: [(Double, MeasureUnit, String, String, String)] = [
      (1.5, Self.hms, "1", "30", "0"), (5 + 37.0 / 60, Self.ms, "_", "5", "37"),
      (1.5, Self.hm, "1", "30", "_"), (1 + 30.0 / 60 + 5.5 / 3600, Self.hms, "1", "30", "5.5"),
      (12 + 5.0 / 60 + 7.0 / 3600, Self.hms, "12", "5", "7"),
    ]
    var cases: [(String, String, String, String)] = []
    var ours: [String] = []
    for tag in ICUInfo.availableLocales {
      let format = try MeasurementFormat(width: .numeric, locale: tag)
      for (value, unit, h, m, s) in durations {
        cases.append((format.localeIdentifier, h, m, s))
        ours.append(format.format(value, unit: unit).string)
      }
    }
    let theirs = try Self.icu(cases)
    #expect(theirs.count == ours.count)
    let differing = zip(cases, zip(ours, theirs)).filter { $1.0 != $1.1 }
    #expect(
      differing.isEmpty,
      "\(differing.count) differ, e.g. \(differing.prefix(5).map { "\($0.0.0): \($0.1.0) vs ICU \($0.1.1)" })"
    )
    #expect(cases.count >= 4000)
  }
}
