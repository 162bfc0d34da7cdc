// fish's completion script, made from the option table (see CompletionScript.swift).
import MeasurementFormattingCore

extension CompletionScript {
  /// Text for fish inside single quotes.
  private static func fishText(_ text: String) -> String {
    text.replacing("\\", with: "\\\\").replacing("'", with: "\\'")
  }

  static func fish() -> String {
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
