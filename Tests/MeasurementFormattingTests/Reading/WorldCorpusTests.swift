import MeasfmtTestSupport
import Testing

@_spi(MeasfmtCLI) @testable import MeasurementFormattingCore

/// The world-text corpus (`Tests/Corpus/world-text.tsv`) through the library's reader:
/// every text reads as a careful bilingual person reads it, or is refused where they
/// would ask; none is read confidently wrong (a value where the corpus says ambiguous or
/// refused, or another value or unit than the corpus gives).
@Suite("Reading the world's text: the corpus through the library")
struct WorldCorpusTests {
  /// What the reader made of a text.
  enum Outcome {
    case read(ParsedMeasurement)
    case error(MeasurementFormatError)
  }

  static func read(_ entry: WorldCorpus.Entry) -> Outcome {
    do {
      let format = try MeasurementFormat(locale: entry.locale)
      if let from = entry.context["from"], let suffixes = SizeSuffixes(rawValue: from) {
        return .read(
          try format.parse(entry.text, defaultUnit: nil, suffixes: .read(suffixes, base: nil)))
      }
      if let units = entry.context["units"] {
        let listed = try units.split(separator: ",").map { try MeasureUnit(String($0)) }
        return .read(try format.parse(entry.text, among: listed))
      }
      return .read(try format.parseRange(entry.text, quantity: entry.context["quantity"]))
    } catch let error as MeasurementFormatError {
      return .error(error)
    } catch {
      return .error(.parseFailure("\(error)", input: entry.text))
    }
  }

  /// The same amount in two units: a size read with `--from` is in bytes, "250 Cal" is
  /// as many kilocalories (foodcalorie), "5000 m" would be 5 km.
  static func same(_ value: Double, _ unit: MeasureUnit, _ expected: Double, _ expectedUnit: String)
    -> Bool
  {
    if unit.identifier == expectedUnit { return WorldCorpus.close(value, expected) }
    guard let wanted = try? MeasureUnit(expectedUnit),
      let converted = try? wanted.convert(expected, to: unit)
    else { return false }
    return WorldCorpus.close(value, converted)
  }

  /// Whether the outcome is what the corpus expects, and if not whether it is a
  /// confident wrong reading (a value that is not the expected one).
  static func judge(_ entry: WorldCorpus.Entry, _ outcome: Outcome) -> (ok: Bool, wrong: Bool) {
    switch (entry.expected, outcome) {
    case (.value(let v, let u), .read(let p)):
      let ok =
        same(p.value, p.unit, v, u) && p.endValue == nil && !p.isApproximate
        && p.components.count == 1
      return (ok, !ok)
    case (.mixed(let parts), .read(let p)):
      let ok =
        p.unit.identifier == parts.map(\.unit).joined(separator: "-and-")
        && p.components.count == parts.count
        && zip(p.components, parts).allSatisfy { WorldCorpus.close($0.value, $1.value) }
      return (ok, !ok)
    case (.range(let a, let b, let u), .read(let p)):
      // A range is read in the order written ("15.9~13.8 km/L"): the same range.
      let ends = [p.value, p.endValue ?? .nan].sorted()
      let ok =
        p.unit.identifier == u && WorldCorpus.close(ends[0], min(a, b))
        && WorldCorpus.close(ends[1], max(a, b))
      return (ok, !ok)
    case (.approximate(let v, let u), .read(let p)):
      let ok = p.isApproximate && same(p.value, p.unit, v, u) && p.endValue == nil
      return (ok, !ok)
    case (.ambiguous, .read), (.refused, .read):
      return (false, true)
    case (.ambiguous(let units), .error(let e)):
      let listed = Set(e.candidates.flatMap { $0.split(separator: "-and-").map(String.init) })
        .union(e.candidates)
      return (e.code == .ambiguousUnit && Set(units).isSubset(of: listed), false)
    case (.refused(let hint), .error(let e)):
      return (hint.map { e.description.contains($0) } ?? true, false)
    case (_, .error):
      return (false, false)
    }
  }

  @Test("Every text of the corpus reads as expected; none is read confidently wrong")
  func corpus() {
    let entries = WorldCorpus.entries.filter { $0.applies(toCLDR: ICUInfo.cldrVersion) }
    #expect(entries.count >= 250)
    #expect(Set(entries.map(\.locale)).count >= 18)
    var byKind: [String: (total: Int, ok: Int)] = [:]
    var byFile: [String: Int] = [:]
    var wrong: [String] = []
    var failed: [String] = []
    for entry in entries {
      let outcome = Self.read(entry)
      let (ok, isWrong) = Self.judge(entry, outcome)
      byKind[entry.expected.kind, default: (0, 0)].total += 1
      if ok { byKind[entry.expected.kind]!.ok += 1 }
      if ok { byFile[entry.file, default: 0] += 1 }
      guard WorldCorpus.strictFiles.contains(entry.file) || isWrong else { continue }
      let got: String
      switch outcome {
      case .read(let p): got = "\(p) \(p.components)"
      case .error(let e): got = "error: \(e)"
      }
      if isWrong { wrong.append("\(entry.testDescription) → \(got)") }
      if !ok { failed.append("\(entry.testDescription) → \(got)") }
    }
    let summary = byKind.sorted { $0.key < $1.key }.map {
      "\($0.key) \($0.value.ok)/\($0.value.total)"
    }
    print(
      "World corpus (library, ICU \(ICUInfo.icuVersion)): \(entries.count) texts, "
        + "\(entries.count - failed.count) as expected, \(wrong.count) confidently wrong; "
        + summary.joined(separator: ", "))
    for line in wrong { Issue.record(Comment(rawValue: "confidently wrong: " + line)) }
    for line in failed where !wrong.contains(line) {
      Issue.record(Comment(rawValue: "not as expected: " + line))
    }
    print(
      "World corpus (library), held-out slices read right: "
        + WorldCorpus.readRight.keys.sorted().map { "\($0) \(byFile[$0] ?? 0)" }.joined(
          separator: ", "))
    if ICUInfo.cldrVersion.hasPrefix("42.") {
      for (file, floor) in WorldCorpus.readRight {
        #expect((byFile[file] ?? 0) >= floor, "\(file): fewer texts read right than before")
      }
    }
  }
}
