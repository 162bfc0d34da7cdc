#!/usr/bin/env bash
# Builds the DocC documentation of MeasurementFormatting and MeasurementFormatStyle as one
# static site in .build/docs, and fails on any warning.
#
#   scripts/docs.sh                       # build; prints one coverage line per module
#   HOSTING_BASE_PATH=/measfmt scripts/docs.sh   # for a site served under /measfmt/
#   python3 -m http.server -d .build/docs 8000   # then open
#     http://localhost:8000/documentation/measurementformatting/
#
# Steps: the symbol graphs of the whole package (swift package dump-symbol-graph, after
# building the tests: SwiftPM 6.3 on Linux also extracts the synthesized test modules
# and fails when they are not built), MeasurementFormatting's with the symbols of the
# core it re-exports (swift-symbolgraph-extract); one archive per module with its catalogue
# (Sources/<module>/<module>.docc), MeasurementFormatStyle linking to the library's;
# then one site with a landing page for both. Synthesized members (Equatable's !=,
# OptionSet's algebra, FormatStyle's unrelated static members) are left out, as
# `--experimental-skip-synthesized-symbols` does for the Swift Package Index.
set -euo pipefail
cd "$(dirname "$0")/.."

docc=${DOCC:-$(dirname "$(readlink -f "$(command -v swift)")")/docc}
[ -x "$docc" ] || docc=$(command -v docc)
modules=(MeasurementFormatting MeasurementFormatStyle)
work=.build/docs-work
out=.build/docs
log=$work/log.txt
rm -rf "$work" "$out"
mkdir -p "$work"

fail() {
  echo "docs: $1 (log: $log)"
  grep -E "error|warning" "$log" | head -40 || tail -20 "$log"
  exit 1
}

# The articles' copies of the tables in docs/ (and the benchmark's date) and of the
# gallery pictures in docs/ must match.
catalogue=Sources/MeasurementFormatting/MeasurementFormatting.docc
table() { # FILE HEADER: the Markdown table that starts with the line HEADER
  awk -v header="$2" '$0 == header { on = 1 } on && !/^\|/ { exit } on' "$1"
}
for copy in "ComingFromFoundation.md|docs/coming-from-apple.md|| Apple's API |" \
  "ICUVersions.md|docs/icu.md|| ICU | CLDR |" \
  "Performance.md|docs/performance.md|| variant | ns/op |" \
  "Performance.md|docs/performance.md|| command | before: dynamic"; do
  article=$catalogue/${copy%%|*}
  rest=${copy#*|}
  source=${rest%%||*}
  header="|${rest#*||}"
  header=$(grep -m1 -F "$header" "$source" || true)
  if [ -z "$header" ] || [ "$(table "$source" "$header")" != "$(table "$article" "$header")" ]; then
    echo "docs: the table '$header' of $article differs from $source's: copy it"
    exit 1
  fi
done
for picture in "$catalogue"/Resources/gallery-*.png; do
  if ! cmp -s "$picture" "docs/${picture##*/}"; then
    echo "docs: $picture differs from docs/${picture##*/} (scripts/gallery makes the pictures): copy it"
    exit 1
  fi
done
measured=$(grep -oE "^Measured [0-9]{4}-[0-9]{2}-[0-9]{2}" docs/performance.md | cut -d' ' -f2)
if [ -z "$measured" ] || ! grep -q "\*\*$measured\*\*" "$catalogue/Performance.md"; then
  echo "docs: $catalogue/Performance.md does not name docs/performance.md's date of measurement, ${measured:-(none)}"
  exit 1
fi

if ! swift build --build-tests >"$log" 2>&1; then fail "swift build --build-tests failed"; fi
if ! swift package dump-symbol-graph --skip-synthesized-members --emit-extension-block-symbols \
  >"$log" 2>&1; then
  fail "swift package dump-symbol-graph failed"
fi
graphs=$(sed -n 's/^Files written to //p' "$log")
[ -d "$graphs" ] || fail "no symbol graph directory in the output of dump-symbol-graph"
# MeasurementFormatting is MeasurementFormattingCore (re-exported) plus its Foundation
# layer: its graph is extracted again with the core's symbols in it, as the module people
# import (SwiftPM has no option for @_exported modules).
bin=$(swift build --show-bin-path)
reexported=$work/reexported
mkdir -p "$reexported"
if ! "$(dirname "$docc")/swift-symbolgraph-extract" -module-name MeasurementFormatting \
  -target "$(swift -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)" \
  -I "$bin/Modules" -Xcc -fmodule-map-file="$bin/_MeasfmtICUBridge.build/module.modulemap" \
  -Xcc -fmodule-map-file=Sources/CICU/module.modulemap \
  -Xcc -I -Xcc Sources/_MeasfmtICUBridge/include \
  -minimum-access-level public -skip-synthesized-members -emit-extension-block-symbols \
  -experimental-allowed-reexported-modules=MeasurementFormattingCore \
  -output-dir "$reexported" >"$log" 2>&1; then
  fail "swift-symbolgraph-extract MeasurementFormatting failed"
fi
# The core's doc comments are MeasurementFormatting's own (DocC leaves out doc comments
# it takes as inherited from another module).
sed -i 's/"module":"MeasurementFormattingCore"/"module":"MeasurementFormatting"/g' \
  "$reexported"/*.symbols.json
rm -f "$graphs"/MeasurementFormatting.symbols.json "$graphs"/MeasurementFormatting@*.symbols.json
cp "$reexported"/*.symbols.json "$graphs/"

hosting=()
[ -n "${HOSTING_BASE_PATH:-}" ] && hosting=(--hosting-base-path "$HOSTING_BASE_PATH")
archives=()
for module in "${modules[@]}"; do
  mkdir -p "$work/graphs/$module"
  cp "$graphs/$module.symbols.json" "$graphs/$module"@*.symbols.json "$work/graphs/$module/"
  dependencies=()
  for archive in "${archives[@]}"; do dependencies+=(--dependency "$archive"); done
  archive=$work/$module.doccarchive
  if ! "$docc" convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$work/graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --output-dir "$archive" --transform-for-static-hosting "${hosting[@]}" \
    --enable-experimental-external-link-support "${dependencies[@]}" \
    --experimental-documentation-coverage --coverage-summary-level brief \
    --warnings-as-errors >"$log" 2>&1; then
    fail "docc convert $module failed"
  fi
  if grep -qE "^(warning|error)|: (warning|error):" "$log"; then fail "docc convert $module warned"; fi
  # One line per module: the share of symbols with a summary (DocC's coverage table);
  # below 95 % of members or globals fails.
  coverage=$(awk -F'|' '/^(Types|Members|Globals) +\|/ {
      gsub(/ +/, " ", $1); gsub(/^ +| +$/, "", $1); gsub(/^ +| +$/, "", $2)
      printf "%s%s %s", sep, tolower($1), $2; sep=", "
      if ($1 != "Types" && $2 + 0 < 95) low = 1
    } END { exit low }' "$log") || fail "$module: fewer than 95 % of members or globals have a summary: $coverage"
  echo "$module: summaries on $coverage"
  rm -f "$archive/documentation-coverage.json"
  archives+=("$archive")
done

if ! "$docc" merge "${archives[@]}" --output-path "$out" \
  --synthesized-landing-page-name measfmt --synthesized-landing-page-kind Package \
  --synthesized-landing-page-topics-style list \
  >"$log" 2>&1; then
  fail "docc merge failed"
fi
if grep -qE "^(warning|error)" "$log"; then fail "docc merge warned"; fi
echo "docs: $out (open documentation/measurementformatting/index.html through a web server)"
