import Foundation
import Testing

/// The world-text corpus (`Tests/Corpus/world-text.tsv`, format in its README): what
/// people type and other tools print, in many locales, each text with the reading a
/// careful bilingual person gives it. Written from those sources, never from measfmt's
/// output; the reader's tests (library and CLI) run every text through it.
public enum WorldCorpus {
  /// What a careful reader gives a text.
  public enum Expected: Sendable, Equatable, CustomStringConvertible {
    case value(Double, String)
    /// A mixed measurement: each component's value and unit, largest first.
    case mixed([(value: Double, unit: String)])
    case range(Double, Double, String)
    case approximate(Double, String)
    /// Ambiguous: the reader must refuse, listing (at least) these units.
    case ambiguous([String])
    /// Refused; the error should contain `hint` when there is one.
    case refused(hint: String?)

    public static func == (a: Expected, b: Expected) -> Bool { a.description == b.description }

    public var description: String {
      switch self {
      case .value(let v, let u): "= \(v) \(u)"
      case .mixed(let parts): "= " + parts.map { "\($0.value) \($0.unit)" }.joined(separator: " ")
      case .range(let a, let b, let u): "= \(a)...\(b) \(u)"
      case .approximate(let v, let u): "= ~\(v) \(u)"
      case .ambiguous(let units): "? " + units.joined(separator: " ")
      case .refused(let hint): "!" + (hint.map { " " + $0 } ?? "")
      }
    }

    /// The class counted in the README and the closing note.
    public var kind: String {
      switch self {
      case .value: "plain"
      case .mixed: "mixed"
      case .range: "range"
      case .approximate: "approximate"
      case .ambiguous: "ambiguous"
      case .refused: "refused"
      }
    }
  }

  public struct Entry: Sendable, CustomTestStringConvertible {
    /// The file's name ("world-text.tsv").
    public var file = "world-text.tsv"
    public var line: Int
    public var locale: String
    public var text: String
    public var expected: Expected
    public var source: String
    /// `quantity=length`, `units=meter,kilometer`, `from=iec-i`.
    public var context: [String: String]

    /// Whether the line is for a CLDR version ("42.0"): all are, but those whose context
    /// has `cldr=A-B`, `cldr=A-` or `cldr=-B` (major versions, both ends included), for
    /// a text that CLDR reads one way in some versions and another way in others.
    public func applies(toCLDR version: String) -> Bool {
      guard let range = context["cldr"] else { return true }
      let major = Int(version.split(separator: ".").first ?? "") ?? 0
      let ends = range.split(separator: "-", omittingEmptySubsequences: false)
      guard ends.count == 2 else { return false }
      return major >= (Int(ends[0]) ?? 0) && major <= (Int(ends[1]) ?? Int.max)
    }

    public var testDescription: String {
      "\(file):\(line) \(locale) '\(text)' \(context.isEmpty ? "" : "\(context) ")\(expected)"
    }
  }

  /// The corpus's files: the world text, the anti-corpus (what readers have read wrong),
  /// and the held-out slices that joined it after their first scoring.
  public static let files = [
    "world-text.tsv", "anti-corpus.tsv", "heldout-A.tsv", "heldout-B.tsv", "heldout-C.tsv",
    "heldout-D.tsv", "heldout-E.tsv", "heldout-F.tsv", "heldout-G.tsv", "heldout-H.tsv",
    "heldout-I.tsv", "heldout-J.tsv", "heldout-K.tsv",
  ]

  /// The files every text of which must read as expected. The held-out slices must have
  /// no text read confidently wrong, and at least ``readRight`` texts read right (the
  /// floor rises as the reader learns to read more of them; a text refused is safe).
  public static let strictFiles: Set<String> = ["world-text.tsv", "anti-corpus.tsv"]

  /// The least number of texts of each held-out slice that the library reads right, on
  /// ICU 72 (CLDR 42) where the floors were measured; other ICUs check only that none is
  /// read wrong.
  public static let readRight: [String: Int] = [
    "heldout-A.tsv": 403, "heldout-B.tsv": 383, "heldout-C.tsv": 449, "heldout-D.tsv": 433,
    "heldout-E.tsv": 424, "heldout-F.tsv": 369, "heldout-G.tsv": 359, "heldout-H.tsv": 603,
    "heldout-I.tsv": 579, "heldout-J.tsv": 303, "heldout-K.tsv": 502,
  ]

