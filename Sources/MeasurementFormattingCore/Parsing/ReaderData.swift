/// The reader's data beside what it learns from ICU: what people write for units that CLDR
/// does not (``spellings``), texts that a loosening would read as a unit people do not mean
/// (``falseFriends``), units whose meaning depends on the region (``regional``), and words
/// for "about", ranges, "and", zero and powers of ten (``words``), and ways of writing numbers
/// (``numberConventions``). Each row says where it is seen.
///
/// The rows live in `tools/reader-data/*.tsv`, generated into `ReaderData+Tables.swift` by
/// `tools/reader-data/generate.py`; a language's rows come before those of every language.
enum ReaderData {
  /// Which regions (or languages) a row is for: every one (`*`), these (`US,PR`; `""` a
  /// locale without one), or every one but these (`!US,PR`).
  /// `~` is a locale whose id names no region: "en" is English anywhere (apps default to
  /// it), though CLDR's likely region of it is the US.
  struct Regions: Sendable {
    let listed: Set<String>
    let except: Bool
    let all: Bool
    let unwritten: Bool

    init(_ text: String) {
      all = text == "*"
      unwritten = text == "~"
      except = text.hasPrefix("!")
      listed = Set(text.dropFirst(except ? 1 : 0).split(separator: ",").map(String.init))
    }

    /// Whether a locale of `region` (its likely one where `written` is false) is meant.
    func contain(_ region: String, written: Bool = true) -> Bool {
      if unwritten { return !written }
      return all || listed.contains(region) != except
    }
  }

  /// A unit written so after a number (or around it, with `{0}`), in a language.
  struct Spelling: Sendable {
    let language: String
    let regions: Regions
    let text: String
    /// The units' ids: one, or several where people use the word for each (ja キロ:
    /// kilometers or kilograms); "osaji|tablespoon" is the first of these alternatives that
    /// the ICU in use has among its built-in units.
    let units: [String]
    let seen: String

    init(_ language: String, _ regions: String, _ text: String, _ units: String, seen: String) {
      self.language = language
      self.regions = Regions(regions)
      self.text = text
      self.units = units.split(separator: " ").map(String.init)
      self.seen = seen
    }

    /// The unit `id` names: the first of its alternatives that is one of the ICU's
    /// built-in units, or the id where it has none.
    func unit(_ id: String) -> MeasureUnit? {
      let alternatives = id.split(separator: "|").map(String.init)
      guard alternatives.count > 1 else { return try? MeasureUnit(id) }
      return alternatives.first { UnitCatalog.typeOfUnit[$0] != nil }.flatMap {
        try? MeasureUnit($0)
      }
    }
  }

  /// A text the reader gives a verdict of its own (``Verdict``).
  struct FalseFriend: Sendable {
    let language: String
    let regions: Regions
    let text: String
    /// Whether the text matches in any case, or only as written.
    let anyCase: Bool
    let verdict: Verdict
    let seen: String

    init(
      _ language: String, _ regions: String, _ text: String, anyCase: Bool, _ verdict: String,
      seen: String
    ) {
      self.language = language
      self.regions = Regions(regions)
      self.text = text
      self.anyCase = anyCase
      self.verdict = Verdict(verdict)
      self.seen = seen
    }
  }

  /// A unit that people of some regions mean otherwise than ICU writes it.
  struct Regional: Sendable {
    let language: String
    let regions: Regions
    let unit: String
    let verdict: Verdict
    let seen: String

    init(_ language: String, _ regions: String, _ unit: String, _ verdict: String, seen: String) {
      self.language = language
      self.regions = Regions(regions)
      self.unit = unit
      self.verdict = Verdict(verdict)
      self.seen = seen
    }
  }

  /// What the reader makes of a false friend or a regional unit.
  enum Verdict: Sendable, Equatable {
    /// Read as the first of these units the ICU in use has; refused, naming the first,
    /// where it has none ("= decibel").
    case read([String])
    /// Ambiguous among these meanings ("? cup; cup-metric").
    case ambiguous([Meaning])
    /// Refused, for this reason ("! decibels are no unit measfmt reads").
    case refused(String)

