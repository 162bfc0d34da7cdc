/// Unit ids CLDR renamed, so that a unit keeps one identifier on every ICU.
///
/// The table is CLDR 48's `<unitAlias>` list (`common/supplemental/units.xml`, old name →
/// new name). ``MeasureUnit/identifier`` always carries the new names, the same on ICU 72,
/// 76 and 78; ICU is called with the names the ICU in use knows (ICU 72 and 76 know
/// `part-per-1e6` only as `permillion`). The renames apply to every factor of a compound
/// id (`permillion-per-second` is `part-per-1e6-second`) and to each component of a
/// mixed one.
///
/// A new CLDR's aliases are added here; nothing else names an old unit id.
enum UnitRenames {
  /// CLDR 48's `<unitAlias type=… replacement=…>`, in its order.
  static let aliases: [(old: String, new: String)] = [
    ("inch-hg", "inch-ofhg"),
    ("liter-per-100kilometers", "liter-per-100-kilometer"),
    ("meter-per-second-squared", "meter-per-square-second"),
    ("millimeter-of-mercury", "millimeter-ofhg"),
    ("part-per-million", "part-per-1e6"),
    ("pound-foot", "pound-force-foot"),
    ("pound-per-square-inch", "pound-force-per-square-inch"),
    ("milligram-per-deciliter", "milligram-ofglucose-per-deciliter"),
    ("metric-ton", "tonne"),
    ("permillion", "part-per-1e6"),
    ("portion-per-1e9", "part-per-1e9"),
    ("portion", "part"),
    ("million", "1e6"),
  ]

  /// `id` with CLDR's old names replaced by the new ones: "permillion" → "part-per-1e6",
  /// "meter-permillion" → "meter-part-per-1e6", "milligram-per-deciliter-second" →
  /// "milligram-ofglucose-per-deciliter-second". An id without old names is returned
  /// as it is.
  static func newNames(_ id: String) -> String {
    guard forward.contains(where: { mentions(id, $0.from.first!) }) else { return id }
    return rewrite(id, with: forward)
  }

  /// `id` (in the new names) as the ICU in use spells it: "part-per-1e6" is "permillion"
  /// on ICU 72 and 76, which know no "part"; unchanged on an ICU that knows the new names.
  static func icuNames(_ id: String) -> String {
    let rules = backward
    guard !rules.isEmpty, rules.contains(where: { mentions(id, $0.from.first!) }) else {
      return id
    }
    return rewrite(id, with: rules)
  }

