extension MeasureUnit {
  /// Every unit ICU has built in — CLDR's core units for measurements, without
  /// currencies — in ICU's order, which groups them by ``quantity``.
  ///
  /// Compound units outside this list (`kilogram-meter`, `foot-per-minute`) and mixed
  /// units (`foot-and-inch`) still format: pass their identifiers to ``init(_:)-(String)``. Use
  /// this list for a unit picker, completion or validation.
  ///
  /// Identifiers are in CLDR's newest names on every ICU (`part-per-1e6`, also where ICU
  /// lists `permillion`), each unit once. Ids ICU lists that are factors of other units, not
  /// units to measure with, are left out: ICU 78 lists `ofhg` and `ofglucose`, the "of
  /// mercury" of `inch-ofhg` and the "of glucose" of `milligram-ofglucose-per-deciliter`.
  ///
  /// ```swift
  /// let lengths = MeasureUnit.builtIn.filter { $0.quantity == "length" }
  /// lengths.map(\.identifier)   // ["astronomical-unit", "centimeter", …, "yard"]
  /// MeasureUnit.builtIn.count   // 186 with ICU 72, 190 with ICU 76, 232 with ICU 78
  /// ```
  public static var builtIn: [MeasureUnit] { UnitCatalog.builtIn }

  /// The quantity a built-in unit measures: CLDR's unit type, such as `"length"`,
  /// `"speed"` or `"temperature"`. `nil` for a unit not in ``builtIn`` (a compound
  /// built by hand, a mixed unit or a custom unit).
  ///
  /// ```swift
  /// MeasureUnit.kilometer.quantity                       // "length"
  /// try MeasureUnit("kilometer-per-hour").quantity       // "speed"
  /// try MeasureUnit("kilogram-meter").quantity           // nil
  /// ```
  public var quantity: String? {
    customSymbol == nil ? UnitCatalog.typeOfUnit[identifier] : nil
  }
}
