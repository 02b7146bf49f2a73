// Free play's status lines (www/js/ui/play/play-messages.js): the conflict
// count checked against a brute-force attack check written here, and the
// hint and "continue" outcomes against the core's answers for boards whose
// truth the test computes itself (every 4- and 5-queens solution).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, * as api from '../../../www/nqueens.js';
import { addStrings, t } from '../../../www/js/i18n/i18n.js';
import LEARN from '../../../www/js/i18n/strings/learn.js';
import { fromColumns, toggleQueen, createPlayState, conflictingQueens } from '../../../www/js/ui/play/play-model.js';
import { countsText, solutionMessage, hintOutcome, continueOutcome } from '../../../www/js/ui/play/play-messages.js';

before(async () => {
  await init({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
  addStrings(LEARN);
});
const en = (key, params) => t('en', key, params);

const attack = (a, b) => a.row === b.row || a.col === b.col || Math.abs(a.row - b.row) === Math.abs(a.col - b.col);
// Queens attacked by another queen, by brute force.
const conflictsOf = (queens) => queens.filter((q, i) => queens.some((p, j) => i !== j && attack(p, q))).length;

function solutions(n) {
  const found = [];
  (function place(cols) {
    if (cols.length === n) return void found.push(cols);
    for (let col = 0; col < n; col += 1) {
      if (cols.every((c, r) => c !== col && Math.abs(c - col) !== cols.length - r)) place([...cols, col]);
    }
  })([]);
  return found;
}

test('the count line counts the queens in conflict as a brute-force check does', () => {
  const boards = [[], [[0, 0]], [[0, 0], [1, 2]], [[0, 0], [1, 1]], [[0, 0], [0, 3], [3, 0], [2, 2]], [[1, 0], [2, 3], [3, 1]]];
  for (const squares of boards) {
    const state = squares.reduce((s, [row, col]) => toggleQueen(s, { row, col }), createPlayState(4));
    const core = conflictingQueens(state, api.attackedBy(4, state.queens)).length;
    assert.equal(core, conflictsOf(state.queens), JSON.stringify(squares));
    const text = countsText(en, 'en', state, core);
    if (squares.length === 0) assert.equal(text, 'No queens yet. 4 to place.');
    else assert.ok(text.startsWith(`${squares.length} queen`), text);
    assert.equal(/in conflict/.test(text), conflictsOf(state.queens) > 0, text);
  }
  const two = countsText(en, 'en', fromColumns(4, [0, 1]), 2);
  assert.equal(two, '2 queens on the board, 2 to go. 2 queens are in conflict.');
  assert.ok(!countsText((key) => key, 'zh', fromColumns(4, [0, 1]), 1).includes(' '), 'no space between Chinese sentences');
  // More queens than rows (a tutorial's author read "5 queens on the board, 0 to go").
  const five = [[0, 1], [1, 3], [2, 0], [3, 2], [0, 0]].reduce((s, [row, col]) => toggleQueen(s, { row, col }), createPlayState(4));
  assert.equal(five.queens.length, 5);
  assert.equal(
    countsText(en, 'en', five, 4),
    '5 queens on a board of 4 rows: 1 too many, since a solution has one queen a row. 4 queens are in conflict.',
  );
});

test('a solution is numbered in search order and marked when first of its class', () => {
  const all = solutions(6);
  for (const [index, cols] of all.entries()) {
    const message = solutionMessage(api.solutionRank(cols));
    assert.equal(message.params.k, index + 1);
    assert.ok(message.key === 'play.solution' || message.key === 'play.solution.canonical');
  }
  assert.deepEqual(solutionMessage(null), { key: 'play.solution.unranked', params: {} });
  assert.deepEqual(solutionMessage({ index: 3, classSize: 4, classFirst: 1 }), { key: 'play.solution', params: { k: 4, size: 4, first: 2 } });
  assert.equal(solutionMessage({ index: 1, classSize: 4, classFirst: 1 }).key, 'play.solution.canonical');
  // n = 1: the one board is its own class.
  assert.equal(solutionMessage({ index: 0, classSize: 1, classFirst: 0 }).key, 'play.solution.alone');
});

test('a hint names the next square of the first solution through the queens, or says none exists', () => {
  for (const n of [4, 5]) {
    const all = solutions(n);
    for (let first = 0; first < n; first += 1) {
      const prefix = [first];
      const through = all.find((cols) => cols[0] === first);
      const { hint, message } = hintOutcome(prefix, (cols) => api.hintFor(n, cols));
      if (through) {
        assert.deepEqual(hint, { row: 1, col: through[1] }, `n = ${n}, prefix ${prefix}`);
        assert.equal(message.key, 'play.hint.place');
      } else {
        assert.equal(hint, null);
        assert.equal(message.key, 'play.hint.cannot');
      }
    }
    assert.equal(hintOutcome(all[0], (cols) => api.hintFor(n, cols)).message.key, 'play.hint.solved');
  }
  assert.deepEqual(hintOutcome(null, () => assert.fail('not asked')), { hint: null, message: { key: 'play.hint.notPrefix', params: {} } });
  assert.equal(hintOutcome([0], () => ({ kind: 'too-far' })).message.key, 'play.hint.unknown');
  // Queens that attack each other: the hint says what Continue says (the search never has them), not that it would backtrack out of them.
  assert.deepEqual(hintOutcome([0, 1], () => assert.fail('not asked'), 2), { hint: null, message: { key: 'play.hint.conflict', params: {} } });
  assert.equal(hintOutcome([0, 1], (cols) => api.hintFor(4, cols)).message.key, 'play.hint.cannot');
});

test('on a board with no solution at all (n = 2, 3) the hint says so, with or without queens', () => {
  for (const n of [1, 2, 3, 4, 5, 6]) {
    const none = solutions(n).length === 0; // n = 2 and 3, by the test's own search
    const ask = (cols) => api.hintFor(n, cols);
    const empty = hintOutcome([], ask, 0, n);
    if (none) assert.deepEqual(empty, { hint: null, message: { key: 'play.hint.noSolution', params: { n } } }, `n = ${n}`);
    else assert.equal(empty.message.key, 'play.hint.place', `n = ${n}`);
    for (let col = 0; col < n; col += 1) {
      const { message } = hintOutcome([col], ask, 0, n);
      if (none) assert.deepEqual(message, { key: 'play.hint.noSolution.queens', params: { n } }, `n = ${n}, [${col}]`);
      else assert.notEqual(message.key.startsWith('play.hint.noSolution'), true, `n = ${n}, [${col}]`);
    }
  }
  // Queens that cannot be completed on a board that has solutions still blame the queens (n = 4: a queen at (1,1)).
  assert.equal(hintOutcome([0], (cols) => api.hintFor(4, cols), 0, 4).message.key, 'play.hint.cannot');
  // The words, in both languages: no queens to blame, n has no solution.
  const words = (lang, key) => t(lang, key, { n: 2 });
  assert.match(words('en', 'play.hint.noSolution'), /^No hint to give: n = 2 has no solution at all\./);
  assert.doesNotMatch(words('en', 'play.hint.noSolution'), /these queens/);
  assert.match(words('zh', 'play.hint.noSolution'), /n = 2 根本没有解/);
  assert.match(words('en', 'play.hint.noSolution.queens'), /n = 2 has no solution at all/);
  assert.match(words('zh', 'play.hint.noSolution.queens'), /n = 2 根本没有解/);
});

test('continue goes to the step of a prefix without conflicts, else says why not', () => {
  const stepOf = (cols) => api.stepOfQueens(4, cols);
  assert.equal(continueOutcome(null, 0, stepOf).message.key, 'play.continue.notPrefix');
  assert.equal(continueOutcome([0, 1], 2, stepOf).message.key, 'play.continue.conflict');
  assert.equal(continueOutcome([1], 0, () => null).message.key, 'play.continue.unknown');
  const { step } = continueOutcome([1, 3], 0, stepOf);
  const stepper = new api.Stepper(4);
  stepper.seek(step);
  assert.deepEqual(Array.from(stepper.queens), [1, 3], 'the step reached holds exactly those queens');
  stepper.free();
});
