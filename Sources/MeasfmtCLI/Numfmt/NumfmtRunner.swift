import MeasurementFormattingCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Converts numbers as GNU numfmt does, line by line or argument by argument: splits a
/// line into fields (runs of blanks, with the blanks before a field kept in it, or a
/// delimiter), converts the chosen ones (``NumfmtNumber``, ``NumfmtWriter``), pads them
/// (`--padding`, `--format`'s width, or the width the field had when blanks separate
/// fields) and writes every other byte as numfmt writes it: a field separator as one
/// space, the delimiter as itself.
struct NumfmtRunner {
  let options: NumfmtOptions
  let locale: NumfmtLocale
  let messages: NumfmtMessages
  let writer: NumfmtWriter
  let out: OutputStream
  let err: OutputStream
  /// Blanks separate fields and no `--padding` was given: a field is padded to the
  /// width it had.
  let autoPadding: Bool
  /// Reused from field to field.
  private var text: [UInt8] = []
  private var field: [UInt8] = []

  /// Why the run stops early: numfmt's exit status.
  struct Stop: Error {
    let status: Int32
  }

  init(
    options: NumfmtOptions, locale: NumfmtLocale, messages: NumfmtMessages, out: OutputStream,
    err: OutputStream
  ) {
    self.options = options
    self.locale = locale
    self.messages = messages
    self.out = out
    self.err = err
    writer = NumfmtWriter(options: options, locale: locale)
    autoPadding = options.padding == 0 && options.delimiter == nil
  }

  /// A message on standard error, after what standard output holds so far.
  func report(_ message: String) {
    out.flush()
    err.write(messages.line(message))
  }

  /// One line (without its line ending): converts its chosen fields and writes it, with
  /// the line delimiter when `newline`. Returns whether every chosen field converted;
  /// throws when `--invalid=abort` (the default) stops at a bad one.
  mutating func line(_ line: UnsafeBufferPointer<UInt8>, newline: Bool) throws(Stop) -> Bool {
    // numfmt's lines are C strings: they end at a NUL.
    var end = line.count
    if options.lineDelimiter != 0, let nul = line.firstIndex(of: 0) { end = nul }
    var valid = true
    var number: UInt64 = 0
    var i = 0
    while true {
      number += 1
      let start = i
      if let delimiter = options.delimiter {
        i = Self.find(delimiter, in: line, from: i, to: end)
      } else {
        i = separatorEnd(line, from: i, to: end, blanks: true)
        i = separatorEnd(line, from: i, to: end, blanks: false)
      }
      let fieldBytes = UnsafeBufferPointer(rebasing: line[start..<i])
      if !(try self.field(fieldBytes, number: number)) { valid = false }
      guard i < end else { break }
      if let delimiter = options.delimiter {
        delimiter.withUnsafeBytes { out.write($0) }
        i += delimiter.count
      } else {
        out.write(byte: 0x20)
        i += max(1, separatorLength(line, i, end))
      }
    }
    if newline { out.write(byte: options.lineDelimiter) }
    return valid
  }

  /// Where `delimiter` first occurs in `line[from..<end]`, or `end`.
  @inline(__always)
  static func find(
    _ delimiter: [UInt8], in line: UnsafeBufferPointer<UInt8>, from: Int, to end: Int
  )
    -> Int
  {
    guard let base = line.baseAddress, from < end else { return end }
    var i = from
    let first = Int32(delimiter[0])
    while i < end, let hit = memchr(base + i, first, end - i) {
      let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if delimiter.count == 1 || NumfmtNumber.matches(delimiter, line, at) { return at }
      i = at + 1
    }
    return end
  }

  /// The end of the run of field separators (`blanks`) or of other bytes from `i`.
  @inline(__always)
  private func separatorEnd(
    _ line: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int, blanks: Bool
  ) -> Int {
    var i = i
    while i < end {
      let length = separatorLength(line, i, end)
      if (length > 0) != blanks { break }
      i += max(1, length)
    }
    return i
  }

