@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// Batch mode over fields (`--field`, `-d`, `--csv`): formats the chosen fields of each
/// line in place and writes every other byte as it came — delimiters, spacing, the other
/// fields, the line ending (or its absence at the end) — streaming, in constant memory.
///
/// - Lines may be up to ``lineLimit`` bytes (a 1 MB field is fine); a longer one is an
///   invalid line, written through unchanged in pieces without being held.
/// - A chosen field that is empty, or missing from a short line, is left as it is; one
///   that cannot be formatted is handled as `--invalid` says (the line is written with
///   that field as it was, except with `abort`, which stops before the line) and is
///   reported as `measfmt: line N, field F: <problem>`.
/// - The output format says how the text around the fields is written (``TextEscaping``:
///   neutralised for ansi, escaped for html), or writes one record per line instead (json:
///   ``FieldJSONWriter``).
struct FieldRunner: RecordHandler {
  /// The longest line held in memory to be split into fields.
  static let lineLimit = 1 << 22

  var configuration: Configuration
  let plan: FieldPlan
  let out: OutputStream
  let err: OutputStream
  private let escaping: TextEscaping
  /// One record per line (`--json`), when the format writes records.
  private var recordWriter: (any FieldRecordWriter)?
  private var aligner: FieldAligner?
  /// The physical line the next record starts on, less one.
  private var lineNumber = 0
  private var records = 0
  private(set) var badFields = 0
  private var aborted = false
  private var readFailure = false
  /// Whether lines go straight to the output: not held back (`--align`), not kept for a
  /// JSON object, and never dropped half-written (`--invalid abort`).
  private let direct: Bool
  // Reused from line to line.
  private var line = FieldLine()
  private var spans: [FieldSpan] = []
  private var content: [UInt8] = []
  /// The messages about the line being formatted, written once it is.
  private var reports: [String] = []
  /// The result each field is formatted into (its storage reused from field to field).
  private var result = FormattedMeasurement()
  // Inside a line too long to hold, written as it comes: the bytes held back from the
  // last piece (an unfinished UTF-8 sequence, a CR that may be the line ending's).
  private var longLine: [UInt8]?

  init(configuration: Configuration, plan: FieldPlan, out: OutputStream, err: OutputStream) {
    self.configuration = configuration
    self.plan = plan
    self.out = out
    self.err = err
    escaping = configuration.renderer.escaping
    recordWriter = configuration.renderer.format.fieldRecords()
    aligner = configuration.align.map(FieldAligner.init)
    direct = aligner == nil && recordWriter == nil && configuration.invalid != .abort
  }

  /// Formats every line of `source`. Returns the exit status: 0, or 1 when a field was
  /// bad (unless `--invalid warn` or `ignore`) or input could not be read.
  mutating func run<Source: ByteSource>(_ source: inout Source) -> Int32 {
    var quote: UInt8?
    if case .csv = plan.splitting { quote = CSV.quote }
    RecordReader(limit: Self.lineLimit, quote: quote, terminator: out.lineEnd).run(&source, &self)
    aligner?.flush(to: out)
    out.flush()
    let failed = aborted || (badFields > 0 && configuration.invalid == .fail)
    return failed || readFailure ? ExitStatus.badInput : ExitStatus.success
  }

  var wantsMore: Bool { out.isHealthy && !aborted }

  mutating func inputPaused() {
    aligner?.flush(to: out)
    out.flush()
  }

  mutating func readFailed(_ code: Int32) {
    if aligner == nil { out.flush() }
    err.write("measfmt: cannot read standard input: \(POSIX.describe(code))\n")
    err.flush()
    readFailure = true
  }

  // MARK: - One line

