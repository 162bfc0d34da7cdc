#!/usr/bin/env bash
# What a cross-platform package gets from measfmt, checked on Linux (docs/apple.md):
#
# 1. The manifest as SwiftPM reads it (swift package dump-package): no minimum OS, so a
#    package of any deployment target can depend on it; for every Apple platform
#    MeasurementFormatStyle needs no other target (no ICU), for Linux the library.
# 2. MeasurementFormatStyle's Apple branch, compiled here: a stand-in `Darwin` module makes
#    `canImport(Darwin)` true, and Tests/AppleBranch declares what Apple's Foundation has
#    and Linux's lacks, with Apple's signatures. Examples/WeatherReport (its library, its
#    program, its tests) and Examples/AppleStyle must type-check against that module with
#    no error or warning.
# 3. Examples/WeatherReport and Examples/AppleStyle built and run as a user's packages:
#    they depend on measfmt as the README says (https://example.com/measfmt.git from
#    the release's version), which SwiftPM here fetches from a clone of this repository
#    tagged with that version (its last commit, with tracked changes not yet committed).
#    The client builds without an error or a warning of its own, its tests pass (its
#    strings against Apple's documentation and CLDR), its program writes one language per
#    line where it asks for the user's locale and two where it takes Foundation's
#    Locale.current (the measured difference of docs/apple.md); AppleStyle prints Apple's
#    documented 98°F first.
#
#   scripts/apple-packages.sh       # all three; CI's "Apple-style packages" stage
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
source scripts/lib/version.sh

