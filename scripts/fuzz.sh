#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (-sanitize=fuzzer,address, measfmt's own code
# instrumented too) and runs each for a set time, one at a time on one core, then
# replays its corpus and seeds with leak detection. Prints executions, coverage, corpus
# size, crashes and leaks per target; exits 1 if any target crashed, leaked, hung, ran
# out of memory or stopped before its time.
#
#   scripts/fuzz.sh                      # every target, 600 s each
#   scripts/fuzz.sh -t 60 fuzz-format    # one target, one minute
#   scripts/fuzz.sh -t 30                # every target for 30 s
#   scripts/fuzz.sh --build-only
#   scripts/fuzz.sh --seeds              # no fuzzing: run every seed input once (CI
#                                        # does: the same inputs every run)
#   scripts/fuzz.sh --keep TARGET FILE...  # a finding kept as a seed of TARGET, once the
#                                        # bug it shows is fixed (Fuzz/Corpus/TARGET/)
#   scripts/fuzz.sh --replay FILE...     # run inputs (crash files) through every target
#   scripts/fuzz.sh --pending            # the inputs of Fuzz/Pending/ with no known
#                                        # issue let through: which still fail
#
# Working corpora, logs and crash files go to Fuzz/.build/fuzz/; the seed corpora and
# dictionaries in Fuzz/Corpus/ are read, and written only by --keep. See Fuzz/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=600
build_only=0
seeds_only=0
pending=0
keep=
replay=()
targets=()
all=(fuzz-unit-id fuzz-format fuzz-cli-args fuzz-batch-line fuzz-parse fuzz-field fuzz-apple)

while (($#)); do
  case "$1" in
    -t | --time) seconds="$2"; shift 2 ;;
    --build-only) build_only=1; shift ;;
    --seeds) seeds_only=1; shift ;;
    --pending) pending=1; shift ;;
    --replay) shift; replay=("$@"); break ;;
    --keep) keep=${2:?--keep needs a target}; shift 2; replay=("$@"); break ;;
    -h | --help) awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 0 ;;
    fuzz-*) targets+=("$1"); shift ;;
    *) echo "fuzz.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
