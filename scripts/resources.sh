#!/usr/bin/env bash
# Peak memory, measured with /usr/bin/time -v, of:
#   library  1,000,000 measurements over 50 configurations (singles, ranges, usage, mixed),
#            then with a new configuration value per call, then over 2,000 configurations
#            (more formatters than the shared cache holds), then 20,000 short-lived
#            threads (Fuzz/Sources/measfmt-memory prints resident memory at 10/25/50/75/100 %);
#   CLI      batch mode over 1 GB of standard input: good lines, mixed lines, bad lines,
#            --json, --align right, and one 1 GB line without a newline.
# Memory must not grow with the input: each library run prints its growth from 10 % to
# 100 %, and every CLI run stays at the same peak whatever the input size.
#
#   scripts/resources.sh                          # everything, 1 GB of input per CLI run
#   MEASFMT_STDIN_BYTES=100000000 scripts/resources.sh cli
#   scripts/resources.sh library
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/time ]; then
  echo "resources.sh: needs GNU time as /usr/bin/time (Debian: apt-get install time)" >&2
  exit 1
fi

bytes=${MEASFMT_STDIN_BYTES:-1073741824}
count=${MEASFMT_FORMAT_COUNT:-1000000}
parts=("$@")
((${#parts[@]})) || parts=(library cli)

echo "build (release, no sanitizers)"
(cd Fuzz && swift build -c release --scratch-path .build/plain --product measfmt-memory \
  >/tmp/measfmt-resources-build.log 2>&1) || { tail -20 /tmp/measfmt-resources-build.log; exit 1; }
swift build -c release --scratch-path .build/resources --product measfmt \
  >>/tmp/measfmt-resources-build.log 2>&1 || { tail -20 /tmp/measfmt-resources-build.log; exit 1; }
probe="Fuzz/.build/plain/release/measfmt-memory"
cli=".build/resources/release/measfmt"

# record LABEL: the peak RSS and wall time /usr/bin/time -v wrote to /tmp/measfmt-time.txt.
rows=()
record() {
  local kb wall
  kb=$(grep "Maximum resident set size" /tmp/measfmt-time.txt | grep -o '[0-9]*$')
  wall=$(grep "Elapsed (wall clock)" /tmp/measfmt-time.txt | awk '{print $NF}')
  rows+=("$(printf '%-52s %9.1f MB %10s' "$1" "$(echo "$kb / 1024" | bc -l)" "$wall")")
}

# measure LABEL COMMAND...
measure() {
  local label="$1"
  shift
  /usr/bin/time -v -o /tmp/measfmt-time.txt "$@"
  record "$label"
}

# feed LABEL GENERATOR ARGS...: the first $bytes bytes of the generator's output are
# measfmt's standard input; /usr/bin/time -v measures measfmt alone.
feed() {
  local label="$1" generator="$2"
  shift 2
  sh -c "$generator | head -c $bytes | /usr/bin/time -v -o /tmp/measfmt-time.txt \"\$0\" \"\$@\" \
    >/dev/null 2>/tmp/measfmt-stderr.txt" "$cli" "$@" || true
  record "$label"
  echo "  $label: $(wc -l </tmp/measfmt-stderr.txt) lines on stderr"
}

for part in "${parts[@]}"; do
  case "$part" in
    library)
      echo "== library: $count measurements over 50 configurations"
      measure "library: $count formats, 50 configurations" "$probe" format "$count" 50
      echo "== library: a new configuration value for every format"
      measure "library: $count formats, new configuration each" "$probe" churn "$count" 50
      echo "== library: 2000 configurations, more formatters than the cache holds"
      measure "library: $count formats, 2000 configurations" "$probe" format "$count" 2000
      echo "== library: 20000 threads, one format each"
      measure "library: 20000 short-lived threads" "$probe" threads 20000
      ;;
    cli)
      gib=$(echo "$bytes / 1073741824" | bc -l | xargs printf '%.2f')
      echo "== cli: batch mode over $bytes bytes ($gib GiB) of stdin per run"
      feed "cli: good lines ('1234.5 km')" "yes '1234.5 km'"
      feed "cli: mixed lines (ranges, °C, joined, bad, comments)" \
        "yes '5 km
-3.25 °C
1e40 m
3...5 mi
12.5kg
abc km
0 ft
# comment'"
      feed "cli: bad lines only ('abc km')" "yes 'abc km'"
      feed "cli: --json" "yes '1234.5 km'" --json
      feed "cli: --align right" "yes '1234.5 km'" --align right
      feed "cli: one line, no newline" "yes 7 | tr -d '\\n'"
      ;;
    *) echo "resources.sh: unknown part '$part' (library, cli)" >&2; exit 2 ;;
  esac
done

echo
printf '%-52s %12s %10s\n' run "peak RSS" "wall"
printf '%s\n' "${rows[@]}"
