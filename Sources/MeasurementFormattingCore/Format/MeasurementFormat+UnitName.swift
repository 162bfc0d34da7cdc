// A unit's name without a number: for pickers, column headers, axis labels.

extension MeasurementFormat {
  /// The name of a unit without a number, in this format's locale and width: CLDR's display
  /// name of the unit ("kilometers", "km", "Kilometer"), as one run tagged
  /// ``FormattedMeasurement/Part/unit``.
  ///
  /// Where CLDR has no name for the unit, the name is the unit as the locale writes it
  /// beside a number, without the number: a unit ICU composes ("kilogram-meter": "kg⋅m",
  /// "kilogram-meters" at full width, the form of the locale's plural category "other"),
  /// or one it cannot format (its identifier). A mixed unit lists its components' names
  /// as the locale lists units ("feet, inches"; each name tagged with its
  /// ``FormattedMeasurement/Run/component``, the separators literal and whitespace); a
  /// custom unit is its symbol. The ``usage`` and the number options do not apply;
  /// ``FormattedMeasurement/output`` is empty.
  ///
  /// ```swift
  /// try MeasurementFormat(width: .wide, locale: "en").formatUnitName(.kilometer).string
  /// // "kilometers"
  /// try MeasurementFormat(width: .wide, locale: "de").formatUnitName(.kilometerPerHour).string
  /// // "Kilometer pro Stunde"
  /// try MeasurementFormat(locale: "en").formatUnitName(.footAndInch).string  // "ft, in"
  /// ```
  /// - Parameter unit: Any unit: built-in, compound, mixed or custom.
  /// - Returns: The name, its runs tagged `unit` (and `literal`, `whitespace` between a
  ///   mixed unit's names).
  public func formatUnitName(_ unit: MeasureUnit) -> FormattedMeasurement {
    if resolved.speaks {
      var shown = derived(.unspoken).formatUnitName(unit)
      shown.spoken = spokenForm(of: shown) { $0.formatUnitName(unit) }
      return shown
    }
    if let symbol = unit.customSymbol { return named(symbol, unit: "") }
    guard unit.isMixed else { return named(singleUnitName(unit), unit: unit.identifier) }
    let components = unit.components
    var pieces: [ICUPiece<FormattedMeasurement.Run>] = []
    for component in components {
      let name = singleUnitName(component)
      pieces.append(ICUPiece(name, wholeAs: FormattedMeasurement.Part.unit.code))
    }
    var joined = FormattedMeasurement(
      string: "", runs: [], unit: unit.identifier, output: [],
      localeIdentifier: localeIdentifier, isRightToLeft: isRightToLeft)
    if let list = resolved.listFormatter, joined.join(pieces, in: list) { return joined }
    var spaced: [ICUPiece<FormattedMeasurement.Run>] = []
    for (index, var piece) in pieces.enumerated() {
      if index > 0 { spaced.append(ICUPiece(uncovered: ", ")) }
      piece.component = UInt8(index)
      spaced.append(piece)
    }
    joined.join(spaced)
    return joined
  }

  /// The name of a unit without a number, as text: ``formatUnitName(_:)``'s string.
  ///
  /// ```swift
  /// try MeasurementFormat(width: .wide, locale: "fr").unitName(.kilometer)  // "kilomètres"
  /// try MeasurementFormat(width: .narrow, locale: "en").unitName(.celsius)  // "°C"
  /// ```
  public func unitName(_ unit: MeasureUnit) -> String {
    formatUnitName(unit).string
  }

  /// A name as one unit run (none for no name), made by the run engine.
  private func named(_ name: String, unit: String) -> FormattedMeasurement {
    var named = FormattedMeasurement(
      string: "", runs: [], unit: unit, output: [], localeIdentifier: localeIdentifier,
      isRightToLeft: isRightToLeft)
    named.join([ICUPiece(name, wholeAs: FormattedMeasurement.Part.unit.code)])
    return named
  }

  /// CLDR's display name of a single unit (kept: ICU opens a formatter for each), else the
  /// unit as this locale writes it beside a number.
  private func singleUnitName(_ unit: MeasureUnit) -> String {
    let key = UnitNameKey(localeID: localeIdentifier, unit: unit.icuIdentifier, width: width)
    return Self.names.value(for: key) { key in
      ICU.unitDisplayName(key.unit, localeID: key.localeID, width: key.width.icuMeasureWidth)
        ?? unitTextBesideNumber(unit)
    }
  }

  /// The unit's text in a format of a value in the plural category "other" (the form a
  /// name without a number takes in CLDR: "kilometers", "Kilometer"), the number and the
  /// spacing around it left out; its identifier when ICU writes no unit.
  private func unitTextBesideNumber(_ unit: MeasureUnit) -> String {
    let plain = MeasurementFormat(
      width: width, localeID: localeIdentifier, number: NumberOptions(), usage: .asProvided,
      hidesUnit: false)
    let value =
      ICU.pluralOther(localeID: localeIdentifier, candidates: [5, 2, 1.5, 100, 0.5, 20]) ?? 5
    let formatted = plain.formatSingleUnrepaired(value, unit: unit)
    let units = formatted.runs.filter { $0.part == .unit }
    guard let first = units.first, let last = units.last,
      !formatted.runs.contains(where: {
        $0.part == .value && $0.utf8Range.lowerBound >= first.utf8Range.lowerBound
          && $0.utf8Range.upperBound <= last.utf8Range.upperBound
      })
    else { return unit.identifier }
    let bytes = Array(formatted.string.utf8)[first.utf8Range.lowerBound..<last.utf8Range.upperBound]
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The names found, by locale, unit and width (ICU opens a formatter for each).
  private static let names = BoundedCache<UnitNameKey, String>(capacity: 1024)
}

/// What a unit's name depends on.
struct UnitNameKey: Hashable, Sendable {
  var localeID: String
  var unit: String
  var width: UnitWidth
}
