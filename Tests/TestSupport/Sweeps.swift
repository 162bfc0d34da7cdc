import Foundation

/// Runs `check` over `items` in groups, one group per processor, each group on a thread of
/// its own, and returns the groups' results in group order.
///
/// Data sweeps (minutes of synchronous work) run here rather than in Swift's cooperative
/// pool, which has one thread per processor: there they leave the suite's other tests, whose
/// time limits run from the moment they start, no thread to run on (in CI on two cores, a
/// sweep in the pool made 230 quick tests exceed their 10-minute limits). Expectations need
/// the test's task, which these threads lack: a group returns what failed and the test
/// records it.
///
/// ```swift
/// let counts = try await onSweepThreads(ICUInfo.availableLocales) { locales in
///   try Self.check(locales)
/// }
/// ```
public func onSweepThreads<Item: Sendable, Result: Sendable>(
  _ items: [Item], _ check: @escaping @Sendable ([Item]) throws -> Result
) async throws -> [Result] {
  let groups = max(1, ProcessInfo.processInfo.activeProcessorCount)
  return try await withThrowingTaskGroup(of: (Int, Result).self) { tasks in
    for group in 0..<groups {
      let mine = items.enumerated().filter { $0.offset % groups == group }.map(\.element)
      tasks.addTask {
        let result = try await withCheckedThrowingContinuation { done in
          Thread { done.resume(with: Swift.Result { try check(mine) }) }.start()
        }
        return (group, result)
      }
    }
    return try await tasks.reduce(into: []) { $0.append($1) }.sorted { $0.0 < $1.0 }.map(\.1)
  }
}
