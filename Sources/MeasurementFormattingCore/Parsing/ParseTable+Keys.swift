extension ParseTable {
  /// The key of an alias's text: the unit after the number, or around it where the
  /// text has "{0}".
  static func aliasKey(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    guard
      let at = (0..<scalars.count).first(where: { i in
        i + 3 <= scalars.count && scalars[i] == "{" && scalars[i + 1] == "0"
          && scalars[i + 2] == "}"
      })
    else {
      return ParseText.key(before: [], after: scalars[...])
    }
    return ParseText.key(before: scalars[..<at], after: scalars[(at + 3)...])
  }

  /// Whether two unit ids are variants of one unit ("gallon", "gallon-imperial"), or one.
  static func areVariants(_ a: String, _ b: String) -> Bool {
    a == b || a.hasPrefix(b + "-") || b.hasPrefix(a + "-")
  }

  /// Keys longest first, then in order.
  static func longestFirst(_ keys: Set<String>) -> [String] {
    keys.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
  }

  /// The text between the two ends of a formatted range ("–", " – ", "～"), as a key.
  static func between(_ range: FormattedMeasurement) -> String? {
    var scalars: [Unicode.Scalar] = []
    var seenStart = false
    for (text, run) in range.parts {
      if run.source == .startRange {
        seenStart = true
        continue
      }
      if run.source == .endRange { break }
      if seenStart { scalars += text.unicodeScalars.filter { !ParseText.isBidiControl($0) } }
    }
    let key = ParseText.key(scalars[...])
    return key.isEmpty ? nil : key
  }

  /// The key of a formatted measurement (its number replaced by the placeholder), the
  /// text of its unit alone, and whether it shows a number.
  static func template(_ formatted: FormattedMeasurement) -> (String, String, Bool) {
    var scalars: [Unicode.Scalar] = []
    var unitText: [Unicode.Scalar] = []
    var inValue = false
    var hasNumber = false
    for (text, run) in formatted.parts {
      if run.part == .value {
        if !inValue { scalars.append(ParseText.placeholder) }
        inValue = true
        hasNumber = true
        continue
      }
      inValue = false
      for s in text.unicodeScalars where !ParseText.isBidiControl(s) {
        scalars.append(s)
        if run.part == .unit { unitText.append(s) }
      }
      if run.part == .unit { unitText.append(" ") }
    }
    return (ParseText.key(scalars[...]), ParseText.key(unitText[...]), hasNumber)
  }

  /// The key of `value` formatted by `formatter` (its number replaced by the
  /// placeholder) and the text around the number, read from ICU's fields; nil when ICU
  /// shows no integer (a form without a number, or one format() repairs).
  static func template(_ formatter: ICUNumberFormatter, _ value: Double) -> (String, String)? {
    let result = formatter.format(value) { text, spans -> (String, String)? in
      var begin = Int.max
      var end = -1
      var integer = false
      for i in spans.indices {
        let span = spans[i]
        switch span.field {
        case .number(.integer):
          integer = true
        case .number(.measureUnit), .number(.percent), .number(.permill), .number(.unknown):
          continue
        case .number: break
        default: continue
        }
        begin = min(begin, span.begin)
        end = max(end, span.end)
      }
      guard integer, begin < end else { return nil }
      var scalars: [Unicode.Scalar] = []
      var around: [Unicode.Scalar] = []
      func append(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) {
        for s in String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
          .unicodeScalars where !ParseText.isBidiControl(s)
        {
          scalars.append(s)
          around.append(s)
        }
      }
      append(text[..<begin])
      scalars.append(ParseText.placeholder)
      around.append(" ")
      append(text[end...])
      return (ParseText.key(scalars[...]), ParseText.key(around[...]))
    }
    guard case .success(let found?) = result else { return nil }
    return found
  }
}
