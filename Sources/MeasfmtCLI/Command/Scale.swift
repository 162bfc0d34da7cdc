import MeasurementFormattingCore

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

  /// The value in the unit the scale starts its ladder from (the natural scale does the
  /// rest); a problem when the scale does not apply to the unit.
  func start(_ value: Double, _ high: Double?, unit: MeasureUnit) -> Result<
    (Double, Double?, MeasureUnit), Problem
  > {
    switch self {
    case .natural:
      return .success((value, high, unit))
    case .si:
      let base =
        unit.isConvertible(to: Self.byte) && unit.identifier.hasSuffix("bit")
        ? Self.bit : Self.byte
      guard unit.isConvertible(to: base) else { return .failure(notDigital(unit)) }
      return convert(value, high, unit, to: base)
    case .iec, .iecI:
      guard unit.isConvertible(to: Self.byte) else { return .failure(notDigital(unit)) }
      if unit.identifier.hasSuffix("bit") {
        return .failure(
          Problem(
            message:
              "'--to \(rawValue)' scales bytes (KiB, MiB, …); CLDR has no binary units of \(unit.identifier)s: use --to si."
          ))
      }
      guard case .success(let (bytes, highBytes, _)) = convert(value, high, unit, to: Self.byte)
      else { return .failure(notDigital(unit)) }
      // Below 1 KiB the value stays in bytes; from there on the binary ladder starts.
      if max(abs(bytes), abs(highBytes ?? 0)) < 1024 {
        return .success((bytes, highBytes, Self.byte))
      }
      return .success((bytes / 1024, highBytes.map { $0 / 1024 }, Self.kibibyte))
    }
  }

  private func convert(_ value: Double, _ high: Double?, _ unit: MeasureUnit, to base: MeasureUnit)
    -> Result<(Double, Double?, MeasureUnit), Problem>
  {
    do {
      let low = try unit.convert(value, to: base)
      let top = try high.map { (h) throws(MeasurementFormatError) in try unit.convert(h, to: base) }
      return .success((low, top, base))
    } catch {
      return .failure(Problem(message: Configuration.sentence("\(error)")))
    }
  }

  private func notDigital(_ unit: MeasureUnit) -> Problem {
    Problem(
      message:
        "'--to \(rawValue)' scales bytes and bits (kB, MB, …, KiB, MiB, …), not \(unit.identifier); --to natural scales any quantity (1500 m → 1.5 km)."
    )
  }
}
