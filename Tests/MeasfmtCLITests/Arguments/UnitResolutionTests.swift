import Testing

@testable import MeasfmtCLI

@Suite("Units as people type them")
struct UnitResolutionTests {
  static let symbols: [(String, String)] = [
    ("km", "kilometer"), ("km/h", "kilometer-per-hour"), ("kph", "kilometer-per-hour"),
    ("kmh", "kilometer-per-hour"), ("mph", "mile-per-hour"),
    ("m/s²", "meter-per-square-second"), ("m/s2", "meter-per-square-second"),
    ("m/s^2", "meter-per-square-second"), ("m/s", "meter-per-second"),
    ("°C", "celsius"), ("℃", "celsius"), ("degC", "celsius"), ("C", "celsius"),
    ("°F", "fahrenheit"), ("degF", "fahrenheit"), ("F", "fahrenheit"), ("K", "kelvin"),
    ("kg", "kilogram"), ("g", "gram"), ("mg", "milligram"), ("µg", "microgram"),
    ("μg", "microgram"), ("t", "tonne"), ("lb", "pound"), ("lbs", "pound"), ("oz", "ounce"),
    ("st", "stone"), ("ft", "foot"), ("in", "inch"), ("yd", "yard"), ("mi", "mile"),
    ("nmi", "nautical-mile"), ("NM", "nautical-mile"), ("mm", "millimeter"),
    ("Mm", "megameter"), ("cm", "centimeter"), ("µm", "micrometer"), ("μm", "micrometer"),
    ("um", "micrometer"), ("nm", "nanometer"), ("ly", "light-year"), ("au", "astronomical-unit"),
    ("l", "liter"), ("L", "liter"), ("ml", "milliliter"), ("mL", "milliliter"),
    ("Ml", "megaliter"), ("dl", "deciliter"), ("gal", "gallon"), ("qt", "quart"),
    ("fl oz", "fluid-ounce"), ("tbsp", "tablespoon"), ("tsp", "teaspoon"),
    ("cc", "cubic-centimeter"), ("m³", "cubic-meter"), ("m3", "cubic-meter"),
    ("m²", "square-meter"), ("m2", "square-meter"), ("km²", "square-kilometer"),
    ("ft²", "square-foot"), ("sq ft", "square-foot"), ("ha", "hectare"), ("ac", "acre"),
    ("h", "hour"), ("hr", "hour"), ("min", "minute"), ("s", "second"), ("sec", "second"),
    ("ms", "millisecond"), ("µs", "microsecond"), ("us", "microsecond"), ("ns", "nanosecond"),
    ("d", "day"), ("wk", "week"), ("mo", "month"), ("yr", "year"),
    ("kWh", "kilowatt-hour"), ("kW·h", "kilowatt-hour"), ("MWh", "megawatt-hour"),
    ("Wh", "watt-hour"), ("W", "watt"), ("kW", "kilowatt"), ("MW", "megawatt"),
    ("hp", "horsepower"), ("J", "joule"), ("kJ", "kilojoule"), ("GJ", "gigajoule"),
    ("cal", "calorie"), ("kcal", "kilocalorie"), ("Cal", "foodcalorie"), ("eV", "electronvolt"),
    ("hPa", "hectopascal"), ("Pa", "pascal"), ("kPa", "kilopascal"), ("bar", "bar"),
    ("mbar", "millibar"), ("atm", "atmosphere"), ("psi", "pound-force-per-square-inch"),
    ("inHg", "inch-ofhg"), ("mmHg", "millimeter-ofhg"),
    ("MB", "megabyte"), ("Mb", "megabit"), ("kB", "kilobyte"), ("KB", "kilobyte"),
    ("kb", "kilobit"), ("GB", "gigabyte"), ("Gb", "gigabit"), ("TB", "terabyte"),
    ("B", "byte"), ("b", "bit"), ("KiB", "kibibyte"), ("MiB", "mebibyte"), ("GiB", "gibibyte"),
    ("TiB", "tebibyte"), ("%", "percent"), ("‰", "permille"), ("ppm", "part-per-1e6"),
    ("Hz", "hertz"), ("kHz", "kilohertz"), ("MHz", "megahertz"), ("GHz", "gigahertz"),
    ("°", "degree"), ("deg", "degree"), ("rad", "radian"), ("′", "arc-minute"),
    ("″", "arc-second"), ("A", "ampere"), ("mA", "milliampere"), ("V", "volt"),
    ("mV", "millivolt"), ("Ω", "ohm"), ("N", "newton"), ("kN", "kilonewton"),
    ("lbf", "pound-force"), ("Nm", "newton-meter"), ("N·m", "newton-meter"),
    ("lbf·ft", "pound-force-foot"), ("G", "g-force"), ("L/100km", "liter-per-100-kilometer"),
    ("mpg", "mile-per-gallon"), ("mmol/L", "millimole-per-liter"),
    ("mg/dL", "milligram-ofglucose-per-deciliter"), ("px", "pixel"), ("dpi", "dot-per-inch"),
    ("lx", "lux"), ("cd", "candela"), ("lm", "lumen"), ("dam", "dekameter"),
    ("ft/s", "foot-per-second"), ("kg/m³", "kilogram-per-cubic-meter"),
    ("kg/m3", "kilogram-per-cubic-meter"), ("g/cm³", "gram-per-cubic-centimeter"),
    ("W/m²", "watt-per-square-meter"), ("1/s", "per-second"), ("mi/gal", "mile-per-gallon"),
  ]

