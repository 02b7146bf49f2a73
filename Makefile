# nqueens: build, serve and test the crate and its web page.
#
#   make serve   install what is missing, build www/pkg, serve www/ on
#                http://127.0.0.1:8000 (PORT=... HOST=... to change; CORS=1
#                lets pages on other origins load the package: --cors)
#   make test    every check CI runs (.ci/run is `make test`)
#   make build   only build the optimised wasm package into www/pkg
#   make site    the deployable copy of www/ in dist/site/, JS and CSS minified
#                per file (scripts/build-site.mjs; www/ stays readable)
#
# Tools are installed on first use and skipped afterwards (scripts/ensure-*.sh);
# www/pkg is rebuilt only when src/**/*.rs, Cargo.toml, Cargo.lock, the npm lock
# file (wasm-opt's version) or the build script changed.

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
# One step at a time: cargo already uses both cores, and logs stay readable.
.NOTPARALLEL:

# rustup installs cargo's tools here; a fresh login shell may not have it yet.
export PATH := $(or $(CARGO_HOME),$(HOME)/.cargo)/bin:$(PATH)
# Playwright must never download a browser: it drives the system Chromium.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1
# Nor puppeteer (puppeteer-core has no download of its own; this says so
# twice): the Firefox suite drives the system Firefox ESR.
export PUPPETEER_SKIP_DOWNLOAD := 1

HOST ?= 127.0.0.1
PORT ?= 8000
PKG_STAMP := www/pkg/.stamp
# Everything generated and checked in lives in www/generated/, each file with
# its rule below and a freshness test in tests/node/.
STYLES_MODULE := www/generated/stylesheets.js
ELEMENT_MANIFEST := www/generated/custom-elements.json
SITE_STAMP := dist/site/.stamp
# Rebuilt when anything in www/ (www/pkg/.stamp included) or the script changes.
SITE_INPUTS := $(shell find www -type f 2>/dev/null) scripts/build-site.mjs package-lock.json
# The wasm-bindgen-test suites in tests/ (tests/web.rs). Only these are built
# for wasm32: the other tests use native-only dev-dependencies (proptest).
WASM_SUITES ?= web
WASM_SUITE_ARGS := $(foreach s,$(WASM_SUITES),--test $(s))
WASM_INPUTS := $(shell find src -name '*.rs' 2>/dev/null) Cargo.toml .cargo/config.toml build.rs $(wildcard Cargo.lock) \
	package-lock.json scripts/build-wasm.sh

.PHONY: help serve build site test bench package clean distclean \
	tools browser firefox lint test-rust test-wasm test-node test-release test-types test-e2e test-firefox test-site test-hosts

# help: list the targets.
help:
	@echo "make serve   build the page and serve www/ on http://$(HOST):$(PORT) (CORS=1: --cors)"
	@echo "make test    everything CI runs: lint, Rust, wasm (node + Chromium), Node API, end-to-end (Chromium, Firefox)"
	@echo "make build   build the optimised wasm package into www/pkg"
	@echo "make site    the deployable copy in dist/site/ (JS and CSS minified per file)"
	@echo "make bench   benchmarks (scripts/bench.sh)"
	@echo "make clean   remove build output (distclean: node_modules too)"
	@echo "parts of test: lint test-rust test-wasm test-node test-release test-types test-e2e test-firefox test-site test-hosts; set-up: tools browser firefox"

# serve: build if needed, then serve www/ until Ctrl-C (prints the address).
# CORS=1: every response allows any origin (serve.mjs --cors), as a CDN does.
serve: build
	node scripts/serve.mjs --host $(HOST) --port $(PORT) --root www$(if $(filter 1 yes true,$(CORS)), --cors)

# build: the optimised wasm package in www/pkg (wasm-pack + npm wasm-opt), the
# element's styles as a JS module (scripts/build-styles.mjs) and its Custom
# Elements Manifest (scripts/build-manifest.mjs).
build: $(PKG_STAMP) $(STYLES_MODULE) $(ELEMENT_MANIFEST)

# The element's stylesheets as strings (checked in; tests/node checks it is
# fresh): regenerated when a CSS file it carries changes.
$(STYLES_MODULE): www/css/nqueens.css www/css/views.css www/css/element.css www/css/learn.css scripts/build-styles.mjs
	node scripts/build-styles.mjs
	touch $@

# The Custom Elements Manifest (checked in; tests/node/manifest.test.mjs checks
# it is fresh): regenerated when the reference tables of the guide change.
$(ELEMENT_MANIFEST): docs/embedding.md scripts/build-manifest.mjs
	node scripts/build-manifest.mjs
	touch $@

$(PKG_STAMP): $(WASM_INPUTS) | tools
	bash scripts/build-wasm.sh
	touch $@

# site: www/ copied to dist/site/ with every .js/.mjs and .css minified by
# esbuild one file at a time (no bundling: same files, same import paths).
site: $(SITE_STAMP)

$(SITE_STAMP): $(SITE_INPUTS) $(PKG_STAMP) | tools
	node scripts/build-site.mjs --from www --out dist/site
	touch $@

# test: every check, in the order that fails fastest.
test: lint test-rust test-wasm test-node test-release test-types test-e2e test-firefox test-site test-hosts
	@echo "make test: all checks passed"

# lint: formatting and clippy, native (all targets) and wasm32 (the wasm layer).
lint: | tools
	cargo fmt --all --check
	cargo clippy --all-targets -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib $(WASM_SUITE_ARGS) -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --no-default-features -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --no-default-features --features programs -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --no-default-features --features boards -- -D warnings

# test-rust: the native unit, integration, property and doc tests.
test-rust:
	cargo test
	# Counts against OEIS up to n = 18 need an optimised build (~10 s).
	cargo test --release --test counts

