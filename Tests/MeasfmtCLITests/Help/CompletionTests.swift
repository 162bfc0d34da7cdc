import Foundation
import MeasfmtTestSupport
import Testing

@testable import MeasfmtCLI

/// `measfmt --generate-completion-script SHELL`: the scripts' content, and what bash (and
/// fish and zsh, where installed) complete with them.
@Suite("Shell completion scripts")
struct CompletionTests {
  static func script(_ shell: String) -> String {
    let result = measfmt("--generate-completion-script", shell)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    return result.stdout
  }

  /// The path of an installed program, or nil.
  static func program(_ name: String) -> String? {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Writes `text` to a new temporary file and returns its path.
  static func temporaryFile(_ text: String, suffix: String) throws -> String {
    let path = NSTemporaryDirectory() + "measfmt-completion-\(UUID().uuidString)\(suffix)"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// What bash's `_measfmt` offers for the command line `words`, the last being completed.
  static func bashCompletes(_ script: String, _ words: [String]) throws -> String {
    let path = try temporaryFile(script, suffix: ".bash")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try Subprocess.run(
      "/bin/bash",
      [
        "-c",
        #"source "$0" && COMP_WORDS=("$@") && COMP_CWORD=$(($# - 1)) && _measfmt && echo "${COMPREPLY[*]}""#,
        path,
      ] + words, stdin: nil, environment: ["PATH": "/usr/bin:/bin"])
    #expect(run.status == 0 && run.stderr.isEmpty, "bash: \(run.stderr)")
    return run.stdout
  }

  @Test("bash: option names, fixed values, locales, units after a number and --to")
  func bash() throws {
    let script = Self.script("bash")
    #expect(script.hasPrefix("# bash completion for measfmt\n"))
    #expect(script.hasSuffix("complete -F _measfmt measfmt\n"))
    #expect(try Self.bashCompletes(script, ["measfmt", "--wid"]) == "--width\n")
    #expect(
      try Self.bashCompletes(script, ["measfmt", "--gen"]) == "--generate-completion-script\n")
    #expect(
      try Self.bashCompletes(script, ["measfmt", "--width", ""])
        == "narrow abbreviated wide numeric\n")
    #expect(try Self.bashCompletes(script, ["measfmt", "-w", "na"]) == "narrow\n")
    // bash splits "--width=w" at "=".
    #expect(try Self.bashCompletes(script, ["measfmt", "--width", "=", "w"]) == "wide\n")
    #expect(
      try Self.bashCompletes(script, ["measfmt", "--format", ""]) == "plain ansi html json\n")
    #expect(try Self.bashCompletes(script, ["measfmt", "--color", ""]) == "auto always never\n")
    #expect(try Self.bashCompletes(script, ["measfmt", "--usage", "ro"]) == "road\n")
    #expect(
      try Self.bashCompletes(script, ["measfmt", "--generate-completion-script", ""])
        == "bash zsh fish\n")
    #expect(try Self.bashCompletes(script, ["measfmt", "-l", "de-C"]) == "de-CH\n")
    #expect(try Self.bashCompletes(script, ["measfmt", "5", "km/"]) == "km/h km/hr\n")
    #expect(
      try Self.bashCompletes(script, ["measfmt", "-3.5...7", "kilometer-p"])
        == "kilometer-per-hour\n")
    #expect(try Self.bashCompletes(script, ["measfmt", "--to", "mph"]) == "mph\n")
    // After VALUE UNIT --to, only UNIT's quantity, and the scales.
    #expect(
      try Self.bashCompletes(script, ["measfmt", "5", "km", "--to", "mi"])
        == "mi micrometer mile mile-scandinavian millimeter\n")
    #expect(
      try Self.bashCompletes(script, ["measfmt", "5", "km/h", "--to", "=", "m"])
        == "m/s meter-per-second mi/h mile-per-hour mph\n")
    #expect(try Self.bashCompletes(script, ["measfmt", "5", "GB", "--to", "i"]) == "iec iec-i\n")
    #expect(try Self.bashCompletes(script, ["measfmt", "--to", "nat"]) == "natural\n")
    #expect(try Self.bashCompletes(script, ["measfmt", "--from", "i"]) == "iec iec-i\n")
    #expect(try Self.bashCompletes(script, ["measfmt", "--round", "t"]) == "towards-zero\n")
    #expect(try Self.bashCompletes(script, ["measfmt", "--unit", "GiB"]) == "GiB\n")
    // A free value (a number of digits) and what follows a unit offer nothing; an option
    // after a number is completed.
    #expect(try Self.bashCompletes(script, ["measfmt", "--fraction-digits", ""]) == "\n")
    #expect(try Self.bashCompletes(script, ["measfmt", "5", "--wi"]) == "--width\n")
    #expect(try Self.bashCompletes(script, ["measfmt", "5", "km", ""]) == "\n")
    // A unit follows VALUE only: not an option's number, not a third word.
    #expect(
      try Self.bashCompletes(script, ["measfmt", "--fraction-digits", "2", "kilome"]) == "\n")
    #expect(try Self.bashCompletes(script, ["measfmt", "--field", "=", "2", "kilome"]) == "\n")
    #expect(try Self.bashCompletes(script, ["measfmt", "-d", "5", "kilome"]) == "\n")
    #expect(try Self.bashCompletes(script, ["measfmt", "5", "km", "7", "kilome"]) == "\n")
    #expect(
      try Self.bashCompletes(
        script, ["measfmt", "-l", "de", "--width", "=", "wide", "7", "kilome"])
        == "kilometer kilometer-per-hour\n")
    // Every form of VALUE measfmt reads, and none it refuses.
    for value in ["inf", "NaN", "∞", "−3", "5.", ".5", "1E+6", "3…5", "-3...-1"] {
      #expect(
        try Self.bashCompletes(script, ["measfmt", value, "kilome"])
          == "kilometer kilometer-per-hour\n", "\(value)")
    }
    #expect(
      try Self.bashCompletes(script, ["measfmt", "--", "-5", "kilome"])
        == "kilometer kilometer-per-hour\n")
    #expect(try Self.bashCompletes(script, ["measfmt", "1_000", "kilome"]) == "\n")
    #expect(try Self.bashCompletes(script, ["measfmt", "1,234.5", "kilome"]) == "\n")
    // Symbols with characters a shell could take for its own.
    #expect(try Self.bashCompletes(script, ["measfmt", "5", "m/s"]) == "m/s m/s2 m/s^2 m/s²\n")
    #expect(try Self.bashCompletes(script, ["measfmt", "5", "%"]) == "%\n")
    // After a redirection, bash's own file names (compopt -o default).
    #expect(try Self.bashCompletes(script, ["measfmt", "<", "tri"]) == "\n")
  }

  @Test("Every option of the table is in each script, with its short name")
  func everyOption() {
    let bash = Self.script("bash")
    let zsh = Self.script("zsh")
    let fish = Self.script("fish")
    for spec in OptionSpec.all {
      #expect(
        bash.contains("--\(spec.long) ") || bash.contains("--\(spec.long)'"), "\(spec.long)")
      #expect(zsh.contains("--\(spec.long)"), "zsh: \(spec.long)")
      #expect(fish.contains(" -l \(spec.long) "), "fish: \(spec.long)")
      if let short = spec.short {
        #expect(bash.contains(" -\(short) ") || bash.contains(" -\(short)'"), "bash: -\(short)")
        #expect(zsh.contains("{-\(short)"), "zsh: -\(short)")
        #expect(fish.contains(" -s \(short) -l \(spec.long) "), "fish: -\(short)")
      }
    }
  }

  @Test("zsh: _arguments specs with descriptions, fixed values and unit/locale functions")
  func zshContent() throws {
    let script = Self.script("zsh")
    #expect(script.hasPrefix("#compdef measfmt\n"))
    #expect(
      script.contains(
        "'(-w --width)'{-w+,--width=}'[How long the unit is written]:WIDTH:(narrow abbreviated wide numeric)'"
      ))
    #expect(
      script.contains(
        "'(-l --locale)'{-l+,--locale=}'[The locale, BCP 47 (de-CH, ar-EG-u-nu-arab) or POSIX (de_CH.UTF-8)]:ID:_measfmt_locales'"
      ))
    #expect(
      script.contains(
        "'--to=[Convert to UNIT before formatting (--to mi, --to fahrenheit)]:UNIT:_measfmt_to'")
    )
    #expect(
      script.contains(
        "'--header=-[In batch mode, write the first N lines (1 when N is not given)…]::N: '"
      ))
    #expect(script.contains("'2:unit:_measfmt_unit_after_value'"))
    // Units are quoted: zsh completes with extendedglob, where "^" is a pattern.
    #expect(script.contains(" 'm/s^2' "))
    guard let zsh = Self.program("zsh") else {
      Issue.record("zsh is not installed: its syntax check did not run", severity: .warning)
      return
    }
    let path = try Self.temporaryFile(script, suffix: ".zsh")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let check = try Subprocess.run(zsh, ["-n", path], stdin: nil, environment: [:])
    #expect(check.status == 0 && check.stderr.isEmpty, "zsh -n: \(check.stderr)")
  }

  @Test("fish: complete lines with descriptions; what fish completes")
  func fish() throws {
    let script = Self.script("fish")
    #expect(
      script.contains(
        "complete -c measfmt -s w -l width -x -a 'narrow abbreviated wide numeric' -d 'How long the unit is written'\n"
      ))
    #expect(
      script.contains(
        "complete -c measfmt -l json -d 'Same as --format json'\n"))
    guard let fish = Self.program("fish") else {
      Issue.record("fish is not installed: its completions were not tried", severity: .warning)
      return
    }
    let path = try Self.temporaryFile(script, suffix: ".fish")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try Subprocess.run(
      fish,
      [
        "--no-config", "-c",
        "source $argv[1]; complete -C 'measfmt --width '; complete -C 'measfmt 5 km/'; complete -C 'measfmt -l de-C'; complete -C 'measfmt --fraction-digits 2 kilome'; complete -C 'measfmt --field=2 kilome'; complete -C 'measfmt -- -5 kilome'; complete -C 'measfmt 5 m/s'",
        path,
      ], stdin: nil, environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
    #expect(run.stderr.isEmpty, "fish: \(run.stderr)")
    #expect(
      run.stdout
        == """
        abbreviated\tHow long the unit is written
        narrow\tHow long the unit is written
        numeric\tHow long the unit is written
        wide\tHow long the unit is written
        km/h
        km/hr
        de-CH\tThe locale, BCP 47 (de-CH, ar-EG-u-nu-arab) or POSIX (de_CH.UTF-8)
        kilometer
        kilometer-per-hour
        m/s
        m/s2
        m/s^2
        m/s²

        """)
  }

  @Test("A help text's first sentence, without its examples, as the description")
  func summaries() {
    #expect(
      CompletionScript.summary("How long the unit is written: narrow (5km). Default: x.")
        == "How long the unit is written")
    #expect(
      CompletionScript.summary("Values, e.g. 5 km. Then more.") == "Values, e.g. 5 km")
    #expect(CompletionScript.summary("Show this help and exit.") == "Show this help and exit")
    #expect(
      CompletionScript.summary(String(repeating: "word ", count: 20))
        == "word word word word word word word word word word word word word word…")
  }

  @Test("An unknown shell is a usage error that names the shells")
  func unknownShell() {
    let result = measfmt("--generate-completion-script", "tcsh")
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "Error: invalid value 'tcsh' for '--generate-completion-script'; expected bash, zsh or fish.\n"
      ))
    #expect(result.stdout.isEmpty)
  }
}
