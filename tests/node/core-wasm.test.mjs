// The module without the counters and the programs' interpreter
// (www/pkg/nqueens_core_bg.wasm, built by scripts/build-wasm.sh with
// `--no-default-features`), which the page's main thread loads: driven by
// the same glue and nqueens.js as the whole module, it steps, lists and
// checks boards exactly like it, and a counting call throws an Error that
// says what to load instead. The programs come from a module of their own
// (www/pkg/nqueens_programs_bg.wasm, with its own glue) that
// loadPrograms() adds; tests/node/programs-module.test.mjs runs them.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

import init, * as api from '../../www/nqueens.js';

const read = (name) => readFile(new URL(`../../www/pkg/${name}`, import.meta.url));
let full;
let core;

before(async () => {
  [full, core] = await Promise.all([read('nqueens_bg.wasm'), read('nqueens_core_bg.wasm')]);
  await init({ module_or_path: core });
});

const names = (list) => list.map(({ module, name, kind }) => `${module}.${name}:${kind}`);

test('the core module imports only what the whole module imports, so one glue drives both', () => {
  const imports = (bytes) => names(WebAssembly.Module.imports(new WebAssembly.Module(bytes)));
  const inFull = new Set(imports(full));
  for (const name of imports(core)) assert.ok(inFull.has(name), `${name} is not provided by the whole module's glue`);
});

// The programs' exports (src/wasm/program_run.rs): only in the whole module and the programs' module.
const PROGRAM_EXPORTS = [
  '__wbg_fixcheck_free',
  '__wbg_programcomparison_free',
  '__wbg_programrun_free',
  'fixcheck_advance',
  'fixcheck_new',
  'programcomparison_advance',
  'programcomparison_new',
  'programcomparison_setFinishReference',
  'programcomparison_setStepBudget',
  'programSource',
  'programrun_advanceLines',
  'programrun_backEvent',
  'programrun_backLine',
  'programrun_boardArrayParts',
  'programrun_countsArray',
  'programrun_eventSnapshot',
  'programrun_eventStep',
  'programrun_lineStep',
  'programrun_new',
  'programrun_output',
  'programrun_outputTail',
  'programrun_peekEvent',
  'programrun_programFacts',
  'programrun_seekEvent',
  'programrun_seekLine',
  'programrun_setStepBudget',
  'programrun_snapshot',
  'programrun_stepEvent',
  'programrun_stepEventCodes',
  'programrun_stepLine',
  'programrun_stepText',
  'programrun_usedRangeParts',
];
const COUNTER_EXPORTS = [
  '__wbg_countplan_free',
  'countSolutions',
  'countplan_countPiece',
  'countplan_countRange',
  'countplan_length',
  'countplan_n',
  'countplan_new',
  'countplan_preparePiece',
  'countplan_tableSets',
  'runStrategy',
  'strategyProblem', // what runStrategy refuses (src/wasm/problems.rs)
  'totalNQueens',
  'uniqueNQueens',
];

test('the core module leaves out the counters and the programs, and nothing else', () => {
  const exports = (bytes) => new Set(WebAssembly.Module.exports(new WebAssembly.Module(bytes)).map((e) => e.name));
  const [inFull, inCore] = [exports(full), exports(core)];
  for (const name of inCore) assert.ok(inFull.has(name), `${name} is only in the core module`);
  const left = [...inFull].filter((name) => !inCore.has(name)).sort();
  assert.deepEqual(left, [...COUNTER_EXPORTS, ...PROGRAM_EXPORTS].sort());
  // Their code is really left out: the core module is under a third of the
  // whole one, and under 35 kB gzipped (issue #30: the page's first board
  // within 60 kB; it was 26 kB before the interpreter, 103 kB with it).
  assert.ok(core.length * 3 < full.length, `core ${core.length} bytes, whole ${full.length}`);
  const gzipped = gzipSync(core, { level: 9 }).length;
  assert.ok(gzipped < 35_000, `core module ${gzipped} bytes gzipped`);
});

test('with the core module, the programs wait for loadPrograms(), and say so', () => {
  assert.equal(api.programsLoaded(), false);
  assert.throws(() => new api.ProgramRun('recursive', 4), /loadPrograms\(\)/);
  assert.throws(() => api.programSource('recursive'), /loadPrograms\(\)/);
  // What the page needs before they come: the views' names and limits.
  assert.ok(api.CODE_VIEWS.includes('bitmask'));
  assert.equal(api.codeViewInfo('brute').maxN, 8);
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
