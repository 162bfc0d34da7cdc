import MeasfmtTestSupport
import Testing

@testable import MeasurementFormattingCore

/// The round trip beyond single built-in units, in every locale and width: what else
/// measfmt writes reads back — ranges and the approximately form ICU writes for a range
/// whose ends are alike ("3–5 km", "~5 km"), mixed units ("5 ft, 11 in", "1 hr, 30 min",
/// "40° 26′ 46″"), the output of every usage, and units ICU composes (a sample per locale,
/// ``composedSample(_:)``).
///
/// A case passes as exact (the unit, and each value shown: a range's ends, a mixed unit's
/// components) or as an ambiguity error that lists the unit (or, for a mixed unit, its
/// components); no case may fail.
extension ParsingSweepTests {
  /// The counts of one class of forms.
  struct FormTally: Sendable {
    var exact = 0
    var ambiguous = 0
    /// Read as a built-in unit that ICU writes exactly so at some value (a composed unit
    /// whose text is a built-in one's: "mn" in fy is months, and ICU's millinewtons).
    var alike: [String] = []
    var failed: [String] = []

    var cases: Int { exact + ambiguous + alike.count + failed.count }

    mutating func add(_ other: FormTally) {
      exact += other.exact
      ambiguous += other.ambiguous
      alike += other.alike
      failed += other.failed
    }
  }

  /// The classes of forms, by name.
  typealias FormTallies = [String: FormTally]

  /// Units and ranges (low, high) written as ranges; (5, 5) is the approximately form.
  static let rangeUnits: [MeasureUnit] = [
    .kilometer, .hour, .celsius, .kilogram, .liter, .percent, .foot, .kilometerPerHour,
  ]
  static let rangeValues: [(Double, Double)] = [
    (3, 5), (0.5, 1.5), (1234.5, 2000), (0, 10), (-3, -1), (-5, 5), (5, 5),
  ]

  /// Mixed units and values (in the first component's unit) written in them.
  static let mixedUnits: [(String, [Double])] = [
    ("foot-and-inch", [5.9166, 6.25]),
    ("pound-and-ounce", [7.5, 12.25]),
    ("stone-and-pound", [11.5]),
    ("meter-and-centimeter", [1.8]),
    ("hour-and-minute", [1.5, 2.25]),
    ("minute-and-second", [3.5]),
    ("hour-and-minute-and-second", [1.53]),
    ("degree-and-arc-minute-and-arc-second", [40.446]),
  ]

  /// Each usage with a unit and values of its quantity.
  static let usageInputs: [(Usage, MeasureUnit, [Double])] = [
    (.road, .meter, [250, 12_000]), (.personHeight, .meter, [1.8]), (.person, .kilogram, [70]),
    (.weather, .celsius, [20]), (.fluid, .liter, [2]), (.food, .kilocalorie, [250]),
    (.vehicleFuel, .literPer100Kilometer, [6.5]), (.rainfall, .millimeter, [12]),
    (.snowfall, .centimeter, [30]), (.visibility, .meter, [5000]),
    (.wind, .kilometerPerHour, [30]), (.barometric, .hectopascal, [1013]),
    (.focalLength, .millimeter, [50]), (.land, .squareMeter, [20_000]),
    (.bloodGlucose, .millimolePerLiter, [5.5]), (.media, .second, [215]),
    (.personAge, .year, [42]), (.general, .meter, [3]),
  ]

  /// Units ICU composes, drawn for a locale: one from each kind (an SI prefix on a unit
  /// CLDR has without it, a binary prefix, a power, a quotient, a prefix on a quotient),
  /// picked by the locale's place in ICU's list, so that every kind's every entry is
  /// read in some locales and the whole sweep covers each list several times over.
  static func composedSample(_ index: Int) -> [String] {
    let prefixed = [
      "megajoule", "nanogram", "millinewton", "kilopascal", "megavolt", "microampere",
      "gigawatt-hour", "centiliter", "millisecond", "kilohertz", "megalux", "nanometer",
      "picofarad", "decibel", "hectogram", "terawatt",
    ]
    let binary = ["kibibyte", "mebibyte", "gibibyte", "tebibyte", "pebibyte"]
    let powers = [
      "square-millimeter", "cubic-millimeter", "square-kilometer", "cubic-decimeter",
      "square-mile", "cubic-inch",
    ]
    let quotients = [
      "gibibyte-per-second", "megabit-per-second", "kilogram-per-cubic-meter",
      "kilowatt-hour-per-kilometer", "gram-per-liter", "joule-per-second", "newton-per-meter",
      "liter-per-hour",
    ]
    let prefixedQuotients = [
      "megajoule-per-kilogram", "milligram-per-milliliter", "kilojoule-per-hour",
    ]
    return [prefixed, binary, powers, quotients, prefixedQuotients].map { $0[index % $0.count] }
  }

