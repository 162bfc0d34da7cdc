import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// ICU's range collapse and identity fallback (issue 35). The expected texts are ICU's own
/// (`measfmt-icu-probe range SKELETON LOCALE LOW HIGH COLLAPSE IDENTITY`, the same on
/// ICU 72, 76 and 78 unless written per CLDR version).
@Suite("Range options: collapse and identity fallback")
struct RangeOptionsTests {
  static func format(
    _ locale: String, width: UnitWidth = .wide, number: NumberOptions = NumberOptions(),
    _ range: RangeOptions
  ) throws -> MeasurementFormat {
    var format = try MeasurementFormat(width: width, locale: locale, number: number)
    format.range = range
    return format
  }

  @Test(
    "Collapse in six locales: none repeats the unit, auto/unit/all share it",
    arguments: [
      ("en", "3–5 kilometers", "3 kilometers – 5 kilometers"),
      ("de", "3–5 Kilometer", "3 Kilometer – 5 Kilometer"),
      ("fr", "3–5\u{A0}kilomètres", "3\u{A0}kilomètres – 5\u{A0}kilomètres"),
      ("ja", "3～5 キロメートル", "3 キロメートル ～ 5 キロメートル"),
      ("he", "3–5 קילומטרים", "3 קילומטרים – 5 קילומטרים"),
    ])
  func collapse(_ locale: String, _ shared: String, _ repeated: String) throws {
    for collapse in [RangeOptions.Collapse.automatic, .unit, .all] {
      #expect(
        try Self.format(locale, RangeOptions(collapse: collapse)).formatRange(
          3, 5, unit: .kilometer
        ).string == shared, "\(collapse)")
    }
    #expect(
      try Self.format(locale, RangeOptions(collapse: .none)).formatRange(3, 5, unit: .kilometer)
        .string == repeated)
  }

  @Test("Collapse in Arabic: CLDR 42's digits and plural, CLDR 46's")
  func collapseArabic() throws {
    expect(
      try Self.format("ar", RangeOptions(collapse: .none)).formatRange(3, 5, unit: .kilometer)
        .string,
      perCLDR: [
        "42": "٣ كيلومتر – ٥ كيلومتر", "46": "3 كيلومترات – 5 كيلومترات",
        "48": "3 كيلومترات – 5 كيلومترات",
      ])
    expect(
      try Self.format("ar", RangeOptions(collapse: .automatic)).formatRange(
        3, 5, unit: .kilometer
      ).string,
      perCLDR: ["42": "٣–٥ كيلومتر", "46": "3–5 كيلومترات", "48": "3–5 كيلومترات"])
  }

  @Test("Collapse with compact and scientific notation: unit keeps the scale, all shares it")
  func collapseNotation() throws {
    func range(_ notation: NumberOptions.Notation, _ width: UnitWidth, _ c: RangeOptions.Collapse)
      throws -> String
    {
      try Self.format(
        "en", width: width, number: NumberOptions(notation: notation), RangeOptions(collapse: c)
      ).formatRange(3000, 5000, unit: .kilometer).string
    }
    #expect(try range(.compactShort, .abbreviated, .automatic) == "3K – 5K km")
    #expect(try range(.compactShort, .abbreviated, .none) == "3K km – 5K km")
    #expect(try range(.compactShort, .abbreviated, .unit) == "3K – 5K km")
    #expect(try range(.compactShort, .abbreviated, .all) == "3–5K km")
    #expect(try range(.compactLong, .wide, .automatic) == "3–5 thousand kilometers")
    #expect(try range(.compactLong, .wide, .unit) == "3 thousand – 5 thousand kilometers")
    #expect(
      try range(.compactLong, .wide, .none) == "3 thousand kilometers – 5 thousand kilometers")
    #expect(try range(.scientific, .abbreviated, .all) == "3–5E3 km")
    #expect(try range(.scientific, .abbreviated, .unit) == "3E3 – 5E3 km")
  }

  @Test("Runs of an uncollapsed range: each end whole on its side, the separator shared")
  func collapsedRuns() throws {
    let result = try Self.format("en", width: .abbreviated, RangeOptions(collapse: .none))
      .formatRange(3, 5, unit: .kilometer)
    #expect(
      tags(result) == [
        "3/value/integer@startRange", " /whitespace@startRange", "km/unit@startRange",
        " /whitespace@shared", "–/literal@shared", " /whitespace@shared",
        "5/value/integer@endRange", " /whitespace@endRange", "km/unit@endRange",
      ])
    #expect(result.output.map(\.value) == [3, 5])
  }

  @Test(
    "Identity fallback: 5...5 and 4.9999999...5",
    arguments: [
      (RangeOptions.IdentityFallback.singleValue, "5 km", "5 km"),
      (.approximatelyOrSingleValue, "5 km", "~5 km"),
      (.approximately, "~5 km", "~5 km"),
      (.range, "5–5 km", "5–5 km"),
    ])
  func identity(_ fallback: RangeOptions.IdentityFallback, _ equal: String, _ rounded: String)
    throws
  {
    let format = try Self.format(
      "en", width: .abbreviated, RangeOptions(identityFallback: fallback))
    #expect(format.formatRange(5, 5, unit: .kilometer).string == equal)
    #expect(format.formatRange(4.9999999, 5, unit: .kilometer).string == rounded)
  }

  @Test("Identity fallback in Japanese and German: the locale's own sign and separator")
  func identityLocales() throws {
    #expect(
      try Self.format("ja", width: .abbreviated, RangeOptions()).formatRange(5, 5, unit: .kilometer)
        .string == "約5 km")
    #expect(
      try Self.format("ja", width: .abbreviated, RangeOptions(identityFallback: .range))
        .formatRange(5, 5, unit: .kilometer).string == "5～5 km")
    #expect(
      try Self.format("de", width: .abbreviated, RangeOptions(collapse: .none)).formatRange(
        5, 5, unit: .kilometer
      ).string == "≈5 km")
    #expect(
      try Self.format(
        "en", width: .abbreviated, RangeOptions(collapse: .none, identityFallback: .range)
      )
      .formatRange(5, 5, unit: .kilometer).string == "5 km – 5 km")
  }

  @Test("Ranges measfmt joins (mixed units, usage output) follow the identity fallback too")
  func joinedRanges() throws {
    func mixed(_ fallback: RangeOptions.IdentityFallback, _ low: Double) throws -> String {
      try Self.format("en", width: .abbreviated, RangeOptions(identityFallback: fallback))
        .formatRange(low, 5, unit: .footAndInch).string
    }
    #expect(try mixed(.approximately, 5) == "~5 ft, 0 in")
    #expect(try mixed(.singleValue, 5) == "5 ft, 0 in")
    #expect(try mixed(.approximatelyOrSingleValue, 5) == "5 ft, 0 in")
    #expect(try mixed(.approximatelyOrSingleValue, 4.999999999) == "~5 ft, 0 in")
    #expect(try mixed(.range, 5) == "5 ft, 0 in – 5 ft, 0 in")
    var height = try MeasurementFormat(locale: "en-US", usage: .personHeight)
    height.range.identityFallback = .singleValue
    #expect(height.formatRange(1.8, 1.8, unit: .meter).string == "5 ft, 11 in")
    // The range's pieces (separator, sign) are the locale's whatever the options.
    height.range.identityFallback = .range
    #expect(height.formatRange(1.7, 1.8, unit: .meter).string == "5 ft, 6.9 in – 5 ft, 11 in")
  }

  @Test("Options: names, Codable, description, and a format's equality")
  func options() throws {
    #expect(RangeOptions.Collapse.names == ["auto", "none", "unit", "all"])
    #expect(
      RangeOptions.IdentityFallback.names == [
        "single-value", "approximately-or-single-value", "approximately", "range",
      ])
    #expect(RangeOptions.Collapse(name: "unit") == .unit)
    #expect(RangeOptions.IdentityFallback(name: "bogus") == nil)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(String(decoding: try encoder.encode(RangeOptions()), as: UTF8.self) == "{}")
    let options = RangeOptions(collapse: .none, identityFallback: .range)
    #expect(
      String(decoding: try encoder.encode(options), as: UTF8.self)
        == #"{"collapse":"none","identityFallback":"range"}"#)
    #expect(try JSONDecoder().decode(RangeOptions.self, from: encoder.encode(options)) == options)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(RangeOptions.self, from: Data(#"{"collapse":"some"}"#.utf8))
    }
    #expect(options.description == "RangeOptions(collapse: .none, identityFallback: .range)")

    var format = try MeasurementFormat(locale: "en")
    let plain = format
    format.range = options
    #expect(format != plain)
    #expect(format.description == #"MeasurementFormat(locale: "en") with range: \#(options)"#)
    let data = try encoder.encode(format)
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"hidesUnit":false,"locale":"en","number":{},"range":{"collapse":"none","identityFallback":"range"},"usage":{"name":""},"width":"abbreviated"}"#
    )
    #expect(try JSONDecoder().decode(MeasurementFormat.self, from: data) == format)
  }
}
