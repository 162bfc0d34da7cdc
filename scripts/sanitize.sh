#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer and under AddressSanitizer (with
# LeakSanitizer), each in its own build directory; the measfmt binary the end-to-end
# tests run is built with the same sanitizer. Prints each run's summary and any
# sanitizer report; exits 1 if either run fails or reports anything.
#
#   scripts/sanitize.sh                   # thread, then address
#   scripts/sanitize.sh address           # one of them
#   scripts/sanitize.sh thread --filter Reliability
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizers=()
extra=()
while (($#)); do
  case "$1" in
    thread | address) sanitizers+=("$1"); shift ;;
    -h | --help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) extra+=("$1"); shift ;;
  esac
done
((${#sanitizers[@]})) || sanitizers=(thread address)

# The Swift runtime's crash backtracer would print over the sanitizer's report.
export SWIFT_BACKTRACE=enable=no
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:${TSAN_OPTIONS:-}"
export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:strict_string_checks=1:${ASAN_OPTIONS:-}"

failed=0
for s in "${sanitizers[@]}"; do
  scratch=".build/sanitize-$s"
  log="/tmp/measfmt-sanitize-$s.log"
  echo "== $s: swift build --build-tests --sanitize=$s --scratch-path $scratch"
  start=$(date +%s)
  if ! swift build --build-tests --sanitize="$s" --scratch-path "$scratch" >"$log" 2>&1; then
    grep -E "error" "$log" | head -20
    failed=1
    continue
  fi
  set +e
  swift test --skip-build --sanitize="$s" --scratch-path "$scratch" ${extra[@]+"${extra[@]}"} \
    >>"$log" 2>&1
  status=$?
  set -e
  reports=$(grep -cE "WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer" \
    "$log" || true)
  grep -E "WARNING: ThreadSanitizer|ERROR: (Address|Leak)Sanitizer|SUMMARY: |✘|Fatal error" "$log" \
    | head -20 || true
  echo "$s: exit $status, $reports sanitizer reports, $(($(date +%s) - start)) s"
  grep -E "Test run with|Executed [0-9]+ test" "$log" | tail -2
  ((status == 0 && reports == 0)) || failed=1
done
exit $failed
