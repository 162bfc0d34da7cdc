/// How a locale writes units ICU composes, as loose texts (``ParseText/loose(_:)``), at
/// every width: the SI and binary prefixes ("М" for mega in ru), the powers ("²",
/// "square "), the forms of common denominators ("/s", " por segundo", "في الثانية",
/// "每毫升" before the number in zh), and the word between the two units of any other
/// quotient ("por", "на"). Learned by formatting units made of reference units (ohm,
/// lux, byte) and taking the reference's own text away; kept by ``ParseTable``.
struct ComposedGrammar: Sendable {
  /// Text before and after another: "М" and "" around "дж" for mega in ru. Ordered by
  /// its texts, so that the grammar learned from a set is the same in every process.
  struct Affix: Hashable, Comparable, Sendable {
    var before: String
    var after: String

    /// `text` without this affix; nil when it does not have it, or nothing is left.
    func strip(_ text: Substring) -> Substring? {
      guard text.count > before.count + after.count, text.hasPrefix(before),
        text.hasSuffix(after)
      else { return nil }
      let rest = text.dropFirst(before.count).dropLast(after.count)
      return rest.isEmpty ? nil : rest
    }

    static func < (a: Affix, b: Affix) -> Bool { (a.before, a.after) < (b.before, b.after) }
  }

  /// CLDR prefix word ("mega", "kibi") → its texts around a unit's text.
  var prefixes: [(String, [Affix])]
  /// "square", "cubic" → their texts around a unit's text.
  var powers: [(String, [Affix])]
  /// A denominator's form around a numerator's key, and the denominator's id: ("",
  /// "/s") and "second".
  var denominators: [(Affix, String)]
  /// What stands between the two units of another quotient: "/", "por", "на".
  var perSeparators: [String]
  /// What stands between the two units of a product: "⋅", "-".
  var productSeparators: [String]

  static let prefixWords = [
    "deka", "hecto", "kilo", "mega", "giga", "tera", "peta", "exa", "zetta", "yotta", "deci",
    "centi", "milli", "micro", "nano", "pico", "femto", "atto", "zepto", "yocto", "kibi", "mebi",
    "gibi", "tebi", "pebi", "exbi", "zebi", "yobi",
  ]

  /// Denominators whose forms are learned (CLDR gives several a "per unit" form of their
  /// own: "/h", "في الثانية").
  static let commonDenominators = [
    "second", "minute", "hour", "day", "week", "month", "year", "meter", "kilometer",
    "centimeter", "millimeter", "liter", "milliliter", "deciliter", "kilogram", "gram",
    "square-meter", "cubic-meter", "mile", "gallon", "foot", "inch", "pound", "kilowatt-hour",
    "mole",
  ]

  /// Units never read as a part of a unit ICU composes. CLDR 48's `light-speed` (c) is
  /// there to be a part of ICU's light-seconds and kin; Russian writes it "с" like a
  /// second, and nobody writes megabits per speed of light: "Мбит/с" is per second.
  static let neverAPart: Set<String> = ["light-speed"]

  /// Whether people write `prefix` on `base` (``UnitSymbols/takesPrefix(_:_:)``).
  static func takesPrefix(_ base: String, _ prefix: String) -> Bool {
    UnitSymbols.takesPrefix(base, prefix)
  }

  /// The two units a product id is made of ("hour-milliampere": hour, milliampere), where
  /// it is one that CLDR does not list; nil for a listed unit, a quotient or a power.
  static func unlistedProduct(_ id: String) -> (MeasureUnit, MeasureUnit)? {
    guard UnitCatalog.typeOfUnit[id] == nil, ParseText.firstRange(of: "-per-", in: id[...]) == nil
    else { return nil }
    var i = id.startIndex
    while let dash = id[i...].firstIndex(of: "-") {
      if let a = try? MeasureUnit(String(id[..<dash])),
        let b = try? MeasureUnit(String(id[id.index(after: dash)...]))
      {
        return (a, b)
      }
      i = id.index(after: dash)
    }
    return nil
  }

  /// Whether `id` is a product CLDR does not list: read only as ICU writes it.
  static func isUnlistedProduct(_ id: String) -> Bool { unlistedProduct(id) != nil }

  /// Whether `id` is a product of two units of one quantity ("meter-nanometer"): people
  /// write a power for that (m²), and "1603 m n. m." in Czech is meters above sea level.
  static func isProductOfLikes(_ id: String) -> Bool {
    guard let (a, b) = unlistedProduct(id) else { return false }
    return a.quantity != nil && a.quantity == b.quantity
  }

