#!/usr/bin/env bash
# Installs measfmt with its man page and its bash, zsh and fish completions: from the
# source (a release build with Swift's runtime linked in statically; at run time it
# needs only libc, libm, libstdc++, libgcc_s and the system ICU), or from the release
# tarball (the fully static binary, which needs nothing).
#
#   scripts/install.sh                         # from the source, into /usr/local
#   PREFIX=$HOME/.local scripts/install.sh     # into ~/.local (no root needed)
#   DESTDIR=/tmp/stage PREFIX=/usr scripts/install.sh    # staged, for a package
#   scripts/install.sh measfmt-0.1.0-x86_64-linux.tar.gz # from the tarball (checked
#                                              # against its .sha256 when that is beside it)
#   ./install.sh                               # in the extracted tarball: from there
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
# From the source, the completions are made by the binary just built (`measfmt
# --generate-completion-script SHELL`), so they match its options, units and locales;
# the build goes to .build/static (release, about 3 minutes from clean on two cores);
# MEASFMT_BINARY=path installs that binary instead of building one. The tarball holds
# the completions its binary made. Relative paths are taken from the directory the
# script is called from.
set -euo pipefail

fail() { echo "install.sh: $*" >&2; exit 1; }
absolute() { case "$1" in /* | "") echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
prefix=$(absolute "${PREFIX:-/usr/local}")
destdir=$(absolute "${DESTDIR:-}")
zsh_dir=$(absolute "${ZSH_COMPLETION_DIR:-$prefix/share/zsh/site-functions}")
binary=$(absolute "${MEASFMT_BINARY:-}")
self=$(readlink -f "$0")
here=$(dirname "$self")

uninstall=0 tarball=
case "${1:-}" in
  --uninstall) uninstall=1 ;;
  -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$self"; exit 0 ;;
  *.tar.gz) tarball=$(readlink -f "$1") ;;
  "") ;;
  *) echo "install.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
esac

# Where the files come from: an extracted tarball (this script beside bin/measfmt), a
# tarball given, or the source (this script in its scripts/).
tree=
if [ -x "$here/bin/measfmt" ] && [ -f "$here/share/man/man1/measfmt.1" ]; then
  tree=$here
elif [ -n "$tarball" ]; then
  [ -f "$tarball" ] || fail "no tarball at $tarball"
  if [ -f "$tarball.sha256" ]; then
    (cd "$(dirname "$tarball")" && sha256sum --quiet -c "$(basename "$tarball").sha256") \
      || fail "$tarball does not match $tarball.sha256"
  fi
  unpacked=$(mktemp -d)
  trap 'rm -rf "$unpacked"' EXIT
  tar -xzf "$tarball" -C "$unpacked"
  tree=$(find "$unpacked" -mindepth 1 -maxdepth 1 -type d | head -1)
  [ -x "$tree/bin/measfmt" ] || fail "$tarball holds no bin/measfmt"
else
  cd "$here/.."
  [ -f Package.swift ] || fail "not in measfmt's source or an extracted tarball"
fi

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

if [ -n "$tree" ]; then
  # The tarball's files as they are: the static binary (already stripped), the man
  # page with its version, the completions it made.
  install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
    "$zsh_root" "$root/share/fish/vendor_completions.d"
  install -m 755 "$tree/bin/measfmt" "$root/bin/measfmt"
  install -m 644 "$tree/share/man/man1/measfmt.1" "$root/share/man/man1/measfmt.1"
  install -m 644 "$tree/share/bash-completion/completions/measfmt" "$root/share/bash-completion/completions/measfmt"
  install -m 644 "$tree/share/zsh/site-functions/_measfmt" "$zsh_root/_measfmt"
  install -m 644 "$tree/share/fish/vendor_completions.d/measfmt.fish" "$root/share/fish/vendor_completions.d/measfmt.fish"
  for file in "${files[@]}"; do echo "installed $file"; done
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