  /// The forms of one locale, read with `reader` (the locale's table; ranges allowed).
  static func checkForms(
    _ localeIndex: Int, _ locale: String, _ reader: MeasurementReader,
    _ formats: [MeasurementFormat], into tallies: inout FormTallies
  ) {
    var ranges = reader
    ranges.allowsRange = true
    func read(
      _ text: String, _ kind: String, _ label: String, expect: (ParsedMeasurement) -> Bool,
      lists: [String], alike: (ParsedMeasurement) -> Bool = { _ in false }
    ) {
      do {
        let parsed = try ranges.parse(text, filter: .any, defaultUnit: nil).parsed
        if expect(parsed) {
          tallies[kind, default: FormTally()].exact += 1
        } else if alike(parsed) {
          tallies[kind, default: FormTally()].alike.append(
            "\(locale) \(label): '\(text)' → \(parsed)")
        } else {
          tallies[kind, default: FormTally()].failed.append(
            "\(locale) \(label): '\(text)' → \(parsed) \(parsed.components)")
        }
      } catch  where Self.minusOrApproximately(error, text, ranges) {
        tallies[kind, default: FormTally()].ambiguous += 1
      } catch  where Self.eitherMark(error, ranges) {
        tallies[kind, default: FormTally()].ambiguous += 1
      } catch
        where error.code == .ambiguousUnit
        && !Set(lists).isDisjoint(
          with: error.candidates.flatMap { [$0] + $0.split(separator: "-and-").map(String.init) })
      {
        tallies[kind, default: FormTally()].ambiguous += 1
      } catch {
        tallies[kind, default: FormTally()].failed.append(
          "\(locale) \(label): '\(text)' → \(error)")
      }
    }
    for format in formats {
      let width = format.width.name
      for unit in rangeUnits {
        for (low, high) in rangeValues {
          let formatted = format.formatRange(low, high, unit: unit)
          let approximate = low == high
          read(
            formatted.string, approximate ? "approximate" : "range",
            "\(width) \(unit) \(low)...\(high)",
            expect: { p in
              p.unit == unit && p.value == low
                && (approximate ? p.isApproximate && p.endValue == nil : p.endValue == high)
            }, lists: [unit.identifier])
        }
      }
      for (id, values) in mixedUnits {
        guard let unit = try? MeasureUnit(id) else { continue }
        for value in values {
          let formatted = format.format(value, unit: unit)
          read(
            formatted.string, "mixed", "\(width) \(id) \(value)",
            expect: { p in p.unit == unit && Self.writes(format, p, formatted.string) },
            lists: formatted.output.map(\.unit) + [id])
        }
      }
      for (usage, unit, values) in usageInputs {
        let withUsage = try! MeasurementFormat(
          width: format.width, locale: locale, usage: usage)
        for value in values {
          let formatted = withUsage.format(value, unit: unit)
          guard formatted.showsNumber else { continue }
          let output = formatted.unit
          read(
            formatted.string, "usage", "\(width) \(usage) \(unit) \(value)",
            expect: { p in
              (p.unit.identifier == output || p.unit.identifier == aliases[output])
                && Self.writes(format, p, formatted.string)
            },
            lists: formatted.output.map(\.unit) + [output, aliases[output] ?? output])
        }
      }
      for id in composedSample(localeIndex) {
        guard let unit = try? MeasureUnit(id) else { continue }
        for value in [5, 1234.5] {
          let formatted = format.format(value, unit: unit)
          guard formatted.showsNumber else { continue }
          read(
            formatted.string, "composed", "\(width) \(id) \(value)",
            expect: { p in p.unit.identifier == id && p.value == value }, lists: [id],
            alike: { p in
              // A built-in unit ICU writes so too, at some value: the table's own key.
              let key = ParseTable.template(formatted).0
              return p.value == value
                && (reader.table.exact[key] ?? reader.table.spaceless[ParseText.spaceless(key)]
                  ?? []).contains { reader.table.units[Int($0.unit)] == p.unit }
            })
        }
      }
    }
  }

  /// Whether a reading, formatted again in its unit (without the usage), is the text it
  /// was read from: each value as shown, whatever the usage rounded to.
  static func writes(_ format: MeasurementFormat, _ parsed: ParsedMeasurement, _ text: String)
    -> Bool
  {
    parsed.endValue == nil && format.format(parsed.value, unit: parsed.unit).string == text
  }
}
