#!/usr/bin/env bash
# Compares two measfmt binaries byte for byte: stdout, stderr and exit status of the same
# runs on the same generated input (for a change that must not change any output, such
# as a faster path: issue 38). Prints the number of runs and lines compared and each run
# that differs; exits 1 if any does.
#
#   scripts/compare-binaries.sh OLD NEW            # e.g. a build of main and this tree's
#   scripts/compare-binaries.sh --lines 100000 OLD NEW
#
# The runs: the pipeline benchmark's workloads (scripts/pipeline-bench.sh, its inputs
# and options) on --lines lines each (1,000,000 unless given); and a batch of random
# lines (values of every kind in 20 units, ranges, bad lines, size suffixes) in 14
# locales × 3 widths × 16 sets of options, and tables of such values formatted as fields
# (--field, -d, --csv, --header) with and without --from and --to.
set -euo pipefail
self=$(readlink -f "$0")
cd "$(dirname "$self")/.."

lines=1000000
while (($#)); do
  case "$1" in
    -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$self"; exit 0 ;;
    --lines) lines=$2; shift 2 ;;
    *) break ;;
  esac
done
(($# == 2)) || { echo "usage: compare-binaries.sh [--lines N] OLD NEW" >&2; exit 2; }
old=$(readlink -f "$1")
new=$(readlink -f "$2")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The pipeline benchmark's inputs.
. scripts/lib/pipeline-inputs.sh
pipeline_inputs "$work" "$lines"

# Park–Miller, as the benchmark: the same lines on every run and machine.
awk -v n=4000 'BEGIN {
  x = 2024
  split("km m mi ft kg lb °C °F L gal km/h mph hPa kWh MB GB s h % B", units, " ")
  for (i = 0; i < n; i++) {
    x = (x * 48271) % 2147483647; r = x / 2147483647
    x = (x * 48271) % 2147483647; s = x / 2147483647
    x = (x * 48271) % 2147483647; t = x / 2147483647
    unit = units[1 + int(t * 20)]
    k = int(r * 20)
    if (k == 0) v = sprintf("%d", int(s * 100))
    else if (k == 1) v = sprintf("%.*f", 1 + int(t * 6), s * 10)
    else if (k == 2) v = sprintf("-%.*f", int(t * 4), s * 1000)
    else if (k == 3) v = sprintf("%.17g", s * 1000)
    else if (k == 4) v = sprintf("%.0f", exp(s * 30 * log(10)))
    else if (k == 5) v = sprintf("%.3g", exp(-s * 20 * log(10)))
    else if (k == 6) v = sprintf("%d...%d", int(s * 10), int(s * 10) + 1 + int(t * 100))
    else if (k == 7) v = (t < 0.5 ? "0" : "-0")
    else if (k == 8) v = sprintf("%.1f", int(s * 100) + 0.05)
    else if (k == 9) v = sprintf("%.2f", int(s * 1000) / 100 + 0.005)
    else if (k == 10) { printf "%.1f%s\n", 1 + s * 999, substr("KMGTkPE", 1 + int(t * 7), 1); continue }
    else if (k == 11) { printf "%d%s\n", int(s * 1024), (t < 0.5 ? "Ki" : "Mi"); continue }
    else if (k == 12) { print (t < 0.3 ? "# a comment" : t < 0.6 ? "" : "abc km"); continue }
    else if (k == 13) { print "5 furlongs"; continue }
    else if (k == 14) { print "1,234.5 km"; continue }
    else v = sprintf("%.*f", int(t * 4), exp(s * 9 * log(10)) / 100)
    print v " " unit
  }
}' >"$work/mixed"
# Tables: a name, a size (bytes, or with a suffix), a measurement.
awk -v n=4000 'BEGIN {
  x = 77
  for (i = 0; i < n; i++) {
    x = (x * 48271) % 2147483647; r = x / 2147483647
    x = (x * 48271) % 2147483647; s = x / 2147483647
    size = r < 0.5 ? sprintf("%.0f", exp(s * 40 * log(2))) : sprintf("%.1f%s", 1 + s * 999, substr("KMGT", 1 + int(r * 8) % 4, 1))
    name = i % 7 == 0 ? "\"x, y\"" : "file" i
    printf "%s,%s,%.2f km\n", name, size, s * 1000
  }
}' >"$work/table.csv"
tr ',' '\t' <"$work/table.csv" | tr -d '"' >"$work/table.tsv"

runs=0
differ=0
compared_lines=0
run() {
  local input=$1
  shift
  local status_old=0 status_new=0
  LANG=C.UTF-8 "$old" "$@" <"$input" >"$work/o.out" 2>"$work/o.err" || status_old=$?
  LANG=C.UTF-8 "$new" "$@" <"$input" >"$work/n.out" 2>"$work/n.err" || status_new=$?
  runs=$((runs + 1))
  compared_lines=$((compared_lines + $(wc -l <"$input")))
  if ! cmp -s "$work/o.out" "$work/n.out" || ! cmp -s "$work/o.err" "$work/n.err" \
    || [ "$status_old" != "$status_new" ]; then
    differ=$((differ + 1))
    echo "DIFFERS: measfmt $* < $(basename "$input") (status $status_old, $status_new)"
    diff <(head -c 2000 "$work/o.out") <(head -c 2000 "$work/n.out") | head -5 || true
  fi
}

# The pipeline benchmark's workloads.
run "$work/du" --from=iec --to=iec -w narrow
run "$work/du" --from=iec -w narrow
run "$work/csv" --csv --field 2:byte --to=iec -w narrow
run "$work/km" -w narrow
run "$work/km" --json -l en

options=(
  "" "--json" "--ansi --color always" "--html" "--to=natural" "--to=si" "--to=iec"
  "--fraction-digits 2" "--significant-digits 3" "--rounding up --fraction-digits 1"
  "--sign always" "--grouping never" "--from=iec" "--from=auto --to=iec-i" "--unit m"
  "--align right"
)
for locale in en de fr ar ar-EG hi-u-nu-deva zh-Hant ru ja he es pt-PT sv pl; do
  for width in narrow abbreviated wide; do
    for option in "${options[@]}"; do
      read -ra extra <<<"$option"
      run "$work/mixed" -l "$locale" -w "$width" "${extra[@]}"
    done
  done
  for fields in "--csv --field 2:byte --to=iec" "--csv --field 2 --from=iec --to=si" \
    "--csv --header --field 3" "--csv --field 2-3 --from=auto --unit byte --json" \
    "--field 2 --from=iec"; do
    read -ra extra <<<"$fields"
    run "$work/table.csv" -l "$locale" "${extra[@]}"
  done
  run "$work/table.tsv" -l "$locale" -d $'\t' --field 2 --from=iec --to=iec
done
echo "$runs runs, $compared_lines input lines: $differ differ"
((differ == 0))
