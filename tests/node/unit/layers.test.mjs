// The JavaScript shell's architecture (docs/ARCHITECTURE.md), checked: every
// module of www/js/ lives in a layer folder, imports go one way only (down
// the table below), and no module reaches itself again through its imports,
// static (`import … from`, `export … from`) or dynamic (`import()`).
// Workers are started by URL (`new Worker(new URL(…))`), not imported: they
// are not edges here, but they too may only import what LAYERS allows, and
// only engine/ starts them. engine/catalog.js, the one list of modes, code
// views and languages, imports nothing and every layer may import it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const WWW = fileURLToPath(new URL('../../../www/', import.meta.url));

// Each layer and the layers it may import from (besides itself). The public
// API www/nqueens.js (over www/pkg/) and its parts in www/js/api/ may be
// imported by every layer; they import nothing but each other and www/pkg/.
const LAYERS = {
  api: [],
  engine: [],
  // www/generated/: files written by scripts/ (make build), never edited.
  generated: [],
  workers: ['engine'],
  i18n: [],
  ui: ['engine', 'i18n', 'vendor'],
  page: ['engine', 'i18n', 'ui'],
  element: ['engine', 'i18n', 'ui', 'generated'],
};
const API = new Set(['nqueens.js']);
// The element's entry scripts, beside nqueens.js: they import js/, never the other way.
const ENTRIES = ['nqueens-element.js', 'embed.js'];
const CATALOG = 'js/engine/catalog.js';
// Third-party modules copied from npm into www/vendor/ (gifenc, imported by
// the GIF export on first use): a layer of their own, imported only by ui.
const VENDOR = 'vendor';

function* modules(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* modules(full);
    else if (entry.name.endsWith('.js')) yield full;
  }
}

/** The relative specifiers `file` imports: [{ specifier, dynamic }]. */
export function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      found.push({ specifier: node.moduleSpecifier.text, dynamic: false });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      assert.ok(arg && ts.isStringLiteralLike(arg), `${file}: import() of a computed specifier cannot be checked`);
      found.push({ specifier: arg.text, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter(({ specifier }) => specifier.startsWith('.'));
}

/** 'engine', 'ui', … for a module of www/js/; 'api' for the public entries and www/js/api/; null elsewhere. */
function layerOf(file) {
  const relative = path.relative(WWW, file).split(path.sep);
  if (relative.length === 1) return API.has(relative[0]) ? 'api' : ENTRIES.includes(relative[0]) ? 'element' : null;
  if (relative[0] === 'pkg') return 'api';
  if (relative[0] === VENDOR) return VENDOR;
  if (relative[0] === 'generated') return 'generated';
  if (relative[0] !== 'js') return null;
  if (relative.join('/') === CATALOG) return 'catalog';
  return relative.length > 2 ? relative[1] : null;
}

const files = [...modules(path.join(WWW, 'js')), ...ENTRIES.map((entry) => path.join(WWW, entry))];
const graph = new Map(files.map((file) => [file, importsOf(file).map(({ specifier }) => path.resolve(path.dirname(file), specifier))]));

test('every module of www/js/ is in a layer folder', () => {
  const outside = files.filter((file) => !Object.hasOwn(LAYERS, layerOf(file) ?? '') && layerOf(file) !== 'catalog');
  assert.deepEqual(outside.map((file) => path.relative(WWW, file)), []);
});

test('imports go one way: down the layers, never up or sideways', () => {
  const wrong = [];
  for (const [file, targets] of graph) {
    const from = layerOf(file);
    for (const target of targets) {
      const to = layerOf(target);
      if (to === 'api' || to === 'catalog' || to === from || LAYERS[from]?.includes(to)) continue;
      wrong.push(`${path.relative(WWW, file)} (${from}) imports ${path.relative(WWW, target)} (${to})`);
    }
  }
  assert.deepEqual(wrong, []);
});

test('no module of www/js/ imports an entry script (nqueens-element.js, embed.js): no upward import', () => {
  const entries = new Set(ENTRIES.map((entry) => path.join(WWW, entry)));
  const upward = [];
  for (const [file, targets] of graph) {
    if (entries.has(file)) continue;
    for (const target of targets) if (entries.has(target)) upward.push(`${path.relative(WWW, file)} imports ${path.relative(WWW, target)}`);
  }
  assert.deepEqual(upward, []);
});

test('every generated file is in www/generated/, with a make rule and a freshness test', () => {
  const generated = readdirSync(path.join(WWW, 'generated'));
  assert.ok(generated.length >= 2, generated.join(', '));
  const makefile = readFileSync(path.join(WWW, '../Makefile'), 'utf8');
  const tests = readdirSync(path.join(WWW, '../tests/node')).filter((name) => name.endsWith('.test.mjs'));
  const testText = tests.map((name) => readFileSync(path.join(WWW, '../tests/node', name), 'utf8')).join('\n');
  for (const name of generated) {
    const variable = makefile.match(new RegExp(`^(\\w+) := www/generated/${name.replace('.', '\\.')}$`, 'm'));
    assert.ok(variable, `Makefile names www/generated/${name}`);
    assert.match(makefile, new RegExp(`^\\$\\(${variable[1]}\\):`, 'm'), `a rule makes ${name}`);
    assert.ok(testText.includes(`www/generated/${name}`), `a test in tests/node checks ${name}`);
  }
  // Nothing else in www/ says it is generated.
  const marked = files.filter((file) => layerOf(file) !== 'generated' && /^\/\/ GENERATED/m.test(readFileSync(file, 'utf8')));
  assert.deepEqual(marked.map((file) => path.relative(WWW, file)), []);
});

test('engine/catalog.js imports nothing: every layer may import it', () => {
  assert.deepEqual(importsOf(path.join(WWW, CATALOG)), []);
  assert.ok([...graph.values()].filter((targets) => targets.includes(path.join(WWW, CATALOG))).length >= 5);
});

test('workers are started only from engine/', () => {
  const starters = files.filter((file) => /\bnew\s+(Shared)?Worker\s*\(/.test(readFileSync(file, 'utf8')));
  const outside = starters.filter((file) => layerOf(file) !== 'engine');
  assert.deepEqual(outside.map((file) => path.relative(WWW, file)), []);
  assert.ok(starters.length >= 3, 'the check finds the workers started in engine/');
});

/** Every cycle of `edges` (a Map: node -> nodes it imports) found by a depth-first walk, as 'a -> b -> a'. */
export function findCycles(edges, name = (node) => node) {
  const state = new Map(); // node -> 'open' | 'done'
  const cycles = [];
  const visit = (node, trail) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'open') {
      cycles.push([...trail.slice(trail.indexOf(node)), node].map(name).join(' -> '));
      return;
    }
    state.set(node, 'open');
    for (const target of edges.get(node) ?? []) visit(target, [...trail, node]);
    state.set(node, 'done');
  };
  for (const node of edges.keys()) visit(node, []);
  return cycles;
}

