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
  /// What is written but not yet drained. Writers that append bytes themselves (the
  /// library's JSON ``JSONRenderer/ByteWriter``) append here, then call ``didAppend()``.
  var buffer: [UInt8] = []
  private(set) var failure: Int32?
  private let threshold = 1 << 16

  init(_ destination: Destination) {
    self.destination = destination
    buffer.reserveCapacity(2 * threshold)
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
    text.withUTF8 { buffer.append(contentsOf: $0) }
    didAppend()
  }

  @inline(__always)
  func write(_ bytes: UnsafeRawBufferPointer) {
    buffer.append(contentsOf: bytes.assumingMemoryBound(to: UInt8.self))
    didAppend()
  }

  @inline(__always)
  func write(byte: UInt8) {
    buffer.append(byte)
    didAppend()
  }

  @inline(__always)
  func write(repeating byte: UInt8, count: Int) {
    guard count > 0 else { return }
    buffer.append(contentsOf: repeatElement(byte, count: count))
    didAppend()
  }

  /// Drains the buffer to the file descriptor once it holds 64 KiB.
  @inline(__always)
  func didAppend() {
    if buffer.count >= threshold, case .fd = destination { drain() }
  }

  /// Writes what is buffered to the file descriptor (in memory: nothing to do).
  func flush() {
    if case .fd = destination { drain() }
  }

  private func drain() {
    guard case .fd(let fd) = destination, !buffer.isEmpty else { return }
    if failure == nil {
      let code = buffer.withUnsafeBytes { POSIX.writeAll(fd, $0) }
      if code != 0 { failure = code }
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// The text written so far (memory destination).
  var text: String {
    String(decoding: buffer, as: UTF8.self)
  }
}
