import _MeasfmtICUBridge

/// An opened ICU number formatter (`UNumberFormatter`).
///
/// `@unchecked Sendable`: an opened `UNumberFormatter` is immutable and ICU
/// documents it as safe to use from many threads; the result object each call
/// writes into is per thread (see the bridge).
final class ICUNumberFormatter: @unchecked Sendable {
  let handle: OpaquePointer

  /// `unumf_openForSkeletonAndLocale`. `wantsOutputUnit` opens ICU's C++ formatter,
  /// which can report the output unit of a `usage` format; `grammaticalCase` (CLDR's
  /// name, "dative"; "" for none) writes units in that case, through ICU's C++ formatter.
  init(
    skeleton: String, localeID: String, wantsOutputUnit: Bool = false,
    grammaticalCase: String = ""
  ) throws(ICUError) {
    handle = try ICU.open {
      mf_number_formatter_open(
        skeleton, localeID, wantsOutputUnit ? 1 : 0, grammaticalCase, &$0)
    }
  }

  deinit { mf_number_formatter_close(handle) }

  /// `unumf_formatDouble`, reading text and fields.
  @inline(__always)
  func format<R>(_ value: Double, _ read: (UnsafeBufferPointer<UInt8>, ICUSpans) -> R)
    -> Result<R, ICUError>
  {
    ICU.withOutput({ mf_number_format_double(handle, value, &$0, &$1) }, read)
  }

  /// `unumf_formatDouble`, reading the text and its tagged runs (`mf_number_format_runs`:
  /// the runs the formatter keeps for the text's shape, else painted from ICU's fields).
  /// `percentIsUnit`: ICU's percent sign is the unit (`percent`, `permille`).
  @inline(__always)
  func formatRuns<Run: ICURunLayout, R>(
    _ value: Double, percentIsUnit: Bool,
    _ read: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Run>) -> R
  ) -> Result<R, ICUError> {
    ICU.withRunOutput(
      { mf_number_format_runs(handle, value, percentIsUnit ? 1 : 0, nil, 0, &$0, &$1) }, read)
  }

  /// The same, with the text of the unit run replaced by `symbol` (a custom unit shown in
  /// this formatter's pattern; see `mf_number_format_runs`).
  func formatRuns<Run: ICURunLayout, R>(
    _ value: Double, replacingUnitWith symbol: String,
    _ read: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Run>) -> R
  ) -> Result<R, ICUError> {
    // A C string is never null, even for an empty symbol (null means no replacing).
    let length = Int32(truncatingIfNeeded: symbol.utf8.count)
    return symbol.withCString { chars in
      ICU.withRunOutput(
        { mf_number_format_runs(handle, value, 0, chars, length, &$0, &$1) }, read)
    }
  }

  /// `unumf_formatDouble`, reading the text only (no field is read).
  @inline(__always)
  func formatText<R>(_ value: Double, _ read: (UnsafeBufferPointer<UInt8>) -> R)
    -> Result<R, ICUError>
  {
    ICU.withOutput(
      textOnly: true, { mf_number_format_double(handle, value, &$0, &$1) },
      { text, _ in read(text) })
  }

  /// `unumf_formatDecimal`: for numbers a `Double` cannot hold; the text and its runs, as
  /// ``formatRuns(_:percentIsUnit:_:)`` makes them.
  func formatRuns<Run: ICURunLayout, R>(
    decimal: String, percentIsUnit: Bool,
    _ read: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Run>) -> R
  ) -> Result<R, ICUError> {
    var decimal = decimal
    return decimal.withUTF8 { utf8 in
      utf8.withMemoryRebound(to: CChar.self) { chars in
        ICU.withRunOutput(
          {
            mf_number_format_decimal_runs(
              handle, chars.baseAddress!, Int32(chars.count), percentIsUnit ? 1 : 0, &$0, &$1)
          }, read)
      }
    }
  }

  /// How many text shapes this formatter keeps runs for (`mf_number_formatter_kept_layouts`;
  /// at most 32).
  var keptLayoutCount: Int { Int(mf_number_formatter_kept_layouts(handle)) }

  /// How many shapes this formatter writes without ICU
  /// (`mf_number_formatter_written_shapes`; at most 128).
  var writtenShapeCount: Int { Int(mf_number_formatter_written_shapes(handle)) }

  /// The number ICU displays for `value` after rounding (`unumf_resultToDecimalNumber`).
  func rounded(_ value: Double) -> Double? {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { buffer in
      var status: Int32 = 0
      let n = mf_number_rounded(handle, value, buffer.baseAddress!, 127, &status)
      guard ICUError(status: status) == nil, n > 0, n < 127 else { return nil }
      buffer[Int(n)] = 0
      return Double(String(cString: buffer.baseAddress!))
    }
  }

  /// Formats through ICU's C++ API: the text, its runs and the output unit of a `usage`
  /// format (requires `wantsOutputUnit`; `mf_number_format_usage_runs`).
  func formatRunsWithOutputUnit<Run: ICURunLayout, R>(
    _ value: Double, _ read: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Run>) -> R
  ) -> Result<(R, outputUnit: String), ICUError> {
    var unit = ""
    let result = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { unitBuffer in
      unitBuffer.initialize(repeating: 0)
      let r = ICU.withRunOutput(
        {
          mf_number_format_usage_runs(handle, value, &$0, unitBuffer.baseAddress!, 256, &$1)
        }, read)
      unit = String(cString: unitBuffer.baseAddress!)
      return r
    }
    return result.map { ($0, unit) }
  }
}

