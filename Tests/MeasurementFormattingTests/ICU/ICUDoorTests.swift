import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// What comes through `ICU/`: Swift values (fields, range sides, list elements) and
/// ICU's failures as `ICUError` with ICU's name.
@Suite("ICU door")
struct ICUDoorTests {
  @Test(
    "Statuses become errors by ICU's name; success and warnings are none",
    arguments: [
      (Int32(1), "U_ILLEGAL_ARGUMENT_ERROR"), (2, "U_MISSING_RESOURCE_ERROR"),
      (15, "U_BUFFER_OVERFLOW_ERROR"), (31, "U_INPUT_TOO_LONG_ERROR"),
      (0x10100, "U_UNEXPECTED_TOKEN"), (0x10113, "U_NUMBER_SKELETON_SYNTAX_ERROR"),
    ])
  func names(status: Int32, name: String) throws {
    let error = try #require(ICUError(status: status))
    #expect(error.name == name)
    #expect(error.description == name)
  }

  @Test("A code newer than the ICU in use has no name there: ICU 76 added MessageFormat 2's")
  func newerCodes() throws {
    let error = try #require(ICUError(status: 0x10114))
    expect(
      error.name,
      perCLDR: [
        "42": "[BOGUS UErrorCode]", "46": "U_MF_UNRESOLVED_VARIABLE_ERROR",
        "48": "U_MF_UNRESOLVED_VARIABLE_ERROR",
      ])
  }

  @Test("No error for U_ZERO_ERROR or a warning")
  func success() {
    #expect(ICUError(status: 0) == nil)
    #expect(ICUError(status: -128) == nil)  // U_USING_FALLBACK_WARNING
    #expect(ICUError(status: -124) == nil)  // U_STRING_NOT_TERMINATED_WARNING
  }

  @Test("A skeleton ICU refuses is an ICUError naming the reason")
  func refusedSkeleton() {
    #expect(throws: ICUError(status: 0x10113)!) {
      try ICUNumberFormatter(skeleton: "unit/kilometer unit-width-huge", localeID: "en")
    }
  }

  @Test("Number fields come back decoded")
  func numberFields() throws {
    let formatter = try ICUNumberFormatter(skeleton: "unit/kilometer", localeID: "en")
    let fields = try formatter.format(-1234.5) { text, spans in
      spans.map { (String(decoding: text[$0.begin..<$0.end], as: UTF8.self), $0.field) }
    }.get()
    #expect(fields.contains { $0 == ("-", .number(.sign)) })
    #expect(fields.contains { $0 == ("1,234", .number(.integer)) })
    #expect(fields.contains { $0 == (",", .number(.groupingSeparator)) })
    #expect(fields.contains { $0 == (".", .number(.decimalSeparator)) })
    #expect(fields.contains { $0 == ("5", .number(.fraction)) })
    #expect(fields.contains { $0 == ("km", .number(.measureUnit)) })
    #expect(try formatter.format(5) { _, spans in spans.contains(.integer) }.get())
    #expect(try !formatter.format(5) { _, spans in spans.contains(.fraction) }.get())
  }

  @Test("Range sides, the range separator and the approximately sign, from the run engine")
  func ranges() throws {
    let formatter = try ICURangeFormatter(skeleton: "unit/kilometer", localeID: "en")
    func tags(_ low: Double, _ high: Double) throws -> [String] {
      try formatter.formatRuns(low, high, percentIsUnit: false) {
        (text, runs: UnsafeBufferPointer<FormattedMeasurement.Run>) in
        runs.map {
          String(decoding: text[Int($0.start)..<Int($0.end)], as: UTF8.self) + "/\($0.part)/"
            + ($0.source?.name ?? "-")
        }
      }.get()
    }
    #expect(
      try tags(3, 5) == [
        "3/value/startRange", "–/literal/shared", "5/value/endRange", " /whitespace/shared",
        "km/unit/shared",
      ])
    // Both ends read the same: ICU marks no side, so every run is shared.
    #expect(
      try tags(5, 5) == [
        "~/value/shared", "5/value/shared", " /whitespace/shared", "km/unit/shared",
      ])
    let plain = try ICURangeFormatter(skeleton: Skeleton.plainNumbers, localeID: "en")
    #expect(plain.separator() == "–")
    #expect(plain.approximatelySign() == "~")
  }

  @Test("List elements: each item's index and place")
  func listElements() throws {
    let formatter = try ICUListFormatter(localeID: "en", width: .short)
    let list = try formatter.format(["5 ft", "6 in"]).get()
    #expect(String(decoding: list.text, as: UTF8.self) == "5 ft, 6 in")
    #expect(list.elements.map(\.index) == [0, 1])
    #expect(list.elements.map(\.range) == [0..<4, 6..<10])
  }

  @Test("A call whose output never fits is tried a bounded number of times, then fails")
  func boundedRetries() {
    var calls = 0
    let result = ICU.withOutput(
      { output, status in
        // Says each time that it needs more than it was given.
        calls += 1
        output.textLength = output.textCapacity + 1
        status = ICU.bufferOverflow
      },
      { _, _ in "read" })
    #expect(calls == 3)
    #expect(result == .failure(ICUError(status: 15)!))
    #expect((try? result.get()) == nil)
    #expect(ICUError(status: 15)!.name == "U_BUFFER_OVERFLOW_ERROR")
  }

  @Test("An output past the size limit fails at once, without a buffer of that size")
  func outputSizeLimit() {
    var calls = 0
    let result = ICU.withOutput(
      { output, status in
        calls += 1
        output.textLength = Int32.max
        status = ICU.bufferOverflow
      },
      { _, _ in "read" })
    #expect(calls == 1)
    #expect(result == .failure(ICUError(status: 15)!))
  }

  @Test("A refused skeleton is remembered: ICU is asked once, the refusal given every time")
  func refusalRemembered() {
    let opened = Lock(0)
    let cache = FormatterCache<SkeletonKey, ICUNumberFormatter>(capacity: 4) {
      key throws(ICUError) in
      opened.withLock { $0 += 1 }
      return try ICUNumberFormatter(skeleton: key.skeleton, localeID: key.localeID)
    }
    let key = SkeletonKey(skeleton: "unit/kilometer unit-width-huge", localeID: "en")
    for _ in 0..<3 {
      #expect(throws: ICUError(status: 0x10113)!) { try cache.formatter(key).get() }
    }
    #expect(opened.withLock { $0 } == 1)
    #expect(cache.statistics.hits == 2)
    #expect(cache.statistics.misses == 1)
    #expect(cache.count == 1)
  }
}
