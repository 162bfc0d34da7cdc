extension MeasurementFormat {
  /// Reads a measurement as this configuration's locale writes it, at any width and in
  /// any plural form: "1.234,5 km", "5 Kilometer" and "1 234,5 Kilometer pro Stunde" in
  /// German, "٥ كم" in Arabic, "5 ft, 11 in" in English.
  ///
  /// - Numbers are read by ICU's parser for the locale: its digits (`٥`, `५`) and
  ///   ASCII ones, its group and decimal separators (the group separator may be left
  ///   out), its minus sign (`-`, U+2212, with or without the bidi marks ICU writes).
  /// - Units are read as ICU writes them for the locale, at every width and plural
  ///   form, with any of U+0020, U+00A0, U+202F or no space where the locale writes a
  ///   space, in another case when that is unambiguous; then as
  ///   ``MeasureUnit/init(symbol:)`` reads them (`km/h`, `MB/s`, `kilometer-per-hour`).
  /// - A form without a number ("ساعتان", two hours in Arabic) gives its value.
  /// - Mixed units are read as the locale lists them ("5 ft, 11 in", "1 h 30 min"):
  ///   components of one quantity, the value in the first one's unit.
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
  /// let en = try MeasurementFormat(locale: "en")
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
  ///   for a text without a number, a number the locale does not write so, a unit of
  ///   another quantity, or a text longer than 1,000 characters.
  public func parse(_ text: String, quantity: String? = nil) throws(MeasurementFormatError)
    -> ParsedMeasurement
  {
    try MeasurementParser(table: ParseTable.cache.table(for: localeIdentifier))
      .parse(text, filter: quantity.map { .quantity($0) } ?? .any, defaultUnit: nil).parsed
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
    try MeasurementParser(table: ParseTable.cache.table(for: localeIdentifier))
      .parse(text, filter: .units(units), defaultUnit: units.count == 1 ? units[0] : nil).parsed
  }

  /// Reads a measurement, or a bare number in `defaultUnit` (the CLI's `--field 2:km`).
  ///
  /// SPI rather than `package`: the fuzzers compile the CLI's sources in a package of
  /// their own (Fuzz/), which `package` access does not reach.
  @_spi(MeasfmtCLI)
  public func parse(_ text: String, defaultUnit: MeasureUnit?) throws(MeasurementFormatError)
    -> ParsedMeasurement
  {
    try MeasurementParser(table: ParseTable.cache.table(for: localeIdentifier))
      .parse(text, filter: .any, defaultUnit: defaultUnit).parsed
  }

  /// Reads a measurement from its UTF-8 (a batch line's bytes), or a bare number in
  /// `defaultUnit`, as ``parse(_:defaultUnit:)`` reads the text: the value and the unit,
  /// without a `String` of the text or the list of components made for each.
  @_spi(MeasfmtCLI)
  public func parse(utf8 text: UnsafeBufferPointer<UInt8>, defaultUnit: MeasureUnit?)
    throws(MeasurementFormatError) -> (value: Double, unit: MeasureUnit)
  {
    let reading = try MeasurementParser(table: ParseTable.cache.table(for: localeIdentifier))
      .parse(utf8: text, filter: .any, defaultUnit: defaultUnit)
    return (reading.value, reading.unit)
  }
}
