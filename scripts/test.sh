#!/usr/bin/env bash
# Command 2 of the README: installs what the tests need (skipping what is
# already there) and runs every test: formatting, lints, Rust tests.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all -- --check

step "cargo clippy -D warnings"
cargo clippy --workspace --all-targets -- -D warnings

step "Rust tests (unit, doc, property, regression)"
cargo test --workspace

echo
echo "all tests passed"
