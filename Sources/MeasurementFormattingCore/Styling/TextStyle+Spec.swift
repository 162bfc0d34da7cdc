extension TextStyle {
  /// Parses a style SPEC as the CLI takes it (`--unit-style`, `--value-style`).
  ///
  /// A SPEC is a comma-separated list of tokens:
  /// - flags: `bold`, `italic`, `dim` (or `faint`), `underline`, `strikethrough`
  ///   (or `strike`), and `no-bold`, `no-italic`, `no-dim`, `no-underline`,
  ///   `no-strikethrough` to switch off what a base style sets;
  /// - weights: `ultralight`, `thin`, `light`, `regular`, `medium`, `semibold`,
  ///   `heavy` (`weight=black` for black);
  /// - fonts: `largeTitle` … `caption2`, e.g. `caption`, or `font=80%`;
  /// - a bare colour is the foreground: `red`, `bright-blue`, `gray`, `208`, `#888888`;
  /// - `key=value`: `fg=`, `bg=`, `font=`, `weight=`, `underline=COLOUR`,
  ///   `strikethrough=COLOUR`, `baseline=PT`, `kerning=PT`, `tracking=PT`,
  ///   `opacity=0…1`, `dim=true|false`, `italic=true|false`, and `link=URL` — last,
  ///   because the link takes the rest of the SPEC, commas included.
  ///
  /// ```swift
  /// try TextStyle(spec: "bold,italic")        // weight bold, italic
  /// try TextStyle(spec: "fg=#888888,caption")  // foreground #888888, font caption
  /// try TextStyle(spec: "blod")
  /// // throws: unknown style 'blod' in 'blod'; did you mean 'bold'?
  /// ```
  /// - Throws: ``MeasurementFormatError/invalidOption(_:input:)`` naming the bad token, with
  ///   the spec as its input.
  public init(spec: String) throws(MeasurementFormatError) {
    self.init()
    var rest = Substring(spec)
    while !rest.isEmpty {
      let token: Substring
      if let comma = rest.firstIndex(of: ","), !Self.isLinkToken(rest) {
        token = rest[..<comma]
        rest = rest[rest.index(after: comma)...]
      } else {
        token = rest
        rest = ""
      }
      let trimmed = token.trimmingBlanks()
      if trimmed.isEmpty { continue }
      try apply(token: trimmed, in: spec)
    }
  }

  /// The SPEC that ``init(spec:)`` reads back into this style.
  ///
  /// ```swift
  /// TextStyle(font: .caption, foreground: .red).spec  // "font=caption,fg=red"
  /// ```
  public var spec: String {
    var tokens: [String] = []
    if let font { tokens.append("font=" + font.name) }
    if let weight { tokens.append("weight=" + weight.name) }
    if let italic { tokens.append(italic ? "italic" : "no-italic") }
    if let foreground { tokens.append("fg=" + foreground.name) }
    if let background { tokens.append("bg=" + background.name) }
    if let underline { tokens.append(underline ? "underline" : "no-underline") }
    if let underlineColor { tokens.append("underline=" + underlineColor.name) }
    if let strikethrough { tokens.append(strikethrough ? "strikethrough" : "no-strikethrough") }
    if let strikethroughColor { tokens.append("strikethrough=" + strikethroughColor.name) }
    if let baselineOffset {
      tokens.append("baseline=" + NumberText.decimal(baselineOffset, maxFractionDigits: 3))
    }
    if let kerning { tokens.append("kerning=" + NumberText.decimal(kerning, maxFractionDigits: 3)) }
    if let tracking {
      tokens.append("tracking=" + NumberText.decimal(tracking, maxFractionDigits: 3))
    }
    if let dim { tokens.append(dim ? "dim" : "no-dim") }
    if let opacity { tokens.append("opacity=" + NumberText.decimal(opacity, maxFractionDigits: 3)) }
    if let link { tokens.append("link=" + link) }
    return tokens.joined(separator: ",")
  }

  private static func isLinkToken(_ rest: Substring) -> Bool {
    let head = rest.drop(while: { $0 == " " }).prefix(5).lowercased()
    return head == "link=" || rest.drop(while: { $0 == " " }).lowercased().hasPrefix("url=")
  }

  /// Every bare word and key, for "did you mean" suggestions.
  static let specWords: [String] =
    [
      "bold", "italic", "dim", "faint", "underline", "strikethrough", "strike", "no-bold",
      "no-italic", "no-dim", "no-underline", "no-strikethrough", "upright", "fg", "foreground",
      "color", "colour", "bg", "background", "font", "weight", "baseline", "kerning", "tracking",
      "opacity", "link",
    ] + Weight.names.map { $0.lowercased() } + Font.textStyleNames + Color.names + ["gray", "grey"]

  private mutating func apply(token: String, in spec: String) throws(MeasurementFormatError) {
    let p = MeasurementFormatError.printable
    func invalid(_ message: String) -> MeasurementFormatError {
      .invalidOption(message, input: spec)
    }
    if let equals = token.firstIndex(of: "=") {
      let key = token[..<equals].trimmingBlanks().lowercased()
      let value = token[token.index(after: equals)...].trimmingBlanks()
      func color() throws(MeasurementFormatError) -> Color {
        guard let color = Color(name: value) else {
          throw invalid(
            "bad colour '\(p(value))' for '\(key)' in '\(p(spec))': use a colour name (red, "
              + "bright-red, gray, …), a palette index 0–255 or #rrggbb")
        }
        return color
      }
      func number(_ range: ClosedRange<Double>) throws(MeasurementFormatError) -> Double {
        guard let number = Double(value), number.isFinite, range.contains(number) else {
          throw invalid(
            "bad number '\(p(value))' for '\(key)' in '\(p(spec))': use a number from "
              + "\(NumberText.decimal(range.lowerBound, maxFractionDigits: 0)) to "
              + "\(NumberText.decimal(range.upperBound, maxFractionDigits: 0))")
        }
        return number
      }
      func flag() throws(MeasurementFormatError) -> Bool {
        switch value.lowercased() {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default:
          throw invalid(
            "bad value '\(p(value))' for '\(key)' in '\(p(spec))': use true or false")
        }
      }
      switch key {
      case "fg", "foreground", "color", "colour": foreground = try color()
      case "bg", "background": background = try color()
      case "font", "size":
        guard let font = Font(name: value) else {
          throw invalid(
            "bad font '\(p(value))' in '\(p(spec))': use "
              + Font.textStyleNames.joined(separator: ", ")
              + " or a size relative to body text such as 80%")
        }
        self.font = font
      case "weight":
        guard let weight = Weight(name: value) else {
          throw invalid(
            "bad weight '\(p(value))' in '\(p(spec))': use "
              + Weight.names.joined(separator: ", ") + " or 100…900")
        }
        self.weight = weight
      case "underline":
        underline = true
        underlineColor = try color()
      case "strikethrough", "strike":
        strikethrough = true
        strikethroughColor = try color()
      case "baseline", "baseline-offset", "baselineoffset":
        baselineOffset = try number(-1000...1000)
      case "kerning", "kern": kerning = try number(-1000...1000)
      case "tracking": tracking = try number(-1000...1000)
      case "opacity", "alpha": opacity = try number(0...1)
      case "dim", "faint": dim = try flag()
      case "italic": italic = try flag()
      case "bold": weight = try flag() ? .bold : .regular
      case "link", "url":
        guard LinkTarget.scheme(of: value) != nil || value.hasPrefix("/") else {
          throw invalid(
            "bad link '\(p(value))' in '\(p(spec))': use an absolute URL such as https://example.com"
          )
        }
        link = value
      default:
        throw invalid(
          "unknown style key '\(p(key))' in '\(p(spec))'" + Self.suggestion(for: key))
      }
      return
    }
    let word = token.lowercased()
    switch word {
    case "bold": weight = .bold
    case "no-bold", "nobold": weight = .regular
    case "italic": italic = true
    case "no-italic", "noitalic", "upright": italic = false
    case "dim", "faint": dim = true
    case "no-dim", "nodim": dim = false
    case "underline", "underlined": underline = true
    case "no-underline", "nounderline": underline = false
    case "strikethrough", "strike": strikethrough = true
    case "no-strikethrough", "no-strike", "nostrikethrough": strikethrough = false
    default:
      // "black" is the colour; the weight is weight=black.
      if let color = Color(name: word) {
        foreground = color
      } else if let font = Font(name: word), font.textStyleName != nil {
        self.font = font
      } else if word != "black", let weight = Weight(name: word), Int(word) == nil {
        self.weight = weight
      } else {
        throw invalid(
          "unknown style '\(p(token))' in '\(p(spec))'" + Self.suggestion(for: word))
      }
    }
  }

  private static func suggestion(for word: String) -> String {
    let lowered = word.lowercased()
    var best: [(Int, String)] = []
    let query = Array(lowered.unicodeScalars)
    let limit = max(1, min(2, lowered.count / 3))
    for candidate in specWords {
      let folded = Array(candidate.lowercased().unicodeScalars)
      if let d = Suggestions.editDistance(query, folded, limit: limit) {
        best.append((d, candidate))
      }
    }
    best.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    var seen: Set<String> = []
    let names = best.map(\.1).filter { seen.insert($0).inserted }.prefix(3)
    guard !names.isEmpty else { return "" }
    return "; did you mean " + names.map { "'\($0)'" }.joined(separator: ", ") + "?"
  }
}
