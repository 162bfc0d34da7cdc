/// How the unit of a measurement is chosen and shown, beyond ``Usage``: the options of
/// Apple's `MeasurementFormatter.UnitOptions` that `usage` does not cover.
///
/// - ``naturalScale``: the unit of the same quantity and measurement system that gives a
///   readable number (1500 m → "1.5 km", 0.0012 km → "1.2 m", 1536 MB → "1.5 GB").
/// - ``temperatureWithoutUnit``: a Celsius or Fahrenheit temperature shown as "20°", after
///   any usage conversion (en-US weather, 20 °C → "68°").
///
/// ```swift
/// var format = try MeasurementFormat(locale: "en")
/// format.unitOptions = .naturalScale
/// format.format(1500, unit: .meter).string  // "1.5 km"
/// ```
public struct UnitOptions: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The options as bits (one per static member; other bits mean nothing).
  public let rawValue: UInt8

  /// Options from their bits (``rawValue``); bits no option uses are kept and ignored.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Scale the unit within its quantity and measurement system so that the number is
  /// readable: the largest unit in which the value is at least 1 (1500 m → "1.5 km",
  /// 999 m → "999 m", 0.0012 km → "1.2 m", 90 s → "1.5 min"), among
  /// ``NaturalScale/ladders``; a unit on no ladder (hectopascal, km/h) is kept. Values
  /// are then shown as ICU shows `usage` output (whole numbers with at least two
  /// significant digits) unless ``NumberOptions`` sets digits. Applies when ``Usage`` is
  /// `.asProvided` (a usage picks its own unit).
  public static let naturalScale = UnitOptions(rawValue: 1)

  /// Show a Celsius or Fahrenheit temperature without its scale: "68°" for 68 °F, CLDR's
  /// generic temperature ("68 Grad" in German at full width; English's long form is
  /// "68 degrees temperature"). The value is still converted first when ``Usage`` asks
  /// for it. Kelvin keeps its unit (it is not in degrees).
  public static let temperatureWithoutUnit = UnitOptions(rawValue: 2)

  /// Every option, with its name.
  static let named: [(UnitOptions, String)] = [
    (.naturalScale, "naturalScale"), (.temperatureWithoutUnit, "temperatureWithoutUnit"),
  ]

  /// The options' names in brackets: "[naturalScale, temperatureWithoutUnit]".
  public var description: String {
    "[" + Self.named.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
  }

  /// Encoded as the list of its options' names: `["naturalScale"]`.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var options: UnitOptions = []
    while !container.isAtEnd {
      let name = try container.decode(String.self)
      guard let option = Self.named.first(where: { $0.1 == name })?.0 else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "unknown unit option '\(name)'")
      }
      options.insert(option)
    }
    self = options
  }

  /// Encodes the names of the options set: `["naturalScale"]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for (option, name) in Self.named where contains(option) { try container.encode(name) }
  }
}
