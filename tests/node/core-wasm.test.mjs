// The module without the counters (www/pkg/nqueens_core_bg.wasm, built by
// scripts/build-wasm.sh with `--no-default-features`), which the page's
// main thread loads: driven by the same glue and nqueens.js as the whole
// module, it steps, lists and checks boards exactly like it, and a counting
// call throws an Error that says what to load instead.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

import init, * as api from '../../www/nqueens.js';

const read = (name) => readFile(new URL(`../../www/pkg/${name}`, import.meta.url));
let full;
let core;

before(async () => {
  [full, core] = await Promise.all([read('nqueens_bg.wasm'), read('nqueens_core_bg.wasm')]);
  await init({ module_or_path: core });
});

const names = (list) => list.map(({ module, name, kind }) => `${module}.${name}:${kind}`);

test('the core module imports exactly what the whole module imports, so one glue drives both', () => {
  const imports = (bytes) => names(WebAssembly.Module.imports(new WebAssembly.Module(bytes)));
  assert.deepEqual(imports(core), imports(full));
});

test('the core module leaves out the counters and nothing else', () => {
  const exports = (bytes) => new Set(WebAssembly.Module.exports(new WebAssembly.Module(bytes)).map((e) => e.name));
  const [inFull, inCore] = [exports(full), exports(core)];
  for (const name of inCore) assert.ok(inFull.has(name), `${name} is only in the core module`);
  const left = [...inFull].filter((name) => !inCore.has(name)).sort();
  assert.deepEqual(left, [
    '__wbg_countplan_free',
    'countSolutions',
    'countplan_countPiece',
    'countplan_countRange',
    'countplan_length',
    'countplan_n',
    'countplan_new',
    'countplan_preparePiece',
    'runStrategy',
    'strategyProblem', // what runStrategy refuses (src/wasm/problems.rs)
    'totalNQueens',
    'uniqueNQueens',
  ]);
  // The counters' code is really left out: the whole module is at least
  // 50 kB larger (the programs' interpreter, in both, makes a ratio moot).
  assert.ok(full.length - core.length > 50_000, `core ${core.length} bytes, whole ${full.length}`);
});

function safe(cols, col) {
  const row = cols.length;
  return cols.every((c, r) => c !== col && Math.abs(c - col) !== row - r);
}

/** Every solution in search order, by a plain backtracking written here. */
function solutions(n, cols = [], out = []) {
  if (cols.length === n) out.push([...cols]);
  else for (let col = 0; col < n; col++) if (safe(cols, col)) solutions(n, [...cols, col], out);
  return out;
}

test('with the core module, the stepper and the iterator find what a plain backtracking finds', () => {
  for (let n = 1; n <= 7; n++) {
    assert.deepEqual([...new api.Solutions(n)].map((cols) => [...cols]), solutions(n), `Solutions(${n})`);
    const stepper = new api.Stepper(n);
    const found = [];
    for (let event = stepper.step(); event; event = stepper.step()) {
      if (event.kind === 'solution') found.push([...stepper.queens]);
    }
    assert.deepEqual(found, solutions(n), `Stepper(${n})`);
    stepper.free();
  }
  // The seed's walkthrough: its first solution (2,4), (3,1), (4,3) after queen 1 moved to (1,2).
  const walkthrough = new api.Stepper(4);
  const first = walkthrough.nextSolution();
  assert.deepEqual([...first.queens], [1, 3, 0, 2]);
  walkthrough.back(); // the solution event
  walkthrough.back(); // the fourth queen's placement
  assert.deepEqual([...walkthrough.queens], [1, 3, 0]);
  walkthrough.free();
});

test('with the core module, the boards, limits and learner calls work', () => {
  assert.equal(api.MAX_N, 32);
  assert.equal(api.MAX_COUNT_N, 21);
  assert.ok(api.STRATEGIES.length > 0);
  assert.equal(api.strategyMaxN(api.STRATEGIES[0]) > 0, true);
  assert.equal(api.bruteForceSpaces(8).onePerRow, 16_777_216n);
  assert.equal(api.formatBoard([1, 3, 0, 2], 'one-based'), '2 4 1 3');
  assert.equal(api.validateBoard([1, 3, 0, 2]).valid, true);
  assert.equal(api.stepOfQueens(4, []), 0);
});

test('with the core module, a counting call throws an Error that names the module to load', () => {
  const message = /needs the module with the counters: .*nqueens_core_bg\.wasm.*pkg\/nqueens_bg\.wasm/;
  assert.throws(() => api.totalNQueens(8), message);
  assert.throws(() => api.uniqueNQueens(8), message);
  assert.throws(() => api.countSolutions(8), message);
  assert.throws(() => api.runStrategy(api.STRATEGIES[0], 4), message);
  assert.throws(() => new api.CountPlan(8), message);
  // Still usable afterwards.
  assert.equal([...new api.Solutions(6)].length, 4);
});
