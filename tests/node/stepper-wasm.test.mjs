// The stepper module (www/pkg/nqueens_stepper_bg.wasm, built by
// scripts/build-wasm.sh with `--no-default-features`: no counters, no
// interpreter, no calls about boards), which the page's main thread loads
// for its first board (issue #30: within 60 kB gzipped). The whole
// module's glue drives it; the calls about boards wait for loadBoards(),
// which adds the core module (www/pkg/nqueens_core_bg.wasm) in an instance
// of its own, with its own glue (www/pkg/nqueens_core.js).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

import init, * as api from '../../www/nqueens.js';

const read = (name) => readFile(new URL(`../../www/pkg/${name}`, import.meta.url));
let full;
let core;
let stepper;

before(async () => {
  [full, core, stepper] = await Promise.all([read('nqueens_bg.wasm'), read('nqueens_core_bg.wasm'), read('nqueens_stepper_bg.wasm')]);
  await init({ module_or_path: stepper });
});

const names = (list) => list.map(({ module, name, kind }) => `${module}.${name}:${kind}`);
const exportsOf = (bytes) => new Set(WebAssembly.Module.exports(new WebAssembly.Module(bytes)).map((e) => e.name));

test("the stepper module is built under the whole module's name: it imports only what that glue provides", () => {
  const imports = (bytes) => names(WebAssembly.Module.imports(new WebAssembly.Module(bytes)));
  const inFull = new Set(imports(full));
  for (const name of imports(stepper)) assert.ok(inFull.has(name), `${name} is not provided by the whole module's glue`);
});

// What the core module has and the stepper module leaves out (the `boards`
// feature: src/wasm/boards.rs, partial.rs, problems.rs, solutions.rs).
const BOARD_EXPORTS = [
  '__wbg_solutions_free',
  'attackedBy',
  'attackedByProblem',
  'canonicalProblem',
  'formatBoard',
  'hintFor',
  'hintProblem',
  'isCanonical',
  'rankProblem',
  'searchSpaces',
  'solutionRank',
  'solutions_n',
  'solutions_new',
  'solutions_nextBatch',
  'solutions_nextColumns',
  'solutions_yielded',
  'solveNQueens',
  'solveProblem',
  'stepOfQueens',
  'stepOfQueensProblem',
  'strategyMaxN',
  'validateBoard',
];

test('the stepper module is the core module without the calls about boards, and small', () => {
  const [inCore, inStepper] = [exportsOf(core), exportsOf(stepper)];
  for (const name of inStepper) assert.ok(inCore.has(name), `${name} is only in the stepper module`);
  const left = [...inCore].filter((name) => !inStepper.has(name)).sort();
  assert.deepEqual(left, [...BOARD_EXPORTS].sort());
  // What the first board needs: the Stepper, its events, the code views' facts.
  for (const name of ['stepper_new', 'stepper_stepBatch', 'isEventCode', 'codeViewInfo', 'maxN']) assert.ok(inStepper.has(name), name);
  // Their code is really left out: 28.9 kB gzipped for the core module, 17.0 kB for this one.
  const gzipped = gzipSync(stepper, { level: 9 }).length;
  assert.ok(gzipped < 20_000, `stepper module ${gzipped} bytes gzipped`);
  assert.ok(gzipped < 0.7 * gzipSync(core, { level: 9 }).length, `stepper module ${gzipped} bytes gzipped`);
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

test('with the stepper module, the Stepper finds what a plain backtracking finds, and the page\'s facts are there', () => {
  for (let n = 1; n <= 7; n++) {
    const stepper = new api.Stepper(n);
    const found = [];
    for (let event = stepper.step(); event; event = stepper.step()) {
      if (event.kind === 'solution') found.push([...stepper.queens]);
    }
    assert.deepEqual(found, solutions(n), `Stepper(${n})`);
    stepper.free();
  }
  assert.equal(api.MAX_N, 32);
  assert.equal(api.MAX_COUNT_N, 21);
  assert.ok(api.STRATEGIES.length > 0);
  assert.ok(api.CODE_VIEWS.includes('bitmask'));
  assert.equal(api.codeViewInfo('brute').maxN, 8);
  assert.throws(() => new api.Stepper(33), RangeError);
});

test('with the stepper module, a call about boards says to loadBoards(); loadBoards() adds the core module', async () => {
  assert.equal(api.boardsLoaded(), false);
  const message = /needs the module with the boards: .*loadBoards\(\)/;
  assert.throws(() => new api.Solutions(4), message);
  assert.throws(() => api.formatBoard([1, 3, 0, 2], 'one-based'), message);
  assert.throws(() => api.attackedBy(4, []), message);
  assert.throws(() => api.bruteForceSpaces(8), message);
  assert.throws(() => api.totalNQueens(8), /needs the module with the counters/);

  await assert.rejects(() => api.loadBoards('not a module'), Error);
  assert.equal(api.boardsLoaded(), false, 'a failed load can be tried again');
  const before = api.wasmMemoryBytes();
  await api.loadBoards({ module_or_path: core });
  assert.equal(api.boardsLoaded(), true);
  await api.loadBoards(); // once loaded, at once
  assert.ok(api.wasmMemoryBytes() > before, 'the core instance\'s memory counts too');

  for (let n = 1; n <= 7; n++) {
    assert.deepEqual([...new api.Solutions(n)].map((cols) => [...cols]), solutions(n), `Solutions(${n})`);
  }
  assert.equal(api.formatBoard([1, 3, 0, 2], 'one-based'), '2 4 1 3');
  assert.equal(api.validateBoard([1, 3, 0, 2]).valid, true);
  assert.equal(api.isCanonical([1, 3, 0, 2]), true);
  assert.equal(api.bruteForceSpaces(8).onePerRow, 16_777_216n);
  assert.equal(api.stepOfQueens(4, [1, 3]), api.stepOfQueens(4, [1, 3]));
  assert.deepEqual(api.hintFor(4, [1]), { kind: 'place', row: 1, col: 3 });
  assert.equal(api.solutionRank([1, 3, 0, 2]).index, 0);
  assert.equal(api.attackedBy(4, [{ row: 0, col: 0 }])[1], 0);
  assert.throws(() => api.isCanonical([0, 0, 0, 0]), RangeError); // refused with the core's reason
  // The Stepper still runs in the stepper instance.
  const stepper = new api.Stepper(4);
  assert.deepEqual([...stepper.nextSolution().queens], [1, 3, 0, 2]);
  stepper.free();
});
