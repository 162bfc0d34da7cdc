import Foundation

// A stand-in for a Foundation that declares the generic format-style interpolation of
// plain strings, with the signature Apple's Foundation gives String.LocalizationValue's
// (and SwiftUI its LocalizedStringKey's): a module that neither MeasurementFormatStyle
// nor this one imports, as Foundation would be to a client. Its text is marked, so that a
// test sees which declaration Swift chose. Test-only.

extension DefaultStringInterpolation {
  /// Foundation's signature, marking what it writes with "stand-in:".
  public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    appendLiteral("stand-in:" + format.format(value))
  }
}
