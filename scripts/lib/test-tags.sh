# Sourced by .ci/run and scripts/sanitize.sh (not run): tests picked by their Swift Testing
# tags (Tests/TestSupport/Tags.swift), and a test log's summary.
#
# Swift Testing's command line filters by name only; the tags are in `swift test list`'s
# event stream. So a tag becomes the list of the IDs that carry it, each given as an
# anchored --filter or --skip: a suite renamed or added with the tag is picked all the same.

# test_list FILE [SWIFT-TEST-ARGS...]: the built tests with their tags, as JSON lines, into
# FILE (`swift test list --skip-build`; give the build's own flags, e.g. --sanitize=thread).
test_list() {
  local file=$1
  shift
  SWT_EXPERIMENTAL_EVENT_STREAM_FIELDS_ENABLED=1 swift test list --skip-build "$@" \
    --experimental-event-stream-output "$file" --experimental-event-stream-version 0
}

# tag_filters TAG OPTION FILE: one argument a line, OPTION (--filter or --skip) and an
# anchored regular expression, for each suite and test of FILE (test_list's) that carries
# TAG; fails saying so when none does.
tag_filters() {
  local tag=$1 option=$2 file=$3 escape='s/[].[^$*+?(){}|]/\\&/g' id found=0
  while IFS= read -r id; do
    printf '%s\n^%s(/|$)\n' "$option" "$(printf '%s' "$id" | sed "$escape")"
    found=1
  done < <(grep -E "\"_tags\":\[[^]]*\"\.$tag\"" "$file" \
    | sed -nE 's/.*"id":"([^"]*)","(isParameterized|kind)".*/\1/p' | sed 's#\\/#/#g')
  ((found)) || { echo "no test carries the tag '$tag' ($file)" >&2; return 1; }
}

# summary LOG: Swift Testing's closing line of a test log (XCTest's "Executed N tests"
# only when there is none), or "no test summary".
summary() {
  { grep -hE "Test run with" "$1" 2>/dev/null || grep -hE "Executed [0-9]+ test" "$1" 2>/dev/null \
    || echo "no test summary"; } | tail -1
}

# failures LOG: what a failed test log says went wrong, at most 40 lines, and its summary.
failures() {
  { grep -E "✘|recorded an issue|Fatal error|crashed|error: exited" "$1" || true; } | head -40
  summary "$1"
}
