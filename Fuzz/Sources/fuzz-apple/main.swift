import Foundation
import FuzzSupport
import MeasurementFormatStyle

// Apple's API on Linux (module MeasurementFormatStyle): a MeasurementFormatter with
// random unit style, unit options, locale and NumberFormatter settings (style,
// fraction and significant digits, integer digits, rounding mode and increment,
// multiplier, grouping), and a Measurement.FormatStyle with random width, locale, usage
// and FloatingPointFormatStyle (precision, grouping, sign, notation, rounding, scale),
// over random measurements of every Foundation unit type, custom dimensions and
// non-dimension units. Nothing may crash or trap, and:
//
// - the style's string is the attributed string's characters, and `formatted(_:)`'s;
//   a style survives Codable and formats the same;
// - the formatter's string(from:) is its string(for:) of the Measurement and of an
//   NSMeasurement, and its copy's;
// - the number written reads back: from the attributed string's number parts (digits by
//   their Unicode value; the library's tags), and through Foundation's NumberFormatter of
//   the same locale, where Foundation's ICU writes numbers as the system ICU does (its
//   CLDR is another version: `NumberReading.agrees`); both readings are the same number,
//   and, where the unit is kept as given, the value formatted to the digits shown.

// MARK: - Inputs

let knownLocales: Set<String> = Set(locales)

private let locales = [
  "en_US", "en_GB", "de_DE", "de_CH", "fr_FR", "fr_CA", "es_ES", "it_IT", "nl_NL", "pt_BR",
  "ru_RU", "pl_PL", "sv_SE", "fi_FI", "tr_TR", "el_GR", "cs_CZ", "uk_UA", "vi_VN", "id_ID",
  "ar", "ar_EG", "ar_SA", "he_IL", "fa_IR", "ur_PK", "ps_AF", "ckb", "hi_IN", "bn_BD", "mr_IN",
  "en_IN", "th_TH", "th_TH@numbers=thai", "ja_JP", "zh_CN", "zh_Hant_TW", "ko_KR", "my_MM",
  "km_KH", "am_ET", "sw_KE", "sr_Latn_RS", "dz_BT", "en_US_POSIX", "de@numbers=arab", "", "root",
  "xx_YY", "en_US@measure=metric",
]

private let roundingModes: [NumberFormatter.RoundingMode] = [
  .ceiling, .floor, .down, .up, .halfEven, .halfDown, .halfUp,
]
private let numberStyles: [NumberFormatter.Style] = [
  .none, .decimal, .percent, .scientific, .spellOut, .ordinal, .currency, .currencyISOCode,
  .currencyPlural, .currencyAccounting,
]
private let rules: [FloatingPointRoundingRule] = [
  .toNearestOrAwayFromZero, .toNearestOrEven, .up, .down, .towardZero, .awayFromZero,
]

extension FuzzInput {
  fileprivate mutating func locale() -> Locale {
    byte() % 16 == 0 ? Locale(identifier: string(maxLength: 40)) : Locale(identifier: pick(locales))
  }

  /// A digit count: mostly small, sometimes out of any range.
  fileprivate mutating func count() -> Int {
    byte() % 8 == 0 ? int(in: -5...1200) : int(in: 0...8)
  }

  fileprivate mutating func number() -> NSNumber? {
    switch byte() % 6 {
    case 0: return nil
    case 1: return NSNumber(value: pick([0.5, 0.25, 0.1, 5, 1, 0.01, 1000]))
    case 2: return NSNumber(value: pick([0, -1, -0.5, .nan, .infinity, 1e300, 1e-300, 3]))
    default: return NSNumber(value: double())
    }
  }

  fileprivate mutating func numberFormatter(_ locale: Locale) -> NumberFormatter {
    let f = NumberFormatter()
    f.locale = locale
    f.numberStyle = pick(numberStyles)
    let flags = bits(2)
    if flags & 1 != 0 { f.minimumFractionDigits = count() }
    if flags & 2 != 0 { f.maximumFractionDigits = count() }
    if flags & 4 != 0 {
      f.usesSignificantDigits = true
      if bool() { f.minimumSignificantDigits = count() }
      if bool() { f.maximumSignificantDigits = count() }
    }
    if flags & 8 != 0 { f.minimumIntegerDigits = byte() % 8 == 0 ? int(in: 0...400) : count() }
    if flags & 16 != 0 { f.usesGroupingSeparator = bool() }
    if flags & 32 != 0 { f.roundingMode = pick(roundingModes) }
    if flags & 64 != 0 { f.roundingIncrement = number() }
    if flags & 128 != 0 { f.multiplier = number() }
    if flags & 256 != 0 { f.maximumIntegerDigits = count() }
    return f
  }

