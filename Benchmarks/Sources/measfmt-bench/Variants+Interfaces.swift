import MeasurementFormatting

/// Issue 48: the spoken form (a second format at full width: within 2.2 × of (c) and (p))
/// and fitting a width (at most one format per form tried, against (w), the same values at
/// full width): the full name fits 30 columns, so (t) formats once; 7 columns takes (t')
/// down the ladder to fewer fraction digits or compact notation (``fitFormsTried`` says
/// how many forms on average).
@MainActor func interfaceVariants() -> [Variant] {
  let speaking = formats.map { format in
    var format = format
    format.includesSpokenForm = true
    return format
  }
  let wide = locales.map { try! MeasurementFormat(width: .wide, locale: $0) }
  let roomy = FitWidth.columns(30)
  let tight = FitWidth.columns(7)
  return [
    Variant(name: "(s) spoken form + tagged runs", target: 2.2, baseline: "(c)") { n in
      var sum = 0
      for i in 0..<n {
        let result = speaking[(i / 5) & 1].format(values[i % 5], unit: kilometer)
        sum &+= result.runs.count &+ (result.spoken?.string.utf8.count ?? 0)
      }
      return sum
    },
    Variant(name: "(s') spoken form, in place", target: 2.2, baseline: "(p) measfmt tagged") { n in
      var sum = 0
      var result = FormattedMeasurement()
      for i in 0..<n {
        speaking[(i / 5) & 1].format(values[i % 5], unit: kilometer, into: &result)
        sum &+= result.runs.count &+ (result.spoken?.string.utf8.count ?? 0)
      }
      return sum
    },
    Variant(name: "(w) tagged runs at full width", target: nil, baseline: "(c)") { n in
      var sum = 0
      for i in 0..<n {
        sum &+= wide[(i / 5) & 1].format(values[i % 5], unit: kilometer).runs.count
      }
      return sum
    },
    Variant(name: "(t) fit 30 columns: the full name fits", target: nil, baseline: "(w)") { n in
      var sum = 0
      for i in 0..<n {
        sum &+=
          wide[(i / 5) & 1].format(values[i % 5], unit: kilometer, fitting: roomy)
          .measurement.runs.count
      }
      return sum
    },
    Variant(name: "(t') fit 7 columns: down the ladder", target: nil, baseline: "(w)") { n in
      var sum = 0
      for i in 0..<n {
        sum &+=
          wide[(i / 5) & 1].format(values[i % 5], unit: kilometer, fitting: tight)
          .measurement.runs.count
      }
      return sum
    },
  ]
}

/// The forms (t') measures on average: each is one format.
@MainActor func fitFormsTried() -> Double {
  let counter = FormCounter()
  let room = FitWidth.measured(7) {
    counter.count += 1
    return Double(TerminalWidth.of($0.string))
  }
  var tried = 0
  for i in 0..<10 {
    let format = try! MeasurementFormat(width: .wide, locale: locales[(i / 5) & 1])
    _ = format.format(values[i % 5], unit: kilometer, fitting: room)
    tried += 1
  }
  return Double(counter.count) / Double(tried)
}

final class FormCounter: @unchecked Sendable {
  // @unchecked: used by one thread, the benchmark's.
  var count = 0
}
