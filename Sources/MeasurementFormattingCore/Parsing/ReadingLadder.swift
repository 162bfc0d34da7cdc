/// The reading ladder: how far the reader loosens a text before it reads it, one rung at a
/// time, and why each rung is safe. This is the one place the ladder is written down; the
/// steps that find the numbers and forms around the units (a range, a mixed unit, a
/// fraction, "about") are listed with it in `Parsing/README.md` and docs/library.md.
///
/// A unit's text is matched against every unit of the locale (what ICU writes for it at
/// every width, in every plural form and case), the language's spellings
/// (``ReaderData/spellings``) and the symbols people type in any language (``UnitSymbols``),
/// at the closest rung that matches anything. Each rung's rule is the same: **a reading is
/// given only when, under that rung's loosening applied to every unit alike, exactly one
/// unit fits, and the text is no known false friend**; two fit, and the text is an error
/// listing both. So a looser rung can never read a text that a closer one would have read
/// otherwise, and no text is read by being close to one unit while as close to another.
///
/// Before any rung, a text is looked up among the false friends
/// (``ReaderData/falseFriends``: "dB" is decibels, never a decibyte; a bare "°" is an angle
/// or the region's temperature; "gr" is the gram in the Romance languages): their verdict
/// stands, together with what ICU writes so for the locale where the two differ. After a
/// rung has found one unit, the regional table (``ReaderData/regional``) may withhold it:
/// CLDR's en-GB "pint" is the US pint, a British pint the imperial one, so the text is
/// ambiguous there.
enum Rung: Int, Comparable, Sendable, CaseIterable {
  /// As ICU writes some unit for the locale, every run of white space alike (U+0020,
  /// U+00A0, U+202F …). ICU's own data: two units written alike are an ambiguity.
  case exact
  /// Without spaces and zero-width non-joiners: "5km" for "5 km", Persian "میلیمتر" for
  /// "میلی‌متر". No unit's meaning depends on a space inside its symbol.
  case spaceless
  /// Without accents and combining marks ("quilometros"), periods ("dk" for "dk.") and
  /// carets, with the ASCII stand-ins people type ("'" and '"' for ′ ″ ׳ ״, "º" for "°",
  /// "m2" for "m²" — an exponent only glued to its unit, never across a space) and Latin
  /// letters for the Cyrillic ones that look alike; case kept.
  case loose
  /// In another case, only where the text's case is uniform — all capitals, all small
  /// letters, or a capital and small letters ("KM", "km", "Km"): caps lock and sentence
  /// case lose nothing, while a text in mixed case ("mM", "nM", "MBit", "KWh") writes case
  /// on purpose, as SI symbols do (m milli, M mega; b bit, B byte), and is read only as
  /// written or as composed from pieces of exact case.
  case caseFolded
  /// Loose and in another case, with the same condition on case.
  case looseFolded
  /// The symbols of ``MeasureUnit/init(symbol:)`` where nothing above matched: CLDR ids,
  /// compound symbols ("km/h", "m/s²"), prefixed symbols ("kN", "GiB": SI and binary
  /// prefixes in exact case; bytes and bits only in whole multiples).
  case symbol
  /// A unit ICU composes (a prefix, a power, a quotient, a product), taken apart with the
  /// locale's own forms and checked by formatting it: a prefix only in exact case on a
  /// piece in exact case ("MBit/s" is mega-bit per second in German, never milli-); a
  /// prefix on a base that CLDR never lists it with (deci-byte, giga-meter) only where the
  /// text is exactly as ICU writes it.
  case composed

  static func < (a: Rung, b: Rung) -> Bool { a.rawValue < b.rawValue }

  /// The lookup rungs of a text's key, closest first, with the key at each; nil at the
  /// rungs the text may not reach (case folding of a text in mixed case).
  static func keys(_ key: String) -> [String?] {
    let bare = ParseText.spaceless(key)
    let uniform = ParseText.hasUniformCase(key)
    return [
      key, bare, ParseText.loose(key, keepingCase: true), uniform ? bare.lowercased() : nil,
      uniform ? ParseText.loose(key) : nil,
    ]
  }
}
