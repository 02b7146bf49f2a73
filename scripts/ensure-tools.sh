#!/usr/bin/env bash
# Installs what `make build` and `make test` need, skipping whatever is already
# there, so it is cheap to run every time (well under a second when all is set):
#
#   - the rustup target wasm32-unknown-unknown, and the rustfmt/clippy components;
#   - wasm-bindgen-cli at exactly the version Cargo.toml pins for `wasm-bindgen`
#     (wasm-pack must find it on PATH: it cannot download its own copy here);
#   - wasm-pack;
#   - the npm dev dependencies (package-lock.json): binaryen's wasm-opt and
#     Playwright. Browsers are never downloaded; see scripts/ensure-browser.sh.
#
# Usage: scripts/ensure-tools.sh [--dry-run] [--rust] [--npm]
#   --dry-run  print the install commands that would run, run none of them
#   --rust / --npm  only that half (default: both)
set -euo pipefail
cd "$(dirname "$0")/.."

# wasm-pack version installed when none is on PATH (any installed one is kept).
WASM_PACK_VERSION=0.15.1
CARGO_BIN="${CARGO_HOME:-$HOME/.cargo}/bin"
export PATH="$CARGO_BIN:$PATH"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 # Playwright must never fetch a browser

dry=0 rust=0 npm=0
for arg in "$@"; do
  case "$arg" in
    --dry-run) dry=1 ;;
    --rust) rust=1 ;;
    --npm) npm=1 ;;
    *) echo "usage: $0 [--dry-run] [--rust] [--npm]" >&2; exit 2 ;;
  esac
done
if [ "$rust" = 0 ] && [ "$npm" = 0 ]; then rust=1 npm=1; fi

say() { echo "ensure-tools: $*"; }
run() {
  echo "+ $*"
  if [ "$dry" = 0 ]; then "$@"; fi
}
need() {
  command -v "$1" >/dev/null 2>&1 && return 0
  say "'$1' is not on PATH. $2" >&2
  exit 1
}

if [ "$rust" = 1 ]; then
  need cargo "Install Rust with rustup (https://rustup.rs), then run this again."
  need rustup "The wasm32 target is added with rustup; install Rust with rustup."

  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    run rustup target add wasm32-unknown-unknown
  fi
  for comp in rustfmt clippy; do
    if ! rustup component list --installed 2>/dev/null | grep -q "^$comp"; then
      run rustup component add "$comp"
    fi
  done

  # The pin, e.g. `wasm-bindgen = "=0.2.130"` in Cargo.toml -> 0.2.130.
  pin=$(sed -nE 's/^wasm-bindgen[[:space:]]*=[[:space:]]*"=?([0-9]+\.[0-9]+\.[0-9]+)".*/\1/p' Cargo.toml | head -n 1)
  if [ -z "$pin" ]; then
    say "cannot read the wasm-bindgen version from Cargo.toml" >&2
    exit 1
  fi
  have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
  if [ "$have" != "$pin" ]; then
    say "wasm-bindgen ${have:-missing}, Cargo.toml pins $pin: installing wasm-bindgen-cli $pin (a few minutes)"
    # Not --locked: the CLI's own lock file does not build with every toolchain.
    run cargo install wasm-bindgen-cli --version "$pin" --force
  fi

  if ! command -v wasm-pack >/dev/null 2>&1; then
    say "wasm-pack missing: installing wasm-pack $WASM_PACK_VERSION (a few minutes)"
    run cargo install wasm-pack --version "$WASM_PACK_VERSION" --locked
  fi
fi

if [ "$npm" = 1 ]; then
  need node "Install Node.js 20 or later (e.g. apt-get install -y nodejs npm)."
  need npm "Install npm (e.g. apt-get install -y npm)."
  node_major=$(node -p 'process.versions.node.split(".")[0]')
  if [ "$node_major" -lt 20 ]; then
    say "Node.js $(node --version) is too old; Node.js 20 or later is needed." >&2
    exit 1
  fi
  # npm ci writes node_modules/.package-lock.json; reinstall when the lock
  # file is newer than it (a dependency changed) or it is missing.
  if [ ! -f node_modules/.package-lock.json ] ||
    [ package-lock.json -nt node_modules/.package-lock.json ]; then
    run npm ci --no-audit --no-fund
  fi
fi

[ "$dry" = 1 ] || say "ok"
