import Foundation
import MeasfmtTestSupport
import MeasurementFormatStyle
import Testing

/// README.md's example of Apple's API on Linux, as written, with the results written in
/// its comments as the expectations (the library's README tests check it is here).
@Suite("README examples: Apple's API")
struct ReadmeAppleAPITests {
  @Test("README: Measurement.FormatStyle and MeasurementFormatter")
  func appleAPI() {
    let us = Locale(identifier: "en_US")
    let temperature = Measurement<UnitTemperature>(value: 36.8, unit: .celsius)
    #expect(
      temperature.formatted(.measurement(width: .abbreviated, usage: .weather).locale(us)) == "98°F"
    )
    #expect(
      temperature.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us))
        == "36.8°C")

    let formatter = MeasurementFormatter()
    formatter.locale = us
    #expect(
      formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)) == "3.107 mi")
    formatter.unitOptions = .providedUnit
    #expect(formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)) == "5 km")
  }
}

/// The manifest the README (and docs/apple.md) show a cross-platform package is
/// Examples/WeatherReport's, which scripts/apple-packages.sh builds and tests as a user's
/// package: line for line, URL and version included.
@Suite("README examples: a cross-platform package's manifest")
struct ReadmeManifestTests {
  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  static let manifest: [String] = lines(
    (try? String(
      contentsOf: Readme.root.appendingPathComponent("Examples/WeatherReport/Package.swift"),
      encoding: .utf8)) ?? "")

  /// The `// Package.swift` blocks of a Markdown file that name MeasurementFormatStyle.
  static func manifestBlocks(_ text: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in lines(text) {
      if line.hasPrefix("```") {
        if let block = current, block.first == "// Package.swift",
          block.contains(where: { $0.contains("MeasurementFormatStyle") })
        {
          blocks.append(Array(block.dropFirst()))
        }
        current = current == nil ? [] : nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test(
    "README.md and docs/apple.md show Examples/WeatherReport's manifest",
    arguments: ["README.md", "docs/apple.md"])
  func manifest(file: String) throws {
    let text = try String(
      contentsOf: Readme.root.appendingPathComponent(file), encoding: .utf8)
    let blocks = Self.manifestBlocks(text)
    #expect(blocks.count == 1)
    for block in blocks {
      let start = try #require(Self.manifest.firstIndex(of: block.first ?? ""))
      #expect(Array(Self.manifest[start...].prefix(block.count)) == block)
    }
  }
}
