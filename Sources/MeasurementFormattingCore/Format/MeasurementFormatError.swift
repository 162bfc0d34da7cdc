/// Why a formatter configuration, unit or locale was rejected.
///
/// Formatting a valid measurement never throws; these errors come from building a
/// configuration (an unknown unit id, a malformed locale) and carry a message a
/// person can act on. Compare ``code`` to tell errors apart — codes are static members
/// (as swift-system's `Errno`), so a new one breaks no `switch`; ``input`` is what was
/// rejected and ``candidates`` what may have been meant. The message is ``description``;
/// with Foundation (`import MeasurementFormatting`) the error is also a `LocalizedError`
/// whose `errorDescription` is the same message, so `error.localizedDescription` shows it
/// too.
///
/// ```swift
/// do {
///   _ = try MeasureUnit("kilometre")
/// } catch {
///   print(error.code, error.input, error.candidates)  // unknownUnit kilometre ["kilometer"]
///   print(error)  // unknown unit 'kilometre'; did you mean 'kilometer'?
/// }
/// ```
public struct MeasurementFormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of error it is: compare with the static members (`error.code == .unknownUnit`).
  ///
  /// ```swift
  /// MeasurementFormatError.unknownLocale("zz").code == .unknownLocale  // true
  /// print(MeasurementFormatError.Code.unknownLocale)  // unknownLocale
  /// ```
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private let name: String
    private init(_ name: String) { self.name = name }

    /// The unit is not one ICU knows; ``MeasurementFormatError/candidates`` holds what
    /// may have been meant.
    public static let unknownUnit = Code("unknownUnit")
    /// The unit symbol means different units to different people (`pt`: pint or point);
    /// ``MeasurementFormatError/candidates`` holds what it may mean.
    public static let ambiguousUnit = Code("ambiguousUnit")
    /// The locale identifier is not a well-formed BCP 47 or POSIX locale id.
    public static let malformedLocale = Code("malformedLocale")
    /// The locale is well formed but ICU has no data for its language.
    public static let unknownLocale = Code("unknownLocale")
    /// An option value is out of range, inconsistent or not understood (a style spec, a
    /// decimal that is not a number); the message says which.
    public static let invalidOption = Code("invalidOption")
    /// Two units measure different quantities (kilometer → kilogram).
    public static let incompatibleUnits = Code("incompatibleUnits")
    /// The operation is not possible for these units (a conversion of a custom unit, …).
    public static let unsupported = Code("unsupported")
    /// ICU itself failed; the message carries ICU's name for the error
    /// ("U_MEMORY_ALLOCATION_ERROR").
    public static let icuFailure = Code("icuFailure")
    /// Text read back is not a measurement as the locale writes one (no number, a number
    /// the locale does not write so, a unit of another quantity); the message names the
    /// part that failed.
    public static let parseFailure = Code("parseFailure")

    /// The code's name, as its static member is spelled: "unknownUnit".
    ///
    /// ```swift
    /// print(MeasurementFormatError.Code.ambiguousUnit)  // ambiguousUnit
    /// ```
    public var description: String { name }
  }

  /// What kind of error it is.
  ///
  /// ```swift
  /// do {
  ///   _ = try MeasurementFormat(locale: "zz")
  /// } catch where error.code == .unknownLocale {
  ///   print(error.input)  // zz
  /// }
  /// ```
  public let code: Code
  /// What was rejected, as it was given: the unit text, the locale id, the decimal text,
  /// the style spec; for ``Code/incompatibleUnits`` the unit converted from. Not
  /// neutralised: ``description`` is the text to show.
  ///
  /// ```swift
  /// MeasurementFormatError.malformedLocale("en--US").input  // "en--US"
  /// ```
  public let input: String
  /// What may have been meant: the suggestions of ``Code/unknownUnit``, the meanings of
  /// ``Code/ambiguousUnit``; empty for the other codes.
  ///
  /// ```swift
  /// MeasurementFormatError.ambiguousUnit("pt", meanings: ["pint", "point"]).candidates
  /// // ["pint", "point"]
  /// ```
  public let candidates: [String]
  /// The rest of the message for the codes that have one of their own (the sentence of
  /// ``Code/invalidOption``, the target unit of ``Code/incompatibleUnits``, ICU's error name).
  private let detail: String

  private init(_ code: Code, input: String, candidates: [String] = [], detail: String = "") {
    self.code = code
    self.input = input
    self.candidates = candidates
    self.detail = detail
  }

  /// The unit is not one ICU knows; with what may have been meant: identifiers, and
  /// from ``MeasureUnit/init(symbol:)`` symbols too (`kmph` → `km/h`, `mph`).
  ///
  /// ```swift
  /// print(MeasurementFormatError.unknownUnit("kmph", suggestions: ["km/h", "mph"]))
  /// // unknown unit 'kmph'; did you mean 'km/h', 'mph'?
  /// ```
  /// - Parameters:
  ///   - unit: The text given for the unit.
  ///   - suggestions: Close known units, best first (may be empty).
  public static func unknownUnit(_ unit: String, suggestions: [String]) -> Self {
    Self(.unknownUnit, input: unit, candidates: suggestions)
  }

  /// The unit symbol means different units to different people (`pt`: pint or point;
  /// `mb`: megabyte, megabit or millibar); with what it may mean.
  ///
  /// ```swift
  /// print(MeasurementFormatError.ambiguousUnit("pt", meanings: ["pint", "point"]))
  /// // ambiguous unit 'pt'; did you mean 'pint', 'point'?
  /// ```
  /// - Parameters:
  ///   - unit: The symbol given.
  ///   - meanings: The units it may mean.
  public static func ambiguousUnit(_ unit: String, meanings: [String]) -> Self {
    Self(.ambiguousUnit, input: unit, candidates: meanings)
  }

  /// The locale identifier is not a well-formed BCP 47 or POSIX locale id.
  ///
  /// ```swift
  /// print(MeasurementFormatError.malformedLocale("../../etc"))
  /// // malformed locale identifier '../../etc'
  /// ```
  /// - Parameter locale: The identifier given.
  public static func malformedLocale(_ locale: String) -> Self {
    Self(.malformedLocale, input: locale)
  }

  /// The locale is well formed but ICU has no data for its language.
  ///
  /// ```swift
  /// print(MeasurementFormatError.unknownLocale("zz"))
  /// // unknown locale 'zz': ICU has no data for its language
  /// ```
  /// - Parameter locale: The identifier given.
  public static func unknownLocale(_ locale: String) -> Self {
    Self(.unknownLocale, input: locale)
  }

  /// An option value is out of range or inconsistent; the message says which.
  ///
  /// ```swift
  /// let error = MeasurementFormatError.invalidOption("'12abc' is not a number", input: "12abc")
  /// print(error)        // '12abc' is not a number
  /// print(error.input)  // 12abc
  /// ```
  /// - Parameters:
  ///   - message: The sentence to show; input quoted in it is neutralised with the rest
  ///     of ``description``.
  ///   - input: The rejected text, when there is one.
  public static func invalidOption(_ message: String, input: String = "") -> Self {
    Self(.invalidOption, input: input, detail: message)
  }

  /// Two units measure different quantities (kilometer → kilogram).
  ///
  /// ```swift
  /// print(MeasurementFormatError.incompatibleUnits("kilometer", "kilogram"))
  /// // cannot convert 'kilometer' to 'kilogram': they measure different quantities
  /// ```
  /// - Parameters:
  ///   - from: The unit converted from (the error's ``input``).
  ///   - to: The unit converted to.
  public static func incompatibleUnits(_ from: String, _ to: String) -> Self {
    Self(.incompatibleUnits, input: from, detail: to)
  }

  /// The operation is not possible for these units (a range of a custom unit, …).
  ///
  /// ```swift
  /// print(MeasurementFormatError.unsupported("custom units cannot be converted"))
  /// // custom units cannot be converted
  /// ```
  /// - Parameters:
  ///   - message: The sentence to show.
  ///   - input: The rejected text, when there is one.
  public static func unsupported(_ message: String, input: String = "") -> Self {
    Self(.unsupported, input: input, detail: message)
  }

  /// ICU failed where it should not have (out of memory, a result it could not deliver).
  ///
  /// ```swift
  /// print(MeasurementFormatError.icuFailure("U_MEMORY_ALLOCATION_ERROR"))
  /// // ICU failed: U_MEMORY_ALLOCATION_ERROR
  /// ```
  /// - Parameters:
  ///   - errorName: ICU's name for the error, as `u_errorName` gives it.
  ///   - input: What ICU was given (a skeleton, a locale id), when it helps.
  public static func icuFailure(_ errorName: String, input: String = "") -> Self {
    Self(.icuFailure, input: input, detail: errorName)
  }

  /// Text read back by ``MeasurementFormat/parse(_:quantity:)`` is not a measurement as
  /// the locale writes one; the message names the part that failed.
  ///
  /// ```swift
  /// let error = MeasurementFormatError.parseFailure("no number in 'km'", input: "km")
  /// print(error)        // no number in 'km'
  /// print(error.code)   // parseFailure
  /// ```
  /// - Parameters:
  ///   - message: The sentence to show; input quoted in it is neutralised with the rest
  ///     of ``description``.
  ///   - input: The text, or the part of it, that could not be read.
  public static func parseFailure(_ message: String, input: String) -> Self {
    Self(.parseFailure, input: input, detail: message)
  }

  /// The message: what was rejected and, where there is one, what would work. Input
  /// echoed in it is neutralised: control characters (C0, DEL, C1), line and paragraph
  /// separators and bidi controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F,
  /// U+061C) are written as escapes (`\u{202e}`), so logging the message cannot reorder
  /// or break the log line, and input longer than 60 characters is cut with "…".
  ///
  /// ```swift
  /// MeasurementFormatError.unknownLocale("zz").description
  /// // "unknown locale 'zz': ICU has no data for its language"
  /// MeasurementFormatError.unknownUnit("km\u{202E}", suggestions: []).description
  /// // "unknown unit 'km\\u{202e}'"
  /// ```
  public var description: String {
    let quoted = Self.printable(input)
    let text: String
    switch code {
    case .unknownUnit:
      text =
        "unknown unit '\(quoted)'"
        + (candidates.isEmpty ? "" : "; did you mean \(Self.list(candidates))?")
    case .ambiguousUnit:
      text = "ambiguous unit '\(quoted)'; did you mean \(Self.list(candidates))?"
    case .malformedLocale:
      text = "malformed locale identifier '\(quoted)'"
    case .unknownLocale:
      text = "unknown locale '\(quoted)': ICU has no data for its language"
    case .incompatibleUnits:
      text =
        "cannot convert '\(quoted)' to '\(Self.printable(detail))': they measure different quantities"
    case .icuFailure:
      text = "ICU failed: \(detail)" + (input.isEmpty ? "" : " for '\(quoted)'")
    default:
      text = detail
    }
    // Messages with a sentence of their own quote their input themselves: escape
    // whatever is left (escaping escaped text changes nothing).
    return Self.escaped(text)
  }

  private static func list(_ items: [String]) -> String {
    items.map { "'\(printable($0))'" }.joined(separator: ", ")
  }

  /// Shortens and neutralises user input quoted in a message: what ``description`` says
  /// it escapes is shown as escapes, and more than 60 characters are cut with an ellipsis.
  package static func printable(_ text: String) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == 60 {
        result += "…"
        break
      }
      appendEscaped(scalar, to: &result)
      count += 1
    }
    return result
  }

  private static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    for scalar in text.unicodeScalars { appendEscaped(scalar, to: &result) }
    return result
  }

  private static func appendEscaped(_ scalar: Unicode.Scalar, to result: inout String) {
    if needsEscape(scalar) {
      result += "\\u{\(String(scalar.value, radix: 16))}"
    } else {
      result.unicodeScalars.append(scalar)
    }
  }

  /// C0 controls, DEL, C1 controls, U+2028/U+2029, and every bidi control: embeddings,
  /// overrides, isolates and the marks (a mark can move a neighbouring quote).
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F..<0xA0, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E,
      0x2066...0x2069:
      true
    default: false
    }
  }
}
