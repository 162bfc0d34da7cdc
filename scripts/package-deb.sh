#!/usr/bin/env bash
# Builds the Debian package measfmt_VERSION_ARCH.deb in .build/deb: the self-contained
# binary of scripts/install.sh under /usr, the man page (gzipped), the bash, zsh and
# fish completions where Debian's shells look for them, and /usr/share/doc/measfmt/
# with the copyright file (packaging/deb/copyright, Debian's machine-readable format)
# and a Debian changelog. `Depends:` comes from dpkg-shlibdeps (package dpkg-dev), i.e.
# from the libraries the binary links and this Debian release's packages of them:
# libicu72 on Debian 12, libicu76 on Debian 13.
#
#   scripts/package-deb.sh                  # prints the .deb's path last
#   apt-get install ./.build/deb/measfmt_0.1.0+deb12_amd64.deb
#
# The package is built for the Debian release it is built on (its libicu, its libc),
# and its version says which: 0.1.0+deb12 on Debian 12, 0.1.0+deb13 on Debian 13.
# The same commit gives the same .deb, byte for byte: every time in it (files, the
# changelog's date, the archive's members) is SOURCE_DATE_EPOCH, by default the last
# commit's time, and the build is made reproducible (scripts/lib/static-build.sh). The
# binary is built with Debian's hardening flags and stripped as dh_strip strips (no
# .comment or .note sections); DEBIAN/md5sums lists every file. The maintainer is the
# project's address (packaging/deb/maintainer). scripts/check-deb.sh runs lintian on the result: no
# error, warning or info but the two the package overrides, which come from Swift's
# statically linked runtime (packaging/deb/lintian-overrides says why).
set -euo pipefail
self=$(readlink -f "$0")
cd "$(dirname "$self")/.."

case "${1:-}" in
  -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$self"; exit 0 ;;
  "") ;;
  *) echo "package-deb.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
esac
umask 022  # dpkg-deb wants the package's directories 0755
for tool in dpkg-deb dpkg-shlibdeps; do
  command -v "$tool" >/dev/null || {
    echo "package-deb.sh: needs $tool (apt-get install dpkg-dev)" >&2
    exit 1
  }
done
if [ -z "${SOURCE_DATE_EPOCH:-}" ]; then
  SOURCE_DATE_EPOCH=$(git log -1 --format=%ct 2>/dev/null) || {
    echo "package-deb.sh: not a git checkout: set SOURCE_DATE_EPOCH" >&2
    exit 1
  }
fi
export SOURCE_DATE_EPOCH

out=.build/deb
stage=$out/stage
rm -rf "$stage"
rm -f "$out"/measfmt_*.deb
mkdir -p "$stage"
DESTDIR=$stage PREFIX=/usr ZSH_COMPLETION_DIR=/usr/share/zsh/vendor-completions \
  scripts/install.sh >/dev/null
gzip -9n "$stage/usr/share/man/man1/measfmt.1"
. scripts/lib/version.sh
upstream=$(binary_version "$stage/usr/bin/measfmt")
arch=$(dpkg --print-architecture)
[ -n "$upstream" ] || { echo "package-deb.sh: no version from measfmt --version" >&2; exit 1; }
# The package is for this Debian release: its version says which (0.1.0+deb12), so the
# packages of two releases have names of their own, and upgrading Debian 12 to 13
# upgrades a Debian 12 package to the Debian 13 one.
. /etc/os-release
version=$upstream+deb${VERSION_ID:-${VERSION_CODENAME:?no VERSION_ID or VERSION_CODENAME in /etc/os-release}}
# Stripped as dh_strip does. The build ID stays the linker's, computed over the program
# stripped as it was linked (scripts/lib/static-build.sh), so the same commit gives the
# same binary.
strip --remove-section=.comment --remove-section=.note --strip-unneeded "$stage/usr/bin/measfmt"
# Full RELRO with immediate binding, as the hardening flags ask: a linker that leaves it
# out (GNU ld with Swift's runtime linked in; scripts/lib/static-build.sh) fails here
# rather than at lintian's hardening-no-relro.
# (readelf's output taken whole: under pipefail, `readelf | grep -q` can fail by SIGPIPE.)
headers=$(readelf -lW "$stage/usr/bin/measfmt") dynamic=$(readelf -dW "$stage/usr/bin/measfmt")
if ! grep -q GNU_RELRO <<<"$headers" || ! grep -q BIND_NOW <<<"$dynamic"; then
  echo "package-deb.sh: the binary has no full RELRO (GNU_RELRO and BIND_NOW)" >&2
  exit 1
fi
maintainer=$(cat packaging/deb/maintainer)

doc=$stage/usr/share/doc/measfmt
install -d "$doc"
install -m 644 packaging/deb/copyright "$doc/copyright"
# The two lintian infos that are the Swift runtime's, not measfmt's (explained there).
install -d "$stage/usr/share/lintian/overrides"
install -m 644 packaging/deb/lintian-overrides "$stage/usr/share/lintian/overrides/measfmt"
# A native package's changelog (Debian's format): one entry, the version's, pointing to
# the upstream changelog's section of that version.
{
  echo "measfmt ($version) unstable; urgency=medium"
  echo
  echo "  * measfmt $upstream: see the section \"[$upstream]\" of CHANGELOG.md in the"
  echo "    source for what it does and what changed."
  echo
  echo " -- $maintainer  $(date -u -R -d "@$SOURCE_DATE_EPOCH")"
} | gzip -9n >"$doc/changelog.gz"

# dpkg-shlibdeps reads debian/control from the working directory.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/debian"
printf 'Source: measfmt\n\nPackage: measfmt\nArchitecture: any\n' >"$work/debian/control"
depends=$(cd "$work" && dpkg-shlibdeps -O "$OLDPWD/$stage/usr/bin/measfmt" 2>"$work/shlibdeps.log" \
  | sed -n 's/^shlibs:Depends=//p') || { cat "$work/shlibdeps.log" >&2; exit 1; }
case "$depends" in
  *libicu*) ;;
  *) echo "package-deb.sh: no libicu in Depends ('$depends')" >&2; exit 1 ;;
esac

mkdir -p "$stage/DEBIAN"
(cd "$stage" && find usr -type f | LC_ALL=C sort | xargs md5sum) >"$stage/DEBIAN/md5sums"
size=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
cat >"$stage/DEBIAN/control" <<CONTROL
Package: measfmt
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $size
Depends: $depends
Section: utils
Priority: optional
Description: format measurements for any locale, with styled parts
 measfmt formats a value and a unit ("5 km", "1.234,5 km", "68°F",
 "5 ft, 11 in", "3–5 miles") as a locale writes it, from the CLDR data of
 the system ICU, and keeps the value, the unit and the whitespace apart so
 each can be styled: a dim unit in a terminal, HTML spans, JSON parts.
 It formats single values, lines of standard input and chosen fields of
 tables, logs and CSV files (as numfmt does for numbers).
CONTROL
chmod 644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"
find "$stage" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
deb="$out/measfmt_${version}_${arch}.deb"
dpkg-deb --root-owner-group --build -Zxz "$stage" "$deb" >/dev/null
echo "Depends: $depends"
echo "$deb"
