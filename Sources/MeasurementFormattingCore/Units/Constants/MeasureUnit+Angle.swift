// The built-in units of CLDR type `angle`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// The minute of arc, 1/60 of a degree.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .arcMinute).string  // "5 arcmins"
  /// ```
  public static let arcMinute = MeasureUnit(canonical: "arc-minute")

  /// The second of arc, 1/60 of a minute of arc.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .arcSecond).string  // "5 arcsecs"
  /// ```
  public static let arcSecond = MeasureUnit(canonical: "arc-second")

  /// The degree of arc, 1/360 of a turn.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .degree).string  // "5 deg"
  /// ```
  public static let degree = MeasureUnit(canonical: "degree")

  /// The radian, the SI unit of angle: a turn is 2π radians.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .radian).string  // "5 rad"
  /// ```
  public static let radian = MeasureUnit(canonical: "radian")

  /// The revolution: one full turn, 360°.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .revolution).string  // "5 rev"
  /// ```
  public static let revolution = MeasureUnit(canonical: "revolution")

  /// The steradian, the SI unit of solid angle: a whole sphere is 4π sr.
  ///
  /// Needs ICU 78 data (CLDR 48): on older ICUs it formats as the number and the identifier
  /// ("5 steradian"), and `MeasureUnit("steradian")` parses only where that ICU knows the id.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .steradian).string  // "5 sr" (CLDR 48)
  /// ```
  public static let steradian = MeasureUnit(canonical: "steradian")
}
