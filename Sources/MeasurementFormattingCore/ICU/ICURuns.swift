import _MeasfmtICUBridge

/// A type laid out as the bridge's `MFRun` (`FormattedMeasurement.Run` is:
/// `RunLayoutTests`), so that the run engine writes runs where Swift reads them and reads
/// Swift's runs where they are.
protocol ICURunLayout {}

/// A piece of a text to join (``ICU/joinRuns(_:unitSymbol:_:)``,
/// ``ICUListFormatter/formatRuns(_:_:)``): the bytes `range` of `text` with their runs (in
/// `text`'s offsets); without runs, text no field covers, or a whole text of one part.
struct ICUPiece<Run: ICURunLayout> {
  var text: String
  var range: Range<Int>
  var runs: ArraySlice<Run>?
  /// Given to every run of the piece unless ``ICURunTags/none``.
  var source = ICURunTags.none
  var component = ICURunTags.none
  /// For a piece without runs: the number part its literal runs take as value runs, or
  /// that its one run takes.
  var numberPart = ICURunTags.none
  /// For a piece without runs: ``ICURunTags/none`` (painted as text no field covers), or
  /// the part of its one run.
  var part = ICURunTags.none

  /// The whole of a text with its runs.
  init(_ text: String, runs: [Run], source: UInt8 = ICURunTags.none) {
    self.text = text
    self.range = 0..<text.utf8.count
    self.runs = runs[...]
    self.source = source
  }

  /// `range` of a text and the runs over it.
  init(_ text: String, range: Range<Int>, runs: ArraySlice<Run>) {
    self.text = text
    self.range = range
    self.runs = runs
  }

  /// A whole text as one run of `part` (the engine makes the run: a unit's name, a number
  /// ICU did not write).
  init(_ text: String, wholeAs part: UInt8, numberPart: UInt8 = ICURunTags.none) {
    self.text = text
    self.range = 0..<text.utf8.count
    self.part = part
    self.numberPart = numberPart
  }

  /// `range` of a text as one run of `part`.
  init(_ text: String, range: Range<Int>, wholeAs part: UInt8) {
    self.text = text
    self.range = range
    self.part = part
  }

  /// Text no field covers (a separator), painted character by character.
  init(uncovered text: String, source: UInt8 = ICURunTags.none, numberPart: UInt8 = ICURunTags.none)
  {
    self.text = text
    self.range = 0..<text.utf8.count
    self.source = source
    self.numberPart = numberPart
  }
}

extension ICU {
  /// Runs a call of the run engine (it writes an `MFRunOutput`) with stack buffers first
  /// (256 bytes, 32 runs), then buffers of the reported sizes, at most ``maximumAttempts``
  /// times, as ``withOutput(textOnly:_:_:)`` does; `read` gets the text and the runs, as
  /// `Run`s.
  @inline(__always)
  static func withRunOutput<Run: ICURunLayout, R>(
    _ call: (inout MFRunOutput, inout Int32) -> Void,
    _ read: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Run>) -> R
  ) -> Result<R, ICUError> {
    precondition(
      MemoryLayout<Run>.size == MemoryLayout<MFRun>.size
        && MemoryLayout<Run>.alignment == MemoryLayout<MFRun>.alignment)
    return withGrowingBuffers(of: MFRun.self) { text, runs in
      var output = MFRunOutput(
        text: UnsafeMutableRawPointer(text.baseAddress!).assumingMemoryBound(to: CChar.self),
        textCapacity: Int32(text.count), textLength: 0, runs: runs.baseAddress!,
        runCapacity: Int32(runs.count), runCount: 0)
      var status: Int32 = 0
      call(&output, &status)
      if status == bufferOverflow {
        return .grow(text: Int(output.textLength), items: Int(output.runCount))
      }
      if let error = ICUError(status: status) { return .done(.failure(error)) }
      let written = UnsafeBufferPointer(start: runs.baseAddress!, count: Int(output.runCount))
      return .done(
        .success(
          written.withMemoryRebound(to: Run.self) {
            read(UnsafeBufferPointer(start: text.baseAddress!, count: Int(output.textLength)), $0)
          }))
    }
  }

  /// Lends `pieces` to the bridge as `MFPiece`s: their texts and runs copied into one
  /// buffer each.
  static func withBridgedPieces<Run: ICURunLayout, R>(
    _ pieces: [ICUPiece<Run>], _ body: (UnsafeBufferPointer<MFPiece>) -> R
  ) -> R {
    var bytes: [UInt8] = []
    var runs: [Run] = []
    var starts: [(text: Int, runs: Int)] = []
    starts.reserveCapacity(pieces.count)
    for piece in pieces {
      starts.append((bytes.count, runs.count))
      bytes.append(contentsOf: piece.text.utf8)
      if let pieceRuns = piece.runs { runs.append(contentsOf: pieceRuns) }
    }
    return bytes.withUnsafeBufferPointer { text in
      runs.withUnsafeBufferPointer { allRuns in
        allRuns.withMemoryRebound(to: MFRun.self) { allRuns in
          let base = UnsafeRawPointer(text.baseAddress ?? UnsafePointer(bitPattern: 1)!)
            .assumingMemoryBound(to: CChar.self)
          let bridged = pieces.indices.map { i -> MFPiece in
            let piece = pieces[i]
            // Each piece's text where its copy starts: its range and its runs' offsets are
            // in that text's.
            return MFPiece(
              text: base + starts[i].text,
              start: Int32(truncatingIfNeeded: piece.range.lowerBound),
              end: Int32(truncatingIfNeeded: piece.range.upperBound),
              runs: piece.runs == nil ? nil : allRuns.baseAddress.map { $0 + starts[i].runs },
              runCount: Int32(truncatingIfNeeded: piece.runs?.count ?? 0),
              source: piece.source, component: piece.component, numberPart: piece.numberPart,
              part: piece.part)
          }
          return bridged.withUnsafeBufferPointer(body)
        }
      }
    }
  }
}

