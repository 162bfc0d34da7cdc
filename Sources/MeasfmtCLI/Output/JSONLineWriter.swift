@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// Writes `--json` lines: the library's JSON (``JSONRenderer/ByteWriter``, byte for byte
/// what ``JSONRenderer`` renders) and a newline, copied straight into the output buffer
/// without a `String` per line — batch mode writes hundreds of thousands of lines a
/// second.
struct JSONLineWriter {
  private var writer = JSONRenderer.ByteWriter()

  /// Room asked of the output buffer for one object: a line of a few units takes a few
  /// hundred bytes; a longer one (a long custom symbol, many escapes) goes the long way.
  private static let room = 4096

  /// Writes the JSON object for `f` and the line end (a newline, NUL with `-z`), straight into the output's buffer
  /// when it fits there.
  mutating func write(_ f: FormattedMeasurement, to out: OutputStream) {
    let start = out.reserve(Self.room + 1)
    if let count = writer.write(f, into: UnsafeMutableBufferPointer(start: start, count: Self.room))
    {
      start[count] = out.lineEnd
      out.commit(count + 1)
      return
    }
    writer.withUTF8(of: f) { out.write(UnsafeRawBufferPointer($0)) }
    out.endLine()
  }

  /// Writes the JSON object for `styled` (with its styles) and a newline.
  mutating func write(_ styled: StyledMeasurement, to out: OutputStream) {
    writer.withUTF8(of: styled) { out.write(UnsafeRawBufferPointer($0)) }
    out.endLine()
  }

  /// Calls `body` with the JSON object for `f` (or, when given, `styled`, with its
  /// styles), without a newline; the bytes are valid only during the call.
  mutating func withObject(
    _ f: FormattedMeasurement, styled: StyledMeasurement?,
    _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    if let styled {
      writer.withUTF8(of: styled, body)
    } else {
      writer.withUTF8(of: f, body)
    }
  }
}
