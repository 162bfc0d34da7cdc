/// "Did you mean …?" for options, option values and units.
enum Suggestions {
  /// Candidates prepared once: each with its lowercased scalars.
  struct Pool: Sendable {
    let entries: [(text: String, folded: [Unicode.Scalar])]

    init(_ candidates: [String]) {
      var seen = Set<String>()
      entries = candidates.filter { seen.insert($0).inserted }.map {
        ($0, Array($0.lowercased().unicodeScalars))
      }
    }
  }

  /// Up to `limit` candidates closest to `input`, closest first; only those close enough
  /// to be a plausible typo. Case is ignored.
  static func closest(to input: String, among candidates: [String], limit: Int = 3) -> [String] {
    closest(to: input, in: Pool(candidates), limit: limit)
  }

  /// Up to `limit` candidates of `pool` closest to `input`, in the pool's order when as close.
  static func closest(to input: String, in pool: Pool, limit: Int = 3) -> [String] {
    let query = Array(input.lowercased().unicodeScalars)
    // Nothing is a plausible typo of a very long word, and it would cost the most.
    guard !query.isEmpty, query.count <= 40 else { return [] }
    // One or two characters: only the same letters in another case ("S" → "s"); up to
    // five: one edit ("kmph" → "kph"); longer: one edit in three characters.
    let allowed = query.count <= 2 ? 0 : query.count <= 5 ? 1 : max(2, query.count / 3)
    var scored: [(distance: Int, order: Int, candidate: String)] = []
    for (order, entry) in pool.entries.enumerated() {
      guard abs(entry.folded.count - query.count) <= allowed,
        let d = distance(query, entry.folded, limit: allowed)
      else { continue }
      // Distance 0 with a different spelling is a match but for case: the best suggestion.
      if !(d == 0 && entry.text == input) { scored.append((d, order, entry.text)) }
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

  /// Optimal string alignment distance (Levenshtein plus adjacent transpositions: "kmh"
  /// → "khm" is one edit), or nil as soon as it must exceed `limit`.
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int = .max) -> Int? {
    if a.isEmpty { return b.count <= limit ? b.count : nil }
    if b.isEmpty { return a.count <= limit ? a.count : nil }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, before[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      // A later row is no smaller than this one, or than the one before plus one (a
      // transposition): past the limit, it stays past it.
      if rowMinimum > limit && previous.min()! >= limit { return nil }
      (before, previous, current) = (previous, current, before)
    }
    let d = previous[b.count]
    return d <= limit ? d : nil
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
