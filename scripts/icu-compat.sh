#!/usr/bin/env bash
# Compiles measfmt (the ICU bridge, the library and the CLI's sources; no linking)
# against the ICU headers of other Debian releases, to check which ICU versions the
# sources build with. Each release's libicu-dev is downloaded from deb.debian.org and
# unpacked under .build/icu-compat/; this machine's own ICU headers are hidden for the
# build (a private mount namespace: needs root and unshare), so that a header missing
# from the older release cannot be taken from the newer one.
#
#   scripts/icu-compat.sh                      # bullseye (ICU 67) and trixie (ICU 76)
#   scripts/icu-compat.sh trixie               # one release
#
# Expected: ICU 69 and newer compile; older ones stop at the bridge's "measfmt needs
# ICU 69 or newer". Exits 1 if a release does otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

suites=("$@")
((${#suites[@]})) || suites=(bullseye trixie)
for tool in curl xz dpkg-deb unshare pkg-config; do
  command -v "$tool" >/dev/null || { echo "icu-compat.sh: needs $tool" >&2; exit 1; }
done
# Hiding this machine's ICU headers needs a mount namespace (root, CAP_SYS_ADMIN).
if ! unshare -m sh -c 'test -d /usr/include/unicode && mount -t tmpfs tmpfs /usr/include/unicode' \
  2>/dev/null; then
  echo "icu-compat.sh: needs root with unshare -m, and ICU headers in /usr/include/unicode" >&2
  exit 1
fi
mirror=http://deb.debian.org/debian
work="$PWD/.build/icu-compat"
mkdir -p "$work"

failed=0
for suite in "${suites[@]}"; do
  dir="$work/$suite"
  mkdir -p "$dir"
  if [ ! -f "$dir/unpacked" ]; then
    rm -rf "$dir/root"
    if ! file=$(curl -fsS "$mirror/dists/$suite/main/binary-amd64/Packages.xz" | xz -d \
      | awk '/^Package: libicu-dev$/ { p = 1 } p && /^Filename:/ { print $2; p = 0 }') \
      || [ -z "$file" ] || ! curl -fsS -o "$dir/libicu-dev.deb" "$mirror/$file" \
      || ! dpkg-deb -x "$dir/libicu-dev.deb" "$dir/root"; then
      echo "ICU ? ($suite): FAILED: cannot fetch libicu-dev from $mirror (an archived release?)"
      failed=1
      continue
    fi
    # The .pc files name /usr; point them at the unpacked tree.
    for pc in "$dir"/root/usr/lib/*/pkgconfig/icu-*.pc; do
      sed -i -E "s|^prefix *=.*|prefix = $dir/root/usr|" "$pc"
    done
    touch "$dir/unpacked"
  fi
  pcdir=$(dirname "$(ls "$dir"/root/usr/lib/*/pkgconfig/icu-i18n.pc)")
  version=$(PKG_CONFIG_PATH="$pcdir" pkg-config --modversion icu-i18n)
  major=${version%%.*}
  log="$dir/build.log"
  set +e
  unshare -m sh -c 'mount -t tmpfs tmpfs /usr/include/unicode &&
    PKG_CONFIG_PATH="$1" swift build --target MeasfmtCLI --scratch-path "$2"' \
    sh "$pcdir" "$dir/build" >"$log" 2>&1
  status=$?
  set -e
  if ((status == 0)); then
    result="compiles"
    ((major >= 69)) || failed=1
  elif grep -q "measfmt needs ICU 69 or newer" "$log"; then
    result="refused, as expected: measfmt needs ICU 69 or newer"
    ((major < 69)) || failed=1
  else
    result="FAILED (log: $log)"
    grep -E "error" "$log" | head -5
    failed=1
  fi
  echo "ICU $version ($suite): $result"
done
exit $failed
