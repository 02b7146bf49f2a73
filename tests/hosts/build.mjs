#!/usr/bin/env node
// Builds the real hosts of tests/hosts/ from the installed package
// (tests/hosts/node_modules/nqueens-lab, unpacked from the `npm pack` tarball by
// scripts/test-hosts.sh) into dist/hosts/, one folder each:
//
//   vite/     `vite build` with Vite's defaults
//   react/    a React 19 app (JSX, StrictMode) built with Vite's defaults
//   webpack/  a webpack 5 production build
//   esbuild/  the page's code bundled by esbuild, the package left out
//             (--external) and copied beside it, named by an import map
//   vitepress/ a VitePress site (the recipe's config), served at the root of its own port
//   hugo/     a Hugo site (Debian's hugo), served under /hugo/
//   mkdocs/   a MkDocs Material site (.tools/mkdocs-venv), served under /mkdocs/
//   parcel/   a Parcel 2 build with its defaults (no configuration)
//   parcel-exports/ the same with the guide's optional packageExports key
//   rollup/   a Rollup 4 build: the recipe's rollup.config.mjs
//   mdbook/   an mdBook book (.tools/mdbook-venv), served under /mdbook/
//   docusaurus/ a Docusaurus 3 site (React 19), served at the root of its own port
//   cross-origin/ a plain page that loads the package from another origin (CORS)
//
//   node tests/hosts/build.mjs [HOST...]   (default: all)
// The Vite dev server is started by tests/hosts/playwright.config.mjs.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = path.resolve(here, '../..');
const out = path.join(repo, 'dist/hosts');
const pkg = path.join(here, 'node_modules/nqueens-lab');

// A scratch copy of the site tests/hosts/NAME in dist/hosts-src/NAME, with
// the package copied into its folder `packageDir`, as the recipe has the
// author do; returns the copy's path. `filter(src)` leaves out the site's
// files it returns false for.
async function scratchSite(name, packageDir, filter = () => true) {
  const work = path.join(repo, 'dist/hosts-src', name);
  await rm(work, { recursive: true, force: true });
  await mkdir(path.dirname(work), { recursive: true });
  await cp(path.join(here, name), work, { recursive: true, filter });
  await cp(pkg, path.join(work, packageDir), { recursive: true });
  return work;
}

// The fenced block of docs/embedding.md whose info string is `info` and whose
// text starts with `start` (a recipe the tests must build exactly as written).
async function recipe(info, start) {
  const guide = await readFile(path.join(repo, 'docs/embedding.md'), 'utf8');
  for (const [, fence, text] of guide.matchAll(/```([^\n]*)\n([\s\S]*?)```/g)) {
    if (fence === info && text.startsWith(start)) return text;
  }
  throw new Error(`build.mjs: docs/embedding.md has no \`\`\`${info} block starting with ${start}`);
}

