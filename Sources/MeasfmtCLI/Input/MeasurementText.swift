@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// A measurement as typed: a value or a range, and a unit not yet resolved.
struct MeasurementText: Equatable {
  var low: ParsedNumber
  /// The upper end of a range ("3...5"), or nil.
  var high: ParsedNumber?
  var unit: String
}

/// Reads "VALUE UNIT", "LOW...HIGH UNIT" and "5km" (a value and a unit without a space),
/// from batch lines and from the two positional arguments.
enum MeasurementTextParser {
  /// What a batch line holds.
  enum Line: Equatable {
    /// Blank, or a `#` comment.
    case skip
    case measurement(MeasurementText)
    /// Why the line cannot be formatted, for `measfmt: line N: <problem>`.
    case problem(String)
  }

  /// The longest batch line, in bytes; a longer one is reported and skipped without
  /// being held in memory.
  static let maximumLineLength = 1 << 16

  static let tooLongLine =
    "the line is too long (more than \(maximumLineLength) bytes); skipped"

  /// Parses one batch line (without its "\n"; a final "\r" is ignored). A line that is
  /// a bare number ("5") takes `unit` (`--unit`) when there is one; a number with a size
  /// suffix ("1.5G") is read as `suffixes` (`--from`) says.
  static func parseLine(
    _ line: UnsafeBufferPointer<UInt8>, unit: String? = nil, suffixes: SizeSuffixes? = nil
  ) -> Line {
    if line.count > maximumLineLength { return .problem(tooLongLine) }
    var end = line.count
    if end > 0 && line[end - 1] == 0x0D { end -= 1 }
    var start = 0
    while start < end && isSpace(line[start]) { start += 1 }
    while end > start && isSpace(line[end - 1]) { end -= 1 }
    if start == end || line[start] == UInt8(ascii: "#") { return .skip }

    var sawHigh = false
    for i in start..<end {
      let b = line[i]
      if b == 0 { return .problem("contains a NUL byte") }
      if b >= 0x80 { sawHigh = true }
    }
    let text = UnsafeBufferPointer(rebasing: line[start..<end])
    if sawHigh && !UTF8Validation.isValid(text) {
      return .problem("is not valid UTF-8")
    }
    var valueEnd = 0
    while valueEnd < text.count && !isSpace(text[valueEnd]) { valueEnd += 1 }
    var unitStart = valueEnd
    while unitStart < text.count && isSpace(text[unitStart]) { unitStart += 1 }
    let valueBytes = UnsafeBufferPointer(rebasing: text[0..<valueEnd])
    if unitStart == text.count {
      // "622M" with --from: read first, without the messages of the readings that fail.
      if let sized = sizeSuffixedQuickly(valueBytes, reading: suffixes, unit: unit) {
        return sized
      }
      if let unit, case .success(let (low, high)) = parseValue(valueBytes) {
        return .measurement(MeasurementText(low: low, high: high, unit: unit))
      }
      if let sized = sizeSuffixed(valueBytes, reading: suffixes, unit: unit) { return sized }
      // One word: "5km", "-3°C", "3...5mi".
      if let (measurement, _) = splitJoined(valueBytes) { return .measurement(measurement) }
      switch parseValue(valueBytes) {
      case .success: return .problem("missing unit after '\(quoted(valueBytes))'")
      case .failure(let problem): return .problem(problem.message)
      }
    }
    switch parseValue(valueBytes) {
    case .success(let (low, high)):
      let unit = String(decoding: UnsafeBufferPointer(rebasing: text[unitStart...]), as: UTF8.self)
      return .measurement(MeasurementText(low: low, high: high, unit: unit))
    case .failure(let problem):
      return .problem(problem.message)
    }
  }

