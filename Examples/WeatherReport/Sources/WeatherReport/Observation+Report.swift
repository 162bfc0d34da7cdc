import Foundation
import MeasurementFormatStyle

extension Observation {
  /// Writes an observation as the lines of a report, each measurement in its own
  /// measurement style (width, usage, number style) and in one locale.
  public struct Report: FormatStyle {
    public var locale: Locale
    /// Wind directions, in degrees as reported.
    public var direction = Measurement<UnitAngle>.FormatStyle(
      width: .narrow, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(0)))
    /// Wind speeds, in the unit reported (knots, meters per second).
    public var speed = Measurement<UnitSpeed>.FormatStyle(
      width: .narrow, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(0)))
    /// Visibility, in the unit reported (statute miles, meters).
    public var visibility = Measurement<UnitLength>.FormatStyle(
      width: .abbreviated, usage: .asProvided,
      numberFormatStyle: .number.precision(.fractionLength(0...2)))
    /// Temperatures, in the locale's unit.
    public var temperature = Measurement<UnitTemperature>.FormatStyle(
      width: .abbreviated, usage: .general)
    /// The altimeter setting, in the unit reported (inches of mercury, hectopascals).
    public var altimeter = Measurement<UnitPressure>.FormatStyle(
      width: .abbreviated, usage: .asProvided,
      numberFormatStyle: .number.precision(.fractionLength(0...2)))
    /// Cloud heights, in feet as reported.
    public var height = Measurement<UnitLength>.FormatStyle(
      width: .abbreviated, usage: .asProvided,
      numberFormatStyle: .number.precision(.fractionLength(0)))
    /// The observation time.
    public var time = Date.FormatStyle(date: .abbreviated, time: .shortened)

    public init(locale: Locale) {
      self.locale = locale
    }

    public func format(_ observation: Observation) -> String {
      lines(observation).joined(separator: "\n")
    }

    /// The report's lines: station and time, wind, visibility, temperatures, altimeter,
    /// clouds.
    public func lines(_ observation: Observation) -> [String] {
      var time = time.locale(locale)
      time.timeZone = TimeZone(identifier: "UTC")!
      return [
        String(
          localized: "\(observation.station) at \(observation.time, format: time) UTC",
          comment: "report heading"),
        wind(observation.wind),
        String(
          localized: "visibility \(observation.visibility, format: visibility.locale(locale))",
          comment: "visibility"),
        String(
          localized:
            "temperature \(observation.temperature, format: temperature.locale(locale)), dewpoint \(observation.dewpoint, format: temperature.locale(locale))",
          comment: "temperature and dewpoint"),
        String(
          localized: "altimeter \(observation.altimeter, format: altimeter.locale(locale))",
          comment: "altimeter setting"),
      ] + observation.clouds.map(clouds)
    }

    func wind(_ wind: Wind) -> String {
      let direction = direction.locale(locale)
      let speed = speed.locale(locale)
      switch wind {
      case .calm:
        return String(localized: "wind calm", comment: "wind")
      case .from(let degrees, let windSpeed, nil):
        let heading = Measurement<UnitAngle>(value: Double(degrees), unit: .degrees)
        return String(
          localized: "wind \(heading, format: direction) at \(windSpeed, format: speed)",
          comment: "wind (heading at speed)")
      case .from(let degrees, let windSpeed, let gust?):
        let heading = Measurement<UnitAngle>(value: Double(degrees), unit: .degrees)
        return String(
          localized:
            "wind \(heading, format: direction) at \(windSpeed, format: speed) gusting \(gust, format: speed)",
          comment: "wind (heading at speed gusting)")
      }
    }

    func clouds(_ layer: Clouds) -> String {
      String(
        localized: "\(layer.cover.rawValue) clouds at \(layer.base, format: height.locale(locale))",
        comment: "cloud layer")
    }
  }
}

extension Observation {
  /// Where other stations are, each at its distance: `usage:` and `numberFormatStyle:` as
  /// the report's reader wants them.
  public static func nearby(
    _ stations: [(String, Measurement<UnitLength>)], style: Measurement<UnitLength>.FormatStyle
  ) -> [String] {
    stations.map { name, distance in
      String(localized: "\(name) \(distance, format: style)", comment: "a station's distance")
    }
  }
}
