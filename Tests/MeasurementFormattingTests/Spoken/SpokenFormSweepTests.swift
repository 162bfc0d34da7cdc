import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// The spoken form over every locale ICU has × every width (narrow, abbreviated, wide,
/// numeric): for single units at four or five values, mixed units, ranges and usages, the spoken
/// string is what ICU's C API writes for the same value at `unit-width-full-name`
/// (`measfmt-icu-probe batch`, plain ICU, nothing repaired) — or differs where measfmt
/// shows a number ICU dropped (`Repairs/DroppedNumber.swift`; counted) — and its parts
/// cover every run of the text shown, in order.
@Suite(
  "Spoken form: ICU's full-name text in every locale and width", .tags(.sweep, .systemICUData),
  .enabled(if: Sweeps.enabled, Sweeps.comment))
struct SpokenFormSweepTests {
  /// One thing to format, and its line for the probe (after the locale is put in).
  struct Item: Sendable {
    var label: String
    /// The probe's line with "LOCALE" in place of the locale.
    var line: String
    /// The usage of the format, if any.
    var usage: Usage? = nil
    var format: @Sendable (MeasurementFormat) -> FormattedMeasurement
  }

  static let widths: [UnitWidth] = [.narrow, .abbreviated, .wide, .numeric]

  static let items: [Item] = {
    var items: [Item] = []
    let units = [
      "kilometer", "hour", "minute", "liter", "kilogram", "celsius", "kilometer-per-hour",
      "gigabyte", "percent", "square-meter",
    ]
    for id in units {
      // 0, 1 and 2: plural forms and forms without a number; a negative value for two.
      let values =
        id == "celsius" || id == "kilometer" ? [0, 1, 2, 1234.5, -3.25] : [0, 1, 2, 1234.5]
      let unit = try! MeasureUnit(id)
      for value in values {
        items.append(
          Item(
            label: "\(value) \(id)",
            line: "format\tunit/\(id) unit-width-full-name\tLOCALE\t\(value)"
          ) { $0.format(value, unit: unit) })
      }
    }
    for (id, value) in [
      ("foot-and-inch", 5.9), ("foot-and-inch", 1.5), ("hour-and-minute", 1.25),
      ("hour-and-minute-and-second", 2.5),
    ] {
      let unit = try! MeasureUnit(id)
      items.append(
        Item(
          label: "\(value) \(id)", line: "format\tunit/\(id) unit-width-full-name\tLOCALE\t\(value)"
        ) { $0.format(value, unit: unit) })
    }
    for (id, low, high) in [("kilometer", 3.0, 5.0), ("hour", 1.0, 2.5), ("celsius", 20.0, 25.0)] {
      let unit = try! MeasureUnit(id)
      items.append(
        Item(
          label: "\(low)–\(high) \(id)",
          line: "range\tunit/\(id) unit-width-full-name\tLOCALE\t\(low)\t\(high)"
        ) { $0.formatRange(low, high, unit: unit) })
    }
    for (usage, id, value) in [
      (Usage.personHeight, "meter", 1.8), (.road, "meter", 1609), (.weather, "celsius", 20),
    ] {
      let unit = try! MeasureUnit(id)
      items.append(
        Item(
          label: "\(value) \(id) \(usage.name)",
          line: "format\tunit/\(id) usage/\(usage.name) unit-width-full-name\tLOCALE\t\(value)",
          usage: usage
        ) { $0.format(value, unit: unit) })
    }
    return items
  }()

  /// What one group of locales showed.
  struct Findings: Sendable {
    var cases: [String: Int] = [:]  // by width
    var droppedNumber = 0
    /// Results whose parts are their measurement's whole (not built alike at both widths).
    var wholeParts = 0
    var failures: [String] = []
  }

  @Test("Every locale × 4 widths × single, mixed, range and usage cases, against ICU")
  func sweep() async throws {
    let locales = ICUInfo.availableLocales
    let probe = try #require(
      Subprocess.builtProgram("measfmt-icu-probe"), "measfmt-icu-probe not built")
    let groups = try await onSweepThreads(locales) { try Self.check($0, probe: probe) }
    var cases: [String: Int] = [:]
    for group in groups { cases.merge(group.cases, uniquingKeysWith: +) }
    let dropped = groups.map(\.droppedNumber).reduce(0, +)
    let whole = groups.map(\.wholeParts).reduce(0, +)
    for failure in groups.flatMap(\.failures).prefix(40) {
      Issue.record(Comment(rawValue: failure))
    }
    print(
      "Spoken-form sweep: \(locales.count) locales, cases by width \(cases.sorted { $0.key < $1.key }), "
        + "numbers ICU dropped \(dropped), parts of a whole measurement \(whole)")
    for width in Self.widths {
      #expect(cases[width.name] == locales.count * Self.items.count)
    }
  }

  static func check(_ locales: [String], probe: String) throws -> Findings {
    var found = Findings()
    // ICU's text for every item of every locale, in one run of the probe.
    var lines: [String] = []
    var formats: [MeasurementFormat] = []
    for locale in locales {
      let format = try MeasurementFormat(locale: locale)
      formats.append(format)
      let id = format.localeIdentifier.isEmpty ? "root" : format.localeIdentifier
      lines += items.map { $0.line.replacingOccurrences(of: "LOCALE", with: id) }
    }
    let run = try Subprocess.run(
      probe, ["batch"], stdin: Data(lines.map { $0 + "\n" }.joined().utf8))
    guard run.status == 0 else {
      found.failures.append("probe: \(run.stderr)")
      return found
    }
    let icu = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (l, base) in formats.enumerated() {
      for width in widths {
        var format = base
        format.width = width
        format.includesSpokenForm = true
        var byUsage: [Usage: MeasurementFormat] = [:]
        for (i, item) in items.enumerated() {
          found.cases[width.name, default: 0] += 1
          let expected = icu[l * items.count + i]
          var itemFormat = format
          if let usage = item.usage {
            if let kept = byUsage[usage] {
              itemFormat = kept
            } else {
              itemFormat.usage = usage
              byUsage[usage] = itemFormat
            }
          }
          let result = item.format(itemFormat)
          let spoken = result.spoken?.string ?? "(none)"
          if spoken != expected {
            if !expected.hasPrefix("!"), !ICUConformanceTests.showsNumber(expected),
              ICUConformanceTests.showsNumber(spoken)
            {
              found.droppedNumber += 1
            } else {
              found.failures.append(
                "\(locales[l]) \(width.name) \(item.label): spoken '\(spoken)', ICU '\(expected)'")
            }
          }
          if let parts = result.spoken?.parts {
            if Array(parts.flatMap { Array($0.runs) }) != Array(result.runs.indices) {
              found.failures.append("\(locales[l]) \(width.name) \(item.label): parts \(parts)")
            }
            if parts.count == 1 && result.runs.count > 1 { found.wholeParts += 1 }
          }
        }
      }
    }
    return found
  }
}
