#!/usr/bin/env bash
# Checks the release tarball of the static binary as CI does (needs root for the roots):
#
#   scripts/static-release-check.sh [BINARY]   # BINARY: scripts/build-static.sh's, built if not given
#
# 1. The tarball assembled twice from the same binary, into two directories
#    (scripts/release.sh --artifacts DIR --no-deb, MEASFMT_BINARY=BINARY), is the same
#    bytes, and so is its .sha256. (That the binary itself is the same from two clean
#    builds is checked by CI's stage "static binary: built again", which builds it twice.)
# 2. The README's Install commands, as a user runs them on what they downloaded: check,
#    extract, run; install.sh from the extracted tarball and scripts/install.sh from the
#    tarball, into a PREFIX of their own, with the man page and completions, and
#    --uninstall.
# 3. The extracted binary in the roots (scripts/static-check.sh --roots): an empty root,
#    Debian 11, Debian testing.
set -euo pipefail
self=$(readlink -f "$0")
cd "$(dirname "$self")/.."
case "${1:-}" in
  -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$self"; exit 0 ;;
esac
binary=${1:+$(readlink -f "$1")}
[ -n "$binary" ] || binary=$(scripts/build-static.sh)
. scripts/lib/version.sh
version=$(measfmt_version)
name=measfmt-$version-x86_64-linux
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
ok() { echo "ok: $*"; }
no() { echo "FAILED: $*"; failed=1; }

# 1. Two assemblies, the same bytes.
for run in a b; do
  MEASFMT_BINARY=$binary scripts/release.sh --artifacts "$work/$run" --no-deb >"$work/$run.log" 2>&1 \
    || { cat "$work/$run.log"; exit 1; }
done
if cmp "$work/a/$name.tar.gz" "$work/b/$name.tar.gz" && cmp "$work/a/$name.tar.gz.sha256" "$work/b/$name.tar.gz.sha256"; then
  ok "$name.tar.gz assembled twice: the same $(stat -c %s "$work/a/$name.tar.gz") bytes ($(cut -c1-16 "$work/a/$name.tar.gz.sha256")…)"
else
  no "$name.tar.gz differs between two assemblies of the same binary"
fi

# 2. Download (a copy), check, extract, run, install, as the README says.
mkdir -p "$work/user" "$work/prefix"
cp "$work/a/$name.tar.gz" "$work/a/$name.tar.gz.sha256" "$work/user/"
cd "$work/user"
out=$(
  set -e
  sha256sum -c "$name.tar.gz.sha256"
  tar xzf "$name.tar.gz"
  "$name/bin/measfmt" 1234.5 km -l ar-EG -w wide
  PREFIX=$work/prefix "$name/install.sh"
) || no "the README's commands on the tarball:"$'\n'"$out"
expected_ar='١٬٢٣٤٫٥ كيلومتر'
if grep -qx "$name.tar.gz: OK" <<<"$out" && grep -qxF "$expected_ar" <<<"$out" \
  && [ "$("$work/prefix/bin/measfmt" 5 km -l de -w wide)" = "5 Kilometer" ] \
  && [ -f "$work/prefix/share/man/man1/measfmt.1" ] \
  && [ -f "$work/prefix/share/bash-completion/completions/measfmt" ] \
  && [ -f "$work/prefix/share/zsh/site-functions/_measfmt" ] \
  && [ -f "$work/prefix/share/fish/vendor_completions.d/measfmt.fish" ]; then
  ok "sha256sum -c, tar xzf, $name/bin/measfmt 1234.5 km -l ar-EG -w wide: $expected_ar; $name/install.sh: 5 files"
else
  no "check, extract, run, install:"$'\n'"$out"
fi
PREFIX=$work/prefix "$name/install.sh" --uninstall >/dev/null \
  && [ ! -e "$work/prefix/bin/measfmt" ] && ok "$name/install.sh --uninstall" || no "install.sh --uninstall"
cd - >/dev/null
# From the source tree, given the tarball (its .sha256 beside it is checked).
if PREFIX=$work/prefix2 scripts/install.sh "$work/user/$name.tar.gz" >/dev/null \
  && [ "$("$work/prefix2/bin/measfmt" --version)" = "measfmt $version (ICU $(pkg-config --modversion icu-uc), CLDR $("$binary" --version | sed -n 's/.*CLDR \([0-9.]*\).*/\1/p'), built in)" ]; then
  ok "scripts/install.sh $name.tar.gz: $("$work/prefix2/bin/measfmt" --version)"
else
  no "scripts/install.sh $name.tar.gz"
fi
echo tampered >>"$work/user/$name.tar.gz"
if PREFIX=$work/prefix3 scripts/install.sh "$work/user/$name.tar.gz" >/dev/null 2>&1; then
  no "scripts/install.sh installed a tarball that does not match its .sha256"
else
  ok "scripts/install.sh refuses a tarball that does not match its .sha256"
fi

# 3. The extracted binary in the roots.
scripts/static-check.sh --roots "$work/user/$name/bin/measfmt" || failed=1
exit $failed
