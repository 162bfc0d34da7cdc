// JSON Lines written straight into bytes: what the CLI's `--json` and batch mode use.
extension JSONRenderer {
  /// Appends measurements as JSON to a byte buffer, as UTF-8: byte for byte what
  /// ``JSONRenderer/render(_:)`` returns, without making a string —
  /// for JSON Lines written to a file or a pipe. Keep one writer for many measurements:
  /// it remembers the BCP 47 tag of the last locale.
  ///
  /// ```swift
  /// let format = try MeasurementFormat(locale: "de")
  /// var writer = JSONRenderer.ByteWriter()
  /// var bytes: [UInt8] = []
  /// for value in [5, 12.5] {
  ///   writer.append(format.format(value, unit: .kilometer), to: &bytes)
  ///   bytes.append(0x0A)  // one object per line
  /// }
  /// ```
  @_spi(MeasfmtCLI)
  public struct ByteWriter: Sendable {
    private var lastLocaleIdentifier = "\u{0}"
    private var lastTag = ""
    /// Units and their ``JSONRenderer/writeHead(localeTag:unit:into:)`` bytes for
    /// `lastTag`: the last few seen, the oldest replaced first.
    private var heads: [(unit: String, bytes: [UInt8])] = []
    private var nextHead = 0
    private static let headLimit = 8
    /// Where each object is written before it is handed on: sized once for the largest.
    private var scratch: [UInt8] = []

    /// A writer; it has written nothing yet.
    public init() {}

    /// Appends the measurement's JSON (no newline), without styles.
    ///
    /// - Parameters:
    ///   - measurement: the measurement.
    ///   - bytes: the buffer to append UTF-8 to.
    public mutating func append(_ measurement: FormattedMeasurement, to bytes: inout [UInt8]) {
      withUTF8(of: measurement) { bytes.append(contentsOf: $0) }
    }

    /// Appends the measurement's JSON (no newline), with a `style` for each styled run.
    ///
    /// - Parameters:
    ///   - measurement: the styled measurement.
    ///   - bytes: the buffer to append UTF-8 to.
    public mutating func append(_ measurement: StyledMeasurement, to bytes: inout [UInt8]) {
      withUTF8(of: measurement) { bytes.append(contentsOf: $0) }
    }

    /// Calls `body` with the measurement's JSON (no newline, no styles) as UTF-8, to copy
    /// where it goes (a file's buffer) without an array of its own. The bytes are valid
    /// only during the call.
    ///
    /// ```swift
    /// writer.withUTF8(of: km) { fwrite($0.baseAddress, 1, $0.count, stdout) }
    /// ```
    /// - Parameters:
    ///   - measurement: the measurement.
    ///   - body: what to do with the bytes.
    public mutating func withUTF8(
      of measurement: FormattedMeasurement, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) rethrows {
      let (tag, head) = head(for: measurement)
      try head.withUnsafeBufferPointer { head in
        try inScratch(
          { JSONRenderer.write(measurement, localeTag: tag, styles: nil, head: head, into: &$0) },
          body)
      }
    }

    /// Writes the measurement's JSON (no newline, no styles) into `buffer` when it fits
    /// and returns the number of bytes written; returns nil when it does not (the
    /// buffer's bytes are then not the JSON: use ``withUTF8(of:_:)-(FormattedMeasurement,_)``).
    /// An output buffer's free room takes the JSON without a copy.
    ///
    /// ```swift
    /// let n = writer.write(km, into: room)  // room: UnsafeMutableBufferPointer<UInt8>
    /// ```
    /// - Parameters:
    ///   - measurement: the measurement.
    ///   - buffer: where to write.
    /// - Returns: The byte count, or nil when the JSON is longer than the buffer.
    public mutating func write(
      _ measurement: FormattedMeasurement, into buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> Int? {
      let (tag, head) = head(for: measurement)
      return head.withUnsafeBufferPointer { head in
        var output = UTF8Output(buffer)
        JSONRenderer.write(measurement, localeTag: tag, styles: nil, head: head, into: &output)
        return output.base == buffer.baseAddress ? output.count : nil
      }
    }

    /// Calls `body` with the measurement's JSON (no newline, a `style` for each styled
    /// run) as UTF-8; see ``withUTF8(of:_:)-(FormattedMeasurement,_)``.
    public mutating func withUTF8(
      of measurement: StyledMeasurement, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) rethrows {
      let styles = RunStyleJSON(measurement)
      let f = measurement.formatted
      let (tag, head) = head(for: f)
      try head.withUnsafeBufferPointer { head in
        try inScratch(
          { JSONRenderer.write(f, localeTag: tag, styles: styles, head: head, into: &$0) }, body)
      }
    }

    /// The BCP 47 tag of `f`'s locale and the bytes between the string and the value of
    /// a single-unit result (``JSONRenderer/writeHead(localeTag:unit:into:)``), both
    /// remembered: a batch has a few units, and each line would otherwise escape the same
    /// tag and unit again.
    @inline(__always)
    private mutating func head(for f: FormattedMeasurement) -> (tag: String, head: [UInt8]) {
      if f.localeIdentifier != lastLocaleIdentifier {
        lastLocaleIdentifier = f.localeIdentifier
        lastTag = f.localeTag
        heads.removeAll()
        nextHead = 0
      }
      for entry in heads where entry.unit == f.unit {
        return (lastTag, entry.bytes)
      }
      let bytes = UTF8Output.bytes(estimatedCapacity: 64 + 2 * f.unit.utf8.count) {
        JSONRenderer.writeHead(localeTag: lastTag, unit: f.unit, into: &$0)
      }
      if heads.count < Self.headLimit {
        heads.append((f.unit, bytes))
      } else {
        heads[nextHead] = (f.unit, bytes)
        nextHead = (nextHead + 1) % Self.headLimit
      }
      return (lastTag, bytes)
    }

    /// Writes with `writer` into the scratch buffer (which keeps the largest size
    /// written, so it grows once) and hands the bytes to `body`.
    @inline(__always)
    private mutating func inScratch(
      _ writer: (inout UTF8Output) -> Void,
      _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) rethrows {
      if scratch.isEmpty { scratch = [UInt8](repeating: 0, count: 4096) }
      let grown: Int? = try scratch.withUnsafeMutableBufferPointer { buffer in
        var output = UTF8Output(buffer)
        writer(&output)
        try body(output.bytes)
        return output.capacity > buffer.count ? output.capacity : nil
      }
      if let grown { scratch = [UInt8](repeating: 0, count: grown) }
    }
  }
}
