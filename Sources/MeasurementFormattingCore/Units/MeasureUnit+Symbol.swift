extension MeasureUnit {
  /// The unit a person means by what they type: a symbol (`km`, `km/h`, `°C`, `GiB`,
  /// `%`, `mph`, `kWh`), a name (`kilometres`, `miles per hour`) or a CLDR identifier.
  ///
  /// - Listed symbols first, case-sensitively: `mm` is a millimeter and `Mm` a
  ///   megameter, `MB` a megabyte and `Mb` a megabit, `g` a gram and `G` the g-force
  ///   (``symbols`` lists them).
  /// - CLDR identifiers, as ``init(_:)-(String)`` takes them (`kilometer-per-hour`,
  ///   `foot-and-inch`, `length-kilometer`).
  /// - Symbols built from others: compounds with `/` and `·` (`kg/m³`, `kW·h`, `m/s2`,
  ///   `1/s`), SI and IEC prefixes (`kN`, `GJ`, `TiB`).
  /// - Names in any case and number, British spellings (`Kilometres`, `degrees
  ///   Celsius`).
  /// - A symbol in another case when only one unit is written that way: `KM` and `MPH`
  ///   parse, `MM` does not (mm or Mm?).
  ///
  /// Symbols that mean different units to different people (`pt`, `mb`) are never
  /// guessed. Whitespace around the text is ignored, and left out of the error's text.
  ///
  /// ```swift
  /// try MeasureUnit(symbol: "km/h").identifier   // "kilometer-per-hour"
  /// try MeasureUnit(symbol: "°C").identifier     // "celsius"
  /// try MeasureUnit(symbol: "GiB").identifier    // "gibibyte"
  /// try MeasureUnit(symbol: "kmph")  // throws: unknown unit 'kmph'; did you mean 'km/h', 'mph'?
  /// try MeasureUnit(symbol: "pt")    // throws: ambiguous unit 'pt'; did you mean 'pint', 'point'?
  /// ```
  /// - Parameter symbol: what was typed.
  /// - Throws: ``MeasurementFormatError/unknownUnit(_:suggestions:)`` with up to three
  ///   close symbols or identifiers, one per unit (none for text with control
  ///   characters or longer than 200 bytes);
  ///   ``MeasurementFormatError/ambiguousUnit(_:meanings:)`` for `pt`, `mb` and the like.
  ///   Blank text is an unknown unit `""`.
  public init(symbol: String) throws(MeasurementFormatError) {
    switch UnitSymbolParser.parse(symbol) {
    case .unit(let unit): self = unit
    case .ambiguous(let meanings):
      throw .ambiguousUnit(symbol.trimmingWhitespace(), meanings: meanings)
    case .unknown(let suggestions):
      throw .unknownUnit(symbol.trimmingWhitespace(), suggestions: suggestions)
    }
  }

  /// The unit symbols ``init(symbol:)`` knows by heart, each with its unit: `km`, `km/h`,
  /// `kph`, `°C`, `GiB`, `%`, … (for completion or a list of units). Compounds and
  /// prefixed symbols beyond these are built by rule; other cases, names and ambiguous
  /// symbols (`pt`, `mb`) are not listed.
  ///
  /// ```swift
  /// MeasureUnit.symbols["km/h"]?.identifier  // "kilometer-per-hour"
  /// MeasureUnit.symbols.filter { $0.value == .kilometer }.keys.sorted()  // ["km"]
  /// ```
  public static var symbols: [String: MeasureUnit] { symbolUnits }

  private static let symbolUnits: [String: MeasureUnit] = UnitSymbols.symbols.compactMapValues {
    MeasureUnit.parse(identifier: $0)
  }

  /// Up to three symbols or identifiers close to what was typed, one per unit: what
  /// ``init(symbol:)`` suggests when it fails. Short text gets symbols first, longer text
  /// identifiers first.
  ///
  /// ```swift
  /// MeasureUnit.suggestions(forSymbol: "kmph")      // ["km/h", "mph"]
  /// MeasureUnit.suggestions(forSymbol: "kilometr")  // ["kilometer"]
  /// ```
  /// - Parameter text: what was typed.
  /// - Returns: the suggestions, closest first; possibly none.
  public static func suggestions(forSymbol text: String) -> [String] {
    UnitSymbolParser.suggestions(for: text)
  }
}
