import _MeasfmtICUBridge

/// An opened ICU spell-out formatter (`RuleBasedNumberFormat`, `URBNF_SPELLOUT`) whose
/// numbers agree with a grammatical gender; safe to share between threads: the bridge
/// holds one lock per formatter (`mf_spellout_format`).
final class ICUSpellOutFormatter: @unchecked Sendable {
  let handle: OpaquePointer

  /// `gender`: "masculine", "feminine", "neuter", … or "" (`mf_spellout_open`).
  init(localeID: String, gender: String) throws(ICUError) {
    handle = try ICU.open { mf_spellout_open(localeID, gender, &$0) }
  }

  deinit { mf_spellout_close(handle) }

  /// The number in words ("one hundred twenty-three"), or nil when ICU fails.
  func spellOut(_ value: Double) -> String? {
    try? ICU.readString { buffer, capacity, status in
      mf_spellout_format(handle, value, buffer, capacity, &status)
    }
  }
}

extension ICU {
  /// A unit's grammatical gender in a locale as CLDR gives it ("masculine", "feminine",
  /// "neuter", "common", …), or "" when the locale has none (`mf_unit_gender`).
  static func unitGender(_ identifier: String, localeID: String) -> String {
    (try? readString { buffer, capacity, status in
      mf_unit_gender(localeID, identifier, buffer, capacity, &status)
    }) ?? ""
  }
}