  /// The length of the field separator at `i` (a blank or a newline), or 0.
  @inline(__always)
  private func separatorLength(_ line: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int {
    let b = line[i]
    if b == 0x20 || b == 0x09 || b == 0x0A { return 1 }
    guard options.dialect != .v9_1, b >= 0xC2 else { return 0 }
    return locale.blankLength(UnsafeBufferPointer(rebasing: line[..<end]), i, nbsp: false)
  }

  /// One field: converted and written when chosen, else written as it is.
  private mutating func field(_ bytes: UnsafeBufferPointer<UInt8>, number: UInt64) throws(Stop)
    -> Bool
  {
    guard options.includes(number) else {
      out.write(UnsafeRawBufferPointer(bytes))
      return true
    }
    var length = bytes.count
    // --suffix is taken off the end (9.1: only from a longer field).
    var trimmed = false
    if let suffix = options.suffix,
      options.dialect == .v9_1 ? length > suffix.count : length >= suffix.count,
      NumfmtNumber.matches(suffix, bytes, length - suffix.count)
    {
      length -= suffix.count
      trimmed = true
    }
    let body = UnsafeBufferPointer(rebasing: bytes[..<length])
    var start = 0
    if options.dialect == .v9_1 {
      while start < length && (body[start] == 0x20 || body[start] == 0x09) { start += 1 }
    } else {
      start = locale.skipBlanks(body, 0)
    }
    var padding = options.padding
    if autoPadding {
      padding = start > 0 || number > 1 ? width(body) : 0
    }
    let written = try convert(UnsafeBufferPointer(rebasing: body[start...]), padding: padding)
    if !written {
      // 9.1 writes the field without the suffix it took off; later versions as it was.
      let shown = trimmed && options.dialect == .v9_1 ? body : bytes
      out.write(UnsafeRawBufferPointer(shown))
    }
    return written
  }

  /// The width numfmt gives a field's text: bytes (9.1), or columns (later).
  private func width(_ text: UnsafeBufferPointer<UInt8>) -> Int {
    guard options.dialect != .v9_1, text.contains(where: { $0 >= 0x80 || $0 < 0x20 }) else {
      return text.count
    }
    return Self.columns(text) ?? text.count
  }

  /// The columns `text` takes (one per character), or nil when it is not valid,
  /// printable UTF-8 (numfmt then pads by bytes, or not at all).
  static func columns(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
    guard UTF8Validation.isValid(text) else { return nil }
    var count = 0
    for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
      if scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0) { return nil }
      count += TerminalWidth.cells(scalar)
    }
    return count
  }

  /// Reads, converts and writes one number, padded; false (nothing written) when it is
  /// bad and `--invalid` lets the run go on.
  private mutating func convert(_ number: UnsafeBufferPointer<UInt8>, padding: Int) throws(Stop)
    -> Bool
  {
    if options.developerDebug {
      report(
        "simple_strtod_human:\n  input string: \(messages.quote(number))\n"
          + "  locale decimal-point: \(messages.quote(locale.decimalPoint))\n"
          + "  MAX_UNSCALED_DIGITS: \(NumfmtNumber.unscaledDigits)")
    }
    let reading: NumfmtNumber.Reading
    switch NumfmtNumber.read(
      number, scale: options.from, locale: locale, unitSeparator: options.unitSeparator,
      dialect: options.dialect)
    {
    case .success(let read): reading = read
    case .failure(let failure):
      try invalid(message(failure, number))
      return false
    }
    if reading.precisionLoss && options.debug {
      report("large input value \(messages.quote(number)): possible precision loss")
    }
    var value = reading.value
    if options.fromUnit != 1 || options.toUnit != 1 {
      value = (value * Float80(options.fromUnit)) / Float80(options.toUnit)
    }
    text.removeAll(keepingCapacity: true)
    switch writer.write(value, precision: reading.precision, to: &text) {
    case nil: break
    case .tooLarge(let message)?:
      try invalid(message)
      return false
    case .unprintable(let message)?:
      report(message)
      throw Stop(status: 1)
    }
    let fill = padding > 0 ? padding - visibleWidth(text) : 0
    if !options.formatPrefix.isEmpty {
      options.formatPrefix.withUnsafeBytes { out.write($0) }
    }
    if fill > 0 && !options.padsLeft { out.write(repeating: 0x20, count: fill) }
    text.withUnsafeBytes { out.write($0) }
    if fill > 0 && options.padsLeft { out.write(repeating: 0x20, count: fill) }
    if !options.formatSuffix.isEmpty {
      options.formatSuffix.withUnsafeBytes { out.write($0) }
    }
    return true
  }

  /// The width of a converted number for padding: bytes (9.1), columns (later; none
  /// when it is not printable).
  private func visibleWidth(_ text: [UInt8]) -> Int {
    guard options.dialect != .v9_1, text.contains(where: { $0 >= 0x80 }) else {
      return text.count
    }
    return text.withUnsafeBufferPointer { Self.columns($0) } ?? Int.max
  }

  /// A bad number, as `--invalid` says: reported (but with ignore), and with abort the
  /// end of the run (status 2).
  private func invalid(_ message: String) throws(Stop) {
    if options.invalid != .ignore { report(message) }
    if options.invalid == .abort { throw Stop(status: 2) }
  }

  private func message(_ failure: NumfmtNumber.Failure, _ number: UnsafeBufferPointer<UInt8>)
    -> String
  {
    let q = messages.quote(number)
    switch failure {
    case .overflow: return "value too large to be converted: \(q)"
    case .invalidNumber: return "invalid number: \(q)"
    case .forbiddenSuffix: return "rejecting suffix in input: \(q) (consider using --from)"
    case .invalidSuffix: return "invalid suffix in input: \(q)"
    case .missingI: return "missing 'i' suffix in input: \(q) (e.g Ki/Mi/Gi)"
    case .trailing(let at):
      return "invalid suffix in input \(q): \(messages.quote(number[at...]))"
    }
  }
}
