import MeasurementFormattingCore

/// `measfmt --generate-completion-script SHELL`: a completion script for bash, zsh or fish,
/// made from ``OptionSpec/all`` (names, values, the first sentence of each help text) and
/// from the ICU in use (its locales, its units and the symbols measfmt accepts), so the
/// completions never drift from the options.
///
/// What each shell completes: option names; the value of an option with a fixed list
/// (`--width`, `--usage`, `--format`, `--from`, `--round`, …), a locale after `--locale`,
/// a unit after `--unit`; after `--to`, the scales and the units of the quantity of the
/// UNIT before it (`measfmt 5 km --to <Tab>`: lengths), or every unit; and a unit after a
/// number (`measfmt 5 <Tab>`).
enum CompletionScript {
  enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
  }

  static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: return bash()
    case .zsh: return zsh()
    case .fish: return fish()
    }
  }

  // MARK: - What is completed

  /// The units offered: CLDR identifiers and the symbols measfmt accepts that a shell
  /// word can hold as it is (no blank, no quote or shell metacharacter; `%` and `^` are
  /// plain in a word, and zsh gets each unit quoted).
  static let units: [String] = {
    let ids = MeasureUnit.builtIn.map(\.identifier)
    let symbols = MeasureUnit.symbols.keys.filter { symbol in
      !symbol.isEmpty
        && symbol.unicodeScalars.allSatisfy { s in
          s.value > 0x20 && !"'\"`$\\;&|<>()*?[]{}!#~=,:".unicodeScalars.contains(s)
        }
    }
    return Array(Set(ids + symbols)).sorted()
  }()

  static var locales: [String] { ICUInfo.availableLocales }

  /// The words of ``units`` by quantity (the categories of `--list-units`), for what
  /// `VALUE UNIT --to` offers: the units UNIT converts to.
  static let unitsByQuantity: [(category: String, words: [String])] = {
    var categoryOfID: [String: String] = [:]
    for (category, ids) in KnownUnits.all {
      for id in ids where categoryOfID[id] == nil { categoryOfID[id] = category }
    }
    var byCategory: [String: [String]] = [:]
    for word in units {
      guard let id = try? MeasureUnit(symbol: word).identifier, let category = categoryOfID[id]
      else { continue }
      byCategory[category, default: []].append(word)
    }
    return byCategory.keys.sorted().map { ($0, byCategory[$0]!.sorted()) }
  }()

  /// What `--to` takes besides a unit.
  static let scales = Scale.allCases.map(\.rawValue)

  /// A `case` statement body (bash, zsh) that prints the words of the quantity of `$1`.
  static func quantityCases(indent: String) -> String {
    unitsByQuantity.map { entry in
      indent + entry.words.map { "'\($0)'" }.joined(separator: "|") + ") echo '"
        + entry.words.joined(separator: " ") + "' ;;"
    }.joined(separator: "\n")
  }

  /// The first sentence of an option's help, as a one-line description.
  static func summary(_ help: String) -> String {
    var text = Substring(help)
    var searchFrom = text.startIndex
    while let end = text[searchFrom...].firstRange(of: ". ") {
      // "e.g. …" and "i.e. …" do not end the sentence.
      if text[..<end.lowerBound].hasSuffix("e.g") || text[..<end.lowerBound].hasSuffix("i.e") {
        searchFrom = end.upperBound
        continue
      }
      text = text[..<end.lowerBound]
      break
    }
    if text.hasSuffix(".") { text = text.dropLast() }
    if let colon = text.firstIndex(of: ":") { text = text[..<colon] }
    if text.count > 70, let space = text.prefix(70).lastIndex(of: " ") {
      text = text[..<space] + "…"
    }
    return String(text)
  }

  static var header: String {
    "measfmt \(HelpText.version), ICU \(ICUInfo.icuVersion): made by "
      + "`measfmt --generate-completion-script` from its option list; do not edit."
  }

  /// VALUE as measfmt reads it (`5`, `-2.5`, `.5`, `5.`, `1e6`, `inf`, `nan`, `∞`, `−3`),
  /// or a range of two (`3...5`, `3…5`): the word a unit follows. An extended regular
  /// expression that bash's `=~` and fish's `string match -r` read alike.
  static let numberPattern: String = {
    let number =
      "(-|\\+|−)?(([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?"
      + "|[Ii][Nn][Ff]([Ii][Nn][Ii][Tt][Yy])?|[Nn][Aa][Nn]|∞)"
    return "^" + number + "((\\.\\.\\.|…)" + number + ")?$"
  }()

  /// The options whose value is the next word (`--width narrow`, `-w narrow`).
  static var valueOptionNames: [String] {
    OptionSpec.all.flatMap { spec -> [String] in
      guard case .value = spec.kind else { return [] }
      return spec.commandLineNames
    }
  }
}