  mutating func record(_ bytes: UnsafeBufferPointer<UInt8>, terminated: Bool) {
    let number = lineNumber + 1
    lineNumber += 1
    // A CSV record's line breaks count as lines; with -z, records are what is counted.
    if case .csv = plan.splitting, out.lineEnd == 0x0A {
      for b in bytes where b == 0x0A { lineNumber += 1 }
    }
    let crlf = bytes.last == 0x0D
    let body = crlf ? UnsafeBufferPointer(rebasing: bytes.dropLast()) : bytes
    if !direct { line.removeAll() }
    recordWriter?.reset()
    let isHeader = records < configuration.header
    records += 1
    if isHeader {
      emitText(body)
    } else {
      formatFields(of: body, line: number)
      if aborted { return }
    }
    if recordWriter != nil {
      line.bytes.withUnsafeBufferPointer { string in
        recordWriter!.writeLine(
          number: number, text: body, string: string, header: isHeader, to: out)
      }
      writeReports()
      return
    }
    if direct {
      if crlf { out.write(byte: 0x0D) }
      if terminated { out.endLine() }
    } else {
      if crlf { line.bytes.append(0x0D) }
      if terminated { line.bytes.append(out.lineEnd) }
      if aligner != nil {
        aligner!.add(line, to: out)
      } else {
        line.write(to: out, columns: [])
      }
    }
    writeReports()
  }

  /// Text around the formatted fields, escaped as the format asks.
  @inline(__always)
  private mutating func emitText(_ text: UnsafeBufferPointer<UInt8>) {
    if direct {
      escaping.write(text, to: out)
    } else {
      escaping.append(text, to: &line.bytes)
    }
  }

  /// A chosen field's new text.
  @inline(__always)
  private mutating func emitCell(
    _ text: String, field: Int, extent: (lead: Int, trail: Int), quoted: Bool = false
  ) {
    if direct && !quoted {
      out.write(text)
    } else if direct {
      CSV.writeQuoted(text, to: out)
    } else {
      line.appendCell(text, field: field, extent: extent, quoted: quoted)
    }
  }

  /// Fills `line` with `body`, its chosen fields formatted.
  private mutating func formatFields(of body: UnsafeBufferPointer<UInt8>, line number: Int) {
    let limit = plan.lastField ?? .max
    switch plan.splitting {
    case .blanks: FieldSplitter.blanks(body, limit: limit, into: &spans)
    case .delimiter(let d): FieldSplitter.delimited(body, by: d, limit: limit, into: &spans)
    case .csv(let d): FieldSplitter.csv(body, by: d, limit: limit, into: &spans)
    }
    var position = 0
    for index in spans.indices {
      let field = index + 1
      guard let rule = plan.rule(for: field) else { continue }
      let span = spans[index]
      if case .csv(let delimiter) = plan.splitting {
        let done: Bool
        if span.quoted {
          CSV.content(of: span, in: body, into: &content)
          done = content.withUnsafeBufferPointer { value in
            formatCSVField(
              value, span: span, delimiter: delimiter, rule: rule, field: field, body: body,
              position: &position, line: number)
          }
        } else {
          // An unquoted field is its own content.
          done = formatCSVField(
            UnsafeBufferPointer(rebasing: body[span.start..<span.end]), span: span,
            delimiter: delimiter, rule: rule, field: field, body: body, position: &position,
            line: number)
        }
        if !done { return }
        continue
      }
      // The field without the blanks around it, which stay where they are.
      var start = span.start
      var end = span.end
      while start < end && FieldSplitter.isBlank(body[start]) { start += 1 }
      while end > start && FieldSplitter.isBlank(body[end - 1]) { end -= 1 }
      let value = UnsafeBufferPointer(rebasing: body[start..<end])
      guard let result = format(value, rule: rule, field: field, line: number) else { return }
      switch result {
      case .formatted(let text, let extent):
        emitText(UnsafeBufferPointer(rebasing: body[position..<start]))
        emitCell(text, field: field, extent: extent)
        position = end
      case .unchanged:
        // Padded as a cell of its column when aligning; else just text.
        guard let aligner else { continue }
        emitText(UnsafeBufferPointer(rebasing: body[position..<start]))
        var text: [UInt8] = []
        escaping.append(value, to: &text)
        let string = String(decoding: text, as: UTF8.self)
        emitCell(string, field: field, extent: aligner.extent(ofText: string))
        position = end
      }
    }
    emitText(UnsafeBufferPointer(rebasing: body[position...]))
  }

