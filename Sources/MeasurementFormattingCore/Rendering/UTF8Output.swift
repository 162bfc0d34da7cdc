/// A write cursor into a `String`'s uninitialised UTF-8 storage: renderers size the
/// output once, write bytes, and hand back the count — one allocation per render.
struct UTF8Output {
  let base: UnsafeMutablePointer<UInt8>
  let capacity: Int
  var count = 0

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    base = buffer.baseAddress!
    capacity = buffer.count
  }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    precondition(count < capacity)
    base[count] = byte
    count += 1
  }

  /// Keys, tags and escape sequences: up to 16 bytes are copied with two overlapping
  /// loads and stores (the length is a constant once inlined), which beats both a byte
  /// loop and a `memmove` call.
  @inline(__always)
  mutating func append(_ text: StaticString) {
    let n = text.utf8CodeUnitCount
    precondition(count + n <= capacity)
    let source = UnsafeRawPointer(text.utf8Start)
    let target = UnsafeMutableRawPointer(base + count)
    if n >= 8 && n <= 16 {
      target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
      (target + (n - 8)).storeBytes(
        of: (source + (n - 8)).loadUnaligned(as: UInt64.self), as: UInt64.self)
    } else if n >= 4 && n < 8 {
      target.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
      (target + (n - 4)).storeBytes(
        of: (source + (n - 4)).loadUnaligned(as: UInt32.self), as: UInt32.self)
    } else if n < 4 {
      for i in 0..<n { base[count + i] = text.utf8Start[i] }
    } else {
      target.copyMemory(from: source, byteCount: n)
    }
    count += n
  }

  @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    precondition(count + bytes.count <= capacity)
    (base + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  mutating func append(contentsOf string: String) {
    var copy = string
    copy.withUTF8 { append($0) }
  }

  /// A non-negative integer in decimal.
  @inline(__always)
  mutating func appendDecimal(_ value: Int) {
    if value < 10 {
      append(UInt8(0x30 + value))
    } else if value < 100 {
      append(UInt8(0x30 + value / 10))
      append(UInt8(0x30 + value % 10))
    } else if value < 1000 {
      append(UInt8(0x30 + value / 100))
      append(UInt8(0x30 + (value / 10) % 10))
      append(UInt8(0x30 + value % 10))
    } else {
      append(contentsOf: String(value))
    }
  }

  /// Moves `length` bytes from `from` back to `to` (an earlier offset) and truncates.
  mutating func move(from: Int, length: Int, to: Int) {
    (base + to).update(from: base + from, count: length)
    count = to + length
  }

  /// Builds a string of at most `bound` UTF-8 bytes in scratch memory (on the stack
  /// when small) and returns it in a string of exactly the bytes written.
  @inline(__always)
  static func exactString(bound: Int, _ body: (inout UTF8Output) -> Void) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bound, 1)) { buffer in
      var output = UTF8Output(buffer)
      body(&output)
      return String(
        decoding: UnsafeBufferPointer(start: buffer.baseAddress, count: output.count),
        as: UTF8.self)
    }
  }

  /// Builds a string of at most `capacity` UTF-8 bytes.
  @inline(__always)
  static func string(capacity: Int, _ body: (inout UTF8Output) -> Void) -> String {
    String(unsafeUninitializedCapacity: max(capacity, 1)) { buffer in
      var output = UTF8Output(buffer)
      body(&output)
      return output.count
    }
  }
}
