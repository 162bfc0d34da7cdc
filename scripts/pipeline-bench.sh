#!/usr/bin/env bash
# The command in Unix pipelines against GNU numfmt, the C tool a user would pick instead:
# both run on the same generated input, whole processes, in turn (measfmt, numfmt, measfmt,
# …), and each pair's CPU time (user + system) gives a ratio; the median ratio of the pairs
# is printed with the issue's target (issue 38). With --before BIN, an older measfmt runs in
# the same turns (its time against this one's), and the outputs of the two are compared
# byte for byte.
#
#   scripts/pipeline-bench.sh                         # builds .build/release/measfmt if needed
#   scripts/pipeline-bench.sh --lines 200000 --rounds 3
#   scripts/pipeline-bench.sh --before /tmp/measfmt-old   # + "× before" and a byte comparison
#   scripts/pipeline-bench.sh --only du-rescaled          # one workload (names as printed)
#   scripts/pipeline-bench.sh --numfmt       # measfmt --numfmt with numfmt's own arguments,
#                                            # target ≤ 1.0, outputs compared byte for byte
#
# The inputs (generated with awk from a fixed seed, the same on every run and machine):
#   du       sizes as `du -h` prints them, one a line: "4.0K", "948M", "512" (bytes below 1 KiB)
#   csv      a table "id,bytes,name" whose second field is a plain byte count
#   km       "VALUE km" lines (integers, one to three decimals, some negative)
# The workloads (measfmt's command | numfmt's):
#   du-rescaled   --from=iec --to=iec -w narrow            | --from=iec --to=iec     target ≤ 1.5
#   du-read       --from=iec -w narrow                     | --from=iec              target ≤ 1.2
#   csv-field     --csv --field 2:byte --to=iec -w narrow  | -d, --field 2 --to=iec  target ≤ 1.5
#   plain         -w narrow (VALUE km lines)               | (no options)
#   json          --json -l en (VALUE km lines)            | (no options)
# Timings on a machine others use are noisy: the load average is printed before and after.
set -euo pipefail
self=$(readlink -f "$0")
cd "$(dirname "$self")/.."

lines=1000000
rounds=5
binary=
before=
only=
numfmt_mode=0
while (($#)); do
  case "$1" in
    -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$self"; exit 0 ;;
    --lines) lines=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --measfmt) binary=$(readlink -f "$2"); shift 2 ;;
    --before) before=$(readlink -f "$2"); shift 2 ;;
    --only) only=$2; shift 2 ;;
    --numfmt) numfmt_mode=1; shift ;;
    *) echo "pipeline-bench.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
[[ $lines =~ ^[1-9][0-9]*$ && $rounds =~ ^[1-9][0-9]*$ ]] \
  || { echo "pipeline-bench.sh: --lines and --rounds take positive numbers" >&2; exit 2; }
command -v numfmt >/dev/null || { echo "pipeline-bench.sh: needs GNU numfmt (coreutils)" >&2; exit 1; }
if [ -z "$binary" ]; then
  swift build -c release --product measfmt >/dev/null
  binary=$(readlink -f .build/release/measfmt)
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

. scripts/lib/pipeline-inputs.sh
pipeline_inputs "$work" "$lines"

# name | input | measfmt's arguments | numfmt's arguments | target
workloads=(
  "du-rescaled|du|--from=iec --to=iec -w narrow|--from=iec --to=iec|1.5"
  "du-read|du|--from=iec -w narrow|--from=iec|1.2"
  "csv-field|csv|--csv --field 2:byte --to=iec -w narrow|-d, --field 2 --to=iec|1.5"
  "plain|km|-w narrow||"
  "json|km|--json -l en||"
)

# CPU seconds (user + system) of one run, its output to $2.
cpu() {
  local input=$1 output=$2
  shift 2
  local TIMEFORMAT='%3U %3S' t
  t=$({ time LANG=C.UTF-8 "$@" <"$input" >"$output" 2>/dev/null; } 2>&1) || true
  awk -v t="$t" 'BEGIN { split(t, a, " "); printf "%.3f\n", a[1] + a[2] }'
}

median() { sort -g | awk '{ a[NR] = $1 } END { m = (NR + 1) / 2; print (a[int(m)] + a[int(m + 0.5)]) / 2 }'; }

echo "measfmt: $binary ($("$binary" --version | head -1)); $(numfmt --version | head -1)"
[ -n "$before" ] && echo "before:  $before"
echo "$lines lines per input, $rounds rounds; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-12s %-42s %10s %10s %8s %8s' workload "measfmt" "measfmt s" "numfmt s" "ratio" target
[ -n "$before" ] && printf ' %10s %9s %s' "before s" "× before" identical
[ "$numfmt_mode" = 1 ] && printf ' %s' "as numfmt"
echo
status=0
for entry in "${workloads[@]}"; do
  IFS='|' read -r name input margs nargs target <<<"$entry"
  [ -n "$only" ] && [ "$only" != "$name" ] && continue
  read -ra n <<<"$nargs"
  if [ "$numfmt_mode" = 1 ]; then
    # numfmt's own command line, through measfmt's numfmt mode: the same bytes, ≤ 1.0.
    margs="--numfmt $nargs"
    target=1.0
  fi
  read -ra m <<<"$margs"
  : >"$work/ratios"
  : >"$work/befores"
  : >"$work/m.times"
  : >"$work/n.times"
  : >"$work/b.times"
  for ((round = 0; round < rounds; round++)); do
    tm=$(cpu "$work/$input" "$work/m.out" "$binary" "${m[@]}")
    tn=$(cpu "$work/$input" "$work/n.out" numfmt "${n[@]}")
    echo "$tm" >>"$work/m.times"
    echo "$tn" >>"$work/n.times"
    awk -v a="$tm" -v b="$tn" 'BEGIN { if (b > 0) printf "%.4f\n", a / b }' >>"$work/ratios"
    if [ -n "$before" ]; then
      tb=$(cpu "$work/$input" "$work/b.out" "$before" "${m[@]}")
      echo "$tb" >>"$work/b.times"
      awk -v a="$tm" -v b="$tb" 'BEGIN { if (b > 0) printf "%.4f\n", a / b }' >>"$work/befores"
    fi
  done
  ratio=$(median <"$work/ratios")
  verdict=
  if [ -n "$target" ]; then
    if awk -v r="$ratio" -v t="$target" 'BEGIN { exit !(r <= t) }'; then verdict="≤ $target met"; else
      verdict="≤ $target NOT met"
    fi
  fi
  printf '%-12s %-42s %10s %10s %8.2f %8s' "$name" "$margs" "$(median <"$work/m.times")" \
    "$(median <"$work/n.times")" "$ratio" "${verdict:--}"
  if [ -n "$before" ]; then
    same=yes
    cmp -s "$work/m.out" "$work/b.out" || { same=NO; status=1; }
    printf ' %10s %9.3f %s' "$(median <"$work/b.times")" "$(median <"$work/befores")" "$same"
  fi
  if [ "$numfmt_mode" = 1 ]; then
    if cmp -s "$work/m.out" "$work/n.out"; then printf ' %s' identical; else
      printf ' %s' DIFFERENT
      status=1
    fi
  fi
  echo
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status
