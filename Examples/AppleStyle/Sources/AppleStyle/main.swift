// Code as written for Apple platforms (iOS 16, macOS 13 and later), plus one import:
// MeasurementFormatStyle, which gives Foundation's measurement API on Linux and is
// Foundation's own on Apple platforms. Run with LANG=en_US.UTF-8 it prints what Apple's
// Foundation prints for en_US.
import Foundation
import MeasurementFormatStyle

// Apple's documentation of `usage`: the current locale's unit, or the unit given.
let temperature = Measurement<UnitTemperature>(value: 36.8, unit: .celsius)
print(temperature.formatted())  // 98°F
print(temperature.formatted(.measurement(width: .abbreviated, usage: .asProvided)))  // 36.8°C

// Apple's documentation of `width`: 100 degrees Fahrenheit in each width.
let temperatureMeasurement = Measurement<UnitTemperature>(value: 100, unit: .fahrenheit)
print(temperatureMeasurement.formatted(.measurement(width: .wide)))  // 100 degrees Fahrenheit
print(temperatureMeasurement.formatted(.measurement(width: .abbreviated)))  // 100°F
print(temperatureMeasurement.formatted(.measurement(width: .narrow)))  // 100°

// hidesScaleName: "90°" rather than "90°F".
let warm = Measurement<UnitTemperature>(value: 90, unit: .fahrenheit)
print(warm.formatted(.measurement(width: .narrow, hidesScaleName: true)))  // 90°

// Usages per dimension.
let road = Measurement(value: 16, unit: UnitLength.kilometers)
print(road.formatted(.measurement(width: .wide, usage: .road)))  // 9.9 miles
let height = Measurement(value: 180, unit: UnitLength.centimeters)
print(height.formatted(.measurement(width: .abbreviated, usage: .personHeight)))  // 5 ft, 11 in
let weight = Measurement(value: 70, unit: UnitMass.kilograms)
print(weight.formatted(.measurement(width: .abbreviated, usage: .personWeight)))  // 154 lb

// A number format style, and a fixed locale.
let speedLimit = Measurement(value: 100, unit: UnitSpeed.kilometersPerHour)
print(
  speedLimit.formatted(
    .measurement(
      width: .abbreviated, usage: .asProvided,
      numberFormatStyle: .number.precision(.fractionLength(1)))))  // 100.0 km/h
let style = Measurement<UnitSpeed>.FormatStyle(
  width: .wide, locale: Locale(identifier: "de_DE"), usage: .asProvided)
print(style.format(speedLimit))  // 100 Kilometer pro Stunde

// The attributed style, transformed through Foundation's `measurement` attribute.
let format = Measurement<UnitLength>.FormatStyle(width: .narrow, usage: .asProvided)
var str = format.attributed.format(Measurement(value: 5, unit: .kilometers))
str = str.transformingAttributes(\.measurement, \.link) { measurement, link in
  if measurement.value == .unit { link.value = URL(string: "https://example.com/km") }
}
for run in str.runs {
  print(String(str[run.range].characters), run.link?.absoluteString ?? "-")  // 5 - / km https://…
}

// MeasurementFormatter, as most Apple code formats measurements (Apple's documented and
// printed values; on macOS this is Foundation's own class).
let formatter = MeasurementFormatter()
formatter.locale = Locale(identifier: "en_US")
print(formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)))  // 3.107 mi
print(formatter.string(from: Measurement(value: 293, unit: UnitTemperature.kelvin)))  // 67.73°F
formatter.unitOptions = .temperatureWithoutUnit
print(formatter.string(from: Measurement(value: 72, unit: UnitTemperature.fahrenheit)))  // 72°
formatter.unitStyle = .long
formatter.unitOptions = [.providedUnit, .naturalScale]
print(formatter.string(from: Measurement(value: 12000, unit: UnitLength.meters)))  // 12 kilometers
formatter.unitOptions = .providedUnit
formatter.numberFormatter.maximumFractionDigits = 1
print(formatter.string(from: Measurement(value: 100.25, unit: UnitSpeed.kilometersPerHour)))
// 100.2 kilometers per hour
print(formatter.string(from: UnitLength.millimeters))  // millimeters

// Byte counts and the locale's preferred unit.
let memory = Measurement(value: 1024, unit: UnitInformationStorage.bytes)
print(memory.formatted(.byteCount(style: .memory)))  // 1 kB
print(UnitLength(forLocale: Locale(identifier: "en_US"), usage: .road).symbol)  // mi
