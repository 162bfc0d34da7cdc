/// A UTF-8 byte buffer that grows: renderers write into it and make a `String` of what
/// they wrote. It starts in storage the caller provides (stack memory from
/// ``string(estimatedCapacity:_:)``, a reused scratch array) and moves to the heap,
/// doubling, when a write does not fit — so no renderer computes its output's size by
/// hand, and none can run out of room. Each write reserves what it needs first
/// (``reserve(_:)``); a run's escaped text reserves its worst case (six bytes per byte).
struct UTF8Output: ~Copyable {
  private(set) var base: UnsafeMutablePointer<UInt8>
  private(set) var capacity: Int
  var count = 0
  /// Whether `base` is heap memory of this buffer's own (freed when it ends).
  private var ownsStorage = false

  /// A buffer that writes into `buffer` until it is full.
  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    if let address = buffer.baseAddress, buffer.count > 0 {
      base = address
      capacity = buffer.count
    } else {
      base = .allocate(capacity: 64)
      capacity = 64
      ownsStorage = true
    }
  }

  deinit {
    if ownsStorage { base.deallocate() }
  }

  /// The bytes written.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  /// Makes room for `n` more bytes: after it, `base[count..<count + n]` may be written.
  @inline(__always)
  mutating func reserve(_ n: Int) {
    if n > capacity &- count { grow(toFit: n) }
  }

  @inline(never)
  private mutating func grow(toFit n: Int) {
    let (needed, overflow) = count.addingReportingOverflow(n)
    // More than Int.max bytes cannot be allocated anyway: ask for it and let it fail
    // where any allocation fails.
    let newCapacity = overflow ? Int.max : max(needed, capacity &* 2, 64)
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    storage.initialize(from: base, count: count)
    if ownsStorage { base.deallocate() }
    base = storage
    capacity = newCapacity
    ownsStorage = true
  }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count &+= 1
  }

  /// Keys, tags and escape sequences: up to 32 bytes are copied with overlapping loads
  /// and stores of eight bytes (the length is a constant once inlined), which beats both
  /// a byte loop and a `memmove` call.
  @inline(__always)
  mutating func append(_ text: StaticString) {
    let n = text.utf8CodeUnitCount
    reserve(n)
    let source = UnsafeRawPointer(text.utf8Start)
    let target = UnsafeMutableRawPointer(base + count)
    if n > 16 && n <= 32 {
      // Two 16-byte halves that overlap in the middle: bytes 0..<16 and n-16..<n.
      let a = source.loadUnaligned(as: UInt64.self)
      let b = (source + 8).loadUnaligned(as: UInt64.self)
      let c = (source + (n - 16)).loadUnaligned(as: UInt64.self)
      let d = (source + (n - 8)).loadUnaligned(as: UInt64.self)
      target.storeBytes(of: a, as: UInt64.self)
      (target + 8).storeBytes(of: b, as: UInt64.self)
      (target + (n - 16)).storeBytes(of: c, as: UInt64.self)
      (target + (n - 8)).storeBytes(of: d, as: UInt64.self)
    } else if n >= 8 && n <= 16 {
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
    reserve(bytes.count)
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
      append(UInt8(truncatingIfNeeded: 0x30 + value))
    } else if value < 100 {
      append(UInt8(truncatingIfNeeded: 0x30 + value / 10))
      append(UInt8(truncatingIfNeeded: 0x30 + value % 10))
    } else if value < 1000 {
      append(UInt8(truncatingIfNeeded: 0x30 + value / 100))
      append(UInt8(truncatingIfNeeded: 0x30 + (value / 10) % 10))
      append(UInt8(truncatingIfNeeded: 0x30 + value % 10))
    } else {
      append(contentsOf: String(value))
    }
  }

  /// Appends a copy of `count` bytes written earlier, at offset `from`.
  @inline(__always)
  mutating func appendCopy(from offset: Int, count n: Int) {
    reserve(n)
    (base + count).update(from: base + offset, count: n)
    count += n
  }

  /// Moves `length` bytes from `from` back to `to` (an earlier offset) and truncates.
  mutating func move(from: Int, length: Int, to: Int) {
    (base + to).update(from: base + from, count: length)
    count = to + length
  }

  /// Writes into a buffer as ``string(estimatedCapacity:_:)`` does and returns the bytes
  /// written, as an array.
  static func bytes(estimatedCapacity: Int, _ body: (inout UTF8Output) -> Void) -> [UInt8] {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(estimatedCapacity, 16)) {
      buffer in
      var output = UTF8Output(buffer)
      body(&output)
      return Array(output.bytes)
    }
  }

  /// Builds a string in a buffer that starts with room for `estimatedCapacity` bytes
  /// (on the stack when small) and grows as needed; returns a string of exactly the
  /// bytes written. The estimate only saves growing: any is correct.
  @inline(__always)
  static func string(estimatedCapacity: Int, _ body: (inout UTF8Output) -> Void) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(estimatedCapacity, 16)) {
      buffer in
      var output = UTF8Output(buffer)
      body(&output)
      return String(decoding: output.bytes, as: UTF8.self)
    }
  }
}
