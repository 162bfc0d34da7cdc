// Durations as a clock ("1:30:00"): ICU's numeric MeasureFormat, with tagged runs.
//
// ICU writes a duration of hours, minutes and seconds in CLDR's pattern for the locale
// (`durationUnits`: "h:mm:ss", Finnish "h.mm.ss") only through its MeasureFormat, which
// reports no field of the text; measfmt reads the same pattern and formats each number
// with an ICU number formatter, so that the digits are tagged `value` (with their number
// parts) and the separators `literal`. What ICU does, measfmt does: a doubled letter is
// zero-filled to two digits ("05"), the larger fields are whole numbers, the smallest
// shows at most three fraction digits unless the number options say otherwise, and a
// pattern is looked for through the locale's parents (es_CL's "hh:mm:ss", es's "h:mm").
// Where measfmt differs: ICU writes a negative duration at its narrow width ("-1h 30m
// 0s"), measfmt as a clock with the sign on its first number ("-1:30:00"); ICU groups
// the hours with its legacy decimal format, which ignores CLDR's minimum grouping digits
// (be "1 234:05:07"), measfmt as it groups every number ("1234:05:07", as "1234 гадз").
// `ClockTests` compare the text with ICU's MeasureFormat in every locale, on ICU 72, 76
// and 78.
extension MeasurementFormat {
  /// A mixed unit of hours, minutes and seconds (`hour-and-minute-and-second`,
  /// `hour-and-minute`, `minute-and-second`, in any order) as a clock in the locale's
  /// pattern; nil for any other unit, and for NaN and the infinities.
  func formatClock(_ value: Double, unit: MeasureUnit) -> FormattedMeasurement? {
    guard value.isFinite, let plan = resolved.clockPlan(unit) else { return nil }
    let amounts = plan.order.amounts(abs(value)) { plan.rounding.rounded($0) ?? $0 }
    let negative = value.sign == .minus
    let first = plan.first

    var pieces: [ICUPiece<FormattedMeasurement.Run>] = []
    for (token, formatter) in zip(plan.tokens, plan.formatters) {
      switch token {
      case .literal(let text):
        pieces.append(ICUPiece(uncovered: text))
      case .field(let field, _):
        guard let index = plan.fields.firstIndex(of: field), let formatter else { return nil }
        let amount = negative && index == first ? -amounts[index] : amounts[index]
        let formatted = formatter.formatRuns(amount, percentIsUnit: false) {
          (text, runs: UnsafeBufferPointer<FormattedMeasurement.Run>) in
          ICUPiece(String(decoding: text, as: UTF8.self), runs: Array(runs))
        }
        guard case .success(var piece) = formatted else { return nil }
        piece.component = UInt8(index)
        pieces.append(piece)
      }
    }
    let components = unit.components
    var result = FormattedMeasurement(
      string: "", runs: [], unit: unit.identifier,
      output: components.indices.map {
        .init(
          unit: components[$0].identifier,
          value: negative && $0 == first ? -amounts[$0] : amounts[$0])
      }, localeIdentifier: localeIdentifier, isRightToLeft: isRightToLeft)
    result.join(pieces)
    return result
  }
}

/// What writing a unit as a clock takes beyond the value, resolved once per format and
/// unit and kept (``ResolvedFormat/clockPlan(_:)``): the locale's pattern as tokens, the
/// components' order by size, and a number formatter for each field of the pattern.
struct ClockPlan: Sendable {
  let tokens: [ClockPattern.Token]
  /// The formatter of each token (nil for a literal).
  let formatters: [ICUNumberFormatter?]
  /// The unit's components as clock fields, in the identifier's order.
  let fields: [ClockField]
  let order: MixedOrder
  /// The component the pattern writes first: it carries the sign.
  let first: Int
  /// Rounds the smallest component as it is shown (what carries into the larger ones).
  let rounding: ICUNumberFormatter

