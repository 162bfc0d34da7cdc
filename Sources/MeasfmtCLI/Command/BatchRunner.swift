#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Batch mode: reads lines from a byte source and writes one result per line, in order,
/// in constant memory.
///
/// - Input is read in chunks of up to 256 KiB with `read(2)`; a line may be up to
///   ``MeasurementTextParser/maximumLineLength`` bytes. A longer line is reported and
///   skipped without being kept.
/// - Output is buffered and written in 64 KiB blocks, and flushed whenever no more input
///   is waiting, so `tail -f log | measfmt` shows each result as soon as its line arrives.
/// - A bad line gets `measfmt: line N: <problem>` on stderr (stdout is flushed first, so
///   a terminal shows both in order); the other lines are still formatted.
/// - When stdout is closed (`| head -1`) reading stops; nothing more is reported.
struct BatchRunner {
  var configuration: Configuration
  let out: OutputStream
  let err: OutputStream
  private(set) var badLines = 0
  private var aligner: Aligner?
  private var lineNumber = 0

  static let readSize = 1 << 18

  init(configuration: Configuration, out: OutputStream, err: OutputStream) {
    self.configuration = configuration
    self.out = out
    self.err = err
    aligner = configuration.align.map(Aligner.init)
  }

  /// Formats every line of `source`. Returns the exit status: 0, or 1 when a line was
  /// bad or input could not be read.
  mutating func run<Source: ByteSource>(_ source: inout Source) -> Int32 {
    let capacity = MeasurementTextParser.maximumLineLength + Self.readSize
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
    defer { buffer.deallocate() }
    var filled = 0
    // Inside a line too long to keep: skip to its end.
    var skippingLongLine = false
    var readFailed = false

    while out.isHealthy {
      if !source.hasPendingInput() {
        aligner?.flush(to: out)
        out.flush()
      }
      let n = source.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
      if n < 0 {
        report("cannot read standard input: \(POSIX.describe(Int32(-n)))", line: nil)
        readFailed = true
        break
      }
      if n == 0 { break }
      let bytes = UnsafeBufferPointer(
        start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: filled + n)
      var lineStart = 0
      var scanFrom = filled
      while scanFrom < bytes.count {
        let rest = bytes.count - scanFrom
        guard let hit = memchr(bytes.baseAddress! + scanFrom, 0x0A, rest) else { break }
        let newline = bytes.baseAddress!.distance(
          to: hit.assumingMemoryBound(to: UInt8.self))
        if skippingLongLine {
          skippingLongLine = false
        } else {
          handle(UnsafeBufferPointer(rebasing: bytes[lineStart..<newline]))
        }
        lineStart = newline + 1
        scanFrom = lineStart
        if !out.isHealthy { break }
      }
      let leftover = bytes.count - lineStart
      if skippingLongLine {
        filled = 0
      } else if leftover > MeasurementTextParser.maximumLineLength {
        lineNumber += 1
        report(MeasurementTextParser.tooLongLine + ".", line: lineNumber)
        skippingLongLine = true
        filled = 0
      } else {
        if leftover > 0 && lineStart > 0 {
          buffer.baseAddress!.copyMemory(from: buffer.baseAddress! + lineStart, byteCount: leftover)
        }
        filled = leftover
      }
    }
    // The last line may have no "\n".
    if out.isHealthy && filled > 0 && !skippingLongLine && !readFailed {
      handle(
        UnsafeBufferPointer(
          start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: filled))
    }
    aligner?.flush(to: out)
    out.flush()
    return badLines > 0 || readFailed ? ExitStatus.badInput : ExitStatus.success
  }

  /// Formats one line (without its "\n") or reports why it cannot be.
  @inline(__always)
  private mutating func handle(_ line: UnsafeBufferPointer<UInt8>) {
    lineNumber += 1
    switch MeasurementTextParser.parseLine(line) {
    case .skip:
      return
    case .problem(let message):
      report(Configuration.sentence(message), line: lineNumber)
    case .measurement(let text):
      switch configuration.format(text) {
      case .success(let formatted):
        if aligner != nil {
          let styled = configuration.renderer.styled(formatted)
          aligner!.add(configuration.renderer.render(styled), measuring: styled, to: out)
        } else {
          configuration.renderer.write(formatted, to: out)
        }
      case .failure(let problem):
        report(problem.message, line: lineNumber)
      }
    }
  }

  /// `measfmt: line N: <problem>` on stderr, after what stdout holds so far.
  private mutating func report(_ message: String, line: Int?) {
    if line != nil { badLines += 1 }
    if aligner == nil { out.flush() }
    if let line {
      err.write("measfmt: line \(line): \(message)\n")
    } else {
      err.write("measfmt: \(message)\n")
    }
    err.flush()
  }
}
