#if canImport(Glibc)
  import Glibc
#endif

/// Reads typed values out of the fuzzer's bytes, front to back.
///
/// When the bytes run out every read returns zero (or the first choice), so any input
/// — including the empty one — describes one complete test case, and a mutation of one
/// byte changes one decision. Strings are a length byte and that many bytes.
public struct FuzzInput {
  private let bytes: UnsafeRawBufferPointer
  private var offset = 0

  public init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  public var isEmpty: Bool { offset >= bytes.count }

  public mutating func byte() -> UInt8 {
    guard offset < bytes.count else { return 0 }
    defer { offset += 1 }
    return bytes[offset]
  }

  public mutating func bool() -> Bool { byte() & 1 == 1 }

  /// A little-endian integer of `count` bytes (at most 8).
  public mutating func bits(_ count: Int) -> UInt64 {
    var value: UInt64 = 0
    for i in 0..<min(count, 8) { value |= UInt64(byte()) << (8 * UInt64(i)) }
    return value
  }

  /// An integer in `range`, from as few bytes as the range needs.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound)
    if span == 0 { return range.lowerBound }
    let width = span < 0x100 ? 1 : span < 0x1_0000 ? 2 : span < 0x1_0000_0000 ? 4 : 8
    let raw = bits(width)
    return range.lowerBound + Int(span == UInt64.max ? raw : raw % (span + 1))
  }

  /// One of `choices`.
  public mutating func pick<T>(_ choices: [T]) -> T {
    choices[int(in: 0...(choices.count - 1))]
  }

  /// Any double, NaN payloads, subnormals and infinities included: eight raw bytes.
  public mutating func anyDouble() -> Double {
    Double(bitPattern: bits(8))
  }

  /// A double that is often interesting for formatting: a special value, a small
  /// integer, a power of ten, or any bit pattern.
  public mutating func double() -> Double {
    switch byte() % 8 {
    case 0:
      return pick([
        .nan, -.nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .leastNormalMagnitude, .leastNonzeroMagnitude,
        -.leastNonzeroMagnitude, 0.5, -0.5, 1, -1, 0.999_999_9, 9.999_999_999, 1e21, 1e-7,
        Double(Int64.max), Double(UInt64.max),
      ])
    case 1: return Double(Int8(bitPattern: byte()))
    case 2: return Double(Int32(truncatingIfNeeded: bits(4))) / 100
    case 3:
      let exponent = Int(Int8(bitPattern: byte())) % 40
      return (bool() ? -1 : 1) * Double(int(in: 1...9999)) * pow10(exponent)
    default: return anyDouble()
    }
  }

  /// A string of up to `maxLength` bytes, decoded as UTF-8 (invalid sequences become
  /// U+FFFD, as everywhere a Swift `String` is made from bytes).
  public mutating func string(maxLength: Int = 255) -> String {
    String(decoding: rawBytes(maxLength: maxLength), as: UTF8.self)
  }

  /// Up to `maxLength` raw bytes, preceded by their count.
  public mutating func rawBytes(maxLength: Int = 255) -> [UInt8] {
    let count = min(int(in: 0...maxLength), bytes.count - min(offset, bytes.count))
    defer { offset += count }
    return Array(bytes[offset..<offset + count])
  }

  /// Every byte not read yet.
  public mutating func rest() -> [UInt8] {
    guard offset < bytes.count else { return [] }
    defer { offset = bytes.count }
    return Array(bytes[offset...])
  }
}

private func pow10(_ exponent: Int) -> Double {
  var value = 1.0
  for _ in 0..<abs(exponent) { value *= 10 }
  return exponent < 0 ? 1 / value : value
}

/// Writes a line to standard error unbuffered, so it is out before a crash.
public func traceLine(_ text: String) {
  var line = text + "\n"
  line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}