((${#targets[@]})) || targets=("${all[@]}")

if [ -n "$keep" ]; then
  # A finding becomes a seed: CI replays every seed (--seeds), so it stays fixed. Named by
  # its content, so keeping one twice keeps one file.
  [ -d "Fuzz/Corpus/$keep" ] || { echo "fuzz.sh: no target '$keep' (Fuzz/Corpus/)" >&2; exit 2; }
  ((${#replay[@]})) || { echo "fuzz.sh: --keep $keep needs the files to keep" >&2; exit 2; }
  for f in "${replay[@]}"; do
    name="found-$(sha1sum "$f" | cut -c1-12)"
    cp "$f" "Fuzz/Corpus/$keep/$name"
    echo "kept: Fuzz/Corpus/$keep/$name"
  done
  exit 0
fi

# --sanitize=fuzzer makes SwiftPM link libFuzzer's main; but swiftc keeps only the last
# -sanitize= it is given, so --sanitize=fuzzer --sanitize=address would instrument the
# Swift code for neither: -Xswiftc -sanitize=fuzzer,address comes last and wins.
flags=(-c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address
  -Xswiftc -parse-as-library -Xcxx -fsanitize=address)
echo "build: swift build ${flags[*]} (in Fuzz/)"
# Product by product: Fuzz/ also holds measfmt-memory, whose main would clash with
# libFuzzer's.
build_log=$(mktemp)
for t in "${all[@]}"; do
  if ! (cd Fuzz && swift build "${flags[@]}" --product "$t" >"$build_log" 2>&1); then
    grep -E "error" "$build_log" | head -20
    rm -f "$build_log"
    exit 1
  fi
done
rm -f "$build_log"
bin="$(cd Fuzz && swift build "${flags[@]}" --show-bin-path)"
((build_only)) && { echo "built: $bin"; exit 0; }

work="$PWD/Fuzz/.build/fuzz"
mkdir -p "$work/artifacts" "$work/logs"
# The Swift runtime's own crash backtracer gets in the way of AddressSanitizer's report.
export SWIFT_BACKTRACE=enable=no

# once TARGET LABEL FILE...: every input once, with LeakSanitizer. An input slower than
# 30 s or over 2 GB fails like a crash; crash files go to artifacts/, not the current
# directory. Prints "TARGET: LABEL", or FAILED and the report's key lines.
once() {
  local t="$1" label="$2"
  shift 2
  local log="$work/logs/$t.once.log"
  if "$bin/$t" -detect_leaks=1 -timeout=30 -rss_limit_mb=2048 \
    -artifact_prefix="$work/artifacts/once-$t-" "$@" >"$log" 2>&1; then
    echo "$t: $label"
  else
    echo "$t: FAILED"
    grep -E "ERROR|invariant broken|SUMMARY|case:" "$log" | head -5
    return 1
  fi
}

if ((seeds_only)); then
  # Each target runs its seed corpus: the harnesses build, and every input that ever
  # found a bug (kept as a seed) still passes. Deterministic.
  status=0
  for t in "${targets[@]}"; do
    seeds=("Fuzz/Corpus/$t"/*)
    once "$t" "${#seeds[@]} seeds ok" "${seeds[@]}" || status=1
  done
  exit $status
fi

if ((pending)); then
  # Inputs that show a known issue waiting for other work (Fuzz/Pending/README.md), run
  # with the known issues not let through (MEASFMT_FUZZ_STRICT): each that passes now
  # can move to Fuzz/Corpus/, with its entry in KnownIssues removed.
  export MEASFMT_FUZZ_STRICT=1
  for t in "${targets[@]}"; do
    [ -d "Fuzz/Pending/$t" ] || continue
    for f in "Fuzz/Pending/$t"/*; do
      if "$bin/$t" -detect_leaks=0 -timeout=30 "$f" >"$work/logs/$t.pending.log" 2>&1; then
        echo "$t: passes now: $f"
      else
        echo "$t: still fails: $f: $(grep -m1 -oE 'invariant broken: .{0,100}' \
          "$work/logs/$t.pending.log")"
      fi
    done
  done
  exit 0
fi

if ((${#replay[@]})); then
  status=0
  for t in "${all[@]}"; do once "$t" ok "${replay[@]}" || status=1; done
  exit $status
fi

max_len() {
  case "$1" in
    fuzz-unit-id | fuzz-format) echo 512 ;;
    fuzz-cli-args) echo 1024 ;;
    *) echo 4096 ;;
  esac
}

failed=0
summary=()
for t in "${targets[@]}"; do
  corpus="$work/corpus/$t"
  mkdir -p "$corpus" "$work/logs/$t"
  seeds="$PWD/Fuzz/Corpus/$t"
  dict=()
  [ -f "Fuzz/Corpus/$t.dict" ] && dict=(-dict="$PWD/Fuzz/Corpus/$t.dict")
  before=$(find "$work/artifacts" -regextype egrep -regex ".*/$t-(crash|timeout|oom|leak)-.*" | wc -l)
  echo "fuzz: $t for ${seconds}s"
  started=$(date +%s)
  # One job, one worker: one core. libFuzzer then runs the campaign in a child process
  # that logs to fuzz-0.log in the current directory.
  (
    cd "$work/logs/$t"
    rm -f fuzz-0.log
    "$bin/$t" -jobs=1 -workers=1 -max_total_time="$seconds" -max_len="$(max_len "$t")" \
      -timeout=30 -rss_limit_mb=3072 -detect_leaks=0 -print_final_stats=1 \
      -artifact_prefix="$work/artifacts/$t-" "${dict[@]}" "$corpus" "$seeds" \
      >/dev/null 2>&1 || true
  )
  elapsed=$(($(date +%s) - started))
  log="$work/logs/$t/fuzz-0.log"
  cp "$log" "$work/logs/$t.log" 2>/dev/null || true
  final_stat() { grep -o "stat::$1: *[0-9]*" "$log" | grep -o '[0-9]*$' || echo "?"; }
  runs=$(final_stat number_of_executed_units)
  rate=$(final_stat average_exec_per_sec)
  rss=$(final_stat peak_rss_mb)
  # libFuzzer's last line, "#N DONE cov: C ft: F corp: N/…": written only when the
  # campaign ran its whole time.
  done_line=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -1 || true)
  cov=$(echo "$done_line" | grep -oE 'cov: [0-9]+' | grep -oE '[0-9]+' || echo "?")
  ft=$(echo "$done_line" | grep -oE 'ft: [0-9]+' | grep -oE '[0-9]+' || echo "?")
  # Leaks: the campaign runs without LeakSanitizer (the formatter caches grow, and a
  # check after every such input costs 10x); the corpus and the seeds are replayed with it.
  leaks=0
  if ! "$bin/$t" -runs=0 -detect_leaks=1 -timeout=30 -rss_limit_mb=3072 \
    -artifact_prefix="$work/artifacts/$t-" "$corpus" "$seeds" \
    >"$work/logs/$t.replay.log" 2>&1; then
    leaks=1
  fi
  # Crash, timeout, out-of-memory and leak files (not slow-unit reports).
  after=$(find "$work/artifacts" -regextype egrep -regex ".*/$t-(crash|timeout|oom|leak)-.*" | wc -l)
  crashes=$((after - before))
  files=$(find "$corpus" -type f | wc -l)
  stopped=0
  [ -z "$done_line" ] && stopped=1
  summary+=("$(printf '%-16s %6ss %12s %7s %7s %7s %8s %7s %8s %6s' "$t" "$elapsed" "$runs" \
    "$rate" "$cov" "$ft" "$files" "$rss" "$crashes" "$leaks")")
  if ((crashes > 0 || leaks > 0 || stopped)); then
    failed=1
    ((stopped)) && echo "$t: the campaign stopped before its ${seconds} s"
    grep -E "ERROR|invariant broken|SUMMARY|contract" "$log" "$work/logs/$t.replay.log" | head -5
  fi
done

echo
printf '%-16s %7s %12s %7s %7s %7s %8s %7s %8s %6s\n' target time executions exec/s cov ft \
  corpus "rss MB" crashes leaks
printf '%s\n' "${summary[@]}"
echo "crash files: $work/artifacts/ (reproduce: $bin/TARGET FILE; MEASFMT_FUZZ_PRINT=1 prints the case;"
echo "  once fixed, keep it as a seed that CI replays: scripts/fuzz.sh --keep TARGET FILE)"
exit $failed