extension ICU {
  /// Joins pieces (`mf_join_runs`): their texts one after the other, each piece's runs
  /// moved with it, a piece without runs painted as text no field covers; with a
  /// `unitSymbol`, the unit is then replaced as a custom unit's is
  /// (``ICUNumberFormatter/formatRuns(_:replacingUnitWith:_:)``).
  static func joinRuns<Run: ICURunLayout, R>(
    _ pieces: [ICUPiece<Run>], unitSymbol: String? = nil,
    _ read: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Run>) -> R
  ) -> Result<R, ICUError> {
    withBridgedPieces(pieces) { bridged in
      withOptionalCString(unitSymbol) { symbol, length in
        withRunOutput(
          { mf_join_runs(bridged.baseAddress!, Int32(bridged.count), symbol, length, &$0, &$1) },
          read)
      }
    }
  }

  /// A C string of `text` (nil for nil) and its length in bytes.
  static func withOptionalCString<R>(
    _ text: String?, _ body: (UnsafePointer<CChar>?, Int32) -> R
  ) -> R {
    guard let text else { return body(nil, 0) }
    let length = Int32(truncatingIfNeeded: text.utf8.count)
    return text.withCString { body($0, length) }
  }

  /// Whether the bridge's test hooks are compiled in (debug builds: `MEASFMT_TEST_HOOKS`);
  /// without them ``verifyingKeptLayouts(_:)`` checks nothing.
  static let hasTestHooks = mf_test_hooks() != 0

  /// For tests: runs `body` on this thread with every text whose runs a formatter kept
  /// by shape also painted from ICU's fields and compared (`mf_layout_cache_set_verifying`);
  /// what `body` returned, how many texts were checked and how many disagreed. `body` must
  /// not suspend: the switch and the tally are the thread's.
  static func verifyingKeptLayouts<R>(_ body: () throws -> R) rethrows -> (
    result: R, verified: Int, mismatches: Int
  ) {
    var verified: (Int64, Int64) = (0, 0)
    var after: (Int64, Int64) = (0, 0)
    mf_layout_cache_verified(&verified.0, &verified.1)
    mf_layout_cache_set_verifying(1)
    defer { mf_layout_cache_set_verifying(0) }
    let result = try body()
    mf_layout_cache_verified(&after.0, &after.1)
    return (result, Int(after.0 - verified.0), Int(after.1 - verified.1))
  }

  /// For tests, with the test hooks (`mf_digit_writer_counts`): the texts this thread wrote
  /// without ICU while verifying (each compared with ICU's text and runs, as
  /// ``verifyingKeptLayouts(_:)`` turns on) and how many of those disagreed; then, for the
  /// process, the texts ICU wrote with other digits than the writer's model, and the
  /// formatters found to qualify for writing and not to. All 0 without the hooks.
  static var digitWriterCounts:
    (written: Int, mismatches: Int, refused: Int, qualified: Int, unqualified: Int)
  {
    var counts: (Int64, Int64, Int64, Int64, Int64) = (0, 0, 0, 0, 0)
    mf_digit_writer_counts(&counts.0, &counts.1, &counts.2, &counts.3, &counts.4)
    return (Int(counts.0), Int(counts.1), Int(counts.2), Int(counts.3), Int(counts.4))
  }
}
extension MFRun: ICURunLayout {}