  /// Every entry of the corpus, file by file, in order; empty when it cannot be read.
  public static let entries: [Entry] = files.flatMap {
    entries(file: Readme.root.appendingPathComponent("Tests/Corpus/" + $0))
  }

  /// Every entry of a file in the corpus's format (a held-out slice being scored), in
  /// order; empty when it cannot be read.
  public static func entries(file url: URL) -> [Entry] {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    var entries: [Entry] = []
    let file = url.lastPathComponent
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 4, let expected = parseExpected(fields[2]) else {
        entries.append(
          Entry(
            file: file, line: index + 1, locale: "", text: String(line),
            expected: .refused(hint: "MALFORMED"), source: "", context: [:]))
        continue
      }
      var context: [String: String] = [:]
      if fields.count >= 5 {
        for pair in fields[4].split(separator: " ") {
          let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
          if kv.count == 2 { context[kv[0]] = kv[1] }
        }
      }
      entries.append(
        Entry(
          file: file, line: index + 1, locale: fields[0], text: unescape(fields[1]),
          expected: expected,
          source: fields[3], context: context))
    }
    return entries
  }

  /// `\u{XXXX}` and `\\` as the format escapes them.
  static func unescape(_ text: String) -> String {
    var out = ""
    var scalars = Array(text.unicodeScalars)[...]
    while let s = scalars.first {
      scalars = scalars.dropFirst()
      guard s == "\\", let next = scalars.first else {
        out.unicodeScalars.append(s)
        continue
      }
      if next == "\\" {
        out.unicodeScalars.append("\\")
        scalars = scalars.dropFirst()
      } else if next == "u", scalars.dropFirst().first == "{",
        let close = scalars.firstIndex(of: "}"),
        let value = UInt32(
          String(String.UnicodeScalarView(scalars[(scalars.startIndex + 2)..<close])), radix: 16),
        let scalar = Unicode.Scalar(value)
      {
        out.unicodeScalars.append(scalar)
        scalars = scalars[(close + 1)...]
      } else {
        out.unicodeScalars.append(s)
      }
    }
    return out
  }

  /// A value: "1234.5", "-3", "3/2".
  static func number(_ text: Substring) -> Double? {
    let parts = text.split(separator: "/")
    if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 {
      return a / b
    }
    return Double(text)
  }

  static func parseExpected(_ field: String) -> Expected? {
    if field.hasPrefix("!") {
      let hint = field.dropFirst().trimmingCharacters(in: .whitespaces)
      return .refused(hint: hint.isEmpty ? nil : hint)
    }
    if field.hasPrefix("?") {
      return .ambiguous(field.dropFirst().split(separator: " ").map(String.init))
    }
    guard field.hasPrefix("=") else { return nil }
    let words = field.dropFirst().split(separator: " ")
    guard words.count >= 2, words.count % 2 == 0 else { return nil }
    if words.count > 2 {
      var parts: [(Double, String)] = []
      for i in stride(from: 0, to: words.count, by: 2) {
        guard let v = number(words[i]) else { return nil }
        parts.append((v, String(words[i + 1])))
      }
      return .mixed(parts.map { (value: $0.0, unit: $0.1) })
    }
    let unit = String(words[1])
    var value = words[0]
    if value.hasPrefix("~") {
      value = value.dropFirst()
      return number(value).map { .approximate($0, unit) }
    }
    if let dots = value.range(of: "...") {
      guard let a = number(value[..<dots.lowerBound]), let b = number(value[dots.upperBound...])
      else { return nil }
      return .range(a, b, unit)
    }
    return number(value).map { .value($0, unit) }
  }

  /// Whether two values agree to within rounding (fractions such as 1/3 are written as
  /// decimals by some tools).
  public static func close(_ a: Double, _ b: Double) -> Bool {
    if a == b { return true }
    return abs(a - b) <= 1e-9 * max(abs(a), abs(b))
  }
}
