#if !canImport(Darwin)
  import Foundation
  import MeasurementFormatting

  /// What a Foundation `FloatingPointFormatStyle<Double>` asks of the number, read for
  /// ICU: its precision, grouping, sign, notation and rounding as
  /// ``/MeasurementFormattingCore/NumberOptions``, and its scale (a multiplier of the value).
  ///
  /// Foundation keeps a style's configuration internal but encodes it: it is read from the
  /// style's `Codable` form, and each option compared with the encodings of Foundation's
  /// own values (`.automatic`, `.never`, …), so nothing depends on Foundation's raw codes.
  /// Not expressed (the number is written without them): rounding increments, a decimal
  /// separator always shown, integer lengths.
  struct FoundationNumberStyle: Sendable {
    var options = NumberOptions()
    var scale: Double = 1

    typealias Style = FloatingPointFormatStyle<Double>

    init(_ style: Style?) {
      guard let style, let collection = Self.collection(of: style) else { return }
      var options = NumberOptions()
      if let precision = collection["precision"] as? [String: Any],
        let option = precision["option"] as? [String: Any]
      {
        options.precision = Self.precision(option)
      }
      options.grouping = Self.match(
        collection["group"],
        [(Style.Configuration.Grouping.automatic, .automatic), (.never, .never)])
      options.signDisplay = Self.match(
        collection["signDisplayStrategy"],
        [
          (Style.Configuration.SignDisplayStrategy.automatic, .automatic), (.never, .never),
          (.always(), .always), (.always(includingZero: false), .exceptZero),
        ])
      options.notation = Self.match(
        collection["notation"],
        [
          (Style.Configuration.Notation.automatic, .standard), (.scientific, .scientific),
          (.compactName, .compactShort),
        ])
      if let rounding = collection["rounding"] {
        options.roundingMode = Self.rounding(rounding)
      }
      self.options = options
      if let scale = collection["scale"] as? Double { self.scale = scale }
    }

    /// The style's encoded configuration (`{"collection": {…}, "locale": …}`).
    private static func collection(of style: Style) -> [String: Any]? {
      guard let data = try? JSONEncoder().encode(style),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { return nil }
      return object["collection"] as? [String: Any]
    }

    /// `fractionLength`, `significantDigits`: the ranges Foundation encodes (an open end
    /// as ICU's bound: 0 or 1 below, 999 above).
    private static func precision(_ option: [String: Any]) -> NumberOptions.Precision? {
      func range(_ lower: String, _ upper: String, floor: Int) -> ClosedRange<Int>? {
        guard option[lower] is Int || option[upper] is Int else { return nil }
        let low = min(max(option[lower] as? Int ?? floor, floor), 999)
        return low...min(max(option[upper] as? Int ?? 999, low), 999)
      }
      if let significant = range("minSignificantDigits", "maxSignificantDigits", floor: 1) {
        return .significantDigits(significant)
      }
      return range("minFractionalLength", "maxFractionalLength", floor: 0).map {
        .fractionDigits($0)
      }
    }

    /// The option whose Foundation value encodes as `encoded` does.
    private static func match<Value: Encodable, Option>(
      _ encoded: Any?, _ candidates: [(Value, Option)]
    ) -> Option? {
      guard let encoded, let data = try? JSONSerialization.data(withJSONObject: encoded),
        let given = try? JSONSerialization.jsonObject(with: data) as? NSObject
      else { return nil }
      for (value, option) in candidates {
        guard let candidateData = try? JSONEncoder().encode(value),
          let candidate = try? JSONSerialization.jsonObject(with: candidateData) as? NSObject
        else { continue }
        if candidate.isEqual(given) { return option }
      }
      return nil
    }

    /// Swift's rounding rules, as ICU's rounding modes: Foundation encodes a style's rule;
    /// each rule's encoding is found by encoding a style with it.
    private static func rounding(_ encoded: Any) -> NumberOptions.RoundingMode? {
      let rules: [(FloatingPointRoundingRule, NumberOptions.RoundingMode)] = [
        (.toNearestOrAwayFromZero, .halfUp), (.toNearestOrEven, .halfEven), (.up, .ceiling),
        (.down, .floor), (.towardZero, .down), (.awayFromZero, .up),
      ]
      let given = encoded as? NSObject
      for (rule, mode) in rules {
        if let collection = collection(of: Style().rounded(rule: rule)),
          let candidate = collection["rounding"] as? NSObject, candidate.isEqual(given)
        {
          return mode
        }
      }
      return nil
    }
  }
#endif
