// The learner's-board exports (quiz, free play) of the public JavaScript API,
// checked against a plain backtracking written here, independent of the core.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

import init, { Stepper, stepOfQueens, hintFor, solutionRank, attackedBy } from '../../www/nqueens.js';

before(async () => {
  const bytes = await readFile(new URL('../../www/pkg/nqueens_bg.wasm', import.meta.url));
  await init({ module_or_path: bytes });
});

function safe(cols, col) {
  const row = cols.length;
  return cols.every((c, r) => c !== col && Math.abs(c - col) !== row - r);
}

/** Every solution in search order (rows top down, columns left to right). */
function solutions(n, cols = [], out = []) {
  if (cols.length === n) out.push([...cols]);
  else for (let col = 0; col < n; col++) if (safe(cols, col)) solutions(n, [...cols, col], out);
  return out;
}

test('stepOfQueens is the position right after the stepper places those queens', () => {
  for (const n of [4, 5, 6]) {
    const s = new Stepper(n);
    for (let event = s.step(); event; event = s.step()) {
      if (event.kind === 'place') assert.equal(stepOfQueens(n, [...s.queens]), s.position);
    }
    s.free();
  }
  assert.equal(stepOfQueens(8, []), 0);
  assert.throws(() => stepOfQueens(4, [0, 1]), RangeError);
  assert.throws(() => stepOfQueens(4, [0, '1']), TypeError);
  assert.throws(() => stepOfQueens(4, [4]), RangeError);
  assert.throws(() => stepOfQueens(0, []), RangeError);
  assert.equal(stepOfQueens(32, [31, 29]), null);
});

test('hintFor follows the first solution through the queens, or says none exists', () => {
  for (const n of [4, 6, 8]) {
    const all = solutions(n);
    const prefixes = [[], [0], [1], [0, 2], [1, 3], [2, 0, 3], [n - 1], [0, 4, 7]].filter((p) =>
      p.every((c, r) => c < n && safe(p.slice(0, r), c)),
    );
    for (const prefix of prefixes) {
      const first = all.find((sol) => prefix.every((c, r) => sol[r] === c));
      const expected = !first
        ? { kind: 'cannot-complete' }
        : prefix.length === n
          ? { kind: 'solved' }
          : { kind: 'place', row: prefix.length, col: first[prefix.length] };
      assert.deepEqual({ ...hintFor(n, prefix) }, expected, `n=${n} ${prefix}`);
    }
  }
  assert.equal(hintFor(4, [0, 1]).kind, 'cannot-complete');
});

test('solutionRank numbers solutions in search order with their class', () => {
  const all = solutions(6);
  all.forEach((sol, index) => assert.equal(solutionRank(sol).index, index));
  assert.deepEqual({ ...solutionRank([2, 0, 3, 1]) }, { index: 1, classFirst: 0, classSize: 2 });
  assert.throws(() => solutionRank([0, 1, 2, 3]), RangeError);
});

test('attackedBy names the first queen on each line, rows included', () => {
  const map = attackedBy(8, [{ row: 0, col: 0 }]);
  assert.equal(map.length, 64);
  assert.equal(map[0], -1); // the queen's own square: no other queen
  assert.equal(map[1], 0); // row 1, column 2 (1-based): same row
  assert.equal(map[9], 0); // diagonal
  assert.equal(map[10], -1); // a knight's move away
  assert.throws(() => attackedBy(8, [{ row: 8, col: 0 }]), RangeError);
  assert.throws(() => attackedBy(8, [{ row: '0', col: 0 }]), TypeError);
  assert.throws(() => attackedBy(8, 'a1'), TypeError);
});