  /// `id.contains(word)`, compared as bytes where both are printable ASCII (every unit
  /// id): `String.contains(_:)` compares characters and costs about 14,000 instructions
  /// a call, which the unit list pays for each of its hundreds of ids.
  static func mentions(_ id: String, _ word: String) -> Bool {
    let printable = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F }
    guard id.utf8.allSatisfy(printable), word.utf8.allSatisfy(printable) else {
      return id.contains(word)
    }
    let a = Array(id.utf8)
    let b = Array(word.utf8)
    guard !b.isEmpty else { return true }
    guard a.count >= b.count else { return false }
    for start in 0...(a.count - b.count) where a[start] == b[0] {
      if a[start..<(start + b.count)].elementsEqual(b) { return true }
    }
    return false
  }

  // MARK: - Rewriting

  /// One rename as words: `from` → `to`, each split at "-" ("pound-foot" → ["pound",
  /// "foot"]).
  struct Rule: Sendable {
    let from: [String]
    let to: [String]

    enum Shape {
      /// A factor that becomes a quotient ("permillion" → "part-per-1e6").
      case factorToQuotient
      /// The way back ("part-per-1e6" → "permillion").
      case quotientToFactor
      /// Both sides factors ("portion" → "part") or both quotients
      /// ("milligram-per-deciliter" → "milligram-ofglucose-per-deciliter").
      case sameShape
    }

    var shape: Shape {
      switch (from.contains("per"), to.contains("per")) {
      case (false, true): .factorToQuotient
      case (true, false): .quotientToFactor
      default: .sameShape
      }
    }
  }

  /// The aliases as rules, longest old name first ("part-per-million" before "million").
  static let forward: [Rule] = aliases.map { Rule(from: words($0.old), to: words($0.new)) }
    .sorted { $0.from.count > $1.from.count }

  /// The new names this ICU does not parse while it parses the old one, as rules from the
  /// new name back to the old; longest first. Asked of ICU once.
  static let backward: [Rule] = aliases.compactMap { alias in
    guard ICU.canonicalUnit(alias.new) == nil, ICU.canonicalUnit(alias.old) != nil else {
      return nil
    }
    return Rule(from: words(alias.new), to: words(alias.old))
  }
  .sorted { $0.from.count > $1.from.count }

  private static func words(_ id: String) -> [String] {
    id.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
  }

  /// Applies the rules to each component of a mixed id ("-and-").
  static func rewrite(_ id: String, with rules: [Rule]) -> String {
    var components: [[String]] = [[]]
    for word in words(id) {
      if word == "and" {
        components.append([])
      } else {
        components[components.count - 1].append(word)
      }
    }
    return components.map { rewrite(component: $0, with: rules).joined(separator: "-") }
      .joined(separator: "-and-")
  }

  /// One component, matched at word boundaries, longest rule first.
  ///
  /// - A factor that becomes a quotient ("permillion" → "part-per-1e6") is renamed in
  ///   the numerator and without a power: its numerator stands where the factor stood,
  ///   its denominator goes first in the id's denominator ("permillion-per-second" →
  ///   "part-per-1e6-second", "meter-permillion" → "meter-part-per-1e6"). In a
  ///   denominator or under a power it keeps its old name: no id spells 1/(part/1e6).
  /// - The way back reads the same rule in reverse: "part" in the numerator with "1e6"
  ///   first in the denominator is "permillion".
  /// - Renames of one shape replace the words where they stand ("metric-ton-per-hour"
  ///   → "tonne-per-hour", "milligram-per-deciliter-second" →
  ///   "milligram-ofglucose-per-deciliter-second").
  private static func rewrite(component words: [String], with rules: [Rule]) -> [String] {
    let perIndex = words.firstIndex(of: "per")
    var numerator = Array(words[..<(perIndex ?? words.count)])
    var denominator = perIndex.map { Array(words[($0 + 1)...]) } ?? []
    for rule in rules where rule.shape != .sameShape {
      let quotient = rule.shape == .factorToQuotient ? rule.to : rule.from
      let factor = rule.shape == .factorToQuotient ? rule.from : rule.to
      let split = quotient.firstIndex(of: "per")!
      let top = Array(quotient[..<split])
      let bottom = Array(quotient[(split + 1)...])
      var start = 0
      while let match = find(
        rule.shape == .factorToQuotient ? factor : top, in: numerator, from: start)
      {
        let length = rule.shape == .factorToQuotient ? factor.count : top.count
        if match > 0 && isPower(numerator[match - 1]) {
          start = match + length
          continue
        }
        if rule.shape == .factorToQuotient {
          numerator.replaceSubrange(match..<(match + length), with: top)
          denominator = bottom + denominator
          start = match + top.count
        } else {
          guard denominator.starts(with: bottom) else { break }
          numerator.replaceSubrange(match..<(match + length), with: factor)
          denominator.removeFirst(bottom.count)
          start = match + factor.count
        }
      }
    }
    var result = numerator
    if perIndex != nil || !denominator.isEmpty {
      // "per-hour" keeps its "per"; a denominator emptied by the way back loses it.
      if !denominator.isEmpty || numerator.isEmpty { result += ["per"] + denominator }
    }
    var i = 0
    while i < result.count {
      if let rule = rules.first(where: {
        $0.shape == .sameShape && result[i...].starts(with: $0.from)
      }) {
        result.replaceSubrange(i..<(i + rule.from.count), with: rule.to)
        i += rule.to.count
      } else {
        i += 1
      }
    }
    return result
  }

  private static func find(_ words: [String], in list: [String], from start: Int) -> Int? {
    guard !words.isEmpty, list.count >= words.count, start <= list.count - words.count else {
      return nil
    }
    return (start...(list.count - words.count)).first { list[$0...].starts(with: words) }
  }

  /// "square", "cubic", "pow4": a power of the factor that follows.
  private static func isPower(_ word: String) -> Bool {
    word == "square" || word == "cubic"
      || (word.hasPrefix("pow") && word.count > 3 && word.dropFirst(3).allSatisfy(\.isNumber))
  }
}