  /// Whether a unit id has a factor that is a prefix on a base which CLDR's list of
  /// units never has it on ("gigameter", "millibit-per-second"; not "kilometer-per-hour",
  /// "megabit-per-second"): such a reading is one nobody writes in text, taken only
  /// where the text is exactly as ICU writes it.
  static func hasUnlistedPrefix(_ id: String) -> Bool {
    // The words of the id, without "per" and the powers: "kilowatt", "hour".
    let words = id.split(separator: "-").filter {
      !["per", "square", "cubic", "pow4"].contains($0)
    }
    for factor in words {
      let word = String(factor)
      guard UnitCatalog.typeOfUnit[word] == nil,
        prefixWords.contains(where: { word.hasPrefix($0) && word.count > $0.count })
      else { continue }
      return true
    }
    return false
  }

  init(localeID: String) {
    let formats = UnitWidth.allCases.map { width in
      MeasurementFormat(
        width: width, localeID: localeID, number: NumberOptions(), usage: .asProvided,
        hidesUnit: false)
    }
    // The loose key of 5 in a unit, or its unit text alone.
    func key(_ format: MeasurementFormat, _ id: String, _ value: Double = 5) -> String? {
      guard let unit = try? MeasureUnit(id) else { return nil }
      let (key, _, hasNumber) = ParseTable.template(format.format(value, unit: unit))
      return hasNumber ? ParseText.loose(key) : nil
    }
    func text(_ format: MeasurementFormat, _ id: String, _ value: Double = 5) -> String? {
      key(format, id, value).map {
        String(String.UnicodeScalarView($0.unicodeScalars.filter { $0 != ParseText.placeholder }))
      }
    }
    func affix(_ whole: String, around part: String) -> Affix? {
      guard !part.isEmpty, whole != part, let range = ParseText.firstRange(of: part, in: whole[...])
      else {
        return nil
      }
      return Affix(
        before: String(whole[..<range.lowerBound]), after: String(whole[range.upperBound...]))
    }
    // One value in each plural category: a prefix or power may agree with the number
    // ("1 234,5 decimetru krychlového" in cs, "5 decimetrů krychlových").
    let values = ICU.pluralRepresentatives(localeID: localeID, candidates: ParseTable.sampleValues)
    func learned(_ reference: String, _ composed: String) -> [Affix] {
      var affixes = Set<Affix>()
      for format in formats {
        for value in values {
          guard let base = text(format, reference, value),
            let whole = text(format, composed, value), let found = affix(whole, around: base)
          else { continue }
          affixes.insert(found)
        }
      }
      return affixes.sorted()
    }
    prefixes = Self.prefixWords.compactMap { word in
      let found = learned(
        word.hasSuffix("bi") ? "byte" : "ohm", word + (word.hasSuffix("bi") ? "byte" : "ohm"))
      return found.isEmpty ? nil : (word, found)
    }
    powers = ["square", "cubic"].compactMap { power in
      let found = learned("lux", power + "-lux")
      return found.isEmpty ? nil : (power, found)
    }
    // Every denominator with each of its forms: two may share one ("/m" for meters and
    // minutes in to), and the check by formatting tells them apart, or finds them alike.
    var denominators: [(Affix, String)] = []
    for id in Self.commonDenominators {
      var forms = Set<Affix>()
      for format in formats {
        guard let ohm = key(format, "ohm"), let whole = key(format, "ohm-per-" + id),
          let found = affix(whole, around: ohm)
        else { continue }
        forms.insert(found)
      }
      denominators += forms.sorted().map { ($0, id) }
    }
    self.denominators = denominators
    var separators: Set<String> = ["/"]
    for format in formats {
      // The denominator of a quotient is written in the singular ("ohmios por lux").
      guard let ohm = text(format, "ohm"), let whole = text(format, "ohm-per-lux"),
        let lux = text(format, "lux", 1), let range = ParseText.firstRange(of: ohm, in: whole[...])
      else { continue }
      let rest = whole[range.upperBound...]
      if let end = ParseText.firstRange(of: lux, in: rest), end.lowerBound > rest.startIndex {
        separators.insert(String(rest[..<end.lowerBound]))
      }
    }
    // Longest first, and in a fixed order whatever the set's.
    perSeparators = separators.sorted { ($0.count, $1) > ($1.count, $0) }
    var products: Set<String> = ["⋅", "·", "*"]
    for format in formats {
      // ICU writes a product's units in an order of its own ("lx⋅Ω" for ohm-lux).
      guard let whole = text(format, "ohm-lux") else { continue }
      // Each factor in the singular or the plural ("lux-ohmios" in es).
      let ohms = [text(format, "ohm", 1), text(format, "ohm")].compactMap { $0 }
      let luxes = [text(format, "lux", 1), text(format, "lux")].compactMap { $0 }
      var pairs: [(String, String)] = []
      for o in ohms { for l in luxes { pairs += [(o, l), (l, o)] } }
      for (first, second) in pairs {
        guard whole.hasPrefix(first), whole.hasSuffix(second),
          whole.count > first.count + second.count
        else { continue }
        products.insert(String(whole.dropFirst(first.count).dropLast(second.count)))
      }
    }
    productSeparators = products.sorted { ($0.count, $1) > ($1.count, $0) }
  }
}
