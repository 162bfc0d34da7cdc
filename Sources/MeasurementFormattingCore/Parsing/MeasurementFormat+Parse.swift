extension MeasurementFormat {
  /// Reads a measurement as this configuration's locale writes it, at any width and in
  /// any plural form, and as people type it: "1.234,5 km", "5 Kilometer" and "1 234,5
  /// Kilometer pro Stunde" in German, "٥ كم" in Arabic, "5 ft, 11 in", "5'11\"", "1½
  /// cups" and "~5 km" in English.
  ///
  /// - Numbers are read only as the locale writes them: its digits (`٥`, `५`) or ASCII
  ///   ones, with the separators of that numbering system (`1,234.5 كم` and `١٬٢٣٤٫٥ كم`
  ///   in Arabic), the group separator left out or between groups of the locale's sizes,
  ///   the decimal separator once. "1.80" is no number in German ("." groups thousands
  ///   there): the error suggests "1,80". Fractions as recipes write them: `1/2`, `½`,
  ///   `1½`, `1 1/2`.
  /// - Units are read as ICU writes them for the locale, at every width and plural form,
  ///   with any space or none, in another case, without accents and with the ASCII
  ///   stand-ins people type (`'` for ′, `"` for ″ and Hebrew ״, `º` for °, `m2` for m²);
  ///   then the spellings people use that CLDR does not (`qm` in German, `千米` in
  ///   Chinese, `dk` in Turkish), the symbols ``MeasureUnit/init(symbol:)`` reads (`km/h`,
  ///   `MB/s`, `Mbps`, `lbs`), and units ICU composes (`МДж` in Russian: megajoules).
  ///   Compatibility characters are folded first (`１０ｋｍ`, `㎞`, `℃`).
  /// - A form without a number ("ساعتان", two hours in Arabic) gives its value.
  /// - Mixed units are read as the locale lists them ("5 ft, 11 in", "1 h 30 min") and as
  ///   people type them ("5'11\"", "5ft11", "1h30"): components of one quantity, largest
  ///   first, the value in the first one's unit.
  /// - An approximately sign or word ("~5 km", "ca. 5 km") sets
  ///   ``ParsedMeasurement/isApproximate``.
  /// - A range ("3–5 km") is an error here: read it with ``parseRange(_:quantity:)``.
  ///
  /// The width, number options and usage of the configuration do not matter; only its
  /// locale does. A text shared by several units ("5m" in English: meter or minute)
  /// is an error listing them, never a guess: pass `quantity` (a
  /// ``MeasureUnit/quantity`` such as `"length"`) or use ``parse(_:among:)`` to choose.
  ///
  /// ```swift
  /// let de = try MeasurementFormat(locale: "de")
  /// try de.parse("1.234,5 km").value                        // 1234.5
  /// try de.parse("5 Kilometer pro Stunde").unit.identifier  // "kilometer-per-hour"
  /// try de.parse("1.80 m")  // throws: '1.80' is not a number as 'de' writes one; did you mean '1,80'?
  /// let en = try MeasurementFormat(locale: "en")
  /// try en.parse("1½ cups").value                           // 1.5
  /// try en.parse("5m")  // throws: ambiguous unit 'm'; did you mean 'meter', 'minute'?
  /// try en.parse("5m", quantity: "duration").unit.identifier  // "minute"
  /// try en.parse("5 kmx")  // throws: unknown unit 'kmx'; did you mean 'km', …?
  /// ```
  /// - Parameters:
  ///   - text: The text; white space around it is ignored.
  ///   - quantity: The quantity the unit must measure, or nil for any.
  /// - Returns: The value and the unit.
  /// - Throws: ``MeasurementFormatError/ambiguousUnit(_:meanings:)`` with the units the
  ///   text may mean; ``MeasurementFormatError/unknownUnit(_:suggestions:)`` with close
  ///   unit texts of the locale and symbols; ``MeasurementFormatError/parseFailure(_:input:)``
  ///   for a text without a number, a number the locale does not write so, a range, a
  ///   unit of another quantity, or a text longer than 1,000 characters.
  public func parse(_ text: String, quantity: String? = nil) throws(MeasurementFormatError)
    -> ParsedMeasurement
  {
    try reader(ranges: false).parse(
      text, filter: quantity.map { .quantity($0) } ?? .any, defaultUnit: nil
    )
    .parsed
  }

  /// Reads a measurement as ``parse(_:quantity:)`` does, in one of the given units: the
  /// units choose among the meanings of an ambiguous text, and a bare number takes the
  /// unit when `units` holds exactly one.
  ///
  /// ```swift
  /// let en = try MeasurementFormat(locale: "en")
  /// try en.parse("5m", among: [.meter, .kilometer]).unit.identifier  // "meter"
  /// try en.parse("12", among: [.kilogram]).value                    // 12.0
  /// try en.parse("5 kg", among: [.meter])  // throws: 'kg' is not a unit listed: meter
  /// ```
  /// - Parameters:
  ///   - text: The text; white space around it is ignored.
  ///   - units: The units the text may be in.
  /// - Returns: The value and the unit.
  /// - Throws: What ``parse(_:quantity:)`` throws;
  ///   ``MeasurementFormatError/parseFailure(_:input:)`` for a unit not in `units`.
  public func parse(_ text: String, among units: [MeasureUnit]) throws(MeasurementFormatError)
    -> ParsedMeasurement
  {
    try reader(ranges: false)
      .parse(text, filter: .units(units), defaultUnit: units.count == 1 ? units[0] : nil).parsed
  }

  /// Reads a range or one measurement: "3–5 km" as the locale writes ranges, and as
  /// people type them ("3-5 km", "3 - 5 km", "3 to 5 km", "3 km – 5 km", "-3 - -1 °C");
  /// a range's end is ``ParsedMeasurement/endValue``, nil for one value. Everything else
  /// as ``parse(_:quantity:)``.
  ///
  /// A dash glued to the first number's digits separates the ends ("3-5"); one after a
  /// space is the second number's sign ("-3 - -1"); "3 -5" is an error that says so.
  /// "1-1/2 cups" is 1½ cups, as US recipes write it.
  ///
  /// ```swift
  /// let en = try MeasurementFormat(locale: "en")
  /// let range = try en.parseRange("3–5 km")
  /// range.value     // 3.0
  /// range.endValue  // 5.0
  /// try en.parseRange("-3 - -1 °C").endValue  // -1.0
  /// try en.parseRange("5 km").endValue        // nil
  /// ```
  /// - Parameters:
  ///   - text: The text; white space around it is ignored.
  ///   - quantity: The quantity the unit must measure, or nil for any.
  /// - Returns: The start, the end and the unit (both ends are in one unit).
  /// - Throws: What ``parse(_:quantity:)`` throws, but for a range.
  public func parseRange(_ text: String, quantity: String? = nil) throws(MeasurementFormatError)
    -> ParsedMeasurement
  {
    try reader(ranges: true).parse(
      text, filter: quantity.map { .quantity($0) } ?? .any, defaultUnit: nil
    )
    .parsed
  }

  /// The reader of this configuration's locale.
  private func reader(ranges: Bool, suffixes: SizeSuffixPolicy = .library) -> MeasurementReader {
    MeasurementReader(
      table: ParseTable.table(for: localeIdentifier), suffixes: suffixes,
      allowsRange: ranges)
  }

  /// Reads a measurement or a range, or a bare number in `defaultUnit` (the CLI's
  /// `--field 2:km`), a size suffix as `suffixes` says (`--from`).
  ///
  /// SPI rather than `package`: the fuzzers compile the CLI's sources in a package of
  /// their own (Fuzz/), which `package` access does not reach.
  @_spi(MeasfmtCLI)
  public func parse(
    _ text: String, defaultUnit: MeasureUnit?, suffixes: SizeSuffixPolicy = .library
  ) throws(MeasurementFormatError) -> ParsedMeasurement {
    try reader(ranges: true, suffixes: suffixes).parse(text, filter: .any, defaultUnit: defaultUnit)
      .parsed
  }

  /// Reads a measurement or a range from its UTF-8 (a batch line's bytes), or a bare
  /// number in `defaultUnit`, as ``parse(_:defaultUnit:suffixes:)`` reads the text: the
  /// value, the range's end, the unit and whether it is approximate, without a `String`
  /// of the text or the list of components made for each.
  @_spi(MeasfmtCLI)
  public func parse(
    utf8 text: UnsafeBufferPointer<UInt8>, defaultUnit: MeasureUnit?,
    suffixes: SizeSuffixPolicy = .library
  ) throws(MeasurementFormatError) -> (
    value: Double, end: Double?, unit: MeasureUnit, isApproximate: Bool
  ) {
    let reading = try reader(ranges: true, suffixes: suffixes)
      .parse(utf8: text, filter: .any, defaultUnit: defaultUnit)
    return (reading.value, reading.end, reading.unit, reading.isApproximate)
  }
}
