import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// The widest form that fits a width (issue 48, item 2): the forms from the full name
/// down, then fewer fraction digits, then compact notation. The expected columns of each
/// text are counted by hand as a terminal shows it (East Asian wide characters two,
/// combining marks and bidi marks none), in scripts that are wide (ja, zh, ko), that
/// combine (hi, th) and that run right to left (ar, he).
@Suite("Fitting a width: the widest form that fits")
struct FittingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var locale: String
    var columns: Int
    var text: String
    var width: Double
    var fits: Bool
    var testDescription: String { "\(locale) in \(columns) columns" }
  }

  static let cases: [Case] = [
    // The ladder in English: full name, abbreviation, narrow, fewer fraction digits,
    // compact, compact without its fraction digit; nothing fits 3 columns.
    Case(locale: "en", columns: 30, text: "1,234.56 kilometers", width: 19, fits: true),
    Case(locale: "en", columns: 12, text: "1,234.56 km", width: 11, fits: true),
    Case(locale: "en", columns: 10, text: "1,234.56km", width: 10, fits: true),
    Case(locale: "en", columns: 9, text: "1,234.6km", width: 9, fits: true),
    Case(locale: "en", columns: 7, text: "1,235km", width: 7, fits: true),
    Case(locale: "en", columns: 6, text: "1.2Kkm", width: 6, fits: true),
    Case(locale: "en", columns: 5, text: "1Kkm", width: 4, fits: true),
    Case(locale: "en", columns: 3, text: "1Kkm", width: 4, fits: false),
    // Wide characters take two columns: キロメートル is 12.
    Case(locale: "ja", columns: 30, text: "1,234.56 キロメートル", width: 21, fits: true),
    Case(locale: "ja", columns: 20, text: "1,234.56 km", width: 11, fits: true),
    Case(locale: "zh", columns: 12, text: "1,234.56公里", width: 12, fits: true),
    Case(locale: "zh", columns: 9, text: "1,235公里", width: 9, fits: true),
    Case(locale: "ko", columns: 16, text: "1,234.56킬로미터", width: 16, fits: true),
    Case(locale: "ko", columns: 15, text: "1,234.56km", width: 10, fits: true),
    // Combining marks take none: किलोमीटर is 6 letters in 8 code points, 6 columns.
    Case(locale: "hi", columns: 17, text: "1,234.56 किलोमीटर", width: 17, fits: true),
    Case(locale: "hi", columns: 12, text: "1,234.6 किमी", width: 12, fits: true),
    Case(locale: "th", columns: 16, text: "1,234.56 กิโลเมตร", width: 16, fits: true),
    Case(locale: "th", columns: 9, text: "1,235กม.", width: 8, fits: true),
    // Right to left: the bidi marks around the number take none.
    Case(locale: "ar-u-nu-arab", columns: 16, text: "١٬٢٣٤٫٥٦ كيلومتر", width: 16, fits: true),
    Case(locale: "ar-u-nu-arab", columns: 10, text: "١٬٢٣٤٫٦ كم", width: 10, fits: true),
    Case(locale: "ar-u-nu-arab", columns: 9, text: "١٬٢٣٥ كم", width: 8, fits: true),
    Case(locale: "he", columns: 18, text: "1,234.56 קילומטרים", width: 18, fits: true),
    Case(locale: "he", columns: 9, text: "1,235 ק״מ", width: 9, fits: true),
  ]

  @Test("1234.56 km in a number of columns", arguments: cases)
  func columns(_ c: Case) throws {
    let format = try MeasurementFormat(width: .wide, locale: c.locale)
    let fitted = format.format(1234.56, unit: .kilometer, fitting: .columns(c.columns))
    #expect(fitted.measurement.string == c.text)
    #expect(fitted.width == c.width)
    #expect(fitted.fits == c.fits)
    #expect(Double(TerminalWidth.of(fitted.measurement.string)) == c.width)
  }

  @Test("The format's width is the widest tried; the form taken says its configuration")
  func widestTried() throws {
    let abbreviated = try MeasurementFormat(locale: "en")
    let fitted = abbreviated.format(5, unit: .kilometer, fitting: .columns(40))
    #expect(fitted.measurement.string == "5 km")
    #expect(fitted.format.width == .abbreviated)
    let narrow = try MeasurementFormat(width: .wide, locale: "en")
      .format(1234.56, unit: .kilometer, fitting: .columns(7))
    #expect(narrow.format.width == .narrow)
    #expect(narrow.format.number.precision == .fractionDigits(0...0))
  }

  @Test("A caller's measure: called once for each form tried, a smaller unit counted")
  func measured() throws {
    let calls = Counter()
    // The value at 10 points a character, the unit at 6.
    let room = FitWidth.measured(70) { m in
      calls.add()
      return m.parts.reduce(0) { width, part in
        width + Double(part.text.count) * (part.run.part == .unit ? 6 : 10)
      }
    }
    let fitted = try MeasurementFormat(width: .wide, locale: "en")
      .format(5, unit: .kilometer, fitting: room)
    // "5 kilometers": 10 + 10 + 60 = 80; "5 km": 10 + 10 + 12 = 32.
    #expect(fitted.measurement.string == "5 km")
    #expect(fitted.width == 32)
    #expect(calls.value == 2)
  }

  @Test("Ranges, mixed units (no compact notation), clocks")
  func otherResults() throws {
    let en = try MeasurementFormat(width: .wide, locale: "en")
    #expect(
      en.formatRange(3, 5, unit: .kilometer, fitting: .columns(7)).measurement.string == "3–5 km")
    #expect(en.format(5.9, unit: .foot, fitting: .columns(9)).measurement.string == "5.9 feet")
    #expect(en.format(5.9, unit: .foot, fitting: .columns(7)).measurement.string == "5.9 ft")
    #expect(en.format(5.9, unit: .foot, fitting: .columns(4)).measurement.string == "5.9′")
    let mixed = try en.format(5.9, unit: MeasureUnit("foot-and-inch"), fitting: .columns(8))
    #expect(mixed.measurement.string == "5′ 10.8″")
    let tight = try en.format(5.9, unit: MeasureUnit("foot-and-inch"), fitting: .columns(2))
    #expect(tight.measurement.string == "5′ 11″")
    #expect(!tight.fits)
    let clock = try MeasurementFormat(width: .numeric, locale: "en")
      .format(1.5, unit: MeasureUnit("hour-and-minute-and-second"), fitting: .columns(3))
    #expect(clock.measurement.string == "1:30:00")
    #expect(
      try en.format(decimal: "123456789.123456789", unit: .meter, fitting: .columns(12))
        .measurement.string == "123,456,789m")
  }

  @Test("With the spoken form: the words of the form taken, its number as shown")
  func spoken() throws {
    var format = try MeasurementFormat(width: .wide, locale: "en")
    format.includesSpokenForm = true
    let fitted = format.format(1234.56, unit: .kilometer, fitting: .columns(7))
    #expect(fitted.measurement.string == "1,235km")
    #expect(fitted.measurement.spoken?.string == "1,235 kilometers")
    let compact = format.format(1234.56, unit: .kilometer, fitting: .columns(6))
    #expect(compact.measurement.spoken?.string == "1.2 thousand kilometers")
  }
}

/// A count that a `@Sendable` measure may add to.
final class Counter: @unchecked Sendable {
  // @unchecked: `lock` guards `count`.
  private let lock = NSLock()
  private var count = 0
  func add() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
