// Apple's Foundation API for measurements on Linux: `Measurement<UnitType>.FormatStyle`,
// `.measurement(width:usage:numberFormatStyle:)`, `MeasurementFormatUnitUsage`,
// `Measurement.formatted()`, backed by MeasurementFormatting (re-exported here).
//
// Compiled only where Foundation lacks these types: on Apple platforms Foundation has its
// own, and this module only re-exports MeasurementFormatting.
@_exported import MeasurementFormatting
