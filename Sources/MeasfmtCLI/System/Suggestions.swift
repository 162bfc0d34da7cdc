/// "Did you mean …?" for options, option values and units.
enum Suggestions {
  /// Up to `limit` candidates closest to `input`, closest first; only those close enough
  /// to be a plausible typo.
  static func closest(
    to input: String, among candidates: some Sequence<String>, limit: Int = 3,
    ignoringCase: Bool = true
  ) -> [String] {
    let query = Array((ignoringCase ? input.lowercased() : input).unicodeScalars.prefix(64))
    guard !query.isEmpty else { return [] }
    // One or two characters: only the same letters in another case ("S" → "s"); up to
    // five: one edit ("kmph" → "kph"); longer: one edit in three characters.
    let allowed = query.count <= 2 ? 0 : query.count <= 5 ? 1 : max(2, query.count / 3)
    var scored: [(distance: Int, order: Int, candidate: String)] = []
    var seen = Set<String>()
    for (order, candidate) in candidates.enumerated() where seen.insert(candidate).inserted {
      let c = Array((ignoringCase ? candidate.lowercased() : candidate).unicodeScalars)
      guard abs(c.count - query.count) <= allowed else { continue }
      // Distance 0 with a different spelling is a match but for case: the best suggestion.
      let d = distance(query, c)
      if d <= allowed && !(d == 0 && candidate == input) {
        scored.append((d, order, candidate))
      }
    }
    scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.order < $1.order }
    return scored.prefix(limit).map(\.candidate)
  }

  /// "'a'", "'a' or 'b'", "'a', 'b' or 'c'".
  static func list(_ items: [String]) -> String {
    let quoted = items.map { "'\($0)'" }
    switch quoted.count {
    case 0: return ""
    case 1: return quoted[0]
    default: return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }
  }

  /// " Did you mean 'a' or 'b'?", or "" when there is nothing to suggest.
  static func didYouMean(_ items: [String]) -> String {
    items.isEmpty ? "" : " Did you mean \(list(items))?"
  }

  /// Optimal string alignment distance: Levenshtein plus adjacent transpositions
  /// ("kmh" → "khm" is one edit).
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, before[j - 2] + 1)
        }
        current[j] = value
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}

/// Quoting user input in a message: control characters are shown as escapes, so that
/// input cannot move the cursor or recolour the terminal, and long input is cut.
enum Quoted {
  static func text(_ input: some StringProtocol, limit: Int = 60) -> String {
    var result = ""
    var count = 0
    for scalar in input.unicodeScalars {
      if count == limit {
        result += "…"
        break
      }
      let v = scalar.value
      if v < 0x20 || (v >= 0x7F && v < 0xA0) || v == 0x2028 || v == 0x2029 {
        result += "\\u{\(String(v, radix: 16))}"
      } else if (v >= 0x202A && v <= 0x202E) || (v >= 0x2066 && v <= 0x2069) {
        // Bidi embeddings and isolates would reorder the rest of the message.
        result += "\\u{\(String(v, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
      count += 1
    }
    return result
  }
}
