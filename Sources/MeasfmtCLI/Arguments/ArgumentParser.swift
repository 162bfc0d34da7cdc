@_spi(MeasfmtCLI) import MeasurementFormattingCore

/// Parses the command line by hand (no third-party packages), the way
/// swift-argument-parser reads it:
///
/// - `--opt value`, `--opt=value`, `-w value`, `-wvalue`, `-w=value`; flags never take a value;
/// - `--` ends the options; everything after it is a positional argument;
/// - an argument that looks like a negative number (`-5`, `-.5`, `-3...-1`, `-inf`) is a
///   positional argument, so `measfmt -5 °C` works;
/// - an option given twice takes the last value (so an alias can set a default that a
///   later option overrides);
/// - a value that looks like an option (`--width --json`) is a missing value, not a value.
enum ArgumentParser {
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !looksLikeOption(argument) {
        options.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      let spec: OptionSpec
      var inlineValue: String?
      if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let name: Substring
        if let eq = body.firstIndex(of: "=") {
          name = body[..<eq]
          inlineValue = String(body[body.index(after: eq)...])
        } else {
          name = body
        }
        guard let found = OptionSpec.byLong[String(name)] else {
          throw unknownOption("--" + name)
        }
        spec = found
      } else {
        // "-w", "-wnarrow", "-w=narrow", "-h".
        // Bytes said "an option", but characters may not: "-" and a combining mark
        // is one Character, so the body can be empty.
        let body = argument.dropFirst()
        guard let letter = body.first else { throw unknownOption(argument) }
        let longName = body.split(separator: "=", maxSplits: 1).first ?? body
        guard body.count == 1 || OptionSpec.byLong[String(longName)] == nil,
          let found = OptionSpec.byShort(letter)
        else {
          throw unknownOption(argument)
        }
        spec = found
        let rest = body.dropFirst()
        if !rest.isEmpty {
          guard spec.takesValue else {
            throw UsageError(
              "unknown option '\(Quoted.text(argument))'; '-\(letter)' takes no value.")
          }
          inlineValue = String(rest.first == "=" ? rest.dropFirst() : rest)
        }
      }
      switch spec.kind {
      case .flag(let apply):
        if spec.long == "list-units", let inlineValue {
          // `--list-units=FILTER`.
          apply(&options)
          options.positionals.append(inlineValue)
          continue
        }
        if let inlineValue {
          throw UsageError(
            "'--\(spec.long)' takes no value, but was given '\(Quoted.text(inlineValue))'.")
        }
        apply(&options)
        // `--list-units FILTER`: an optional value, taken when it is not an option.
        if spec.long == "list-units", index < arguments.count,
          !looksLikeOption(arguments[index])
        {
          options.positionals.append(arguments[index])
          index += 1
        }
      case .value(_, let apply):
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count, !looksLikeOption(arguments[index]) {
          value = arguments[index]
          index += 1
        } else {
          throw UsageError("missing value for \(spec.quotedName).")
        }
        try apply(&options, value)
      case .optionalValue(_, let apply):
        // numfmt's `--header[=N]`: a value only after "=", so `--header 2` is no count.
        try apply(&options, inlineValue)
      }
    }
    return options
  }

  /// Whether an argument is an option rather than a value: it starts with "-", is not
  /// "-" alone, and is not a negative number or range.
  static func looksLikeOption(_ argument: String) -> Bool {
    let utf8 = argument.utf8
    guard utf8.count >= 2, utf8.first == UInt8(ascii: "-") else { return false }
    let second = utf8[utf8.index(after: utf8.startIndex)]
    if (second >= 0x30 && second <= 0x39) || second == UInt8(ascii: ".") { return false }
    let lower = argument.lowercased()
    for word in ["-inf", "-infinity", "-nan"]
    where lower == word || lower.hasPrefix(word + "...") {
      return false
    }
    return true
  }

  private static func unknownOption(_ option: some StringProtocol) -> UsageError {
    let text = String(option)
    var candidates = OptionSpec.all.map { "--" + $0.long }
    // "-width" for "--width": the same name with one dash.
    let single = text.dropFirst().split(separator: "=", maxSplits: 1).first ?? ""
    if !text.hasPrefix("--"), OptionSpec.byLong[String(single)] != nil {
      candidates = ["--" + single]
      return UsageError(
        "unknown option '\(Quoted.text(text))'." + Suggestions.didYouMean(candidates))
    }
    let name = text.hasPrefix("--") ? text : "-" + text
    candidates = Suggestions(candidates).closest(to: name, limit: 2)
    return UsageError(
      "unknown option '\(Quoted.text(text))'." + Suggestions.didYouMean(candidates))
  }
}