tmp=$(mktemp -d "${TMPDIR:-/tmp}/measfmt-apple.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
fail() {
  echo "apple-packages: $*" >&2
  exit 1
}

# 1. The manifest.
swift package --scratch-path "$tmp/dump" dump-package >"$tmp/manifest.json" 2>"$tmp/dump.log" \
  || { cat "$tmp/dump.log"; fail "swift package dump-package failed"; }
python3 - "$tmp/manifest.json" <<'EOF' || fail "the manifest"
import json, sys

manifest = json.load(open(sys.argv[1]))
targets = {t["name"]: t for t in manifest["targets"]}
product = next(p for p in manifest["products"] if p["name"] == "MeasurementFormatStyle")

def needed(platform):
    """The targets the product builds for a platform, following each dependency whose
    condition names that platform (or that has none)."""
    seen, todo = set(), list(product["targets"])
    while todo:
        name = todo.pop()
        if name in seen or name not in targets:
            continue
        seen.add(name)
        for dependency in targets[name]["dependencies"]:
            value = next(iter(dependency.values()))
            condition = value[-1] if isinstance(value[-1], dict) or value[-1] is None else None
            platforms = (condition or {}).get("platformNames")
            if not platforms or platform in platforms:
                todo.append(value[0])
    return seen

errors = []
if manifest.get("platforms"):
    errors.append(f"it declares a minimum OS: {manifest['platforms']}")
apple = ["macos", "maccatalyst", "ios", "tvos", "watchos", "visionos", "driverkit"]
for platform in apple:
    if needed(platform) != {"MeasurementFormatStyle"}:
        errors.append(f"on {platform} MeasurementFormatStyle needs {sorted(needed(platform))}")
linux = needed("linux")
if not {"MeasurementFormatting", "CICU"} <= linux:
    errors.append(f"on linux MeasurementFormatStyle needs only {sorted(linux)}")
for error in errors:
    print(error)
if errors:
    sys.exit(1)
print(f"manifest: no minimum OS; MeasurementFormatStyle alone on {len(apple)} Apple platforms, "
      f"{len(linux)} targets on Linux (ICU's among them)")
EOF

# 2. The Apple branch.
apple=$tmp/apple
mkdir -p "$apple"
: >"$apple/Darwin.swift"
compile() { swiftc -parse-as-library -I "$apple" "$@" >>"$apple/log" 2>&1 || { cat "$apple/log"; fail "$1 …"; }; }
compile -emit-module -module-name Darwin -emit-module-path "$apple/Darwin.swiftmodule" \
  "$apple/Darwin.swift"
compile -emit-module -module-name MeasurementFormatStyle \
  -emit-module-path "$apple/MeasurementFormatStyle.swiftmodule" \
  Sources/MeasurementFormatStyle/*.swift Tests/AppleBranch/*.swift
client=Examples/WeatherReport
compile -emit-module -module-name WeatherReport -emit-module-path "$apple/WeatherReport.swiftmodule" \
  $client/Sources/WeatherReport/*.swift
compile -typecheck $client/Tests/WeatherReportTests/*.swift
for program in $client/Sources/weather-report/main.swift Examples/AppleStyle/Sources/AppleStyle/main.swift; do
  swiftc -typecheck -I "$apple" "$program" >>"$apple/log" 2>&1 \
    || { cat "$apple/log"; fail "$program against the Apple branch"; }
done
if grep -q "warning:" "$apple/log"; then cat "$apple/log"; fail "warnings in the Apple branch"; fi
echo "Apple branch: MeasurementFormatStyle, $client and AppleStyle type-check with Apple's declarations"

# 3. The packages, as a user gets measfmt.
version=$(measfmt_version) || fail "no version in $version_file"
url=$(sed -n 's/.*\.package(url: "\([^"]*\)", from: "\([^"]*\)").*/\1 \2/p' $client/Package.swift)
[ "$url" = "https://example.com/measfmt.git $version" ] \
  || fail "$client/Package.swift depends on '$url', not on the README's URL from $version"
commit=$(git stash create)
commit=${commit:-$(git rev-parse HEAD)}
git clone -q --no-checkout --shared . "$tmp/measfmt"
git -C "$tmp/measfmt" tag "$version" "$commit"
build=$tmp/build
for package in WeatherReport AppleStyle; do
  cp -r "Examples/$package" "$tmp/$package"
  rm -rf "$tmp/$package/.build" "$tmp/$package/.swiftpm" "$tmp/$package/Package.resolved"
  swift package --package-path "$tmp/$package" config set-mirror \
    --original "https://example.com/measfmt.git" --mirror "$tmp/measfmt"
done
swiftpm=(--scratch-path "$build" --disable-dependency-cache)
swift build --package-path "$tmp/WeatherReport" "${swiftpm[@]}" --build-tests >"$tmp/client.log" 2>&1 \
  || { grep -E "error|warning:" "$tmp/client.log" | head -40; fail "$client does not build"; }
if grep -E "warning:" "$tmp/client.log" | grep -v "/checkouts/measfmt/"; then
  fail "$client builds with warnings"
fi
swift test --package-path "$tmp/WeatherReport" "${swiftpm[@]}" --skip-build >"$tmp/tests.log" 2>&1 \
  || { grep -E "✘|recorded an issue|error" "$tmp/tests.log" | head -40; fail "$client's tests"; }
grep -E "Test run with" "$tmp/tests.log" | tail -1

# Its program in German: the report in the user's locale is German throughout; a line of
# Foundation's Locale.current is English, whatever the environment, beside measfmt's German.
report=$build/debug/weather-report
german=$(env -u LANG -u LC_MESSAGES LC_ALL=de_DE.UTF-8 "$report")
expected_german="KSEA at 25. Juli 2026, 17:20 UTC
wind 270° at 15 kn gusting 25 kn
visibility 10 mi
temperature 22 °C, dewpoint 12 °C
altimeter 29,92 inHg
few clouds at 3.500 ft
broken clouds at 12.000 ft
Locale.current en_001: 25 July 2026, 22 Grad Celsius"
[ "$german" = "$expected_german" ] \
  || fail "weather-report with LC_ALL=de_DE.UTF-8 wrote:"$'\n'"$german"
echo "weather-report, LC_ALL=de_DE.UTF-8: $(sed -n 2p <<<"$german"); $(tail -1 <<<"$german")"

t0=$SECONDS
swift build --package-path "$tmp/AppleStyle" "${swiftpm[@]}" >"$tmp/apple-style.log" 2>&1 \
  || { grep -E "error|warning:" "$tmp/apple-style.log" | head -40; fail "AppleStyle does not build"; }
out=$(LANG=en_US.UTF-8 "$build/debug/AppleStyle")
[ "$(head -1 <<<"$out")" = "98°F" ] || fail "AppleStyle wrote:"$'\n'"$out"
echo "AppleStyle: builds ($((SECONDS - t0)) s, measfmt built once for both); prints $(paste -sd '|' <<<"$out" | cut -c1-60)…"
