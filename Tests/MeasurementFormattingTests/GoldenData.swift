import Foundation

/// The golden files in `Locales/` (see Locales/README.md): expectations made from
/// CLDR 42 data independently of this package.
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
  }
  var locale: String
  var cldr: String
  var icu: String
  var cases: [Case]

  static let directory: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Locales")

  /// Where measfmt deliberately differs from CLDR 42, keyed "locale|value|unit|width".
  ///
  /// CLDR 42's Hebrew "one" category covers 0.5 (i = 0 and v ≠ 0), and its "one" unit
  /// forms have no number ("שניה", "a second"), so CLDR — and ICU — write 0.5 s as "a
  /// second". measfmt never drops a number other than 1 or 2 (see
  /// `repairDroppedNumber`): it writes the number into the pattern of another value.
  static let deviations: [String: (string: String, parts: [Part])] = [
    "he|0.5|second|narrow": halfSecond("שנ׳"),
    "he|0.5|second|abbreviated": halfSecond("שנ׳"),
    "he|0.5|second|wide": halfSecond("שניות"),
  ]

  /// "0.5 <unit>" as measfmt writes it in Hebrew.
  static func halfSecond(_ unit: String) -> (string: String, parts: [Part]) {
    (
      "0.5 " + unit,
      [
        Part(text: "0", part: "value", type: "integer"),
        Part(text: ".", part: "value", type: "decimal"),
        Part(text: "5", part: "value", type: "fraction"),
        Part(text: " ", part: "whitespace", type: "literal"),
        Part(text: unit, part: "unit", type: "unit"),
      ]
    )
  }

  /// Every golden file as published (CLDR 42), sorted by locale.
  static let raw: [GoldenFile] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { name in
      let data = try! Data(contentsOf: directory.appendingPathComponent(name))
      return try! JSONDecoder().decode(GoldenFile.self, from: data)
    }
  }()

  /// Every golden file with measfmt's deliberate deviations applied.
  static let all: [GoldenFile] = raw.map { file in
    var file = file
    for index in file.cases.indices {
      let c = file.cases[index]
      if let deviation = deviations["\(file.locale)|\(c.value)|\(c.unit)|\(c.width)"] {
        file.cases[index].string = deviation.string
        file.cases[index].parts = deviation.parts
      }
    }
    return file
  }
}
