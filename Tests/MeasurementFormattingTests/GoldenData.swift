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

  /// Every golden file, sorted by locale.
  static let all: [GoldenFile] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { name in
      let data = try! Data(contentsOf: directory.appendingPathComponent(name))
      return try! JSONDecoder().decode(GoldenFile.self, from: data)
    }
  }()
}
