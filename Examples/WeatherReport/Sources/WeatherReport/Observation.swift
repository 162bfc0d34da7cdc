import Foundation
import MeasurementFormatStyle

/// One weather observation, as an airport's routine report (METAR) gives it.
public struct Observation: Sendable, Equatable {
  /// The wind: calm, or from a direction at a speed, perhaps gusting.
  public enum Wind: Sendable, Equatable {
    case calm
    case from(degrees: Int, speed: Measurement<UnitSpeed>, gust: Measurement<UnitSpeed>?)
  }

  /// A layer of clouds and the height of its base.
  public struct Clouds: Sendable, Equatable {
    /// How much of the sky the layer covers.
    public enum Cover: String, Sendable {
      case few, scattered, broken, overcast
    }
    public var cover: Cover
    public var base: Measurement<UnitLength>

    public init(_ cover: Cover, at base: Measurement<UnitLength>) {
      self.cover = cover
      self.base = base
    }
  }

  public var station: String
  public var time: Date
  public var wind: Wind
  public var visibility: Measurement<UnitLength>
  public var temperature: Measurement<UnitTemperature>
  public var dewpoint: Measurement<UnitTemperature>
  public var altimeter: Measurement<UnitPressure>
  public var clouds: [Clouds]

  public init(
    station: String, time: Date, wind: Wind, visibility: Measurement<UnitLength>,
    temperature: Measurement<UnitTemperature>, dewpoint: Measurement<UnitTemperature>,
    altimeter: Measurement<UnitPressure>, clouds: [Clouds]
  ) {
    self.station = station
    self.time = time
    self.wind = wind
    self.visibility = visibility
    self.temperature = temperature
    self.dewpoint = dewpoint
    self.altimeter = altimeter
    self.clouds = clouds
  }
}