// The Parcel host (tests/hosts/parcel) built into dist/hosts/NAME with the
// package.json keys `keys` (JSON text), Parcel's command line and defaults.
async function parcelBuild(name, keys) {
  const work = path.join(repo, 'dist/hosts-src', name);
  await rm(work, { recursive: true, force: true });
  await mkdir(path.dirname(work), { recursive: true });
  await cp(path.join(here, 'parcel'), work, { recursive: true });
  await symlink(path.join(here, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  const manifest = JSON.parse(await readFile(path.join(work, 'package.json'), 'utf8'));
  Object.assign(manifest, JSON.parse(keys));
  await writeFile(path.join(work, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // Parcel's project root is the nearest folder with a lock file: the author's.
  await writeFile(path.join(work, 'package-lock.json'), '{"lockfileVersion": 3, "requires": true, "packages": {}}\n');
  const dir = path.join(out, name);
  await rm(dir, { recursive: true, force: true });
  const cli = path.join(here, 'node_modules/parcel/lib/bin.js');
  execFileSync(process.execPath, [cli, 'build', 'src/index.html', '--dist-dir', dir, '--public-url', './', '--no-autoinstall', '--log-level', 'warn'], {
    cwd: work,
    stdio: 'inherit',
  });
}

const HOSTS = {
  async vite() {
    const { build } = await import('vite');
    await build({ configFile: path.join(here, 'vite/vite.config.mjs') });
  },

  async react() {
    // A React 19 app as Vite's react template makes it, built with Vite's
    // defaults (its config names the two pages), served under /react/; its
    // src/NQueensStep.jsx is the guide's React recipe, taken from there as written.
    const work = path.join(repo, 'dist/hosts-src/react');
    await rm(work, { recursive: true, force: true });
    await mkdir(path.dirname(work), { recursive: true });
    await cp(path.join(here, 'react'), work, { recursive: true });
    await symlink(path.join(here, 'node_modules'), path.join(work, 'node_modules'), 'dir');
    await writeFile(path.join(work, 'src/NQueensStep.jsx'), await recipe('jsx', '// src/NQueensStep.jsx'));
    const { build } = await import('vite');
    await build({ configFile: path.join(work, 'vite.config.mjs'), build: { outDir: path.join(out, 'react'), emptyOutDir: true } });
  },

  async webpack() {
    const { default: webpack } = await import('webpack');
    const { default: config } = await import('./webpack/webpack.config.mjs');
    const stats = await new Promise((resolve, reject) =>
      webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
    );
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    await cp(path.join(here, 'webpack/index.html'), path.join(out, 'webpack/index.html'));
  },

  async parcel() {
    // An author's project: src/index.html and src/main.js, node_modules, and
    // nothing else: Parcel's own command line and defaults (docs/embedding.md's
    // Parcel recipe has no configuration).
    await parcelBuild('parcel', '{}');
  },

  async 'parcel-exports'() {
    // The same project with the package.json key the guide allows (Parcel
    // then reads the package's `exports`), taken from the guide as written.
    await parcelBuild('parcel-exports', await recipe('json', '{\n  "@parcel/resolver-default"'));
  },

  async esbuild() {
    const esbuild = await import('esbuild');
    const dir = path.join(out, 'esbuild');
    await rm(dir, { recursive: true, force: true });
    await esbuild.build({
      entryPoints: [path.join(here, 'esbuild/main.js')],
      bundle: true,
      format: 'esm',
      minify: true,
      external: ['nqueens-lab', 'nqueens-lab/*'],
      outfile: path.join(dir, 'main.js'),
      logLevel: 'warning',
    });
    await cp(path.join(here, 'esbuild/index.html'), path.join(dir, 'index.html'));
    await cp(pkg, path.join(dir, 'nqueens'), { recursive: true });
  },

  async rollup() {
    // An author's project: src/main.js, node_modules, and rollup.config.mjs
    // exactly as docs/embedding.md's Rollup recipe writes it (taken from there).
    const work = path.join(repo, 'dist/hosts-src/rollup');
    await rm(work, { recursive: true, force: true });
    await mkdir(path.dirname(work), { recursive: true });
    await cp(path.join(here, 'rollup'), work, { recursive: true });
    await symlink(path.join(here, 'node_modules'), path.join(work, 'node_modules'), 'dir');
    const guide = await readFile(path.join(repo, 'docs/embedding.md'), 'utf8');
    const recipe = guide.match(/```mjs\n(\/\/ rollup\.config\.mjs\n[\s\S]*?)```/);
    if (!recipe) throw new Error('build.mjs: docs/embedding.md has no rollup.config.mjs recipe');
    await writeFile(path.join(work, 'rollup.config.mjs'), recipe[1]);
    execFileSync(process.execPath, [path.join(here, 'node_modules/rollup/dist/bin/rollup'), '-c', '--silent'], { cwd: work, stdio: 'inherit' });
    const dir = path.join(out, 'rollup');
    await rm(dir, { recursive: true, force: true });
    await cp(path.join(work, 'dist'), dir, { recursive: true });
    await cp(path.join(here, 'rollup/index.html'), path.join(dir, 'index.html'));
  },

  async 'cross-origin'() {
    // A plain page whose element comes from another origin: the packed
    // package served with CORS headers by tests/hosts/playwright.config.mjs.
    const dir = path.join(out, 'cross-origin');
    await rm(dir, { recursive: true, force: true });
    await cp(path.join(here, 'cross-origin'), dir, { recursive: true });
  },

  async vitepress() {
    // A scratch copy of the site with the package in public/nqueens/, as the
    // recipe has the author do; VitePress builds it for the root of its own
    // server (the recipe's /nqueens/ paths), E2E_VITEPRESS_PORT.
    const work = await scratchSite('vitepress', 'public/nqueens');
    // The site's own dependencies (vue, vitepress) are the hosts' node_modules.
    await symlink(path.join(here, 'node_modules'), path.join(work, 'node_modules'), 'dir');
    const { build } = await import('vitepress');
    const outDir = path.join(out, 'vitepress');
    await build(work, {
      onAfterConfigResolve: (site) => {
        site.outDir = outDir;
      },
    });
  },

  async docusaurus() {
    // A scratch copy of the site with the package in static/nqueens/ and
    // src/css/custom.css the recipe's rules; its config must carry the
    // recipe's `scripts` line as written. Built for the root of its own
    // server (E2E_DOCUSAURUS_PORT), like the VitePress site.
    const work = await scratchSite('docusaurus', 'static/nqueens');
    await symlink(path.join(here, 'node_modules'), path.join(work, 'node_modules'), 'dir');
    const config = await readFile(path.join(work, 'docusaurus.config.mjs'), 'utf8');
    const scripts = (await recipe('js', 'export default {\n  // ...your configuration, plus:')).match(/^ *scripts: .*$/m)[0];
    if (!config.includes(scripts)) throw new Error(`build.mjs: docusaurus.config.mjs lacks the recipe's line ${scripts.trim()}`);
    await mkdir(path.join(work, 'src/css'), { recursive: true }); // git keeps no empty folder
    await writeFile(path.join(work, 'src/css/custom.css'), await recipe('css dark: data-theme="dark"; light: data-theme="light"', '[data-theme'));
    const cli = path.join(here, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
    execFileSync(process.execPath, [cli, 'build', '--out-dir', path.join(out, 'docusaurus'), work], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DOCUSAURUS_TELEMETRY_DISABLED: '1' },
    });
  },

  async hugo() {
    // A scratch copy of the site with the package in static/nqueens/, as the
    // recipe has the author do; its baseURL has the /hugo/ sub-path; its
    // theme's dark switch (body.dark, as PaperMod's) is in layouts/partials/.
    const work = await scratchSite('hugo', 'static/nqueens');
    // The recipe's head partial and colour-scheme rule, as the guide writes them.
    await writeFile(path.join(work, 'layouts/partials/head.html'), await recipe('go-html-template', '<script type="module"'));
    await writeFile(path.join(work, 'static/nqueens-theme.css'), await recipe('css dark: class="dark"; light: class="light"', '.dark n-queens'));
    execFileSync('hugo', ['--quiet', '--source', work, '--destination', path.join(out, 'hugo')], { stdio: 'inherit' });
  },

  async mdbook() {
    // A scratch copy of the book with the package in src/nqueens/; its
    // theme/head.hbs, the [output.html] section of book.toml and
    // nqueens-theme.css are the recipe's, taken from docs/embedding.md as written.
    const work = await scratchSite('mdbook', 'src/nqueens');
    await mkdir(path.join(work, 'theme'));
    await writeFile(path.join(work, 'theme/head.hbs'), await recipe('handlebars', '<script'));
    const toml = await recipe('toml', '[output.html]\nadditional-css');
    await writeFile(path.join(work, 'book.toml'), (await readFile(path.join(work, 'book.toml'), 'utf8')) + toml);
    await writeFile(path.join(work, 'nqueens-theme.css'), await recipe('css dark: class="navy"; light: class="light"', 'html.coal'));
    const mdbook = path.join(repo, '.tools/mdbook-venv/bin/mdbook');
    execFileSync(mdbook, ['build', '--dest-dir', path.join(out, 'mdbook'), work], { stdio: ['ignore', 'ignore', 'inherit'] });
  },

  async mkdocs() {
    // MkDocs reads its pages from docs_dir: a scratch copy of the site with
    // the package in docs/nqueens/, as the recipe has the author do.
    const work = await scratchSite('mkdocs', 'docs/nqueens', (src) => !src.endsWith('requirements.txt'));
    const mkdocs = path.join(repo, '.tools/mkdocs-venv/bin/mkdocs');
    execFileSync(mkdocs, ['build', '--strict', '--quiet', '--site-dir', path.join(out, 'mkdocs')], {
      cwd: work,
      stdio: 'inherit',
      env: { ...process.env, NO_MKDOCS_2_WARNING: '1' }, // a notice about Material's future, not about this site
    });
  },
};

const wanted = process.argv.slice(2);
for (const name of wanted.length ? wanted : Object.keys(HOSTS)) {
  if (!HOSTS[name]) throw new Error(`build.mjs: unknown host ${name} (${Object.keys(HOSTS).join(', ')})`);
  const started = performance.now();
  await HOSTS[name]();
  console.log(`hosts: built ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
