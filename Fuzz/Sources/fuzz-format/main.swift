import Foundation
import FuzzSupport
import MeasurementFormatting

// The whole format path: a configuration (locale, width, number options, usage,
// hidden unit) and a unit, built from the fuzzer's bytes, through every entry point
// (single value, decimal text, range, conversion, string only, Foundation
// Measurement, custom symbol) and every renderer with fuzzed styles. Every result
// must satisfy `Invariants`; configuration errors must be typed errors.

private let locales = [
  "en", "en-US", "en-GB", "de", "de-CH", "fr", "fr-CA", "es", "it", "nl", "pt-BR", "ru", "pl",
  "cs", "sv", "fi", "tr", "el", "ar", "ar-EG-u-nu-arab", "he", "fa", "ur", "hi", "bn", "th",
  "th-u-nu-thai", "ja", "zh", "zh-Hant-TW", "ko", "my", "km", "am", "sw", "yue", "sr-Latn",
  "en-US-u-ms-metric", "en-u-mu-fahrenhe", "de_CH.UTF-8", "C", "POSIX", "und", "root", "en_001",
  "ar@numbers=latn", "ps-AF", "ckb", "dz", "",
]

private let units = [
  "kilometer", "meter", "centimeter", "mile", "foot", "inch", "yard", "light-year", "kilogram",
  "gram", "pound", "stone", "ounce", "carat", "celsius", "fahrenheit", "kelvin", "generic",
  "liter", "milliliter", "gallon", "gallon-imperial", "cup", "fluid-ounce", "second", "minute",
  "hour", "day", "week", "month", "year", "year-person", "kilometer-per-hour",
  "meter-per-second", "mile-per-hour", "knot", "percent", "permille", "permillion",
  "permyriad", "karat", "milligram-ofglucose-per-deciliter", "millimole-per-liter",
  "liter-per-100-kilometer", "liter-per-kilometer", "mile-per-gallon",
  "mile-per-gallon-imperial", "kilowatt-hour", "kilowatt-hour-per-100-kilometer",
  "hectopascal", "inch-ofhg", "millimeter-ofhg", "pound-force-per-square-inch", "bar",
  "newton-meter", "pound-force-foot", "degree", "arc-minute", "radian", "revolution",
  "square-kilometer", "hectare", "acre", "cubic-meter", "bushel", "gigabyte", "bit", "byte",
  "pixel-per-inch", "dot-per-centimeter", "em", "lux", "candela", "solar-luminosity",
  "foot-and-inch", "yard-and-foot-and-inch", "stone-and-pound", "pound-and-ounce",
  "hour-and-minute", "hour-and-minute-and-second", "degree-and-arc-minute-and-arc-second",
  "meter-and-centimeter", "mile-and-foot", "kilometer-per-square-hour",
  "kilogram-meter-per-square-second", "pow4-meter", "square-foot-per-cubic-second",
  "per-second", "hertz", "beaufort", "length-kilometer", "mass-pound", "speed-knot",
]

private let prefixes = [
  "", "kilo", "mega", "giga", "tera", "milli", "micro", "nano", "centi", "deci", "deka", "hecto",
  "yotta", "quecto", "kibi", "mebi", "yobi",
]
private let powers = ["", "square-", "cubic-", "pow4-", "pow15-"]
private let bases = [
  "meter", "gram", "second", "liter", "hour", "byte", "bit", "foot", "pound", "ampere", "watt",
  "volt", "joule", "newton", "pascal", "kelvin", "celsius", "mile", "gallon", "mole", "item",
]

private let foundationUnits: [Dimension] = [
  UnitLength.kilometers, UnitLength.feet, UnitLength.astronomicalUnits, UnitLength.fathoms,
  UnitMass.kilograms, UnitMass.slugs, UnitMass.stones, UnitTemperature.celsius,
  UnitTemperature.fahrenheit, UnitSpeed.knots, UnitDuration.hours, UnitAngle.gradians,
  UnitArea.ares, UnitVolume.teaspoons, UnitVolume.imperialPints, UnitFuelEfficiency.milesPerGallon,
  UnitInformationStorage.nibbles, UnitElectricCharge.coulombs, UnitEnergy.kilowattHours,
  UnitPressure.inchesOfMercury, UnitConcentrationMass.milligramsPerDeciliter,
  UnitDispersion.partsPerMillion, UnitIlluminance.lux, UnitFrequency.terahertz,
]

