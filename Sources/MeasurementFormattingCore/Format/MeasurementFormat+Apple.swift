// What the module MeasurementFormatStyle (Apple's API on Linux) needs of the library
// beyond its public API: Apple's wording of a temperature without its scale, and the
// locale's digit grouping (for the default `NumberFormatter` of `MeasurementFormatter`,
// and numfmt's grouping in the CLI). Package API or SPI: no library user sees it (the
// grouping is SPI, not `package`, because the fuzz package compiles the CLI's sources as
// a package of its own).
extension MeasurementFormat {
  /// The digit grouping of this format's locale, as CLDR's decimal pattern says: the group
  /// next to the decimal separator and the others' (3 and 2 in India's "3,84,400").
  @_spi(MeasfmtCLI) public var decimalGrouping: (primary: Int, secondary: Int)? {
    ICU.decimalGrouping(localeID: localeIdentifier)
  }

  /// This format with its spoken form (``includesSpokenForm``), made once and kept.
  package var speaking: MeasurementFormat { derived(.speaking) }

  /// ``format(_:unit:)``, with a Celsius or Fahrenheit temperature without its scale
  /// (``UnitOptions/temperatureWithoutUnit``) written at full width as Apple writes it:
  /// "90 degrees" (Apple's documentation of `hidesScaleName`) where CLDR's generic
  /// temperature is the angle degree's words and more (English's "90 degrees
  /// temperature"). Elsewhere CLDR's generic temperature stays ("90 Grad"; af "90 graad"
  /// against the angle's "90 grade").
  package func formatAsApple(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement {
    var result = format(value, unit: unit)
    guard width == .wide, unitOptions.contains(.temperatureWithoutUnit), !hidesUnit,
      result.output.count == 1, result.unit == "celsius" || result.unit == "fahrenheit"
    else { return result }
    // The number as withoutScale showed it: after a usage conversion, rounded as usage
    // output is.
    let shownBy = usage == .asProvided ? self : forConvertedValues
    let degrees = shownBy.formatSingleUnrepaired(result.output[0].value, unit: .degree)
    guard degrees.string.count < result.string.count,
      result.string.hasPrefix(degrees.string)
    else { return result }
    let output = result.output
    let unit = result.unit
    let speaks = result.spoken != nil
    result = degrees
    result.unit = unit
    result.output = output
    // At full width the text is its own spoken form.
    if speaks { result.spoken = SpokenForm(words: degrees, shown: degrees) }
    return result
  }
}
