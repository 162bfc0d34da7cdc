// Repair: a locale with a numbering system ICU does not know formats with the locale's own.
//
// Needed on ICU 72, 76 and 78: ICU accepts any `-u-nu-` value in a locale id but then
// refuses every skeleton in it ("en-u-nu-bogus": U_UNSUPPORTED_ERROR). Shown by
// `ICUWorkaroundTests` (`unknownNumberingSystem`) through `measfmt-icu-probe`, plain ICU.
// ECMA-402 ignores an unsupported numbering system, and so does measfmt: the keyword is
// dropped when the locale resolves, only where ICU refuses to format with it.
extension LocaleResolver {
  /// The ICU locale id without its `numbers=` keyword when ICU cannot format with it.
  static func withoutUnknownNumberingSystem(_ icuID: String) -> String {
    guard icuID.contains("numbers="), let at = icuID.firstIndex(of: "@"),
      !canFormat(icuID)
    else { return icuID }
    let keywords = icuID[icuID.index(after: at)...].split(separator: ";")
      .filter { !$0.hasPrefix("numbers=") }
    let base = String(icuID[..<at])
    return keywords.isEmpty ? base : base + "@" + keywords.joined(separator: ";")
  }

  private static func canFormat(_ icuID: String) -> Bool {
    guard let formatter = try? ICUNumberFormatter(skeleton: Skeleton.probe, localeID: icuID)
    else { return false }
    if case .success = formatter.format(1, { _, _ in () }) { return true }
    return false
  }
}