private let widths: [UnitWidth] = [.narrow, .abbreviated, .wide]
private let styleSpecs = [
  "bold", "dim", "italic,underline", "fg=#888888,caption", "bg=208", "font=80%",
  "strikethrough=red", "opacity=0.5", "weight=black", "link=https://example.com/a b",
  "link=javascript:alert(1)", "no-bold", "bright-blue,underline=12", "baseline=3,kerning=-1",
]

extension FuzzInput {
  fileprivate mutating func unitID() -> String {
    switch byte() % 8 {
    case 0:
      // An id composed of CLDR's grammar: [prefix][power]base[-per-…][-and-…].
      var id = pick(powers) + pick(prefixes) + pick(bases)
      for _ in 0..<int(in: 0...3) {
        id += pick(["-", "-per-", "-and-", "-"]) + pick(powers) + pick(prefixes) + pick(bases)
      }
      return id
    case 1: return string(maxLength: 64)
    default: return pick(units)
    }
  }

  fileprivate mutating func locale() -> String {
    byte() % 8 == 0 ? string(maxLength: 40) : pick(locales)
  }

  fileprivate mutating func digits() -> ClosedRange<Int> {
    // Mostly small, sometimes up to the 0...999 range, sometimes invalid.
    let large = byte() % 8 == 0
    let a = large ? int(in: -2...1001) : int(in: 0...8)
    let b = large ? int(in: -2...1001) : int(in: 0...8)
    return min(a, b)...max(a, b)
  }

  fileprivate mutating func options() -> NumberOptions {
    let flags = byte()
    // Out-of-range digit counts clamp: any precision is valid.
    var options = NumberOptions()
    if flags & 1 != 0 { options.precision = .fractionDigits(digits()) }
    if flags & 2 != 0 { options.precision = .significantDigits(digits()) }
    if let digits = options.precision?.fractionDigits ?? options.precision?.significantDigits,
      digits.lowerBound < 0 || digits.upperBound > 999
    {
      Invariants.fail("precision not clamped: \(digits)")
    }
    if flags & 4 != 0 { options.roundingMode = pick(NumberOptions.RoundingMode.allCases) }
    if flags & 8 != 0 { options.grouping = pick(NumberOptions.Grouping.allCases) }
    if flags & 16 != 0 { options.signDisplay = pick(NumberOptions.SignDisplay.allCases) }
    if flags & 32 != 0 { options.notation = pick(NumberOptions.Notation.allCases) }
    return options
  }

  fileprivate mutating func style() -> TextStyle {
    let spec = byte() % 4 == 0 ? string(maxLength: 48) : pick(styleSpecs)
    do {
      return try TextStyle(spec: spec)
    } catch {
      guard error.code == .invalidOption, !error.description.isEmpty,
        !error.description.unicodeScalars.contains(where: { $0.value < 0x20 })
      else { Invariants.fail("TextStyle(spec: \(Invariants.debug(spec))) threw \(error)") }
      return TextStyle()
    }
  }
}

