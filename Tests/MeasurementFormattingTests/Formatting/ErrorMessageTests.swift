import Foundation
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

@Suite("Error messages: description and localizedDescription")
struct ErrorMessageTests {
  @Test(
    "localizedDescription is the message of each case, not Foundation's generic text",
    arguments: [
      (
        MeasurementFormatError.unknownUnit("kilometr", suggestions: ["kilometer"]),
        "unknown unit 'kilometr'; did you mean 'kilometer'?"
      ),
      (.unknownUnit("smoot", suggestions: []), "unknown unit 'smoot'"),
      (.malformedLocale("../../etc"), "malformed locale identifier '../../etc'"),
      (.unknownLocale("zz"), "unknown locale 'zz': ICU has no data for its language"),
      (
        .invalidOption("fraction digits must be between 0 and 100"),
        "fraction digits must be between 0 and 100"
      ),
      (
        .incompatibleUnits("kilometer", "kilogram"),
        "cannot convert 'kilometer' to 'kilogram': they measure different quantities"
      ),
      (
        .unsupported("a range of a custom unit cannot be converted"),
        "a range of a custom unit cannot be converted"
      ),
      (.icuFailure("U_MEMORY_ALLOCATION_ERROR"), "ICU failed: U_MEMORY_ALLOCATION_ERROR"),
      (
        .icuFailure("U_ILLEGAL_ARGUMENT_ERROR", input: "unit/meter"),
        "ICU failed: U_ILLEGAL_ARGUMENT_ERROR for 'unit/meter'"
      ),
    ] as [(MeasurementFormatError, String)])
  func localizedDescription(error: MeasurementFormatError, message: String) {
    #expect(error.localizedDescription == message)
    #expect(error.errorDescription == message)
    #expect(error.description == message)
    #expect("\(error)" == message)
    // Through `any Error`, as a `catch` block sees it.
    let erased: any Error = error
    #expect(erased.localizedDescription == message)
  }

  @Test("A thrown error reads well through localizedDescription")
  func thrown() {
    do {
      _ = try MeasurementFormat(locale: "zz")
      Issue.record("no error")
    } catch {
      #expect(error.localizedDescription == "unknown locale 'zz': ICU has no data for its language")
    }
    do {
      _ = try MeasureUnit("kilometer-per-")
      Issue.record("no error")
    } catch {
      #expect(
        error.localizedDescription
          == "unknown unit 'kilometer-per-'; did you mean 'kilometer-per-hour'?")
    }
  }

  @Test("Errors are told apart by their code, and carry their input and candidates")
  func codes() throws {
    let unknown = MeasurementFormatError.unknownUnit("kmph", suggestions: ["km/h", "mph"])
    #expect(unknown.code == .unknownUnit)
    #expect(unknown.input == "kmph")
    #expect(unknown.candidates == ["km/h", "mph"])
    let ambiguous = MeasurementFormatError.ambiguousUnit("pt", meanings: ["pint", "point"])
    #expect(ambiguous.code == .ambiguousUnit)
    #expect(ambiguous.candidates == ["pint", "point"])
    let incompatible = MeasurementFormatError.incompatibleUnits("kilometer", "kilogram")
    #expect(incompatible.code == .incompatibleUnits)
    #expect(incompatible.input == "kilometer")
    #expect(incompatible.candidates == [])
    #expect(MeasurementFormatError.malformedLocale("en--US").input == "en--US")
    #expect(MeasurementFormatError.unknownLocale("zz").code == .unknownLocale)
    #expect(MeasurementFormatError.unknownLocale("zz").code != .malformedLocale)
    #expect(MeasurementFormatError.icuFailure("U_X").code == .icuFailure)
    #expect(
      [
        MeasurementFormatError.Code.unknownUnit, .ambiguousUnit, .malformedLocale,
        .unknownLocale, .invalidOption, .incompatibleUnits, .unsupported, .icuFailure,
      ].map(\.description)
        == [
          "unknownUnit", "ambiguousUnit", "malformedLocale", "unknownLocale", "invalidOption",
          "incompatibleUnits", "unsupported", "icuFailure",
        ])
    // What a thrown error carries.
    do {
      _ = try MeasureUnit(symbol: "kmph")
      Issue.record("no error")
    } catch {
      #expect(error.code == .unknownUnit)
      #expect(error.input == "kmph")
      #expect(error.candidates == ["km/h", "mph"])
    }
    do {
      _ = try TextStyle(spec: "bold,blod")
      Issue.record("no error")
    } catch {
      #expect(error.code == .invalidOption)
      #expect(error.input == "bold,blod")
    }
  }

  @Test(
    "Echoed input is neutralised: controls, separators and bidi controls are escapes",
    arguments: [
      ("km\u{202E}hg", "unknown unit 'km\\u{202e}hg'"),
      ("\u{202A}\u{202B}\u{202C}\u{202D}", "unknown unit '\\u{202a}\\u{202b}\\u{202c}\\u{202d}'"),
      ("\u{2066}x\u{2067}\u{2068}\u{2069}", "unknown unit '\\u{2066}x\\u{2067}\\u{2068}\\u{2069}'"),
      ("\u{200E}\u{200F}\u{061C}", "unknown unit '\\u{200e}\\u{200f}\\u{61c}'"),
      ("a\u{2028}b\u{2029}", "unknown unit 'a\\u{2028}b\\u{2029}'"),
      ("\u{1B}[31m\u{7}\u{85}", "unknown unit '\\u{1b}[31m\\u{7}\\u{85}'"),
      ("km/h 😀 °C", "unknown unit 'km/h 😀 °C'"),
    ])
  func neutralised(input: String, message: String) {
    #expect(MeasurementFormatError.unknownUnit(input, suggestions: []).description == message)
    // Every message, also those with a sentence of their own and candidates.
    let sentence = MeasurementFormatError.invalidOption("bad '\(input)'", input: input)
    #expect(!sentence.description.unicodeScalars.contains { Self.isUnsafe($0) })
    let ambiguous = MeasurementFormatError.ambiguousUnit(input, meanings: [input])
    #expect(!ambiguous.description.unicodeScalars.contains { Self.isUnsafe($0) })
    let incompatible = MeasurementFormatError.incompatibleUnits(input, input)
    #expect(!incompatible.description.unicodeScalars.contains { Self.isUnsafe($0) })
    // The input itself is kept as given.
    #expect(MeasurementFormatError.malformedLocale(input).input == input)
  }

  @Test("Long input is cut in the message, kept whole in input")
  func long() {
    let text = String(repeating: "k", count: 300)
    let error = MeasurementFormatError.unknownUnit(text, suggestions: [])
    #expect(error.description == "unknown unit '" + String(repeating: "k", count: 60) + "…'")
    #expect(error.input == text)
  }

  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F..<0xA0, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E,
      0x2066...0x2069:
      true
    default: false
    }
  }
}
