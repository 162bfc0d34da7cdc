# The pipeline benchmark's inputs (scripts/pipeline-bench.sh, scripts/compare-binaries.sh):
# `pipeline_inputs DIR LINES` writes DIR/du (sizes as `du -h` prints them), DIR/csv (a
# table "id,bytes,name") and DIR/km ("VALUE km" lines), LINES lines each.
pipeline_inputs() {
  local dir=$1 lines=$2
  # Park–Miller's generator: every product stays below 2^53, so any awk gives the same numbers.
  awk -v n="$lines" 'BEGIN {
    x = 38
    for (i = 0; i < n; i++) {
      x = (x * 48271) % 2147483647; r = x / 2147483647
      x = (x * 48271) % 2147483647; s = x / 2147483647
      if (r < 0.1) { printf "%d\n", int(s * 1024); continue }
      v = 1 + s * 1022
      suffix = substr("KMGT", 1 + int(r * 40) % 4, 1)
      if (v < 10) printf "%.1f%s\n", int(v * 10 + 0.999) / 10, suffix
      else printf "%d%s\n", int(v + 0.999), suffix
    }
  }' >"$dir/du"
  awk -v n="$lines" 'BEGIN {
    x = 7
    for (i = 0; i < n; i++) {
      x = (x * 48271) % 2147483647; r = x / 2147483647
      printf "%d,%.0f,file%d.dat\n", i + 1, int(exp(r * 40 * log(2))), i % 977
    }
  }' >"$dir/csv"
  awk -v n="$lines" 'BEGIN {
    x = 12345
    for (i = 0; i < n; i++) {
      x = (x * 48271) % 2147483647; r = x / 2147483647
      x = (x * 48271) % 2147483647; s = x / 2147483647
      v = exp(s * 12 * log(10)) / 1000
      if (r < 0.1) v = -v
      d = int(r * 40) % 4
      printf "%.*f km\n", d, v
    }
  }' >"$dir/km"
}
