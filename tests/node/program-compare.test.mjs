// Edited programs against built-in ones (issue #24), through the public API:
// ProgramComparison (where two searches part) and FixCheck (the notes'
// printed bit-set code repaired), both advanced in slices.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

import init, { FixCheck, ProgramComparison, ProgramError, programSource } from '../../www/nqueens.js';

before(async () => {
  const bytes = await readFile(new URL('../../www/pkg/nqueens_bg.wasm', import.meta.url));
  await init({ module_or_path: bytes });
});

function finish(task, slice = 5000) {
  for (let k = 0; k < 1e6; k += 1) {
    const progress = task.advance(slice);
    assert.ok(progress.lineSteps <= (k + 1) * slice + 1, 'a slice does at most what it is given');
    if (progress.done) return progress.result;
  }
  throw new Error('never done');
}

test('deleting the diagonal test: 24 solutions and the step where it parts from the original', () => {
  const src = programSource('recursive', 'en').replace('if (row - i == Math.abs(col - queens[i])) return false;', '');
  const result = finish(new ProgramComparison('recursive', 4, src));
  assert.equal(result.n, 4);
  assert.equal(result.same, false);
  assert.equal(result.expected, 2);
  assert.equal(result.ours.counts.solutions, 24);
  assert.equal(result.theirs.counts.solutions, 2);
  assert.equal(result.ours.status, 'finished');
  const { step, ours, theirs } = result.divergence;
  assert.equal(step, 3);
  assert.deepEqual([ours.kind, ours.row, ours.col], ['place', 1, 1]);
  assert.deepEqual([theirs.kind, theirs.row, theirs.col, theirs.line, theirs.check], ['reject', 1, 1, 'diagonal', 'queen']);
  assert.deepEqual({ row: theirs.attacker.row, col: theirs.attacker.col }, { row: 0, col: 0 });
});

test('the printed bit-set code against the corrected one', () => {
  const result = finish(new ProgramComparison('bitmask-printed', 5, undefined, 'bitmask'));
  assert.equal(result.same, false);
  assert.equal(result.expected, 10);
  assert.equal(result.theirs.counts.solutions, 10);
  assert.ok(result.divergence.step > 1);
});

test('an endless program stops at its budget, with the error', () => {
  const src = programSource('recursive', 'en').replace('if (n < 1) return;', 'while (true) {}');
  const c = new ProgramComparison('recursive', 4, src);
  c.setStepBudget(20000);
  const result = finish(c, 3000);
  assert.equal(result.ours.status, 'failed');
  assert.equal(result.ours.error.kind, 'step-budget');
  assert.equal(result.ours.error.line, 8);
  assert.equal(result.divergence.ours, null);
  assert.equal(result.divergence.step, 1);
});

test('a parse error is thrown by the constructor, with line and column', () => {
  const src = programSource('recursive', 'en').replace('if (isValid(row, col)) {', 'if (isValid(row, col) {');
  assert.throws(() => new ProgramComparison('recursive', 4, src), (e) => e instanceof ProgramError && e.line === 22 && e.column === 30);
  assert.throws(() => new FixCheck('bitmask-printed', src, 'bitmask'), ProgramError);
  assert.throws(() => new ProgramComparison('recursive', 4, 42), TypeError);
  assert.throws(() => new ProgramComparison('brute', 9), RangeError);
  assert.throws(() => new FixCheck('bitmask-printed', 'int x;', 'bitmask', 17), RangeError);
});

test('FixCheck: fixed only when it counts right and follows the corrected trace, for the n its masks hold', () => {
  const printed = programSource('bitmask-printed', 'zh');
  const logic = printed.replace('cols ^= col;', 'cols ^= colV;').replace('        place(row + 1);', '        rightTop |= rtV;\n        place(row + 1);');
  const widened = logic.replace('byte cols', 'int cols').replaceAll('short ', 'int ');
  const fixed = finish(new FixCheck('bitmask-printed', widened, 'bitmask'), 200000);
  assert.deepEqual(fixed, { fixed: true, passed: 10, maxN: 10, requestedMaxN: 10, narrow: [], failure: null });
  const asPrinted = finish(new FixCheck('bitmask-printed', printed, 'bitmask'), 200000);
  assert.equal(asPrinted.fixed, false);
  assert.equal(asPrinted.failure.n, asPrinted.passed + 1);
  // the two bugs fixed, `byte cols; short leftTop, rightTop;` kept: fixed for the 8 queens they hold
  const narrow = finish(new FixCheck('bitmask-printed', logic, 'bitmask'), 200000);
  assert.equal(narrow.fixed, true);
  assert.equal(narrow.passed, 8);
  assert.equal(narrow.maxN, 8);
  assert.deepEqual(narrow.narrow.map((m) => [m.name, m.type, m.bits, m.maxN]), [['cols', 'byte', 8, 8], ['leftTop', 'short', 16, 8], ['rightTop', 'short', 16, 8]]);
  // one of the two fixed: not fixed
  const one = finish(new FixCheck('bitmask-printed', printed.replace('cols ^= col;', 'cols ^= colV;'), 'bitmask'), 200000);
  assert.equal(one.fixed, false);
  assert.ok(one.failure.n <= 8);
});
