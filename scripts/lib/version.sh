# Sourced by scripts that need measfmt's version. The one place that defines it is the
# CLI's help text (what `measfmt --version` prints); this reads it from there.
version_file=Sources/MeasfmtCLI/Help/HelpText.swift
measfmt_version() {
  local v
  v=$(sed -n 's/^ *static let version = "\([^"]*\)".*/\1/p' "$version_file")
  [ -n "$v" ] && echo "$v"
}

# The version a built measfmt binary reports (`measfmt 0.1.0 (ICU …)` → 0.1.0).
binary_version() {
  "$1" --version | sed -n '1s/^measfmt \([^ ,]*\).*/\1/p'
}
