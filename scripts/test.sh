#!/usr/bin/env bash
# Command 2 of the README: installs what the tests need (skipping what is
# already there) and runs every test: formatting, lints, Rust tests, the
# release build of the page, then the browser tests against that build.
set -euo pipefail
source "$(dirname "$0")/tools.sh"
cd "$BONES_ROOT"

step() { printf '\n== %s\n' "$*"; }
started=$(now)

step "install what the tests need"
# Chromium and the npm packages are mostly a download: they come while
# Cargo compiles the build tools, and their output follows those tools'.
browser_log="$(mktemp)"
( timed ensure_chromium; timed ensure_playwright ) > "$browser_log" 2>&1 &
browser_install=$!
timed ensure_build_tools
browser_installed=0
wait "$browser_install" || browser_installed=$?
cat "$browser_log"
rm -f "$browser_log"
[ "$browser_installed" -eq 0 ] || { echo "installing the browser tests' needs failed" >&2; exit 1; }

step "cargo fmt --check"
cargo fmt --all -- --check

step "cargo clippy -D warnings"
cargo clippy --workspace --all-targets -- -D warnings

# The API docs build with every intra-doc link resolved: as published
# (public items, where a link to a private item is an error too) and with
# the private items, which most of an application's docs are. After
# clippy, whose dependency builds it mostly reuses, they take seconds.
step "cargo doc -D warnings"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --document-private-items

# `--tests` and `--doc` leave the examples out (`cargo test` alone builds
# them, 47 s from clean at the test profile's opt-level 3): clippy has
# checked they compile, and no test runs them.
step "Rust tests (unit, doc, property, regression)"
cargo test --workspace --tests
cargo test --workspace --doc

step "trunk build --release"
build_start=$(now)
trunk build --release
say "trunk build --release: $(( $(now) - build_start )) s"

# The same page built as GitHub Pages serves it, from a sub-path (the
# browser tests serve it under /bones/). Cargo's output is reused: only
# wasm-bindgen, wasm-opt and the page are redone (~25 s).
step "trunk build --release --public-url /bones/ (sub-path build)"
build_start=$(now)
trunk build --release --public-url /bones/ --dist target/dist-bones
export BONES_SUBPATH_DIST="$BONES_ROOT/target/dist-bones"
say "sub-path build: $(( $(now) - build_start )) s"

# One test file per core, at most four, longest first (tests/e2e/run.mjs,
# Node's test runner): a file alone keeps about one core busy (its Chromium
# and the bots' worker; load about 1 on 2 cores), and two at a time on 2
# cores take two thirds of the time (932 s, not 1,400).
# The timeout holds for each test and for each file as a whole. It is a
# guard against a hang, not a budget: machines of this kind differ by half
# again in speed (the longest file, phones.test.mjs, took 238 s two at a
# time on a slow one, where 300 s timed a file out), so it is 600 s, and a
# file that passes about 150 s on a fast machine is split.
step "browser tests (headless Chromium against dist/)"
mkdir -p test-artifacts/screenshots
files_at_once=$(nproc 2>/dev/null || echo 1)
files_at_once=$(( files_at_once > 4 ? 4 : files_at_once ))
node tests/e2e/run.mjs --concurrency "$files_at_once" --timeout 600000

echo
echo "all tests passed in $(( $(now) - started )) s"