  fileprivate mutating func numberStyle(_ locale: Locale) -> FloatingPointFormatStyle<Double>? {
    let flags = byte()
    guard flags & 1 != 0 else { return nil }
    var style = FloatingPointFormatStyle<Double>(locale: locale)
    func range(_ low: Int, _ high: Int) -> ClosedRange<Int> { min(low, high)...max(low, high) }
    switch byte() % 5 {
    case 0: style = style.precision(.fractionLength(range(int(in: 0...12), int(in: 0...12))))
    case 1: style = style.precision(.fractionLength(int(in: 0...999)))
    case 2: style = style.precision(.significantDigits(range(int(in: 1...12), int(in: 1...12))))
    case 3: style = style.precision(.integerLength(int(in: 0...6)))
    default: break
    }
    if flags & 2 != 0 { style = style.grouping(bool() ? .automatic : .never) }
    if flags & 4 != 0 {
      style = style.sign(
        strategy: pick([.automatic, .never, .always(), .always(includingZero: false)]))
    }
    if flags & 8 != 0 { style = style.notation(pick([.automatic, .scientific, .compactName])) }
    if flags & 16 != 0 {
      style = style.rounded(rule: pick(rules), increment: bool() ? nil : pick([0.5, 0.25, 5]))
    }
    if flags & 32 != 0 { style = style.scale(pick([1, 100, 0.001, -1, 1e10])) }
    if flags & 64 != 0 { style = style.decimalSeparator(strategy: .always) }
    return style
  }
}

// MARK: - Units, by type

/// Formats a measurement of one unit type (Swift has no generic closures), reading its
/// settings from `input`.
private protocol Visitor {
  var input: FuzzInput { get set }
  mutating func visit<U: Dimension>(_ m: Measurement<U>, usages: [MeasurementFormatUnitUsage<U>])
}

/// A custom dimension of each type, with a converter of its own.
private let smoot = UnitLength(symbol: "smoot", converter: UnitConverterLinear(coefficient: 1.7018))
private let warmth = UnitTemperature(
  symbol: "°W", converter: UnitConverterLinear(coefficient: 2, constant: 250))

private func visit<V: Visitor>(_ v: inout V, value: Double) {
  func m<U: Dimension>(_ units: [U]) -> Measurement<U> {
    Measurement(value: value, unit: v.input.pick(units))
  }
  switch v.input.byte() % 16 {
  case 0:
    v.visit(
      m([
        UnitLength.meters, .kilometers, .feet, .inches, .miles, .lightyears, .nauticalMiles, smoot,
      ]),
      usages: [
        .general, .asProvided, .road, .person, .personHeight, .visibility, .focalLength,
        .rainfall, .snowfall,
      ])
  case 1:
    v.visit(
      m([UnitMass.kilograms, .grams, .pounds, .stones, .ounces, .carats, .slugs]),
      usages: [
        .general, .asProvided, .personWeight,
      ])
  case 2:
    v.visit(
      m([UnitTemperature.celsius, .fahrenheit, .kelvin, warmth]),
      usages: [
        .general, .asProvided, .weather, .person,
      ])
  case 3:
    v.visit(
      m([UnitSpeed.kilometersPerHour, .milesPerHour, .knots, .metersPerSecond]),
      usages: [
        .general, .asProvided, .wind,
      ])
  case 4:
    v.visit(
      m([UnitEnergy.kilocalories, .kilojoules, .kilowattHours, .calories]),
      usages: [
        .general, .asProvided, .food, .workout,
      ])
  case 5:
    v.visit(
      m([UnitPressure.hectopascals, .inchesOfMercury, .bars, .poundsForcePerSquareInch]),
      usages: [
        .general, .asProvided, .barometric,
      ])
  case 6:
    v.visit(
      m([UnitVolume.liters, .milliliters, .gallons, .cups, .teaspoons, .imperialPints]),
      usages: [
        .general, .asProvided, .liquid,
      ])
  case 7:
    v.visit(
      m([UnitDuration.hours, .minutes, .seconds, .milliseconds]), usages: [.general, .asProvided])
  case 8:
    v.visit(m([UnitArea.squareMeters, .acres, .hectares, .ares]), usages: [.general, .asProvided])
  case 9:
    v.visit(
      m([UnitAngle.degrees, .radians, .gradians, .revolutions]), usages: [.general, .asProvided])
  case 10:
    v.visit(
      m([UnitFuelEfficiency.litersPer100Kilometers, .milesPerGallon, .milesPerImperialGallon]),
      usages: [.general, .asProvided])
  case 11:
    v.visit(
      m([UnitInformationStorage.bytes, .kilobytes, .gibibits, .nibbles]),
      usages: [
        .general, .asProvided,
      ])
  case 12:
    v.visit(
      m([UnitConcentrationMass.milligramsPerDeciliter, .gramsPerLiter]),
      usages: [
        .general, .asProvided,
      ])
  case 13:
    v.visit(m([UnitElectricCharge.coulombs, .ampereHours]), usages: [.general, .asProvided])
  case 14:
    v.visit(m([UnitFrequency.hertz, .terahertz]), usages: [.general, .asProvided])
  default:
    v.visit(m([UnitIlluminance.lux]), usages: [.general, .asProvided])
  }
}

