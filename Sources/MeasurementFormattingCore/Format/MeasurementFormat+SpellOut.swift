// Spelled-out numbers (``NumberOptions/Notation-swift.struct/spellOut``): the measurement
// is formatted in digits with every other option (so the unit's form is the one ICU picks
// for the number as shown: "10 feet", "1 foot"), then each number it shows is written in
// words by ICU's rule-based number format of the locale, with the rule set of the unit's
// grammatical gender where the locale has one ("ein Kilometer", "eine Meile"; the numbers'
// value is the one shown, after rounding). ICU has no measurement format with words: its
// number skeletons have no spell-out, and its MeasureFormat takes a decimal format only.
//
// A number stays in digits where ICU's rule-based formats do not write it right: 10^15
// and more (ICU 72–78: en 10^18 "one thousand quadrillion zero", pl 10^18 another
// number's words), and more than 9 fraction digits (pl 0.0000000105 "zero przecinek 105",
// 0.000000000001 nothing at all, and 24 fraction digits ran for minutes: found by
// fuzz-format); and so does any number whose words come back empty or with a digit.

extension MeasurementFormat {
  /// ``format(_:unit:into:)`` with the numbers spelled out.
  func formatSpelledOut(_ value: Double, unit: MeasureUnit, into result: inout FormattedMeasurement)
  {
    derived(.digits).format(value, unit: unit, into: &result)
    result = spelledOut(result)
  }

  /// `result` (formatted in digits) with each number it shows in words: a run of value
  /// runs of one component and side becomes one value run, its words. NaN, the infinities
  /// and an approximately sign are left as they are, and so is a clock.
  func spelledOut(_ result: FormattedMeasurement) -> FormattedMeasurement {
    if width == .numeric, let unit = MeasureUnit.parse(identifier: result.unit),
      ClockField.patternKind(
        unit.components.compactMap { ClockField(unitIdentifier: $0.identifier) })
        != nil, unit.components.count > 1
    {
      return result
    }
    typealias Run = FormattedMeasurement.Run
    let runs = result.runs
    let bytes = Array(result.string.utf8)
    var pieces: [ICUPiece<Run>] = []
    var keptFrom = 0  // first run not yet in a piece
    var i = 0
    while i < runs.count {
      guard Self.spells(runs[i]) else {
        i += 1
        continue
      }
      var end = i + 1
      while end < runs.count, Self.spells(runs[end]),
        runs[end].component == runs[i].component, runs[end].source == runs[i].source
      {
        end += 1
      }
      guard let number = Self.number(shownBy: runs[i..<end], in: bytes),
        let words = spellOut(number, unit: unitOfRun(runs[i], in: result))
      else {
        i = end
        continue
      }
      // What comes before, as it was.
      if keptFrom < i {
        pieces.append(
          ICUPiece(
            result.string,
            range: runs[keptFrom].utf8Range.lowerBound..<runs[i].utf8Range.lowerBound,
            runs: runs[keptFrom..<i]))
      }
      // Words written against a letter of the unit get a space ("five km", not "fivekm").
      let before =
        i > 0 && runs[i - 1].part == .unit
        && Self.isLetter(before: runs[i].utf8Range.lowerBound, bytes)
      let after =
        end < runs.count && runs[end].part == .unit
        && Self.isLetter(at: runs[end].utf8Range.lowerBound, bytes)
      if before { pieces.append(ICUPiece(uncovered: " ")) }
      var spelled = ICUPiece<Run>(words, wholeAs: FormattedMeasurement.Part.value.code)
      spelled.source = runs[i].sourceCode
      spelled.component = runs[i].componentCode
      pieces.append(spelled)
      if after { pieces.append(ICUPiece(uncovered: " ")) }
      keptFrom = end
      i = end
    }
    guard !pieces.isEmpty else { return result }
    if keptFrom < runs.count {
      pieces.append(
        ICUPiece(
          result.string, range: runs[keptFrom].utf8Range.lowerBound..<bytes.count,
          runs: runs[keptFrom...]))
    }
    var spelled = result
    spelled.join(pieces)
    return spelled
  }

