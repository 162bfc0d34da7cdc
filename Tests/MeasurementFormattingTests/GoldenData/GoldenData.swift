import Foundation
import MeasfmtTestSupport

/// One golden file, `Locales/cldr-<NN>/<locale>.json` (see Locales/README.md):
/// expectations made from CLDR NN data independently of this package.
struct GoldenFile: Decodable, Sendable {
  struct Part: Decodable, Sendable, Equatable, CustomStringConvertible {
    var text: String
    var part: String
    var type: String
    var description: String { "\(text.debugDescription)/\(part)/\(type)" }
  }
  struct Case: Decodable, Sendable {
    var value: String
    var unit: String
    var width: String
    var string: String
    var parts: [Part]
    var label: String { "\(value) \(unit) \(width)" }
  }
  var locale: String
  var cldr: String
  var icu: String
  var source: String
  var cases: [Case]
}

/// The golden sets in `Locales/`, one folder per CLDR version, and the one the tests use:
/// the set of the CLDR version of the ICU in use.
///
/// Adding a CLDR version is adding a folder `Locales/cldr-<NN>/`; nothing here changes.
/// On an ICU whose CLDR version has no folder, `inUse` is nil: the exact checks have
/// nothing to compare with, and the structural checks run over the inputs of the newest
/// set (`inputs`).
enum GoldenSet {
  static let directory: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Locales")

  /// The CLDR versions that have a golden set, oldest first: ["42", "46", "48"].
  static let versions: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.compactMap { $0.hasPrefix("cldr-") ? String($0.dropFirst(5)) : nil }
      .sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
  }()

  /// Every file of one CLDR version's set, as published, sorted by locale.
  static func files(cldr: String) -> [GoldenFile] {
    let folder = directory.appendingPathComponent("cldr-\(cldr)")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { name in
      let data = try! Data(contentsOf: folder.appendingPathComponent(name))
      return try! JSONDecoder().decode(GoldenFile.self, from: data)
    }
  }

  /// The set of the CLDR version in use, as published; nil when there is none.
  static let raw: [GoldenFile]? =
    versions.contains(ICUInUse.cldr) ? files(cldr: ICUInUse.cldr) : nil

  /// The set of the CLDR version in use with measfmt's deliberate deviations applied;
  /// nil when there is none.
  static let inUse: [GoldenFile]? = raw.map { $0.map(applyingDeviations) }

  /// The locales and cases to run structural checks on: the set in use, else the newest.
  static let inputs: [GoldenFile] = inUse ?? versions.last.map(files(cldr:)) ?? []

  /// What a run on a CLDR version without a golden set says.
  static var missing: String {
    "No golden set for CLDR \(ICUInUse.cldr) (ICU \(ICUInUse.icu)) in Locales/ (there are: "
      + versions.map { "cldr-\($0)" }.joined(separator: ", ")
      + "): the exact strings and part boundaries of \(inputs.count) locales are not checked; "
      + "the structural checks ran over the newest set's inputs. Make Locales/cldr-"
      + "\(ICUInUse.cldr) with tools/goldens/make_goldens.py (Locales/README.md)."
  }

  /// Where measfmt deliberately differs from CLDR, per CLDR version, keyed
  /// "locale|value|unit|width".
  ///
  /// CLDR 42's Hebrew "one" category covers 0.5 (i = 0 and v ≠ 0), and its "one" unit
  /// forms have no number ("שניה", "a second"), so CLDR 42 — and ICU 72 — write 0.5 s as
  /// "a second". measfmt never drops a number other than 1 or 2 (see
  /// `repairDroppedNumber`): it writes the number into the pattern of another value.
  /// CLDR 46's and 48's Hebrew "one" forms carry the number ("{0} שניה"): nothing to
  /// deviate from.
  static let deviations: [String: [String: (string: String, parts: [GoldenFile.Part])]] = [
    "42": [
      "he|0.5|second|narrow": halfSecond("שנ׳"),
      "he|0.5|second|abbreviated": halfSecond("שנ׳"),
      "he|0.5|second|wide": halfSecond("שניות"),
    ],
    "46": [:],
    "48": [:],
  ]

  /// "0.5 <unit>" as measfmt writes it in Hebrew.
  static func halfSecond(_ unit: String) -> (string: String, parts: [GoldenFile.Part]) {
    (
      "0.5 " + unit,
      [
        .init(text: "0", part: "value", type: "integer"),
        .init(text: ".", part: "value", type: "decimal"),
        .init(text: "5", part: "value", type: "fraction"),
        .init(text: " ", part: "whitespace", type: "literal"),
        .init(text: unit, part: "unit", type: "unit"),
      ]
    )
  }

  static func applyingDeviations(_ file: GoldenFile) -> GoldenFile {
    var file = file
    for index in file.cases.indices {
      let c = file.cases[index]
      let key = "\(file.locale)|\(c.value)|\(c.unit)|\(c.width)"
      if let deviation = deviations[file.cldr]?[key] {
        file.cases[index].string = deviation.string
        file.cases[index].parts = deviation.parts
      }
    }
    return file
  }
}
