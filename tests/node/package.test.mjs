// The npm package, assembled by scripts/package.sh into a temporary folder
// and imported the way a user's code would: by the package name and its
// `exports` paths, through a node_modules symlink. Skipped (with a message)
// when www/pkg has not been built.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const built = existsSync(path.join(repo, 'www/pkg/nqueens_bg.wasm'));
const skip = built ? false : 'www/pkg is not built: run `make build` first';

let scratch;
let packageDir;
let project; // a user's project with node_modules/nqueens-lab
let probe; // a module inside the scratch project that imports the package by name

before(async () => {
  if (!built) return;
  scratch = await mkdtemp(path.join(tmpdir(), 'nqueens-package-'));
  packageDir = path.join(scratch, 'package');
  execFileSync('bash', ['scripts/package.sh'], {
    cwd: repo,
    env: { ...process.env, OUT_DIR: packageDir, PACKAGE_NO_BUILD: '1', PACKAGE_NO_PACK: '1' },
    stdio: 'pipe',
  });
  // A user's project: node_modules/nqueens-lab -> the assembled package.
  project = path.join(scratch, 'project');
  await mkdir(path.join(project, 'node_modules'), { recursive: true });
  await symlink(packageDir, path.join(project, 'node_modules', 'nqueens-lab'), 'dir');
  await writeFile(path.join(project, 'package.json'), '{ "type": "module", "private": true }\n');
  const probeFile = path.join(project, 'probe.mjs');
  await writeFile(
    probeFile,
    [
      "export * as api from 'nqueens-lab';",
      "export * as element from 'nqueens-lab/element';",
      "export const wasmUrl = import.meta.resolve('nqueens-lab/nqueens_bg.wasm');",
      "export const cssUrl = import.meta.resolve('nqueens-lab/css/nqueens.css');",
      "export const manifest = (await import('nqueens-lab/package.json', { with: { type: 'json' } })).default;",
      '',
    ].join('\n'),
  );
  probe = await import(pathToFileURL(probeFile).href);
});