test('no import cycles, static or dynamic', () => {
  assert.deepEqual(findCycles(graph, (file) => path.relative(WWW, file)), []);
});

test('the cycle check finds a cycle when there is one', () => {
  const edges = (pairs) => new Map(Object.entries(pairs));
  assert.deepEqual(findCycles(edges({ a: ['b'], b: ['c'], c: [] })), []);
  assert.deepEqual(findCycles(edges({ a: ['b'], b: ['a'] })), ['a -> b -> a']);
  assert.deepEqual(findCycles(edges({ a: ['a'] })), ['a -> a']);
  assert.deepEqual(findCycles(edges({ a: ['b', 'c'], b: ['d'], c: ['d'], d: ['b'] })), ['b -> d -> b']);
});

test('index.html modulepreloads exactly the static module graph of js/page/app.js', () => {
  const html = readFileSync(path.join(WWW, 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map(([, href]) => href).sort();
  const reached = new Set();
  const walk = (file) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const { specifier, dynamic } of importsOf(file)) if (!dynamic) walk(path.resolve(path.dirname(file), specifier));
  };
  walk(path.join(WWW, 'js/page/app.js'));
  // And the glue js/api/base.js imports for the stepper module (its init() picks a module's glue).
  const glue = 'pkg/nqueens_stepper.js';
  assert.ok(importsOf(path.join(WWW, 'js/api/base.js')).some(({ specifier, dynamic }) => dynamic && specifier === `../../${glue}`));
  // Not the public API's other parts: the programs' classes come with the programs' module.
  for (const late of ['nqueens.js', 'js/api/programs.js', 'js/api/count-plan.js']) assert.ok(!reached.has(path.join(WWW, late)), late);
  assert.deepEqual(preloaded, [...[...reached].map((file) => path.relative(WWW, file).split(path.sep).join('/')), glue].sort());
  // What app.js imports after the first board is not preloaded.
  for (const late of ['js/ui/search-tree.js', 'js/ui/code-view.js', 'js/ui/export/export-bar.js']) assert.ok(!preloaded.includes(late), late);
});

