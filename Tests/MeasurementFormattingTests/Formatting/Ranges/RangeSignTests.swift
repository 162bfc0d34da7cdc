import Testing

@testable import MeasurementFormattingCore

/// Where a locale's minus sign comes with a bidi mark (he "‎-", ar "؜-", fa "‎−"), ICU's
/// automatic collapse shares it between the ends of a range like a currency symbol:
/// ICU 72, 76 and 78 write −3 to −1 °C in he as "‎-3–1°C", which reads as −3 to 1. Such
/// a range is written as its two ends (`Format/Range/MeasurementFormat+RangeEnds.swift`), and reads back.
@Suite("A range's ends keep their own minus signs")
struct RangeSignTests {
  @Test(
    "Negative ends in right-to-left locales",
    arguments: [
      ("he", "\u{200E}-3°C–\u{200E}-1°C"), ("en", "-3 – -1°C"),
    ])
  func negativeEnds(locale: String, text: String) throws {
    let format = try MeasurementFormat(width: .narrow, locale: locale)
    let range = format.formatRange(-3, -1, unit: .celsius)
    #expect(range.string == text)
    #expect(range.output.map(\.value) == [-3, -1])
    let read = try format.parseRange(range.string)
    #expect(read.value == -3)
    #expect(read.endValue == -1)
  }

  @Test("Each end's minus sign is a run of its own side")
  func runs() throws {
    let range = try MeasurementFormat(width: .narrow, locale: "ar").formatRange(
      -3, -1, unit: .celsius)
    let signs = range.runs.filter { $0.numberPart == .minusSign }
    #expect(signs.count == 2)
    #expect(signs.map(\.source) == [.startRange, .endRange])
  }
}
