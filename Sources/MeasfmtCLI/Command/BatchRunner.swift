import MeasurementFormattingCore

/// Batch mode: reads lines from a byte source and writes one result per line, in order,
/// in constant memory.
///
/// - Input is read in chunks of up to 256 KiB with `read(2)`; a line may be up to
///   ``MeasurementTextParser/maximumLineLength`` bytes. A longer line is reported and
///   skipped without being kept.
/// - Output is buffered and written in 64 KiB blocks, and flushed whenever no more input
///   is waiting, so `tail -f log | measfmt` shows each result as soon as its line arrives.
/// - A bad line gets `measfmt: line N: <problem>` on stderr (stdout is flushed first, so
///   a terminal shows both in order); the other lines are still formatted. `--invalid`
///   changes that: `abort` stops at the first bad line, `warn` exits 0 at the end,
///   `ignore` reports nothing and exits 0. A bad line is never written.
/// - `--header=N` writes the first N lines as they are (neutralised for ansi, escaped
///   for html, left out of json, whose lines are measurements); a header line longer
///   than the limit is reported and skipped as any other.
/// - When stdout is closed (`| head -1`) reading stops; nothing more is reported.
struct BatchRunner: RecordHandler {
  var configuration: Configuration
  let out: OutputStream
  let err: OutputStream
  private(set) var badLines = 0
  private var aligner: Aligner?
  private var lineNumber = 0
  private var readFailure = false
  private var aborted = false
  private let escaping: TextEscaping
  private var text: [UInt8] = []
  /// The result each line is formatted into (its storage reused from line to line).
  private var result = FormattedMeasurement()

  init(configuration: Configuration, out: OutputStream, err: OutputStream) {
    self.configuration = configuration
    self.out = out
    self.err = err
    aligner = configuration.align.map(Aligner.init)
    escaping = configuration.renderer.escaping
  }

  /// Formats every line of `source`. Returns the exit status: 0, or 1 when a line was
  /// bad or input could not be read.
  mutating func run<Source: ByteSource>(_ source: inout Source) -> Int32 {
    RecordReader(
      limit: MeasurementTextParser.maximumLineLength, quote: nil, terminator: out.lineEnd
    )
    .run(&source, &self)
    aligner?.flush(to: out)
    out.flush()
    let failed = aborted || (badLines > 0 && configuration.invalid == .fail)
    return failed || readFailure ? ExitStatus.badInput : ExitStatus.success
  }

  /// Formats one line (without its "\n") or reports why it cannot be.
  @inline(__always)
  mutating func record(_ line: UnsafeBufferPointer<UInt8>, terminated: Bool) {
    lineNumber += 1
    if lineNumber <= configuration.header {
      writeHeader(line)
      return
    }
    switch configuration.readLine(line) {
    case .skip:
      return
    case .problem(let message):
      report(Configuration.sentence(message), line: lineNumber)
    case .measurement(let text):
      if aligner == nil, let result = configuration.formatText(text) {
        switch result {
        case .success(let string): configuration.renderer.write(text: string, to: out)
        case .failure(let problem): report(problem.message, line: lineNumber)
        }
        return
      }
      if let problem = configuration.format(text, into: &result) {
        report(problem.message, line: lineNumber)
      } else if aligner != nil {
        let styled = configuration.renderer.styled(result)
        aligner!.add(configuration.renderer.render(styled), measuring: styled, to: out)
      } else {
        configuration.renderer.write(result, to: out)
      }
    }
  }

  /// A header line: as it is, without its line ending, and a "\n".
  private mutating func writeHeader(_ line: UnsafeBufferPointer<UInt8>) {
    guard configuration.renderer.format.traits.writesHeaderLines else { return }
    var body = line
    if body.last == 0x0D { body = UnsafeBufferPointer(rebasing: body.dropLast()) }
    text.removeAll(keepingCapacity: true)
    escaping.append(body, to: &text)
    text.append(out.lineEnd)
    aligner?.flush(to: out)
    text.withUnsafeBytes { out.write($0) }
  }

  /// A line longer than ``MeasurementTextParser/maximumLineLength``: reported, skipped
  /// without being kept.
  mutating func longRecordBegins(_ head: UnsafeBufferPointer<UInt8>) {
    lineNumber += 1
    report(MeasurementTextParser.tooLongLine + ".", line: lineNumber)
  }

  func longRecordContinues(_ bytes: UnsafeBufferPointer<UInt8>) {}

  func longRecordEnds(terminated: Bool) {}

  mutating func inputPaused() {
    aligner?.flush(to: out)
    out.flush()
  }

  mutating func readFailed(_ code: Int32) {
    report("cannot read standard input: \(POSIX.describe(code))", line: nil)
    readFailure = true
  }

  var wantsMore: Bool { out.isHealthy && !aborted }

  /// `measfmt: line N: <problem>` on stderr, after what stdout holds so far.
  private mutating func report(_ message: String, line: Int?) {
    if line != nil {
      badLines += 1
      switch configuration.invalid {
      case .ignore: return
      case .abort:
        aligner?.flush(to: out)
        out.flush()
        aborted = true
      case .fail, .warn: break
      }
    }
    if aligner == nil { out.flush() }
    if let line {
      err.write("measfmt: line \(line): \(message)\n")
    } else {
      err.write("measfmt: \(message)\n")
    }
    err.flush()
  }
}
