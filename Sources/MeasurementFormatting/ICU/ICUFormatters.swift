import _MeasfmtICUBridge

/// An opened ICU number formatter (`UNumberFormatter`).
///
/// `@unchecked Sendable`: an opened `UNumberFormatter` is immutable and ICU
/// documents it as safe to use from many threads; the result object each call
/// writes into is per thread (see the bridge).
final class ICUNumberFormatter: @unchecked Sendable {
  let handle: OpaquePointer
  let wantsOutputUnit: Bool

  /// `unumf_openForSkeletonAndLocale`.
  init(skeleton: String, localeID: String, wantsOutputUnit: Bool = false) throws(ICUError) {
    var status: Int32 = 0
    guard
      let handle = mf_number_formatter_open(
        skeleton, localeID, wantsOutputUnit ? 1 : 0, &status),
      status <= 0
    else { throw ICUError(status: status == 0 ? 1 : status) }
    self.handle = handle
    self.wantsOutputUnit = wantsOutputUnit
  }

  deinit { mf_number_formatter_close(handle) }

  /// `unumf_formatDouble`, reading text and fields.
  @inline(__always)
  func format<R>(
    _ value: Double, _ read: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<ICU.Span>) -> R
  ) -> Result<R, ICUError> {
    ICU.withOutput({ mf_number_format_double(handle, value, &$0, &$1) }, read)
  }

  /// `unumf_formatDecimal`: for numbers a `Double` cannot hold.
  func format<R>(
    decimal: String, _ read: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<ICU.Span>) -> R
  ) -> Result<R, ICUError> {
    var decimal = decimal
    return decimal.withUTF8 { utf8 in
      utf8.withMemoryRebound(to: CChar.self) { chars in
        ICU.withOutput(
          { mf_number_format_decimal(handle, chars.baseAddress!, Int32(chars.count), &$0, &$1) },
          read)
      }
    }
  }

  /// The number ICU displays for `value` after rounding (`unumf_resultToDecimalNumber`).
  func rounded(_ value: Double) -> Double? {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { buffer in
      var status: Int32 = 0
      let n = mf_number_rounded(handle, value, buffer.baseAddress!, 127, &status)
      guard status <= 0, n > 0, n < 127 else { return nil }
      buffer[Int(n)] = 0
      return Double(String(cString: buffer.baseAddress!))
    }
  }

  /// Formats through ICU's C++ API and reports the output unit of a `usage` format.
  func formatWithOutputUnit<R>(
    _ value: Double, _ read: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<ICU.Span>) -> R
  ) -> Result<(R, String), ICUError> {
    var unit = ""
    let result = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { unitBuffer in
      unitBuffer.initialize(repeating: 0)
      let r = ICU.withOutput(
        {
          mf_number_format_double_with_unit(handle, value, &$0, unitBuffer.baseAddress!, 256, &$1)
        }, read)
      unit = String(cString: unitBuffer.baseAddress!)
      return r
    }
    return result.map { ($0, unit) }
  }
}

/// An opened ICU number range formatter (`UNumberRangeFormatter`); immutable once
/// opened, so sharing it between threads is safe.
final class ICURangeFormatter: @unchecked Sendable {
  let handle: OpaquePointer

  init(skeleton: String, localeID: String) throws(ICUError) {
    var status: Int32 = 0
    guard let handle = mf_range_formatter_open(skeleton, localeID, &status), status <= 0 else {
      throw ICUError(status: status == 0 ? 1 : status)
    }
    self.handle = handle
  }

  deinit { mf_range_formatter_close(handle) }

  /// `unumrf_formatDouble`. `identity`: 0 equal before rounding, 1 after, 2 not equal.
  func format<R>(
    _ low: Double, _ high: Double,
    _ read: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<ICU.Span>) -> R
  ) -> Result<(R, identity: Int32), ICUError> {
    var identity: Int32 = 2
    return ICU.withOutput({ mf_range_format_double(handle, low, high, &$0, &identity, &$1) }, read)
      .map { ($0, identity) }
  }
}

/// An opened ICU list formatter of type "units" (`UListFormatter`); immutable once
/// opened, so sharing it between threads is safe.
final class ICUListFormatter: @unchecked Sendable {
  let handle: OpaquePointer

  /// `width`: 0 wide, 1 short, 2 narrow.
  init(localeID: String, width: Int32) throws(ICUError) {
    var status: Int32 = 0
    guard let handle = mf_list_formatter_open(localeID, width, &status), status <= 0 else {
      throw ICUError(status: status == 0 ? 1 : status)
    }
    self.handle = handle
  }

  deinit { mf_list_formatter_close(handle) }

  /// `ulistfmt_formatStringsToResult`; spans mark each element.
  func format<R>(
    _ items: [String], _ read: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<ICU.Span>) -> R
  ) -> Result<R, ICUError> {
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
        }, read)
    }
  }
}
