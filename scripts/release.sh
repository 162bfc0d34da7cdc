#!/usr/bin/env bash
# Makes a release of measfmt: checks that the tree, the version and the changelog
# agree, tags the release commit, and records it in the repository.
#
#   scripts/release.sh            # checks only, says what it would do
#   scripts/release.sh --tag      # checks, then tags HEAD and commits the record
#   scripts/release.sh --artifacts DIR [--no-deb]
#                                 # the release's files of HEAD, into DIR (below)
#
# Checks (each failure names what to fix):
#   - the working tree is clean and HEAD is on a branch;
#   - the version (Sources/MeasfmtCLI/Help/HelpText.swift, the one place that defines
#     it; `measfmt --version`, the man page and the .deb read it from there) has no
#     tag yet and is newer than the last recorded release;
#   - CHANGELOG.md has a section "## [VERSION] - YYYY-MM-DD" and its Unreleased section
#     is empty.
# Then, with --tag: an annotated tag VERSION on HEAD, and a commit that writes
# `VERSION COMMIT` to RELEASED (a clone may come without tags: CI's API check,
# scripts/api-check.sh, compares the public API against the commit named there).
# Pushing the tag and the commit is left to the person releasing.
#
# --artifacts DIR writes, from the committed tree (it must be clean), on Debian 12:
#   measfmt-VERSION-x86_64-linux.tar.gz   the fully static binary (scripts/build-static.sh)
#                                         in bin/, the man page and the bash, zsh and fish
#                                         completions in share/, install.sh, README,
#                                         LICENSE, THIRD-PARTY-NOTICES and licenses/
#   measfmt-VERSION-x86_64-linux.tar.gz.sha256   (sha256sum -c checks it)
#   measfmt_VERSION+deb12_amd64.deb       scripts/package-deb.sh, here
#   measfmt_VERSION+deb13_amd64.deb       the same in a Debian 13 root (scripts/icu-matrix.sh
#                                         makes it; needs root)
# --no-deb leaves the two packages out. Each time in the files is the commit's
# (SOURCE_DATE_EPOCH) and the builds are made reproducible (scripts/lib/static-build.sh),
# so the same commit gives the same files. MEASFMT_BINARY=PATH takes
# that static binary instead of building it (CI builds it once and assembles twice).
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."

tag=0 artifacts= debs=1
case "${1:-}" in
  --tag) tag=1 ;;
  --artifacts)
    artifacts=${2:?release.sh: --artifacts needs a directory}
    [ "${3:-}" != --no-deb ] || debs=0
    ;;
  "") ;;
  -h | --help) sed -n '2,34p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "release.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
esac

fail() { echo "release.sh: $*" >&2; exit 1; }
. scripts/lib/version.sh
version=$(measfmt_version) || fail "no version in $version_file"

[ -z "$(git status --porcelain)" ] || fail "the working tree has changes: commit or stash them"
if [ -n "$artifacts" ]; then
  . scripts/lib/artifacts.sh
  . /etc/os-release
  [ "${VERSION_ID:-}" = 12 ] || fail "--artifacts builds on Debian 12 (ICU 72; this is ${PRETTY_NAME:-?})"
  SOURCE_DATE_EPOCH=$(git log -1 --format=%ct)
  export SOURCE_DATE_EPOCH
  mkdir -p "$artifacts"
  artifacts=$(readlink -f "$artifacts")
  binary=${MEASFMT_BINARY:-}
  # The packages build their own binary (scripts/install.sh would install this one).
  unset MEASFMT_BINARY
  if [ -z "$binary" ]; then binary=$(scripts/build-static.sh) || fail "the static build failed"; fi
  tarball "$(readlink -f "$binary")" "$artifacts" "$version"
  if ((debs)); then
    deb=$(scripts/package-deb.sh | tail -1) || fail "the Debian 12 package failed"
    cp "$deb" "$artifacts/"
    deb_in_root trixie "$artifacts"
  fi
  (cd "$artifacts" && ls -l measfmt[-_]* | awk '{ printf "%10d  %s\n", $5, $NF }')
  exit 0
fi
git symbolic-ref -q HEAD >/dev/null || fail "HEAD is detached: release from a branch"
if git rev-parse -q --verify "refs/tags/$version" >/dev/null; then
  fail "the tag $version exists already: raise the version in $version_file"
fi
if [ -f RELEASED ]; then
  read -r last _ <RELEASED
  newest=$(printf '%s\n%s\n' "$last" "$version" | sort -V | tail -1)
  [ "$version" != "$last" ] && [ "$newest" = "$version" ] \
    || fail "version $version is not newer than the last release, $last (RELEASED)"
fi

grep -qE "^## \[$version\] - [0-9]{4}-[0-9]{2}-[0-9]{2}\$" CHANGELOG.md \
  || fail "CHANGELOG.md has no section '## [$version] - YYYY-MM-DD'"
unreleased=$(awk '/^## \[Unreleased\]/ { on = 1; next } /^## / { on = 0 } on && NF' CHANGELOG.md)
[ -z "$unreleased" ] || fail "CHANGELOG.md's Unreleased section is not empty: move its entries under [$version]"

commit=$(git rev-parse HEAD)
echo "release $version: commit $commit, changelog and version agree"
if ((!tag)); then
  echo "(checks only; scripts/release.sh --tag tags it)"
  exit 0
fi
git tag -a "$version" -m "measfmt $version"
echo "$version $commit" >RELEASED
git add RELEASED
git commit -q -m "Record release $version (commit $commit) in RELEASED: the API check's baseline"
echo "tagged $version; recorded in RELEASED. Push with: git push origin HEAD $version"
