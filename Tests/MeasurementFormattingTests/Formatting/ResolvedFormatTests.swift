import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

/// What a format keeps beside its configuration: the formatters it has used, ICU's
/// refusals, and the configurations it derives, each made once.
@Suite("What a format keeps", .tags(.concurrency))
struct ResolvedFormatTests {
  /// A unit of the tests' own, which CLDR lacks.
  final class UnitSmoot: Dimension, @unchecked Sendable {
    static let smoots = UnitSmoot(
      symbol: "smoot", converter: UnitConverterLinear(coefficient: 1.7018))
    override class func baseUnit() -> Self { smoots as! Self }
  }

  @Test("A derived configuration is made once; one that changes nothing is the format itself")
  func derivedOnce() throws {
    let format = try MeasurementFormat(width: .wide, locale: "de")
    let resolved = format.resolved
    let numberOnly = resolved.derived(.numberOnly)
    #expect(numberOnly === resolved.derived(.numberOnly))
    #expect(numberOnly.configuration.hidesUnit)
    #expect(resolved.derived(.wide) === resolved)
    #expect(resolved.derived(.asProvided) === resolved)
    #expect(resolved.derived(.narrow).configuration.width == .narrow)
    // Two made (number only, narrow) and two that change nothing, kept as such so that
    // the next call does not compare configurations again.
    #expect(resolved.keptCounts.derived == 4)
    #expect(resolved.derived(.wide) === resolved)
  }

  @Test("A user-defined Dimension: the formats and formatters it needs are made on the first call")
  func customUnitSteadyState() throws {
    let format = try MeasurementFormat(locale: "de")
    let first = format.format(Measurement(value: 1234.5, unit: UnitSmoot.smoots))
    #expect(first.string == "1.234,5 smoot")
    let counts = format.resolved.keptCounts
    let reference = format.resolved.derived(.customReference)
    let referenceCounts = reference.keptCounts
    for value in [5, -0.25, 987654.321, 1234.5] {
      _ = format.format(Measurement(value: value, unit: UnitSmoot.smoots))
    }
    #expect(format.format(Measurement(value: 5, unit: UnitSmoot.smoots)).string == "5 smoot")
    #expect(format.resolved.keptCounts == counts)
    #expect(format.resolved.derived(.customReference) === reference)
    #expect(reference.keptCounts == referenceCounts)
  }

  @Test("A skeleton ICU refuses to open: the refusal is kept, and the unit shown by its id")
  func refusalKept() throws {
    let format = try MeasurementFormat(locale: "en")
    // An id ICU has no unit for, as a unit of newer CLDR data is to an older ICU.
    let unit = MeasureUnit(canonical: "furlong-of-the-future")
    #expect(format.format(2, unit: unit).string == "2 furlong-of-the-future")
    let counts = format.resolved.keptCounts
    #expect(format.format(3, unit: unit).string == "3 furlong-of-the-future")
    #expect(format.resolved.keptCounts == counts)
    #expect(format.resolved.withNumberEntry(.single, unit: unit) { $0.formatter == nil })
  }

  @Test("Equal configurations are equal formats, whatever each has kept")
  func equality() throws {
    let a = try MeasurementFormat(locale: "fr")
    let b = try MeasurementFormat(locale: "fr")
    _ = a.format(5, unit: .kilometer)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a.resolved !== b.resolved)
  }
}
