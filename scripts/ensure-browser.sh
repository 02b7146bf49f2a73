#!/usr/bin/env bash
# Makes sure Chromium and a matching ChromeDriver are installed, for the
# browser tests (`wasm-pack test --headless --chrome` and Playwright). Both use
# the system browser: nothing here, nor in the tests, downloads a browser build.
#
# When either is missing and we are root with apt-get, installs Debian's
# `chromium` and `chromium-driver` (one `apt-get update` first). Otherwise
# prints exactly what to install and fails.
#
# Usage: scripts/ensure-browser.sh [--dry-run]
set -euo pipefail

dry=0
case "${1:-}" in
  --dry-run) dry=1 ;;
  "") ;;
  *) echo "usage: $0 [--dry-run]" >&2; exit 2 ;;
esac

say() { echo "ensure-browser: $*"; }
run() {
  echo "+ $*"
  if [ "$dry" = 0 ]; then "$@"; fi
}
have_browser() {
  command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1
}
major() { "$1" --version 2>/dev/null | grep -oE '[0-9]+\.[0-9.]+' | head -n 1 | cut -d. -f1; }

if ! have_browser; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "installing Chromium and ChromeDriver with apt-get (a minute or two)"
    export DEBIAN_FRONTEND=noninteractive
    run apt-get update
    run apt-get install -y chromium chromium-driver fonts-wqy-microhei
    font_done=1
  else
    say "Chromium and ChromeDriver are needed for the browser tests." >&2
    say "Install them, e.g. on Debian or Ubuntu:" >&2
    say "    sudo apt-get update && sudo apt-get install -y chromium chromium-driver" >&2
    say "(both must be on PATH as 'chromium' and 'chromedriver', same major version)" >&2
    exit 1
  fi
fi

# A CJK font, so that the Chinese narration in screenshots is legible (the
# tests themselves read text, not pixels, so this one is optional).
if [ "${font_done:-0}" = 0 ] && ! dpkg -s fonts-wqy-microhei >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    # Without an `apt-get update` first on a new machine the package may be unknown.
    if ! { run apt-get install -y fonts-wqy-microhei || { run apt-get update && run apt-get install -y fonts-wqy-microhei; }; }; then
      say "could not install fonts-wqy-microhei; Chinese text in screenshots may show as boxes"
    fi
  else
    say "optional: install fonts-wqy-microhei for legible Chinese in screenshots"
  fi
fi

[ "$dry" = 1 ] && exit 0
if ! have_browser; then
  say "chromium or chromedriver still missing after the install" >&2
  exit 1
fi
browser=$(major chromium) driver=$(major chromedriver)
if [ "$browser" != "$driver" ]; then
  say "Chromium $browser and ChromeDriver $driver differ; install matching versions:" >&2
  say "    apt-get install -y chromium chromium-driver" >&2
  exit 1
fi
say "ok (Chromium and ChromeDriver $browser)"
