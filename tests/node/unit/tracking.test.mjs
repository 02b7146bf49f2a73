// The element's count of live wasm objects (www/js/element/tracking.js):
// every class of the API that holds wasm memory until free() (Stepper,
// Solutions, ProgramRun, …; each class nqueens.d.ts declares with free(),
// not a list kept by hand) registers on creation and unregisters on
// free(), and behaves like the plain class otherwise.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import init, * as api from '../../../www/nqueens.js';
import { trackedApi, liveWasmObjects, HANDLE_CLASSES } from '../../../www/js/element/tracking.js';

before(async () => {
  await init({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
});

test('tracked objects are counted until freed, and work as the plain ones', () => {
  const tracked = trackedApi();
  const start = liveWasmObjects();
  const stepper = new tracked.Stepper(4);
  const solutions = new tracked.Solutions(4);
  assert.equal(liveWasmObjects(), start + 2);
  assert.ok(stepper instanceof api.Stepper && solutions instanceof api.Solutions);
  assert.deepEqual(stepper.step(), new api.Stepper(4).step());
  assert.deepEqual([...solutions].map((cols) => [...cols]), [[1, 3, 0, 2], [2, 0, 3, 1]]);
  // Run to its end, the iterator frees itself, and so leaves the count.
  assert.equal(liveWasmObjects(), start + 1);
  solutions.free(); // freeing again is harmless
  stepper.free();
  assert.equal(liveWasmObjects(), start);
  // One left early is counted until freed.
  const early = new tracked.Solutions(6);
  early.next();
  assert.equal(liveWasmObjects(), start + 1);
  early.free();
  assert.equal(liveWasmObjects(), start);
  // The rest of the API is the plain one.
  assert.equal(tracked.totalNQueens, api.totalNQueens);
  assert.equal(tracked.MAX_N, api.MAX_N);
});

test('every class that nqueens.d.ts declares with free() is tracked: a code view\'s ProgramRun too', () => {
  const types = readFileSync(new URL('../../../www/nqueens.d.ts', import.meta.url), 'utf8');
  const declared = [...types.matchAll(/^export (?:declare )?class (\w+)[^{]*\{([\s\S]*?)^\}/gm)]
    .filter((match) => /^\s+free\(\): void;/m.test(match[2]))
    .map((match) => match[1]);
  assert.ok(declared.includes('ProgramRun') && declared.includes('ProgramComparison'), declared.join(', '));
  assert.deepEqual([...HANDLE_CLASSES].sort(), [...declared].sort());
  const tracked = trackedApi();
  for (const name of HANDLE_CLASSES) {
    assert.notEqual(tracked[name], api[name], name);
    assert.ok(tracked[name].prototype instanceof api[name], `${name} is still an ${name}`);
  }
  const start = liveWasmObjects();
  const run = new tracked.ProgramRun('flags', 5);
  const comparison = new tracked.ProgramComparison('bitmask-printed', 5, undefined, 'bitmask');
  assert.equal(liveWasmObjects(), start + 2);
  assert.ok(run instanceof api.ProgramRun);
  assert.equal(run.stepEvent().kind, new api.ProgramRun('flags', 5).stepEvent().kind);
  run.free();
  comparison.free();
  assert.equal(liveWasmObjects(), start);
});
