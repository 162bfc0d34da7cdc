import Foundation
import MeasfmtTestSupport
import Synchronization
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// Tasks formatting at once across a few configurations while the cache is emptied, and
/// the bounded cache itself.
@Suite("Concurrency: tasks and the formatter cache", .tags(.concurrency))
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
          let options = NumberOptions(precision: .fractionDigits(0...(i % 4)))
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
            if task == 0 { FormatterCaches.removeAll() }
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
    let cache = FormatterCache<SkeletonKey, ICUNumberFormatter>(capacity: 4) {
      key throws(ICUError) in
      try ICUNumberFormatter(skeleton: key.skeleton, localeID: key.localeID)
    }
    for digits in 0..<10 {
      let key = SkeletonKey(
        skeleton: ".\(String(repeating: "0", count: digits))", localeID: "en")
      _ = try cache.formatter(key).get()
    }
    #expect(cache.count == 4)
    #expect(cache.statistics.misses == 10)
  }
}

/// Many OS threads (not tasks: the cooperative pool has as many threads as cores, two
/// here) format at once across more configurations than the shared formatter cache
/// holds, so it evicts all the time, while one thread also empties every cache. Run
/// under `--sanitize=thread` by scripts/sanitize.sh; the time limit is generous for it.
@Suite(
  "Concurrency: many threads, many configurations", .timeLimit(.minutes(10)), .tags(.concurrency))
struct ThreadConcurrencyTests {
  enum Kind: Int, CaseIterable {
    case single, range, decimal, stringOnly, mixed, usage
  }

  struct Job: Sendable {
    var format: MeasurementFormat
    var unit: MeasureUnit
    var value: Double
    var kind: Kind
  }

  /// 12 locales × 3 widths × 4 number options × 8 units: 1152 skeletons for the 512
  /// places of the shared cache, plus ranges, mixed units and usage.
  static func jobs() throws -> [Job] {
    let locales = [
      "en", "de", "fr", "ar-EG", "ja", "he", "hi", "ru", "pt-BR", "zh-Hant", "th-u-nu-thai", "fa",
    ]
    let units = try [
      "kilometer", "celsius", "kilogram", "liter", "kilometer-per-hour", "percent", "gigabyte",
      "hectopascal",
    ].map { try MeasureUnit($0) }
    var grouping = NumberOptions()
    grouping.grouping = .never
    var compact = NumberOptions()
    compact.notation = .compactShort
    let options = [
      NumberOptions(), NumberOptions(precision: .fractionDigits(2...2)), grouping, compact,
    ]
    var jobs: [Job] = []
    var n = 0
    for locale in locales {
      for width in [UnitWidth.narrow, .abbreviated, .wide] {
        for number in options {
          let format = try MeasurementFormat(width: width, locale: locale, number: number)
          for unit in units {
            n += 1
            let kind = Kind(rawValue: n % Kind.allCases.count)!
            let value = [0, -1.5, 5, 1234.5, 987654.321, 0.001, .nan, -.infinity][n % 8]
            switch kind {
            case .mixed:
              jobs.append(Job(format: format, unit: .footAndInch, value: value, kind: kind))
            case .usage:
              var usage = format
              usage.usage = [.road, .weather, .personHeight, .general][n % 4]
              jobs.append(Job(format: usage, unit: unit, value: value, kind: kind))
            default: jobs.append(Job(format: format, unit: unit, value: value, kind: kind))
            }
          }
        }
      }
    }
    return jobs
  }

  static func run(_ job: Job) -> String {
    switch job.kind {
    case .range:
      return job.format.formatRange(job.value, job.value * 2 + 1, unit: job.unit).string
    case .decimal:
      return (try? job.format.format(decimal: "12345678901234567890.5", unit: job.unit).string)
        ?? "error"
    case .stringOnly:
      return job.format.string(job.value, unit: job.unit)
    default:
      let f = job.format.format(job.value, unit: job.unit)
      return f.string + "|" + f.runs.map { "\($0.utf8Range)\($0.part)" }.joined()
    }
  }

