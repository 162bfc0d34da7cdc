// measfmt's benchmark: our formatter against plain ICU in C, in one process run.
//
//   swift run -c release measfmt-bench [--rounds N] [--seconds S]
//   swift run -c release measfmt-bench --threads 2 [--count 400000] [--rounds N]
//
// Each variant is timed between two runs of the variant it is compared with (its
// baseline: (a) unless it names another), B A B, in slices of about S seconds (after a
// slice of A that is not counted), for N rounds; for each variant the median ns/op and
// the median over rounds of its time against the mean of the two baseline slices around
// it are printed. Pairing each
// slice with its neighbours keeps the ratio to what the machine did in the same
// fraction of a second: on a shared VM the speed drifts by tens of percent over
// seconds, which rotating whole rounds of all variants let into the ratios.
import Foundation
import MeasurementFormatting
import _BenchICUBaseline

#if canImport(Glibc)
  import Glibc
#endif

func now() -> UInt64 {
  var t = timespec()
  clock_gettime(CLOCK_MONOTONIC, &t)
  return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

var rounds = 15
var seconds = 0.1
/// `--profile PREFIX --count N`: run only the variant whose name starts with PREFIX,
/// N times, and print nothing else (for callgrind).
var profile: String?
var profileCount = 100_000
/// `--threads N`: the thread-scaling run instead (see Threads.swift).
var threads: Int?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--rounds": rounds = Int(arguments.next() ?? "") ?? rounds
  case "--seconds": seconds = Double(arguments.next() ?? "") ?? seconds
  case "--profile": profile = arguments.next()
  case "--count": profileCount = Int(arguments.next() ?? "") ?? profileCount
  case "--threads": threads = Int(arguments.next() ?? "")
  default:
    print(
      "usage: measfmt-bench [--rounds N] [--seconds S] [--profile PREFIX --count N]"
        + " [--threads N [--count N]]")
    exit(2)
  }
}

if let threads {
  threadScaling(
    threads: max(threads, 1),
    perThread: CommandLine.arguments.contains("--count")
      ? profileCount : 400_000, rounds: rounds)
  exit(0)
}

// MARK: Workloads

let values: [Double] = [5, 1234.5, -0.25, 987654.321, 0.001]
let locales = ["en", "de"]
let kilometer = MeasureUnit.kilometer
let formats = locales.map { try! MeasurementFormat(width: .abbreviated, locale: $0) }
let skeleton = "unit/kilometer unit-width-short"
let baselines = locales.map { baseline_open(skeleton, $0)! }

let mixedUnits = try! [
  "kilometer", "meter", "mile", "foot", "kilogram", "pound", "celsius", "fahrenheit", "liter",
  "gallon", "kilometer-per-hour", "mile-per-hour", "hectopascal", "kilowatt-hour", "megabyte",
  "gigabyte", "second", "hour", "square-meter", "acre",
].map { try MeasureUnit($0) }
let mixedLocales = ["en", "de", "fr", "ja", "ar"]
let mixedWidths: [(UnitWidth, String)] = [
  (.narrow, "unit-width-narrow"), (.abbreviated, "unit-width-short"),
  (.wide, "unit-width-full-name"),
]
struct MixedCase {
  var format: MeasurementFormat
  var unit: MeasureUnit
  var baseline: OpaquePointer
}
var mixedCases: [MixedCase] = []
for locale in mixedLocales {
  for (width, widthSkeleton) in mixedWidths {
    let format = try! MeasurementFormat(width: width, locale: locale)
    for unit in mixedUnits {
      let baseline = baseline_open("unit/\(unit.identifier) \(widthSkeleton)", locale)!
      mixedCases.append(MixedCase(format: format, unit: unit, baseline: baseline))
    }
  }
}
// A stride coprime with the case count visits every case in a scattered order.
let mixedStride = 7

// MARK: Variants

struct Variant {
  var name: String
  var target: Double?
  /// The variant compared with, by name prefix; nil: (a) ((c') is compared with (a')).
  var baseline: String? = nil
  /// Runs `n` operations, returns a checksum (so nothing is optimised away).
  var run: @MainActor (Int) -> Int
}

