#!/usr/bin/env bash
# Runs the README's test command (`swift test`, from a clean build) on other Debian
# releases, i.e. against their ICU: a root is made with debootstrap (--variant=minbase,
# from the Debian mirror named in this machine's apt sources), this machine's Swift
# toolchain is bound into it read-only at the same path, a copy of the working tree's
# files goes to /src, and `swift test` runs there. Mounts live in a private mount
# namespace (unshare -m), so nothing stays mounted when the run ends, even on failure.
#
#   scripts/icu-matrix.sh                  # trixie (Debian 13, ICU 76.1, CLDR 46)
#   scripts/icu-matrix.sh trixie -- --filter Golden     # arguments for swift test
#   MEASFMT_ROOTS=/var/tmp/roots scripts/icu-matrix.sh  # where roots are kept
#
# A root is made once (about 1 minute, 940 MB) and reused; delete it to start afresh.
# Needs root (debootstrap, unshare, chroot). Prints one line per stage and, at the end,
# each release's test summary; exits 1 if any release's tests fail.
set -euo pipefail
cd "$(dirname "$0")/.."
src="$PWD"

suites=()
test_args=()
while (($#)); do
  case "$1" in
    -h | --help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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

# What the toolchain needs to run in a minimal root, and what the package needs to build.
include=libc6-dev,libstdc++-14-dev,libgcc-14-dev,binutils,gcc,libcurl4t64,libxml2,libedit2
include+=,libsqlite3-0,libncurses6,zlib1g-dev,libuuid1,tzdata,git,pkg-config,libicu-dev
include+=,ca-certificates,python3-minimal

failed=0
summaries=()
for suite in "${suites[@]}"; do
  root="$roots/$suite"
  if [ ! -f "$root/.measfmt-ready" ]; then
    echo "$suite: debootstrap from $mirror"
    rm -rf "$root"
    if ! debootstrap --variant=minbase --include="$include" "$suite" "$root" "$mirror" \
      >"$roots/$suite-debootstrap.log" 2>&1; then
      tail -5 "$roots/$suite-debootstrap.log"
      echo "$suite: FAILED: debootstrap (log: $roots/$suite-debootstrap.log)"
      failed=1
      continue
    fi
    touch "$root/.measfmt-ready"
  fi
  icu=$(chroot "$root" pkg-config --modversion icu-i18n 2>/dev/null || echo "?")
  echo "$suite: ICU $icu; clean build and swift test"

  # A fresh copy of the tracked and untracked-but-not-ignored files: a clean build.
  rm -rf "$root/src"
  mkdir -p "$root/src"
  git ls-files -z --cached --others --exclude-standard \
    | xargs -0 -I{} sh -c 'test -e "$1" && printf "%s\0" "$1"' sh {} \
    | tar -C "$src" --null -T - -cf - | tar -C "$root/src" -xf -
  mkdir -p "$root$toolchain"

  log="$roots/$suite-test.log"
  set +e
  unshare -m --propagation private sh -c '
    set -e
    root=$1 toolchain=$2; shift 2
    mount --bind "$toolchain" "$root$toolchain"
    mount -o remount,bind,ro "$root$toolchain"
    mount -t proc proc "$root/proc"
    mount --rbind /dev "$root/dev"
    exec chroot "$root" /usr/bin/env -i HOME=/root PATH="$toolchain/usr/bin:/usr/bin:/bin" \
      LANG=C.UTF-8 CI="${CI:-}" sh -c "cd /src && swift test \"\$@\"" sh "$@"
  ' sh "$root" "$toolchain" ${test_args[@]+"${test_args[@]}"} >"$log" 2>&1
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