after(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

test('the package imports by name and runs the wasm core', { skip }, async () => {
  const { api, wasmUrl } = probe;
  await api.default({ module_or_path: await readFile(fileURLToPath(wasmUrl)) });
  assert.equal(api.totalNQueens(8), 92);
  assert.deepEqual(api.solveNQueens(4), [
    ['.Q..', '...Q', 'Q...', '..Q.'],
    ['..Q.', 'Q...', '...Q', '.Q..'],
  ]);
  const stepper = new api.Stepper(4);
  assert.equal(stepper.step().kind, 'place');
  stepper.free();
});

test('nqueens-lab/element imports without a DOM and exports the element class', { skip }, () => {
  const { element } = probe;
  assert.equal(typeof element.NQueensElement, 'function');
  assert.ok(element.NQueensElement.observedAttributes.includes('n'));
  assert.equal(element.NQueensElement.liveWasmObjects, 0);
});

test('package.json: exports, types and files', { skip }, async () => {
  const { manifest, cssUrl } = probe;
  assert.equal(manifest.name, 'nqueens-lab');
  assert.equal(manifest.type, 'module');
  assert.equal(manifest.types, './nqueens.d.ts');
  assert.deepEqual(manifest.exports['.'], { types: './nqueens.d.ts', default: './nqueens.js' });
  assert.deepEqual(manifest.exports['./element'], { types: './nqueens-element.d.ts', default: './nqueens-element.js' });
  assert.ok(existsSync(fileURLToPath(cssUrl)));
  // js/i18n/strings/zh.js is only reached through i18n.js's import('./strings/zh.js').
  for (const file of ['nqueens.js', 'nqueens.d.ts', 'nqueens-element.js', 'nqueens-element.d.ts', 'pkg/nqueens_bg.wasm', 'css/nqueens.css', 'css/element.css', 'js/api/base.js', 'js/api/programs.js', 'js/api/count-plan.js', 'js/workers/solution-worker.js', 'js/workers/count-worker.js', 'js/engine/count-pool.js', 'js/i18n/strings/zh.js', 'embed.html', 'custom-elements.json', 'LICENSE-MIT', 'LICENSE-APACHE']) {
    assert.ok(manifest.files.includes(file), `files lists ${file}`);
    assert.ok(existsSync(path.join(packageDir, file)), `${file} is in the package`);
  }
  // Both licence texts of `license: "MIT OR Apache-2.0"`, as in the repository.
  assert.equal(manifest.license, 'MIT OR Apache-2.0');
  for (const file of ['LICENSE-MIT', 'LICENSE-APACHE']) {
    assert.equal(await readFile(path.join(packageDir, file), 'utf8'), await readFile(path.join(repo, file), 'utf8'), file);
  }
  // No placeholder addresses (the crate has no public repository yet):
  // repository, homepage and bugs are either real URLs or absent.
  for (const field of ['repository', 'homepage', 'bugs']) {
    const value = manifest[field];
    const url = typeof value === 'string' ? value : value?.url;
    if (value !== undefined) assert.match(url, /^(git\+)?https:\/\/(?!(www\.)?example\.)[^/]+\.(?!invalid\b)[a-z]+\//, `${field}: ${url}`);
  }
  assert.equal(manifest.customElements, './custom-elements.json');
  assert.ok(existsSync(path.join(packageDir, 'custom-elements.json')));
  for (const typing of ['./jsx', './vue']) assert.ok(existsSync(path.join(packageDir, manifest.exports[typing].types)), typing);
  // The page itself is not part of the package.
  assert.ok(!manifest.files.includes('index.html'));
  assert.ok(!manifest.files.some((file) => file.endsWith('app.js')));
});

// Each worker is one self-contained module (scripts/bundle-workers.mjs): a
// bundler has nothing to split off into a bundle the worker cannot load
// (Parcel 2 did, with its defaults). Its wasm is still found the way
// bundlers copy it, relative to the worker.
test('every worker in the package is one module that imports nothing, and finds the wasm next to the package', { skip }, async () => {
  const workers = (await readdir(path.join(packageDir, 'js/workers'))).filter((name) => name.endsWith('.js'));
  assert.deepEqual(workers.sort(), (await readdir(path.join(repo, 'www/js/workers'))).filter((name) => name.endsWith('.js')).sort());
  for (const name of workers) {
    const source = await readFile(path.join(packageDir, 'js/workers', name), 'utf8');
    assert.doesNotMatch(source, /^\s*(import|export)\b[^(]|\bimport\s*\(/m, `${name} imports or exports nothing`);
    // (The glue's own default and nqueens.js's name the same file.)
    const urls = new Set([...source.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)].map((match) => match[1]));
    assert.deepEqual([...urls], ['../../pkg/nqueens_bg.wasm'], `${name}: its one asset is the whole module`);
    // The source in www/ still imports its modules (the page runs them unbundled).
    assert.match(await readFile(path.join(repo, 'www/js/workers', name), 'utf8'), /^import init/m);
  }
});

// Resolvers that ignore `exports` (Parcel 2's defaults) find
// `nqueens-lab/element` as element.js at the root: the element, kept by
// `sideEffects`.
test('element.js at the root is the element, for resolvers that ignore exports', { skip }, async () => {
  const shim = await import(pathToFileURL(path.join(packageDir, 'element.js')).href);
  assert.equal(shim.NQueensElement, probe.element.NQueensElement);
  const { manifest } = probe;
  assert.ok(manifest.sideEffects.includes('./element.js'));
  for (const file of ['element.js', 'element.d.ts']) assert.ok(manifest.files.includes(file), file);
  assert.match(await readFile(path.join(packageDir, 'element.d.ts'), 'utf8'), /^export \* from '\.\/nqueens-element\.js';$/m);
});

// Cargo.toml is the one place for the version and the links (repository,
// homepage); package.json repeats them, or leaves the links out.
const cargoVersion = (toml) => toml.match(/^\[package\][^[]*?^version\s*=\s*"([^"]+)"/ms)[1];

test("package.json: name and version are Cargo.toml's", { skip }, async () => {
  const cargo = await readFile(path.join(repo, 'Cargo.toml'), 'utf8');
  assert.equal(probe.manifest.version, cargoVersion(cargo));
  assert.equal(probe.manifest.name, cargo.match(/^\[package\]\s*^name\s*=\s*"([^"]+)"/m)[1]);
});

test('package.json: repository, homepage and bugs come from Cargo.toml, and only real ones', async () => {
  const cargo = await readFile(path.join(repo, 'Cargo.toml'), 'utf8');
  const dir = await mkdtemp(path.join(tmpdir(), 'nqueens-manifest-'));
  const manifestFor = async (links) => {
    const toml = path.join(dir, 'Cargo.toml');
    await writeFile(toml, cargo.replace(/^(license = .*)$/m, `$1\n${links}`));
    execFileSync('node', ['scripts/package-manifest.mjs', dir, 'nqueens.js'], { cwd: repo, env: { ...process.env, CARGO_TOML: toml } });
    return JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
  };
  try {
    const set = await manifestFor('repository = "https://github.com/someone/queens"\nhomepage = "https://someone.github.io/queens/"');
    assert.deepEqual(set.repository, { type: 'git', url: 'git+https://github.com/someone/queens.git' });
    assert.deepEqual(set.bugs, { url: 'https://github.com/someone/queens/issues' });
    assert.equal(set.homepage, 'https://someone.github.io/queens/');
    assert.equal(set.version, cargoVersion(cargo));
    // A repository elsewhere: no guessed issue tracker; no homepage unless given.
    const other = await manifestFor('repository = "https://git.sr.ht/~someone/queens"');
    assert.deepEqual(other.repository, { type: 'git', url: 'git+https://git.sr.ht/~someone/queens.git' });
    assert.equal(other.bugs, undefined);
    assert.equal(other.homepage, undefined);
    for (const placeholder of ['https://github.com/OWNER/REPO', 'https://example.com/x/y', 'https://code.invalid/x/y', '']) {
      const fake = await manifestFor(`repository = "${placeholder}"\nhomepage = "${placeholder}"`);
      for (const field of ['repository', 'homepage', 'bugs']) assert.equal(fake[field], undefined, `${field} of "${placeholder}"`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('every relative reference inside the package resolves to a packaged file', { skip }, async () => {
  const files = [];
  async function walk(dir) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (full.endsWith('.js')) files.push(full);
    }
  }
  await walk(packageDir);
  const reference = /(?:\bfrom\s+|\bimport\s*\(?\s*|new\s+URL\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
  let checked = 0;
  for (const file of files) {
    const source = await readFile(file, 'utf8');
    for (const [, specifier] of source.matchAll(reference)) {
      const target = path.resolve(path.dirname(file), specifier);
      assert.ok(existsSync(target), `${path.relative(packageDir, file)} refers to missing ${specifier}`);
      checked += 1;
    }
  }
  assert.ok(checked > 30, `checked ${checked} references`);
});

// The package has no full page, so its iframe page must not link to one.
test("the package's embed.html has no link to a full page it does not ship", { skip }, async () => {
  const html = await readFile(path.join(packageDir, 'embed.html'), 'utf8');
  assert.ok(!existsSync(path.join(packageDir, 'index.html')));
  assert.doesNotMatch(html, /embed-full|index\.html/);
  assert.match(html, /<n-queens id="widget">/);
  const source = await readFile(new URL('../../www/embed.html', import.meta.url), 'utf8');
  assert.match(source, /<a id="embed-full"[^>]*href="index\.html"/, 'the site keeps its link');
});

test('npm pack --dry-run lists the same files', { skip }, () => {
  const output = execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: packageDir, encoding: 'utf8' });
  const [{ files }] = JSON.parse(output);
  const packed = new Set(files.map((entry) => entry.path));
  for (const file of probe.manifest.files) assert.ok(packed.has(file), `npm pack includes ${file}`);
  assert.ok(packed.has('package.json') && packed.has('README.md'));
});

test("docs/embedding.md's Node snippet runs against the package", { skip }, async () => {
  const docs = await readFile(path.join(repo, 'docs/embedding.md'), 'utf8');
  const snippets = [...docs.matchAll(/```js node\n([\s\S]*?)```/g)].map((match) => match[1]);
  assert.ok(snippets.length > 0, 'the guide has a Node snippet');
  for (const [index, code] of snippets.entries()) {
    const file = path.join(project, `docs-snippet-${index + 1}.mjs`);
    await writeFile(file, code);
    const logged = [];
    const log = console.log;
    console.log = (...values) => logged.push(values.join(' '));
    try {
      await import(pathToFileURL(file).href);
    } finally {
      console.log = log;
    }
    // The snippet says what it prints in a trailing comment: `console.log(x); // 724`.
    const expected = [...code.matchAll(/console\.log\(.*\);\s*\/\/\s*(.+)$/gm)].map((match) => match[1].trim());
    assert.deepEqual(logged, expected);
  }
});
