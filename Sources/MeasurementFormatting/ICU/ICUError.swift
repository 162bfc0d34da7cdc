/// An ICU failure, by ICU's name for it ("U_ILLEGAL_ARGUMENT_ERROR").
///
/// Every status the bridge reports is checked in `ICU/` and becomes this error there:
/// no other layer sees a raw `UErrorCode`. ICU's warnings (negative codes) are not
/// failures.
struct ICUError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ICU's `UErrorCode`, always above `U_ZERO_ERROR`.
  private let code: Int32

  /// The error for a status the bridge reported, or nil when the call succeeded.
  init?(status: Int32) {
    guard status > 0 else { return nil }
    code = status
  }

  /// ICU's `U_ILLEGAL_ARGUMENT_ERROR`: for failures the bridge reports without a status
  /// (a null handle, a result too large to read).
  static let illegalArgument = ICUError(status: 1)!

  /// ICU's name for the error, as `u_errorName` gives it ("U_BUFFER_OVERFLOW_ERROR").
  var name: String {
    let index = Int(code)
    if index < Self.standardNames.count { return Self.standardNames[index] }
    let format = index - 0x10100
    if format >= 0 && format < Self.formatNames.count { return Self.formatNames[format] }
    return "UErrorCode \(code)"
  }

  var description: String { name }

  /// `U_ZERO_ERROR` … `U_INPUT_TOO_LONG_ERROR` (utypes.h; stable since ICU 4).
  private static let standardNames = [
    "U_ZERO_ERROR", "U_ILLEGAL_ARGUMENT_ERROR", "U_MISSING_RESOURCE_ERROR",
    "U_INVALID_FORMAT_ERROR", "U_FILE_ACCESS_ERROR", "U_INTERNAL_PROGRAM_ERROR",
    "U_MESSAGE_PARSE_ERROR", "U_MEMORY_ALLOCATION_ERROR", "U_INDEX_OUTOFBOUNDS_ERROR",
    "U_PARSE_ERROR", "U_INVALID_CHAR_FOUND", "U_TRUNCATED_CHAR_FOUND", "U_ILLEGAL_CHAR_FOUND",
    "U_INVALID_TABLE_FORMAT", "U_INVALID_TABLE_FILE", "U_BUFFER_OVERFLOW_ERROR",
    "U_UNSUPPORTED_ERROR", "U_RESOURCE_TYPE_MISMATCH", "U_ILLEGAL_ESCAPE_SEQUENCE",
    "U_UNSUPPORTED_ESCAPE_SEQUENCE", "U_NO_SPACE_AVAILABLE", "U_CE_NOT_FOUND_ERROR",
    "U_PRIMARY_TOO_LONG_ERROR", "U_STATE_TOO_OLD_ERROR", "U_TOO_MANY_ALIASES_ERROR",
    "U_ENUM_OUT_OF_SYNC_ERROR", "U_INVARIANT_CONVERSION_ERROR", "U_INVALID_STATE_ERROR",
    "U_COLLATOR_VERSION_MISMATCH", "U_USELESS_COLLATOR_ERROR", "U_NO_WRITE_PERMISSION",
    "U_INPUT_TOO_LONG_ERROR",
  ]

  /// The formatting errors from `U_FMT_PARSE_ERROR_START` (0x10100): skeleton syntax,
  /// decimal numbers, argument bounds.
  private static let formatNames = [
    "U_UNEXPECTED_TOKEN", "U_MULTIPLE_DECIMAL_SEPARATORS", "U_MULTIPLE_EXPONENTIAL_SYMBOLS",
    "U_MALFORMED_EXPONENTIAL_PATTERN", "U_MULTIPLE_PERCENT_SYMBOLS", "U_MULTIPLE_PERMILL_SYMBOLS",
    "U_MULTIPLE_PAD_SPECIFIERS", "U_PATTERN_SYNTAX_ERROR", "U_ILLEGAL_PAD_POSITION",
    "U_UNMATCHED_BRACES", "U_UNSUPPORTED_PROPERTY", "U_UNSUPPORTED_ATTRIBUTE",
    "U_ARGUMENT_TYPE_MISMATCH", "U_DUPLICATE_KEYWORD", "U_UNDEFINED_KEYWORD",
    "U_DEFAULT_KEYWORD_MISSING", "U_DECIMAL_NUMBER_SYNTAX_ERROR", "U_FORMAT_INEXACT_ERROR",
    "U_NUMBER_ARG_OUTOFBOUNDS_ERROR", "U_NUMBER_SKELETON_SYNTAX_ERROR",
  ]
}