  /// Parses one field of a line, without the blanks around it: "1536" (which takes
  /// `unit`, the field's unit, when there is one), "5 km", "5km", "3...5 mi". Unlike a
  /// line, a field is never a comment.
  static func parseField(
    _ field: UnsafeBufferPointer<UInt8>, unit: String?, suffixes: SizeSuffixes? = nil
  ) -> Line {
    if field.isEmpty { return .skip }
    if field.count > maximumLineLength { return .problem(tooLongField) }
    var sawHigh = false
    var firstBlank = -1
    for i in 0..<field.count {
      let b = field[i]
      if b == 0 { return .problem("contains a NUL byte") }
      if b >= 0x80 { sawHigh = true }
      if firstBlank < 0 && isSpace(b) { firstBlank = i }
    }
    if sawHigh && !UTF8Validation.isValid(field) {
      return .problem("is not valid UTF-8")
    }
    guard firstBlank >= 0 else {
      // One word: a bare number, "5km", "-3°C", "3...5mi"; "622M" with --from first.
      if let sized = sizeSuffixedQuickly(field, reading: suffixes, unit: unit) { return sized }
      let parsed = parseValue(field)
      if case .success(let (low, high)) = parsed {
        guard let unit else {
          return .problem(
            "missing unit after '\(quoted(field))'; give one with --unit UNIT or --field N:UNIT")
        }
        return .measurement(MeasurementText(low: low, high: high, unit: unit))
      }
      if let sized = sizeSuffixed(field, reading: suffixes, unit: unit) { return sized }
      if let (measurement, _) = splitJoined(field) { return .measurement(measurement) }
      if case .failure(let problem) = parsed { return .problem(problem.message) }
      return .skip
    }
    var unitStart = firstBlank
    while unitStart < field.count && isSpace(field[unitStart]) { unitStart += 1 }
    switch parseValue(UnsafeBufferPointer(rebasing: field[..<firstBlank])) {
    case .success(let (low, high)):
      let unit = String(decoding: UnsafeBufferPointer(rebasing: field[unitStart...]), as: UTF8.self)
      return .measurement(MeasurementText(low: low, high: high, unit: unit))
    case .failure(let problem):
      return .problem(problem.message)
    }
  }

  static let tooLongField =
    "the field is too long (more than \(maximumLineLength) bytes) to be a measurement"

  /// Why a value cannot be read.
  struct ValueProblem: Error, Equatable {
    let message: String
  }

  /// "5", "-3.25", "1e400", "3...5", "-5...-3", "3…5".
  static func parseValue(_ bytes: UnsafeBufferPointer<UInt8>)
    -> Result<(ParsedNumber, ParsedNumber?), ValueProblem>
  {
    if let (dots, width) = rangeSeparator(bytes) {
      let low = NumberParser.parse(UnsafeBufferPointer(rebasing: bytes[..<dots]))
      let high = NumberParser.parse(UnsafeBufferPointer(rebasing: bytes[(dots + width)...]))
      switch (low, high) {
      case (.success(let l), .success(let h)): return .success((l, h))
      case (.failure(.tooLong), _), (_, .failure(.tooLong)):
        return .failure(tooLong)
      default:
        return .failure(
          ValueProblem(message: "'\(quoted(bytes))' is not a range; write LOW...HIGH, e.g. 3...5"))
      }
    }
    switch NumberParser.parse(bytes) {
    case .success(let number): return .success((number, nil))
    case .failure(.tooLong): return .failure(tooLong)
    case .failure(.notANumber):
      var message = "'\(quoted(bytes))' is not a number"
      if looksLikeRange(bytes) {
        message += "; write a range as LOW...HIGH, e.g. 3...5"
      } else if looksGrouped(bytes) {
        message += "; write it without group separators and with '.' for decimals, e.g. 1234.5"
      }
      return .failure(ValueProblem(message: message))
    }
  }

  static let tooLong = ValueProblem(
    message: "the number is too long (more than \(NumberParser.maximumLength) characters)")