  /// A CSV field: its value is the field's content; a formatted field is written back
  /// with the blanks around its value, quoted when it was or when its text needs it.
  /// Returns false when the run stops (`--invalid abort`).
  private mutating func formatCSVField(
    _ content: UnsafeBufferPointer<UInt8>, span: FieldSpan, delimiter: [UInt8],
    rule: FieldPlan.Rule, field: Int, body: UnsafeBufferPointer<UInt8>, position: inout Int,
    line number: Int
  ) -> Bool {
    var start = 0
    var end = content.count
    while start < end && FieldSplitter.isBlank(content[start]) { start += 1 }
    while end > start && FieldSplitter.isBlank(content[end - 1]) { end -= 1 }
    let value = UnsafeBufferPointer(rebasing: content[start..<end])
    guard let result = format(value, rule: rule, field: field, line: number) else { return false }
    guard case .formatted(let text, let extent) = result else { return true }
    emitText(UnsafeBufferPointer(rebasing: body[position..<span.start]))
    var cell = text
    if start > 0 || end < content.count {
      cell = String(decoding: UnsafeBufferPointer(rebasing: content[..<start]), as: UTF8.self)
      cell += text
      cell += String(decoding: UnsafeBufferPointer(rebasing: content[end...]), as: UTF8.self)
    }
    let quoted = span.quoted || cell.withUTF8 { CSV.needsQuotes($0, delimiter: delimiter) }
    emitCell(cell, field: field, extent: extent, quoted: quoted)
    position = span.end
    return true
  }

  private enum FieldResult {
    /// The field's text, rendered, and where it reaches around the alignment anchor.
    case formatted(String, (lead: Int, trail: Int))
    /// Empty, or bad: written as it was.
    case unchanged
  }

  /// Formats one field's value. nil when the run stops (`--invalid abort`).
  private mutating func format(
    _ value: UnsafeBufferPointer<UInt8>, rule: FieldPlan.Rule, field: Int, line number: Int
  ) -> FieldResult? {
    let problem: String
    switch configuration.readField(value, rule: rule) {
    case .skip:
      return .unchanged
    case .problem(let message):
      problem = Configuration.sentence(message)
    case .measurement(let text):
      // Text alone, in place (plain): the measurement's text, as the line renderer writes
      // it, without its runs.
      if recordWriter == nil, aligner == nil, let formatted = configuration.formatText(text) {
        switch formatted {
        case .success(let string): return .formatted(ANSIRenderer.neutralize(string), (0, 0))
        case .failure(let failure):
          problem = Configuration.sentence(failure.message)
          recordWriter?.addError(field, text: value, message: problem)
          return invalid(problem, line: number, field: field) ? .unchanged : nil
        }
      }
      switch configuration.format(text, into: &result) {
      case nil:
        let formatted = result
        if recordWriter != nil {
          let renderer = configuration.renderer
          recordWriter!.addField(
            field, text: value, formatted: formatted,
            styled: renderer.isUnstyled ? nil : renderer.styled(formatted))
          // Styles do not show in plain text; the whitespace policy does.
          let plain =
            renderer.whitespace == .keep
            ? PlainRenderer().render(formatted)
            : PlainRenderer().render(renderer.styled(formatted))
          return .formatted(plain, (0, 0))
        }
        if let aligner {
          let styled = configuration.renderer.styled(formatted)
          return .formatted(configuration.renderer.render(styled), aligner.extent(of: styled))
        }
        return .formatted(configuration.renderer.render(formatted), (0, 0))
      case let failure?:
        problem = Configuration.sentence(failure.message)
      }
    }
    recordWriter?.addError(field, text: value, message: problem)
    return invalid(problem, line: number, field: field) ? .unchanged : nil
  }

