#!/usr/bin/env bash
# Checks the fully static measfmt (scripts/build-static.sh) where users run it: in roots
# that have no ICU of their own, and against the tests.
#
#   scripts/static-check.sh --roots [BINARY]   # the fixed outputs and a cold start in each root
#   scripts/static-check.sh --tests [BINARY] [-- SWIFT-TESTING-ARGS]
#                                              # the suite on the static binary's ICU data
#   scripts/static-check.sh --prepare          # only make the Debian 11 root (CI, in advance)
#   scripts/static-check.sh --record BINARY    # prints the transcript of the cases as
#                                              # BINARY writes them (to write expectations)
#
# BINARY defaults to the one scripts/build-static.sh builds (and builds it if needed).
#
# --roots runs each case of packaging/static-check/cases.txt in three roots, chroot'ed
# with /proc mounted and nothing else (the binary is put in a tmpfs on the root's /mnt):
#   empty     a directory with only the binary and /proc;
#   bullseye  Debian 11 (glibc 2.31, no ICU), debootstrap --variant=minbase, kept in
#             ${MEASFMT_ROOTS:-/var/tmp/measfmt-roots}/bullseye-bare;
#   forky     Debian testing as scripts/icu-matrix.sh makes it (glibc 2.42, ICU 78
#             installed, which the binary does not use), when that root exists.
# Each case is a command line run by bash on the host with `measfmt` running the binary
# in the root under an empty environment (plus LANG, LC_* and NO_COLOR when the case sets
# them); its stdout, its stderr (lines marked "! ") and a non-zero status ("[exit N]")
# must be the case's expected lines exactly. Then the cold start in each root:
# `measfmt 5 km`, 30 runs paired with a C hello (Benchmarks/ColdStart, both static).
#
# --tests runs the package's tests (the debug build in .build/debug, built if missing)
# with ICU's filtered data in place of the system's (LD_LIBRARY_PATH: the libicudata.so
# of scripts/icu-data.sh, same ICU, only the data differs), so that the golden sets,
# the parse round trip, the command's suites and every other test check the static
# binary's data; and the end-to-end tests run the static binary itself
# (MEASFMT_TEST_BINARY). Needs root for --roots (debootstrap, unshare, chroot).
set -euo pipefail
self=$(readlink -f "$0")
cd "$(dirname "$self")/.."

mode=${1:-}
shift || true
binary=
if (($#)) && [ "$1" != -- ]; then binary=$(readlink -f "$1"); shift; fi
[ "${1:-}" != -- ] || shift
case "$mode" in
  -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$self"; exit 0 ;;
  --roots | --tests | --prepare | --record) ;;
  *) echo "static-check.sh: say --roots, --tests, --prepare or --record (see --help)" >&2; exit 2 ;;
esac
fail() { echo "static-check.sh: $*" >&2; exit 1; }
roots=${MEASFMT_ROOTS:-/var/tmp/measfmt-roots}
cases=packaging/static-check/cases.txt

if [ "$mode" = --prepare ] || [ "$mode" = --roots ]; then
  [ "$(id -u)" = 0 ] || fail "needs root"
  . scripts/lib/debian-root.sh
  mirror=$(debian_mirror)
  need_debootstrap
  mkdir -p "$roots"
  make_root bullseye "$roots/bullseye-bare" "$roots/bullseye-bare.log" || exit 1
  if [ "$mode" = --prepare ]; then echo "bullseye: bare root ready"; exit 0; fi
fi
if [ -z "$binary" ] && [ "$mode" != --record ]; then
  binary=$(scripts/build-static.sh) || fail "the static build failed"
fi
[ -x "$binary" ] || fail "no program at '$binary'"

# run_cases ROOT BINARY-IN-ROOT: prints the transcript of every case (runs in the
# mount namespace that has ROOT's /proc).
run_cases() {
  local root=$1 inside=$2 line command=
  measfmt() {
    local environment=() name
    for name in LANG LC_ALL LC_NUMERIC LC_MESSAGES LC_MEASUREMENT NO_COLOR TERM; do
      [ -z "${!name+set}" ] || environment+=("$name=${!name}")
    done
    if [ -n "$root" ]; then
      env -i "${environment[@]}" "$(command -v chroot)" "$root" "$inside" "$@"
    else
      env -i "${environment[@]}" "$inside" "$@"
    fi
  }
  run_one() {
    local out err status
    out=$(mktemp) err=$(mktemp)
    set +e
    (eval "$1") >"$out" 2>"$err" </dev/null
    status=$?
    set -e
    echo "\$ $1"
    cat "$out"
    sed 's/^/! /' "$err"
    [ "$status" = 0 ] || echo "[exit $status]"
    rm -f "$out" "$err"
  }
  while IFS= read -r line; do
    case "$line" in
      '$ '*) run_one "${line#\$ }" ;;
    esac
  done <"$cases"
}

