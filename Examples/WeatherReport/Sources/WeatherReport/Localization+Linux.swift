// What Apple's Foundation has and Linux's lacks, for this package's own strings (the recipe
// of measfmt's docs/apple.md, "String(localized:)"): `String(localized:)`, here the text as
// written (this package ships no translations), and the format interpolation of any other
// style, such as a date's. measfmt interpolates the measurement styles itself, everywhere;
// its overloads are the more specific, so a measurement goes to them.
#if !canImport(Darwin)
  import Foundation

  extension String {
    init(localized value: String, comment: StaticString? = nil) {
      self = value
    }
  }

  extension DefaultStringInterpolation {
    mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
      appendLiteral(format.format(value))
    }
  }
#endif
