/// A grammatical case to write units in, as CLDR names it: German dative "in 5
/// Kilometern", Russian genitive "5 километров", Finnish illative "5 kilometriin".
///
/// Units take the case's forms where ICU's CLDR data has them; in a locale or for a unit
/// without them, the nominative (ICU's default). ``MeasurementFormat/grammaticalCases``
/// lists the cases CLDR gives units in a format's locale.
///
/// ```swift
/// var format = try MeasurementFormat(width: .wide, locale: "de")
/// format.grammaticalCase = .dative
/// format.format(5, unit: .kilometer).string  // "5 Kilometern"
/// ```
public struct GrammaticalCase: Hashable, Sendable, Codable, CustomStringConvertible,
  NamedOption
{
  enum Option: String, CaseIterable, Sendable {
    case nominative, accusative, genitive, dative, ablative, abessive, adessive, allative
    case comitative, elative, ergative, essive, illative, inessive, instrumental, locative
    case locativeCopulative = "locativecopulative"
    case oblique, partitive, prepositional, sociative, translative, vocative
  }
  let option: Option

  /// The case of the subject; ICU's default.
  public static let nominative = Self(option: .nominative)
  /// The direct object ("für 5 Kilometer").
  public static let accusative = Self(option: .accusative)
  /// Possession, and quantities in Slavic languages ("5 километров").
  public static let genitive = Self(option: .genitive)
  /// The indirect object, and after German "in", "mit", "nach" ("in 5 Kilometern").
  public static let dative = Self(option: .dative)
  /// Movement from.
  public static let ablative = Self(option: .ablative)
  /// Without (Finnish).
  public static let abessive = Self(option: .abessive)
  /// On, at (Finnish).
  public static let adessive = Self(option: .adessive)
  /// Onto (Finnish).
  public static let allative = Self(option: .allative)
  /// Together with.
  public static let comitative = Self(option: .comitative)
  /// Out of (Finnish "kilometristä").
  public static let elative = Self(option: .elative)
  /// The agent of a transitive verb.
  public static let ergative = Self(option: .ergative)
  /// As (Finnish).
  public static let essive = Self(option: .essive)
  /// Into (Finnish "kilometriin").
  public static let illative = Self(option: .illative)
  /// In (Finnish).
  public static let inessive = Self(option: .inessive)
  /// By means of ("километром").
  public static let instrumental = Self(option: .instrumental)
  /// Location ("metrach").
  public static let locative = Self(option: .locative)
  /// Location with a copula.
  public static let locativeCopulative = Self(option: .locativeCopulative)
  /// The oblique case (Hindi).
  public static let oblique = Self(option: .oblique)
  /// A part of (Finnish "kilometriä").
  public static let partitive = Self(option: .partitive)
  /// After prepositions (Russian).
  public static let prepositional = Self(option: .prepositional)
  /// Together with (Tamil).
  public static let sociative = Self(option: .sociative)
  /// Becoming (Finnish).
  public static let translative = Self(option: .translative)
  /// Address.
  public static let vocative = Self(option: .vocative)

  /// Every case, nominative first.
  public static let allCases = Option.allCases.map(Self.init(option:))
  /// CLDR's name of the case, as the CLI takes it: "dative", "locativecopulative", …
  public var name: String { option.rawValue }
}

/// A unit's grammatical gender (noun class) in a locale, as CLDR gives it: what a number
/// or an article agrees with ("ein Kilometer", "eine Meile").
///
/// ```swift
/// let german = try MeasurementFormat(locale: "de")
/// german.grammaticalGender(of: .kilometer)  // .masculine
/// german.grammaticalGender(of: .mile)       // .feminine
/// ```
public struct GrammaticalGender: Hashable, Sendable, Codable, CustomStringConvertible,
  NamedOption
{
  enum Option: String, CaseIterable, Sendable {
    case masculine, feminine, neuter, common, animate, inanimate, personal
  }
  let option: Option

  /// Masculine ("der Kilometer").
  public static let masculine = Self(option: .masculine)
  /// Feminine ("die Meile").
  public static let feminine = Self(option: .feminine)
  /// Neuter ("das Jahr").
  public static let neuter = Self(option: .neuter)
  /// Common (masculine and feminine as one: Swedish, Danish, Dutch).
  public static let common = Self(option: .common)
  /// Animate (Polish, Czech).
  public static let animate = Self(option: .animate)
  /// Inanimate (Polish "metr").
  public static let inanimate = Self(option: .inanimate)
  /// Personal (Polish).
  public static let personal = Self(option: .personal)

  /// Every gender.
  public static let allCases = Option.allCases.map(Self.init(option:))
  /// CLDR's name of the gender: "masculine", "feminine", …
  public var name: String { option.rawValue }
}

