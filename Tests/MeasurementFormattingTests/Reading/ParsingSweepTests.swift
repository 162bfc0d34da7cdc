import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormattingCore

/// The round trip: every locale ICU has × every built-in unit × 3 widths × {0, 1, 2, 5,
/// −0.25, 1234.5, 1e6} (about 3 million cases on ICU 72): `parse(format(x))` gives back
/// the unit and the value shown, or an ambiguity error that lists the unit.
///
/// A case passes three ways:
/// - exact: the unit and the value shown;
/// - as the base unit: a usage alias (`year-person` … `day-person`, `foodcalorie`) that
///   the locale writes as its base unit reads as the base unit (`MeasurementReader.usageAliases`);
/// - ambiguous: an ambiguity error that lists the unit (or its base unit). The classes:
///   texts several units share in the locale ("pt": point, pint; "m": minute, month,
///   meter; dot/pixel; "c": century, cup; karat/carat; cal/Cal where a locale writes
///   both alike), and texts ICU writes alike for two values — zh-Hant's decade
///   "{0}0年" ("20年": 20 years or 2 decades), forms without a number ICU writes alike
///   at 1 and 2 (ar "مغم/ديسيلتر", CLDR 46); and a negative number where the locale's
///   minus sign is also its approximately sign (wo "-" in CLDR 46 and 48: "-0.25 km" is
///   minus 0.25 or about 0.25), refused with both readings ("minus or approximately");
///   a number with one mark before three digits where the region writes either decimal
///   mark (es-419 "1,013 hPa": 1.013 or 1013), refused with both readings.
///
///   A locale whose pattern for a unit is the number alone (zu narrow day at 0 and 1 in
///   CLDR 42, nl beaufort in CLDR 46): a bare number there is that unit or none.
///
/// The counts (exact, as the base unit, ambiguous, failed), the largest classes of
/// ambiguity and the failures by locale and unit are printed; no case may fail.
///
/// Each text is also written with its runs, and so are eleven more values
/// (``layoutValues``), checking the runs a formatter keeps by the shape of a text against
/// ICU's fields (`ICU.verifyingKeptLayouts`): a text of one shape as another, whatever
/// its plural form and sign, must have the same runs.
///
/// The number-less sweep (`NumberlessFormSweepTests`) runs here too, on the same formats
/// as the table reads each unit, so that ICU opens each formatter and builds its data once
/// for both.
///
/// Part of `swift test`, and so of CI on ICU 72, 76 and 78; skipped under the sanitizers
/// (scripts/sanitize.sh). Much of its time is ICU's: each of a locale's 540 formatters
/// builds its data anew at its first two uses and once more, to keep, at the third (ICU's
/// default threshold), so the sweep writes its texts while the table is read, each
/// formatter's uses together. Alone:
///
///     swift test --skip-build --filter ParsingSweepTests
///     scripts/icu-matrix.sh trixie forky -- --filter ParsingSweepTests
@Suite(
  "Reading measurements back: the round trip over every locale and unit", .tags(.sweep),
  .enabled(if: Sweeps.enabled, Sweeps.comment),
  .enabled(if: ICU.hasTestHooks, "it checks kept layouts through the test hooks (debug builds)"))
struct ParsingSweepTests {
  static let values: [Double] = [0, 1, 2, 5, -0.25, 1234.5, 1e6]
  /// More values written with their runs, for the check of kept layouts: texts of one
  /// shape in other plural forms (3, 4 and 7 beside 0, 1, 2 and 5; 11, 21, 22, 50; 0.5,
  /// 1.5; −2, −5 beside the number-less check's −1) and of one length with numbers of
  /// one and two digits (7 and 50 beside 100).
  static let layoutValues: [Double] = [3, 4, 7, 11, 21, 22, 50, 0.5, 1.5, -2, -5]

  struct Tally: Sendable {
    var exact = 0
    /// Read as the base unit of a usage alias (day for day-person where a locale writes
    /// both alike).
    var aliased = 0
    var ambiguous = 0
    var failed: [String] = []
    /// "meter minute …" → how many cases were ambiguous between these units.
    var classes: [String: Int] = [:]

    mutating func add(_ other: Tally) {
      exact += other.exact
      aliased += other.aliased
      ambiguous += other.ambiguous
      failed += other.failed
      classes.merge(other.classes, uniquingKeysWith: +)
    }
  }