// MARK: - Measurement.FormatStyle

private struct StyleCheck: Visitor {
  var input: FuzzInput

  mutating func visit<U: Dimension>(_ m: Measurement<U>, usages: [MeasurementFormatUnitUsage<U>]) {
    let locale = input.locale()
    let width = input.pick([
      Measurement<U>.FormatStyle.UnitWidth.wide, .abbreviated, .narrow,
    ])
    let usage = input.pick(usages)
    let number = input.numberStyle(locale)
    var style = Measurement<U>.FormatStyle(
      width: width, locale: locale, usage: usage, numberFormatStyle: number)
    if input.bool(), var temperature = style as? Measurement<UnitTemperature>.FormatStyle {
      temperature.hidesScaleName = true
      style = temperature as! Measurement<U>.FormatStyle
    }
    let context =
      "FormatStyle value=\(m.value) unit=\(m.unit.symbol) locale=\(locale.identifier) width=\(width) usage=\(usage) number=\(number.map { "\($0)" } ?? "nil")"
    if printsCases { traceLine("case: \(context)") }

    let string = style.format(m)
    let attributed = style.attributed.format(m)
    guard String(attributed.characters) == string else {
      Invariants.fail(
        "the attributed string's characters \(Invariants.debug(String(attributed.characters))) are not the string \(Invariants.debug(string))\n  case: \(context)"
      )
    }
    guard m.formatted(style) == string else {
      Invariants.fail("formatted(_:) differs from format(_:)\n  case: \(context)")
    }
    if let data = try? JSONEncoder().encode(style) {
      let decoded: Measurement<U>.FormatStyle
      do {
        decoded = try JSONDecoder().decode(Measurement<U>.FormatStyle.self, from: data)
      } catch {
        // Foundation's own number style may not decode what it encodes.
        guard Self.survivesCodable(number) else { return }
        Invariants.fail("the style's encoding does not decode: \(error)\n  case: \(context)")
      }
      guard decoded.format(m) == string else {
        Invariants.fail(
          "the decoded style writes \(Invariants.debug(decoded.format(m)))\n  case: \(context)")
      }
      // Equal unless Foundation's own number style does not survive its Codable.
      if decoded != style, Self.survivesCodable(number) {
        Invariants.fail("the decoded style is not equal to the style\n  case: \(context)")
      }
    }

    let tagged = NumberReading(attributed)
    guard let tagged else { return }
    if let problem = tagged.problem {
      Invariants.fail(
        "the number parts: \(problem): \(Invariants.debug(string))\n  case: \(context)")
    }
    // Kept as given: the value, scaled, to the digits shown (rounding increments are not
    // expressed: see FoundationNumberStyle).
    if usage == .asProvided, !tagged.compact, let value = tagged.value {
      var expected = m.value * StyleEncoding.scale(number)
      if StyleEncoding.hidesSign(number) { expected = abs(expected) }
      if !tagged.matches(expected) {
        Invariants.fail(
          "the number shown (\(Invariants.debug(tagged.text)), read \(value)) is not \(expected)\n  case: \(context)"
        )
      }
    }
    // Foundation's NumberFormatter on Linux reads neither "NaN" nor "∞" (it writes
    // "NaN" for -NaN and "-+∞" for -∞), nor a subnormal written out in full (0.000…049,
    // 4.9e-315): normal numbers only.
    if !tagged.compact, NumberReading.isReadable(tagged.value), tagged.text.count <= 400,
      NumberReading.agrees(locale, scientific: tagged.exponent)
    {
      let read = NumberReading.foundation(tagged.text, locale: locale, scientific: tagged.exponent)
      guard let read, NumberReading.close(read, tagged.value ?? .nan, tolerance: 0) else {
        Invariants.fail(
          "NumberFormatter(\(locale.identifier)) reads \(Invariants.debug(tagged.text)) as \(read.map { "\($0)" } ?? "nothing"), the parts as \(tagged.value.map { "\($0)" } ?? "nothing")\n  case: \(context)"
        )
      }
    }
  }
}

