/// `--numfmt --help`: the options numfmt mode takes (``NumfmtArguments/options``).
enum NumfmtHelp {
  static func text(program: String) -> String {
    let invocation = program == "numfmt" ? "numfmt" : "measfmt --numfmt[=VERSION]"
    var text = "Usage: \(invocation) [OPTION]... [NUMBER]...\n"
    text += "Reformat each NUMBER, or the numbers of standard input, as GNU numfmt does.\n\n"
    for option in NumfmtArguments.options where option.name != "-debug" {
      var synopsis = option.short.map { "  -\($0), " } ?? "      "
      synopsis += "--" + option.name
      switch option.takes {
      case .required: synopsis += "=" + option.value
      case .optional: synopsis += "[=\(option.value)]"
      case .none: break
      }
      let pad = max(1, 28 - synopsis.count)
      text += synopsis + String(repeating: " ", count: pad) + option.help + "\n"
    }
    text += """

      Exit status: 0 when every number converted; 1 for a mistake in the options;
      2 when a number did not convert (but with --invalid=warn or ignore). What differs
      from GNU numfmt: docs/cli.md, "numfmt".

      """
    return text
  }
}
