// The programs' own module (www/pkg/nqueens_programs_bg.wasm with its glue
// www/pkg/nqueens_programs.js, built by scripts/build-wasm.sh with
// `--no-default-features --features programs`): what the page's main
// thread adds to the core module (no interpreter) once a code view needs a
// program, through nqueens.js's loadPrograms(). It runs the programs as the
// whole module does, in its own instance, and leaves out the counters.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

import init, * as api from '../../www/nqueens.js';

const read = (name) => readFile(new URL(`../../www/pkg/${name}`, import.meta.url));
let full;
let programs;
let core;

before(async () => {
  [full, programs, core] = await Promise.all([read('nqueens_bg.wasm'), read('nqueens_programs_bg.wasm'), read('nqueens_core_bg.wasm')]);
  await init({ module_or_path: core });
});

const exportsOf = (bytes) => new Set(WebAssembly.Module.exports(new WebAssembly.Module(bytes)).map((e) => e.name));

test('the programs module has the interpreter and not the counters', () => {
  const inPrograms = exportsOf(programs);
  const inFull = exportsOf(full);
  for (const name of ['programrun_new', 'programrun_stepLine', 'programrun_snapshot', 'programSource', 'codeViewInfo']) {
    assert.ok(inPrograms.has(name), `${name} is in the programs module`);
  }
  for (const name of ['totalNQueens', 'countplan_new', 'runStrategy']) assert.ok(!inPrograms.has(name), `${name} is left out`);
  for (const name of inPrograms) assert.ok(inFull.has(name), `${name} is only in the programs module`);
  // The interpreter is most of it: much larger than the core module.
  assert.ok(programs.length > 2 * core.length, `programs ${programs.length} bytes, core ${core.length}`);
});

test('loadPrograms() adds the programs to the core module: a second instance, its own glue', async () => {
  assert.equal(api.programsLoaded(), false);
  await assert.rejects(() => api.loadPrograms('not a module'), Error);
  assert.equal(api.programsLoaded(), false, 'a failed load can be tried again');
  await api.loadPrograms({ module_or_path: programs });
  assert.equal(api.programsLoaded(), true);
  await api.loadPrograms(); // once loaded, at once

  // Each correct program counts what OEIS A000170 says, run in the programs' instance.
  const A000170 = [1, 0, 0, 2, 10, 4, 40];
  for (const view of ['recursive', 'leetcode', 'iterative']) {
    for (let n = 1; n <= 7; n++) {
      const run = new api.ProgramRun(view, n);
      for (let event = run.stepEvent(); event !== null && event.kind !== 'done'; event = run.stepEvent());
      assert.equal(run.counts.solutions, A000170[n - 1], `${view} n = ${n}`);
      run.free();
    }
  }
  assert.match(api.programSource('recursive', 'zh'), /数组索引是行号/);
  // The core module's own calls still go to the core instance.
  const stepper = new api.Stepper(4);
  assert.deepEqual([...stepper.nextSolution().queens], [1, 3, 0, 2]);
  stepper.free();
  assert.throws(() => api.totalNQueens(8), /needs the module with the counters/);
});

test('a program error from the programs instance is a ProgramError, and the run stays usable', async () => {
  await api.loadPrograms({ module_or_path: programs });
  const broken = 'class X { void f( }';
  assert.throws(() => new api.ProgramRun('recursive', 4, broken), (error) => error instanceof api.ProgramError && error.kind === 'parse');
  const run = new api.ProgramRun('recursive', 4);
  assert.equal(run.seekEvent(10), 10);
  assert.equal(run.backEvent(), true);
  assert.equal(run.eventStep, 9);
  run.free();
});
