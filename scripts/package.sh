#!/usr/bin/env bash
# Assembles the npm package `nqueens-lab` in dist/npm/ (`make package`): the
# wasm-pack output (www/pkg), the public API (nqueens.js + .d.ts), the
# <n-queens> element (nqueens-element.js + .d.ts) with every module, worker
# and stylesheet it loads, and the iframe page embed.html. The files keep
# their places relative to each other, so every relative import still works.
# Each Web Worker becomes one self-contained module at its own path
# (scripts/bundle-workers.mjs: its imports inlined, its wasm still found with
# `new URL(…, import.meta.url)`), so no bundler can split a worker.
# Then `npm pack --dry-run` lists what would be published.
#
#   bash scripts/package.sh                 build www/pkg if needed, assemble, dry-run pack
#   OUT_DIR=/tmp/x bash scripts/package.sh  assemble somewhere else (the Node test does)
#   PACKAGE_NO_BUILD=1                      never run `make build` (fail if www/pkg is missing)
#   PACKAGE_NO_PACK=1                       skip the `npm pack --dry-run` listing
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

OUT_DIR=${OUT_DIR:-dist/npm}
# The entry points; scripts/package-files.mjs follows their references.
ENTRIES=(nqueens.js nqueens-element.js nqueens-loader.js embed.html embed-resize.js)
# Files nothing references at run time, but the package ships: the types,
# embed.html's policy, and the element's CSS (it runs from the strings in
# generated/stylesheets.js; the files stay readable and importable).
EXTRA=(nqueens.d.ts nqueens-element.d.ts pkg/nqueens.d.ts pkg/nqueens_bg.wasm.d.ts embed.csp css/nqueens.css css/views.css css/element.css
  types/attributes.d.ts types/jsx.d.ts types/react.d.ts types/vue.d.ts)
# The Custom Elements Manifest, generated in www/generated/, goes at the
# package's root, where tools look for it ("customElements" below).
MANIFEST=generated/custom-elements.json

if [[ ! -f www/pkg/nqueens_bg.wasm ]]; then
  if [[ -n ${PACKAGE_NO_BUILD:-} ]]; then
    echo "package.sh: www/pkg is not built (run \`make build\`)" >&2
    exit 1
  fi
  make build
fi

mapfile -t FILES < <(node scripts/package-files.mjs --root www "${ENTRIES[@]}")
# A vendored library the package ships (www/vendor/NAME/, the code editor's
# bundle) travels with its licence notice, as its licence requires.
for dir in $(printf '%s\n' "${FILES[@]}" | sed -n 's#^\(vendor/[^/]*\)/.*#\1#p' | sort -u); do
  for licence in www/"$dir"/LICENSE*; do EXTRA+=("${licence#www/}"); done
done
rm -rf "$OUT_DIR"
mkdir -p "$OUT_DIR"
for file in "${FILES[@]}" "${EXTRA[@]}"; do
  install -D -m 0644 "www/$file" "$OUT_DIR/$file"
done
install -D -m 0644 "www/$MANIFEST" "$OUT_DIR/custom-elements.json"
# The workers, one file each (same paths, so FILES is still the list).
node scripts/bundle-workers.mjs --root www --out "$OUT_DIR" >/dev/null
# `nqueens-lab/element` for resolvers that ignore package.json's `exports`
# (Parcel 2's defaults, TypeScript's "node10"): a file by that name at the
# root, which is the element. Listed in `sideEffects` (package-manifest.mjs).
SHIMS=(element.js element.d.ts)
for shim in "${SHIMS[@]}"; do
  printf '%s\n' "// nqueens-lab/element for tools that ignore package.json's \"exports\": the <n-queens> element." \
    "export * from './nqueens-element.js';" >"$OUT_DIR/$shim"
done
# The package has no full page (index.html and its modules stay out), so
# its embed.html has no "Open the full page" link, which would be a 404.
node --input-type=module - "$OUT_DIR/embed.html" <<'EOF'
import { readFileSync, writeFileSync } from 'node:fs';
const file = process.argv[2];
const html = readFileSync(file, 'utf8');
const link = /\n[ \t]*<!-- The same view on the full page[^>]*-->\n[ \t]*<a id="embed-full"[^>]*>[^<]*<\/a>/;
if (!link.test(html)) throw new Error('package.sh: no "Open the full page" link found in embed.html');
writeFileSync(file, html.replace(link, ''));
EOF
# The embedding guide and the changelog travel with the package (README.md
# points at them), and so do both licence texts (Cargo.toml: license =
# "MIT OR Apache-2.0").
ROOT_FILES=(docs/embedding.md CHANGELOG.md LICENSE-MIT LICENSE-APACHE)
for file in "${ROOT_FILES[@]}"; do
  install -D -m 0644 "$file" "$OUT_DIR/$file"
done

# package.json: name, version and metadata from Cargo.toml, so the crate and
# the npm package never disagree; the file list is exactly what was copied.
# custom-elements.json is there too: it was copied to the root above.
node scripts/package-manifest.mjs "$OUT_DIR" "${FILES[@]}" "${EXTRA[@]}" custom-elements.json "${SHIMS[@]}" "${ROOT_FILES[@]}"

cat > "$OUT_DIR/README.md" <<'EOF'
# nqueens-lab

Learn backtracking through the N-Queens puzzle: a Rust search compiled to
WebAssembly, its JavaScript API, and `<n-queens>`, a web component that puts
the step-by-step walkthrough, an explorer, a board or a parallel counter into
any page.

```sh
npm install nqueens-lab
```

```js
import 'nqueens-lab/element';             // defines <n-queens>
import init, { totalNQueens } from 'nqueens-lab';

await init();                             // loads the wasm once (in Node: init({ module_or_path: bytes }))
totalNQueens(8);                          // 92
```

```html
<n-queens n="4" narration tree code></n-queens>
```

Without a build step, load the element from a CDN (add `@` and a version
after the name to pin one) or copy this folder to your site and load
`nqueens-element.js` from there with `<script type="module">`:

```html
<script type="module" src="https://cdn.jsdelivr.net/npm/nqueens-lab/nqueens-element.js"></script>
<!-- or https://unpkg.com/nqueens-lab/nqueens-element.js -->
```

Or embed `embed.html?n=6&narration` in an iframe (with `embed-resize.js` on
the page, the iframe takes its content's height). Recipes for MkDocs,
Docusaurus, VitePress, Hugo, a plain blog and a CDN copy are in the guide.
Every attribute, event, method, CSS custom property and part is documented
in [`docs/embedding.md`](docs/embedding.md); what changed in each version,
and what the version number promises, in [`CHANGELOG.md`](CHANGELOG.md).

Licensed under either of the MIT licence ([`LICENSE-MIT`](LICENSE-MIT)) or
the Apache License, Version 2.0 ([`LICENSE-APACHE`](LICENSE-APACHE)), at your
option.
EOF

echo "package.sh: assembled $OUT_DIR ($(find "$OUT_DIR" -type f | wc -l) files)"
if [[ -z ${PACKAGE_NO_PACK:-} ]]; then
  (cd "$OUT_DIR" && npm pack --dry-run)
fi
