// Free play's board model (www/js/ui/play/play-model.js), with attack maps
// computed here by a plain loop instead of the core.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addStrings, t } from '../../../www/js/i18n/i18n.js';
import LEARN from '../../../www/js/i18n/strings/learn.js';
import {
  createPlayState,
  toggleQueen,
  fromColumns,
  prefixColumns,
  conflictingQueens,
  solutionColumns,
  playCells,
} from '../../../www/js/ui/play/play-model.js';

addStrings(LEARN);
const tr = (key, params) => t('en', key, params);

function attacksOf({ n, queens }) {
  const map = new Int32Array(n * n).fill(-1);
  for (let s = 0; s < n * n; s++) {
    const row = Math.floor(s / n);
    const col = s % n;
    map[s] = queens.findIndex(
      (q) => (q.row !== row || q.col !== col) &&
        (q.row === row || q.col === col || Math.abs(q.row - row) === Math.abs(q.col - col)),
    );
  }
  return map;
}

test('toggling places and lifts queens, kept in row order', () => {
  let state = createPlayState(4);
  state = toggleQueen(state, { row: 2, col: 1 });
  state = toggleQueen(state, { row: 0, col: 3 });
  assert.deepEqual(state.queens.map((q) => [q.row, q.col]), [[0, 3], [2, 1]]);
  state = toggleQueen(state, { row: 2, col: 1 });
  assert.deepEqual(state.queens.map((q) => [q.row, q.col]), [[0, 3]]);
  assert.throws(() => toggleQueen(state, { row: 4, col: 0 }), RangeError);
});

test('prefixes: one queen in each top row, no gaps', () => {
  assert.deepEqual(prefixColumns(createPlayState(4)), []);
  assert.deepEqual(prefixColumns(fromColumns(4, [1, 3])), [1, 3]);
  assert.equal(prefixColumns(toggleQueen(createPlayState(4), { row: 1, col: 0 })), null);
  const twoInRow = toggleQueen(fromColumns(4, [1]), { row: 0, col: 3 });
  assert.equal(prefixColumns(twoInRow), null);
});

test('conflicts and solutions', () => {
  const solution = fromColumns(8, [0, 4, 7, 5, 2, 6, 1, 3]);
  assert.deepEqual(solutionColumns(solution, attacksOf(solution)), [0, 4, 7, 5, 2, 6, 1, 3]);
  const clash = fromColumns(4, [0, 1]);
  assert.deepEqual(conflictingQueens(clash, attacksOf(clash)), [0, 1]);
  const twoInRow = toggleQueen(fromColumns(4, [1]), { row: 0, col: 3 });
  assert.deepEqual(conflictingQueens(twoInRow, attacksOf(twoInRow)), [0, 1]);
  assert.equal(solutionColumns(clash, attacksOf(clash)), null);
});

test('cells name attacked squares after their first attacker, and flag conflicts', () => {
  const state = fromColumns(8, [0]);
  const cells = playCells(state, attacksOf(state), tr);
  assert.equal(cells[1].label, 'row 1, column 2, attacked by the queen at row 1, column 1');
  assert.ok(cells[1].classes.includes('is-attacked'));
  assert.equal(cells[0].label, 'row 1, column 1, queen');
  assert.equal(cells[10].label, 'row 2, column 3');
  const clash = fromColumns(4, [0, 1]);
  const clashCells = playCells(clash, attacksOf(clash), tr, { hint: { row: 2, col: 3 } });
  assert.equal(clashCells[5].label, 'row 2, column 2, queen in conflict with the queen at row 1, column 1');
  assert.ok(clashCells[5].classes.includes('is-conflict'));
  assert.ok(clashCells[11].classes.includes('is-hint'));
  assert.equal(clashCells[11].current, true);
});
