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

  /// ICU's `U_BUFFER_OVERFLOW_ERROR`: output that did not fit after the bounded retries
  /// (see `ICU.withOutput`), or past the largest size read.
  static let bufferOverflow = ICUError(status: 15)!

  /// ICU's name for the error, as `u_errorName` gives it ("U_BUFFER_OVERFLOW_ERROR").
  var name: String { ICU.errorName(code) }

  var description: String { name }
}