var utf8Buffer = [CChar](repeating: 0, count: 512)

@MainActor func baselineKilometer(_ n: Int) -> Int {
  var sum = 0
  utf8Buffer.withUnsafeMutableBufferPointer { buffer in
    for i in 0..<n {
      var fields: Int32 = 0
      let length = baseline_format(
        baselines[(i / 5) & 1], values[i % 5], buffer.baseAddress!, 512, &fields)
      sum &+= Int(length) &+ Int(fields)
    }
  }
  return sum
}

var variants: [Variant] = [
  Variant(name: "(a) C + ICU, cached formatter: format, fields, UTF-8", target: nil) { n in
    baselineKilometer(n)
  },
  Variant(name: "(b) measfmt string only", target: 1.10) { n in
    var sum = 0
    for i in 0..<n {
      sum &+= formats[(i / 5) & 1].string(values[i % 5], unit: kilometer).utf8.count
    }
    return sum
  },
  Variant(name: "(c) measfmt tagged runs", target: 1.40) { n in
    var sum = 0
    for i in 0..<n {
      sum &+= formats[(i / 5) & 1].format(values[i % 5], unit: kilometer).runs.count
    }
    return sum
  },
  Variant(name: "(p) measfmt tagged runs, in place: format(_:unit:into:)", target: 1.20) { n in
    var sum = 0
    var result = FormattedMeasurement()
    for i in 0..<n {
      formats[(i / 5) & 1].format(values[i % 5], unit: kilometer, into: &result)
      sum &+= result.runs.count
    }
    return sum
  },
  Variant(name: "(i) measfmt, cold cache (formatter opened per call)", target: nil) { n in
    var sum = 0
    for i in 0..<n {
      // A format keeps the formatters it has used: a new one (as a setter makes) and
      // empty shared caches open one again.
      MeasurementFormat.removeCachedFormatters()
      var format = formats[(i / 5) & 1]
      format.width = .abbreviated
      sum &+= format.format(values[i % 5], unit: kilometer).runs.count
    }
    return sum
  },
  Variant(name: "(j) C + ICU, formatter opened per call", target: nil) { n in
    var sum = 0
    utf8Buffer.withUnsafeMutableBufferPointer { buffer in
      for i in 0..<n {
        var fields: Int32 = 0
        sum &+= Int(
          baseline_format_uncached(
            skeleton, locales[(i / 5) & 1], values[i % 5], buffer.baseAddress!, 512, &fields))
      }
    }
    return sum
  },
  Variant(name: "(a') mixed workload, C + ICU (300 cached formatters)", target: nil) { n in
    var sum = 0
    utf8Buffer.withUnsafeMutableBufferPointer { buffer in
      for i in 0..<n {
        let c = mixedCases[(i &* mixedStride) % mixedCases.count]
        var fields: Int32 = 0
        sum &+= Int(baseline_format(c.baseline, values[i % 5], buffer.baseAddress!, 512, &fields))
      }
    }
    return sum
  },
  Variant(name: "(c') mixed workload, measfmt tagged runs", target: 1.40, baseline: "(a')") { n in
    var sum = 0
    for i in 0..<n {
      let c = mixedCases[(i &* mixedStride) % mixedCases.count]
      sum &+= c.format.format(values[i % 5], unit: c.unit).runs.count
    }
    return sum
  },
]
variants += extraVariants()
variants += naturalScaleVariants()
variants += interfaceVariants()

// Reading back what (c) and (c') write: at most twice the cost of formatting it.
let parseTexts = (0..<10).map { formats[($0 / 5) & 1].string(values[$0 % 5], unit: kilometer) }
let mixedTexts = mixedCases.indices.map { i in
  let c = mixedCases[(i &* mixedStride) % mixedCases.count]
  return (c.format, c.format.string(values[i % 5], unit: c.unit))
}
variants += [
  Variant(name: "(p) measfmt parse of (c)'s text", target: 2.0, baseline: "(c)") { n in
    var sum = 0
    for i in 0..<n {
      sum &+= Int((try? formats[(i / 5) & 1].parse(parseTexts[i % 10]).value) ?? 0)
    }
    return sum
  },
  Variant(name: "(p') mixed workload, parse of (c')'s text", target: 2.0, baseline: "(c')") { n in
    var sum = 0
    for i in 0..<n {
      let (format, text) = mixedTexts[i % mixedTexts.count]
      // Some texts are ambiguous (en narrow "5m"): an error is a result too.
      sum &+= Int((try? format.parse(text).value) ?? 1)
    }
    return sum
  },
]

