#!/usr/bin/env bash
# Regenerates tests/programs/expected/<view>-n<N>.txt from the oracle
# (python3 trace.py <view> <n>). The list of (view, n) lives in expected_runs.txt,
# which test_oracle.py also reads for its freshness test.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
expected="$here/../expected"
mkdir -p "$expected"
while read -r view n; do
    case "$view" in ''|'#'*) continue ;; esac
    python3 "$here/trace.py" "$view" "$n" > "$expected/$view-n$n.txt.tmp"
    mv "$expected/$view-n$n.txt.tmp" "$expected/$view-n$n.txt"
    echo "$view-n$n.txt: $(($(wc -l < "$expected/$view-n$n.txt") - 1)) steps"
done < "$here/expected_runs.txt"