extension StyleCheck {
  /// Whether Foundation's number style decodes equal to itself.
  static func survivesCodable(_ style: FloatingPointFormatStyle<Double>?) -> Bool {
    guard let style else { return true }
    guard let data = try? JSONEncoder().encode(style),
      let decoded = try? JSONDecoder().decode(FloatingPointFormatStyle<Double>.self, from: data)
    else { return false }
    return decoded == style
  }
}

/// What a `FloatingPointFormatStyle` does to the number, read from its encoding.
private enum StyleEncoding {
  static func collection(_ style: FloatingPointFormatStyle<Double>?) -> [String: Any]? {
    guard let style, let data = try? JSONEncoder().encode(style),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return object["collection"] as? [String: Any]
  }

  /// The scale it multiplies by.
  static func scale(_ style: FloatingPointFormatStyle<Double>?) -> Double {
    collection(style)?["scale"] as? Double ?? 1
  }

  /// Whether it never shows a sign.
  static func hidesSign(_ style: FloatingPointFormatStyle<Double>?) -> Bool {
    guard let given = collection(style)?["signDisplayStrategy"] as? NSObject,
      let never = collection(FloatingPointFormatStyle<Double>().sign(strategy: .never))?[
        "signDisplayStrategy"] as? NSObject
    else { return false }
    return given.isEqual(never)
  }
}

// MARK: - MeasurementFormatter

