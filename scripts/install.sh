#!/usr/bin/env bash
# Builds measfmt as one self-contained binary (Swift's runtime linked in statically; at
# run time it needs only libc, libm, libstdc++, libgcc_s and the system ICU) and
# installs it with its man page and its bash, zsh and fish completions.
#
#   scripts/install.sh                         # into /usr/local
#   PREFIX=$HOME/.local scripts/install.sh     # into ~/.local (no root needed)
#   DESTDIR=/tmp/stage PREFIX=/usr scripts/install.sh    # staged, for a package
#   scripts/install.sh --uninstall             # removes what it installs (same PREFIX,
#                                              # DESTDIR and ZSH_COMPLETION_DIR)
#
# Installs:
#   $PREFIX/bin/measfmt
#   $PREFIX/share/man/man1/measfmt.1
#   $PREFIX/share/bash-completion/completions/measfmt
#   $ZSH_COMPLETION_DIR/_measfmt     (default $PREFIX/share/zsh/site-functions)
#   $PREFIX/share/fish/vendor_completions.d/measfmt.fish
#
# zsh looks in /usr/local/share/zsh/site-functions and /usr/share/zsh/... by itself; for
# another PREFIX, add `fpath=($PREFIX/share/zsh/site-functions $fpath)` before
# `compinit` in ~/.zshrc. bash (with bash-completion) and fish find ~/.local's files.
#
# The completions are made by the binary just built (`measfmt
# --generate-completion-script SHELL`), so they match its options, units and locales.
# The build goes to .build/static (release, about 3 minutes from clean on two cores);
# MEASFMT_BINARY=path installs that binary instead of building one. Relative paths are
# taken from the directory the script is called from.
set -euo pipefail

fail() { echo "install.sh: $*" >&2; exit 1; }
absolute() { case "$1" in /* | "") echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
prefix=$(absolute "${PREFIX:-/usr/local}")
destdir=$(absolute "${DESTDIR:-}")
zsh_dir=$(absolute "${ZSH_COMPLETION_DIR:-$prefix/share/zsh/site-functions}")
binary=$(absolute "${MEASFMT_BINARY:-}")
self=$(readlink -f "$0")
cd "$(dirname "$self")/.."

uninstall=0
case "${1:-}" in
  --uninstall) uninstall=1 ;;
  -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$self"; exit 0 ;;
  "") ;;
  *) echo "install.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
esac

root="$destdir$prefix"
zsh_root="$destdir$zsh_dir"
files=(
  "$root/bin/measfmt"
  "$root/share/man/man1/measfmt.1"
  "$root/share/bash-completion/completions/measfmt"
  "$zsh_root/_measfmt"
  "$root/share/fish/vendor_completions.d/measfmt.fish"
)

# The nearest existing directory of each target must be writable.
for target in "$root" "$zsh_root"; do
  while [ ! -e "$target" ]; do target=$(dirname "$target"); done
  [ -w "$target" ] || fail "cannot write to $target: run it as root, or choose PREFIX=\$HOME/.local"
done

if ((uninstall)); then
  status=0
  for file in "${files[@]}"; do
    [ -e "$file" ] || continue
    if rm -f "$file"; then echo "removed $file"; else status=1; fi
    # The completion directories it leaves empty, below the prefix; bin, share and
    # share/man/man1 stay.
    dir=$(dirname "$file")
    while [[ $dir == "$root"/share/?* && $dir != "$root"/share/man* ]] \
      && rmdir "$dir" 2>/dev/null; do
      dir=$(dirname "$dir")
    done
  done
  ((status == 0)) || fail "some files could not be removed: run it as root"
  exit 0
fi

if [ -n "$binary" ]; then
  [ -x "$binary" ] || fail "MEASFMT_BINARY: no program at $binary"
else
  command -v swift >/dev/null || fail "swift is not on PATH (Swift 6.3: https://swift.org/install), or give MEASFMT_BINARY"
  echo "building measfmt (release, Swift runtime linked statically)"
  . scripts/lib/static-build.sh
  binary=$(build_static_measfmt) || fail "the build failed"
fi

# Nothing from the Swift toolchain may be needed at run time.
libraries=$(ldd "$binary") || fail "ldd cannot read $binary"
if grep -E "libswift|libFoundation|lib_FoundationICU|not found" <<<"$libraries" >&2; then
  fail "$binary needs the libraries above; it would not run without Swift"
fi

install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
  "$zsh_root" "$root/share/fish/vendor_completions.d"
install -m 755 "$binary" "$root/bin/measfmt"
if command -v strip >/dev/null; then strip --strip-unneeded "$root/bin/measfmt"; fi
# The man page's header names the version the binary reports (one place defines it:
# Sources/MeasfmtCLI/Help/HelpText.swift).
. scripts/lib/version.sh
version=$(binary_version "$binary")
[ -n "$version" ] || fail "no version from $binary --version"
sed "1s/\"measfmt\"/\"measfmt $version\"/" measfmt.1 >"$root/share/man/man1/measfmt.1"
chmod 644 "$root/share/man/man1/measfmt.1"
"$binary" --generate-completion-script bash >"$root/share/bash-completion/completions/measfmt"
"$binary" --generate-completion-script zsh >"$zsh_root/_measfmt"
"$binary" --generate-completion-script fish >"$root/share/fish/vendor_completions.d/measfmt.fish"
chmod 644 "${files[@]:2}"
for file in "${files[@]}"; do echo "installed $file"; done
