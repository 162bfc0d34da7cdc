// `import MeasurementFormatStyle` gives Foundation's measurement API on every platform, so
// that a cross-platform package imports it without a condition (docs/apple.md):
// - on Apple platforms Foundation has that API: the module re-exports Foundation, and adds
//   only the string interpolation of DefaultStringInterpolation+Measurement.swift;
// - elsewhere this module defines it (each file's `#if !canImport(Darwin)`), backed by
//   MeasurementFormatting (the system ICU), which it re-exports with Foundation.
@_exported import Foundation

#if !canImport(Darwin)
  @_exported import MeasurementFormatting
#endif
