extension FormattedMeasurement {
  /// The locale as a BCP 47 tag ("de-CH", "ar-EG-u-nu-arab"); "und" for the root locale.
  ///
  /// ``localeIdentifier`` is ICU's form ("de_CH"); JSON output and HTML `lang`
  /// attributes use this one.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "de_CH").format(5, unit: "meter").localeTag  // "de-CH"
  /// ```
  public var localeTag: String {
    if localeIdentifier.isEmpty { return "und" }
    // Plain language ids ("de", "fr") are already tags; skip the ICU call.
    if localeIdentifier.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) { return localeIdentifier }
    return LocaleResolver.languageTag(localeIdentifier) ?? "und"
  }
}
