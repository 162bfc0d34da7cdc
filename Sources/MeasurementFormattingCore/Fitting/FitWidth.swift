/// The room a measurement must fit: terminal display columns, or a width in a caller's
/// measure (points of a UI font).
///
/// Columns are counted as a terminal counts them (``TerminalWidth``): East Asian wide
/// and fullwidth characters take two, combining marks, bidi marks and other format
/// characters none.
///
/// ```swift
/// let format = try MeasurementFormat(width: .wide, locale: "en")
/// format.format(5, unit: .kilometer, fitting: .columns(4)).measurement.string  // "5 km"
/// format.format(5, unit: .kilometer, fitting: .measured(30) { Double($0.string.count) * 8 })
///   .measurement.string  // "5km"
/// ```
public struct FitWidth: Sendable {
  /// The most the text may take, in the measure's unit.
  public let limit: Double
  /// How a text is measured: terminal columns, or the caller's function.
  private let measure: Measure

  private enum Measure: Sendable {
    case columns
    case custom(@Sendable (FormattedMeasurement) -> Double)
  }

  /// `count` terminal display columns.
  ///
  /// ```swift
  /// FitWidth.columns(8).limit  // 8.0
  /// ```
  public static func columns(_ count: Int) -> FitWidth {
    FitWidth(limit: Double(count), measure: .columns)
  }

  /// `width` in the measure `measure` gives a formatted measurement: a UI font's advance
  /// of its text, say, with the unit smaller than the value. The measure is called once
  /// for each form tried.
  ///
  /// ```swift
  /// FitWidth.measured(120) { measurement in myFont.width(of: measurement.string) }
  /// ```
  /// - Parameters:
  ///   - width: The room there is.
  ///   - measure: The room a formatted measurement takes.
  public static func measured(
    _ width: Double, by measure: @escaping @Sendable (FormattedMeasurement) -> Double
  ) -> FitWidth {
    FitWidth(limit: width, measure: .custom(measure))
  }

  /// The room `measurement` takes in this measure.
  ///
  /// ```swift
  /// let km = try MeasurementFormat(locale: "ja").format(5, unit: .kilometer)
  /// FitWidth.columns(8).width(of: km)  // 4.0: "5 km"
  /// ```
  public func width(of measurement: FormattedMeasurement) -> Double {
    switch measure {
    case .columns: Double(TerminalWidth.of(measurement.string))
    case .custom(let measure): measure(measurement)
    }
  }
}

/// The widest form of a measurement that fits a width, or the narrowest when none does
/// (``MeasurementFormat/format(_:unit:fitting:)``).
///
/// ```swift
/// let fitted = try MeasurementFormat(width: .wide, locale: "en")
///   .format(1234.56, unit: .kilometer, fitting: .columns(8))
/// fitted.measurement.string  // "1,235km"
/// fitted.fits                // true
/// fitted.format.width        // .narrow
/// ```
public struct FittedMeasurement: Hashable, Sendable {
  /// The form taken.
  public let measurement: FormattedMeasurement
  /// Whether it fits; false when even the narrowest form is wider than the room.
  public let fits: Bool
  /// The room it takes, in the measure of the ``FitWidth``.
  public let width: Double
  /// The configuration of the form taken (its width and number options), the format's
  /// own otherwise.
  public let format: MeasurementFormat
}
