import MeasurementFormatting

/// Writes `--json` lines straight into the output buffer: the library's JSON
/// (``JSONRenderer/ByteWriter``, byte for byte what ``JSONRenderer`` renders) and a
/// newline, without a `String` per line — batch mode writes hundreds of thousands of
/// lines a second.
struct JSONLineWriter {
  private var writer = JSONRenderer.ByteWriter()

  /// Writes the JSON object for `f` and a newline.
  mutating func write(_ f: FormattedMeasurement, to out: OutputStream) {
    writer.append(f, to: &out.buffer)
    out.buffer.append(0x0A)
    out.didAppend()
  }

  /// Writes the JSON object for `styled` (with its styles) and a newline.
  mutating func write(_ styled: StyledMeasurement, to out: OutputStream) {
    writer.append(styled, to: &out.buffer)
    out.buffer.append(0x0A)
    out.didAppend()
  }
}
