import MeasurementFormatting

/// Variants that need the styling and rendering layer.
@MainActor func extraVariants() -> [Variant] {
  []
}
