// Repair: the Unicode locale keywords of measurement, `-u-mu-` and `-u-ms-`, reach ICU's
// unit preferences as it reads them.
//
// ICU turns a BCP 47 tag into its own locale id with the keywords' legacy values, and
// its unit preferences (the output unit of a `usage`) then look for other values:
// - `-u-ms-uksystem` becomes `measure=imperial`, but the preferences know only
//   `uksystem`: ignored on ICU 72, 76 and 78 (de-DE-u-ms-uksystem weighs 70 kg as "70 kg",
//   Germany's, not "11 st, 0,32 lb"). What the system then means is each ICU's: ICU 72
//   takes the UK's preferences; ICU 76 and 78, as CLDR 46 specifies, keep the region's
//   own where all of its units belong to the system (en-US-u-ms-uksystem: pounds, which
//   the UK uses too) and take the UK's otherwise.
// - `-u-mu-fahrenhe` (the BCP 47 value: a subtag has at most eight letters) stays
//   `mu=fahrenhe`, and ICU 72's preferences know only `fahrenheit`: ignored on ICU 72
//   (de-DE-u-mu-fahrenhe writes 20 °C for the weather), read on ICU 76 and 78, which know
//   both.
// Shown by `ICUWorkaroundTests` (`measurementKeywords`) through `measfmt-icu-probe`,
// plain ICU. measfmt writes the values the preferences read (`uksystem`, `fahrenheit`,
// which every ICU reads) when the locale resolves. `-u-ms-metric`, `-u-ms-ussystem`,
// `-u-mu-celsius`, `-u-mu-kelvin` and `-u-rg-` reach ICU as it reads them already.
extension LocaleResolver {
  /// The ICU locale id with the measurement keywords' values ICU's unit preferences read.
  static func withMeasurementKeywordsICUReads(_ icuID: String) -> String {
    guard let at = icuID.firstIndex(of: "@"),
      icuID.contains("measure=imperial") || icuID.contains("mu=fahrenhe")
    else { return icuID }
    let keywords = icuID[icuID.index(after: at)...].split(separator: ";").map { keyword in
      switch keyword {
      case "measure=imperial": "measure=uksystem"
      case "mu=fahrenhe": "mu=fahrenheit"
      default: String(keyword)
      }
    }
    return String(icuID[..<at]) + "@" + keywords.joined(separator: ";")
  }
}