extension GrammaticalCase {
  /// The case with CLDR's name, or nil when there is none: ``name`` read back.
  ///
  /// ```swift
  /// GrammaticalCase(name: "dative")  // .dative
  /// GrammaticalCase(name: "bogus")  // nil
  /// ```
  /// - Parameter name: One of ``names``.
  public init?(name: String) { self.init(optionNamed: name) }

  /// Every name, in the order of `allCases`: what ``init(name:)`` accepts.
  ///
  /// ```swift
  /// GrammaticalCase.names.first  // "nominative"
  /// ```
  public static var names: [String] { optionNames }

  /// The name, as ``name``: what `print` shows.
  ///
  /// ```swift
  /// print(GrammaticalCase.dative)  // dative
  /// ```
  public var description: String { name }

  /// Decodes the name, one JSON string; an unknown name is `DecodingError.dataCorrupted`.
  ///
  /// ```swift
  /// try JSONDecoder().decode(GrammaticalCase.self, from: Data(#""dative""#.utf8))  // .dative
  /// ```
  public init(from decoder: any Decoder) throws { try self.init(decodingNameFrom: decoder) }

  /// Encodes the name, as one JSON string.
  ///
  /// ```swift
  /// try JSONEncoder().encode(GrammaticalCase.dative)  // "dative"
  /// ```
  public func encode(to encoder: any Encoder) throws { try encodeName(to: encoder) }
}

extension GrammaticalGender {
  /// The gender with CLDR's name, or nil when there is none: ``name`` read back.
  ///
  /// ```swift
  /// GrammaticalGender(name: "feminine")  // .feminine
  /// ```
  /// - Parameter name: One of ``names``.
  public init?(name: String) { self.init(optionNamed: name) }

  /// Every name, in the order of `allCases`: what ``init(name:)`` accepts.
  ///
  /// ```swift
  /// GrammaticalGender.names.contains("neuter")  // true
  /// ```
  public static var names: [String] { optionNames }

  /// The name, as ``name``: what `print` shows.
  ///
  /// ```swift
  /// print(GrammaticalGender.masculine)  // masculine
  /// ```
  public var description: String { name }

  /// Decodes the name, one JSON string; an unknown name is `DecodingError.dataCorrupted`.
  ///
  /// ```swift
  /// try JSONDecoder().decode(GrammaticalGender.self, from: Data(#""neuter""#.utf8))  // .neuter
  /// ```
  public init(from decoder: any Decoder) throws { try self.init(decodingNameFrom: decoder) }

  /// Encodes the name, as one JSON string.
  ///
  /// ```swift
  /// try JSONEncoder().encode(GrammaticalGender.neuter)  // "neuter"
  /// ```
  public func encode(to encoder: any Encoder) throws { try encodeName(to: encoder) }
}

extension MeasurementFormat {
  /// The grammatical cases CLDR names for units in this format's locale, nominative first:
  /// its list for units and the language's (German: nominative, genitive, dative,
  /// accusative); empty where nouns do not inflect by case (English) or CLDR says units do
  /// not (Arabic). Units take a case's forms where ICU's data has them (Finnish's units have
  /// the elative, illative, partitive and genitive), else the nominative.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "de").grammaticalCases
  /// // [.nominative, .genitive, .dative, .accusative]
  /// try MeasurementFormat(locale: "en").grammaticalCases  // []
  /// ```
  public var grammaticalCases: [GrammaticalCase] {
    let cases = ICU.grammaticalFeature("case", localeID: localeIdentifier)
      .compactMap(GrammaticalCase.init(name:))
    guard cases.count > 1 else { return [] }
    return [.nominative] + cases.filter { $0 != .nominative }
  }

  /// The grammatical genders CLDR lists for this format's locale (German: masculine,
  /// feminine, neuter); empty where nouns have none (English).
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "fr").grammaticalGenders  // [.masculine, .feminine]
  /// ```
  public var grammaticalGenders: [GrammaticalGender] {
    ICU.grammaticalFeature("gender", localeID: localeIdentifier)
      .compactMap(GrammaticalGender.init(name:))
  }

  /// A unit's grammatical gender in this format's locale, as CLDR gives it (a compound
  /// unit's is derived by CLDR's rules); nil where the locale or the unit has none.
  ///
  /// ```swift
  /// try MeasurementFormat(locale: "de").grammaticalGender(of: .kilometerPerHour)  // .masculine
  /// try MeasurementFormat(locale: "en").grammaticalGender(of: .kilometer)         // nil
  /// ```
  public func grammaticalGender(of unit: MeasureUnit) -> GrammaticalGender? {
    guard !unit.isCustom, !unit.isMixed else { return nil }
    return GrammaticalGender(name: ICU.unitGender(unit.icuIdentifier, localeID: localeIdentifier))
  }
}
