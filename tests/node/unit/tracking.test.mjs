// The element's count of live wasm objects (www/js/element/tracking.js):
// the tracked Stepper and Solutions register on creation and unregister on
// free(), and behave like the plain classes otherwise.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, * as api from '../../../www/nqueens.js';
import { trackedApi, liveWasmObjects } from '../../../www/js/element/tracking.js';

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
