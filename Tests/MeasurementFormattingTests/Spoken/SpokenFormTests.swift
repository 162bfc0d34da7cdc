import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// The spoken form (issue 48): the words a screen reader should say are ICU's full-name
/// text of the number shown. Each expected `spoken` below is what ICU's C API writes for
/// the same value at `unit-width-full-name` (`measfmt-icu-probe batch`, plain ICU; the
/// probe's line is given with each case), the same on ICU 72, 76 and 78; the sweep
/// (`SpokenFormSweepTests`, `MEASFMT_SWEEPS=1`) checks every locale and width against the
/// probe itself.
@Suite("Spoken form: ICU's full-name text of the number shown, in several scripts")
struct SpokenFormTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var shown: String
    var spoken: String
    /// Where CLDR versions say it differently: the words per CLDR version.
    var spokenPerCLDR: [String: String]? = nil
    var make: @Sendable () throws -> FormattedMeasurement
    var testDescription: String { name }
  }

  static func speaking(
    _ width: UnitWidth, _ locale: String, number: NumberOptions = NumberOptions(),
    usage: Usage = .asProvided, grammaticalCase: GrammaticalCase? = nil
  ) throws -> MeasurementFormat {
    var format = try MeasurementFormat(width: width, locale: locale, number: number, usage: usage)
    format.grammaticalCase = grammaticalCase
    format.includesSpokenForm = true
    return format
  }

  static let cases: [Case] = [
    // format unit/meter usage/person-height unit-width-full-name en_US 1.8
    Case(name: "en-US narrow person height", shown: "5′ 11″", spoken: "5 feet, 11 inches") {
      try speaking(.narrow, "en-US", usage: .personHeight).format(1.8, unit: .meter)
    },
    // format unit/minute unit-width-full-name en 30
    Case(name: "en narrow minutes", shown: "30m", spoken: "30 minutes") {
      try speaking(.narrow, "en").format(30, unit: .minute)
    },
    // format unit/hour-and-minute unit-width-full-name en 1.25
    Case(name: "en narrow hours and minutes", shown: "1h 15m", spoken: "1 hour, 15 minutes") {
      try speaking(.narrow, "en").format(
        1.25, unit: .hour, convertedTo: try MeasureUnit("hour-and-minute"))
    },
    // format unit/gigabyte unit-width-full-name en 5.37
    Case(name: "en narrow gigabytes", shown: "5.37GB", spoken: "5.37 gigabytes") {
      try speaking(.narrow, "en").format(5.37, unit: .gigabyte)
    },
    // format unit/hour-and-minute-and-second unit-width-full-name en 1.5
    Case(name: "en clock", shown: "1:30:00", spoken: "1 hour, 30 minutes, 0 seconds") {
      try speaking(.numeric, "en").format(
        1.5, unit: .hour, convertedTo: try MeasureUnit("hour-and-minute-and-second"))
    },
    // format unit/celsius usage/weather unit-width-full-name en_US 20
    Case(name: "en-US weather", shown: "68°", spoken: "68 degrees Fahrenheit") {
      try speaking(.narrow, "en-US", usage: .weather).format(20, unit: .celsius)
    },
    // format compact-long unit/kilometer unit-width-full-name en 12345
    Case(name: "en compact", shown: "12K km", spoken: "12 thousand kilometers") {
      try speaking(.abbreviated, "en", number: NumberOptions(notation: .compactShort))
        .format(12345, unit: .kilometer)
    },
    // format compact-short unit/kilometer unit-width-full-name de 1234 (the long form would
    // say 1,2 Tausend: another number)
    Case(name: "de compact, no long form of 1234", shown: "1234 km", spoken: "1234 Kilometer") {
      try speaking(.abbreviated, "de", number: NumberOptions(notation: .compactShort))
        .format(1234, unit: .kilometer)
    },
    // format scientific unit/kilometer unit-width-full-name en 1234.5
    Case(name: "en scientific", shown: "1.2345E3 km", spoken: "1.2345E3 kilometers") {
      try speaking(.abbreviated, "en", number: NumberOptions(notation: .scientific))
        .format(1234.5, unit: .kilometer)
    },
    // range precision-integer unit/kilometer unit-width-full-name en 4.9 5.1
    Case(name: "en approximately", shown: "~5 km", spoken: "~5 kilometers") {
      try speaking(.abbreviated, "en", number: NumberOptions(precision: .fractionDigits(0)))
        .formatRange(4.9, 5.1, unit: .kilometer)
    },
    // case unit/kilometer unit-width-full-name de 5 dative
    Case(name: "de dative", shown: "5 km", spoken: "5 Kilometern") {
      try speaking(.narrow, "de", grammaticalCase: .dative).format(5, unit: .kilometer)
    },
    // case unit/kilometer unit-width-full-name ru 1 genitive
    Case(name: "ru genitive", shown: "1 км", spoken: "1 километра") {
      try speaking(.abbreviated, "ru", grammaticalCase: .genitive).format(1, unit: .kilometer)
    },
    // format unit/celsius unit-width-full-name sv -3.5
    Case(name: "sv minus sign", shown: "−3,5°C", spoken: "−3,5 grader Celsius") {
      try speaking(.narrow, "sv").format(-3.5, unit: .celsius)
    },
    // format unit/kilometer-per-hour unit-width-full-name fr 1234.5
    Case(
      name: "fr compound", shown: "1\u{202F}234,5\u{202F}km/h",
      spoken: "1\u{202F}234,5\u{A0}kilomètres par heure"
    ) {
      try speaking(.abbreviated, "fr").format(1234.5, unit: .kilometerPerHour)
    },
    // format unit/kilogram unit-width-full-name el 2.5
    Case(name: "el Greek", shown: "2,5 κιλά", spoken: "2,5 χιλιόγραμμα") {
      try speaking(.abbreviated, "el").format(2.5, unit: .kilogram)
    },
    // format unit/kilometer unit-width-full-name ja 1234.5
    Case(name: "ja Japanese", shown: "1,234.5km", spoken: "1,234.5 キロメートル") {
      try speaking(.narrow, "ja").format(1234.5, unit: .kilometer)
    },
    // format unit/hour-and-minute unit-width-full-name ja 1.5
    Case(name: "ja hours and minutes", shown: "1h30m", spoken: "1 時間 30 分") {
      try speaking(.narrow, "ja").format(
        1.5, unit: .hour, convertedTo: try MeasureUnit("hour-and-minute"))
    },
    // format unit/hour-and-minute unit-width-full-name ko 1.5
    Case(name: "ko Korean", shown: "1시간 30분", spoken: "1시간 30분") {
      try speaking(.narrow, "ko").format(
        1.5, unit: .hour, convertedTo: try MeasureUnit("hour-and-minute"))
    },
    // range unit/kilometer unit-width-full-name zh 3 5
    Case(name: "zh range", shown: "3-5公里", spoken: "3-5公里") {
      try speaking(.abbreviated, "zh").formatRange(3, 5, unit: .kilometer)
    },
    // format unit/kilometer unit-width-full-name ar@numbers=arab 5 (Arabic-Indic digits
    // asked for: CLDR 46 and 48 write Latin digits by default; CLDR 46 has the plural
    // form of 3 to 10)
    Case(
      name: "ar Arabic", shown: "٥ كم", spoken: "",
      spokenPerCLDR: ["42": "٥ كيلومتر", "46": "٥ كيلومترات", "48": "٥ كيلومترات"]
    ) {
      try speaking(.abbreviated, "ar-u-nu-arab").format(5, unit: .kilometer)
    },
    // range unit/kilometer unit-width-full-name he 3 5
    Case(name: "he range", shown: "3–5 ק״מ", spoken: "3–5 קילומטרים") {
      try speaking(.narrow, "he").formatRange(3, 5, unit: .kilometer)
    },
    // format unit/kilometer unit-width-full-name hi 1234.5
    Case(name: "hi Devanagari", shown: "1,234.5 किमी", spoken: "1,234.5 किलोमीटर") {
      try speaking(.narrow, "hi").format(1234.5, unit: .kilometer)
    },
    // format unit/kilometer unit-width-full-name th 1234.5
    Case(name: "th Thai", shown: "1,234.5กม.", spoken: "1,234.5 กิโลเมตร") {
      try speaking(.narrow, "th").format(1234.5, unit: .kilometer)
    },
  ]

  @Test("The text shown, and ICU's full-name text of its number", arguments: cases)
  func spoken(_ c: Case) throws {
    let result = try c.make()
    #expect(result.string == c.shown)
    if let perCLDR = c.spokenPerCLDR {
      expect(result.spoken?.string ?? "", perCLDR: perCLDR)
    } else {
      #expect(result.spoken?.string == c.spoken)
    }
    Self.expectPartsCoverRuns(result)
  }

  /// Every run is in exactly one part, in order; the words of the parts lie in order in
  /// the spoken string.
  static func expectPartsCoverRuns(
    _ result: FormattedMeasurement, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let spoken = result.spoken else {
      Issue.record("no spoken form", sourceLocation: sourceLocation)
      return
    }
    let runs = spoken.parts.flatMap { Array($0.runs) }
    #expect(runs == Array(result.runs.indices), sourceLocation: sourceLocation)
    var end = spoken.string.startIndex
    for part in spoken.parts {
      #expect(part.text.startIndex >= end, sourceLocation: sourceLocation)
      end = part.text.endIndex
    }
  }

  @Test("Each part's words: a number, a unit, the text between them")
  func parts() throws {
    func parts(_ result: FormattedMeasurement) -> [String] {
      (result.spoken?.parts ?? []).map { "\($0.runs):\($0.text)" }
    }
    let height = try Self.speaking(.narrow, "en-US", usage: .personHeight).format(1.8, unit: .meter)
    #expect(parts(height) == ["0..<1:5", "1..<2:feet", "2..<3:, ", "3..<4:11", "4..<5:inches"])
    #expect(height.spoken?.words(forRun: 1) == "feet")
    #expect(height.spoken?.words(forRun: 5) == nil)
    let de = try Self.speaking(.abbreviated, "de").format(1234.5, unit: .kilometer)
    #expect(parts(de) == ["0..<5:1.234,5", "5..<6: ", "6..<7:Kilometer"])
    let range = try Self.speaking(.abbreviated, "de").formatRange(3, 5, unit: .kilometer)
    #expect(range.string == "3–5 km")
    #expect(parts(range) == ["0..<1:3", "1..<2:–", "2..<3:5", "3..<4: ", "4..<5:Kilometer"])
    let minutes = try Self.speaking(.narrow, "en").format(30, unit: .minute)
    #expect(parts(minutes) == ["0..<1:30", "1..<2:minutes"])
  }

  @Test("A format without the spoken form has none, and string() is the text shown")
  func offByDefault() throws {
    let plain = try MeasurementFormat(width: .narrow, locale: "en")
    #expect(plain.format(30, unit: .minute).spoken == nil)
    var speaking = plain
    speaking.includesSpokenForm = true
    #expect(speaking.string(30, unit: .minute) == "30m")
    #expect(speaking.format(30, unit: .minute).string == "30m")
    // A result reused for a format without it loses the last one's.
    var result = speaking.format(30, unit: .minute)
    plain.format(5, unit: .minute, into: &result)
    #expect(result.spoken == nil)
    speaking.format(5, unit: .minute, into: &result)
    #expect(result.spoken?.string == "5 minutes")
  }

  @Test("Decimals, unit names, spelled-out numbers, hidden units and custom units")
  func everyEntryPoint() throws {
    let en = try Self.speaking(.narrow, "en")
    // format unit/kilometer unit-width-full-name en 12345678901234567890.5 (ICU keeps every digit)
    #expect(
      try en.format(decimal: "12345678901234567890.5", unit: .kilometer).spoken?.string
        == "12,345,678,901,234,567,890.5 kilometers")
    #expect(en.formatUnitName(.footAndInch).spoken?.string == "feet, inches")
    let spelled = try Self.speaking(.narrow, "en", number: NumberOptions(notation: .spellOut))
    #expect(spelled.format(10, unit: .foot).string == "ten′")
    #expect(spelled.format(10, unit: .foot).spoken?.string == "ten feet")
    var hidden = en
    hidden.hidesUnit = true
    #expect(hidden.format(5, unit: .kilometer).spoken?.string == "5")
    let custom = en.format(5, unit: MeasureUnit(customSymbol: "pts"))
    #expect(custom.spoken?.string == "5 pts")
    var coded = try JSONDecoder().decode(
      MeasurementFormat.self, from: JSONEncoder().encode(en))
    #expect(coded.includesSpokenForm)
    coded.includesSpokenForm = false
    #expect(coded != en)
  }

  @Test("A whitespace policy that removes runs keeps each part's words on its runs")
  func whitespacePolicy() throws {
    let km = try Self.speaking(.abbreviated, "en").format(5, unit: .kilometer)
    let removed = km.styled().whitespace(.remove).formatted
    #expect(removed.string == "5km")
    #expect(
      (removed.spoken?.parts ?? []).map { "\($0.runs):\($0.text)" }
        == ["0..<1:5", "1..<2:kilometers"])
  }
}

