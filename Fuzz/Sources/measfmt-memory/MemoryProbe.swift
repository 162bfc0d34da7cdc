import Foundation
import MeasurementFormatting

#if canImport(Glibc)
  import Glibc
#endif

/// Formats many measurements and reports resident memory as it goes, for
/// scripts/resources.sh. Not a fuzzer: built without sanitizers.
///
///     measfmt-memory format  [COUNT] [CONFIGURATIONS]   COUNT formats over that many configurations
///     measfmt-memory churn   [COUNT] [CONFIGURATIONS]   a new configuration value per format
///     measfmt-memory threads [COUNT]                    COUNT short-lived threads, one format each
///
/// Prints one line per checkpoint: `after N: rss X MB (peak Y MB)`, then a summary line
/// `growth: Z MB from 10% to 100%` — memory that grows with the count is a leak.
@main
struct MemoryProbe {
  static func main() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let mode = arguments.first ?? "format"
    let count = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
    let configurations = arguments.count > 2 ? Int(arguments[2]) ?? 50 : 50
    switch mode {
    case "format": try formatMany(count, configurations: configurations, fresh: false)
    case "churn": try formatMany(count, configurations: configurations, fresh: true)
    case "threads": try threads(count)
    default:
      print("usage: measfmt-memory format|churn|threads [COUNT] [CONFIGURATIONS]")
      exit(2)
    }
  }

  static let locales = [
    "en", "de", "fr", "ar-EG", "ja", "he", "hi", "ru", "pt-BR", "zh-Hant", "th-u-nu-thai", "fa",
    "es", "it", "ko", "pl", "tr", "sv", "nl", "cs", "el", "uk", "vi", "id", "bn",
  ]
  static let units = [
    "kilometer", "celsius", "kilogram", "liter", "kilometer-per-hour", "percent", "gigabyte",
    "hectopascal", "foot-and-inch", "meter-per-square-second", "kilowatt-hour", "mile",
  ]

  /// `count` distinct configurations: locale × width × number options, in that order.
  static func configurationList(_ count: Int) throws -> [MeasurementFormat] {
    var result: [MeasurementFormat] = []
    var i = 0
    while result.count < count {
      let locale = locales[i % locales.count]
      let width = [UnitWidth.narrow, .abbreviated, .wide][(i / locales.count) % 3]
      let digits = i / (locales.count * 3)
      let number = NumberOptions(precision: .fractionDigits(0...(digits % 999)))
      result.append(try MeasurementFormat(width: width, locale: locale, number: number))
      i += 1
    }
    return result
  }

  /// Formats `count` measurements: singles, ranges, usage and mixed units, cycling
  /// through the configurations. With `fresh`, each format builds its configuration
  /// anew (as code that makes a `MeasurementFormat` per call does).
  static func formatMany(_ count: Int, configurations: Int, fresh: Bool) throws {
    let formats = try configurationList(configurations)
    let units = try Self.units.map { try MeasureUnit($0) }
    let values = [0, -1.5, 5, 1234.5, 987654.321, 0.001, 42, .nan]
    let start = Date()
    var bytes = 0
    report(0, start)
    let checkpoints = Set([count / 10, count / 4, count / 2, 3 * count / 4, count])
    for n in 1...count {
      var format = formats[n % formats.count]
      if fresh {
        format = try MeasurementFormat(
          width: format.width, locale: format.localeIdentifier, number: format.number)
      }
      let unit = units[(n / formats.count) % units.count]
      let value = values[n % values.count] + Double(n % 1000)
      switch n % 10 {
      case 0: bytes += format.formatRange(value, value + 3, unit: unit).string.utf8.count
      case 1:
        var usage = format
        usage.usage = .road
        bytes += usage.format(value, unit: .meter).string.utf8.count
      default: bytes += format.format(value, unit: unit).string.utf8.count
      }
      if checkpoints.contains(n) { report(n, start) }
    }
    print("formatted \(count) measurements over \(configurations) configurations, \(bytes) bytes")
    summary()
  }

  /// `count` threads, each formatting once and exiting: per-thread state must not stay.
  static func threads(_ count: Int) throws {
    let format = try MeasurementFormat(width: .wide, locale: "de")
    let start = Date()
    report(0, start)
    let checkpoints = Set([count / 10, count / 4, count / 2, 3 * count / 4, count])
    let done = DispatchSemaphore(value: 0)
    for n in 1...count {
      let thread = Thread {
        _ = format.format(Double(n), unit: .kilometer)
        _ = format.formatRange(1, Double(n), unit: .kilometer)
        done.signal()
      }
      thread.stackSize = 1 << 18
      thread.start()
      done.wait()
      if checkpoints.contains(n) { report(n, start) }
    }
    print("ran \(count) threads")
    summary()
  }

  nonisolated(unsafe) static var samples: [(Int, Double)] = []

  static func report(_ n: Int, _ start: Date) {
    let (rss, peak) = memory()
    samples.append((n, rss))
    print(
      String(
        format: "after %d: rss %.1f MB (peak %.1f MB), %.1f s", n, rss, peak,
        Date().timeIntervalSince(start)))
  }

  static func summary() {
    guard samples.count >= 3 else { return }
    // From the first checkpoint after warm-up (10%) to the end.
    let growth = samples.last!.1 - samples[1].1
    print(String(format: "growth: %.1f MB from %d to %d", growth, samples[1].0, samples.last!.0))
  }

  /// Resident and peak resident memory in MB, from /proc/self/status.
  static func memory() -> (Double, Double) {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return (0, 0)
    }
    func field(_ name: String) -> Double {
      for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
        let digits = line.split(separator: " ").compactMap { Double($0) }
        return (digits.first ?? 0) / 1024
      }
      return 0
    }
    return (field("VmRSS"), field("VmHWM"))
  }
}