  /// Nil for a unit that is no clock (another component, a repeated field, hours and
  /// seconds alone), a locale without a pattern, or a formatter ICU refuses.
  static func make(unit: MeasureUnit, format: ResolvedFormat) -> ClockPlan? {
    let components = unit.components
    let fields = components.compactMap { ClockField(unitIdentifier: $0.identifier) }
    guard fields.count == components.count, let kind = ClockField.patternKind(fields),
      let pattern = ICU.durationPattern(kind, localeID: format.localeID),
      let order = MixedOrder.of(unit)
    else { return nil }
    let smallest = order.bySize[order.bySize.count - 1]
    let tokens = ClockPattern.tokens(pattern)
    guard
      let first = tokens.lazy.compactMap({ token -> Int? in
        guard case .field(let field, _) = token else { return nil }
        return fields.firstIndex(of: field)
      }).first,
      let rounding = formatter(format, smallest: true, signed: false, padded: false)
    else { return nil }
    var formatters: [ICUNumberFormatter?] = []
    for token in tokens {
      guard case .field(let field, let padded) = token else {
        formatters.append(nil)
        continue
      }
      guard let index = fields.firstIndex(of: field),
        let made = formatter(
          format, smallest: index == smallest, signed: index == first, padded: padded)
      else { return nil }
      formatters.append(made)
    }
    return ClockPlan(
      tokens: tokens, formatters: formatters, fields: fields, order: order, first: first,
      rounding: rounding)
  }

  /// The number formatter of one field of a clock.
  private static func formatter(
    _ format: ResolvedFormat, smallest: Bool, signed: Bool, padded: Bool
  ) -> ICUNumberFormatter? {
    let skeleton = format.configuration.clockSkeleton(
      smallest: smallest, signed: signed, padded: padded)
    return try? FormatterCaches.numbers.formatter(
      SkeletonKey(skeleton: skeleton, localeID: format.localeID)
    ).get()
  }
}

/// A field of a clock: hours, minutes or seconds.
enum ClockField: Hashable, Sendable {
  case hour, minute, second

  init?(unitIdentifier: String) {
    switch unitIdentifier {
    case "hour": self = .hour
    case "minute": self = .minute
    case "second": self = .second
    default: return nil
    }
  }

  /// CLDR's pattern for these fields: "hms", "hm" or "ms"; nil for a repeated field or
  /// hours and seconds alone (ICU has no pattern of its own for those).
  static func patternKind(_ fields: [ClockField]) -> String? {
    let set = Set(fields)
    guard set.count == fields.count else { return nil }
    switch set {
    case [.hour, .minute, .second]: return "hms"
    case [.hour, .minute]: return "hm"
    case [.minute, .second]: return "ms"
    default: return nil
    }
  }
}

/// CLDR's duration patterns read as ICU reads them: `h` or `H` the hours, `m` the
/// minutes, `s` the seconds (doubled: zero-filled to two digits), text in single quotes
/// literal ('' an apostrophe), anything else literal.
enum ClockPattern {
  enum Token: Equatable, Sendable {
    case field(ClockField, padded: Bool)
    case literal(String)
  }

  static func tokens(_ pattern: String) -> [Token] {
    var tokens: [Token] = []
    var literal = ""
    var quoted = false
    let characters = Array(pattern)
    var i = 0
    func flush() {
      if !literal.isEmpty { tokens.append(.literal(literal)) }
      literal = ""
    }
    while i < characters.count {
      let c = characters[i]
      let next = i + 1 < characters.count ? characters[i + 1] : nil
      if c == "'" {
        if next == "'" {
          literal.append("'")
          i += 2
        } else {
          quoted.toggle()
          i += 1
        }
        continue
      }
      let field: ClockField? =
        quoted ? nil : c == "h" || c == "H" ? .hour : c == "m" ? .minute : c == "s" ? .second : nil
      guard let field else {
        literal.append(c)
        i += 1
        continue
      }
      flush()
      let padded = next == c
      tokens.append(.field(field, padded: padded))
      i += padded ? 2 : 1
    }
    flush()
    return tokens
  }
}
