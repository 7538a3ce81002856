# Shared install logic for the README's two commands (sourced by
# scripts/serve.sh and scripts/test.sh). Every step checks what is already
# installed, at the exact version, before installing anything. Only package
# registries are used (crates.io, npm, Debian apt): no GitHub downloads.
#
# Trunk would otherwise download wasm-bindgen and wasm-opt from GitHub at
# build time; it uses the ones on PATH instead when their versions equal
# the ones pinned in Trunk.toml.

BONES_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TRUNK_VERSION="0.21.14"
BINARYEN_VERSION="132"
TOOLS_DIR="$BONES_ROOT/.tools"

# scripts/bin first: its wasm-opt runs npm's once more if Node crashes.
export PATH="$BONES_ROOT/scripts/bin:$HOME/.cargo/bin:$TOOLS_DIR/node_modules/.bin:$PATH"
# Trunk would ask the network whether a newer Trunk exists.
export TRUNK_SKIP_VERSION_CHECK=true

say() { printf '== %s\n' "$*"; }

# Seconds since the epoch, for the timings each step prints.
now() { date +%s; }

timed() {
  local start; start=$(now)
  "$@"
  say "$1 done in $(( $(now) - start )) s"
}

# `sudo` when not root and available (apt needs root).
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "need root to run: $*" >&2; return 1; fi
}

# The wasm-bindgen version Cargo.lock resolved (pinned `=` in Cargo.toml).
wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' "$BONES_ROOT/Cargo.lock"
}

ensure_wasm_target() {
  if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "wasm32 target: installed"
  else
    rustup target add wasm32-unknown-unknown
  fi
}

# Runs a `cargo install` of a build tool at opt-level 0, without LTO. The
# tools' own work on the page is small next to Cargo's and wasm-opt's, and
# an optimised build of them is most of a fresh machine's install: on 2
# cores (2026-12-06) Trunk took 544 s at opt-level 1 and 334 s at 0,
# wasm-bindgen-cli 309 s at its default 3 and 134 s at 0, and
# `trunk build --release` with both unoptimised took 39-41 s against
# 38-39 s, its output byte for byte the same.
unoptimised() {
  CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_OPT_LEVEL=0 "$@"
}

ensure_trunk() {
  if [ "$(trunk --version 2>/dev/null)" = "trunk $TRUNK_VERSION" ]; then
    say "trunk $TRUNK_VERSION: installed"
  else
    # Trunk's own release profile (fat LTO, one codegen unit) took 10
    # minutes on 2 cores; `unoptimised` says why it need not.
    say "installing trunk $TRUNK_VERSION (about 5 minutes on 2 cores)"
    unoptimised cargo install trunk --version "=$TRUNK_VERSION" --locked
  fi
}

ensure_wasm_bindgen() {
  local want; want="$(wasm_bindgen_version)"
  if [ -z "$want" ]; then echo "no wasm-bindgen in Cargo.lock" >&2; return 1; fi
  if [ "$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $want" ]; then
    say "wasm-bindgen-cli $want: installed"
  else
    say "installing wasm-bindgen-cli $want (about 2 minutes)"
    # Not --locked: a locked dependency is newer than the registry copy.
    unoptimised cargo install wasm-bindgen-cli --version "=$want"
  fi
}

ensure_wasm_opt() {
  if wasm-opt --version 2>/dev/null | grep -q "version $BINARYEN_VERSION\b"; then
    say "wasm-opt $BINARYEN_VERSION: installed"
  else
    # Debian's binaryen is too old to read current wasm; npm's is current.
    say "installing wasm-opt (npm binaryen@$BINARYEN_VERSION) into .tools/"
    mkdir -p "$TOOLS_DIR"
    npm install --prefix "$TOOLS_DIR" --no-audit --no-fund --no-save "binaryen@$BINARYEN_VERSION"
  fi
}

# Everything `trunk build` / `trunk serve` needs.
ensure_build_tools() {
  ensure_wasm_target
  ensure_trunk
  ensure_wasm_bindgen
  ensure_wasm_opt
}

ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then
    say "chromium: $(/usr/bin/chromium --version 2>/dev/null)"
  else
    say "installing chromium from Debian"
    as_root apt-get update
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver
  fi
}

# The browser tests' npm packages (playwright-core, axe-core) at the
# versions tests/e2e/package-lock.json pins (the browser is Debian's
# Chromium: never `npx playwright install`).
ensure_playwright() {
  local dir="$BONES_ROOT/tests/e2e"
  local missing
  missing="$(node -e "
    const lock = require('$dir/package-lock.json').packages;
    for (const [path, p] of Object.entries(lock)) {
      if (!path) continue;
      let have = '';
      try { have = require('$dir/' + path + '/package.json').version; } catch {}
      if (have !== p.version) console.log(path.replace('node_modules/', '') + '@' + p.version);
    }")"
  if [ -z "$missing" ]; then
    say "browser test packages (playwright-core, axe-core): installed"
  else
    say "installing from npm: $(echo $missing)"
    (cd "$dir" && npm ci --no-audit --no-fund)
  fi
}
