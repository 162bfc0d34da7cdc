import Foundation

/// Runs built programs of this package (`measfmt`, `measfmt-icu-probe`) as child
/// processes: real file descriptors, pipes, signals and exit codes.
public enum Subprocess {
  /// What a program wrote and how it ended.
  public struct Run: Equatable, Sendable, CustomStringConvertible {
    public var stdout: String
    public var stderr: String
    /// The exit status, or the signal's number when `signaled`.
    public var status: Int32
    /// Whether a signal ended the program (SIGABRT: 6).
    public var signaled: Bool

    public init(stdout: String, stderr: String, status: Int32, signaled: Bool = false) {
      self.stdout = stdout
      self.stderr = stderr
      self.status = status
      self.signaled = signaled
    }

    public var description: String {
      "\(signaled ? "signal" : "status") \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)---"
    }
  }

  /// A program built next to the tests (SwiftPM builds every executable into the same
  /// directory as the test bundle), e.g. `.build/debug/measfmt`; nil when not built.
  public static func builtProgram(_ name: String) -> String? {
    let exe =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var directory = URL(fileURLWithPath: exe).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent(name).path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      directory.deleteLastPathComponent()
    }
    return nil
  }

  /// Runs a program to its end with an environment of `environment` only; stdin is
  /// written from a thread of its own, or is /dev/null when nil.
  public static func run(
    _ executable: String, _ arguments: [String], stdin: Data? = nil,
    environment: [String: String] = [:]
  ) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    let input = stdin.map { _ in Pipe() }
    process.standardInput = input.map { $0 as Any } ?? FileHandle.nullDevice
    try process.run()
    if let input, let stdin {
      Thread {
        try? input.fileHandleForWriting.write(contentsOf: stdin)
        try? input.fileHandleForWriting.close()
      }.start()
    }
    let errorData = BackgroundRead(error.fileHandleForReading)
    let out = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: errorData.wait(), as: UTF8.self),
      status: process.terminationStatus,
      signaled: process.terminationReason == .uncaughtSignal)
  }

  /// Reads a file handle to its end on a thread of its own; `wait()` returns what it read.
  /// The hand-over goes through an NSCondition (a pthread mutex and condition), which
  /// ThreadSanitizer sees; polling `Thread.isFinished` orders nothing it can see.
  final class BackgroundRead: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    init(_ handle: FileHandle) {
      Thread { [self] in
        let read = handle.readDataToEndOfFile()
        condition.lock()
        data = read
        condition.signal()
        condition.unlock()
      }.start()
    }

    func wait() -> Data {
      condition.lock()
      defer { condition.unlock() }
      while true {
        if let data { return data }
        condition.wait()
      }
    }
  }
}
