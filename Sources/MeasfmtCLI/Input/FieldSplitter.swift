#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where one field of a line lies: its bytes, delimiters excluded. For CSV, `quoted`
/// says that it starts with a quote (its bytes include the quotes).
struct FieldSpan {
  var start: Int
  var end: Int
  var quoted = false
}

/// Splits a line (without its line ending) into fields, as GNU numfmt and cut do: by
/// runs of blanks, by a delimiter, or as an RFC 4180 CSV record. Only the first `limit`
/// fields are split off; the rest of the line is left alone.
enum FieldSplitter {
  /// Fields are the runs of bytes other than space, tab and newline (which a line holds
  /// only with `-z`).
  static func blanks(
    _ line: UnsafeBufferPointer<UInt8>, limit: Int, into spans: inout [FieldSpan]
  ) {
    spans.removeAll(keepingCapacity: true)
    var i = 0
    let n = line.count
    while i < n && spans.count < limit {
      while i < n && isSeparator(line[i]) { i += 1 }
      guard i < n else { return }
      let start = i
      while i < n && !isSeparator(line[i]) { i += 1 }
      spans.append(FieldSpan(start: start, end: i))
    }
  }

  /// Fields are what lies between delimiters: "a,,b" has three, "" has one (empty).
  static func delimited(
    _ line: UnsafeBufferPointer<UInt8>, by delimiter: [UInt8], limit: Int,
    into spans: inout [FieldSpan]
  ) {
    spans.removeAll(keepingCapacity: true)
    let n = line.count
    var start = 0
    while spans.count < limit - 1, let at = nextDelimiter(in: line, from: start, delimiter) {
      spans.append(FieldSpan(start: start, end: at))
      start = at + delimiter.count
    }
    // The last field split off runs to the next delimiter, or to the end of the line.
    spans.append(FieldSpan(start: start, end: nextDelimiter(in: line, from: start, delimiter) ?? n))
  }

  /// Where the first delimiter at or after `from` starts, or nil.
  private static func nextDelimiter(
    in line: UnsafeBufferPointer<UInt8>, from: Int, _ delimiter: [UInt8]
  ) -> Int? {
    guard let base = line.baseAddress else { return nil }
    let n = line.count
    var i = from
    while i < n, let hit = memchr(base + i, Int32(delimiter[0]), n - i) {
      let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if delimiter.count == 1 || matches(line, at: at, delimiter) { return at }
      i = at + 1
    }
    return nil
  }

  /// RFC 4180: a field that starts with a quote runs to its closing quote (a doubled
  /// quote inside stands for one) and then to the delimiter; anything after the closing
  /// quote is kept as it is, as lenient readers do.
  static func csv(
    _ line: UnsafeBufferPointer<UInt8>, by delimiter: [UInt8], limit: Int,
    into spans: inout [FieldSpan]
  ) {
    spans.removeAll(keepingCapacity: true)
    let n = line.count
    let width = delimiter.count
    var start = 0
    while spans.count < limit {
      var i = start
      let quoted = i < n && line[i] == CSV.quote
      if quoted {
        i += 1
        while i < n {
          if line[i] == CSV.quote {
            if i + 1 < n && line[i + 1] == CSV.quote {
              i += 2
              continue
            }
            i += 1
            break
          }
          i += 1
        }
      }
      if width == 1 {
        // One byte (",", ";", TAB): a plain scan.
        let d = delimiter[0]
        while i < n && line[i] != d { i += 1 }
      } else {
        while i < n && !matches(line, at: i, delimiter) { i += 1 }
      }
      spans.append(FieldSpan(start: start, end: i, quoted: quoted))
      guard i < n else { return }
      start = i + width
      if start == n {
        // "a," ends with an empty field.
        if spans.count < limit { spans.append(FieldSpan(start: n, end: n)) }
        return
      }
    }
  }

  @inline(__always)
  static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }

  /// What separates fields without `-d`: space, tab, and the newline inside a `-z`
  /// record, as numfmt takes them.
  @inline(__always)
  static func isSeparator(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A }

  @inline(__always)
  private static func matches(_ line: UnsafeBufferPointer<UInt8>, at i: Int, _ d: [UInt8]) -> Bool {
    guard line[i] == d[0], i + d.count <= line.count else { return false }
    for k in 1..<max(1, d.count) where line[i + k] != d[k] { return false }
    return true
  }
}

/// RFC 4180 fields: their content, and how a formatted field is written back.
enum CSV {
  static let quote = UInt8(ascii: "\"")

  /// The content of a field: a quoted field without its quotes and with each doubled
  /// quote made one (and any bytes after the closing quote kept); an unquoted field as
  /// it is.
  static func content(
    of span: FieldSpan, in line: UnsafeBufferPointer<UInt8>, into scratch: inout [UInt8]
  ) {
    scratch.removeAll(keepingCapacity: true)
    guard span.quoted else {
      scratch.append(contentsOf: UnsafeBufferPointer(rebasing: line[span.start..<span.end]))
      return
    }
    var i = span.start + 1
    var open = true
    while i < span.end {
      let b = line[i]
      if open && b == quote {
        if i + 1 < span.end && line[i + 1] == quote {
          scratch.append(quote)
          i += 2
          continue
        }
        open = false
        i += 1
        continue
      }
      scratch.append(b)
      i += 1
    }
  }

  /// Writes `text` as a quoted field: in quotes, each quote inside doubled.
  static func writeQuoted(_ text: String, to out: OutputStream) {
    out.write(byte: quote)
    var text = text
    text.withUTF8 { bytes in
      // The bytes up to and including each quote, then again from that quote.
      var start = 0
      for i in bytes.indices where bytes[i] == quote {
        out.write(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start...i])))
        start = i
      }
      out.write(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start...])))
    }
    out.write(byte: quote)
  }

  /// Whether a field holding `text` must be quoted: it holds the delimiter, a quote, CR
  /// or LF.
  static func needsQuotes(_ text: UnsafeBufferPointer<UInt8>, delimiter: [UInt8]) -> Bool {
    let first = delimiter[0]
    for (i, b) in text.enumerated() {
      if b == quote || b == 0x0A || b == 0x0D { return true }
      if b == first && i + delimiter.count <= text.count
        && (1..<max(1, delimiter.count)).allSatisfy({ text[i + $0] == delimiter[$0] })
      {
        return true
      }
    }
    return false
  }
}
