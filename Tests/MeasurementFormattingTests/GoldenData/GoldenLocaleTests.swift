import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// The golden sets of `Locales/` (one per CLDR version): exact strings and part
/// boundaries against the set of the ICU in use, and structural checks on every ICU.
@Suite("Golden locales")
struct GoldenLocaleTests {
  static let locales: Set = [
    "en", "en-GB", "de", "de-CH", "fr", "fr-CA", "es", "it", "pt-BR", "ru", "pl", "sv", "ar",
    "ar-EG", "he", "hi", "ja", "zh", "ko", "tr",
  ]

  @Test("Every golden set holds the same 20 locales × 84 cases, and says its CLDR version")
  func sets() {
    #expect(GoldenSet.versions.starts(with: ["42", "46", "48"]))
    let inputs = { (files: [GoldenFile]) in
      files.map { file in file.cases.map { "\(file.locale) \($0.label)" } }
    }
    let first = GoldenSet.files(cldr: GoldenSet.versions[0])
    for version in GoldenSet.versions {
      let files = GoldenSet.files(cldr: version)
      #expect(Set(files.map(\.locale)) == Self.locales, "cldr-\(version)")
      #expect(files.allSatisfy { $0.cases.count == 84 }, "cldr-\(version)")
      #expect(files.allSatisfy { $0.cldr == version }, "cldr-\(version)")
      #expect(files.allSatisfy { $0.source.contains("(CLDR \(version))") }, "cldr-\(version)")
      // The same inputs in every set, so that sets compare case by case.
      #expect(inputs(files) == inputs(first), "cldr-\(version)")
    }
  }

  @Test("The ICU in use has a golden set of its CLDR version, or the run says it has none")
  func setInUse() {
    guard let files = GoldenSet.inUse else {
      Issue.record(Comment(rawValue: GoldenSet.missing), severity: .warning)
      return
    }
    #expect(files.allSatisfy { $0.cldr == ICUInUse.cldr })
    // The ICU each set was checked against (compare_icu.py), by major version.
    let icuMajor = String(ICUInUse.icu.prefix { $0 != "." })
    expect(icuMajor, perCLDR: ["42": "72", "46": "76", "48": "78"])
    expect(files.first?.icu, perCLDR: ["42": "72.1", "46": "76.1", "48": "78.3"])
  }

  @Test("Deliberate deviations from CLDR are few and each still differs from the data")
  func deviations() throws {
    expect(GoldenSet.deviations[ICUInUse.cldr]?.count, perCLDR: ["42": 3, "46": 0, "48": 0])
    guard let files = GoldenSet.raw else { return }  // setInUse() says why
    let raw = try #require(files.first { $0.locale == "he" }).cases
      .filter { $0.value == "0.5" && $0.unit == "second" }.map(\.string)
    // CLDR 42 (and ICU 72) write 0.5 s in Hebrew as "a second"; CLDR 46 and 48 have the number.
    expect(
      raw,
      perCLDR: [
        "42": ["שניה", "שנ׳", "שניה"], "46": ["0.5 שנ׳", "0.5 שנ׳", "0.5 שניה"],
        "48": ["0.5 שנ׳", "0.5 שנ׳", "0.5 שניה"],
      ])
    for file in files {
      for c in file.cases {
        let key = "\(file.locale)|\(c.value)|\(c.unit)|\(c.width)"
        if let deviation = GoldenSet.deviations[file.cldr]?[key] {
          #expect(deviation.string != c.string, "\(key)")
        }
      }
    }
  }

  @Test("Every case: string and part boundaries", arguments: GoldenSet.inUse?.map(\.locale) ?? [])
  func golden(locale: String) throws {
    let file = try #require(GoldenSet.inUse?.first { $0.locale == locale })
    for testCase in file.cases {
      let result = try Self.format(file.locale, testCase)
      let label = "\(locale) \(testCase.label)"
      #expect(result.string == testCase.string, "\(label)")
      #expect(Self.parts(result) == testCase.parts, "\(label)")
    }
  }

  /// What holds whatever the CLDR version: checked on every ICU, over the cases of the
  /// golden set in use (or of the newest set when there is none).
  @Test(
    "Every case, structurally: runs cover the text, a number shown, spaces and marks tagged",
    arguments: GoldenSet.inputs.map(\.locale))
  func structure(locale: String) throws {
    let file = try #require(GoldenSet.inputs.first { $0.locale == locale })
    for testCase in file.cases {
      let result = try Self.format(file.locale, testCase)
      let label = "\(locale) \(testCase.label)"
      let parts = result.parts
      #expect(parts.map { String($0.text) }.joined() == result.string, "\(label)")
      #expect(parts.allSatisfy { !$0.text.isEmpty }, "\(label)")
      // CLDR writes 1 and 2 without a number in some locales (ar "قدم", 1 foot); never
      // any other value.
      let value = try #require(Double(testCase.value))
      #expect(
        parts.contains { $0.run.part == .value } || value == 1 || value == 2, "\(label)")
      #expect(parts.contains { $0.run.part == .unit }, "\(label)")
      for (text, run) in parts {
        switch run.part {
        case .whitespace:
          #expect(text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }, "\(label)")
        case .literal:
          #expect(!text.unicodeScalars.contains { $0.properties.numericType != nil }, "\(label)")
        case .value, .unit:
          // Bidi marks are literal, never part of a value or a unit.
          #expect(!text.unicodeScalars.contains { Self.bidiMarks.contains($0) }, "\(label)")
        default:
          break
        }
      }
      // Each renderer, unstyled, gives the plain string.
      let styled = result.styled()
      #expect(PlainRenderer().render(result) == result.string, "\(label)")
      #expect(ANSIRenderer(colors: .trueColor).render(styled) == result.string, "\(label)")
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(JSONRenderer().render(result).utf8))
          as? [String: Any])
      let values = (json["parts"] as? [[String: Any]])?.compactMap { $0["value"] as? String }
      #expect(values?.joined() == result.string, "\(label)")
      #expect(Self.text(ofHTML: HTMLRenderer().render(styled)) == result.string, "\(label)")
    }
  }

  static let bidiMarks: Set<Unicode.Scalar> = ["\u{061C}", "\u{200E}", "\u{200F}"]

  static func format(_ locale: String, _ testCase: GoldenFile.Case) throws -> FormattedMeasurement {
    let format = try MeasurementFormat(
      width: try #require(UnitWidth(name: testCase.width)), locale: locale)
    return try format.format(try #require(Double(testCase.value)), unit: testCase.unit)
  }

  /// A result's parts in the golden files' terms.
  static func parts(_ result: FormattedMeasurement) -> [GoldenFile.Part] {
    result.parts.map { text, run in
      GoldenFile.Part(
        text: String(text), part: run.part.name,
        type: run.part == .value
          ? (run.numberPart?.name ?? "?") : run.part == .unit ? "unit" : "literal")
    }
  }

  /// The text of an HTML fragment: tags dropped, the renderer's five escapes undone.
  static func text(ofHTML html: String) -> String {
    var text = ""
    var inTag = false
    for character in html {
      if character == "<" {
        inTag = true
      } else if character == ">" {
        inTag = false
      } else if !inTag {
        text.append(character)
      }
    }
    return text.replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
  }
}
