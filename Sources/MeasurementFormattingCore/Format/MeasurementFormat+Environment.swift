extension MeasurementFormat {
  /// The locale a command-line program formats for when it is given none: the first of
  /// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty, as POSIX orders
  /// them; "en" when none is set, when it is the POSIX locale ("C", "POSIX",
  /// "C.UTF-8", which name no language), or when no locale can be made of it.
  ///
  /// The POSIX locale named on purpose, `MeasurementFormat(locale: "C")`, is ICU's
  /// `en_US_POSIX` (no digit grouping); in the environment it is only the absence of a
  /// choice, so it gives the default.
  ///
  /// ```swift
  /// MeasurementFormat.localeIdentifier(fromEnvironment: ["LANG": "de_DE.UTF-8"])  // "de_DE.UTF-8"
  /// MeasurementFormat.localeIdentifier(fromEnvironment: ["LANG": "C.UTF-8"])      // "en"
  /// let format = try MeasurementFormat(
  ///   locale: MeasurementFormat.localeIdentifier(fromEnvironment: ProcessInfo.processInfo.environment))
  /// ```
  /// - Parameter environment: the process environment (or any dictionary like it).
  /// - Returns: a locale identifier that
  ///   ``init(width:locale:number:usage:hidesUnit:unitOptions:)-(_,String,_,_,_,_)`` accepts.
  public static func localeIdentifier(fromEnvironment environment: [String: String]) -> String {
    LocaleResolver.environmentLocale(environment)
  }
}