  /// What the threads write to, behind an `NSLock` (a pthread mutex, which
  /// ThreadSanitizer understands; it cannot see `Synchronization.Mutex`'s futex).
  final class Shared: @unchecked Sendable {
    private let lock = NSLock()
    private var mismatchList: [Int] = []
    private var formattedCount = 0
    private var resultList: [String] = []

    func mismatch(_ index: Int) { lock.withLock { mismatchList.append(index) } }
    func countFormat() { lock.withLock { formattedCount += 1 } }
    func result(_ text: String) { lock.withLock { resultList.append(text) } }
    var mismatches: [Int] { lock.withLock { mismatchList } }
    var formatted: Int { lock.withLock { formattedCount } }
    var results: [String] { lock.withLock { resultList } }
  }

  /// Starts `count` threads running `body(index)` and waits for all of them.
  static func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let done = DispatchSemaphore(value: 0)
    for index in 0..<count {
      let thread = Thread {
        body(index)
        done.signal()
      }
      thread.stackSize = 1 << 20
      thread.start()
    }
    for _ in 0..<count { done.wait() }
  }

  @Test("16 threads give the results of one, through eviction and cache clearing")
  func manyThreads() throws {
    let jobs = try Self.jobs()
    #expect(jobs.count == 1152)
    let expected = jobs.map(Self.run)
    let shared = Shared()
    Self.onThreads(16) { thread in
      for round in 0..<2 {
        for k in 0..<jobs.count {
          // Each thread walks the jobs in its own order.
          let index = (k * 7 + thread * 131 + round * 17) % jobs.count
          if Self.run(jobs[index]) != expected[index] {
            shared.mismatch(index)
          }
          shared.countFormat()
          if thread == 0 && k % 300 == 0 { MeasurementFormat.removeCachedFormatters() }
        }
      }
    }
    #expect(shared.formatted == 16 * 2 * 1152)
    #expect(shared.mismatches.isEmpty)
    #expect(FormatterCaches.numbers.count <= FormatterCaches.numbers.capacity)
  }

  @Test("Short-lived threads: 300 threads that format once each and exit")
  func threadChurn() throws {
    let format = try MeasurementFormat(width: .wide, locale: "de")
    let shared = Shared()
    for batch in 0..<10 {
      Self.onThreads(30) { index in
        let value = Double(batch * 30 + index)
        let text = format.format(value, unit: .kilometer).string
        let range = format.formatRange(1, value + 2, unit: .kilometer).string
        shared.result(text + "|" + range)
      }
    }
    let all = shared.results
    #expect(all.count == 300)
    #expect(all.contains("42 Kilometer|1–44 Kilometer"))
    #expect(all.contains("1 Kilometer|1–3 Kilometer"))
  }

  /// What a pthread key's destructor formatted: it runs after the thread's C++
  /// `thread_local` destructors, which close the bridge's per-thread ICU objects.
  static let formattedAtThreadExit = Synchronization.Mutex<String?>(nil)

  @Test("Formatting after the thread's per-thread objects are closed still works")
  func formatAfterThreadLocalsAreGone() throws {
    var key = pthread_key_t()
    #expect(
      pthread_key_create(&key) { _ in
        guard let format = try? MeasurementFormat(locale: "en") else { return }
        let text =
          format.format(6, unit: .kilometer).string + "|"
          + format.formatRange(1, 2, unit: .kilometer).string + "|"
          + format.string(7.5, unit: .kilometer)
        ThreadConcurrencyTests.formattedAtThreadExit.withLock { $0 = text }
      } == 0)
    defer { pthread_key_delete(key) }
    // A plain pthread, joined: the destructors have run once the join returns.
    var thread = pthread_t()
    let created = pthread_create(
      &thread, nil,
      { argument in
        // Opens this thread's ICU objects, then asks for the key's destructor.
        let format = try? MeasurementFormat(locale: "en")
        _ = format?.formatRange(3, 4, unit: .meter)
        let key = pthread_key_t(UInt(bitPattern: argument) - 1)
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
        return nil
      }, UnsafeMutableRawPointer(bitPattern: UInt(key) + 1))
    #expect(created == 0)
    pthread_join(thread, nil)
    #expect(Self.formattedAtThreadExit.withLock { $0 } == "6 km|1–2 km|7.5 km")
  }
}
