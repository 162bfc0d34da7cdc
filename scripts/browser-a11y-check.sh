#!/usr/bin/env bash
# What a screen reader is given for measfmt's HTML, checked in a real browser: each
# measurement below is written with `measfmt ... --html` (its spoken form in accessible
# markup) and loaded as a page in headless Chromium, whose accessibility tree
# (Accessibility.getFullAXTree, over the DevTools pipe: scripts/lib/a11y_tree.py) must
# hold exactly the words of `measfmt ... --spoken`, once, and nothing of the text shown.
# A control written with --spoken=never must read as the text shown (so the check can
# fail); a measurement whose unit is a link gives one link, named by the words. The measurements are issue 48's: screen readers that read "5′ 11″" as "5 prime
# 11 double prime", "30 min" as "30 meters", "1h 15m" as "one h fifteen meters", "5.37
# GB" as "geebee", "1M" as "one metre", and other scripts and directions.
#
#   scripts/browser-a11y-check.sh                 # with the debug build's measfmt
#   scripts/browser-a11y-check.sh --install       # installs Debian's chromium if missing (CI)
#   MEASFMT=path/to/measfmt CHROMIUM=path/to/chromium scripts/browser-a11y-check.sh
#
# Without Chromium (and with --install, where it cannot be installed) the check is
# skipped: a warning, status 0. Needs python3. Prints one line per page and a summary.
set -euo pipefail
cd "$(dirname "$0")/.."

install=0
[ "${1:-}" = --install ] && install=1

chromium=${CHROMIUM:-/usr/lib/chromium/chromium}
if [ ! -x "$chromium" ] && ((install)) && [ "$(id -u)" = 0 ]; then
  echo "installing chromium"
  if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends chromium; } >/tmp/measfmt-chromium.log 2>&1; then
    tail -5 /tmp/measfmt-chromium.log
  fi
fi
if [ ! -x "$chromium" ]; then
  echo "warning: browser check skipped: no Chromium at $chromium (Debian's package chromium)"
  exit 0
fi
measfmt=${MEASFMT:-$(swift build --show-bin-path)/measfmt}
[ -x "$measfmt" ] || { echo "no measfmt at $measfmt: swift build first" >&2; exit 1; }

# name | arguments (tab-separated words: some contain spaces)
cases=(
  "person height, en-US narrow|1.8	m	--usage	person-height	-l	en-US	-w	narrow"
  "minutes, en narrow|30	min	-l	en	-w	narrow"
  "hours and minutes, en narrow|1.25	h	--to	hour-and-minute	-l	en	-w	narrow"
  "gigabytes, en narrow|5.37	GB	-l	en	-w	narrow"
  "compact, en-GB|1000000	m	--notation	compact-short	-l	en-GB	-w	narrow"
  "a range, de|3...5	km	-l	de"
  "a clock, en numeric|5400	s	--to	hour-and-minute-and-second	-l	en	-w	numeric"
  "Arabic, right to left|1.5	km	-l	ar	-w	narrow"
  "Hebrew range, right to left|3...5	km	-l	he	-w	narrow"
  "Japanese|5400	s	--to	hour-and-minute	-l	ja	-w	narrow"
  "Hindi|1234.5	km	-l	hi	-w	narrow"
  "styled with a link|5	km	-l	en	--unit-style	link=https://example.org/km"
)

work=$(mktemp -d "${TMPDIR:-/tmp}/measfmt-a11y.XXXXXX")
trap 'rm -rf "$work"' EXIT
{
  echo "["
  first=1
  for entry in "${cases[@]}"; do
    name=${entry%%|*}
    IFS=$'\t' read -r -a args <<<"${entry#*|}"
    html=$("$measfmt" "${args[@]}" --html)
    spoken=$("$measfmt" "${args[@]}" --spoken --plain)
    shown=$("$measfmt" "${args[@]}" --plain)
    ((first)) || echo ","
    first=0
    python3 -c 'import json, sys; print(json.dumps(dict(name=sys.argv[1], html=sys.argv[2], spoken=sys.argv[3], shown=sys.argv[4], link="link=" in sys.argv[5])))' \
      "$name" "$html" "$spoken" "$shown" "${args[*]}"
    if [ "$name" = "person height, en-US narrow" ]; then
      # The control: the same without the spoken form reads as it shows.
      python3 -c 'import json, sys; print("," + json.dumps(dict(name=sys.argv[1], html=sys.argv[2], spoken=None, shown=sys.argv[3])))' \
        "control: $name, --spoken=never" "$("$measfmt" "${args[@]}" --html --spoken=never)" "$shown"
    fi
  done
  echo "]"
} >"$work/cases.json"
python3 scripts/lib/a11y_tree.py "$chromium" "$work/cases.json"
