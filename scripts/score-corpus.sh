#!/usr/bin/env bash
# Scores a file in the world corpus's format (Tests/Corpus/README.md) through the library's
# reader, once, without failing: texts read right, refused and read confidently wrong, by
# class and by locale, then each text not read right. For a held-out slice's first run,
# before it joins the corpus (docs/library.md, "Held-out slices").
#
#   scripts/score-corpus.sh /path/to/slice.tsv > score.md
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 1 ] && [ -f "$1" ] || { echo "usage: scripts/score-corpus.sh FILE.tsv" >&2; exit 2; }
file=$(readlink -f "$1")
swift build --build-tests >/dev/null
out=$(mktemp)
trap 'rm -f "$out"' EXIT
MEASFMT_SCORE_CORPUS="$file" MEASFMT_SCORE_OUTPUT="$out" \
  swift test --skip-build --filter CorpusScoreTests >/dev/null 2>&1 || true
cat "$out"