test("embed.html modulepreloads exactly its first board's modules: embed.js, the element and the walkthrough's widget", () => {
  const html = readFileSync(path.join(WWW, 'embed.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map(([, href]) => href).sort();
  const reached = new Set();
  const walk = (file) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const { specifier, dynamic } of importsOf(file)) if (!dynamic) walk(path.resolve(path.dirname(file), specifier));
  };
  // embed.js imports the element with import() once the attributes are set; the element its widget's module (widget-modules.js).
  for (const entry of ['embed.js', 'nqueens-element.js', 'js/element/player-widget.js']) walk(path.join(WWW, entry));
  const glue = 'pkg/nqueens_core.js'; // the core module's glue, which embed.js's init() picks
  assert.deepEqual(preloaded, [...[...reached].map((file) => path.relative(WWW, file).split(path.sep).join('/')), glue].sort());
  // Neither the other modes' widgets nor the side panels are preloaded: a walkthrough without them never loads them.
  for (const late of ['js/element/count-widget.js', 'js/element/learn-widget.js', 'js/ui/search-tree.js', 'js/ui/code-view.js']) {
    assert.ok(!preloaded.includes(late), late);
  }
});

test('the checker sees static, re-exported and dynamic imports', () => {
  const modes = importsOf(path.join(WWW, 'js/page/modes.js'));
  assert.ok(modes.some(({ dynamic }) => dynamic), 'modes.js loads the other modes with import()');
  const app = importsOf(path.join(WWW, 'js/page/app.js'));
  assert.ok(app.some(({ specifier, dynamic }) => specifier === '../api/programs.js' && dynamic));
  const element = importsOf(path.join(WWW, 'nqueens-element.js'));
  assert.ok(element.some(({ specifier }) => specifier === './js/element/options.js'), 'multi-line import lists');
});

// ---- docs/ARCHITECTURE.md, checked --------------------------------------------

const REPO = path.join(WWW, '..');
const ARCHITECTURE = readFileSync(path.join(REPO, 'docs/ARCHITECTURE.md'), 'utf8');

function* repoFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'target', '.git', 'dist', 'test-results', 'artifacts'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* repoFiles(full);
    else yield path.relative(REPO, full).split(path.sep).join('/');
  }
}
const REPO_FILES = [...repoFiles(REPO)];
const SOURCES = REPO_FILES.filter((file) => /^(www\/.*\.(m?js|css|html|d\.ts)|src\/.*\.rs|Cargo\.toml)$/.test(file) && !file.startsWith('www/pkg/'))
  .map((file) => readFileSync(path.join(REPO, file), 'utf8'))
  .join('\n');

/** The folder map's rows: Map of the first cell's first name -> the row's names in backticks. */
function folderMap() {
  const section = ARCHITECTURE.slice(ARCHITECTURE.indexOf('## Folder map'), ARCHITECTURE.indexOf('## Conventions'));
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return new Map(rows.map((row) => {
    const names = [...row.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    return [names[0], names];
  }));
}

// The recipes' examples: a language `ja`, a mode `race`, a code view `sketch`.
const EXAMPLE = /(^|[^a-z])(ja|race|sketch)([^a-z]|$)/;

/** Whether a name in backticks exists: a file (path or basename), a module name, or a word of the sources. */
function nameExists(name) {
  if (/\s/.test(name) || name.includes('*') || EXAMPLE.test(name)) return true; // commands, code snippets, globs, examples
  const bare = name.replace(/^<(.+)>$/, '$1').replace(/\(.*\)$/, '').replace(/\/$/, '');
  if (/[/.]/.test(bare) && REPO_FILES.some((file) => file === bare || file.endsWith(`/${bare}`) || file.startsWith(`${bare}/`) || file.includes(`/${bare}/`))) return true;
  if (REPO_FILES.some((file) => file.endsWith(`/${bare}.js`))) return true;
  return bare.split('.').every((part) => new RegExp(`(^|[^\\w-])${part.replace(/[$]/g, '\\$&')}($|[^\\w-])`).test(SOURCES));
}

test('docs/ARCHITECTURE.md: every module of www/js/ is named in the row of its folder', () => {
  const map = folderMap();
  const missing = [];
  for (const file of modules(path.join(WWW, 'js'))) {
    const [, layer, ...rest] = path.relative(WWW, file).split(path.sep);
    const names = map.get(`www/js/${layer}/`) ?? [];
    const base = path.basename(file, '.js');
    const named = names.some((name) => name === base || name === `${base}.js` || name.endsWith(`/${base}.js`) || name === rest.join('/'));
    if (!named) missing.push(`js/${layer}/${rest.join('/')}`);
  }
  assert.deepEqual(missing, []);
  assert.ok(map.get('www/generated/')?.length >= 3, 'the generated folder has its row');
});

test('docs/ARCHITECTURE.md: every name it cites exists', () => {
  const cited = [...new Set([...ARCHITECTURE.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]))];
  assert.ok(cited.length > 100, `${cited.length} names`);
  assert.deepEqual(cited.filter((name) => !nameExists(name)), []);
  // The check itself can fail.
  assert.equal(nameExists('buildTree'), false);
  assert.equal(nameExists('engine/no-such-module.js'), false);
});
