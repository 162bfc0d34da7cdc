import MeasurementFormattingCore

/// The locale categories as Unix tools read them: the language of unit names from
/// `LC_ALL`, `LC_MESSAGES`, `LANG`; numbers (symbols, digits) from `LC_ALL`,
/// `LC_NUMERIC`, `LANG`, as numfmt; the measurement system of `--usage` from
/// `LC_MEASUREMENT` when set (and `LC_ALL` is not). POSIX ids keep the modifiers that
/// name a script or variant.
///
/// ```swift
/// LocaleEnvironment.identifier("sr_RS@latin")     // "sr-Latn-RS"
/// LocaleEnvironment.identifier("ca_ES.UTF-8@valencia")  // "ca-ES-valencia"
/// ```
enum LocaleEnvironment {
  /// The POSIX modifiers that say something about formatting, as BCP 47 subtags.
  static let scripts = ["latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva"]
  static let variants = ["valencia": "valencia"]

  /// A POSIX id (`language[_territory][.codeset][@modifier]`) as BCP 47, with its
  /// script or variant modifier (`sr_RS@latin` → `sr-Latn-RS`); other modifiers
  /// (`@euro`) are left out without error. `C` and `POSIX` (with any codeset) are "C".
  /// Anything else (BCP 47, ICU keywords) is returned as it is.
  static func identifier(_ id: String) -> String {
    if id == "C" || id == "POSIX" || id.hasPrefix("C.") || id.hasPrefix("POSIX.") { return "C" }
    // A POSIX id: no "-" before the codeset ("sr_RS.UTF-8@latin", not "sr-Latn").
    guard let at = id.firstIndex(of: "@"),
      !id[..<(id.firstIndex(of: ".") ?? at)].contains("-")
    else { return id }
    let modifier = id[id.index(after: at)...].lowercased()
    guard !modifier.isEmpty, modifier.allSatisfy({ $0 >= "a" && $0 <= "z" }) else { return id }
    var base = id[..<at]
    if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
    let pieces = base.split(separator: "_", maxSplits: 1)
    guard let language = pieces.first, !language.isEmpty else { return String(base) }
    var tag = String(language)
    if let script = scripts[modifier] { tag += "-" + script }
    if pieces.count > 1 { tag += "-" + pieces[1] }
    if let variant = variants[modifier] { tag += "-" + variant }
    return tag
  }

  /// The first of `names` set and not empty.
  static func first(_ names: [String], in environment: [String: String]) -> String? {
    for name in names {
      if let value = environment[name], !value.isEmpty { return value }
    }
    return nil
  }

  /// The locale of unit names: `LC_ALL`, `LC_MESSAGES`, `LANG`; "en" when none is set
  /// or the one set cannot be used.
  static func language(_ environment: [String: String]) -> String {
    usable(first(["LC_ALL", "LC_MESSAGES", "LANG"], in: environment)) ?? "en"
  }

  /// The locale of numbers: `LC_ALL`, `LC_NUMERIC`, `LANG` (nil: none set, or unusable).
  static func numbers(_ environment: [String: String]) -> String? {
    usable(first(["LC_ALL", "LC_NUMERIC", "LANG"], in: environment))
  }

  /// `LC_MEASUREMENT`'s system as a Unicode locale keyword value: "ussystem" for the
  /// locales of the United States (glibc's `measurement 2`: en_US, es_US, chr_US,
  /// yi_US, unm_US), "metric" for every other one; nil when it is not set or `LC_ALL`
  /// is (which overrides every category).
  static func measurementSystem(_ environment: [String: String]) -> String? {
    guard first(["LC_ALL"], in: environment) == nil,
      let value = first(["LC_MEASUREMENT"], in: environment)
    else { return nil }
    let id = identifier(value)
    var base = Substring(id)
    if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
    let subtags = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
    return subtags.dropFirst().contains("US") ? "ussystem" : "metric"
  }

  /// `id` with the measurement system `ms` (`en-US` → `en-US-u-ms-metric`); as it is
  /// when it already names keywords, or is C.
  static func withMeasurementSystem(_ id: String, _ ms: String) -> String {
    withKeywords(id, ["ms-" + ms])
  }

  /// `id` with Unicode locale keywords ("ms-metric", "rg-dezzzz", in this order); as it
  /// is when it already names keywords, or is C.
  static func withKeywords(_ id: String, _ keywords: [String]) -> String {
    if keywords.isEmpty || id == "C" || id.contains("@") || id.contains("-u-") { return id }
    var base = Substring(id)
    if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
    return base.replacing("_", with: "-") + "-u-" + keywords.joined(separator: "-")
  }

  /// The region of a locale id ("DE" of "de-DE", "419" of "es_419"), or nil.
  static func region(_ id: String) -> String? {
    var base = Substring(id)
    if let cut = base.firstIndex(where: { $0 == "." || $0 == "@" }) { base = base[..<cut] }
    if let u = base.firstRange(of: "-u-") { base = base[..<u.lowerBound] }
    for subtag in base.split(whereSeparator: { $0 == "_" || $0 == "-" }).dropFirst() {
      if subtag.count == 2, subtag.allSatisfy({ $0.isLetter }) { return subtag.uppercased() }
      if subtag.count == 3, subtag.allSatisfy({ $0.isNumber }) { return String(subtag) }
    }
    return nil
  }

  private static func usable(_ value: String?) -> String? {
    guard let value else { return nil }
    let id = identifier(value)
    return (try? MeasurementFormat(locale: id)) == nil ? nil : id
  }
}