@Suite("Spoken form: renderers")
struct SpokenFormRenderingTests {
  static let minutes: FormattedMeasurement = {
    var format = try! MeasurementFormat(width: .narrow, locale: "en")
    format.includesSpokenForm = true
    return format.format(30, unit: .minute)
  }()

  @Test("JSON: the words after the string")
  func json() {
    #expect(
      JSONRenderer().render(Self.minutes)
        == #"{"string":"30m","spoken":"30 minutes","locale":"en","unit":"minute","output":[{"unit":"minute","value":30}],"parts":[{"type":"integer","value":"30","part":"value"},{"type":"unit","value":"m","part":"unit"}]}"#
    )
  }

  @Test("HTML: the text hidden from screen readers, the words hidden from view")
  func html() {
    #expect(
      HTMLRenderer(inlineCSS: false).render(Self.minutes)
        == #"<span class="mf" lang="en"><span class="mf-shown" aria-hidden="true"><span class="mf-value mf-integer">30</span><span class="mf-unit">m</span></span><span class="mf-spoken">30 minutes</span></span>"#
    )
    #expect(
      HTMLRenderer().render(Self.minutes.styled().restyling(.unit, with: .dim))
        == #"<span class="mf" lang="en"><span class="mf-shown" aria-hidden="true"><span class="mf-value mf-integer">30</span><span class="mf-unit" style="opacity:0.6">m</span></span><span class="mf-spoken" style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap">30 minutes</span></span>"#
    )
    // A linked unit: out of the keyboard's order where hidden; the words carry the link.
    #expect(
      HTMLRenderer(inlineCSS: false).render(
        Self.minutes.styled().restyling(.unit, with: TextStyle(link: "https://example.org/min")))
        == #"<span class="mf" lang="en"><span class="mf-shown" aria-hidden="true"><span class="mf-value mf-integer">30</span><a class="mf-link" href="https://example.org/min" tabindex="-1"><span class="mf-unit">m</span></a></span><a class="mf-link" href="https://example.org/min"><span class="mf-spoken">30 minutes</span></a></span>"#
    )
  }

  @Test("AttributedString: each part's words over its runs, where they are not its text")
  func attributed() {
    let a = AttributedStringRenderer().render(Self.minutes)
    #expect(a.runs.map(\.measurementSpoken) == [nil, "minutes"])
    let plain = AttributedStringRenderer().render(
      try! MeasurementFormat(width: .narrow, locale: "en").format(30, unit: .minute))
    #expect(plain.runs.map(\.measurementSpoken) == [nil, nil])
  }
}