# test-wasm: the wasm-bindgen-test suites in Node.js, then in headless Chromium
# (options in webdriver.json). A suite without `run_in_browser` runs in both:
# WASM_BINDGEN_USE_BROWSER=1 sends it to the browser on the second run.
test-wasm: | tools browser
	wasm-pack test --node -- $(WASM_SUITE_ARGS)
	WASM_BINDGEN_USE_BROWSER=1 CHROMEDRIVER="$$(command -v chromedriver)" \
		wasm-pack test --headless --chrome -- $(WASM_SUITE_ARGS)

# test-node: the JavaScript API of www/pkg and the pure modules of www/js/
# (tests/node/unit/) under Node's test runner, and no new function in www/
# over 60 lines (scripts/check-functions.mjs; older ones up to 80 are listed there).
test-node: build
	node --test tests/node/
	node scripts/check-functions.mjs

# test-release: a release without publishing it. actionlint (with ShellCheck
# on every `run:` script) on .github/workflows/ (scripts/ensure-actionlint.sh
# installs both from PyPI into .tools/lint-venv); the release tests
# (tests/release/: Cargo.toml alone states the version, the changelog's
# order, scripts/release-check.mjs, exactly what `cargo package --list` and
# `npm pack` ship); then both registries' dry runs. `cargo publish --dry-run`
# verifies in full: it builds the packed crate, a debug build of a crate
# with no native dependencies (about 10 s), not a release build. Locally it
# runs with --allow-dirty (work in progress is not committed yet); under CI
# (CI set, a fresh clone) the tree must be clean, as for a real publish.
CARGO_PUBLISH_FLAGS := --dry-run --locked $(if $(CI),,--allow-dirty)
test-release: build | tools
	bash scripts/ensure-actionlint.sh >/dev/null
	.tools/lint-venv/bin/actionlint -shellcheck .tools/lint-venv/bin/shellcheck -pyflakes= -no-color
	node --test tests/release/
	cargo publish $(CARGO_PUBLISH_FLAGS)
	PACKAGE_NO_BUILD=1 PACKAGE_NO_PACK=1 bash scripts/package.sh
	cd dist/npm && npm publish --dry-run

# test-types: www/nqueens.d.ts must type-check real usage (tests/types/).
test-types: | tools
	npx tsc -p tests/types
	npx tsc -p tests/types/react19
	npx tsc -p tests/types/react18

# test-e2e: Playwright drives the system Chromium against the served page
# (playwright.config.mjs); screenshots land in artifacts/screenshots/. The
# main thread's budget (tests/e2e/long-tasks.spec.mjs, issue #27) must hold
# three runs in a row: twice more after the suite's own run (98 s with 2
# workers on a shared 2-core machine at load 3-6; 152 s at load 14-17).
test-e2e: build | browser
	npx playwright test
	npx playwright test tests/e2e/long-tasks.spec.mjs --repeat-each=2

# test-firefox: the main flows in Firefox ESR (tests/firefox/, Node's test
# runner): puppeteer-core drives the system Firefox over WebDriver BiDi, one
# Firefox and one static server (scripts/serve.mjs on a free port) for the
# suite; screenshots land in artifacts/screenshots/firefox-*.png.
test-firefox: build | firefox
	node --test tests/firefox/

# test-site: the minified copy still works: the smoke, page and element specs
# against dist/site/ on its own port (so it never reuses the www/ server).
SITE_SPECS := tests/e2e/smoke.spec.mjs tests/e2e/page.spec.mjs \
	tests/e2e/element.spec.mjs tests/e2e/element-embed.spec.mjs
test-site: site | browser
	E2E_ROOT=dist/site E2E_PORT=$${E2E_SITE_PORT:-8124} npx playwright test $(SITE_SPECS)

# test-hosts: the packed npm package (`npm pack` of dist/npm) in real hosts,
# driven in Chromium: a Vite build and the Vite dev server, a webpack 5
# production build, an esbuild bundle with an import map, Rollup 4, Parcel 2,
# a VitePress site, a Hugo site, a MkDocs Material site, an mdBook book, a
# Docusaurus 3 site (React 19) and a page that loads the package from another
# origin (scripts/test-hosts.sh, tests/hosts/). The hosts' tools are pinned in
# tests/hosts/package-lock.json, tests/hosts/mkdocs/requirements.txt and
# tests/hosts/mdbook/requirements.txt.
test-hosts: build | browser
	bash scripts/test-hosts.sh

# firefox: Firefox ESR (apt-get when root, else instructions).
firefox:
	@bash scripts/ensure-firefox.sh

# bench: C, JavaScript, Rust native and wasm (Node, Chromium workers) side by
# side in one table with the goals (scripts/bench.sh, bench/, docs/performance.md).
# QUICK=1: n=14 instead of 16, under 30 s once built. LONG=1: also count
# n = 20 in the page (about 7 minutes more): its estimate and its memory.
QUICK ?= 0
LONG ?= 0
bench: | tools browser
	QUICK=$(QUICK) LONG=$(LONG) bash scripts/bench.sh

# package: the npm package in dist/npm (scripts/package.sh).
package:
	bash scripts/package.sh

# tools: rustup target, wasm-bindgen-cli (Cargo.toml's pin), wasm-pack, npm deps.
tools:
	@bash scripts/ensure-tools.sh

# browser: Chromium and ChromeDriver (apt-get when root, else instructions).
browser:
	@bash scripts/ensure-browser.sh

# clean: build and test output (not the installed tools nor node_modules).
clean:
	cargo clean
	rm -rf www/pkg dist/site artifacts test-results playwright-report

# distclean: clean, and node_modules.
distclean: clean
	rm -rf node_modules
