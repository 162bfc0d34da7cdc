import Foundation
import Testing

@testable import MeasurementFormatting

@Suite("Concurrency")
struct ConcurrencyTests {
  /// 5 locales × 3 widths × 8 units × 6 values, with cache churn from extra skeletons.
  static func configurations() throws -> [(MeasurementFormat, MeasureUnit, Double)] {
    var result: [(MeasurementFormat, MeasureUnit, Double)] = []
    let units = try [
      "kilometer", "celsius", "kilogram", "liter", "kilometer-per-hour", "percent",
      "gigabyte", "hectopascal",
    ].map { try MeasureUnit($0) }
    for locale in ["en", "de", "fr", "ar-EG", "ja"] {
      for width in [UnitWidth.narrow, .abbreviated, .wide] {
        for (i, unit) in units.enumerated() {
          let options = try NumberOptions(fractionDigits: 0...(i % 4))
          let format = try MeasurementFormat(width: width, locale: locale, number: options)
          for value in [0, -1.5, 5, 1234.5, 987654.321, 0.001] {
            result.append((format, unit, value))
          }
        }
      }
    }
    return result
  }

  @Test("Many tasks at once give the same results as one thread, through cache churn")
  func parallelMatchesSerial() async throws {
    let work = try Self.configurations()
    let serial = work.map { $0.0.format($0.2, unit: $0.1) }
    let cache = FormatterCache.shared
    let results = await withTaskGroup(of: [(Int, FormattedMeasurement)].self) { group in
      for task in 0..<8 {
        group.addTask {
          var out: [(Int, FormattedMeasurement)] = []
          for round in 0..<3 {
            for index in stride(from: task, to: work.count, by: 3) {
              let (format, unit, value) = work[(index + round * 7) % work.count]
              out.append(((index + round * 7) % work.count, format.format(value, unit: unit)))
            }
            // Churn: empty the cache while other tasks are formatting.
            if task == 0 { cache.removeAll() }
          }
          return out
        }
      }
      var all: [(Int, FormattedMeasurement)] = []
      for await part in group { all += part }
      return all
    }
    #expect(results.count > work.count)
    for (index, result) in results {
      #expect(result == serial[index])
    }
  }

  @Test("The formatter cache is bounded and evicts the oldest entries")
  func boundedCache() throws {
    let cache = FormatterCache(capacity: 4)
    for digits in 0..<10 {
      let key = FormatterKey(
        kind: .number, skeleton: ".\(String(repeating: "0", count: digits))", localeID: "en")
      _ = try cache.formatter(key, as: ICUNumberFormatter.self) { () throws(ICUError) in
        try ICUNumberFormatter(skeleton: key.skeleton, localeID: "en")
      }
    }
    #expect(cache.count == 4)
    #expect(cache.statistics.misses == 10)
  }
}
