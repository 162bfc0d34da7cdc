extension MeasurementFormat {
  /// Everything a format is: what its equality and hash compare, and what its ICU
  /// skeletons are built from (`MeasurementFormat.Configuration+Skeletons.swift`).
  ///
  /// Stored once, in the format's ``ResolvedFormat``; `MeasurementFormat`'s properties
  /// read it from there, and the configurations formatting derives from it (another
  /// width for a repair, the number alone, the reference of a custom unit) are made once
  /// and kept beside it (``ResolvedFormat/derived(_:)``).
  struct Configuration: Hashable, Sendable {
    /// The ICU locale id ("" is ICU's root locale).
    var localeID = ""
    var width = UnitWidth.abbreviated
    var number = NumberOptions()
    var usage = Usage.asProvided
    var hidesUnit = false
    var unitOptions: UnitOptions = []
    var range = RangeOptions()
    /// The case units are written in; nil: ICU's default, the nominative.
    var grammaticalCase: GrammaticalCase?
    /// Numbers rounded as ICU rounds `usage` output (whole numbers with at least two
    /// significant digits) when no digits are set: for values measfmt converted itself
    /// (natural scale) or re-formats after a usage conversion.
    var usagePrecision = false
    /// Whether results carry their spoken form (``MeasurementFormat/includesSpokenForm``).
    var includesSpokenForm = false
  }
}