    init(_ text: String) {
      let body = String(text.dropFirst(2))
      switch text.first {
      case "=": self = .read(body.split(separator: "|").map(String.init))
      case "?":
        self = .ambiguous(
          body.split(separator: ";").map { Meaning(String($0).trimmingWhitespace()) })
      default: self = .refused(body)
      }
    }
  }

  /// One meaning of an ambiguous text: a unit id, or a unit the ICU in use may not have
  /// (`pint-imperial@volume`, `Australian tablespoon (20 ml)@volume`) with its quantity.
  struct Meaning: Sendable, Equatable {
    /// The unit id or the meaning's name, as the error lists it.
    let name: String
    /// The quantity of a meaning written with one (`@volume`).
    let quantity: String?

    init(_ text: String) {
      if let at = text.lastIndex(of: "@") {
        name = String(text[..<at])
        quantity = String(text[text.index(after: at)...])
      } else {
        name = text
        quantity = nil
      }
    }

    /// The unit it names, where the ICU in use has it.
    var unit: MeasureUnit? { try? MeasureUnit(name) }
  }

  /// A word the reader takes: for "about", between a range's ends, between the
  /// components of a mixed unit, or where 0 goes.
  struct Word: Sendable {
    enum Kind: Sendable { case about, range, and, zero, scale }
    let language: String
    let kind: Kind
    let word: String
    let seen: String

    init(_ language: String, _ kind: Kind, _ word: String, seen: String) {
      self.language = language
      self.kind = kind
      self.word = word
      self.seen = seen
    }
  }

  /// A way of writing numbers beside the locale's own, in some regions.
  struct NumberConvention: Sendable {
    enum Kind: Sendable {
      /// A decimal point and a decimal comma alike: either is the decimal mark, and one
      /// mark before exactly three digits has two readings.
      case eitherDecimalMark
      /// A time of day written "14h30", as a duration is: "HhMM" has two readings.
      case timeWithH
      /// A height written in feet with its inches after the decimal mark ("5.8 ft", 5 ft
      /// 8 in): one number of feet from 1 to under 100 with 1–9, "10" or "11" after the
      /// mark has two readings.
      case feetPointInches
    }
    let language: String
    let regions: Regions
    let kind: Kind
    let seen: String

    init(_ language: String, _ regions: String, _ kind: Kind, seen: String) {
      self.language = language
      self.regions = Regions(regions)
      self.kind = kind
      self.seen = seen
    }
  }

  /// The words of `kind` for `language` and for every language.
  static func words(_ kind: Word.Kind, language: String) -> [String] {
    words.filter { $0.kind == kind && Regions($0.language).contain(language) }.map(\.word)
  }

  /// The language subtag of an ICU locale id: "de" for "de_CH@numbers=latn".
  static func language(of localeID: String) -> String {
    String(localeID.prefix { $0 != "_" && $0 != "@" && $0 != "-" })
  }

  /// The region of an ICU locale id, or its likely region where it has none (CLDR's
  /// likely subtags: "en" is "en_Latn_US"): "CH" for "de_CH", "TW" for "zh_Hant_TW", "US"
  /// for "en"; "" where ICU knows none.
  static func region(of localeID: String) -> String {
    if let region = writtenRegion(of: localeID) { return region }
    return likelyRegion(of: localeID)
  }

  /// Whether the locale id names a region ("de_CH"; not "de", "zh_Hant").
  static func hasWrittenRegion(_ localeID: String) -> Bool { writtenRegion(of: localeID) != nil }

  private static func likelyRegion(of localeID: String) -> String {
    let likely = (try? ICU.withLikelySubtags(localeID: localeID)) ?? localeID
    return writtenRegion(of: likely) ?? ""
  }

  static func writtenRegion(of localeID: String) -> String? {
    let base = localeID.prefix { $0 != "@" }
    let parts = base.split(separator: "_").dropFirst()
    return parts.first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
      .map(String.init)
  }
}