/// An opened ICU number range formatter (`UNumberRangeFormatter`); immutable once opened,
/// so sharing it between threads is safe.
final class ICURangeFormatter: @unchecked Sendable {
  let handle: OpaquePointer

  /// A range formatter; by default as ECMA-402's `formatRange`: collapsing automatically,
  /// "~5" when both ends read the same. ICU numbers its `UNumberRangeCollapse` and
  /// `UNumberRangeIdentityFallback` in the order ``RangeOptions``' options are declared
  /// (auto 0, none 1, unit 2, all 3; single value 0, approximately or single value 1,
  /// approximately 2, range 3): `Mirrors.cpp` checks ICU's side of that.
  init(
    skeleton: String, localeID: String, range: RangeOptions = RangeOptions(),
    grammaticalCase: String = ""
  ) throws(ICUError) {
    let collapse = Int32(
      RangeOptions.Collapse.Option.allCases.firstIndex(of: range.collapse.option)!)
    let identityFallback = Int32(
      RangeOptions.IdentityFallback.Option.allCases.firstIndex(of: range.identityFallback.option)!)
    handle = try ICU.open {
      mf_range_formatter_open(
        skeleton, localeID, collapse, identityFallback, grammaticalCase, &$0)
    }
  }

  deinit { mf_range_formatter_close(handle) }

