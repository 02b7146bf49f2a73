// What the two packages ship, exactly: `cargo package --list` is the crate
// (its library and CLI sources, the README, the changelog and both licence
// texts; no tests, benches, page, scripts or build output), and
// `npm pack --dry-run --json` of the package that scripts/package.sh
// assembles is the npm package (the API, the element and every file it
// loads, the wasm, the guide, the changelog and both licences; no page, no
// Rust, no tests, no wasm-pack leftovers). Skipped when www/pkg is not built.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const run = (command, args, cwd = repo, env = process.env) => execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const lines = (text) => text.split('\n').filter(Boolean);
const LICENCES = ['LICENSE-MIT', 'LICENSE-APACHE'];
const NEVER = /^(tests|benches|bench|www|docs\/(?!embedding\.md$)|scripts|target|dist|node_modules|artifacts|\.github|\.ci|\.cargo|proptest-regressions)\/|\.(rs|tgz|crate|map|log)$|(^|\/)(\.stamp|\.gitignore|index\.html)$/;

test('cargo package --list: the sources, README, CHANGELOG and licences, nothing else', () => {
  // --allow-dirty: listing publishes nothing; the dry run in `make test-release` checks the tree.
  const listed = new Set(lines(run('cargo', ['package', '--list', '--allow-dirty', '--locked'])));
  const sources = lines(run('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'])).filter((file) => (file.endsWith('.rs') || file.startsWith('src/programs/sources/')) && existsSync(path.join(repo, file)));
  assert.ok(sources.length > 20, `${sources.length} sources`);
  const expected = new Set(['Cargo.toml', 'Cargo.toml.orig', 'Cargo.lock', 'build.rs', 'README.md', 'CHANGELOG.md', ...LICENCES, ...sources]);
  listed.delete('.cargo_vcs_info.json'); // cargo's record of the commit, when packed from git
  assert.deepEqual([...listed].sort(), [...expected].sort());
  for (const file of listed) {
    if (!file.startsWith('src/') && file !== 'build.rs') assert.doesNotMatch(file, NEVER, file);
  }
});

test("the crate's published manifest: the library and the CLI, no test, bench or example targets", () => {
  // --no-verify: only the .crate is written (the dry run in `make test-release` builds it).
  run('cargo', ['package', '--no-verify', '--allow-dirty', '--locked', '--quiet']);
  const cargo = run('cargo', ['metadata', '--no-deps', '--format-version', '1']);
  const { name, version } = JSON.parse(cargo).packages[0];
  const crate = path.join(repo, 'target', 'package', `${name}-${version}.crate`);
  const manifest = run('tar', ['-xzOf', crate, `${name}-${version}/Cargo.toml`]);
  assert.match(manifest, /^\[\[bin\]\]\nname = "nqueens"$/m, 'the CLI keeps its name');
  assert.match(manifest, /^license = "MIT OR Apache-2\.0"$/m);
  assert.doesNotMatch(manifest, /^\[\[(test|bench|example)\]\]$/m);
});

const built = existsSync(path.join(repo, 'www/pkg/nqueens_bg.wasm'));
let packageDir;
let scratch;
before(async () => {
  if (!built) return;
  scratch = await mkdtemp(path.join(tmpdir(), 'npm-contents-'));
  packageDir = path.join(scratch, 'package');
  run('bash', ['scripts/package.sh'], repo, { ...process.env, OUT_DIR: packageDir, PACKAGE_NO_BUILD: '1', PACKAGE_NO_PACK: '1' });
});
after(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

// Every file the npm package may hold, by kind.
const SHIPPED = [
  /^(package\.json|README\.md|CHANGELOG\.md|LICENSE-MIT|LICENSE-APACHE|docs\/embedding\.md)$/,
  /^(nqueens|nqueens-element|element)\.(js|d\.ts)$/,
  /^(embed\.html|embed\.csp|embed\.js|embed-resize\.js|nqueens-loader\.js|custom-elements\.json|favicon\.svg)$/,
  /^pkg\/nqueens(\.js|\.d\.ts|_bg\.wasm|_bg\.wasm\.d\.ts)$/,
  // embed.html's main-thread module (with its glue, nqueens.js's loadBoards), the page's first one
  // (the Stepper alone), and the programs' module with its glue (nqueens.js's loadPrograms).
  /^pkg\/(nqueens_core\.js|nqueens_core_bg\.wasm|nqueens_stepper\.js|nqueens_stepper_bg\.wasm|nqueens_programs\.js|nqueens_programs_bg\.wasm)$/,
  /^(js|generated)\/[\w/-]+\.js$/,
  /^css\/[\w-]+\.css$/,
  /^types\/\w+\.d\.ts$/,
  // A vendored library the element imports (the code editor), and its licence notice.
  /^vendor\/[\w-]+\/([\w.-]+\.js|LICENSE(\.md)?)$/,
];

test('npm pack --dry-run --json: the package files and nothing else', { skip: built ? false : 'www/pkg is not built: run `make build` first' }, async () => {
  const [{ files, name, version }] = JSON.parse(run('npm', ['pack', '--dry-run', '--json'], packageDir));
  const packed = files.map((entry) => entry.path).sort();
  const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
  assert.equal(name, manifest.name);
  assert.equal(version, manifest.version);
  // Exactly package.json's list, plus what npm always adds.
  assert.deepEqual(packed, [...manifest.files, 'package.json', 'README.md'].sort());
  for (const file of packed) {
    assert.ok(SHIPPED.some((pattern) => pattern.test(file)), `${file} is a kind of file the package ships`);
    assert.doesNotMatch(file, NEVER, file);
  }
  // Every file package.json points a tool at is packed: `main`, `types`,
  // `customElements` (the Custom Elements Manifest, which editors and doc
  // tools read), each target of `exports` (patterns: at least one file) and
  // each of `sideEffects`.
  const exportTargets = (target) => (typeof target === 'string' ? [target] : Object.values(target).flatMap(exportTargets));
  const named = [manifest.main, manifest.module, manifest.types, manifest.customElements, ...Object.values(manifest.exports).flatMap(exportTargets), ...manifest.sideEffects];
  for (const target of named) {
    const file = target.replace(/^\.\//, '');
    if (file === 'package.json') continue; // npm adds it
    const pattern = new RegExp(`^${file.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('*', '.+')}$`);
    assert.ok(packed.some((entry) => pattern.test(entry)), `package.json names ${target}, which is packed`);
  }
  assert.equal(manifest.customElements, './custom-elements.json');
  for (const file of ['custom-elements.json', ...LICENCES, 'CHANGELOG.md', 'pkg/nqueens_bg.wasm', 'pkg/nqueens_core_bg.wasm', 'pkg/nqueens_core.js', 'pkg/nqueens_programs.js', 'pkg/nqueens_programs_bg.wasm', 'nqueens.js', 'nqueens-element.js', 'embed.html']) {
    assert.ok(packed.includes(file), `ships ${file}`);
  }
  for (const file of packed.filter((f) => f.startsWith('vendor/') && f.endsWith('.js'))) {
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    assert.ok(packed.some((f) => f.startsWith(dir) && /\/LICENSE(\.md)?$/.test(f)), `${file} ships with its licence notice`);
  }
  for (const licence of LICENCES) {
    assert.equal(await readFile(path.join(packageDir, licence), 'utf8'), await readFile(path.join(repo, licence), 'utf8'), licence);
  }
  // wasm-pack's own files in www/pkg are not the package's.
  for (const file of ['pkg/package.json', 'pkg/README.md', 'pkg/.gitignore', 'pkg/LICENSE-MIT']) assert.ok(!packed.includes(file), file);
});
