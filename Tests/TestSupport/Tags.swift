import Foundation
import Testing

extension Tag {
  /// Suites whose tests race threads through what measfmt shares (caches, kept layouts,
  /// the batch runners, the parse tables): CI runs them under ThreadSanitizer, picked by
  /// this tag (`scripts/sanitize.sh thread --tag concurrency`).
  @Tag public static var concurrency: Tag
  /// The data sweeps (every locale × unit × width: minutes, mostly ICU's): run only when
  /// ``Sweeps/enabled``.
  @Tag public static var sweep: Tag
  /// Suites that compare two of measfmt's own code paths on the same data (digits written
  /// without ICU against ICU's; `string()` against `format().string`): CI leaves them out
  /// of the run on the static binary's filtered ICU data, which cannot make two paths over
  /// the same data differ (`.ci/run`'s job static_tests).
  @Tag public static var differential: Tag
  /// Suites whose expected values come from `measfmt-icu-probe` over every locale: the
  /// probe reads the system's ICU data, not the data the tests are given, so CI leaves
  /// them out of the run on the static binary's filtered ICU data (`.ci/run`'s job
  /// static_tests).
  @Tag public static var systemICUData: Tag
}

/// Whether the data sweeps run: `MEASFMT_SWEEPS=1 swift test` runs them, as CI does;
/// `swift test` alone leaves them out (they are most of a run's time).
public enum Sweeps {
  public static let enabled = ProcessInfo.processInfo.environment["MEASFMT_SWEEPS"] == "1"
  /// Why a sweep did not run.
  public static let comment: Comment =
    "a data sweep: MEASFMT_SWEEPS=1 swift test runs it, as CI does"
}
