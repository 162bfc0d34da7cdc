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
  /// The CLDR usage name ("road", "person-height"), or "" for ``asProvided``.
  public let name: String

  /// Every usage CLDR has unit preferences for (supplemental unitPreferenceData) in
  /// CLDR 42 and CLDR 46 (which adds "floor"), with "visibility" and "barometric" spelled
  /// out.
  public static let names = [
    "default", "road", "person-height", "person", "weather", "fluid", "food", "vehicle-fuel",
    "rainfall", "snowfall", "visibility", "wind", "barometric", "focal-length", "geograph",
    "land", "blood-glucose", "media", "vehicle", "oil", "engine", "person-age", "floor",
  ]

  /// A CLDR usage by name; nil when neither CLDR 42 nor CLDR 46 has such a usage. CLDR's data spells
  /// two of them in eight letters ("visiblty", "baromtrc"); those are accepted too.
  public init?(name: String) {
    let canonical =
      switch name {
      case "visiblty": "visibility"
      case "baromtrc": "barometric"
      default: name
      }
    guard canonical == "" || Usage.names.contains(canonical) else { return nil }
    self.name = canonical
  }

  private init(unchecked name: String) { self.name = name }

  public var description: String { name.isEmpty ? "as-provided" : name }

  /// Keep the unit given (no conversion).
  public static let asProvided = Usage(unchecked: "")
  /// The locale's preferred unit for the quantity in general.
  public static let general = Usage(unchecked: "default")
  public static let road = Usage(unchecked: "road")
  public static let personHeight = Usage(unchecked: "person-height")
  /// Body weight.
  public static let person = Usage(unchecked: "person")
  public static let weather = Usage(unchecked: "weather")
  public static let fluid = Usage(unchecked: "fluid")
  /// Food energy.
  public static let food = Usage(unchecked: "food")
  public static let vehicleFuel = Usage(unchecked: "vehicle-fuel")
  public static let rainfall = Usage(unchecked: "rainfall")
  public static let snowfall = Usage(unchecked: "snowfall")
  public static let visibility = Usage(unchecked: "visibility")
  public static let wind = Usage(unchecked: "wind")
  public static let barometric = Usage(unchecked: "barometric")
  public static let focalLength = Usage(unchecked: "focal-length")
  /// Areas of countries and regions.
  public static let geograph = Usage(unchecked: "geograph")
  public static let land = Usage(unchecked: "land")
  public static let bloodGlucose = Usage(unchecked: "blood-glucose")
  /// Durations of audio and video.
  public static let media = Usage(unchecked: "media")
  /// Vehicle length, or a vehicle's fuel volume.
  public static let vehicle = Usage(unchecked: "vehicle")
  public static let oil = Usage(unchecked: "oil")
  /// Engine power.
  public static let engine = Usage(unchecked: "engine")
  public static let personAge = Usage(unchecked: "person-age")
  /// Floor area of a building (CLDR 46 and newer: square feet in the US, the UK, Canada
  /// and Myanmar; with older CLDR data, ICU uses the area's default preference).
  public static let floor = Usage(unchecked: "floor")
}
