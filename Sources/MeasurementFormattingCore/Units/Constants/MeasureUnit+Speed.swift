// The built-in units of CLDR type `speed`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// The Beaufort scale of wind force, 0 (calm) to 12 (hurricane force).
  ///
  /// Needs ICU 76 (CLDR 46) or newer: older ICU data lacks it, so `MeasureUnit("beaufort")`
  /// and decoding this unit throw there, and it is shown as the number and the id
  /// ("5 beaufort").
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .beaufort).string  // "B 5" (CLDR 46)
  /// ```
  public static let beaufort = MeasureUnit(canonical: "beaufort")

  /// The kilometer per hour, for road speeds in most countries.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .kilometerPerHour).string  // "5 km/h"
  /// ```
  public static let kilometerPerHour = MeasureUnit(canonical: "kilometer-per-hour")

  /// The knot, a nautical mile per hour.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .knot).string  // "5 kn"
  /// ```
  public static let knot = MeasureUnit(canonical: "knot")

  /// The speed of light, 299,792,458 m/s, as a unit.
  ///
  /// Needs ICU 76 (CLDR 46) or newer: older ICU data lacks it, so `MeasureUnit("light-speed")`
  /// and decoding this unit throw there, and it is shown as the number and the id
  /// ("5 light-speed").
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .lightSpeed).string  // "5 light" (CLDR 46)
  /// ```
  public static let lightSpeed = MeasureUnit(canonical: "light-speed")

  /// The meter per second, the SI unit of speed.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .meterPerSecond).string  // "5 m/s"
  /// ```
  public static let meterPerSecond = MeasureUnit(canonical: "meter-per-second")

  /// The mile per hour, for road speeds in the United States and the United Kingdom.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .milePerHour).string  // "5 mph"
  /// ```
  public static let milePerHour = MeasureUnit(canonical: "mile-per-hour")
}
