// Options → ICU number skeleton. Kept apart from the public types (the "ICU
// compatibility" layer). Skeleton syntax: ICU's "Number Skeletons" user guide.

extension UnitWidth {
  var skeleton: String {
    switch name {
    case "narrow": return "unit-width-narrow"
    case "wide": return "unit-width-full-name"
    default: return "unit-width-short"
    }
  }

  /// ICU's UListFormatterWidth for joining mixed units: wide 0, short 1, narrow 2.
  var icuListWidth: Int32 {
    switch name {
    case "narrow": return 2
    case "wide": return 0
    default: return 1
    }
  }
}

extension NumberOptions {
  /// The number part of the skeleton (without unit and width); "" for the defaults.
  var skeleton: String {
    var tokens: [String] = []
    if let s = significantDigits {
      let lower = min(max(s.lowerBound, 1), 999)
      let upper = min(max(s.upperBound, lower), 999)
      tokens.append(
        String(repeating: "@", count: lower) + String(repeating: "#", count: upper - lower))
    } else if let f = fractionDigits {
      let lower = min(max(f.lowerBound, 0), 999)
      let upper = min(max(f.upperBound, lower), 999)
      tokens.append(
        upper == 0
          ? "precision-integer"
          : "." + String(repeating: "0", count: lower)
            + String(repeating: "#", count: upper - lower))
    }
    if let roundingMode { tokens.append("rounding-mode-" + roundingMode.name) }
    if let grouping {
      switch grouping.name {
      case "always": tokens.append("group-on-aligned")
      case "never": tokens.append("group-off")
      case "min2": tokens.append("group-min2")
      default: tokens.append("group-auto")
      }
    }
    if let signDisplay { tokens.append("sign-" + signDisplay.name) }
    if let notation {
      switch notation.name {
      case "scientific": tokens.append("scientific")
      case "engineering": tokens.append("engineering")
      case "compact-short": tokens.append("compact-short")
      case "compact-long": tokens.append("compact-long")
      default: break
      }
    }
    return tokens.joined(separator: " ")
  }
}

extension MeasurementFormat {
  /// The skeleton for one unit at this configuration's width and number options.
  /// `unit` nil formats the number alone (value-only output).
  func skeleton(unit: String?, usage: Usage? = nil) -> String {
    var s = number.skeleton
    if let unit {
      if !s.isEmpty { s += " " }
      s += "unit/" + unit + " " + width.skeleton
      if let usage, !usage.name.isEmpty { s += " usage/" + usage.icuName }
    }
    return s
  }
}
