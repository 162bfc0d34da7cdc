// Prints a report in the user's locale, and a line that takes Foundation's current locale
// for the date and measfmt's for the measurement (on Linux they differ: docs/apple.md).
import Foundation
import MeasurementFormatStyle
import WeatherReport

/// The user's locale: Foundation's on Apple platforms. On Linux Foundation's current locale
/// is en_001 whatever the environment says, so it is the one the environment names
/// (LC_ALL, LC_MESSAGES, LANG), as measfmt reads it for `.current`.
let userLocale: Locale = {
  #if canImport(Darwin)
    return .autoupdatingCurrent
  #else
    let named = MeasurementFormat.localeIdentifier(
      fromEnvironment: ProcessInfo.processInfo.environment)
    return Locale(identifier: (try? MeasurementFormat(locale: named).localeIdentifier) ?? named)
  #endif
}()

let observation = Observation(
  station: "KSEA", time: Date(timeIntervalSince1970: 1_785_000_000),
  wind: .from(
    degrees: 270, speed: Measurement(value: 15, unit: .knots),
    gust: Measurement(value: 25, unit: .knots)),
  visibility: Measurement(value: 10, unit: .miles),
  temperature: Measurement(value: 22, unit: .celsius),
  dewpoint: Measurement(value: 12, unit: .celsius),
  altimeter: Measurement(value: 29.92, unit: .inchesOfMercury),
  clouds: [
    Observation.Clouds(.few, at: Measurement(value: 3500, unit: .feet)),
    Observation.Clouds(.broken, at: Measurement(value: 12000, unit: .feet)),
  ])

print(Observation.Report(locale: userLocale).format(observation))
let current = Date.FormatStyle(date: .long, time: .omitted, timeZone: TimeZone(identifier: "UTC")!)
print(
  "Locale.current \(Locale.current.identifier): \(observation.time.formatted(current)),",
  observation.temperature.formatted(.measurement(width: .wide, usage: .asProvided)))
