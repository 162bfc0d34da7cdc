import Foundation
import MeasfmtTestSupport
import Testing

@_spi(MeasfmtCLI) @testable import MeasurementFormattingCore

/// Scores a file in the corpus's format (a held-out slice, before it joins the corpus):
/// `MEASFMT_SCORE_CORPUS=FILE swift test --filter CorpusScoreTests` prints how many texts
/// were read right, refused (an error where a reading was expected: safe) and read
/// confidently wrong, by class and by locale, and each text not read right. It records no
/// issue: a slice is scored once, as it was written, and the figures are the result
/// (`scripts/score-corpus.sh` runs it).
@Suite("Scoring a held-out slice of text (MEASFMT_SCORE_CORPUS)")
struct CorpusScoreTests {
  static let file = ProcessInfo.processInfo.environment["MEASFMT_SCORE_CORPUS"]

  @Test(
    "The slice's first run: right, refused, confidently wrong",
    .enabled(if: file != nil))
  func score() throws {
    let url = URL(fileURLWithPath: try #require(Self.file))
    let entries = WorldCorpus.entries(file: url).filter {
      $0.applies(toCLDR: ICUInfo.cldrVersion)
    }
    #expect(!entries.isEmpty, "no entries in \(url.path)")
    struct Count {
      var right = 0
      var refused = 0
      var wrong = 0
      var total: Int { right + refused + wrong }
      var row: String { "\(total) | \(right) | \(refused) | \(wrong)" }
    }
    var byKind: [String: Count] = [:]
    var byLocale: [String: Count] = [:]
    var all = Count()
    var lines: [String] = []
    for entry in entries {
      let outcome = WorldCorpusTests.read(entry)
      let (ok, wrong) = WorldCorpusTests.judge(entry, outcome)
      func add(_ count: inout Count) {
        if ok {
          count.right += 1
        } else if wrong {
          count.wrong += 1
        } else {
          count.refused += 1
        }
      }
      add(&byKind[entry.expected.kind, default: Count()])
      add(&byLocale[entry.locale, default: Count()])
      add(&all)
      guard !ok else { continue }
      let got: String
      switch outcome {
      case .read(let p): got = "\(p) \(p.components)"
      case .error(let e): got = "error: \(e)"
      }
      lines.append("\(wrong ? "WRONG" : "refused") \(entry.testDescription) → \(got)")
    }
    var report = [
      "score of \(url.lastPathComponent) on ICU \(ICUInfo.icuVersion) (CLDR \(ICUInfo.cldrVersion)): "
        + "\(all.total) texts in \(byLocale.count) locales: \(all.right) read right, "
        + "\(all.refused) refused, \(all.wrong) confidently wrong",
      "| class | texts | right | refused | confidently wrong |", "|---|---|---|---|---|",
    ]
    for kind in ["plain", "mixed", "range", "approximate", "ambiguous", "refused"] {
      if let count = byKind[kind] { report.append("| \(kind) | \(count.row) |") }
    }
    report += [
      "", "| locale | texts | right | refused | confidently wrong |", "|---|---|---|---|---|",
    ]
    for (locale, count) in byLocale.sorted(by: { $0.key < $1.key }) {
      report.append("| \(locale) | \(count.row) |")
    }
    report += [""] + lines
    let text = report.joined(separator: "\n") + "\n"
    if let output = ProcessInfo.processInfo.environment["MEASFMT_SCORE_OUTPUT"] {
      try text.write(toFile: output, atomically: true, encoding: .utf8)
    } else {
      print(text)
    }
  }
}
