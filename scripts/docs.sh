#!/usr/bin/env bash
# Builds the DocC documentation the way the Swift Package Index builds it from .spi.yml,
# as one static site in .build/docs, and fails on any warning.
#
#   scripts/docs.sh                       # build; prints one coverage line per target
#   HOSTING_BASE_PATH=/measfmt scripts/docs.sh   # for a site served under /measfmt/
#   python3 -m http.server -d .build/docs 8000   # then open http://localhost:8000/
#     (the root redirects to the landing page, documentation/)
#
# What swift-docc-plugin does for the Swift Package Index, with the toolchain's docc and
# no plugin: each documentation target of .spi.yml (MeasurementFormattingCore,
# MeasurementFormatting, MeasurementFormatStyle) from its own symbol graphs (swift package
# dump-symbol-graph, after building the tests: SwiftPM 6.3 on Linux also extracts the
# synthesized test modules and fails when they are not built), synthesized members left out
# (.spi.yml's --experimental-skip-synthesized-symbols), extension blocks in; one archive per
# target with its catalogue (Sources/<target>/<target>.docc) and, as
# --enable-experimental-combined-documentation does, --dependency on the archives of the
# target's direct dependencies among the documentation targets (Package.swift), built
# first; then `docc merge` of all of them with a synthesized landing page named after the
# package. So a link from MeasurementFormatting's articles to a type of the core is written
# ``MeasurementFormattingCore/TextStyle``, as the Swift Package Index resolves it.
# The root index.html, which DocC leaves as a "page not found", redirects to the landing
# page.
set -euo pipefail
cd "$(dirname "$0")/.."

docc=${DOCC:-$(dirname "$(readlink -f "$(command -v swift)")")/docc}
[ -x "$docc" ] || docc=$(command -v docc)
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
  "Performance.md|docs/performance.md|| parse variant | ns/op" \
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

# The documentation targets, in .spi.yml's order.
read -r -a targets <<<"$(sed -n 's/^ *documentation_targets: *\[\(.*\)\].*/\1/p' .spi.yml | tr ',' ' ')"
((${#targets[@]})) || { echo "docs: no documentation_targets in .spi.yml"; exit 1; }

if ! swift build --build-tests >"$log" 2>&1; then fail "swift build --build-tests failed"; fi
if ! swift package dump-symbol-graph --skip-synthesized-members --emit-extension-block-symbols \
  >"$log" 2>&1; then
  fail "swift package dump-symbol-graph failed"
fi
graphs=$(sed -n 's/^Files written to //p' "$log")
[ -d "$graphs" ] || fail "no symbol graph directory in the output of dump-symbol-graph"
# "TARGET DEPENDENCY" for each direct target dependency in Package.swift.
swift package describe --type json >"$work/package.json" 2>"$log" || fail "swift package describe failed"
edges=$(awk '/^      "name" : / { gsub(/[",]/, "", $3); name = $3 }
  /^      "target_dependencies" : \[/ { on = 1; next }
  on && /^      \]/ { on = 0 }
  on { gsub(/[ ",]/, ""); print name, $0 }' "$work/package.json")

hosting=()
[ -n "${HOSTING_BASE_PATH:-}" ] && hosting=(--hosting-base-path "$HOSTING_BASE_PATH")
archives=()
built=" "
remaining=("${targets[@]}")
while ((${#remaining[@]})); do
  # The next target whose documented dependencies are built.
  module=
  for candidate in "${remaining[@]}"; do
    ready=1
    for target in "${targets[@]}"; do
      if grep -qx "$candidate $target" <<<"$edges" && [[ $built != *" $target "* ]]; then ready=; fi
    done
    if [ -n "$ready" ]; then module=$candidate; break; fi
  done
  [ -n "$module" ] || { echo "docs: the documentation targets' dependencies form a cycle"; exit 1; }
  next=()
  for candidate in "${remaining[@]}"; do [ "$candidate" = "$module" ] || next+=("$candidate"); done
  remaining=("${next[@]}")

  mkdir -p "$work/graphs/$module"
  cp "$graphs/$module.symbols.json" "$work/graphs/$module/"
  cp "$graphs/$module"@*.symbols.json "$work/graphs/$module/" 2>/dev/null || true
  catalog=()
  [ -d "Sources/$module/$module.docc" ] && catalog=("Sources/$module/$module.docc")
  dependencies=()
  for target in "${targets[@]}"; do
    if grep -qx "$module $target" <<<"$edges"; then
      dependencies+=(--dependency "$work/$target.doccarchive")
    fi
  done
  archive=$work/$module.doccarchive
  if ! "$docc" convert "${catalog[@]}" \
    --additional-symbol-graph-dir "$work/graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --output-dir "$archive" --transform-for-static-hosting "${hosting[@]}" \
    --enable-experimental-external-link-support "${dependencies[@]}" \
    --experimental-documentation-coverage --coverage-summary-level brief \
    --warnings-as-errors >"$log" 2>&1; then
    fail "docc convert $module failed"' (from another target, a symbol of MeasurementFormattingCore is linked as ``/MeasurementFormattingCore/TextStyle``)'
  fi
  if grep -qE "^(warning|error)|: (warning|error):" "$log"; then fail "docc convert $module warned"; fi
  # One line per target: the share of symbols with a summary (DocC's coverage table);
  # below 95 % of members or globals fails.
  coverage=$(awk -F'|' '/^(Types|Members|Globals) +\|/ {
      gsub(/ +/, " ", $1); gsub(/^ +| +$/, "", $1); gsub(/^ +| +$/, "", $2)
      printf "%s%s %s", sep, tolower($1), $2; sep=", "
      if ($1 != "Types" && $2 + 0 < 95) low = 1
    } END { exit low }' "$log") || fail "$module: fewer than 95 % of members or globals have a summary: $coverage"
  echo "$module: summaries on $coverage"
  rm -f "$archive/documentation-coverage.json"
  archives+=("$archive")
  built+="$module "
done

# The landing page is swift-docc-plugin's: named after the package, of kind Package.
if ! "$docc" merge "${archives[@]}" --output-path "$out" \
  --synthesized-landing-page-name measfmt --synthesized-landing-page-kind Package \
  >"$log" 2>&1; then
  fail "docc merge failed"
fi
if grep -qE "^(warning|error)" "$log"; then fail "docc merge warned"; fi
# Every page the site links to is in it: a link into an archive that is not merged would
# be a dead link on the published site.
dead=$(find "$out/data" -name '*.json' -exec grep -ohE '"url" *: *"\\?/documentation[^"#]*' {} + |
  sed 's/^"url" *: *"//; s|\\/|/|g' | sort -u | while read -r page; do
    [ -f "$out/data$page.json" ] || echo "$page"
  done)
[ -z "$dead" ] || { echo "docs: links to pages the site does not have:"; echo "$dead" | head; exit 1; }
# DocC's static hosting has no page for the site's root (its index.html says "page not
# found"); a relative redirect works under any HOSTING_BASE_PATH.
cat >"$out/index.html" <<'HTML'
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>measfmt documentation</title>
<meta http-equiv="refresh" content="0; url=documentation/">
<link rel="canonical" href="documentation/">
</head>
<body>
<p>The documentation of measfmt is at <a href="documentation/">documentation/</a>.</p>
</body>
</html>
HTML
echo "docs: $out (open index.html through a web server)"