private func checkFormatter(_ input: inout FuzzInput, value: Double) {
  let formatter = MeasurementFormatter()
  let locale = input.locale()
  formatter.locale = locale
  formatter.unitStyle = input.pick([.short, .medium, .long])
  formatter.unitOptions = MeasurementFormatter.UnitOptions(rawValue: UInt(input.byte() % 8))
  if input.bool() { formatter.numberFormatter = input.numberFormatter(locale) }
  if input.byte() % 16 == 0 { formatter.locale = nil }
  let unit: Unit
  switch input.byte() % 8 {
  case 0: unit = Unit(symbol: input.string(maxLength: 24))
  case 1: unit = smoot
  default:
    unit = input.pick([
      UnitLength.kilometers, UnitLength.feet, UnitMass.pounds, UnitTemperature.fahrenheit,
      UnitTemperature.kelvin, UnitSpeed.knots, UnitVolume.gallons, UnitDuration.hours,
      UnitEnergy.kilowattHours, UnitArea.acres, UnitPressure.inchesOfMercury,
      UnitInformationStorage.megabytes, UnitAngle.arcMinutes, UnitFuelEfficiency.milesPerGallon,
      UnitConcentrationMass.millimolesPerLiter(withGramsPerMole: 180), warmth,
    ])
  }
  let measurement = Measurement<Unit>(value: value, unit: unit)
  let nf = formatter.numberFormatter!
  let context =
    "MeasurementFormatter value=\(value) unit=\(Invariants.debug(unit.symbol)) locale=\(formatter.locale.identifier) unitStyle=\(formatter.unitStyle.rawValue) unitOptions=\(formatter.unitOptions.rawValue) number: style=\(nf.numberStyle.rawValue) fraction=\(nf.minimumFractionDigits)...\(nf.maximumFractionDigits) significant=\(nf.usesSignificantDigits) \(nf.minimumSignificantDigits)...\(nf.maximumSignificantDigits) integer=\(nf.minimumIntegerDigits) grouping=\(nf.usesGroupingSeparator) rounding=\(nf.roundingMode.rawValue) increment=\(nf.roundingIncrement.map { "\($0)" } ?? "nil") multiplier=\(nf.multiplier.map { "\($0)" } ?? "nil")"
  if printsCases { traceLine("case: \(context)") }

  let string = formatter.string(from: measurement)
  guard formatter.string(for: measurement) == string,
    formatter.string(for: NSMeasurement(doubleValue: value, unit: unit)) == string,
    (formatter.copy() as? MeasurementFormatter)?.string(from: measurement) == string
  else { Invariants.fail("string(for:) or a copy differs from string(from:)\n  case: \(context)") }
  guard formatter.string(for: "5 km") == nil else {
    Invariants.fail("string(for:) of a String\n  case: \(context)")
  }
  _ = formatter.string(from: unit)

  // The number, read back where it can be found: a unit kept as given, named without
  // digits, in a locale whose numbers Foundation's ICU writes as the system ICU does, in
  // digits (not spelled out). Scientific numbers are asked about apart: ICU 72's ar writes
  // its exponent "اس", Foundation's ICU 76 "أس", so the span would end before it.
  let scientific = nf.numberStyle == .scientific
  guard let dimension = unit as? Dimension, !(unit is UnitFuelEfficiency),
    nf.numberStyle != .spellOut,
    formatter.unitOptions.contains(.providedUnit), !formatter.unitOptions.contains(.naturalScale),
    value.isFinite, dimension.symbol != "",
    NumberReading.agrees(formatter.locale, scientific: scientific)
  else { return }
  var expected = value
  if let multiplier = nf.multiplier?.doubleValue, multiplier.isFinite, multiplier != 0 {
    expected *= multiplier
  }
  // NumberFormatter reads neither ∞ nor a subnormal (see the style's check).
  guard NumberReading.isReadable(expected) else { return }
  guard let span = NumberReading.span(in: string, locale: formatter.locale) else {
    // CLDR's forms without a number (ar "ساعة", 1 hour; "ساعتان", 2 hours) are right
    // where the number shown is ±1 or ±2 (as fuzz-format's KnownIssues.mayOmitNumber).
    let plain = nf.copy() as! NumberFormatter
    plain.multiplier = nil
    let shown = nf.string(from: NSNumber(value: value))
    if shown != nil,
      [1.0, 2, -1, -2].contains(where: { plain.string(from: NSNumber(value: $0)) == shown })
    {
      return
    }
    Invariants.fail("no number in \(Invariants.debug(string))\n  case: \(context)")
  }
  // Foundation reads a number written with a thousand digits (1,178 integer digits) as
  // 0: a text of so many is the library's to check, not Foundation's to read.
  guard span.unicodeScalars.count <= 400 else { return }
  guard let read = NumberReading.foundation(span, locale: formatter.locale, scientific: scientific)
  else {
    Invariants.fail(
      "NumberFormatter(\(formatter.locale.identifier)) cannot read \(Invariants.debug(span)) of \(Invariants.debug(string))\n  case: \(context)"
    )
  }
  var increment = 0.0
  if let step = nf.roundingIncrement?.doubleValue, step.isFinite, step > 0 { increment = step }
  let tolerance = NumberReading.tolerance(of: span, locale: formatter.locale) + increment
  guard !NumberReading.close(read, expected, tolerance: tolerance) else { return }
  Invariants.fail(
    "the number shown (\(Invariants.debug(span)), read \(read)) is not \(expected)\n  case: \(context)"
  )
}

// MARK: - The harness

/// With MEASFMT_FUZZ_PRINT, the locales whose numbers Foundation's NumberFormatter reads
/// back (its ICU's data writes them as the system ICU's does) and those it does not.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
  guard printsCases else { return 0 }
  let agreeing = locales.filter { NumberReading.agrees(Locale(identifier: $0)) }
  traceLine(
    "NumberFormatter reads back \(agreeing.count) of \(locales.count) locales; not: \(locales.filter { !agreeing.contains($0) })"
  )
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzApple(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzInput(UnsafeRawBufferPointer(start: data, count: count))
  let value = input.double()
  if input.bool() {
    var check = StyleCheck(input: input)
    visit(&check, value: value)
  } else {
    checkFormatter(&input, value: value)
  }
  return 0
}

private let printsCases = getenv("MEASFMT_FUZZ_PRINT") != nil