  @Test("The last text resolved is answered again, unit or failure, and others still resolve")
  func lastUnitKept() throws {
    var resolver = UnitResolver()
    #expect(!resolver.lastUnit(is: "km"))
    #expect(try resolver.resolve("km").get().identifier == "kilometer")
    #expect(resolver.lastUnit(is: "km"))
    #expect(resolver.lastUnit.identifier == "kilometer")
    #expect(try resolver.resolve("km").get().identifier == "kilometer")
    #expect(!resolver.lastUnit(is: "mi"))
    #expect(try resolver.resolve("mi").get().identifier == "mile")
    #expect(resolver.lastUnit.identifier == "mile")
    let unknown = UnitResolver.Failure(message: "unknown unit 'zzz'. See 'measfmt --list-units'.")
    #expect(resolver.resolve("zzz") == .failure(unknown))
    #expect(!resolver.lastUnit(is: "zzz"))
    #expect(resolver.resolve("zzz") == .failure(unknown))
    #expect(try resolver.resolve("km").get().identifier == "kilometer")
    #expect(resolver.lastUnit(is: "km"))
  }

  @Test("Symbols", arguments: symbols)
  func symbol(_ typed: String, _ id: String) throws {
    #expect(try UnitResolver.lookUp(typed).get().identifier == id)
  }

  @Test(
    "CLDR ids, type-prefixed ids and names",
    arguments: [
      ("kilometer", "kilometer"), ("kilometer-per-hour", "kilometer-per-hour"),
      ("foot-and-inch", "foot-and-inch"), ("length-kilometer", "kilometer"),
      ("speed-kilometer-per-hour", "kilometer-per-hour"), ("light-year", "light-year"),
      ("meter-per-square-second", "meter-per-square-second"), ("Kilometer", "kilometer"),
      ("kilometers", "kilometer"), ("Kilometers", "kilometer"), ("KILOMETERS", "kilometer"),
      ("kilometre", "kilometer"), ("kilometres per hour", "kilometer-per-hour"),
      ("miles per hour", "mile-per-hour"), ("miles_per_hour", "mile-per-hour"),
      ("feet", "foot"), ("inches", "inch"), ("hours", "hour"), ("Celsius", "celsius"),
      ("degrees Celsius", "celsius"), ("Degrees Fahrenheit", "fahrenheit"),
      ("litres", "liter"), ("centuries", "century"), ("lux", "lux"), ("per-hour", "per-hour"),
    ])
  func name(_ typed: String, _ id: String) throws {
    #expect(try UnitResolver.lookUp(typed).get().identifier == id)
  }