  /// The words of a number shown for a unit, agreeing with its gender; nil when ICU
  /// cannot spell it.
  private func spellOut(_ number: Double, unit: String) -> String? {
    let gender =
      unit.isEmpty
      ? ""
      : Self.genders.value(for: UnitGenderKey(localeID: localeIdentifier, unit: unit)) {
        ICU.unitGender($0.unit, localeID: $0.localeID)
      }
    guard
      let formatter = try? FormatterCaches.spellOut.formatter(
        SpellOutKey(localeID: localeIdentifier, gender: gender)
      ).get()
    else { return nil }
    guard let words = formatter.spellOut(number), !words.isEmpty,
      !words.unicodeScalars.contains(where: { $0.properties.numericType == .decimal })
    else { return nil }
    return words
  }

  /// The unit a number of `result` is in: its component's, else the result's (its ICU
  /// name, for ICU's gender data); "" for a custom unit.
  private func unitOfRun(_ run: FormattedMeasurement.Run, in result: FormattedMeasurement)
    -> String
  {
    let id =
      run.component.flatMap { $0 < result.output.count ? result.output[$0].unit : nil }
      ?? result.unit
    guard !id.isEmpty, let unit = MeasureUnit.parse(identifier: id), !unit.isCustom else {
      return ""
    }
    return unit.icuIdentifier
  }

  /// Whether a run is part of a number that can be spelled out.
  private static func spells(_ run: FormattedMeasurement.Run) -> Bool {
    guard run.part == .value else { return false }
    switch run.numberPart {
    case .integer?, .group?, .decimal?, .fraction?, .minusSign?, .plusSign?: return true
    default: return false
    }
  }

  /// The number value runs show, read from their digits (any script's decimal digits) and
  /// signs; nil when they hold no digit, or more than ``spelledIntegerDigits`` integer or
  /// ``spelledFractionDigits`` fraction digits (what ICU's rule-based formats write right).
  static func number(shownBy runs: ArraySlice<FormattedMeasurement.Run>, in bytes: [UInt8])
    -> Double?
  {
    var text = ""
    var integerDigits = 0
    var fractionDigits = 0
    for run in runs {
      let piece = String(decoding: bytes[run.utf8Range], as: UTF8.self)
      switch run.numberPart {
      case .minusSign?: text = "-" + text
      case .decimal?: text += "."
      case .integer?, .fraction?:
        for scalar in piece.unicodeScalars {
          guard scalar.properties.numericType == .decimal,
            let digit = scalar.properties.numericValue
          else { continue }
          text += String(Int(digit))
          if run.numberPart == .integer { integerDigits += 1 } else { fractionDigits += 1 }
        }
      default: break
      }
    }
    guard integerDigits + fractionDigits > 0, integerDigits <= spelledIntegerDigits,
      fractionDigits <= spelledFractionDigits
    else { return nil }
    return Double(text)
  }

  /// The most integer digits a number spelled out may have: below 10^15.
  static let spelledIntegerDigits = 15
  /// The most fraction digits a number spelled out may have.
  static let spelledFractionDigits = 9

  private static func isLetter(at offset: Int, _ bytes: [UInt8]) -> Bool {
    guard offset < bytes.count,
      let scalar = String(decoding: bytes[offset...].prefix(4), as: UTF8.self).unicodeScalars.first
    else { return false }
    return scalar.properties.isAlphabetic
  }

  private static func isLetter(before offset: Int, _ bytes: [UInt8]) -> Bool {
    guard offset > 0,
      let scalar = String(decoding: bytes[..<offset].suffix(4), as: UTF8.self).unicodeScalars.last
    else { return false }
    return scalar.properties.isAlphabetic
  }

  /// Units' genders found, by locale and unit (ICU formats a number to tell).
  private static let genders = BoundedCache<UnitGenderKey, String>(capacity: 1024)
}

/// What a unit's gender depends on.
struct UnitGenderKey: Hashable, Sendable {
  var localeID: String
  var unit: String
}
