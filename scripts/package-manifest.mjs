#!/usr/bin/env node
// Writes the npm package's package.json (scripts/package.sh calls it):
// name, version, description, keywords and licence from Cargo.toml's
// [package], so the crate and the npm package never disagree, and the file
// list it is given.
//
//   node scripts/package-manifest.mjs OUT_DIR FILE...
//   CARGO_TOML=path/to/Cargo.toml   read another manifest (the tests do)
//
// The links come from the one place the owner fills in, Cargo.toml's
// `repository` (and optionally `homepage`): `repository` becomes the npm
// `repository`, and `bugs` is its issue tracker (GitHub, GitLab or Codeberg);
// `homepage` is copied as it is. When they are unset, or a placeholder
// (*.invalid, example.*, OWNER), the fields are left out: never a fake URL.
import { readFileSync, writeFileSync } from 'node:fs';

const [outDir, ...files] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: package-manifest.mjs OUT_DIR FILE...');
  process.exit(2);
}

/** The text of Cargo.toml's [package] table, up to the next table. */
function packageTable(cargoToml) {
  const start = cargoToml.search(/^\[package\]\s*$/m);
  if (start < 0) throw new Error('package-manifest: Cargo.toml has no [package] table');
  const rest = cargoToml.slice(start).split('\n').slice(1).join('\n');
  const end = rest.search(/^\[/m);
  return end < 0 ? rest : rest.slice(0, end);
}

const table = packageTable(readFileSync(process.env.CARGO_TOML ?? 'Cargo.toml', 'utf8'));
const field = (name) => table.match(new RegExp(`^${name}\\s*=\\s*"([^"]*)"`, 'm'))?.[1];
const list = (name) => JSON.parse(table.match(new RegExp(`^${name}\\s*=\\s*(\\[[^\\]]*\\])`, 'm'))?.[1] ?? '[]');
const real = (url) =>
  Boolean(url) && /^https:\/\/[^/]+\//.test(url) && !/\.invalid(\/|$)|\/\/(www\.)?example\.|\bOWNER\b/.test(url);

const repository = real(field('repository')) ? field('repository').replace(/\.git$|\/$/, '') : undefined;
const tracker = repository && /^https:\/\/(github\.com|gitlab\.com|codeberg\.org)\/[^/]+\/[^/]+$/.test(repository);
const homepage = real(field('homepage')) ? field('homepage') : undefined;

const pkg = {
  name: field('name'),
  version: field('version'),
  description: field('description'),
  keywords: [...list('keywords'), 'web-component', 'custom-element', 'webassembly'],
  license: field('license'),
  ...(repository && { repository: { type: 'git', url: `git+${repository}.git` } }),
  ...(homepage && { homepage }),
  ...(tracker && { bugs: { url: `${repository}/issues` } }),
  type: 'module',
  main: './nqueens.js',
  module: './nqueens.js',
  types: './nqueens.d.ts',
  exports: {
    '.': { types: './nqueens.d.ts', default: './nqueens.js' },
    './element': { types: './nqueens-element.d.ts', default: './nqueens-element.js' },
    './nqueens_bg.wasm': './pkg/nqueens_bg.wasm',
    './css/*': './css/*',
    './embed.html': './embed.html',
    './embed-resize.js': './embed-resize.js',
    './nqueens-loader.js': './nqueens-loader.js',
    './custom-elements.json': './custom-elements.json',
    './jsx': { types: './types/jsx.d.ts' },
    './react': { types: './types/react.d.ts' },
    './vue': { types: './types/vue.d.ts' },
    './package.json': './package.json',
  },
  // The Custom Elements Manifest: editors and doc tools read <n-queens> from it.
  customElements: './custom-elements.json',
  // Importing the element (or element.js, its name for resolvers without
  // `exports`) defines <n-queens>, the others run on load: bundlers must keep
  // them. Everything else is free of side effects.
  sideEffects: ['./nqueens-element.js', './element.js', './nqueens-loader.js', './embed.js', './embed-resize.js'],
  files: [...files].sort(),
  // `npm publish` of this folder goes to the public registry, with provenance
  // when run by the release workflow (.github/workflows/release.yml).
  publishConfig: { access: 'public' },
};
for (const name of ['name', 'version', 'description', 'license']) {
  if (!pkg[name]) throw new Error(`package-manifest: Cargo.toml's [package] has no ${name}`);
}
writeFileSync(`${outDir}/package.json`, `${JSON.stringify(pkg, null, 2)}\n`);
