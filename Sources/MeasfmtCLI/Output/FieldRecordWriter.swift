import MeasurementFormattingCore

/// Batch mode over fields in a format whose lines are records (``OutputFormat/fieldRecords()``):
/// one record per line of input, with what each chosen field was and became.
protocol FieldRecordWriter: AnyObject {
  /// Starts a new line: no fields yet.
  func reset()
  /// Adds a formatted field: its number (from 1), its text as read, the measurement and,
  /// when the command's styles change it, the measurement styled.
  func addField(
    _ n: Int, text: UnsafeBufferPointer<UInt8>, formatted: FormattedMeasurement,
    styled: StyledMeasurement?)
  /// Adds a field that could not be formatted.
  func addError(_ n: Int, text: UnsafeBufferPointer<UInt8>, message: String)
  /// Writes the line's record and a line end: the line as read (`text`) and as plain text
  /// writes it (`string`).
  func writeLine(
    number: Int, text: UnsafeBufferPointer<UInt8>, string: UnsafeBufferPointer<UInt8>,
    header: Bool, to out: OutputStream)
  /// Writes the record of a line too long to be held.
  func writeLongLine(number: Int, error: String, to out: OutputStream)
}
