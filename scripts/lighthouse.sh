#!/usr/bin/env bash
# Lighthouse against the local release build (dist/, served on 127.0.0.1
# by tests/e2e/server.mjs) in Debian's headless Chromium, then the PWA
# checks Lighthouse no longer scores (installability as Chromium reports
# it, the manifest, the service worker, an offline reload), then the time
# from navigation to the first playable table (median of 5).
#
#   ./scripts/lighthouse.sh            # mobile (Lighthouse's default: simulated slow 4G, 4x CPU)
#   ./scripts/lighthouse.sh desktop    # desktop preset
#
# Needs a release build in dist/ (`trunk build --release`). Lighthouse
# comes from npm (pinned) into .tools/lighthouse/; reports land in
# test-artifacts/lighthouse/.
set -euo pipefail
source "$(dirname "$0")/tools.sh"
cd "$BONES_ROOT"

LIGHTHOUSE_VERSION="13.5.0"
preset="${1:-mobile}"
dir="$TOOLS_DIR/lighthouse"
lh="$dir/node_modules/.bin/lighthouse"
if [ "$("$lh" --version 2>/dev/null)" != "$LIGHTHOUSE_VERSION" ]; then
  say "installing lighthouse $LIGHTHOUSE_VERSION from npm into .tools/lighthouse/"
  # Its own prefix: an npm install with --no-save prunes what else is there.
  npm install --prefix "$dir" --no-audit --no-fund --no-save "lighthouse@$LIGHTHOUSE_VERSION" >/dev/null
fi
ensure_chromium
ensure_playwright
[ -f dist/index.html ] || { echo "no dist/: run trunk build --release first" >&2; exit 1; }

out="test-artifacts/lighthouse"
mkdir -p "$out"
port_file=$(mktemp)
# Gzip, as GitHub Pages serves the files.
BONES_GZIP=1 node tests/e2e/server.mjs dist > "$port_file" &
server=$!
trap 'kill "$server" 2>/dev/null; rm -f "$port_file"' EXIT
for _ in $(seq 50); do grep -q serving "$port_file" && break; sleep 0.1; done
url="$(awk '{print $4}' "$port_file")/"
say "lighthouse ($preset) on $url"

extra=()
[ "$preset" = desktop ] && extra+=(--preset=desktop)
CHROME_PATH=/usr/bin/chromium "$lh" "$url" "${extra[@]}" --quiet \
  --only-categories=performance,accessibility,best-practices \
  --chrome-flags="--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync" \
  --output=json --output=html --output-path="$out/report-$preset" >/dev/null

node - "$out/report-$preset.report.json" <<'JS'
const r = JSON.parse(require('fs').readFileSync(process.argv[2], 'utf8'));
for (const [k, c] of Object.entries(r.categories)) console.log(`${k.padEnd(16)} ${Math.round(c.score * 100)}`);
const a = r.audits;
for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive']) {
  if (a[id]) console.log(`  ${a[id].title.padEnd(26)} ${a[id].displayValue ?? ''}`);
}
const failing = Object.values(r.categories).flatMap((c) => c.auditRefs)
  .map((ref) => a[ref.id]).filter((x) => x && x.score !== null && x.score < 1 && x.scoreDisplayMode !== 'informative' && x.scoreDisplayMode !== 'manual' && x.scoreDisplayMode !== 'notApplicable');
for (const f of failing) console.log(`  not passed: ${f.id} (${f.score}) ${f.displayValue ?? ''}`);
JS
say "reports: $out/report-$preset.report.html"

node scripts/pwa-checks.mjs "$url"
