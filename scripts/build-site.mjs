#!/usr/bin/env node
// Builds the deployable copy of the page (`make site`): www/ copied to
// dist/site/ with every .js/.mjs and .css minified by esbuild, FILE BY FILE.
//
//   node scripts/build-site.mjs [--from www] [--out dist/site]
//
// No bundling: each module stays its own file at its own path, so relative
// imports, `import()` of the lazily loaded views and the
// `new URL('./x.js', import.meta.url)` of the workers, stylesheets and wasm
// resolve exactly as in www/. esbuild's transform API sees one file at a time:
// it drops comments and whitespace and renames local names, but keeps every
// `export` name (other modules import them) and the ES module format.
// The source in www/ stays readable for learners; only this copy is minified.
//
// Copied as they are: HTML (and its .csp policy files, which serve.mjs sends
// as headers), the wasm, the .d.ts types, SVG, JSON, Markdown. Dotfiles
// (www/pkg/.stamp, .gitignore) are build bookkeeping and are left out.
import { transform } from 'esbuild';
import { mkdir, readdir, readFile, rm, writeFile, copyFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({
  options: { from: { type: 'string', default: 'www' }, out: { type: 'string', default: 'dist/site' } },
});

// es2022: the source uses private class fields and top-level await, which
// must reach the browser as they are (lowering them would add helpers).
const JS = { loader: 'js', format: 'esm', target: 'es2022', minify: true, charset: 'utf8' };
const CSS = { loader: 'css', minify: true, charset: 'utf8' };

async function* files(dir) {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else yield p;
  }
}

await rm(opts.out, { recursive: true, force: true });
let before = 0;
let after = 0;
for await (const src of files(opts.from)) {
  const dest = path.join(opts.out, path.relative(opts.from, src));
  await mkdir(path.dirname(dest), { recursive: true });
  const options = /\.d\.ts$/.test(src) ? null : /\.m?js$/.test(src) ? JS : /\.css$/.test(src) ? CSS : null;
  if (!options) {
    await copyFile(src, dest);
    continue;
  }
  const code = await readFile(src, 'utf8');
  // sourcefile: esbuild's warnings and errors name the file.
  const result = await transform(code, { ...options, sourcefile: src, logLevel: 'warning' });
  await writeFile(dest, result.code);
  before += Buffer.byteLength(code);
  after += Buffer.byteLength(result.code);
}
console.log(`build-site: ${opts.from}/ -> ${opts.out}/ (JS and CSS ${(before / 1000).toFixed(1)} kB -> ${(after / 1000).toFixed(1)} kB raw)`);
