#!/usr/bin/env bash
# Renders the styling gallery as a person sees it:
#   docs/gallery-html.png      the HTML gallery (HTMLRenderer) in headless Chromium
#   docs/gallery-terminal.png  the ANSI gallery (ANSIRenderer) shown in tmux, captured
#   docs/gallery-cli.png       the measfmt CLI run in tmux, captured
# The pages come from Tests/MeasurementFormattingTests/Rendering/RenderingGalleryTests.swift, which
# also checks their structure in `swift test` without a browser.
#
# Needs: the Swift toolchain, tmux, chromium, fonts for CJK, Arabic and Devanagari
# (Debian: apt-get install -y tmux chromium fonts-noto-core fonts-noto-cjk fonts-dejavu-core);
# ImageMagick (apt-get install -y imagemagick), if present, trims the screenshots.
# Usage: scripts/gallery/make-gallery.sh [output-dir]   (default: docs)
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:-docs}"
mkdir -p "$out"
work="$(mktemp -d)"
trap 'tmux kill-session -t measfmt-gallery 2>/dev/null || true; rm -rf "$work"' EXIT

for tool in tmux chromium; do
  command -v "$tool" >/dev/null || { echo "error: $tool is missing (apt-get install -y $tool)" >&2; exit 1; }
done

scratch="${MEASFMT_SCRATCH:-.build}"
MEASFMT_GALLERY_DIR="$work" swift test --scratch-path "$scratch" \
  --filter 'RenderingGalleryTests' >"$work/test.log" 2>&1 || { cat "$work/test.log" >&2; exit 1; }
test -s "$work/gallery.html" && test -s "$work/gallery.ansi"

# ImageMagick trims the pictures when it is really there.
CONVERT=""
for candidate in /usr/bin/convert "$(command -v convert || true)"; do
  if [ -n "$candidate" ] && "$candidate" -version 2>/dev/null | grep -q '^Version: ImageMagick'; then
    CONVERT="$candidate"
    break
  fi
done
magick_ok() { [ -n "$CONVERT" ]; }

shoot() { # html png width height
  chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size="$3,$4" --screenshot="$2" "file://$1" >/dev/null 2>&1
  if magick_ok; then "$CONVERT" "$2" -trim +repage -bordercolor white -border 12 "$2"; fi
}

# The browser page.
shoot "$work/gallery.html" "$out/gallery-html.png" 1500 1400

# The terminal: show the ANSI page in a real tmux pane, capture it with its attributes,
# and draw the capture as a terminal window.
tmux kill-session -t measfmt-gallery 2>/dev/null || true
tmux new-session -d -s measfmt-gallery -x 100 -y 30 \
  "cat '$work/gallery.ansi'; sleep 30"
sleep 1
tmux capture-pane -e -p -t measfmt-gallery >"$work/pane.ansi"
tmux kill-session -t measfmt-gallery
# Drop trailing empty lines of the pane.
sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' "$work/pane.ansi" >"$work/pane.trimmed"
swift scripts/gallery/ansi-to-html.swift "tmux — ANSIRenderer output" <"$work/pane.trimmed" >"$work/pane.html"
shoot "$work/pane.html" "$out/gallery-terminal.png" 1100 800
if magick_ok; then
  # The terminal window sits on a dark page: trim that page away too.
  "$CONVERT" "$out/gallery-terminal.png" -bordercolor '#1e1e1e' -border 1 -fuzz 2% -trim +repage \
    "$out/gallery-terminal.png"
fi
# The CLI, run for real in a tmux pane.
swift build --scratch-path "$scratch" --product measfmt >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
bin="$(swift build --scratch-path "$scratch" --show-bin-path)"
cat >"$work/session.sh" <<SESSION
export PATH="$bin:\$PATH" TERM=xterm-256color COLORTERM=truecolor
unset NO_COLOR
run() { printf '\033[1;32m\$\033[0m %s\n' "\$*"; eval "\$@"; }
run measfmt 5 km --width narrow --unit-style caption
run measfmt -l de 1234.5 km --value-style bold --unit-style "'fg=#888888'"
run measfmt -l fr --width wide 1234.5 km --unit-style italic,dim --whitespace thin
run measfmt -l ja 3...5 km --unit-style "'fg=39'"
run "printf '1.5 km\\n123.25 km\\n-42 km\\n987654.321 m\\n' | measfmt --align decimal --value-style bold"
run measfmt -l ar 5 km --unit-style dim
run measfmt 5 km --json
SESSION
tmux new-session -d -s measfmt-gallery -x 110 -y 30 "bash '$work/session.sh'; sleep 30"
sleep 3
tmux capture-pane -e -p -t measfmt-gallery >"$work/cli.ansi"
tmux kill-session -t measfmt-gallery
sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' "$work/cli.ansi" >"$work/cli.trimmed"
swift scripts/gallery/ansi-to-html.swift "tmux — measfmt" <"$work/cli.trimmed" >"$work/cli.html"
shoot "$work/cli.html" "$out/gallery-cli.png" 1200 800
if magick_ok; then
  "$CONVERT" "$out/gallery-cli.png" -bordercolor '#1e1e1e' -border 1 -fuzz 2% -trim +repage \
    "$out/gallery-cli.png"
fi
echo "wrote $out/gallery-html.png, $out/gallery-terminal.png and $out/gallery-cli.png"
