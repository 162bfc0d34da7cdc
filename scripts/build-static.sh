#!/usr/bin/env bash
# Builds measfmt as one fully static executable for x86_64 Linux: Swift's runtime, glibc,
# libstdc++ and ICU (Debian's libicu-dev static libraries) linked in, with ICU's data
# filtered to what measfmt uses (scripts/icu-data.sh, packaging/icu/filters.json). It
# needs no file of the system it runs on, only a kernel (Linux 3.2 or newer, glibc's
# minimum) and /proc mounted (Swift's runtime reads /proc/self to find itself).
#
#   scripts/build-static.sh             # prints the binary's path, .build/x86_64-linux/measfmt
#
# The binary is stripped, and two clean builds of the same commit in the same directory
# write the same bytes (scripts/lib/static-build.sh says how; in another directory the
# compiler's output for one file differs). A release build from clean takes about 2.5
# minutes on two cores, the data about 30 s.
#
# Needs what the quick start needs (Swift 6.3, libicu-dev, pkg-config) and, for the data,
# dpkg-dev, icu-devtools (installed with libicu-dev) and python3.
set -euo pipefail
self=$(readlink -f "$0")
cd "$(dirname "$self")/.."

case "${1:-}" in
  -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$self"; exit 0 ;;
  "") ;;
  *) echo "build-static.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
esac
fail() { echo "build-static.sh: $*" >&2; exit 1; }
[ "$(uname -m)" = x86_64 ] || fail "builds for x86_64 only (this is $(uname -m))"
command -v swift >/dev/null || fail "swift is not on PATH (Swift 6.3: https://swift.org/install)"

data=$(scripts/icu-data.sh) || fail "the ICU data failed (scripts/icu-data.sh)"
. scripts/lib/static-build.sh
mapfile -t flags < <(hardening_flags; reproducible_flags)
scratch=.build/x86_64-linux
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# -DMEASFMT_STATIC: --version says that ICU is built in. pkg-config's icu-uc (which the
# package's CICU target reads) names the filtered data's directory first, so that its
# libicudata.a is linked, not the system's.
pc=$scratch/pkgconfig
mkdir -p "$pc"
system_pc=$(pkg-config --variable=pcfiledir icu-uc)
cp "$system_pc/icu-i18n.pc" "$pc/"
sed "s|^Libs: |Libs: -L$data |" "$system_pc/icu-uc.pc" >"$pc/icu-uc.pc"
if ! PKG_CONFIG_PATH=$PWD/$pc without_aslr swift build -c release --product measfmt --scratch-path "$scratch" \
  --static-swift-stdlib -Xswiftc -static-executable -Xlinker -lm -Xswiftc -DMEASFMT_STATIC \
  "${flags[@]}" >"$log" 2>&1; then
  tail -20 "$log" >&2
  fail "the build failed"
fi
# glibc warns that dlopen in a static program needs that glibc's own libraries at run
# time: Swift's runtime (LibPrespecialized, only when SWIFT_DEBUG_ENABLE_LIB_PRESPECIALIZED
# asks for it) and ICU's plugin loader (putil, only with ICU plugins, which Debian's ICU
# does not enable) refer to it. Any other warning fails the build.
if grep -E "warning:" "$log" | grep -vE "Using 'dlopen' in statically linked applications" >&2; then
  fail "the build has warnings"
fi
built=$scratch/release/measfmt
file -L "$built" 2>/dev/null | grep -q "statically linked" || ! command -v file >/dev/null \
  || fail "$built is not statically linked"
strip --remove-section=.comment -o "$scratch/measfmt" "$built"
echo "$PWD/$scratch/measfmt"
