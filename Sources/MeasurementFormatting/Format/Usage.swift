/// What a measurement is for: CLDR unit preferences pick the unit a locale uses for it.
///
/// With a usage, 1609 m on a road is "1 mi" in en-US and "1,6 km" in de-DE. Names follow
/// Apple's `MeasurementFormatUnitUsage` where Apple has one (`.road`, `.personHeight`,
/// `.weather`, `.asProvided`); the others use CLDR's names.
///
/// ```swift
/// let f = try MeasurementFormat(locale: "en-US", usage: .road)
/// f.format(1609, unit: .meter).string  // "1 mi"
/// ```
public struct Usage: Hashable, Sendable, Codable, CustomStringConvertible {
  enum Option: String, CaseIterable, Sendable {
    case asProvided = ""
    case general = "default"
    case road
    case personHeight = "person-height"
    case person, weather, fluid
    case food
    case vehicleFuel = "vehicle-fuel"
    case rainfall, snowfall, visibility, wind, barometric
    case focalLength = "focal-length"
    case geograph, land
    case bloodGlucose = "blood-glucose"
    case media
    case vehicle, oil, engine
    case personAge = "person-age"
    case floor
  }
  let option: Option

  /// The CLDR usage name ("road", "person-height"), or "" for ``asProvided``.
  public var name: String { option.rawValue }

  /// Every usage CLDR has unit preferences for (supplemental unitPreferenceData) in
  /// CLDR 42 and CLDR 46 (which adds "floor"), with "visibility" and "barometric" spelled
  /// out.
  public static let names = Option.allCases.dropFirst().map(\.rawValue)

  /// A CLDR usage by name; nil when neither CLDR 42 nor CLDR 46 has such a usage. CLDR's data spells
  /// two of them in eight letters ("visiblty", "baromtrc"); those are accepted too.
  ///
  /// ```swift
  /// Usage(name: "person-height")  // .personHeight
  /// Usage(name: "baromtrc")       // .barometric
  /// ```
  public init?(name: String) {
    let canonical =
      switch name {
      case "visiblty": "visibility"
      case "baromtrc": "barometric"
      default: name
      }
    guard let option = Option(rawValue: canonical) else { return nil }
    self.option = option
  }

  private init(_ option: Option) { self.option = option }

  public var description: String { name.isEmpty ? "as-provided" : name }

  /// Keep the unit given (no conversion).
  public static let asProvided = Usage(.asProvided)
  /// The locale's preferred unit for the quantity in general.
  public static let general = Usage(.general)
  public static let road = Usage(.road)
  public static let personHeight = Usage(.personHeight)
  /// Body weight.
  public static let person = Usage(.person)
  public static let weather = Usage(.weather)
  public static let fluid = Usage(.fluid)
  /// Food energy.
  public static let food = Usage(.food)
  public static let vehicleFuel = Usage(.vehicleFuel)
  public static let rainfall = Usage(.rainfall)
  public static let snowfall = Usage(.snowfall)
  public static let visibility = Usage(.visibility)
  public static let wind = Usage(.wind)
  public static let barometric = Usage(.barometric)
  public static let focalLength = Usage(.focalLength)
  /// Areas of countries and regions.
  public static let geograph = Usage(.geograph)
  public static let land = Usage(.land)
  public static let bloodGlucose = Usage(.bloodGlucose)
  /// Durations of audio and video.
  public static let media = Usage(.media)
  /// Vehicle length, or a vehicle's fuel volume.
  public static let vehicle = Usage(.vehicle)
  public static let oil = Usage(.oil)
  /// Engine power.
  public static let engine = Usage(.engine)
  public static let personAge = Usage(.personAge)
  /// Floor area of a building (CLDR 46 and newer: square feet in the US, the UK, Canada
  /// and Myanmar; with older CLDR data, ICU uses the area's default preference).
  public static let floor = Usage(.floor)

  private enum CodingKeys: String, CodingKey { case name }

  /// Decodes `{"name": "road"}`; an unknown name is `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .name)
    guard let usage = Usage(name: name) else {
      throw DecodingError.dataCorruptedError(
        forKey: .name, in: container, debugDescription: "unknown usage \(name)")
    }
    self = usage
  }

  /// Encodes `{"name": "road"}` (`""` for ``asProvided``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
  }
}
