import MeasurementFormatting

/// Writes `--json` lines straight into the output buffer, byte for byte what
/// ``JSONRenderer`` renders for a measurement without styles.
///
/// Batch mode writes hundreds of thousands of lines a second; building each line as a
/// `String` first costs several times the formatting itself. The tests compare this
/// writer with ``JSONRenderer`` over many locales, units and options; with a style
/// (which adds a "style" key) the CLI uses ``JSONRenderer`` itself.
struct JSONLineWriter {
  private var lastLocaleID = "\u{0}"
  private var lastTag = ""

  /// Writes the JSON object for `f` and a newline.
  mutating func write(_ f: FormattedMeasurement, to out: OutputStream) {
    if f.localeIdentifier != lastLocaleID {
      lastLocaleID = f.localeIdentifier
      lastTag = f.localeTag
    }
    var string = f.string
    var unit = f.unit
    var tag = lastTag
    let output = f.output
    let runs = f.runs
    string.withUTF8 { text in
      unit.withUTF8 { unitBytes in
        tag.withUTF8 { tagBytes in
          // Escapes take at most six bytes per byte (the text is written twice: whole, and
          // run by run). Keys, names and quotes: 59 bytes for the object, at most 82 per
          // run and 45 per component (a number is at most 24 bytes); rounded up.
          var bound = 6 * (2 * text.count + unitBytes.count + tagBytes.count) + 128
          bound += runs.count * 128
          for component in output { bound += 6 * component.unit.utf8.count + 64 }
          var w = ByteWriter(out.reserve(bound))
          w.put(#"{"string":"#)
          Self.putString(text, &w)
          w.put(#","locale":"#)
          Self.putString(tagBytes, &w)
          w.put(#","unit":"#)
          Self.putString(unitBytes, &w)
          w.put(#","output":["#)
          var first = true
          for component in output {
            if !first { w.put(UInt8(ascii: ",")) }
            first = false
            w.put(#"{"unit":"#)
            var componentUnit = component.unit
            componentUnit.withUTF8 { Self.putString($0, &w) }
            w.put(#","value":"#)
            Self.putNumber(component.value, &w)
            w.put(UInt8(ascii: "}"))
          }
          w.put(#"],"parts":["#)
          first = true
          for run in runs {
            if !first { w.put(UInt8(ascii: ",")) }
            first = false
            w.put(#"{"type":""#)
            switch run.part {
            case .value: w.put(Self.typeName(run.numberPart))
            case .unit: w.put("unit")
            default: w.put("literal")
            }
            w.put(#"","value":"#)
            Self.putString(UnsafeBufferPointer(rebasing: text[run.utf8Range]), &w)
            w.put(#","part":""#)
            w.put(Self.partName(run.part))
            w.put(UInt8(ascii: "\""))
            if let source = run.source {
              w.put(#","source":""#)
              w.put(Self.sourceName(source))
              w.put(UInt8(ascii: "\""))
            }
            w.put(UInt8(ascii: "}"))
          }
          w.put("]}\n")
          out.commit(w.written)
        }
      }
    }
  }

  // MARK: - Names

  private static func typeName(_ numberPart: FormattedMeasurement.NumberPart?) -> StaticString {
    guard let numberPart else { return "literal" }
    switch numberPart {
    case .integer: return "integer"
    case .group: return "group"
    case .decimal: return "decimal"
    case .fraction: return "fraction"
    case .plusSign: return "plusSign"
    case .minusSign: return "minusSign"
    case .percentSign: return "percentSign"
    case .compact: return "compact"
    case .exponentSeparator: return "exponentSeparator"
    case .exponentMinusSign: return "exponentMinusSign"
    case .exponentInteger: return "exponentInteger"
    case .nan: return "nan"
    case .infinity: return "infinity"
    case .approximatelySign: return "approximatelySign"
    default: return "literal"
    }
  }

  private static func partName(_ part: FormattedMeasurement.Part) -> StaticString {
    switch part {
    case .value: return "value"
    case .unit: return "unit"
    case .whitespace: return "whitespace"
    default: return "literal"
    }
  }

  private static func sourceName(_ source: FormattedMeasurement.RangeSource) -> StaticString {
    switch source {
    case .startRange: return "startRange"
    case .endRange: return "endRange"
    default: return "shared"
    }
  }

  // MARK: - Strings and numbers

  private static let hex: StaticString = "0123456789abcdef"

  /// A JSON string literal with quotes. Escapes what ``JSONRenderer`` escapes: quote,
  /// backslash, every C0 and C1 control and DEL, U+2028/U+2029, bidi embeddings and
  /// isolates (U+202A–U+202E, U+2066–U+2069).
  @inline(__always)
  static func putString(_ bytes: UnsafeBufferPointer<UInt8>, _ w: inout ByteWriter) {
    w.put(UInt8(ascii: "\""))
    var clean = 0
    var i = 0
    let n = bytes.count
    while i < n {
      let b = bytes[i]
      if b >= 0x20 && b != 0x22 && b != 0x5C && b < 0x7F {
        i += 1
        continue
      }
      var escape: UInt32?
      var width = 1
      if b < 0x20 || b == 0x22 || b == 0x5C || b == 0x7F {
        escape = UInt32(b)
      } else if b == 0xC2, i + 1 < n, bytes[i + 1] >= 0x80, bytes[i + 1] <= 0x9F {
        escape = UInt32(bytes[i + 1])
        width = 2
      } else if b == 0xE2, i + 2 < n {
        let scalar =
          (UInt32(b & 0x0F) << 12) | (UInt32(bytes[i + 1] & 0x3F) << 6)
          | UInt32(bytes[i + 2] & 0x3F)
        if (0x2028...0x202E).contains(scalar) || (0x2066...0x2069).contains(scalar) {
          escape = scalar
          width = 3
        }
      }
      guard let escape else {
        i += 1
        continue
      }
      w.put(UnsafeBufferPointer(rebasing: bytes[clean..<i]))
      w.put(0x5C)
      switch escape {
      case 0x22: w.put(0x22)
      case 0x5C: w.put(0x5C)
      case 0x0A: w.put(UInt8(ascii: "n"))
      case 0x0D: w.put(UInt8(ascii: "r"))
      case 0x09: w.put(UInt8(ascii: "t"))
      case 0x08: w.put(UInt8(ascii: "b"))
      case 0x0C: w.put(UInt8(ascii: "f"))
      default:
        let v = Int(escape)
        let digits = hex.utf8Start
        w.put(UInt8(ascii: "u"))
        w.put(digits[(v >> 12) & 15])
        w.put(digits[(v >> 8) & 15])
        w.put(digits[(v >> 4) & 15])
        w.put(digits[v & 15])
      }
      i += width
      clean = i
    }
    w.put(UnsafeBufferPointer(rebasing: bytes[clean..<n]))
    w.put(UInt8(ascii: "\""))
  }

  /// As ``JSONRenderer``: `null` for NaN and infinities, integers without ".0" below
  /// 10^15, the shortest round-tripping form otherwise.
  @inline(__always)
  static func putNumber(_ value: Double, _ w: inout ByteWriter) {
    guard value.isFinite else {
      w.put("null")
      return
    }
    if value == value.rounded(), abs(value) < 1e15 {
      var n = Int64(value)
      if n < 0 {
        w.put(UInt8(ascii: "-"))
        n = -n
      }
      var digits: (UInt64, UInt64) = (0, 0)
      var count = 0
      withUnsafeMutableBytes(of: &digits) { buffer in
        repeat {
          buffer[count] = UInt8(truncatingIfNeeded: n % 10) &+ 0x30
          n /= 10
          count += 1
        } while n > 0
        while count > 0 {
          count -= 1
          w.put(buffer[count])
        }
      }
      return
    }
    var text = value.description
    text.withUTF8 { w.put($0) }
  }
}
