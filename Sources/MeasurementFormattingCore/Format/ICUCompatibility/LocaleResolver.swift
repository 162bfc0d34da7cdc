/// Turns BCP 47 tags (`de-CH`, `ar-EG-u-nu-arab`), POSIX ids (`de_CH.UTF-8`) and ICU
/// ids (`de_CH@numbers=arab`) into an ICU locale id.
package enum LocaleResolver {
  /// - Throws: ``MeasurementFormatError/malformedLocale(_:)`` for ids that are not well
  ///   formed, ``MeasurementFormatError/unknownLocale(_:)`` when ICU has no data for
  ///   the language.
  package static func resolve(_ identifier: String) throws(MeasurementFormatError) -> String {
    let id = identifier.trimmingASCIIWhitespace()
    guard !id.isEmpty, id.utf8.count <= 200 else { throw .malformedLocale(identifier) }
    // Letters, digits and the separators of BCP 47, POSIX and ICU ids only: a
    // locale from an HTTP header or a config file must not reach ICU as anything else.
    let allowed = id.utf8.allSatisfy { b in
      (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39)
        || b == 0x2D || b == 0x5F || b == 0x2E || b == 0x40 || b == 0x3D || b == 0x3B
    }
    guard allowed else { throw .malformedLocale(identifier) }
    if isPOSIXLocale(id) { return "en_US_POSIX" }
    if id == "und" || id == "root" { return "" }

    let icuID: String
    if id.contains("_") || id.contains("@") || id.contains(".") {
      // POSIX: language[_territory][.codeset][@modifier]. The codeset says nothing
      // about formatting; an ICU keyword list after "@" is kept.
      var base = Substring(id)
      var keywords = ""
      if let at = base.firstIndex(of: "@") {
        let tail = base[base.index(after: at)...]
        if tail.contains("=") { keywords = "@" + tail }
        base = base[..<at]
      }
      if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
      guard !base.isEmpty, !base.contains(".") else { throw .malformedLocale(identifier) }
      let parts = base.split(separator: "_", omittingEmptySubsequences: false)
      guard parts.allSatisfy({ !$0.isEmpty && $0.utf8.count <= 8 }),
        parts.first!.allSatisfy({ $0.isLetter })
      else { throw .malformedLocale(identifier) }
      guard let canonical = try? ICU.canonicalize(localeID: String(base) + keywords),
        !canonical.isEmpty
      else { throw .malformedLocale(identifier) }
      icuID = canonical
    } else {
      let id = withBCP47KeywordValues(id)
      guard let (converted, parsed) = try? ICU.localeID(forLanguageTag: id),
        parsed == id.utf8.count, !converted.isEmpty
      else { throw .malformedLocale(identifier) }
      icuID = converted
    }
    guard ICU.hasData(localeID: icuID) else { throw .unknownLocale(identifier) }
    // ICU refuses every format in a numbering system it does not know, and its unit
    // preferences read other values of the measurement keywords than its ids hold
    // (Repairs/).
    return withMeasurementKeywordsICUReads(withoutUnknownNumberingSystem(icuID))
  }

  /// CLDR's long names of Unicode locale keyword values that BCP 47 cannot hold (a subtag
  /// has at most eight letters), as people and ICU's own tests write them
  /// (`en-US-u-mu-fahrenheit`), with the value each stands for: CLDR's
  /// `common/bcp47/*.xml`, the `alias` of a `type` (key, long name, BCP 47 value).
  static let longKeywordValues: [(key: String, long: String, value: String)] = [
    ("mu", "fahrenheit", "fahrenhe"),  // measure.xml
    ("ca", "gregorian", "gregory"),  // calendar.xml
    ("co", "phonebook", "phonebk"),  // collation.xml
    ("co", "dictionary", "dict"),  // collation.xml
    ("co", "traditional", "trad"),  // collation.xml
    ("co", "gb2312han", "gb2312"),  // collation.xml
    ("nu", "traditional", "traditio"),  // number.xml
  ]

  /// A BCP 47 tag with the long keyword values of its `-u-` extension
  /// (``longKeywordValues``) written as BCP 47 writes them; as it is otherwise.
  static func withBCP47KeywordValues(_ tag: String) -> String {
    guard tag.utf8.count > 12, tag.lowercased().contains("-u-") else { return tag }
    var subtags = tag.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    var inUnicode = false
    var key: String?
    for i in subtags.indices {
      let subtag = subtags[i].lowercased()
      if subtag.count == 1 {
        inUnicode = subtag == "u"
        key = nil
        continue
      }
      guard inUnicode else { continue }
      if subtag.count == 2 {
        key = subtag
      } else if let key,
        let found = longKeywordValues.first(where: { $0.key == key && $0.long == subtag })
      {
        subtags[i] = found.value
      }
    }
    return subtags.joined(separator: "-")
  }

  /// The BCP 47 form of an ICU locale id ("de_CH" → "de-CH", "" → "und"), or nil when
  /// ICU has none (`uloc_toLanguageTag`).
  static func languageTag(_ icuID: String) -> String? {
    guard let tag = try? ICU.languageTag(localeID: icuID), !tag.isEmpty else { return nil }
    return tag
  }

  /// "C", "POSIX", "C.UTF-8": the POSIX locale. Named by a program it is ICU's
  /// `en_US_POSIX` (no grouping); found in the environment it says only that no
  /// language was chosen (see ``environmentLocale(_:)``).
  static func isPOSIXLocale(_ id: String) -> Bool {
    id == "C" || id == "POSIX" || id.hasPrefix("C.")
  }

  /// The locale the environment asks for: the first of `LC_ALL`, `LC_MESSAGES` and
  /// `LANG` that is set and not empty (POSIX's order), as it is; "en" when none is
  /// set, when it is the POSIX locale, or when no locale can be made of it.
  static func environmentLocale(_ environment: [String: String]) -> String {
    for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[key], !value.isEmpty else { continue }
      guard !isPOSIXLocale(value), (try? resolve(value)) != nil else { return "en" }
      return value
    }
    return "en"
  }
}