  /// `unumrf_formatDoubleRange`: the text and its runs, each with its side
  /// (`mf_range_format_runs`: shared outside both sides, and everywhere when both ends
  /// read the same).
  func formatRuns<Run: ICURunLayout, R>(
    _ low: Double, _ high: Double, percentIsUnit: Bool,
    _ read: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Run>) -> R
  ) -> Result<R, ICUError> {
    var identity: Int32 = 2
    return ICU.withRunOutput(
      {
        mf_range_format_runs(handle, low, high, percentIsUnit ? 1 : 0, &$0, &identity, &$1)
      }, read)
  }

  /// The text between the two ends of a range (ICU's format of 1–2: "–", " – ", "～"),
  /// or nil when ICU does not mark both ends.
  func separator() -> String? {
    let result = formatRuns(1, 2, percentIsUnit: false) {
      (text, runs: UnsafeBufferPointer<MFRun>) -> String? in
      guard
        let startEnd = runs.lastIndex(where: { $0.source == UInt8(MF_SOURCE_START_RANGE) }),
        let endStart = runs.firstIndex(where: { $0.source == UInt8(MF_SOURCE_END_RANGE) }),
        startEnd < endStart
      else { return nil }
      let from = Int(runs[startEnd].end)
      let to = Int(runs[endStart].start)
      return String(decoding: text[from..<to], as: UTF8.self)
    }
    return (try? result.get()) ?? nil
  }

  /// The approximately sign of a range whose ends read the same (ICU's format of
  /// 1–1: "~"), or nil when ICU shows none.
  func approximatelySign() -> String? {
    let result = formatRuns(1, 1, percentIsUnit: false) {
      (text, runs: UnsafeBufferPointer<MFRun>) -> String? in
      guard
        let sign = runs.first(where: {
          $0.numberPart == UInt8(MF_NUMBER_PART_APPROXIMATELY_SIGN)
        })
      else { return nil }
      return String(decoding: text[Int(sign.start)..<Int(sign.end)], as: UTF8.self)
    }
    return (try? result.get()) ?? nil
  }
}

/// An opened ICU list formatter of type "units" (`UListFormatter`); immutable once
/// opened, so sharing it between threads is safe.
final class ICUListFormatter: @unchecked Sendable {
  let handle: OpaquePointer

  /// ICU's `UListFormatterWidth`.
  enum Width: Int32, Sendable {
    case wide = 0  // ULISTFMT_WIDTH_WIDE
    case short = 1  // ULISTFMT_WIDTH_SHORT
    case narrow = 2  // ULISTFMT_WIDTH_NARROW
  }

  /// A list of units at a width (`ulistfmt_openForType`, type units).
  init(localeID: String, width: Width) throws(ICUError) {
    handle = try ICU.open { mf_list_formatter_open(localeID, width.rawValue, &$0) }
  }

  deinit { mf_list_formatter_close(handle) }

  /// The joined text and where each item is.
  struct Joined {
    /// The list's text, UTF-8.
    var text: [UInt8]
    /// The index of each item given and its byte range in `text`, in text order.
    var elements: [(index: Int, range: Range<Int>)]
  }

  /// `ulistfmt_formatStringsToResult`.
  func format(_ items: [String]) -> Result<Joined, ICUError> {
    // One contiguous buffer of NUL-terminated UTF-8 strings, pointed into per item.
    var bytes: [CChar] = []
    var offsets: [Int] = []
    var lengths: [Int32] = []
    for item in items {
      offsets.append(bytes.count)
      lengths.append(Int32(item.utf8.count))
      bytes.append(contentsOf: item.utf8.map { CChar(bitPattern: $0) })
      bytes.append(0)
    }
    return bytes.withUnsafeBufferPointer { base in
      let pointers = offsets.map { base.baseAddress! + $0 }
      return ICU.withOutput(
        { output, status in
          pointers.withUnsafeBufferPointer { p in
            mf_list_format(handle, p.baseAddress!, lengths, Int32(items.count), &output, &status)
          }
        },
        { text, spans in
          var elements: [(index: Int, range: Range<Int>)] = []
          for span in spans {
            if case .listElement(let index) = span.field {
              elements.append((index, span.begin..<span.end))
            }
          }
          elements.sort { $0.range.lowerBound < $1.range.lowerBound }
          return Joined(text: Array(text), elements: elements)
        })
    }
  }

  /// Joins pieces in this list (`mf_list_format_runs`): each piece's runs given its index
  /// as their component, the text between them painted as text no field covers.
  func formatRuns<Run: ICURunLayout, R>(
    _ pieces: [ICUPiece<Run>], _ read: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Run>) -> R
  ) -> Result<R, ICUError> {
    ICU.withBridgedPieces(pieces) { bridged in
      ICU.withRunOutput(
        { mf_list_format_runs(handle, bridged.baseAddress!, Int32(bridged.count), &$0, &$1) },
        read)
    }
  }
}
