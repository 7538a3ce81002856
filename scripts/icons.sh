#!/usr/bin/env bash
# Renders the app icons' PNG sizes from their SVG sources with Debian's
# headless Chromium (no network), into static/icons/. The PNGs are
# committed; run this again after changing an SVG.
#   icon.svg          -> icon-192.png, icon-512.png        (purpose "any")
#   icon-maskable.svg -> icon-maskable-192.png, -512.png   (purpose "maskable":
#                        full-bleed background, the tile in the safe zone)
set -euo pipefail
cd "$(dirname "$0")/../static/icons"
chromium=${CHROMIUM:-/usr/bin/chromium}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for name in icon icon-maskable; do
  for size in 192 512; do
    cat > "$work/page.html" <<HTML
<!doctype html><html><body style="margin:0;background:transparent">
<img src="file://$PWD/$name.svg" width="$size" height="$size" style="display:block"></body></html>
HTML
    "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars \
      --default-background-color=00000000 --window-size="$size,$size" \
      --screenshot="$PWD/$name-$size.png" "file://$work/page.html" 2>/dev/null
    echo "wrote static/icons/$name-$size.png"
  done
done
