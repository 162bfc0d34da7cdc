// zsh's completion script, made from the option table (see CompletionScript.swift).
import MeasurementFormattingCore

extension CompletionScript {
  /// Text for a zsh `_arguments` description, inside single quotes.
  private static func zshText(_ text: String) -> String {
    text.replacing("'", with: "'\\''").replacing("[", with: "\\[").replacing("]", with: "\\]")
      .replacing(":", with: "\\:")
  }

  static func zsh() -> String {
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
}
