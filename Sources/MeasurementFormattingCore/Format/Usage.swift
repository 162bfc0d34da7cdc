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

  /// The CLDR name, or "as-provided" for ``asProvided``.
  public var description: String { name.isEmpty ? "as-provided" : name }

  /// Keep the unit given (no conversion).
  public static let asProvided = Usage(.asProvided)
  /// The locale's preferred unit for the quantity in general.
  /// The locale's preferred unit for the quantity in general: 1609 m is "5,279 ft" in
  /// en-US, "1,6 km" in de-DE.
  public static let general = Usage(.general)
  /// Distances on roads: 1609 m is "1 mi" in en-US and "1,6 km" in de-DE; 300 m is
  /// "1,000 ft" in en-US and "350 yd" in en-GB.
  public static let road = Usage(.road)
  /// A person's height: 1.8 m is "5 ft, 11 in" in en-US (a mixed unit) and "180 cm" in de-DE.
  public static let personHeight = Usage(.personHeight)
  /// A person's weight: 70 kg is "154 lb" in en-US, "11 st, 0.32 lb" in en-GB and
  /// "70 kg" in de-DE. For a temperature, body temperature: 37 °C is "99°F" in en-US.
  public static let person = Usage(.person)
  /// Air temperature in weather reports: 20 °C is "68°F" in en-US and "20 °C" in de-DE.
  public static let weather = Usage(.weather)
  /// Volumes of liquids: 1 L is "1.1 qt" in en-US, "35 fl oz" (imperial) in en-GB and
  /// "1 l" in de-DE.
  public static let fluid = Usage(.fluid)
  /// Food energy: 500 kJ is "120 Cal" in en-US and "120 kcal" in de-DE.
  public static let food = Usage(.food)
  /// Fuel consumption: 5 L/100 km is "47 mpg" in en-US, "56 mpg" (imperial gallons) in
  /// en-GB and "5 L/100 km" in de-DE; the conversion is reciprocal.
  public static let vehicleFuel = Usage(.vehicleFuel)
  /// Precipitation: 25 mm is "0.98 in" in en-US and "25 mm" in de-DE.
  public static let rainfall = Usage(.rainfall)
  /// Snow depth: 10 cm is "3.9 in" in en-US and "10 cm" in de-DE.
  public static let snowfall = Usage(.snowfall)
  /// How far one can see (CLDR spells it "visiblty"): 5000 m is "3.1 mi" in en-US and
  /// "5.000 m" in de-DE.
  public static let visibility = Usage(.visibility)
  /// Wind speed: 10 m/s is "22 mph" in en-US and "36 km/h" in de-DE.
  public static let wind = Usage(.wind)
  /// Air pressure (CLDR spells it "baromtrc"): 1013 hPa is "30 inHg" in en-US and
  /// "1.013 hPa" in de-DE.
  public static let barometric = Usage(.barometric)
  /// The focal length of a lens, in millimetres everywhere: "50 mm".
  public static let focalLength = Usage(.focalLength)
  /// Areas of countries and regions: 1000 km² is "386 sq mi" in en-US and "1.000 km²"
  /// in de-DE.
  public static let geograph = Usage(.geograph)
  /// Areas of land: 10,000 m² is "2.5 ac" in en-US and "1 ha" in de-DE.
  public static let land = Usage(.land)
  /// Blood glucose: 5.5 mmol/L is "99 mg/dL" in en-US and "5.5 mmol/l" in en-GB.
  public static let bloodGlucose = Usage(.bloodGlucose)
  /// Durations of audio and video: 3725 s is "62 min, 5 sec" in en-US.
  public static let media = Usage(.media)
  /// Vehicle length, or a vehicle's fuel volume.
  public static let vehicle = Usage(.vehicle)
  /// Volumes of oil, in barrels: 100 L is "0.63 bbl".
  public static let oil = Usage(.oil)
  /// Engine power: 100 kW is "134 hp" in en-US and "100 kW" in de-DE.
  public static let engine = Usage(.engine)
  /// A person's age, in CLDR's `year-person` and its month, week and day forms: 30 years
  /// are "30 yrs" in en-US and "30 J" in de-DE.
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