/// `MEASFMT_FUZZ_PRINT=1`: print each case before running it (to reproduce a crash).
private let printsCases = getenv("MEASFMT_FUZZ_PRINT") != nil

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormat(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzInput(UnsafeRawBufferPointer(start: data, count: count))
  let localeID = input.locale()
  let width = input.pick(widths)
  let number = input.options()
  let usage: Usage = input.byte() % 3 == 0 ? Usage(name: input.pick(Usage.names))! : .asProvided
  let hidesUnit = input.byte() % 8 == 0
  let format: MeasurementFormat
  do {
    format = try MeasurementFormat(
      width: width, locale: localeID, number: number, usage: usage, hidesUnit: hidesUnit)
  } catch {
    switch error.code {
    case .malformedLocale, .unknownLocale:
      guard error.input == localeID else { Invariants.fail("locale error names \(error.input)") }
      return 0
    default:
      Invariants.fail("MeasurementFormat(locale: \(Invariants.debug(localeID))) threw \(error)")
    }
  }
  let unitID = input.unitID()
  let value = input.double()
  let operation = input.byte() % 10
  let context =
    "locale=\(Invariants.debug(localeID)) width=\(width) number=\(number) usage=\(usage) hidden=\(hidesUnit) unit=\(Invariants.debug(unitID)) value=\(value) op=\(operation)"

  if printsCases { traceLine("case: \(context)") }
  var unit = MeasureUnit.meter
  var checkedValue = value
  var detail = ""
  var hostile = false
  var result: FormattedMeasurement
  switch operation {
  case 7:
    // A custom unit: its symbol comes from outside and must not inject anything.
    hostile = true
    unit = MeasureUnit(customSymbol: input.string(maxLength: 32))
    result =
      input.bool() ? format.format(value, unit: unit) : format.formatRange(value, 3, unit: unit)
  case 8:
    var dimension = input.pick(foundationUnits)
    if input.byte() % 4 == 0 {
      hostile = true
      dimension = UnitLength(
        symbol: input.string(maxLength: 16), converter: UnitConverterLinear(coefficient: 2))
    }
    result = format.format(Measurement(value: value, unit: dimension))
    if !hostile {
      // The text-only path gives the string of the tagged one.
      guard format.string(value, unit: MeasureUnit(dimension)) == result.string else {
        Invariants.fail("string() differs from format(): \(context)")
      }
    }
  default:
    do {
      unit = try MeasureUnit(unitID)
    } catch {
      return 0
    }
    switch operation {
    case 1:
      let high = input.double()
      detail = " high=\(high)"
      if printsCases { traceLine("  high: \(high)") }
      result = format.formatRange(value, high, unit: unit)
    case 2:
      let decimal = input.byte() % 2 == 0 ? input.string(maxLength: 80) : decimalText(&input)
      checkedValue = Double(decimal) ?? .nan
      detail = " decimal=\(Invariants.debug(decimal))"
      if printsCases { traceLine("  decimal: \(Invariants.debug(decimal))") }
      do {
        result = try format.format(decimal: decimal, unit: unit)
      } catch {
        guard error.code == .invalidOption else { Invariants.fail("decimal threw \(error)") }
        return 0
      }
    case 3, 4:
      guard let target = try? MeasureUnit(input.unitID()) else { return 0 }
      let high = operation == 4 ? input.double() : value
      detail = " target=\(target) high=\(high)"
      if printsCases { traceLine("  target: \(target) high: \(high)") }
      do {
        result =
          operation == 3
          ? try format.format(value, unit: unit, convertedTo: target)
          : try format.formatRange(value, high, unit: unit, convertedTo: target)
      } catch {
        switch error.code {
        case .incompatibleUnits, .unsupported: return 0
        default: Invariants.fail("conversion threw \(error): \(context)")
        }
      }
    case 5:
      result = format.format(value, unit: unit)
      let string = format.string(value, unit: unit)
      guard string == result.string else {
        Invariants.fail(
          "string() \(Invariants.debug(string)) != format() \(Invariants.debug(result.string)): \(context)"
        )
      }
    default:
      result = format.format(value, unit: unit)
    }
  }
  Invariants.check(result, context + detail)
  if !hidesUnit && !result.runs.contains(where: { $0.part == .value }) {
    // Without a number only where CLDR writes ±1 or ±2 so (for a range: both ends).
    let shown = operation == 2 ? checkedValue : result.output.first?.value ?? value
    guard KnownIssues.mayOmitNumber(format, value: shown) else {
      Invariants.fail("no value run in \(Invariants.debug(result.string)): \(context)\(detail)")
    }
  }

  var styled = result.styled(base: input.byte() % 4 == 0 ? input.style() : TextStyle())
  styled = styled.restyling(.unit, with: input.style())
  styled = styled.restyling(.minusSign, with: input.style())
  if input.bool() { styled = styled.restyling(.startRange, with: input.style()) }
  if input.bool() { styled = styled.whitespace(input.pick(WhitespacePolicy.allCases)) }
  Invariants.checkRenderers(styled, hostileText: hostile, variant: input.byte(), context)
  _ = AttributedStringRenderer().render(styled)
  return 0
}

/// A number as text: digits with an optional sign, point and exponent, sometimes very
/// long (1000 digits) or with a huge exponent (1e400, -1e-400).
private func decimalText(_ input: inout FuzzInput) -> String {
  var text = input.bool() ? "-" : ""
  let digits = input.byte() % 8 == 0 ? input.int(in: 1...1200) : input.int(in: 1...20)
  for i in 0..<digits {
    text.append(Character(Unicode.Scalar(0x30 + UInt8((i * 7 + digits) % 10))))
  }
  if input.bool() { text += "." + String(input.int(in: 0...99_999)) }
  if input.bool() { text += "e" + String(input.int(in: -2000...2000)) }
  return text
}
