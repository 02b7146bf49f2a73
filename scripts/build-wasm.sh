#!/usr/bin/env bash
# Builds the optimised WebAssembly package for the page into www/pkg:
#
#   1. wasm-pack build --target web --out-dir www/pkg --out-name nqueens --release
#      (wasm-pack's own wasm-opt is off in Cargo.toml: it would download one;
#      --out-name keeps the files nqueens.js and nqueens_bg.wasm, the names
#      www/ and the npm package use, whatever the crate is called);
#   2. wasm-opt from the npm package `binaryen` (node_modules, see
#      package-lock.json) on the .wasm, with the WebAssembly features the
#      module declares (rustc's target_features section, which wasm-bindgen
#      keeps), so wasm-opt may use exactly those and no others;
#   3. prints the raw and gzipped size of the .wasm before and after;
#   4. the same module with the `boards` feature only (Cargo.toml), as
#      www/pkg/nqueens_core_bg.wasm with its glue www/pkg/nqueens_core.js
#      (embed.html's main thread, and the page's once a mode asks about
#      boards), and without any feature, www/pkg/nqueens_stepper_bg.wasm
#      with www/pkg/nqueens_stepper.js (the page's first board:
#      www/js/page/app.js);
#   5. the module with the programs' interpreter and without the counters,
#      www/pkg/nqueens_programs_bg.wasm with its own glue
#      www/pkg/nqueens_programs.js (one glue holds one module): nqueens.js's
#      loadPrograms() loads it when the core module runs the main thread
#      and a code view needs a program.
#
# Usage: scripts/build-wasm.sh        (run scripts/ensure-tools.sh first)
# Env:   WASM_OPT_LEVEL  wasm-opt optimisation flag (default -O3, see below)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

# -O3 rather than -Oz, measured on this crate (Node 20, wasm-opt 132): the
# levels differ by under 0.3% (-O3 95096 B / 41133 B gzipped, -Oz 94820 /
# 41168, -O4 95306 / 41079) and their speed by less than the noise, so -Oz
# buys nothing. wasm-opt itself cuts the wasm-bindgen output (128974 / 49036)
# by a quarter raw and a sixth gzipped; it does not make the solver faster.
WASM_OPT_LEVEL="${WASM_OPT_LEVEL:--O3}"
OUT=www/pkg
WASM_OPT=node_modules/.bin/wasm-opt
# What rustc 1.95 declares for wasm32-unknown-unknown; used only when the
# module carries no target_features section.
DEFAULT_FEATURES=(--enable-bulk-memory --enable-bulk-memory-opt --enable-nontrapping-float-to-int
  --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue
  --enable-call-indirect-overlong)

if [ ! -x "$WASM_OPT" ]; then
  echo "build-wasm: $WASM_OPT missing; run scripts/ensure-tools.sh (or make tools)" >&2
  exit 1
fi

sizes() { # FILE -> "N bytes (M gzipped)"
  echo "$(wc -c <"$1" | tr -d ' ') bytes ($(gzip -9c "$1" | wc -c | tr -d ' ') gzipped)"
}

# The library's file name (the crate's name in snake_case), from cargo.
LIB=$(cargo metadata --no-deps --format-version 1 |
  node -e 'const m = JSON.parse(require("fs").readFileSync(0, "utf8")); console.log(m.packages[0].targets.find((t) => t.kind.includes("cdylib")).name)')

wasm-pack build --target web --out-dir "$OUT" --out-name nqueens --release

wasm="$OUT/nqueens_bg.wasm"
read -r -a features <<<"$("$WASM_OPT" --print-features "$wasm" -o /dev/null 2>/dev/null |
  grep -E '^--enable-' | tr '\n' ' ' || true)"
if [ "${#features[@]}" = 0 ]; then features=("${DEFAULT_FEATURES[@]}"); fi
echo "build-wasm: wasm-opt $WASM_OPT_LEVEL with features: ${features[*]}"
before=$(sizes "$wasm")
optimise() { # IN OUT
  "$WASM_OPT" "$WASM_OPT_LEVEL" "${features[@]}" --strip-debug --strip-producers --strip-target-features "$1" -o "$2"
}
optimise "$wasm" "$wasm.opt"
mv "$wasm.opt" "$wasm"
echo "build-wasm: $wasm: $before before wasm-opt, $(sizes "$wasm") after"

# Two smaller modules for the page's main thread, each built under the same
# name as the whole module (their imports come from "./nqueens_bg.js") with
# its own copy of wasm-bindgen's glue, whose default file is renamed; only
# a renaming that happened is kept. nqueens.js's init() picks a module's
# glue by its exports.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
lean() { # FEATURES NAME: www/pkg/NAME_bg.wasm and its glue www/pkg/NAME.js
  cargo build --lib --release --target wasm32-unknown-unknown --no-default-features ${1:+--features "$1"}
  wasm-bindgen --target web --out-dir "$scratch" --out-name nqueens "target/wasm32-unknown-unknown/release/$LIB.wasm"
  optimise "$scratch/nqueens_bg.wasm" "$OUT/$2_bg.wasm"
  grep -q "'nqueens_bg.wasm'" "$scratch/nqueens.js" || { echo "build-wasm: the glue names no 'nqueens_bg.wasm'" >&2; exit 1; }
  sed "s/'nqueens_bg.wasm'/'$2_bg.wasm'/" "$scratch/nqueens.js" >"$OUT/$2.js"
  echo "build-wasm: $OUT/$2_bg.wasm (${1:-no features}): $(sizes "$OUT/$2_bg.wasm")"
}
# The core module (the `boards` feature: no counters, no interpreter), for
# embed.html's main thread, and for the page's once a mode asks about
# boards (nqueens.js's loadBoards()).
lean boards nqueens_core
# The stepper module (no feature at all: the Stepper, its events, the code
# views' facts and the constants init() reads), for the page's first board.
lean "" nqueens_stepper

# The programs' module, with its own glue (kept: nqueens.js imports it).
programs="$OUT/nqueens_programs_bg.wasm"
cargo build --lib --release --target wasm32-unknown-unknown --no-default-features --features programs,boards
wasm-bindgen --target web --out-dir "$OUT" --out-name nqueens_programs "target/wasm32-unknown-unknown/release/$LIB.wasm"
optimise "$programs" "$programs.opt"
mv "$programs.opt" "$programs"
echo "build-wasm: $programs (programs, no counters): $(sizes "$programs")"
