#!/usr/bin/env bash
# GNU coreutils' own numfmt tests run against measfmt under the name numfmt (issue 46):
# the test file of coreutils 9.1 (Debian 12's numfmt; tests/misc/numfmt.pl) with
# `--numfmt=9.1`, and of the newest coreutils (9.10; tests/numfmt/numfmt.pl) with the
# default `--numfmt`. The files are GPL-3.0-or-later and not kept in this repository:
# each run fetches Debian's source tarball of that coreutils, pinned by version and
# sha256, into a cache, and takes the file from it. scripts/lib/numfmt-suite.pl loads
# each file as coreutils' harness does and runs its cases; the cases left out, each with
# its reason, are listed in scripts/lib/numfmt-left-out.tsv.
#
#   scripts/numfmt-suite.sh                    # .build/debug/measfmt (swift build first)
#   scripts/numfmt-suite.sh --measfmt BIN      # another binary
#   scripts/numfmt-suite.sh --numfmt           # the same files against this machine's
#                                              # GNU numfmt (9.1 file only; a check of
#                                              # the harness itself)
#   MEASFMT_CACHE=DIR scripts/numfmt-suite.sh  # where the tarballs are kept
#
# Needs perl (perl-base); curl and xz-utils are installed with apt-get when missing.
# Prints each failing case, then per file its counts; exits 1 when a case failed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

binary=$root/.build/debug/measfmt
gnu=0
while (($#)); do
  case "$1" in
    --measfmt) binary=$(readlink -f "$2"); shift 2 ;;
    --numfmt) gnu=1; shift ;;
    -h | --help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "numfmt-suite.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
[ "$gnu" = 1 ] || [ -x "$binary" ] || { echo "numfmt-suite.sh: no measfmt at $binary (swift build first)" >&2; exit 1; }
need=()
command -v curl >/dev/null || need+=(curl)
command -v xz >/dev/null || need+=(xz-utils)
if ((${#need[@]})); then
  echo "installing: ${need[*]}"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
    --no-install-recommends "${need[@]}"; } >/dev/null
fi

. scripts/lib/debian-root.sh
mirror=$(debian_mirror)
cache=${MEASFMT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/measfmt}/coreutils
mkdir -p "$cache"

# version | tarball in Debian's pool | its sha256 | the test file inside
sources=(
  "9.1|coreutils_9.1.orig.tar.xz|61a1f410d78ba7e7f37a5a4f50e6d1320aca33375484a3255eddf17a38580423|coreutils-9.1/tests/misc/numfmt.pl"
  "9.10|coreutils_9.10.orig.tar.xz|16535a9adf0b10037364e2d612aad3d9f4eca3a344949ced74d12faf4bd51d25|coreutils-9.10/tests/numfmt/numfmt.pl"
)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for entry in "${sources[@]}"; do
  IFS='|' read -r version tarball sum member <<<"$entry"
  [ "$gnu" = 1 ] && [ "$version" != 9.1 ] && continue
  file=$cache/numfmt-$version.pl
  if [ ! -s "$file" ]; then
    if ! echo "$sum  $cache/$tarball" | sha256sum -c --status 2>/dev/null; then
      curl -fsS --retry 3 -o "$cache/$tarball.part" "$mirror/pool/main/c/coreutils/$tarball"
      mv "$cache/$tarball.part" "$cache/$tarball"
    fi
    echo "$sum  $cache/$tarball" | sha256sum -c --quiet \
      || { echo "numfmt-suite.sh: $tarball does not have the sha256 pinned here" >&2; exit 1; }
    tar -xJf "$cache/$tarball" -O "$member" >"$file.part"
    mv "$file.part" "$file"
  fi
  # `numfmt` on PATH: measfmt under that name (argv[0]), with the file's version; the
  # French cases' guard asks printf how the locale groups: measfmt's numfmt answers.
  bin=$work/bin-$version
  mkdir -p "$bin"
  if [ "$gnu" = 1 ]; then
    ln -sf "$(command -v numfmt)" "$bin/numfmt"
  else
    printf '#!/bin/bash\nexec -a numfmt %q --numfmt=%s "$@"\n' "$binary" "$version" >"$bin/numfmt"
    cat >"$bin/printf" <<EOF
#!/bin/bash
# The suite's French-locale guard: how this locale groups, as measfmt's numfmt says.
if [ "\$#" = 2 ] && [[ "\$1" == *"'"* ]]; then
  out=\$(exec -a numfmt $(printf %q "$binary") --numfmt=$version --format="\${1/d/f}" "\$2") || exit
  exec /usr/bin/printf %s "\$out"
fi
exec /usr/bin/printf "\$@"
EOF
    chmod +x "$bin/numfmt" "$bin/printf"
  fi
  echo "coreutils $version: $member, from $tarball (sha256 ${sum:0:16}…)"
  (cd "$work" && PATH=$bin:$PATH LOCALE_FR_UTF8=fr_FR.UTF-8 \
    perl "$root/scripts/lib/numfmt-suite.pl" "$file" "$version" \
    "$root/scripts/lib/numfmt-left-out.tsv") || status=1
done
exit $status