  @Test(
    "A symbol in another case, when only one unit is written that way",
    arguments: [
      ("KM", "kilometer"), ("Km", "kilometer"), ("KG", "kilogram"), ("MPH", "mile-per-hour"),
      ("KWH", "kilowatt-hour"), ("HPA", "hectopascal"), ("KPH", "kilometer-per-hour"),
      ("Psi", "pound-force-per-square-inch"),
    ])
  func otherCase(_ typed: String, _ id: String) throws {
    #expect(try UnitResolver.lookUp(typed).get().identifier == id)
  }

  @Test(
    "Where case changes the unit, another case is an error with both meanings",
    arguments: [
      ("MM", "unknown unit 'MM'. Did you mean 'Mm' (megameter) or 'mm' (millimeter)?"),
      (
        "mb",
        "ambiguous unit 'mb'. Did you mean 'MB' (megabyte), 'Mb' (megabit) or 'mbar' (millibar)?"
      ),
      ("gb", "unknown unit 'gb'. Did you mean 'GB' (gigabyte) or 'Gb' (gigabit)?"),
      ("ML", "megaliter"),
      ("pt", "ambiguous unit 'pt'. Did you mean 'pint' or 'point'?"),
    ])
  func caseMatters(_ typed: String, _ expected: String) {
    switch UnitResolver.lookUp(typed) {
    case .success(let unit): #expect(unit.identifier == expected)
    case .failure(let failure): #expect(failure.message == expected)
    }
  }

  @Test(
    "Unknown units name the closest known ones",
    arguments: [
      ("kilometr", "unknown unit 'kilometr'. Did you mean 'kilometer'?"),
      ("kilomter", "unknown unit 'kilomter'. Did you mean 'kilometer'?"),
      (
        "kmph",
        "unknown unit 'kmph'. Did you mean 'km/h' (kilometer-per-hour) or 'mph' (mile-per-hour)?"
      ),
      ("S", "unknown unit 'S'. Did you mean 's' (second)?"),
      ("smoot", "unknown unit 'smoot'. See 'measfmt --list-units'."),
      ("", "missing unit"),
      ("   ", "missing unit"),
      ("kilometer-per-", "unknown unit 'kilometer-per-'. Did you mean 'kilometer-per-hour'?"),
      ("km\u{1B}[31m", "unknown unit 'km\\u{1b}[31m'. See 'measfmt --list-units'."),
      ("km\u{0}", "unknown unit 'km\\u{0}'. See 'measfmt --list-units'."),
      ("\u{202E}mk", "unknown unit '\\u{202e}mk'. See 'measfmt --list-units'."),
    ])
  func unknown(_ typed: String, _ message: String) {
    #expect(UnitResolver.lookUp(typed) == .failure(UnitResolver.Failure(message: message)))
  }

  @Test("Huge and repetitive unit ids are rejected quickly")
  func hostileIDs() {
    let long = String(repeating: "-and-", count: 2048)
    #expect(
      UnitResolver.lookUp(long)
        == .failure(
          UnitResolver.Failure(
            message:
              "unknown unit '-and--and--and--and--and--and--and--and--and--and--and--and-…'. See 'measfmt --list-units'."
          )))
    let meters = Array(repeating: "meter", count: 100).joined(separator: "-")
    #expect((try? UnitResolver.lookUp(meters).get()) == nil)
  }

  @Test("Every symbol in the table is a unit ICU knows")
  func tableIsValid() {
    for (symbol, id) in UnitSymbols.table {
      let resolved = try? UnitResolver.lookUp(symbol).get()
      #expect(resolved?.identifier == id, "\(symbol)")
    }
  }

  @Test("Every listed unit is a unit ICU knows")
  func catalogIsValid() {
    for (_, ids) in KnownUnits.all {
      for id in ids {
        #expect((try? UnitResolver.lookUp(id).get())?.identifier == id, "\(id)")
      }
    }
  }

  @Test("The CLI reports unknown units (VALUE UNIT: a value error; --to: a usage error)")
  func throughTheCLI() {
    #expect(
      measfmt("5", "kilometr")
        == valueError("unknown unit 'kilometr'. Did you mean 'kilometer'?"))
    #expect(measfmt("5", "KM") == success("5 km\n"))
    #expect(
      measfmt("5", "km", "--to", "kilogramm")
        == usageError(
          "invalid value for '--to': unknown unit 'kilogramm'. Did you mean 'kilogram'?"))
  }
}