  /// Reports a bad field or line as `--invalid` says. Returns false when the run stops.
  private mutating func invalid(_ problem: String, line number: Int, field: Int?) -> Bool {
    badFields += 1
    let mode = configuration.invalid
    guard mode != .ignore else { return true }
    let place = field.map { "line \(number), field \($0)" } ?? "line \(number)"
    reports.append("measfmt: \(place): \(problem)\n")
    guard mode == .abort else { return true }
    aligner?.flush(to: out)
    writeReports()
    aborted = true
    return false
  }

  /// Writes the reports of the line just written, after what stdout holds so far (a
  /// terminal shows a line, then its problems); with `--align`, at once.
  private mutating func writeReports() {
    guard !reports.isEmpty else { return }
    if aligner == nil { out.flush() }
    for report in reports { err.write(report) }
    err.flush()
    reports.removeAll(keepingCapacity: true)
  }

  // MARK: - A line too long to hold

  mutating func longRecordBegins(_ head: UnsafeBufferPointer<UInt8>) {
    let number = lineNumber + 1
    lineNumber += 1
    if case .csv = plan.splitting {
      for b in head where b == 0x0A { lineNumber += 1 }
    }
    let isHeader = records < configuration.header
    records += 1
    let problem =
      "the line is too long (more than \(Self.lineLimit) bytes) to look into"
      + (recordWriter == nil ? "; written unchanged." : ".")
    if !isHeader {
      guard invalid(problem, line: number, field: nil) else { return }
      writeReports()
    }
    if let recordWriter {
      // Its text is not held, so the record has none.
      recordWriter.writeLongLine(number: number, error: problem, to: out)
      return
    }
    aligner?.flush(to: out)
    longLine = []
    longRecordContinues(head)
  }

  mutating func longRecordContinues(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard var carry = longLine else { return }
    if escaping == .none, !bytes.isEmpty {
      // Plain text needs no copy: only a final CR is held back.
      carry.withUnsafeBytes { out.write($0) }
      let keep = bytes.last == 0x0D ? 1 : 0
      out.write(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes.dropLast(keep))))
      longLine = keep == 1 ? [0x0D] : []
      return
    }
    // Hold back an unfinished UTF-8 sequence and a final CR (the line ending's, perhaps).
    carry.append(contentsOf: bytes)
    var keep = escaping == .none ? 0 : Self.unfinishedUTF8(carry)
    if keep == 0, carry.last == 0x0D { keep = 1 }
    var text: [UInt8] = []
    carry.withUnsafeBufferPointer {
      escaping.append(UnsafeBufferPointer(rebasing: $0.dropLast(keep)), to: &text)
    }
    text.withUnsafeBytes { out.write($0) }
    carry.removeFirst(carry.count - keep)
    longLine = carry
  }

  mutating func longRecordEnds(terminated: Bool) {
    guard var rest = longLine else { return }
    longLine = nil
    let crlf = rest.last == 0x0D
    if crlf { rest.removeLast() }
    var text: [UInt8] = []
    rest.withUnsafeBufferPointer { escaping.append($0, to: &text) }
    if crlf { text.append(0x0D) }
    if terminated { text.append(out.lineEnd) }
    text.withUnsafeBytes { out.write($0) }
  }

  /// How many bytes at the end of `bytes` begin a UTF-8 sequence they do not finish.
  static func unfinishedUTF8(_ bytes: [UInt8]) -> Int {
    var back = 0
    while back < min(3, bytes.count) {
      let b = bytes[bytes.count - 1 - back]
      if b & 0xC0 != 0x80 {
        // A lead byte: how long its sequence is.
        let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
        return length > back + 1 ? back + 1 : 0
      }
      back += 1
    }
    return 0
  }
}
