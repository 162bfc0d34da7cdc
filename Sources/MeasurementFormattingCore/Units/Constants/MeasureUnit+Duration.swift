// The built-in units of CLDR type `duration`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// The century, 100 years.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .century).string  // "5 c"
  /// ```
  public static let century = MeasureUnit(canonical: "century")

  /// The day, 24 hours.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .day).string  // "5 days"
  /// ```
  public static let day = MeasureUnit(canonical: "day")

  /// Days, in the form some languages use for a person's age.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .dayPerson).string  // "5 days"
  /// ```
  public static let dayPerson = MeasureUnit(canonical: "day-person")

  /// The decade, 10 years.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .decade).string  // "5 dec"
  /// ```
  public static let decade = MeasureUnit(canonical: "decade")

  /// The fortnight, two weeks.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 fortnight"), and `MeasureUnit("fortnight")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .fortnight).string  // "5 fw" (CLDR 48)
  /// ```
  public static let fortnight = MeasureUnit(canonical: "fortnight")

  /// The hour, 60 minutes.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .hour).string  // "5 hr"
  /// ```
  public static let hour = MeasureUnit(canonical: "hour")

  /// The microsecond, 10⁻⁶ seconds.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .microsecond).string  // "5 μs"
  /// ```
  public static let microsecond = MeasureUnit(canonical: "microsecond")

  /// The millisecond, 1/1,000 of a second.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .millisecond).string  // "5 ms"
  /// ```
  public static let millisecond = MeasureUnit(canonical: "millisecond")

  /// The minute, 60 seconds.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .minute).string  // "5 min"
  /// ```
  public static let minute = MeasureUnit(canonical: "minute")

  /// The month, 1/12 of a year.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .month).string  // "5 mths"
  /// ```
  public static let month = MeasureUnit(canonical: "month")

  /// Months, in the form some languages use for a person's age.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .monthPerson).string  // "5 mths"
  /// ```
  public static let monthPerson = MeasureUnit(canonical: "month-person")

  /// The nanosecond, 10⁻⁹ seconds.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .nanosecond).string  // "5 ns"
  /// ```
  public static let nanosecond = MeasureUnit(canonical: "nanosecond")

  /// Nights, for stays (hotels, trips).
  ///
  /// Needs ICU 76 (CLDR 46) or newer: older ICU data lacks it, so `MeasureUnit("night")`
  /// and decoding this unit throw there, and it is shown as the number and the id
  /// ("5 night").
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .night).string  // "5 nights" (CLDR 46)
  /// ```
  public static let night = MeasureUnit(canonical: "night")

  /// The quarter, 3 months.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .quarter).string  // "5 qtrs"
  /// ```
  public static let quarter = MeasureUnit(canonical: "quarter")

  /// The second, the SI unit of time.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .second).string  // "5 sec"
  /// ```
  public static let second = MeasureUnit(canonical: "second")

  /// The week, 7 days.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .week).string  // "5 wks"
  /// ```
  public static let week = MeasureUnit(canonical: "week")

  /// Weeks, in the form some languages use for a person's age.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .weekPerson).string  // "5 wks"
  /// ```
  public static let weekPerson = MeasureUnit(canonical: "week-person")

  /// The year, 12 months.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .year).string  // "5 yrs"
  /// ```
  public static let year = MeasureUnit(canonical: "year")

  /// Years, in the form some languages use for a person's age.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .yearPerson).string  // "5 yrs"
  /// ```
  public static let yearPerson = MeasureUnit(canonical: "year-person")
}
