// The built-in units of CLDR type `digital`, one constant each, named after the CLDR id in
// lower camel case. The examples show English at the default width. Written by
// tools/unit-constants/generate.py from ICU's unit list; doc comments are kept on re-runs.

extension MeasureUnit {
  /// The bit, one binary digit.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .bit).string  // "5 bit"
  /// ```
  public static let bit = MeasureUnit(canonical: "bit")

  /// The byte, 8 bits.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .byte).string  // "5 byte"
  /// ```
  public static let byte = MeasureUnit(canonical: "byte")

  /// The gigabit, 10⁹ bits.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .gigabit).string  // "5 Gb"
  /// ```
  public static let gigabit = MeasureUnit(canonical: "gigabit")

  /// The gigabyte, 10⁹ bytes (the binary `gibibyte` is an id, not a constant).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .gigabyte).string  // "5 GB"
  /// ```
  public static let gigabyte = MeasureUnit(canonical: "gigabyte")

  /// The kilobit, 1,000 bits.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .kilobit).string  // "5 kb"
  /// ```
  public static let kilobit = MeasureUnit(canonical: "kilobit")

  /// The kilobyte, 1,000 bytes (the binary `kibibyte` is an id, not a constant).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .kilobyte).string  // "5 kB"
  /// ```
  public static let kilobyte = MeasureUnit(canonical: "kilobyte")

  /// The megabit, 10⁶ bits.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .megabit).string  // "5 Mb"
  /// ```
  public static let megabit = MeasureUnit(canonical: "megabit")

  /// The megabyte, 10⁶ bytes (the binary `mebibyte` is an id, not a constant).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .megabyte).string  // "5 MB"
  /// ```
  public static let megabyte = MeasureUnit(canonical: "megabyte")

  /// The petabyte, 10¹⁵ bytes.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .petabyte).string  // "5 PB"
  /// ```
  public static let petabyte = MeasureUnit(canonical: "petabyte")

  /// The terabit, 10¹² bits.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .terabit).string  // "5 Tb"
  /// ```
  public static let terabit = MeasureUnit(canonical: "terabit")

  /// The terabyte, 10¹² bytes.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "en").format(5, unit: .terabyte).string  // "5 TB"
  /// ```
  public static let terabyte = MeasureUnit(canonical: "terabyte")
}
