import Foundation

extension MeasurementFormatError: LocalizedError {
  /// The message, as ``/MeasurementFormattingCore/MeasurementFormatError/description``: what
  /// `error.localizedDescription` shows.
  ///
  /// ```swift
  /// do { _ = try MeasurementFormat(locale: "zz") } catch { print(error.localizedDescription) }
  /// // unknown locale 'zz': ICU has no data for its language
  /// ```
  public var errorDescription: String? { description }
}
