// The library is the Foundation-free core plus the Foundation layer in this folder:
// `import MeasurementFormatting` gives both.
@_exported import MeasurementFormattingCore