  /// Splits "5km" into 5 and "km": the longest prefix that reads as a value and leaves a
  /// unit that does not start with a digit.
  static func splitJoined(_ bytes: UnsafeBufferPointer<UInt8>) -> (MeasurementText, Int)? {
    var candidate = 0
    while candidate < bytes.count && isNumberByte(bytes[candidate]) { candidate += 1 }
    // U+2212 MINUS SIGN or "∞" at the start.
    if candidate == 0, bytes.count > 3, bytes[0] == 0xE2 {
      candidate = 3
      while candidate < bytes.count && isNumberByte(bytes[candidate]) { candidate += 1 }
    }
    var cut = candidate
    while cut > 0 {
      // The unit starts with neither a digit nor a point ("12.K" is no 12 of ".K").
      if cut < bytes.count, !(bytes[cut] >= 0x30 && bytes[cut] <= 0x39),
        bytes[cut] != UInt8(ascii: ".")
      {
        let head = UnsafeBufferPointer(rebasing: bytes[..<cut])
        if case .success(let (low, high)) = parseValue(head) {
          let unit = String(decoding: UnsafeBufferPointer(rebasing: bytes[cut...]), as: UTF8.self)
          return (MeasurementText(low: low, high: high, unit: unit), cut)
        }
      }
      cut -= 1
    }
    return nil
  }

  private static func isNumberByte(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: ".") || b == UInt8(ascii: "-")
      || b == UInt8(ascii: "+") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
  }

  /// The offset and byte width of "..." or "…" (U+2026) after the first character.
  private static func rangeSeparator(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int)? {
    var i = 1
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "."), i + 2 < bytes.count,
        bytes[i + 1] == UInt8(ascii: "."), bytes[i + 2] == UInt8(ascii: ".")
      {
        return (i, 3)
      }
      if bytes[i] == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA6 {
        return (i, 3)
      }
      i += 1
    }
    return nil
  }

  /// "3..5", "3-5", "3–5": someone meant a range (a digit on both sides of a dash or
  /// two dots).
  private static func looksLikeRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    func isDigit(_ i: Int) -> Bool {
      i >= 0 && i < scalars.count && scalars[i].value >= 0x30 && scalars[i].value <= 0x39
    }
    for i in scalars.indices where i > 0 && isDigit(i - 1) {
      switch scalars[i] {
      case "-", "–", "—":
        if isDigit(i + 1)
          || (scalars.indices.contains(i + 1) && scalars[i + 1] == "-"
            && isDigit(i + 2))
        {
          return true
        }
      case ".":
        if i + 1 < scalars.count, scalars[i + 1] == ".",
          isDigit(i + 2) || (i + 2 < scalars.count && scalars[i + 2] == "-" && isDigit(i + 3))
        {
          return true
        }
      default: break
      }
    }
    return false
  }

  /// "1,234.5", "1.234,5", "1,5": a number written the way a locale shows it.
  private static func looksGrouped(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var digits = 0
    var commas = 0
    for b in bytes {
      switch b {
      case 0x30...0x39: digits += 1
      case UInt8(ascii: ","): commas += 1
      case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "'"),
        UInt8(ascii: "_"):
        break
      default: return false
      }
    }
    return digits > 0
      && (commas > 0 || bytes.contains(UInt8(ascii: "'"))
        || bytes.contains(UInt8(ascii: "_")))
  }

  @inline(__always)
  static func isSpace(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x09 || b == 0x0B || b == 0x0C
  }

  static func quoted(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    Quoted.text(String(decoding: bytes, as: UTF8.self))
  }
}

/// Strict UTF-8 validation (no overlong forms, no surrogates, nothing above U+10FFFF).
enum UTF8Validation {
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    let n = bytes.count
    while i < n {
      let b = bytes[i]
      if b < 0x80 {
        i += 1
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch b {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: return false
      }
      guard i + length <= n else { return false }
      let second = bytes[i + 1]
      guard second >= lower && second <= upper else { return false }
      for k in 2..<max(2, length) where bytes[i + k] & 0xC0 != 0x80 { return false }
      i += length
    }
    return true
  }
}
