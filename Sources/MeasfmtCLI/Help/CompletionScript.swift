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
  private static func quantityCases(indent: String) -> String {
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

  private static var header: String {
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
  private static var valueOptionNames: [String] {
    OptionSpec.all.flatMap { spec -> [String] in
      guard case .value = spec.kind else { return [] }
      return spec.commandLineNames
    }
  }

  // MARK: - bash

  private static func bash() -> String {
    var valueCases: [String] = []
    var freeValues: [String] = []
    for spec in OptionSpec.all {
      guard case .value = spec.kind else { continue }
      let pattern = spec.commandLineNames.joined(separator: "|")
      switch spec.values {
      case .names(let values):
        valueCases.append(
          "    \(pattern)) COMPREPLY=($(compgen -W '\(values.joined(separator: " "))' -- \"$cur\")); return ;;"
        )
      case .locales:
        valueCases.append(
          "    \(pattern)) COMPREPLY=($(compgen -W \"$_measfmt_locales\" -- \"$cur\")); return ;;")
      case .units:
        valueCases.append(
          "    \(pattern)) COMPREPLY=($(compgen -W \"$_measfmt_units\" -- \"$cur\")); return ;;")
      case .unitsOfQuantity:
        valueCases.append(
          "    \(pattern)) COMPREPLY=($(compgen -W \"\(scales.joined(separator: " ")) $(_measfmt_to_units)\" -- \"$cur\")); return ;;"
        )
      case .none:
        freeValues.append(pattern)
      }
    }
    if !freeValues.isEmpty {
      valueCases.append("    \(freeValues.joined(separator: "|"))) return ;;")
    }
    let options = OptionSpec.all.flatMap { spec in
      spec.commandLineNames.reversed()
    }
    return """
      # bash completion for measfmt
      # \(header)

      _measfmt_units='\(units.joined(separator: " "))'
      _measfmt_locales='\(locales.joined(separator: " "))'
      _measfmt_number='\(numberPattern)'

      # The units of the quantity of the unit $1 (nothing for a unit of none listed).
      _measfmt_quantity() {
        case $1 in
      \(quantityCases(indent: "    "))
        esac
      }

      # The words before the cursor that are not options or their values, in
      # _measfmt_positionals; _measfmt_first_is_number=1 when the first is a number.
      _measfmt_scan() {
        local i word takes_value=0 options_end=0
        _measfmt_positionals=()
        _measfmt_first_is_number=0
        for ((i = 1; i < COMP_CWORD; i++)); do
          word=${COMP_WORDS[i]}
          if ((!options_end)) && [[ $word == "=" ]]; then
            takes_value=1  # "--option=value": bash makes three words of it
          elif ((takes_value)); then
            takes_value=0
          elif ((!options_end)) && [[ $word == -- ]]; then
            options_end=1
          elif ((!options_end)) && [[ $word == -* ]] && ! [[ $word =~ $_measfmt_number ]]; then
            case $word in \(valueOptionNames.joined(separator: " | "))) takes_value=1 ;; esac
          else
            ((${#_measfmt_positionals[@]} == 0)) && [[ $word =~ $_measfmt_number ]] &&
              _measfmt_first_is_number=1
            _measfmt_positionals+=("$word")
          fi
        done
      }

      # After "VALUE UNIT --to": the units of UNIT's quantity; else every unit.
      _measfmt_to_units() {
        _measfmt_scan
        local q=
        if ((${#_measfmt_positionals[@]} >= 2 && _measfmt_first_is_number)); then
          q=$(_measfmt_quantity "${_measfmt_positionals[1]}")
        fi
        echo "${q:-$_measfmt_units}"
      }

      _measfmt() {
        local cur=${COMP_WORDS[COMP_CWORD]} prev=
        ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
        # "--width=na": bash splits the word at "=".
        if [[ $cur == "=" ]]; then
          cur=
        elif [[ $prev == "=" ]] && ((COMP_CWORD > 1)); then
          prev=${COMP_WORDS[COMP_CWORD - 2]}
        fi
        case $prev in
          "<" | ">" | ">>") compopt -o default 2>/dev/null; COMPREPLY=(); return 0 ;;
      \(valueCases.joined(separator: "\n"))
        esac
        if [[ $cur == -* ]] && ! [[ $cur =~ $_measfmt_number ]]; then
          COMPREPLY=($(compgen -W '\(options.joined(separator: " "))' -- "$cur"))
          return 0
        fi
        # A unit when the only word before this one that is not an option or an
        # option's value is a number: "measfmt 5 <Tab>", "measfmt -l de 3...5 <Tab>".
        _measfmt_scan
        if ((${#_measfmt_positionals[@]} == 1 && _measfmt_first_is_number)); then
          COMPREPLY=($(compgen -W "$_measfmt_units" -- "$cur"))
        fi
        return 0
      }
      complete -F _measfmt measfmt

      """
  }

  // MARK: - zsh

  /// Text for a zsh `_arguments` description, inside single quotes.
  private static func zshText(_ text: String) -> String {
    text.replacing("'", with: "'\\''").replacing("[", with: "\\[").replacing("]", with: "\\]")
      .replacing(":", with: "\\:")
  }

  private static func zsh() -> String {
    var specs: [String] = []
    for spec in OptionSpec.all {
      let description = "[" + zshText(summary(spec.help)) + "]"
      var action = ""
      var longSuffix = ""
      var shortSuffix = ""
      switch spec.kind {
      case .flag:
        break
      case .value(let name, _):
        longSuffix = "="
        shortSuffix = "+"
        let what: String
        switch spec.values {
        case .names(let values): what = "(" + values.joined(separator: " ") + ")"
        case .locales: what = "_measfmt_locales"
        case .units: what = "_measfmt_units"
        case .unitsOfQuantity: what = "_measfmt_to"
        case .none: what = " "
        }
        action = ":" + zshText(name) + ":" + what
      case .optionalValue(let name, _):
        longSuffix = "=-"
        action = "::" + zshText(name) + ": "
      }
      if let short = spec.short {
        specs.append(
          "'(-\(short) --\(spec.long))'{-\(short)\(shortSuffix),--\(spec.long)\(longSuffix)}'"
            + description + action + "'")
      } else {
        specs.append("'--\(spec.long)\(longSuffix)" + description + action + "'")
      }
    }
    specs.append("'1: :_measfmt_value'")
    specs.append("'2:unit:_measfmt_unit_after_value'")
    return """
      #compdef measfmt
      # zsh completion for measfmt
      # \(header)

      _measfmt_units() {
        local -a units
        units=(\(units.map { "'\($0)'" }.joined(separator: " ")))
        _describe -t units unit units
      }

      _measfmt_locales() {
        local -a locales
        locales=(\(locales.joined(separator: " ")))
        _describe -t locales locale locales
      }

      _measfmt_quantity() {
        case $1 in
      \(quantityCases(indent: "    "))
        esac
      }

      # After "VALUE UNIT --to": the scales and the units of UNIT's quantity.
      _measfmt_to() {
        local number='\(numberPattern)' q=
        compadd -- \(scales.joined(separator: " "))
        [[ $line[1] =~ $number ]] && q=$(_measfmt_quantity "$line[2]")
        if [[ -n $q ]]; then
          compadd -- ${=q}
        else
          _measfmt_units
        fi
      }

      _measfmt_value() {
        _message 'value (5, -2.5, 1e6, 3...7) or nothing to read lines'
      }

      # A unit after VALUE, as measfmt reads it ($line: the words that are not options).
      _measfmt_unit_after_value() {
        local number='\(numberPattern)'
        [[ $line[1] =~ $number ]] && _measfmt_units
      }

      _measfmt() {
        _arguments -s \\
          \(specs.joined(separator: " \\\n    "))
      }

      _measfmt "$@"

      """
  }

  // MARK: - fish

  /// Text for fish inside single quotes.
  private static func fishText(_ text: String) -> String {
    text.replacing("\\", with: "\\\\").replacing("'", with: "\\'")
  }

  private static func fish() -> String {
    var lines: [String] = []
    for spec in OptionSpec.all {
      var line = "complete -c measfmt"
      if let short = spec.short { line += " -s \(short)" }
      line += " -l \(spec.long)"
      switch spec.kind {
      case .flag, .optionalValue:
        break
      case .value:
        line += " -x"
        switch spec.values {
        case .names(let values): line += " -a '" + fishText(values.joined(separator: " ")) + "'"
        case .locales: line += " -a '(__measfmt_locales)'"
        case .units: line += " -a '(__measfmt_units)'"
        case .unitsOfQuantity: line += " -a '(__measfmt_to)'"
        case .none: break
        }
      }
      line += " -d '" + fishText(summary(spec.help)) + "'"
      lines.append(line)
    }
    return """
      # fish completion for measfmt
      # \(header)

      function __measfmt_units
          string split ' ' -- '\(fishText(units.joined(separator: " ")))'
      end

      function __measfmt_locales
          string split ' ' -- '\(fishText(locales.joined(separator: " ")))'
      end

      function __measfmt_quantity
          switch $argv[1]
      \(unitsByQuantity.map { entry in
        "        case " + entry.words.map { "'" + fishText($0) + "'" }.joined(separator: " ") + "\n"
          + "            echo '" + fishText(entry.words.joined(separator: " ")) + "'"
      }.joined(separator: "\n"))
          end
      end

      # After "VALUE UNIT --to": the scales and the units of UNIT's quantity.
      function __measfmt_to
          string split ' ' -- '\(scales.joined(separator: " "))'
          set -l positionals (__measfmt_positionals)
          if test (count $positionals) -ge 2
              and string match -qr -- '\(fishText(numberPattern))' $positionals[1]
              set -l q (__measfmt_quantity $positionals[2])
              if test -n "$q"
                  string split ' ' -- $q
                  return
              end
          end
          __measfmt_units
      end

      # The words before the cursor that are not options or their values.
      function __measfmt_positionals
          set -l tokens (commandline -opc)
          set -e tokens[1]
          set -l positionals
          set -l takes_value 0
          set -l options_end 0
          for token in $tokens
              if test $takes_value = 1
                  set takes_value 0
              else if test $options_end = 0; and test "$token" = --
                  set options_end 1
              else if test $options_end = 0; and contains -- $token \(valueOptionNames.joined(separator: " "))
                  set takes_value 1
              else if test $options_end = 0; and string match -q -- '-*' $token
                  and not string match -qr -- '\(fishText(numberPattern))' $token
                  # another option, or --option=value
              else
                  set -a positionals $token
              end
          end
          string join \\n -- $positionals
      end

      # A unit when the only word before the cursor that is not an option or an option's
      # value is a number: "measfmt 5 <Tab>", "measfmt -l de 3...5 <Tab>".
      function __measfmt_wants_unit
          set -l positionals (__measfmt_positionals)
          test (count $positionals) -eq 1
          and string match -qr -- '\(fishText(numberPattern))' $positionals[1]
      end

      complete -c measfmt -f
      complete -c measfmt -n __measfmt_wants_unit -a '(__measfmt_units)'
      \(lines.joined(separator: "\n"))

      """
  }
}
