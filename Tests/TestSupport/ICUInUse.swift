import Foundation
import MeasurementFormatting
import Testing

/// The ICU the tests run against, and the CLDR version of its data.
///
/// Expectations that follow CLDR data (digits, unit names, usage preferences, the unit
/// list) are written out per CLDR version — CLDR 42 (ICU 72, Debian 12), CLDR 46 (ICU 76,
/// Debian 13) and CLDR 48 (ICU 78, Debian testing) — and the tests pick the one of the ICU
/// in use. On an ICU whose CLDR
/// version has none written, such a check is not run and says so as a warning: the test
/// data is missing, not the library broken.
public enum ICUInUse {
  /// The ICU version in use, "72.1".
  public static let icu: String = ICUInfo.icuVersion

  /// The major CLDR version of the ICU in use: "42", "46", "48".
  ///
  /// `MEASFMT_TEST_CLDR=44 swift test` pretends another version, to see what the suite
  /// does on a CLDR it has no expectations for (every per-version check then warns).
  public static let cldr: String = {
    if let forced = ProcessInfo.processInfo.environment["MEASFMT_TEST_CLDR"], !forced.isEmpty {
      return forced
    }
    return String(ICUInfo.cldrVersion.prefix { $0 != "." })
  }()

  /// The CLDR versions these tests have expectations for.
  public static let writtenCLDRVersions: Set<String> = ["42", "46", "48"]

  /// The value written for the CLDR version in use; nil, after a warning that names the
  /// version and `what`, when none is written.
  public static func value<T>(
    _ perCLDR: [String: T], _ what: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> T? {
    if let value = perCLDR[cldr] { return value }
    Issue.record(
      "Not checked: no expectation written for CLDR \(cldr) (ICU \(icu)): \(what())",
      severity: .warning, sourceLocation: sourceLocation)
    return nil
  }
}

/// Expects `actual` to be the value written for the CLDR version in use
/// (`["42": …, "46": …]`); on a CLDR version with none written, records a warning.
public func expect<T: Equatable & Sendable>(
  _ actual: T, perCLDR expected: [String: T], _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let what = comment.map { "\($0)" } ?? "\(actual)"
  guard let value = ICUInUse.value(expected, what, sourceLocation: sourceLocation) else { return }
  #expect(actual == value, comment, sourceLocation: sourceLocation)
}
