#!/usr/bin/env bash
# Makes sure Debian's Firefox ESR is installed, for the Firefox suite
# (tests/firefox/, driven through WebDriver BiDi by puppeteer-core, which
# never downloads a browser: it launches this one, see scripts/firefox.mjs).
#
# When `firefox-esr` is missing and we are root with apt-get, installs it
# (with fonts-wqy-microhei, so that Chinese text in screenshots is legible);
# `apt-get update` runs first only when the package is not known yet.
# Otherwise prints exactly what to install and fails. FIREFOX_PATH, when set,
# names another Firefox binary to use instead (nothing is installed then).
#
# Usage: scripts/ensure-firefox.sh [--dry-run]
set -euo pipefail

dry=0
case "${1:-}" in
  --dry-run) dry=1 ;;
  "") ;;
  *) echo "usage: $0 [--dry-run]" >&2; exit 2 ;;
esac

say() { echo "ensure-firefox: $*"; }
run() {
  echo "+ $*"
  if [ "$dry" = 0 ]; then "$@"; fi
}
binary="${FIREFOX_PATH:-firefox-esr}"
have_firefox() { command -v "$binary" >/dev/null 2>&1; }
# Another apt-get (e.g. scripts/ensure-browser.sh) may hold the lock: wait for it.
apt_get() { run apt-get -o DPkg::Lock::Timeout=300 "$@"; }
known() { [ -n "$(apt-cache policy firefox-esr 2>/dev/null | grep -E 'Candidate: [0-9]')" ]; }

if ! have_firefox; then
  if [ -n "${FIREFOX_PATH:-}" ]; then
    say "FIREFOX_PATH=$FIREFOX_PATH is not an executable" >&2
    exit 1
  fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "installing Firefox ESR with apt-get (a minute or two)"
    export DEBIAN_FRONTEND=noninteractive
    known || apt_get update
    apt_get install -y --no-install-recommends firefox-esr fonts-wqy-microhei
  else
    say "Firefox ESR is needed for the Firefox suite (make test-firefox)." >&2
    say "Install it, e.g. on Debian:" >&2
    say "    sudo apt-get update && sudo apt-get install -y firefox-esr" >&2
    say "(or set FIREFOX_PATH to a Firefox binary)" >&2
    exit 1
  fi
fi

[ "$dry" = 1 ] && exit 0
if ! have_firefox; then
  say "firefox-esr still missing after the install" >&2
  exit 1
fi
say "ok ($("$binary" --version 2>/dev/null | head -n 1))"
