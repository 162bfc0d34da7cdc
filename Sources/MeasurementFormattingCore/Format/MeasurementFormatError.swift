/// Why a formatter configuration, unit or locale was rejected.
///
/// Formatting a valid measurement never throws; these errors come from building a
/// configuration (an unknown unit id, a malformed locale) and carry a message a
/// person can act on. The message is ``description``; with Foundation (`import
/// MeasurementFormatting`) the error is also a `LocalizedError` whose
/// `errorDescription` is the same message, so `error.localizedDescription` shows it too.
///
/// ```swift
/// do { _ = try MeasureUnit("kilometre") } catch { print(error.localizedDescription) }
/// // unknown unit 'kilometre'; did you mean 'kilometer'?
/// ```
public enum MeasurementFormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The unit is not one ICU knows; with what may have been meant: identifiers, and
  /// from ``MeasureUnit/init(symbol:)`` symbols too (`kmph` → `km/h`, `mph`).
  case unknownUnit(String, suggestions: [String])
  /// The unit symbol means different units to different people (`pt`: pint or point;
  /// `mb`: megabyte, megabit or millibar); with what it may mean.
  case ambiguousUnit(String, meanings: [String])
  /// The locale identifier is not a well-formed BCP 47 or POSIX locale id.
  case malformedLocale(String)
  /// The locale is well formed but ICU has no data for its language.
  case unknownLocale(String)
  /// An option value is out of range or inconsistent; the message says which.
  case invalidOption(String)
  /// Two units measure different quantities (kilometer → kilogram).
  case incompatibleUnits(String, String)
  /// The operation is not possible for these units (a range of a custom unit, …).
  case unsupported(String)

  /// The message: what was rejected and, where there is one, what would work.
  ///
  /// ```swift
  /// MeasurementFormatError.unknownLocale("zz").description
  /// // "unknown locale 'zz': ICU has no data for its language"
  /// ```
  public var description: String {
    switch self {
    case .unknownUnit(let unit, let suggestions):
      var text = "unknown unit '\(Self.printable(unit))'"
      if !suggestions.isEmpty {
        text += "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
      }
      return text
    case .ambiguousUnit(let unit, let meanings):
      return "ambiguous unit '\(Self.printable(unit))'; did you mean "
        + meanings.map { "'\($0)'" }.joined(separator: ", ") + "?"
    case .malformedLocale(let locale):
      return "malformed locale identifier '\(Self.printable(locale))'"
    case .unknownLocale(let locale):
      return "unknown locale '\(Self.printable(locale))': ICU has no data for its language"
    case .invalidOption(let message):
      return message
    case .incompatibleUnits(let from, let to):
      return
        "cannot convert '\(Self.printable(from))' to '\(Self.printable(to))': they measure different quantities"
    case .unsupported(let message):
      return message
    }
  }

  /// Shortens and neutralises user input quoted in a message: control characters
  /// are shown as escapes, and more than 60 characters are cut with an ellipsis.
  package static func printable(_ text: String) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == 60 {
        result += "…"
        break
      }
      if scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0) {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
      count += 1
    }
    return result
  }
}
