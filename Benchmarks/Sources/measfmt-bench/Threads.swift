import Foundation
import MeasurementFormatting

/// `--threads N`: how formatting scales over threads. Each round times one thread
/// formatting `perThread` measurements of (c)'s workload, then N threads doing as many
/// each with one `MeasurementFormat` pair shared by all of them (a server's usual
/// setup), then N threads with a pair of their own; it prints each round's throughput
/// against one thread's and the medians. Throughput is by wall time, and also by each
/// thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), which a machine busy with other work
/// disturbs less: on a quiet machine with a core per thread the two agree.
func threadScaling(threads: Int, perThread: Int, rounds: Int) {
  let values: [Double] = [5, 1234.5, -0.25, 987654.321, 0.001]
  let makeFormats = {
    ["en", "de"].map { try! MeasurementFormat(width: .abbreviated, locale: $0) }
  }
  let shared = makeFormats()
  let own = (0..<threads).map { _ in makeFormats() }

  /// Runs `body(thread)` on `count` threads started together: the wall time and the
  /// mean CPU time of a thread, in seconds.
  func timed(_ count: Int, _ body: @escaping @Sendable (Int) -> Int) -> (wall: Double, cpu: Double)
  {
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    let cpu = CPUTimes(count)
    for index in 0..<count {
      done.enter()
      let thread = Thread {
        ready.signal()
        go.wait()
        let start = threadCPUTime()
        if body(index) == 42 { print("") }
        cpu.set(index, threadCPUTime() - start)
        done.leave()
      }
      thread.start()
    }
    for _ in 0..<count { ready.wait() }
    let start = now()
    for _ in 0..<count { go.signal() }
    done.wait()
    return (Double(now() - start) / 1e9, cpu.mean)
  }
  // Each format is called as a server calls the one it keeps (a stored `let`): no copy
  // per call, so the caller adds no reference counting of its own.
  @Sendable func work(_ formats: [MeasurementFormat]) -> Int {
    let en = formats[0]
    let de = formats[1]
    var sum = 0
    for i in 0..<perThread {
      let value = values[i % 5]
      if (i / 5) & 1 == 0 {
        sum &+= en.format(value, unit: .kilometer).runs.count
      } else {
        sum &+= de.format(value, unit: .kilometer).runs.count
      }
    }
    return sum
  }

  print("threads: \(threads), \(perThread) formats per thread, (c)'s workload; \(rounds) rounds")
  print("throughput against one thread (\(threads).00 would be perfect scaling)")
  var sharedRatios: [Double] = []
  var ownRatios: [Double] = []
  var sharedCPU: [Double] = []
  var ownCPU: [Double] = []
  for round in 0..<rounds {
    let one = timed(1) { _ in work(shared) }
    let s = timed(threads) { _ in work(shared) }
    let o = timed(threads) { work(own[$0]) }
    sharedRatios.append(Double(threads) * one.wall / s.wall)
    ownRatios.append(Double(threads) * one.wall / o.wall)
    sharedCPU.append(Double(threads) * one.cpu / s.cpu)
    ownCPU.append(Double(threads) * one.cpu / o.cpu)
    print(
      String(
        format: "round %d: one thread %.0f ns/op; wall: shared %.2f×, own %.2f×;"
          + " CPU: shared %.2f×, own %.2f×",
        round + 1, one.wall * 1e9 / Double(perThread), sharedRatios.last!, ownRatios.last!,
        sharedCPU.last!, ownCPU.last!))
  }
  func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  }
  for (name, shared, own) in [
    ("wall", sharedRatios, ownRatios), ("CPU", sharedCPU, ownCPU),
  ] {
    let m = median(shared)
    let p = median(own)
    print(
      String(
        format: "median by %@: shared %.2f×, one per thread %.2f×; shared/per-thread %.3f",
        name, m, p, m / p))
  }
}

/// This thread's CPU time in seconds.
func threadCPUTime() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
  return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// The CPU time of each thread of a run.
final class CPUTimes: @unchecked Sendable {
  private let lock = NSLock()
  private var times: [Double]
  init(_ count: Int) { times = Array(repeating: 0, count: count) }
  func set(_ index: Int, _ time: Double) { lock.withLock { times[index] = time } }
  var mean: Double { lock.withLock { times.reduce(0, +) / Double(times.count) } }
}
