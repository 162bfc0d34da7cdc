// bash's completion script, made from the option table (see CompletionScript.swift).
import MeasurementFormattingCore

extension CompletionScript {
  static func bash() -> String {
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
}
