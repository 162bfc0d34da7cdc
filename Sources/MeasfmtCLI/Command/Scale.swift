@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// `--to si|iec|iec-i|natural`: a value shown in the unit of its ladder whose value is at
/// least 1, through the library's natural scale (``UnitOptions/naturalScale``). si and iec
/// are numfmt's scales, for bytes (and si for bits): the value is first expressed in bytes
/// (or bits) or kibibytes, whose ladders are decimal (kB, MB, …) and binary (KiB, MiB, …).
enum Scale: String, CaseIterable, Sendable {
  case si, iec
  /// numfmt's "Ki" suffix; measfmt writes units, which are KiB, MiB, … for both.
  case iecI = "iec-i"
  case natural

  static let byte = try! MeasureUnit("byte")
  static let bit = try! MeasureUnit("bit")
  static let kibibyte = try! MeasureUnit("kibibyte")

  /// What the scale does with the values of one unit, found once per unit (the batch
  /// line's unit is most often the one before): the unit its ladder starts from, or why
  /// the scale does not apply.
  final class Plan {
    /// The unit the values are in.
    let unit: MeasureUnit
    /// The unit the values are converted to first: bytes or bits (si), bytes (iec).
    let base: MeasureUnit
    /// iec: from 1024 bytes on, the binary ladder, which starts at kibibytes.
    let binary: Bool
    /// Whether the values are converted to `base` (else they are in it).
    let converts: Bool

    init(unit: MeasureUnit, base: MeasureUnit, binary: Bool) {
      self.unit = unit
      self.base = base
      self.binary = binary
      converts = unit != base
    }
  }

  /// The plan for values in `unit`, or the problem every one of them has.
  func plan(for unit: MeasureUnit) -> Result<Plan, Problem> {
    switch self {
    case .natural:
      return .success(Plan(unit: unit, base: unit, binary: false))
    case .si:
      let base =
        unit.isConvertible(to: Self.byte) && unit.identifier.hasSuffix("bit")
        ? Self.bit : Self.byte
      guard unit.isConvertible(to: base) else { return .failure(notDigital(unit)) }
      return .success(Plan(unit: unit, base: base, binary: false))
    case .iec, .iecI:
      guard unit.isConvertible(to: Self.byte) else { return .failure(notDigital(unit)) }
      if unit.identifier.hasSuffix("bit") {
        return .failure(
          Problem(
            message:
              "'--to \(rawValue)' scales bytes (KiB, MiB, …); CLDR has no binary units of \(unit.identifier)s: use --to si."
          ))
      }
      return .success(Plan(unit: unit, base: Self.byte, binary: true))
    }
  }

  /// Where a value's scale starts: the value (and the upper end of a range) in a unit,
  /// and whether the natural scale takes it from there (else it is written in that unit).
  struct Start {
    var low: Double
    var high: Double?
    var unit: MeasureUnit
    var scales = true
  }

  /// The value (and the upper end of a range) in the unit the scale starts its ladder
  /// from (the natural scale does the rest), by `plan`: converted to its base unit, and
  /// for iec in kibibytes from 1024 bytes as written on (`shown` rounds a value as it is
  /// written: 1023.99 bytes written as an integer are 1024), else in bytes, which iec
  /// never writes with a decimal prefix (1000 bytes are not 1 kB).
  func start(_ value: Double, _ high: Double?, plan: Plan, shownBy format: MeasurementFormat)
    -> Result<Start, Problem>
  {
    var low = value
    var top = high
    // A value in its base unit is not converted (a conversion to the unit itself is the
    // identity): --from suffixes and --unit byte give bytes.
    if plan.converts {
      do {
        low = try plan.unit.convert(value, to: plan.base)
        top = try high.map { (h) throws(MeasurementFormatError) in
          try plan.unit.convert(h, to: plan.base)
        }
      } catch {
        return .failure(
          plan.binary ? notDigital(plan.unit) : Problem(message: Configuration.sentence("\(error)"))
        )
      }
    }
    guard plan.binary else { return .success(Start(low: low, high: top, unit: plan.base)) }
    let largest = max(abs(low), abs(top ?? 0))
    // Rounding reaches 1024 only from 1023 on.
    if largest < 1023 || (largest < 1024 && format.roundedAsShown(largest) < 1024) {
      return .success(Start(low: low, high: top, unit: plan.base, scales: false))
    }
    return .success(Start(low: low / 1024, high: top.map { $0 / 1024 }, unit: Self.kibibyte))
  }

  /// The value in the unit the scale starts its ladder from (the natural scale does the
  /// rest); a problem when the scale does not apply to the unit.
  func start(
    _ value: Double, _ high: Double?, unit: MeasureUnit, shownBy format: MeasurementFormat
  ) -> Result<Start, Problem> {
    plan(for: unit).flatMap { start(value, high, plan: $0, shownBy: format) }
  }

  private func notDigital(_ unit: MeasureUnit) -> Problem {
    Problem(
      message:
        "'--to \(rawValue)' scales bytes and bits (kB, MB, …, KiB, MiB, …), not \(unit.identifier); --to natural scales any quantity (1500 m → 1.5 km)."
    )
  }
}