// MARK: Measurement

if let profile {
  guard let variant = variants.first(where: { $0.name.hasPrefix(profile) }) else {
    print("no variant named \(profile)")
    exit(2)
  }
  print(variant.run(profileCount))
  exit(0)
}

/// Iterations per variant so that one round takes about `seconds`.
var iterations: [Int] = variants.map { variant in
  var n = 64
  while true {
    let start = now()
    _ = variant.run(n)
    let elapsed = Double(now() - start) / 1e9
    if elapsed > 0.05 || n > 1 << 26 {
      return max(1, Int(Double(n) * seconds / max(elapsed, 1e-9)))
    }
    n *= 4
  }
}

/// Which variant a variant is compared with: (a) unless it names another.
@MainActor func baselineIndex(_ index: Int) -> Int {
  guard let name = variants[index].baseline else { return 0 }
  return variants.firstIndex { $0.name.hasPrefix(name) }!
}

var nsPerOp = [[Double]](repeating: [], count: variants.count)
var ratios = [[Double]](repeating: [], count: variants.count)
var checksum = 0
/// One slice of a variant: its ns/op.
@MainActor func slice(_ index: Int) -> Double {
  let n = iterations[index]
  let start = now()
  checksum &+= variants[index].run(n)
  return Double(now() - start) / Double(n)
}
for _ in 0..<rounds {
  for index in variants.indices {
    let base = baselineIndex(index)
    if base == index {
      nsPerOp[index].append(slice(index))
      ratios[index].append(1)
      continue
    }
    let before = slice(base)
    // A slice of the variant first, not counted: the parse variants ran two to five times
    // slower for a slice after another variant than in the next one (caches refilled).
    _ = slice(index)
    let time = slice(index)
    let after = slice(base)
    nsPerOp[index].append(time)
    ratios[index].append(time / ((before + after) / 2))
  }
}

func median(_ xs: [Double]) -> Double {
  let s = xs.sorted()
  return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

let machine =
  (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
  .split(separator: "\n").first { $0.hasPrefix("model name") }?
  .split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
print("measfmt benchmark — \(machine), \(ProcessInfo.processInfo.activeProcessorCount) cores")
print(
  "ICU \(ICUInfo.icuVersion) (CLDR \(ICUInfo.cldrVersion)); \(rounds) rounds, each variant "
    + "~\(seconds) s between two slices of its baseline")
print("workload: 5, 1234.5, -0.25, 987654.321, 0.001 km, abbreviated, en and de;")
print("mixed: 20 units × 5 locales × 3 widths\n")
func pad(_ s: String, _ n: Int) -> String {
  s.count >= n ? s : s + String(repeating: " ", count: n - s.count)
}
func lpad(_ s: String, _ n: Int) -> String {
  s.count >= n ? s : String(repeating: " ", count: n - s.count) + s
}
print(pad("variant", 58) + lpad("ns/op", 10) + lpad("ratio", 9) + lpad("target", 9) + "  ")
for (index, variant) in variants.enumerated() {
  let ratio = median(ratios[index])
  var line = pad(variant.name, 58) + lpad(String(format: "%.0f", median(nsPerOp[index])), 10)
  line += lpad(String(format: "%.2f", ratio), 9)
  line += variant.baseline.map { " ×\($0)" } ?? " ×(a)"
  if let target = variant.target {
    line += lpad(String(format: "≤ %.2f", target), 9) + (ratio <= target ? "  met" : "  MISSED")
  }
  print(line)
}
print(
  "\n(t') measures \(String(format: "%.1f", fitFormsTried())) forms a call on average, one format each."
)
print(
  "\n(ratio: median over rounds of the variant's time against the mean of the two slices of"
    + " the variant named after it, run just before and just after)")
if checksum == 42 { print("") }
