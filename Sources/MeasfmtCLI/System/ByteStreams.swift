/// Where batch input comes from: a file descriptor, or bytes in memory (tests).
protocol ByteSource {
  /// Reads up to `buffer.count` bytes. Returns the count, 0 at the end, or `-errno`.
  mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int
  /// Whether a `read` would return at once. False means the writer on the other side is
  /// quiet (`tail -f`): the moment to flush held-back output.
  func hasPendingInput() -> Bool
}

/// Input from a file descriptor, read with `read(2)`.
struct FileSource: ByteSource {
  let fd: Int32

  mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    POSIX.read(fd, into: buffer)
  }

  func hasPendingInput() -> Bool { POSIX.hasInput(fd) }
}

/// Input held in memory, handed out in chunks of at most `chunkSize` bytes, so that tests
/// can cut lines at every possible place.
struct MemorySource: ByteSource {
  let bytes: [UInt8]
  let chunkSize: Int
  private var offset = 0

  init(_ bytes: [UInt8], chunkSize: Int = .max) {
    self.bytes = bytes
    self.chunkSize = max(1, chunkSize)
  }

  mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    let count = min(buffer.count, chunkSize, bytes.count - offset)
    guard count > 0 else { return 0 }
    bytes.withUnsafeBytes { source in
      buffer.baseAddress!.copyMemory(from: source.baseAddress! + offset, byteCount: count)
    }
    offset += count
    return count
  }

  func hasPendingInput() -> Bool { true }
}

/// A buffered output: bytes are collected and written with one `write(2)` per 64 KiB,
/// or kept in memory for tests.
///
/// After a failed write nothing more is written; ``failure`` holds the `errno`
/// (`EPIPE` when the reader has gone away, as with `| head -1`).
final class OutputStream {
  enum Destination {
    case fd(Int32)
    case memory
  }

  let destination: Destination
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private(set) var count = 0
  private(set) var failure: Int32?
  private let threshold = 1 << 16

  init(_ destination: Destination) {
    self.destination = destination
    capacity = Self.threshold(destination) * 2
    base = .allocate(capacity: capacity)
  }

  deinit { base.deallocate() }

  private static func threshold(_ destination: Destination) -> Int {
    if case .fd = destination { return 1 << 16 }
    return 1 << 12
  }

  /// Marks the stream as failed before anything is written (a closed descriptor).
  func fail(_ code: Int32) {
    failure = code
  }

  /// Whether every write so far reached its destination.
  var isHealthy: Bool { failure == nil }

  @inline(__always)
  func write(_ text: String) {
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }

  @inline(__always)
  func write(_ bytes: UnsafeRawBufferPointer) {
    if bytes.count >= threshold, case .fd = destination {
      writeLarge(bytes)
      return
    }
    let p = reserve(bytes.count)
    if let source = bytes.baseAddress {
      UnsafeMutableRawPointer(p).copyMemory(from: source, byteCount: bytes.count)
    }
    commit(bytes.count)
  }

  /// What ends an output line: "\n", or NUL with `-z`.
  var lineEnd: UInt8 = 0x0A

  /// Ends a line (``lineEnd``).
  @inline(__always)
  func endLine() {
    write(byte: lineEnd)
  }

  @inline(__always)
  func write(byte: UInt8) {
    reserve(1).pointee = byte
    commit(1)
  }

  @inline(__always)
  func write(repeating byte: UInt8, count: Int) {
    guard count > 0 else { return }
    reserve(count).initialize(repeating: byte, count: count)
    commit(count)
  }

  /// Room for `n` more bytes at the returned pointer; say how many were used with
  /// ``commit(_:)``.
  @inline(__always)
  func reserve(_ n: Int) -> UnsafeMutablePointer<UInt8> {
    if count + n > capacity { makeRoom(n) }
    return base + count
  }

  @inline(__always)
  func commit(_ n: Int) {
    count += n
    if count >= threshold, case .fd = destination { drain() }
  }

  private func makeRoom(_ n: Int) {
    if case .fd = destination { drain() }
    guard count + n > capacity else { return }
    let newCapacity = max(capacity * 2, count + n)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  /// Writes a large block (a 1 MB field's line) past the buffer, which keeps its size.
  private func writeLarge(_ bytes: UnsafeRawBufferPointer) {
    drain()
    guard failure == nil else { return }
    let code = POSIX.writeAll(fdNumber, bytes)
    if code != 0 { failure = code }
  }

  private var fdNumber: Int32 {
    if case .fd(let fd) = destination { return fd }
    return -1
  }

  /// Writes what is buffered to the file descriptor (in memory: nothing to do).
  func flush() {
    if case .fd = destination { drain() }
  }

  private func drain() {
    guard case .fd(let fd) = destination, count > 0 else { return }
    if failure == nil {
      let code = POSIX.writeAll(fd, UnsafeRawBufferPointer(start: base, count: count))
      if code != 0 { failure = code }
    }
    count = 0
  }

  /// The bytes written so far (memory destination).
  var bytes: [UInt8] {
    Array(UnsafeBufferPointer(start: base, count: count))
  }

  /// The text written so far (memory destination).
  var text: String {
    String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }
}
