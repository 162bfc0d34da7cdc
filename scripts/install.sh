#!/usr/bin/env bash
# Builds measfmt as one self-contained binary (Swift's runtime linked in statically; at
# run time it needs only libc, libstdc++/libgcc and the system ICU) and installs it with
# its man page and its bash, zsh and fish completions.
#
#   scripts/install.sh                         # into /usr/local
#   PREFIX=$HOME/.local scripts/install.sh     # into ~/.local (no root needed)
#   DESTDIR=/tmp/stage PREFIX=/usr scripts/install.sh    # staged, for a package
#   scripts/install.sh --uninstall             # removes what it installs
#
# Installs:
#   $PREFIX/bin/measfmt
#   $PREFIX/share/man/man1/measfmt.1
#   $PREFIX/share/bash-completion/completions/measfmt
#   $ZSH_COMPLETION_DIR/_measfmt     (default $PREFIX/share/zsh/site-functions)
#   $PREFIX/share/fish/vendor_completions.d/measfmt.fish
#
# The completions are made by the binary just built (`measfmt
# --generate-completion-script SHELL`), so they match its options, units and locales.
# The build goes to .build/static (release, about 3 minutes from clean on two cores);
# MEASFMT_BINARY=path installs that binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=${PREFIX:-/usr/local}
destdir=${DESTDIR:-}
zsh_dir=${ZSH_COMPLETION_DIR:-$prefix/share/zsh/site-functions}
uninstall=0
case "${1:-}" in
  --uninstall) uninstall=1 ;;
  -h | --help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  "") ;;
  *) echo "install.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
esac

root="$destdir$prefix"
files=(
  "$root/bin/measfmt"
  "$root/share/man/man1/measfmt.1"
  "$root/share/bash-completion/completions/measfmt"
  "$destdir$zsh_dir/_measfmt"
  "$root/share/fish/vendor_completions.d/measfmt.fish"
)

if ((uninstall)); then
  for file in "${files[@]}"; do
    if [ -e "$file" ]; then rm -f "$file" && echo "removed $file"; fi
  done
  exit 0
fi

# The nearest existing directory of the target must be writable.
target=$root
while [ ! -e "$target" ]; do target=$(dirname "$target"); done
if [ ! -w "$target" ]; then
  echo "install.sh: cannot write to $target: run it as root, or choose PREFIX=\$HOME/.local" >&2
  exit 1
fi

if [ -n "${MEASFMT_BINARY:-}" ]; then
  binary=$MEASFMT_BINARY
else
  echo "building measfmt (release, Swift runtime linked statically)"
  log=$(mktemp)
  swift build -c release --product measfmt --static-swift-stdlib --scratch-path .build/static \
    >"$log" 2>&1 || { tail -20 "$log" >&2; rm -f "$log"; exit 1; }
  rm -f "$log"
  binary=.build/static/release/measfmt
fi

# Nothing from the Swift toolchain may be needed at run time.
if ldd "$binary" | grep -E "libswift|libFoundation|lib_FoundationICU|not found" >&2; then
  echo "install.sh: $binary needs the libraries above; it would not run without Swift" >&2
  exit 1
fi

install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
  "$destdir$zsh_dir" "$root/share/fish/vendor_completions.d"
install -m 755 "$binary" "$root/bin/measfmt"
if command -v strip >/dev/null; then strip --strip-unneeded "$root/bin/measfmt"; fi
install -m 644 measfmt.1 "$root/share/man/man1/measfmt.1"
"$binary" --generate-completion-script bash >"$root/share/bash-completion/completions/measfmt"
"$binary" --generate-completion-script zsh >"$destdir$zsh_dir/_measfmt"
"$binary" --generate-completion-script fish >"$root/share/fish/vendor_completions.d/measfmt.fish"
chmod 644 "${files[@]:2}"
for file in "${files[@]}"; do echo "installed $file"; done
