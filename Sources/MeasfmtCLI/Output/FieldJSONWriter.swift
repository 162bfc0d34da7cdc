@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// `--json` in batch mode over fields: one object per line of input (JSON Lines).
///
/// ```json
/// {"line":2,"text":"alpha\t1536\t12.5","string":"alpha\t1.536 MB\t12,5 km/h",
///  "fields":[{"field":2,"text":"1536","string":"1.536 MB","locale":"de","unit":"megabyte",
///             "output":[…],"parts":[…]},
///            {"field":3,"text":"12.5",…}]}
/// ```
///
/// - `line`: the line number (for a CSV record over several lines, its first);
/// - `text`: the line as read, without its line ending; `string`: the line as `--plain`
///   writes it;
/// - `fields`: each chosen field that was formatted — `field` (from 1), `text` (its
///   value as read, without quotes and surrounding blanks) and the keys of a measurement
///   of `--json` — or could not be: `field`, `text` and `error` (whatever `--invalid`
///   says: the error is data here). Empty and missing fields are left out;
/// - header lines add `"header":true`; a line too long to be held has only `line` and
///   `error`.
///
/// Text that is not valid UTF-8 is written with U+FFFD in its place.
final class FieldJSONWriter: FieldRecordWriter {
  // Written by one thread, the command's: no dynamic exclusivity check on every field.
  /// The objects of the line's fields, comma-separated.
  @exclusivity(unchecked) private var fields: [UInt8] = []
  @exclusivity(unchecked) private var scratch: [UInt8] = []
  /// Each field's measurement, as `--json` writes it.
  @exclusivity(unchecked) private var measurements = JSONLineWriter()

  /// Starts a new line: no fields yet.
  func reset() {
    fields.removeAll(keepingCapacity: true)
  }

  /// Adds a formatted field.
  func addField(
    _ n: Int, text: UnsafeBufferPointer<UInt8>, formatted: FormattedMeasurement,
    styled: StyledMeasurement?
  ) {
    beginField(n, text: text)
    // The fields' bytes, held by one reference while the writer appends to them.
    var appended = fields
    fields = []
    measurements.withObject(formatted, styled: styled) { object in
      // The measurement's own keys follow ours: drop its opening brace.
      appended.append(contentsOf: UnsafeBufferPointer(rebasing: object.dropFirst()))
    }
    fields = appended
  }

  /// Adds a field that could not be formatted.
  func addError(_ n: Int, text: UnsafeBufferPointer<UInt8>, message: String) {
    beginField(n, text: text)
    Self.append(#""error":"#, to: &fields)
    fields.append(contentsOf: JSONRenderer.stringLiteral(message).utf8)
    fields.append(UInt8(ascii: "}"))
  }

  private func beginField(_ n: Int, text: UnsafeBufferPointer<UInt8>) {
    if !fields.isEmpty { fields.append(UInt8(ascii: ",")) }
    Self.append(#"{"field":"#, to: &fields)
    Self.appendDecimal(n, to: &fields)
    Self.append(#","text":"#, to: &fields)
    Self.appendLiteral(text, to: &fields)
    fields.append(UInt8(ascii: ","))
  }

  /// Writes the line's object and a newline.
  func writeLine(
    number: Int, text: UnsafeBufferPointer<UInt8>, string: UnsafeBufferPointer<UInt8>,
    header: Bool, to out: OutputStream
  ) {
    scratch.removeAll(keepingCapacity: true)
    Self.append(#"{"line":"#, to: &scratch)
    Self.appendDecimal(number, to: &scratch)
    Self.append(#","text":"#, to: &scratch)
    Self.appendLiteral(text, to: &scratch)
    Self.append(#","string":"#, to: &scratch)
    Self.appendLiteral(string, to: &scratch)
    Self.append(#","fields":["#, to: &scratch)
    scratch.withUnsafeBytes { out.write($0) }
    fields.withUnsafeBytes { out.write($0) }
    out.write(header ? #"],"header":true}"# : "]}")
    out.endLine()
  }

  /// Writes the object of a line too long to be held.
  func writeLongLine(number: Int, error: String, to out: OutputStream) {
    out.write(
      #"{"line":"# + String(number) + #","error":"# + JSONRenderer.stringLiteral(error) + "}")
    out.endLine()
  }

  @inline(__always)
  private static func append(_ text: StaticString, to bytes: inout [UInt8]) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// A non-negative integer's decimal digits.
  private static func appendDecimal(_ n: Int, to bytes: inout [UInt8]) {
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
      ) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { buffer in
      var i = buffer.count
      var rest = n.magnitude
      repeat {
        i -= 1
        buffer[i] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[i...]))
    }
  }

  /// A JSON string literal of `text`, quotes included.
  static func appendLiteral(_ text: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
    // Printable ASCII without quote or backslash is written as it is (most fields).
    if text.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
      bytes.append(0x22)
      bytes.append(contentsOf: text)
      bytes.append(0x22)
      return
    }
    bytes.append(
      contentsOf: JSONRenderer.stringLiteral(String(decoding: text, as: UTF8.self)).utf8)
  }
}
