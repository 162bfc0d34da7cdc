import _MeasfmtICUBridge

/// Turns ICU's field spans (``ICUSpans``: UTF-8 offsets, nested, unsorted) into
/// contiguous runs.
///
/// Each byte is painted with the innermost field that covers it; bytes no field covers
/// are classified per character: Unicode White_Space is `whitespace`, everything else
/// (bidi marks U+061C/U+200E/U+200F, range dashes) is `literal`. The bridge does it
/// (`mf_build_runs`, Runs.cpp), writing `Run`s in place: one small C++ loop rather than
/// Swift code beside ICU's in the processor's instruction cache, which a formatting loop
/// shares with ICU (the Performance article has the figures).
enum RunBuilder {
  /// - Parameters:
  ///   - percentIsUnit: the unit is `percent`/`permille`, so ICU's percent sign is the unit
  ///     (as ECMA-402 tags it for `style: "unit"`), not a `percentSign` of the number.
  ///   - component: the mixed-unit component index to put on every run, if any.
  ///   - offset: added to every run's offsets (when the text is placed in a larger string).
  static func build(
    text: UnsafeBufferPointer<UInt8>, spans: ICUSpans,
    percentIsUnit: Bool, component: Int? = nil, offset: Int = 0,
    into runs: inout [FormattedMeasurement.Run]
  ) {
    withRuns(
      text: text, spans: spans, percentIsUnit: percentIsUnit, component: component,
      offset: offset
    ) { runs.append(contentsOf: $0) }
  }

  /// The runs, built in a temporary buffer and lent to `body` (which copies them where
  /// they go, in one piece).
  @inline(__always)
  static func withRuns<R>(
    text: UnsafeBufferPointer<UInt8>, spans: ICUSpans,
    percentIsUnit: Bool, component: Int? = nil, offset: Int = 0,
    _ body: (UnsafeBufferPointer<FormattedMeasurement.Run>) -> R
  ) -> R {
    let n = text.count
    if n == 0 { return body(UnsafeBufferPointer(start: nil, count: 0)) }
    let componentCode = component.map { UInt8(clamping: $0) } ?? FormattedMeasurement.Run.none
    // At most one run per byte. `Run` and the bridge's `MFRun` have one layout
    // (`RunTests` check it), so the bridge writes the runs where Swift reads them.
    return withUnsafeTemporaryAllocation(of: FormattedMeasurement.Run.self, capacity: n) {
      buffer in
      let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
      let count = text.withMemoryRebound(to: CChar.self) { chars in
        mf_build_runs(
          chars.baseAddress!, Int32(truncatingIfNeeded: n), spans.base.baseAddress,
          Int32(truncatingIfNeeded: spans.base.count), percentIsUnit ? 1 : 0, componentCode,
          Int32(truncatingIfNeeded: offset), raw.assumingMemoryBound(to: MFRun.self))
      }
      // Only a text past 256 bytes allocates (its cells), and memory is not to be had.
      precondition(count >= 0, "out of memory building the runs of \(n) bytes")
      return body(UnsafeBufferPointer(start: buffer.baseAddress, count: Int(count)))
    }
  }

  /// Runs the bridge wrote (`MFRun`, laid out as `Run`: `RunLayoutTests` check it), lent
  /// to `body` as runs.
  @inline(__always)
  static func withRuns<R>(
    bridged: UnsafeBufferPointer<MFRun>,
    _ body: (UnsafeBufferPointer<FormattedMeasurement.Run>) -> R
  ) -> R {
    bridged.withMemoryRebound(to: FormattedMeasurement.Run.self, body)
  }

  /// Runs lent to the bridge as `MFRun`s (the same layout).
  @inline(__always)
  static func withBridged<R>(
    _ runs: UnsafeBufferPointer<FormattedMeasurement.Run>,
    _ body: (UnsafeBufferPointer<MFRun>) -> R
  ) -> R {
    runs.withMemoryRebound(to: MFRun.self, body)
  }

  /// Appends the runs of text no field covers (list separators, range dashes), each
  /// character whitespace or literal; `offset` is where the text starts in the result.
  static func appendUncovered(
    _ text: ArraySlice<UInt8>, at offset: Int, into runs: inout [FormattedMeasurement.Run]
  ) {
    text.withUnsafeBufferPointer { buffer in
      build(text: buffer, spans: .none, percentIsUnit: false, offset: offset, into: &runs)
    }
  }

  /// Appends the runs of a formatted piece placed at `offset` of a longer text (a
  /// range end, a mixed-unit component), each changed by `retag`.
  static func append(
    _ piece: FormattedMeasurement, at offset: Int, into runs: inout [FormattedMeasurement.Run],
    retag: (inout FormattedMeasurement.Run) -> Void
  ) {
    for var run in piece.runs {
      run = run.shifted(by: offset)
      retag(&run)
      runs.append(run)
    }
  }
}
