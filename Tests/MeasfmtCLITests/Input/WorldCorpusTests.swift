import Foundation
import MeasfmtTestSupport
import MeasurementFormatting
import Testing

/// The world-text corpus (`Tests/Corpus/world-text.tsv`) through the command:
/// `measfmt --input-locale LOCALE -l en --json [--from=…] -- TEXT` reads each text as the
/// library does (one reader). Texts whose context names a quantity or a list of units
/// (which the command has no option for) are the library's alone.
@Suite("Reading the world's text: the corpus through the command (--input-locale)")
struct WorldCorpusCLITests {
  /// The output's unit and components, from the JSON line.
  struct Written {
    var string: String
    var unit: String
    var output: [(unit: String, value: Double)]
  }

  static func written(_ stdout: String) -> Written? {
    guard let line = stdout.split(separator: "\n").first,
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      let string = object["string"] as? String, let unit = object["unit"] as? String,
      let output = object["output"] as? [[String: Any]]
    else { return nil }
    return Written(
      string: string, unit: unit,
      output: output.compactMap { c in
        guard let u = c["unit"] as? String, let v = (c["value"] as? NSNumber)?.doubleValue else {
          return nil
        }
        return (u, v)
      })
  }

  /// The same amount in two units (a size read with `--from` is in bytes).
  static func same(_ value: Double, _ unit: String, _ expected: Double, _ expectedUnit: String)
    -> Bool
  {
    if unit == expectedUnit { return WorldCorpus.close(value, expected) }
    guard let have = try? MeasureUnit(unit), let wanted = try? MeasureUnit(expectedUnit),
      let converted = try? wanted.convert(expected, to: have)
    else { return false }
    return WorldCorpus.close(value, converted)
  }

  /// Whether the command's outcome is what the corpus expects, and if not whether it is
  /// a confident wrong reading.
  static func judge(_ entry: WorldCorpus.Entry, _ out: Output) -> (ok: Bool, wrong: Bool) {
    let w = out.status == 0 ? written(out.stdout) : nil
    switch entry.expected {
    case .value(let v, let u):
      guard let w else { return (false, out.status == 0) }
      let ok = w.output.count == 1 && same(w.output[0].value, w.output[0].unit, v, u)
      return (ok, !ok)
    case .mixed(let parts):
      guard let w else { return (false, out.status == 0) }
      let ok =
        w.unit == parts.map(\.unit).joined(separator: "-and-") && w.output.count == parts.count
        && zip(w.output, parts).allSatisfy {
          $0.unit == $1.unit && WorldCorpus.close($0.value, $1.value)
        }
      return (ok, !ok)
    case .range(let a, let b, let u):
      guard let w else { return (false, out.status == 0) }
      // A range is read in the order written ("15.9~13.8 km/L"): the same range.
      let ends = w.output.map(\.value).sorted()
      let ok =
        w.output.count == 2 && w.unit == u && WorldCorpus.close(ends[0], min(a, b))
        && WorldCorpus.close(ends[1], max(a, b))
      return (ok, !ok)
    case .approximate(let v, let u):
      // Written again as ICU writes a range whose ends are alike: "~5 km".
      guard let w else { return (false, out.status == 0) }
      let ok =
        w.string.hasPrefix("~") && w.output.count == 2 && w.unit == u
        && WorldCorpus.close(w.output[0].value, v) && WorldCorpus.close(w.output[1].value, v)
      return (ok, !ok)
    case .ambiguous(let units):
      guard out.status != 0 else { return (false, true) }
      // Each unit named, or the command's own message for a size suffix, which names the
      // readings by --from.
      let ok = units.allSatisfy(out.stderr.contains) || out.stderr.contains("size suffix")
      return (ok, false)
    case .refused(let hint):
      guard out.status != 0 else { return (false, true) }
      return (hint.map(out.stderr.contains) ?? true, false)
    }
  }

  @Test("Every text of the corpus reads through the command as expected; none confidently wrong")
  func corpus() {
    var byKind: [String: (total: Int, ok: Int)] = [:]
    var wrong: [String] = []
    var failed: [String] = []
    var libraryOnly = 0
    for entry in WorldCorpus.entries where entry.applies(toCLDR: ICUInfo.cldrVersion) {
      if entry.context["quantity"] != nil || entry.context["units"] != nil {
        libraryOnly += 1
        continue
      }
      var arguments = ["--input-locale", entry.locale, "-l", "en", "--json"]
      if let from = entry.context["from"] { arguments.append("--from=" + from) }
      arguments += ["--", entry.text]
      let out = measfmt(arguments)
      let (ok, isWrong) = Self.judge(entry, out)
      byKind[entry.expected.kind, default: (0, 0)].total += 1
      if ok { byKind[entry.expected.kind]!.ok += 1 }
      // The held-out slices: none read wrong (their floors are the library's test).
      guard WorldCorpus.strictFiles.contains(entry.file) || isWrong else { continue }
      let got = "status \(out.status) \(out.stdout.prefix(160))\(out.stderr.prefix(200))"
      if isWrong { wrong.append("\(entry.testDescription) → \(got)") }
      if !ok { failed.append("\(entry.testDescription) → \(got)") }
    }
    let summary = byKind.sorted { $0.key < $1.key }.map {
      "\($0.key) \($0.value.ok)/\($0.value.total)"
    }
    let total = byKind.values.map(\.total).reduce(0, +)
    print(
      "World corpus (command): \(total) texts (\(libraryOnly) with a quantity or units, the "
        + "library's), \(total - failed.count) as expected, \(wrong.count) confidently wrong; "
        + summary.joined(separator: ", "))
    #expect(total >= 250)
    for line in wrong { Issue.record(Comment(rawValue: "confidently wrong: " + line)) }
    for line in failed where !wrong.contains(line) {
      Issue.record(Comment(rawValue: "not as expected: " + line))
    }
  }
}
