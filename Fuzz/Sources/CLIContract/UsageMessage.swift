@testable import MeasfmtCLIUnderFuzz

/// What a usage error's message must say: it names what the user typed wrong — an
/// option given (`'--width'`, `'-w'`, `'--width WIDTH'`) or an argument, quoted — and
/// never blames an option that was not given. A message that names two options is about
/// their combination, which the contract's ``Conflict`` table must list.
enum UsageMessage {
  /// The options a message names in quotes (`'--to'`, `'--width WIDTH'`, `'-w'`), by long
  /// name, leaving out "Did you mean …?" and the arguments it quotes back.
  static func namedOptions(_ message: String, arguments: [String]) -> Set<String> {
    var text = Substring(message)
    if let suggestion = text.range(of: " Did you mean ") { text = text[..<suggestion.lowerBound] }
    var rest = String(text)
    // What the user typed, as the CLI quotes it, is not a name the CLI chose.
    for text in typedTexts(arguments).sorted(by: { $0.count > $1.count }) {
      rest = rest.replacing("'" + Quoted.text(text), with: "'")
    }
    var names: Set<String> = []
    var scan = Substring(rest)
    while let quote = scan.firstIndex(of: "'") {
      scan = scan[scan.index(after: quote)...]
      guard scan.hasPrefix("-") else { continue }
      let dashes = scan.prefix { $0 == "-" }.count
      let name = scan.dropFirst(dashes).prefix { $0.isLetter || $0 == "-" }
      let end = scan.dropFirst(dashes + name.count).first
      guard end == "'" || end == " " || end == "=" else { continue }
      if dashes == 2, OptionSpec.byLong[String(name)] != nil {
        names.insert(String(name))
      } else if dashes == 1, name.count == 1, let spec = OptionSpec.byShort(name.first!) {
        names.insert(spec.long)
      }
    }
    return names
  }

  /// The texts a user typed that a message may quote: each argument, and the parts of
  /// one before and after "=" (an unknown `--name=value` is reported by its name, an
  /// invalid `--locale=ID` by its value); `-wVALUE`'s value.
  static func typedTexts(_ arguments: [String]) -> [String] {
    var texts: [String] = []
    for argument in arguments {
      texts.append(argument)
      if let eq = argument.firstIndex(of: "=") {
        texts.append(String(argument[..<eq]))
        texts.append(String(argument[argument.index(after: eq)...]))
      }
      if argument.hasPrefix("-"), !argument.hasPrefix("--") {
        texts.append(String(argument.dropFirst(2)))
      }
    }
    return texts.filter { !$0.isEmpty }
  }

  /// Whether the message quotes something the user typed, as the CLI quotes input.
  static func quotesArgument(_ message: String, arguments: [String]) -> Bool {
    typedTexts(arguments).contains { message.contains("'" + Quoted.text($0)) }
  }

  /// What is wrong with a usage error's message for this command line, or nil.
  static func problem(_ message: String, _ invocation: Invocation, plan: Invocation.Plan?)
    -> String?
  {
    guard !message.isEmpty, !message.contains("\n") else { return "an empty or multi-line message" }
    let given = invocation.givenOptions
    let named = namedOptions(message, arguments: invocation.arguments)
    let blamed = named.subtracting(given)
    if !blamed.isEmpty {
      return "the message names \(blamed.sorted().map { "--" + $0 }) that were not given"
    }
    guard !named.isEmpty || quotesArgument(message, arguments: invocation.arguments) else {
      return "the message names no option given and quotes no argument"
    }
    if named.count >= 2,
      !(plan.map { plan in plan.conflicts.contains { $0.isNamed(in: message, plan) } } ?? false)
    {
      return
        "the CLI refuses \(named.sorted().map { "--" + $0 }) together, a combination Fuzz/Sources/CLIContract/Conflicts.swift does not list: add it there (and to the self-check's expectations) if the CLI is right"
    }
    return nil
  }
}
