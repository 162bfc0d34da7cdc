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
}