# The expected transcript: the case file without comments and blank lines.
expected() { grep -vE '^(#|$)' "$cases"; }

if [ "$mode" = --record ]; then
  run_cases "" "$binary"
  exit 0
fi

if [ "$mode" = --tests ]; then
  data=$(scripts/icu-data.sh)
  major=$(pkg-config --modversion icu-uc | cut -d. -f1)
  tests=.build/debug/measfmtPackageTests.xctest
  if [ ! -x "$tests" ]; then
    swift build --build-tests >/dev/null 2>&1 || fail "the test build failed (swift build --build-tests)"
  fi
  # The data the tests load must be the filtered one. ldd's output is taken whole before
  # it is searched: `ldd | grep -q` under pipefail fails whenever grep finds the line and
  # exits while the loader is still writing (SIGPIPE), which CI met once.
  loaded=$(LD_LIBRARY_PATH=$data ldd "$tests") || fail "ldd $tests failed"
  grep -q "libicudata.so.$major => $data/" <<<"$loaded" \
    || fail "the tests would not load $data/libicudata.so.$major"
  echo "tests on ICU's filtered data ($(head -2 "$data/contents.txt" | tail -1 | cut -d, -f1)), end-to-end on $binary"
  LD_LIBRARY_PATH=$data MEASFMT_TEST_BINARY=$binary "$tests" --testing-library swift-testing "$@"
  exit
fi

# --roots
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -static -o "$work/coldstart" Benchmarks/ColdStart/coldstart.c
cc -O2 -static -o "$work/hello" Benchmarks/ColdStart/hello.c
expected >"$work/expected.txt"
export -f run_cases
export cases
failed=0
for name in empty bullseye forky; do
  case "$name" in
    empty) root=$work/empty; mkdir -p "$root/proc"; cp "$binary" "$root/measfmt" ;;
    bullseye) root=$roots/bullseye-bare ;;
    forky) root=$roots/forky ;;
  esac
  if [ ! -d "$root/proc" ]; then
    echo "$name: no root at $root (scripts/icu-matrix.sh --prepare forky makes it): skipped"
    continue
  fi
  # What the root has of its own: its glibc and ICU (the binary uses neither).
  has=$( { chroot "$root" dpkg-query -W -f '${Package} ${Version}\n' libc6 'libicu[0-9]*' 2>/dev/null \
    || true; } | sed 's/^libc6 /glibc /; s/^libicu[0-9]* /ICU /; s/[-+].*//' | paste -sd, | sed 's/,/, /')
  if ! unshare -m --propagation private bash -c '
      set -euo pipefail
      name=$1 root=$2 binary=$3 work=$4
      mount -t proc proc "$root/proc"
      if [ "$name" = empty ]; then
        dir=/
      else
        mount -t tmpfs tmpfs "$root/mnt"
        cp "$binary" "$root/mnt/measfmt"
        dir=/mnt/
      fi
      run_cases "$root" "${dir}measfmt" >"$work/$name.txt"
      # The cold start, with the harness beside the binary (after the cases: the empty
      # root held only the binary and /proc while they ran).
      cp "$work/coldstart" "$work/hello" "$root$dir"
      if [ "$name" = empty ]; then  # the harness sends the output to /dev/null
        mkdir -p "$root/dev" && touch "$root/dev/null" && mount --bind /dev/null "$root/dev/null"
      fi
      env -i LANG=C.UTF-8 "$(command -v chroot)" "$root" "${dir}coldstart" 30 -- "${dir}measfmt" 5 km -- "${dir}hello" \
        >"$work/$name.coldstart"
    ' sh "$name" "$root" "$binary" "$work" 2>"$work/$name.err"; then
    echo "FAILED: $name: the run did not finish"
    cat "$work/$name.err"
    failed=1
    continue
  fi
  label="$name (${has:-no glibc, no ICU})"
  if diff -u "$work/expected.txt" "$work/$name.txt" >"$work/$name.diff"; then
    echo "ok: $label: $(grep -c '^\$ ' "$work/expected.txt") cases; cold start of 5 km: $(cat "$work/$name.coldstart")"
  else
    echo "FAILED: $label:"
    head -40 "$work/$name.diff"
    failed=1
  fi
done
exit $failed
