#!/usr/bin/env bash
# `make bench`: builds what the benchmark needs, then runs bench/run.mjs,
# which measures every implementation side by side and prints one table.
#
#   scripts/bench.sh            count n=16, 3 rounds (about 2-3 minutes)
#   scripts/bench.sh --quick    count n=14 (under 30 seconds once built)
#   make bench [QUICK=1] [LONG=1]   LONG=1: also the page's n = 20 count (--long: its estimate, its memory)
#   extra arguments go to bench/run.mjs (--n N, --rounds R, --join-n 16,17,18, --long-n 20,21, --markdown FILE, --json FILE)
#
# Builds: www/pkg (make build: wasm-pack + wasm-opt, skipped when up to date),
# dist/site (make site: the minified copy the page goals apply to),
# the release CLI (target/release/nqueens) and timing kernels
# (bench/rust/kernels.rs -> target/release/examples/bench-kernels), and the C reference
# bench/c/mirror.c with the system `cc -O3` (no -march=native: plain and
# portable, as a C programmer would build it) into target/bench/.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

args=()
for arg in "$@"; do
  case "$arg" in
    -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) args+=("$arg") ;;
  esac
done
if [ "${QUICK:-0}" = 1 ]; then args+=(--quick); fi
if [ "${LONG:-0}" = 1 ]; then args+=(--long); fi

if [ ! -x /usr/bin/chromium ] && [ -z "${CHROMIUM_PATH:-}" ]; then
  echo "bench: Chromium is missing; run \`make browser\` first" >&2
  exit 1
fi
if [ ! -d node_modules/@playwright/test ]; then
  echo "bench: node_modules missing; run \`make tools\` first" >&2
  exit 1
fi

echo "bench: building (make build site, cargo build --release, cc -O3)" >&2
make --no-print-directory build site >&2
cargo build --release --quiet --bin nqueens --example bench-kernels
mkdir -p target/bench
cc -O3 -Wall -Wextra -o target/bench/c-mirror bench/c/mirror.c

# The reference for the join counter: Evgeny Kluev's quarter-join counter
# (MIT, unmodified, in the shared peers folder; never copied into the
# project). Its board size is a compile-time constant: one build per n.
KLUEV_DIR=${KLUEV_DIR:-../shared/peers/kluev-nqueens}
if command -v g++ >/dev/null && [ -x "$KLUEV_DIR/build.sh" ]; then
  for n in 14 16 17 18 19; do
    [ -x "target/bench/kluev-$n" ] || "$KLUEV_DIR/build.sh" "$n" "$PWD/target/bench/kluev-$n" >&2
  done
else
  echo "bench: no g++ or no $KLUEV_DIR/build.sh: the Kluev reference column is skipped" >&2
fi

# Lighthouse, for the page's load goals only: pinned in bench/lighthouse/,
# installed there (never by `make test`; npm registry only, it downloads no
# browser: bench/web/lighthouse.mjs drives the system Chromium).
if [ ! -f bench/lighthouse/node_modules/.package-lock.json ] ||
  [ bench/lighthouse/package-lock.json -nt bench/lighthouse/node_modules/.package-lock.json ]; then
  npm ci --prefix bench/lighthouse --no-audit --no-fund >&2
fi

exec node bench/run.mjs ${args[@]+"${args[@]}"}