  @Test(
    "parse(format(x)) is x: every locale × built-in unit × 3 widths × 7 values; forms without a number are ICU's"
  )
  func roundTrip() async throws {
    let units = MeasureUnit.builtIn
    let compounds = try NumberlessFormSweepTests.compounds.map { try MeasureUnit($0) }
    // MEASFMT_SWEEP_LOCALES="en,he": a few locales only, while working on the reader.
    let only = ProcessInfo.processInfo.environment["MEASFMT_SWEEP_LOCALES"].flatMap {
      $0.isEmpty ? nil : Set($0.split(separator: ",").map(String.init))
    }
    let locales = ICUInfo.availableLocales.filter { only?.contains($0) ?? true }
    let clock = ContinuousClock()
    let start = clock.now
    // Groups of locales checked in parallel on threads of their own (onSweepThreads);
    // more groups than processors made it slower (477 s against 286 s with 8). Each
    // locale's table is built once by the group that checks it.
    let groups = try await onSweepThreads(locales) { locales in
      // The texts written without ICU (known shapes, Digits.cpp) are compared with ICU's too.
      let before = ICU.digitWriterCounts
      let checked = try ICU.verifyingKeptLayouts { try Self.check(locales, units, compounds) }
      let after = ICU.digitWriterCounts
      return (
        result: checked.result, verified: checked.verified, mismatches: checked.mismatches,
        written: after.written - before.written,
        writtenMismatches: after.mismatches - before.mismatches
      )
    }
    let tally = groups.map(\.result.tally).reduce(into: Tally()) { $0.add($1) }
    let cases = tally.exact + tally.aliased + tally.ambiguous + tally.failed.count
    let largest = tally.classes.sorted {
      $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key
    }
    .prefix(8).map { "\($0.key) (\($0.value))" }
    print(
      "Parse round trip (ICU \(ICUInfo.icuVersion)): \(cases) cases, \(locales.count) locales, "
        + "exact \(tally.exact), as the base unit \(tally.aliased), "
        + "ambiguous \(tally.ambiguous), failed \(tally.failed.count), in \(clock.now - start); "
        + "largest ambiguity classes: \(largest.joined(separator: "; "))")
    #expect(cases == locales.count * units.count * 3 * Self.values.count)
    #expect(tally.failed.count == 0)
    let failedClasses = Dictionary(
      grouping: tally.failed,
      by: { failure in
        let words = failure.split(separator: " ")
        return "\(words[0]) \(words[2])"
      }
    ).map { "\($0.key) (\($0.value.count))" }.sorted()
    if !failedClasses.isEmpty { print("Failed: \(failedClasses.joined(separator: "; "))") }
    for failure in tally.failed.prefix(40) { Issue.record(Comment(rawValue: failure)) }
    NumberlessFormSweepTests.expectFindings(
      groups.map(\.result.numberless), locales: locales.count,
      units: units.count + compounds.count)
    // Every text of the sweep written with its runs too, on formatters that keep runs by
    // shape: each text that found runs kept for its shape was read from ICU's fields as
    // well, and the two compared (mf_number_format_runs).
    // The forms beyond single units: ranges, approximately, mixed units, usages, units
    // ICU composes.
    var forms = FormTallies()
    for group in groups {
      for (kind, counts) in group.result.forms { forms[kind, default: FormTally()].add(counts) }
    }
    let formCounts = forms.sorted { $0.key < $1.key }.map { kind, t in
      "\(kind) \(t.cases) (exact \(t.exact), ambiguous \(t.ambiguous), "
        + "written alike \(t.alike.count), failed \(t.failed.count))"
    }
    print(
      "Parse round trip of other forms (ICU \(ICUInfo.icuVersion)): "
        + formCounts.joined(separator: "; "))
    for kind in ["range", "approximate", "mixed", "usage", "composed"] {
      #expect(forms[kind]?.cases ?? 0 > 0, "no \(kind) case")
    }
    // MEASFMT_SWEEP_FAILURES=FILE: every failure written to FILE, while working.
    if let path = ProcessInfo.processInfo.environment["MEASFMT_SWEEP_FAILURES"] {
      let all = tally.failed + forms.values.flatMap(\.failed) + forms.values.flatMap(\.alike)
      try? all.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
    for failure in forms.values.flatMap(\.failed).prefix(40) {
      Issue.record(Comment(rawValue: failure))
    }
    #expect(forms.values.map(\.failed.count).reduce(0, +) == 0)
    let verified = groups.map(\.verified).reduce(0, +)
    let mismatches = groups.map(\.mismatches).reduce(0, +)
    print("Kept layouts: \(verified) texts took runs kept for their shape; \(mismatches) disagreed")
    #expect(verified > cases / 4)
    #expect(mismatches == 0)
    let written = groups.map(\.written).reduce(0, +)
    let writtenMismatches = groups.map(\.writtenMismatches).reduce(0, +)
    print("Known shapes: \(written) texts written without ICU; \(writtenMismatches) differed")
    #expect(writtenMismatches == 0)
  }

  /// The usage aliases and the base unit each reads as (MeasurementReader.usageAliases).
  static let aliases = [
    "year-person": "year", "month-person": "month", "week-person": "week",
    "day-person": "day", "foodcalorie": "kilocalorie",
  ]

  /// Whether an error is an ambiguity that lists the unit (or, for a usage alias, its
  /// base unit, which stands for both).
  static func lists(_ error: MeasurementFormatError, _ unit: MeasureUnit) -> Bool {
    guard error.code == .ambiguousUnit else { return false }
    if error.candidates.contains(unit.identifier) { return true }
    return aliases[unit.identifier].map(error.candidates.contains) ?? false
  }

  /// Whether an error refuses a text that begins with the locale's sign for both minus
  /// and approximately (wo "-5 km": minus five, or about five).
  static func minusOrApproximately(
    _ error: MeasurementFormatError, _ text: String, _ reader: MeasurementReader
  ) -> Bool {
    guard error.code == .parseFailure, let sign = reader.table.approximatelyMinus else {
      return false
    }
    return text.unicodeScalars.starts(with: sign)
  }

  /// Whether an error refuses a number that the locale's region writes with either
  /// decimal mark, one mark before three digits ("1,013 hPa" and "1,234.5-2,000 km" in
  /// es-419, which ICU groups so since ICU 72; `MeasurementReader.eitherMarkProblem`):
  /// 1.013 or 1013, a refusal with both readings by design.
  static func eitherMark(_ error: MeasurementFormatError, _ reader: MeasurementReader) -> Bool {
    guard error.code == .parseFailure, reader.table.eitherDecimalMark else { return false }
    let number = Array(error.input.unicodeScalars)[...]
    return reader.eitherMarkProblem(number) == error
  }

  /// The round trip over `locales`, and the number-less check of `units` and `compounds`
  /// in the same formats.
  static func check(_ locales: [String], _ units: [MeasureUnit], _ compounds: [MeasureUnit])
    throws -> (
      tally: Tally, numberless: NumberlessFormSweepTests.Findings, forms: FormTallies
    )
  {
    var tally = Tally()
    var numberless = NumberlessFormSweepTests.Findings()
    var forms = FormTallies()
    let all = ICUInfo.availableLocales
    for locale in locales {
      // The locale's table is read from the formats the sweep writes with (what
      // `format.parse` builds from formats of its own), and the sweep's texts are written
      // as the table reads each unit: each ICU formatter is opened once, and used again
      // while the shared cache still holds it.
      let formats = try UnitWidth.allCases.map { try MeasurementFormat(width: $0, locale: locale) }
      var texts: [(width: UnitWidth, unit: MeasureUnit, value: Double, text: String)] = []
      texts.reserveCapacity(UnitWidth.allCases.count * units.count * values.count)
      let widths = UnitWidth.allCases
      let parser = MeasurementReader(
        table: ParseTable(localeID: formats[0].localeIdentifier, formats: formats) { index, unit in
          for value in values {
            texts.append((widths[index], unit, value, formats[index].string(value, unit: unit)))
            _ = formats[index].format(value, unit: unit)
          }
          for value in layoutValues { _ = formats[index].format(value, unit: unit) }
          NumberlessFormSweepTests.check(formats[index], unit, locale: locale, into: &numberless)
        })
      for format in formats {
        for unit in compounds {
          NumberlessFormSweepTests.check(format, unit, locale: locale, into: &numberless)
        }
      }
      for (width, unit, value, text) in texts {
        do {
          let parsed = try parser.parse(text, filter: .any, defaultUnit: nil)
          if parsed.unit == unit && parsed.value == value {
            tally.exact += 1
          } else if parsed.unit.identifier == aliases[unit.identifier],
            parsed.value == value
          {
            tally.aliased += 1
          } else {
            tally.failed.append(
              "\(locale) \(width.name) \(unit.identifier) \(value): '\(text)' → \(parsed)")
          }
        } catch let error where Self.lists(error, unit) {
          tally.ambiguous += 1
          tally.classes[error.candidates.joined(separator: " "), default: 0] += 1
        } catch let error where Self.minusOrApproximately(error, text, parser) {
          tally.ambiguous += 1
          tally.classes["minus or approximately", default: 0] += 1
        } catch let error where Self.eitherMark(error, parser) {
          tally.ambiguous += 1
          tally.classes["either decimal mark", default: 0] += 1
        } catch {
          tally.failed.append(
            "\(locale) \(width.name) \(unit.identifier) \(value): '\(text)' → \(error)")
        }
      }
      checkForms(all.firstIndex(of: locale) ?? 0, locale, parser, formats, into: &forms)
    }
    return (tally, numberless, forms)
  }
}
