#!/usr/bin/env bash
# Runs the README's test command (`swift test`, from a clean build, with the data sweeps
# as CI runs them: MEASFMT_SWEEPS=1 unless set otherwise) on other Debian releases, i.e.
# against their ICU: a root is made with debootstrap (--variant=minbase,
# from the Debian mirror named in this machine's apt sources), this machine's Swift
# toolchain is bound into it read-only at the same path, a copy of the working tree's
# files goes to /src/<checkout's folder name>, and `swift test` runs there. Mounts live in a private mount
# namespace (unshare -m), so nothing stays mounted when the run ends, even on failure.
#
#   scripts/icu-matrix.sh                  # trixie (Debian 13, ICU 76.1, CLDR 46)
#   scripts/icu-matrix.sh forky            # Debian testing (ICU 78.3, CLDR 48)
#   scripts/icu-matrix.sh trixie forky     # both, one after the other
#   scripts/icu-matrix.sh trixie -- --filter Golden     # arguments for swift test
#   MEASFMT_SWEEP_LOCALES=es-419,he scripts/icu-matrix.sh forky -- --filter Sweep  # a few locales
#   MEASFMT_ROOTS=/var/tmp/roots scripts/icu-matrix.sh  # where roots are kept
#   MEASFMT_MATRIX_INCREMENTAL=1 scripts/icu-matrix.sh forky  # keep the last build (dev)
#   scripts/icu-matrix.sh --prepare trixie forky   # only make the roots (CI, in advance)
#
# A root is made once (about 1 minute, 940 MB) and reused; delete it to start afresh.
# Needs root (debootstrap, unshare, chroot). Prints one line per stage and, at the end,
# each release's test summary; exits 1 if any release's tests fail.
set -euo pipefail
cd "$(dirname "$0")/.."
src="$PWD"

suites=()
test_args=()
prepare=0
while (($#)); do
  case "$1" in
    --prepare) prepare=1; shift ;;
    -h | --help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    --) shift; test_args=("$@"); break ;;
    *) suites+=("$1"); shift ;;
  esac
done
((${#suites[@]})) || suites=(trixie)

if [ "$(id -u)" != 0 ]; then echo "icu-matrix.sh: needs root" >&2; exit 1; fi
swift_bin=$(command -v swift) || { echo "icu-matrix.sh: swift is not on PATH" >&2; exit 1; }
toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$swift_bin")")")")  # …/usr/bin/swift
roots=${MEASFMT_ROOTS:-/var/tmp/measfmt-roots}
mkdir -p "$roots"

. scripts/lib/debian-root.sh
mirror=$(debian_mirror)
need_debootstrap

# What the toolchain needs to run in a minimal root, and what the package needs to build:
# the same list on every release but for GCC's C++ headers, which follow its GCC.
common=binutils,gcc,libc6-dev,libcurl4t64,libedit2,libsqlite3-0,libncurses6,zlib1g-dev
common+=,libuuid1,tzdata,git,pkg-config,libicu-dev,ca-certificates,python3-minimal
# and the shells whose completions the tests run (each check is skipped without its shell)
common+=,zsh,fish
include_for() {
  case "$1" in
    trixie) echo "$common,libstdc++-14-dev,libgcc-14-dev,libxml2" ;;
    *) echo "$common,libstdc++-16-dev,libgcc-16-dev" ;;
  esac
}
# debootstrap has no script for Debian testing under its code name yet; sid's fits.
script_for() {
  [ -e "/usr/share/debootstrap/scripts/$1" ] && return 0
  echo /usr/share/debootstrap/scripts/sid
}

failed=0
summaries=()
for suite in "${suites[@]}"; do
  root="$roots/$suite"
  if ! make_root "$suite" "$root" "$roots/$suite-debootstrap.log" "$(include_for "$suite")" \
    "$(script_for "$suite")"; then
    failed=1
    continue
  fi
  if ((prepare)); then echo "$suite: root ready"; continue; fi
  icu=$(chroot "$root" pkg-config --modversion icu-i18n 2>/dev/null || echo "?")
  echo "$suite: ICU $icu; clean build and swift test"

  # A fresh copy of the tracked and untracked-but-not-ignored files: a clean build (or,
  # with MEASFMT_MATRIX_INCREMENTAL=1, the files copied over the last run's tree and its
  # build kept, the files replaced). One folder per checkout, so that worktrees can run side by side.
  work="/src/$(basename "$src")"
  if [ "${MEASFMT_MATRIX_INCREMENTAL:-}" = 1 ]; then
    # the build kept, the files not: a file removed or moved must not stay behind
    [ -d "$root$work" ] && find "$root$work" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
  else
    rm -rf "$root$work"
  fi
  mkdir -p "$root$work"
  git ls-files -z --cached --others --exclude-standard \
    | xargs -0 -I{} sh -c 'test -e "$1" && printf "%s\0" "$1"' sh {} \
    | tar -C "$src" --null -T - -cf - | tar -C "$root$work" -xf -
  mkdir -p "$root$toolchain"
  # SwiftPM itself (swift-build) links libxml2.so.2 and this machine's ICU; Debian
  # testing replaced libxml2.so.2 by libxml2.so.16. Only those libraries of the host are
  # put on the library path, under their own sonames: what SwiftPM builds links the
  # root's ICU through pkg-config, and nothing else there asks for these sonames.
  hostlibs=/opt/measfmt-host-libs
  mkdir -p "$root$hostlibs"
  if ! chroot "$root" sh -c 'ldconfig -p | grep -q "libxml2.so.2 "'; then
    for lib in $(ldd "$toolchain/usr/bin/swift-build" | awk '/libxml2|libicu/ { print $3 }'); do
      [ -e "$root$hostlibs/$(basename "$lib")" ] || cp -L "$lib" "$root$hostlibs/"
    done
  fi

  log="$roots/$suite-$(basename "$src")-test.log"
  set +e
  unshare -m --propagation private sh -c '
    set -e
    root=$1 toolchain=$2 work=$3; shift 3
    mount --bind "$toolchain" "$root$toolchain"
    mount -o remount,bind,ro "$root$toolchain"
    mount -t proc proc "$root/proc"
    mount --rbind /dev "$root/dev"
    exec chroot "$root" /usr/bin/env -i HOME=/root PATH="$toolchain/usr/bin:/usr/bin:/bin" \
      LD_LIBRARY_PATH=/opt/measfmt-host-libs LANG=C.UTF-8 CI="${CI:-}" \
      MEASFMT_SWEEPS="${MEASFMT_SWEEPS-1}" MEASFMT_SWEEP_LOCALES="${MEASFMT_SWEEP_LOCALES:-}" \
      sh -c "cd \"\$0\" && swift test \"\$@\"" "$work" "$@"
  ' sh "$root" "$toolchain" "$work" ${test_args[@]+"${test_args[@]}"} >"$log" 2>&1
  status=$?
  set -e
  summary=$({ grep -E "Test run with" "$log" || grep -E "Executed [0-9]+ test" "$log"; } | tail -1)
  if ((status)); then
    failed=1
    grep -E "✘|recorded an issue|Fatal error|crashed|error:" "$log" | head -40 || true
    echo "$suite: FAILED (exit $status; log: $log)"
  fi
  summaries+=("$suite (ICU $icu): ${summary:-no test summary}")
done

for line in "${summaries[@]}"; do echo "$line"; done
exit $failed
