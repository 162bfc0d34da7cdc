#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer and under AddressSanitizer (with
# LeakSanitizer), each in its own build directory; the measfmt binary that the
# end-to-end tests run is built with the same sanitizer. Prints each run's summary and
# every sanitizer report; exits 1 if either run fails or reports anything.
#
#   scripts/sanitize.sh                   # thread, then address
#   scripts/sanitize.sh address           # one of them
#   scripts/sanitize.sh thread --tag concurrency   # the suites that carry a tag
#   scripts/sanitize.sh thread --filter Concurrency
#
# The data sweeps are left out (MEASFMT_SWEEPS is not passed on): minutes of ICU's work,
# longer still under a sanitizer, and run by CI's plain test run.
# Each run's log is a temporary file whose name is printed.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
. scripts/lib/test-tags.sh

sanitizers=()
extra=()
tag=
while (($#)); do
  case "$1" in
    thread | address) sanitizers+=("$1"); shift ;;
    --tag) tag=${2:?--tag needs a tag name}; shift 2 ;;
    -h | --help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) extra+=("$1"); shift ;;
  esac
done
((${#sanitizers[@]})) || sanitizers=(thread address)

# The Swift runtime's crash backtracer would print over the sanitizer's report.
export SWIFT_BACKTRACE=enable=no
unset MEASFMT_SWEEPS
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Leaks that are not measfmt's, found in every Swift test run on Linux: XCTest's runner
# keeps its suites, and Foundation's Process.run forms a weak reference it never frees
# (swift-corelibs-foundation, Swift 6.3.1).
printf '%s\n' 'leak:libXCTest.so' 'leak:Foundation7ProcessC3run' >"$work/lsan.supp"
export LSAN_OPTIONS="suppressions=$work/lsan.supp:${LSAN_OPTIONS:-}"
export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:strict_string_checks=1:${ASAN_OPTIONS:-}"
export TSAN_OPTIONS="halt_on_error=0:second_deadlock_stack=1:${TSAN_OPTIONS:-}"

# Synchronization.Mutex (Swift 6.3, Linux) locks with atomics and futex calls compiled
# outside the instrumented code, so ThreadSanitizer sees no ordering through it and reports
# everything it protects as a race. The package's one lock wrapper
# (Sources/MeasurementFormattingCore/Concurrency/Lock.swift) is a pthread mutex, which
# ThreadSanitizer understands, when built with MEASFMT_THREAD_SANITIZER: the thread build
# sets it, and the code under test is otherwise the same.
failed=0
for s in "${sanitizers[@]}"; do
  scratch="$root/.build/sanitize-$s"
  log="$(mktemp "${TMPDIR:-/tmp}/measfmt-sanitize-$s.XXXXXX")"
  flags=()
  [ "$s" = thread ] && flags=(-Xswiftc -DMEASFMT_THREAD_SANITIZER)
  echo "== $s: swift build --build-tests --sanitize=$s ${flags[*]} --scratch-path .build/sanitize-$s"
  start=$(date +%s)
  if ! swift build --build-tests --sanitize="$s" "${flags[@]}" --scratch-path "$scratch" \
    >"$log" 2>&1; then
    grep -E "error" "$log" | head -20
    failed=1
    continue
  fi
  selected=()
  if [ -n "$tag" ]; then
    # The suites and tests that carry the tag (scripts/lib/test-tags.sh).
    list="$work/list-$s.jsonl"
    if ! test_list "$list" --sanitize="$s" "${flags[@]}" --scratch-path "$scratch" >>"$log" 2>&1 \
      || ! mapfile -t selected < <(tag_filters "$tag" --filter "$list" 2>>"$log") \
      || ((${#selected[@]} == 0)); then
      echo "$s: no test carries the tag '$tag' (log: $log)"
      failed=1
      continue
    fi
    echo "$s: $((${#selected[@]} / 2)) suites and tests tagged '$tag'"
  fi
  set +e
  # At most 20 minutes (a run takes 3 to 4): a test that hangs under a sanitizer fails
  # here, saying so, rather than holding CI to its limit.
  timeout --kill-after=30 1200 swift test --skip-build --sanitize="$s" "${flags[@]}" \
    --scratch-path "$scratch" ${selected[@]+"${selected[@]}"} ${extra[@]+"${extra[@]}"} \
    >>"$log" 2>&1
  status=$?
  set -e
  ((status == 124 || status == 137)) && echo "$s: the tests did not end within 20 minutes"
  reports=$(grep -cE "WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer" \
    "$log" || true)
  grep -E "WARNING: ThreadSanitizer|ERROR: (Address|Leak)Sanitizer|SUMMARY: |✘|Fatal error" "$log" \
    | sort | uniq -c | head -20 || true
  echo "$s: exit $status, $reports sanitizer reports, $(($(date +%s) - start)) s (log: $log)"
  grep -E "Test run with|Executed [0-9]+ test" "$log" | tail -2
  ((status == 0 && reports == 0)) || failed=1
done
exit $failed
