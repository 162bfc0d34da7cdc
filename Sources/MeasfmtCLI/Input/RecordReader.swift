#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What batch mode does with the records a ``RecordReader`` finds.
protocol RecordHandler {
  /// A whole record, without its "\n" (a "\r" before it is kept); `terminated` says
  /// whether a "\n" ended it (the last record of the input may have none).
  mutating func record(_ bytes: UnsafeBufferPointer<UInt8>, terminated: Bool)
  /// A record longer than the reader's limit begins: `head` holds its first bytes
  /// (more than the limit, and possibly all of it, with no "\n").
  mutating func longRecordBegins(_ head: UnsafeBufferPointer<UInt8>)
  /// More bytes of the long record.
  mutating func longRecordContinues(_ bytes: UnsafeBufferPointer<UInt8>)
  /// The long record ended, with a "\n" or at the end of the input.
  mutating func longRecordEnds(terminated: Bool)
  /// No more input is waiting (`tail -f`): the moment to write what is held back.
  mutating func inputPaused()
  /// Standard input could not be read (`errno`); nothing more is read.
  mutating func readFailed(_ code: Int32)
  /// Whether to go on reading: false once the output is closed or a run is aborted.
  var wantsMore: Bool { get }
}

/// Splits a byte stream into records, in constant memory: lines ending in "\n", or
/// with `quote`, CSV records, whose "\n" inside a quoted field does not end them.
///
/// Input is read in chunks of up to 256 KiB with `read(2)`. A record may be up to
/// `limit` bytes; a longer one is handed over in pieces
/// (``RecordHandler/longRecordBegins(_:)`` and after) without being held, and ends at
/// the next "\n" whatever the quotes, so that an unclosed quote cannot swallow the rest
/// of the input.
struct RecordReader {
  static let readSize = 1 << 18

  let limit: Int
  /// The quote byte of CSV records, or nil for plain lines.
  let quote: UInt8?
  /// What ends a record: "\n", or NUL with `-z`.
  var terminator: UInt8 = 0x0A

  /// Reads `source` to its end (or until the handler wants no more) and hands every
  /// record to `handler`.
  func run<Source: ByteSource, Handler: RecordHandler>(
    _ source: inout Source, _ handler: inout Handler
  ) {
    let capacity = limit + Self.readSize
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
    defer { buffer.deallocate() }
    let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
    var filled = 0
    // Inside a record too long to keep: hand on its bytes up to its end.
    var inLongRecord = false
    // CSV: whether the scan so far has left a quoted field open.
    var inQuotes = false

    while handler.wantsMore {
      if !source.hasPendingInput() { handler.inputPaused() }
      // At most `readSize` at a time, whatever room there is: a chunk stays in the cache.
      let n = source.read(
        into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled..<filled + Self.readSize]))
      if n < 0 {
        handler.readFailed(Int32(-n))
        return
      }
      if n == 0 { break }
      let end = filled + n
      var recordStart = 0
      var scanFrom = filled
      while scanFrom < end {
        let newline: Int
        if let quote, !inLongRecord {
          guard
            let found = Self.recordEnd(
              base, from: scanFrom, to: end, quote, terminator, &inQuotes)
          else {
            break
          }
          newline = found
        } else {
          guard let hit = memchr(base + scanFrom, Int32(terminator), end - scanFrom) else { break }
          newline = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
        let bytes = UnsafeBufferPointer(start: base + recordStart, count: newline - recordStart)
        if inLongRecord {
          handler.longRecordContinues(bytes)
          handler.longRecordEnds(terminated: true)
          inLongRecord = false
        } else if bytes.count > limit {
          handler.longRecordBegins(bytes)
          handler.longRecordEnds(terminated: true)
        } else {
          handler.record(bytes, terminated: true)
        }
        recordStart = newline + 1
        scanFrom = recordStart
        if !handler.wantsMore { return }
      }
      let leftover = end - recordStart
      if inLongRecord {
        if leftover > 0 {
          handler.longRecordContinues(
            UnsafeBufferPointer(start: base + recordStart, count: leftover))
        }
        filled = 0
      } else if leftover > limit {
        handler.longRecordBegins(UnsafeBufferPointer(start: base + recordStart, count: leftover))
        inLongRecord = true
        inQuotes = false
        filled = 0
      } else {
        if leftover > 0 && recordStart > 0 {
          UnsafeMutableRawPointer(base).copyMemory(from: base + recordStart, byteCount: leftover)
        }
        filled = leftover
      }
    }
    guard handler.wantsMore else { return }
    // The last record may have no "\n".
    if inLongRecord {
      handler.longRecordEnds(terminated: false)
    } else if filled > 0 {
      handler.record(UnsafeBufferPointer(start: base, count: filled), terminated: false)
    }
  }

  /// The offset of the first "\n" outside quotes in `base[from..<to]`, carrying the
  /// quote state from scan to scan; nil when there is none yet.
  @inline(__always)
  static func recordEnd(
    _ base: UnsafePointer<UInt8>, from: Int, to: Int, _ quote: UInt8, _ terminator: UInt8,
    _ inQuotes: inout Bool
  ) -> Int? {
    var i = from
    // A doubled quote inside a quoted field toggles twice: parity is enough. Outside
    // quotes, the record ends at the next terminator unless a quote comes first; inside,
    // only the next quote matters (memchr finds each: most records have no quote).
    while i < to {
      if inQuotes {
        guard let q = memchr(base + i, Int32(quote), to - i) else { return nil }
        inQuotes = false
        i = base.distance(to: q.assumingMemoryBound(to: UInt8.self)) + 1
        continue
      }
      let end = memchr(base + i, Int32(terminator), to - i)
      let stop = end.map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? to
      guard let q = memchr(base + i, Int32(quote), stop - i) else {
        return end == nil ? nil : stop
      }
      inQuotes = true
      i = base.distance(to: q.assumingMemoryBound(to: UInt8.self)) + 1
    }
    return nil
  }
}
