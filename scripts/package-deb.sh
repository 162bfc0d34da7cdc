#!/usr/bin/env bash
# Builds the Debian package measfmt_VERSION_ARCH.deb in .build/deb: the self-contained
# binary of scripts/install.sh under /usr, the man page (gzipped) and the bash, zsh
# and fish completions where Debian's shells look for them. `Depends:` comes from
# dpkg-shlibdeps (package dpkg-dev), i.e. from the libraries the binary links and this
# Debian release's packages of them: libicu72 on Debian 12, libicu76 on Debian 13.
#
#   scripts/package-deb.sh                  # prints the .deb's path last
#   apt-get install ./.build/deb/measfmt_0.1.0_amd64.deb
#
# The package is built for the Debian release it is built on (its libicu, its libc).
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

out=.build/deb
stage=$out/stage
rm -rf "$stage"
rm -f "$out"/measfmt_*.deb
mkdir -p "$stage"
DESTDIR=$stage PREFIX=/usr ZSH_COMPLETION_DIR=/usr/share/zsh/vendor-completions \
  scripts/install.sh >/dev/null
gzip -9n "$stage/usr/share/man/man1/measfmt.1"

version=$("$stage/usr/bin/measfmt" --version | sed -n '1s/^measfmt \([^ ,]*\).*/\1/p')
arch=$(dpkg --print-architecture)
[ -n "$version" ] || { echo "package-deb.sh: no version from measfmt --version" >&2; exit 1; }

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
size=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
cat >"$stage/DEBIAN/control" <<EOF
Package: measfmt
Version: $version
Architecture: $arch
Maintainer: measfmt developers <measfmt@localhost>
Installed-Size: $size
Depends: $depends
Section: utils
Priority: optional
Description: format measurements for any locale, with styled parts
 measfmt formats a value and a unit ("5 km", "1.234,5 km", "68 °F",
 "5 ft, 11 in", "3–5 miles") as a locale writes it, from the CLDR data of
 the system ICU, and keeps the value, the unit and the whitespace apart so
 each can be styled: a dim unit in a terminal, HTML spans, JSON parts.
 It formats single values, lines of standard input and chosen fields of
 tables, logs and CSV files (as numfmt does for numbers).
EOF
deb="$out/measfmt_${version}_${arch}.deb"
dpkg-deb --root-owner-group --build -Zxz "$stage" "$deb" >/dev/null
echo "Depends: $depends"
echo "$deb"
