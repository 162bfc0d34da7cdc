import Testing

@_spi(MeasfmtCLI) @testable import MeasurementFormattingCore

/// The rules slices G, H and I asked for, each across locales: a currency's symbol is
/// money, not a unit; a digit typed for a power goes on a length or the second only; a
/// period after a unit may end the sentence; Switzerland writes either decimal mark.
@Suite("Reading: money, typed powers, sentence periods, Swiss decimal marks")
struct MoneyPowersAndPeriodsTests {
  func error(_ text: String, _ locale: String) -> MeasurementFormatError? {
    thrownError { _ = try MeasurementFormat(locale: locale).parseRange(text) }
  }

  @Test(
    "The symbol of a currency of the locale's region is never read as a unit alone",
    arguments: [
      // Symbols from ICU's data (CLDR's currency map: legal tender since 2000).
      ("12,99 kn", "hr", "an amount of money in HRK (kn)", nil),
      ("1.500 KM", "bs", "an amount of money in BAM (KM)", nil),
      ("5 L", "es-HN", "an amount of money in HNL (L)", nil),
      ("5 K", "en-ZM", "an amount of money in ZMW (K)", "kelvin"),
      ("5 $", "en", "an amount of money in USD ($)", nil),
      ("₦800", "ha", "an amount of money in NGN (₦)", nil),
      // Typed stand-ins for a symbol, from ReaderData.
      ("12.000 đ", "vi", "an amount of money in VND (đ)", "point"),
      ("N800", "ha", "an amount of money in NGN (N)", "newton"),
      ("1.500 TL", "tr", "an amount of money in TRY (TL)", "teraliter"),
      ("99 ct", "de", "an amount of money in cents (ct)", "carat"),
    ] as [(String, String, String, String?)])
  func money(text: String, locale: String, money: String, unit: String?) {
    let found = error(text, locale)
    #expect(found?.code == .ambiguousUnit)
    #expect(found?.candidates == (unit.map { [$0] } ?? []) + [money])
  }

  @Test("A unit's symbol elsewhere is still the unit")
  func notMoneyElsewhere() throws {
    #expect(try MeasurementFormat(locale: "hr").parse("5 km").unit == .kilometer)
    #expect(try MeasurementFormat(locale: "en").parse("5 K").unit == .kelvin)
    #expect(try MeasurementFormat(locale: "bs").parse("5 km").unit == .kilometer)
  }

  @Test(
    "A price per unit is refused, its top the money it is",
    arguments: [
      ("49,90 TL/kg", "tr", ["teraliter", "an amount of money in TRY (TL) per kg"]),
      ("100.000đ/kg", "vi", ["point", "an amount of money in VND (đ) per kg"]),
    ])
  func pricePerUnit(text: String, locale: String, candidates: [String]) {
    let found = error(text, locale)
    #expect(found?.code == .ambiguousUnit)
    #expect(found?.candidates == candidates)
  }

  @Test(
    "A digit typed for a power is read on a length or the second only",
    arguments: [
      ("5 m2", "en", "square-meter"), ("891.1 km2", "en", "square-kilometer"),
      ("5 cm3", "en", "cubic-centimeter"), ("9.81 m/s2", "en", "meter-per-square-second"),
      ("50 m2", "de", "square-meter"),
    ])
  func typedPowers(text: String, locale: String, unit: String) throws {
    #expect(try MeasurementFormat(locale: locale).parse(text).unit.identifier == unit)
  }

  @Test("No power of a volt: '3V3' is 3.3 volts in electronics, and refused")
  func noCubicVolt() {
    #expect(error("3V3", "en")?.description == "unknown unit 'V3'")
    #expect(error("5 V3", "en") != nil)
  }

  @Test(
    "A unit's text ending in a period that, without it, is another unit has both readings",
    arguments: [("5 m.", "lt", ["year", "meter"])])
  func sentencePeriod(text: String, locale: String, units: [String]) throws {
    let found = error(text, locale)
    #expect(found?.code == .ambiguousUnit)
    #expect(found?.candidates == units)
    // Without the period, and where the period is the same unit's abbreviation.
    #expect(try MeasurementFormat(locale: "lt").parse("5 m").unit == .meter)
    #expect(try MeasurementFormat(locale: "de").parse("5 Std.").unit == .hour)
  }

  @Test(
    "Switzerland writes either decimal mark: one mark before three digits is two numbers",
    arguments: [
      ("1,500 kg", "de-CH", "'1,500' is 1.500 or 1500 in 'de_CH'"),
      ("1.500 kg", "de-CH", "'1.500' is 1.500 or 1500 in 'de_CH'"),
      ("1.500 kg", "it-CH", "'1.500' is 1.500 or 1500 in 'it_CH'"),
      ("1,013 hPa", "es-419", "'1,013' is 1.013 or 1013 in 'es_419'"),
      ("1,234.5-2,000 km", "es-419", "'2,000' is 2.000 or 2000 in 'es_419'"),
    ])
  func eitherMark(text: String, locale: String, message: String) {
    let found = error(text, locale)
    #expect(found?.code == .parseFailure)
    #expect(found?.description.hasPrefix(message) == true)
  }

  @Test("Lower-case 'mb' is a megabyte, a megabit or a millibar")
  func lowerCaseMB() {
    #expect(error("500 mb", "en-US")?.candidates == ["megabyte", "megabit", "millibar"])
    #expect(
      error("10 mb/s", "en")?.candidates == ["megabyte-per-second", "megabit-per-second"])
  }
}
