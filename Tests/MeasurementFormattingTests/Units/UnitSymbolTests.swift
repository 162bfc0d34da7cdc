import Foundation
import Testing

@testable import MeasurementFormatting
@testable import MeasurementFormattingCore

@Suite("Unit symbols: MeasureUnit(symbol:) parses what people type")
struct UnitSymbolTests {
  @Test(
    "Symbols, compounds, prefixes, names and ids",
    arguments: [
      ("km", "kilometer"), ("km/h", "kilometer-per-hour"), ("kph", "kilometer-per-hour"),
      ("°C", "celsius"), ("℃", "celsius"), ("degC", "celsius"), ("°F", "fahrenheit"),
      ("K", "kelvin"), ("GiB", "gibibyte"), ("TiB", "tebibyte"), ("%", "percent"),
      ("‰", "permille"), ("mph", "mile-per-hour"), ("kWh", "kilowatt-hour"),
      ("kW·h", "kilowatt-hour"), ("hPa", "hectopascal"), ("mm", "millimeter"),
      ("Mm", "megameter"), ("MB", "megabyte"), ("Mb", "megabit"), ("g", "gram"),
      ("G", "g-force"), ("kN", "kilonewton"), ("m/s²", "meter-per-square-second"),
      ("m/s2", "meter-per-square-second"), ("kg/m³", "kilogram-per-cubic-meter"),
      ("1/s", "per-second"), ("L/100km", "liter-per-100-kilometer"),
      // CLDR ids, as init(_:) takes them.
      ("kilometer", "kilometer"), ("kilometer-per-hour", "kilometer-per-hour"),
      ("foot-and-inch", "foot-and-inch"), ("length-kilometer", "kilometer"),
      ("light-year", "light-year"),
      // Names, another case, whitespace around.
      ("Kilometers", "kilometer"), ("kilometres", "kilometer"),
      ("miles per hour", "mile-per-hour"), ("degrees Celsius", "celsius"),
      ("KM", "kilometer"), ("MPH", "mile-per-hour"), (" km/h\t", "kilometer-per-hour"),
    ])
  func parses(text: String, id: String) throws {
    #expect(try MeasureUnit(symbol: text).identifier == id)
  }

  @Test("A symbol's unit formats like its id")
  func formats() throws {
    let en = try MeasurementFormat(locale: "en")
    #expect(en.format(100, unit: try MeasureUnit(symbol: "km/h")).string == "100 km/h")
    #expect(try MeasureUnit(symbol: "mm") == .millimeter)
    #expect(try MeasureUnit(symbol: "hPa") == .hectopascal)
  }

  @Test(
    "Unknown and ambiguous symbols are errors with suggestions",
    arguments: [
      (
        "kmph", MeasurementFormatError.unknownUnit("kmph", suggestions: ["km/h", "mph"]),
        "unknown unit 'kmph'; did you mean 'km/h', 'mph'?"
      ),
      (
        "kilometr", .unknownUnit("kilometr", suggestions: ["kilometer"]),
        "unknown unit 'kilometr'; did you mean 'kilometer'?"
      ),
      ("S", .unknownUnit("S", suggestions: ["s"]), "unknown unit 'S'; did you mean 's'?"),
      (
        "MM", .unknownUnit("MM", suggestions: ["Mm", "mm"]),
        "unknown unit 'MM'; did you mean 'Mm', 'mm'?"
      ),
      (
        "pt", .ambiguousUnit("pt", meanings: ["pint", "point"]),
        "ambiguous unit 'pt'; did you mean 'pint', 'point'?"
      ),
      (
        "mb", .ambiguousUnit("mb", meanings: ["MB", "Mb", "mbar"]),
        "ambiguous unit 'mb'; did you mean 'MB', 'Mb', 'mbar'?"
      ),
      ("smoot", .unknownUnit("smoot", suggestions: []), "unknown unit 'smoot'"),
      ("", .unknownUnit("", suggestions: []), "unknown unit ''"),
      // The error names the text without the whitespace around it.
      (" \t\n", .unknownUnit("", suggestions: []), "unknown unit ''"),
      (
        " kmph\u{A0}\n", .unknownUnit("kmph", suggestions: ["km/h", "mph"]),
        "unknown unit 'kmph'; did you mean 'km/h', 'mph'?"
      ),
      (
        "\tpt ", .ambiguousUnit("pt", meanings: ["pint", "point"]),
        "ambiguous unit 'pt'; did you mean 'pint', 'point'?"
      ),
      ("km\u{0}", .unknownUnit("km\u{0}", suggestions: []), "unknown unit 'km\\u{0}'"),
      (
        String(repeating: "k", count: 300),
        .unknownUnit(String(repeating: "k", count: 300), suggestions: []),
        "unknown unit '" + String(repeating: "k", count: 60) + "…'"
      ),
    ] as [(String, MeasurementFormatError, String)])
  func errors(text: String, error: MeasurementFormatError, message: String) {
    #expect(throws: error) { try MeasureUnit(symbol: text) }
    #expect(error.localizedDescription == message)
  }

  @Test("suggestions(forSymbol:) is what init(symbol:) suggests")
  func suggestions() {
    #expect(MeasureUnit.suggestions(forSymbol: "kmph") == ["km/h", "mph"])
    #expect(MeasureUnit.suggestions(forSymbol: "kilomter") == ["kilometer"])
    #expect(MeasureUnit.suggestions(forSymbol: "") == [])
  }

  @Test("The symbol table: each symbol parses to its unit; common ones are listed")
  func table() throws {
    for (symbol, unit) in MeasureUnit.symbols {
      #expect(try MeasureUnit(symbol: symbol) == unit, "\(symbol)")
    }
    #expect(MeasureUnit.symbols["km"] == .kilometer)
    #expect(MeasureUnit.symbols["km/h"] == .kilometerPerHour)
    #expect(MeasureUnit.symbols["°C"] == .celsius)
    #expect(MeasureUnit.symbols["GiB"]?.identifier == "gibibyte")
    #expect(MeasureUnit.symbols["pt"] == nil)
    #expect(MeasureUnit.symbols["metres"] == nil)
    #expect(MeasureUnit.symbols.filter { $0.value == .kilometer }.keys.sorted() == ["km"])
  }

  @Test("Every built-in unit's id parses as a symbol to itself")
  func builtInIDs() throws {
    for unit in MeasureUnit.builtIn {
      #expect(try MeasureUnit(symbol: unit.identifier) == unit)
    }
  }
}
