// "Solution k, else the first" (www/js/engine/solution-pick.js), against a
// backtracking search written in the tests (fixtures/partial-oracle.mjs)
// and OEIS A000170.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, * as api from '../../../www/nqueens.js';
import { pickSolution, findBoard, findSolutionStep } from '../../../www/js/engine/solution-pick.js';
import { allSolutions as oracle } from '../fixtures/partial-oracle.mjs';

before(async () => {
  await init({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
});

test('pickSolution: solution k, else the first, else null', () => {
  const from = (items) => {
    let i = 0;
    return () => (i < items.length ? items[i++] : null);
  };
  assert.deepEqual(pickSolution(from(['a', 'b', 'c']), 2), { value: 'b', index: 1 });
  assert.deepEqual(pickSolution(from(['a', 'b', 'c']), 3), { value: 'c', index: 2 });
  // Fewer than k: the first, and how many there are (the element warns with it).
  assert.deepEqual(pickSolution(from(['a', 'b', 'c']), 4), { value: 'a', index: 0, count: 3 });
  assert.equal(pickSolution(from([]), 1), null);
  // It never asks for more than k.
  let asked = 0;
  pickSolution(() => ++asked, 5);
  assert.equal(asked, 5);
});

test('findBoard and findSolutionStep agree with a backtracking search', () => {
  for (const n of [1, 4, 6, 8]) {
    const all = oracle(n);
    for (const k of [1, 2, all.length, all.length + 1, 1e15 - 1]) {
      const index = k <= all.length ? k - 1 : 0;
      const board = findBoard(api, n, k);
      assert.deepEqual(Array.from(board.cols), all[index], `board ${k} of n = ${n}`);
      assert.equal(board.index, index);
      const step = findSolutionStep(api, n, k);
      assert.deepEqual(Array.from(step.cols), all[index], `step of solution ${k} of n = ${n}`);
      assert.equal(step.index, index);
      // Past the last solution, both say how many there are.
      const count = k > all.length ? all.length : undefined;
      assert.equal(board.count, count, `count of board ${k} of n = ${n}`);
      assert.equal(step.count, count, `count of step ${k} of n = ${n}`);
      // The step is the solution event itself.
      const stepper = new api.Stepper(n);
      stepper.seek(step.step - 1);
      const event = stepper.step();
      stepper.free();
      assert.equal(event.kind, 'solution');
      assert.equal(event.index, index);
    }
  }
});

test('a board without solutions: null, and the end of the search', () => {
  for (const n of [2, 3]) {
    assert.equal(findBoard(api, n, 1), null);
    const { step, index, cols } = findSolutionStep(api, n, 5);
    assert.equal(index, null);
    assert.equal(cols, null);
    const stepper = new api.Stepper(n);
    stepper.advance(1e9);
    assert.equal(step, stepper.position);
    stepper.free();
  }
});

test('solution 5000 of n = 12, as embed.html?mode=explore&n=12&solution=5000 asks', () => {
  const all = oracle(12);
  assert.equal(all.length, 14200);
  assert.deepEqual(Array.from(findSolutionStep(api, 12, 5000).cols), all[4999]);
  assert.deepEqual(Array.from(findBoard(api, 12, 5000).cols), all[4999]);
});
