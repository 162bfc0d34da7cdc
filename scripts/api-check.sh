#!/usr/bin/env bash
# Compares the public API of the library targets (MeasurementFormattingCore,
# MeasurementFormatting, which re-exports it, and MeasurementFormatStyle) with the last release, recorded in RELEASED
# ("VERSION COMMIT", written by scripts/release.sh), using
# `swift package diagnose-api-breaking-changes`. Fails on a break that CHANGELOG.md's
# Unreleased section does not announce: each breakage must name its declaration there
# in backticks (`MeasurementFormat.format(_:unit:)`, or the bare name `format`).
#
#   scripts/api-check.sh              # against RELEASED's commit
#   scripts/api-check.sh COMMIT       # against another commit (to try a change)
#
# Without RELEASED (before the first release) there is nothing to compare with: it says
# so and succeeds. A clone that lacks the recorded commit (a shallow one) fails.
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."

baseline=${1:-}
if [ -z "$baseline" ]; then
  if [ ! -f RELEASED ]; then
    echo "api-check: no release recorded (RELEASED): nothing to compare with"
    exit 0
  fi
  read -r version baseline <RELEASED
  echo "api-check: against $version ($baseline)"
fi
git cat-file -e "$baseline^{commit}" 2>/dev/null || {
  echo "api-check: commit $baseline is not in this clone (a shallow clone? git fetch --unshallow)"
  exit 1
}

log=$(mktemp)
trap 'rm -f "$log"' EXIT
set +e
# By target, the core included: the products name only MeasurementFormatting and
# MeasurementFormatStyle, and checked by product the core (which MeasurementFormatting
# re-exports, and where most of the API is) would not be compared.
swift package diagnose-api-breaking-changes "$baseline" \
  --targets MeasurementFormattingCore MeasurementFormatting MeasurementFormatStyle >"$log" 2>&1
status=$?
set -e
breaks=$(grep -E "^💔 API breakage: |API breakage: " "$log" | sed 's/^.*API breakage: //' | sort -u || true)
if [ -z "$breaks" ]; then
  if ((status != 0)); then
    tail -20 "$log"
    echo "api-check: diagnose-api-breaking-changes failed (exit $status)"
    exit 1
  fi
  echo "api-check: no API breakage"
  exit 0
fi

unreleased=$(awk '/^## \[Unreleased\]/ { on = 1; next } /^## / { on = 0 } on' CHANGELOG.md)
unannounced=0
count=0
while IFS= read -r line; do
  count=$((count + 1))
  # "func MeasurementFormat.format(_:unit:) has been removed" → MeasurementFormat.format(_:unit:), format
  decl=$(sed -E 's/^(func|var|let|struct|class|enum|protocol|case|init|subscript|typealias|associatedtype|accessor|constructor|import|[a-z]+) +//; s/ has .*$//; s/ is now .*$//; s/ now .*$//' <<<"$line")
  name=$(sed -E 's/\(.*$//; s/^.*\.//' <<<"$decl")
  if grep -qF "\`$decl\`" <<<"$unreleased" || grep -qE "\`([A-Za-z0-9_.]+\.)?$name([(\`])" <<<"$unreleased"; then
    continue
  fi
  echo "not in CHANGELOG.md's Unreleased section: $line"
  unannounced=$((unannounced + 1))
done <<<"$breaks"
echo "api-check: $count API breakages, $unannounced not announced"
((unannounced == 0))
