#!/usr/bin/env bash
# Command 1 of the README: installs whatever building the page needs
# (wasm target, Trunk, wasm-bindgen-cli at the Cargo.lock version, wasm-opt;
# each skipped when already installed) and runs `trunk serve` on
# http://127.0.0.1:8080/. Extra arguments go to `trunk serve`
# (e.g. `--release`, `--port 9000`).
set -euo pipefail
source "$(dirname "$0")/tools.sh"
cd "$BONES_ROOT"
ensure_build_tools
exec trunk serve "$@"
