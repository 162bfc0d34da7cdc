#!/usr/bin/env bash
# Cold start of the installed kind of binary (scripts/install.sh's self-contained build):
# each command below runs N times (30 unless given) paired with a C program that prints
# "hello" (Benchmarks/ColdStart/hello.c), process against process in the same run
# (Benchmarks/ColdStart/coldstart.c: posix_spawn to wait4, stdout to /dev/null).
# Prints, per command, the median time (min, 90th percentile), the peak RSS, and the
# median ratio to the C hello; and the same for the floor of any ICU formatting
# command: a C program that opens one ICU number formatter for "5 km", formats once
# and prints (Benchmarks/ColdStart/icu-once.c).
#
#   scripts/coldstart.sh                    # builds .build/static (release) if needed
#   scripts/coldstart.sh 100                # 100 pairs each
#   MEASFMT_BINARY=/usr/bin/measfmt scripts/coldstart.sh
#
# Targets (issue 16): `measfmt 5 km` at most 4 ms (median), peak RSS at most 15 MB.
set -euo pipefail
self=$(readlink -f "$0")
# A relative MEASFMT_BINARY is taken from the caller's directory.
given_binary=${MEASFMT_BINARY:+$(readlink -f "$MEASFMT_BINARY")}
cd "$(dirname "$self")/.."

case "${1:-}" in
  -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$self"; exit 0 ;;
esac
runs=${1:-30}
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "coldstart.sh: '$runs' is not a number of runs (see --help)" >&2; exit 2; }
binary=$given_binary
if [ -z "$binary" ]; then
  . scripts/lib/static-build.sh
  binary=$(build_static_measfmt)
fi
binary=$(readlink -f "$binary")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/coldstart" Benchmarks/ColdStart/coldstart.c
cc -O2 -o "$work/hello" Benchmarks/ColdStart/hello.c
# shellcheck disable=SC2046  # pkg-config's flags are separate words
cc -O2 -o "$work/icu-once" Benchmarks/ColdStart/icu-once.c $(pkg-config --cflags --libs icu-i18n)

echo "$binary ($(du -h "$binary" | cut -f1); $("$binary" --version | head -1))"
echo "links: $(ldd "$binary" | awk '$1 !~ /^(linux-vdso|\/)/ { print $1 }' | paste -sd ' ')"
echo "$runs runs each, paired with a C hello; median (min, p90), peak RSS; ratio to the C hello"
printf '%-36s %s\n' "C + ICU: format 5 km once" \
  "$("$work/coldstart" "$runs" -- "$work/icu-once" -- "$work/hello")"
while IFS= read -r line; do
  read -ra arguments <<<"$line"
  printf '%-36s %s\n' "measfmt $line" \
    "$(LANG=C.UTF-8 "$work/coldstart" "$runs" -- "$binary" "${arguments[@]}" -- "$work/hello")"
done <<'EOF'
5 km
5 km --width narrow --ansi
1234.5 km -l de --json
--version
EOF
