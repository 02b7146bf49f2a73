// The quiz's state machine (www/js/ui/quiz/quiz-model.js), without DOM or wasm.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addStrings, t } from '../../../www/js/i18n/i18n.js';
import LEARN from '../../../www/js/i18n/strings/learn.js';
import {
  ANSWERS,
  expectedAnswer,
  createQuizState,
  answer,
  nextQuestion,
  reachSolution,
  explainMistake,
  questionFocus,
  skipToDeadEnd,
  quizCells,
  quizAttack,
  triedInRow,
} from '../../../www/js/ui/quiz/quiz-model.js';

addStrings(LEARN);

const place = { kind: 'place', row: 0, col: 0, attacker: null };
const reject = { kind: 'reject', row: 1, col: 0, attacker: { row: 0, col: 0, line: 'column' } };
const remove = { kind: 'remove', row: 1, col: 2, attacker: null };

test('each asked event has one answer; solution and done are not asked', () => {
  assert.deepEqual(ANSWERS, ['place', 'prune', 'backtrack']);
  assert.equal(expectedAnswer(place), 'place');
  assert.equal(expectedAnswer(reject), 'prune');
  assert.equal(expectedAnswer(remove), 'backtrack');
  assert.equal(expectedAnswer({ kind: 'solution', row: 3, col: 2 }), null);
  assert.equal(expectedAnswer({ kind: 'done' }), null);
  assert.equal(expectedAnswer(null), null);
});

test('a right first answer scores and grows the streak', () => {
  let state = createQuizState();
  let result = answer(state, 'place', place);
  assert.equal(result.correct, true);
  assert.deepEqual([result.state.right, result.state.asked, result.state.streak], [1, 1, 1]);
  state = nextQuestion(result.state);
  result = answer(state, 'prune', reject);
  assert.deepEqual([result.state.right, result.state.asked, result.state.streak, result.state.bestStreak], [2, 2, 2, 2]);
});

test('a wrong answer only counts the question, breaks the streak and explains; retrying changes no score', () => {
  let state = nextQuestion(answer(createQuizState(), 'place', place).state);
  const wrong = answer(state, 'place', reject);
  assert.equal(wrong.correct, false);
  assert.deepEqual([wrong.state.right, wrong.state.asked, wrong.state.streak, wrong.state.bestStreak], [1, 2, 0, 1]);
  assert.equal(wrong.state.mistake.key, 'quiz.why.prune.column');
  assert.deepEqual(wrong.state.mistake.show.attack, { row: 1, col: 0, attacker: reject.attacker });
  const again = answer(wrong.state, 'backtrack', reject);
  assert.deepEqual([again.state.right, again.state.asked], [1, 2]);
  const right = answer(again.state, 'prune', reject);
  assert.equal(right.correct, true);
  assert.deepEqual([right.state.right, right.state.asked, right.state.streak], [1, 2, 0]);
  assert.equal(right.state.mistake, null);
  // Each wrong answer is counted as an attempt at this question; the right one and the next question start afresh.
  assert.deepEqual([state.misses, wrong.state.misses, again.state.misses, right.state.misses], [0, 1, 2, 2]);
  assert.equal(nextQuestion(right.state).misses, 0);
  assert.throws(() => answer(state, 'jump', place), RangeError);
  assert.throws(() => answer(state, 'place', { kind: 'done' }), Error);
});

test('explanations draw the attack line, the exhausted row or the square', () => {
  assert.deepEqual(explainMistake('backtrack', remove).show, { row: 2 });
  assert.equal(explainMistake('backtrack', remove).params.next, 3);
  assert.equal(explainMistake('place', remove, { kind: 'solution' }).key, 'quiz.why.backtrack.solution');
  assert.equal(explainMistake('prune', place).key, 'quiz.why.place.safe');
  assert.equal(explainMistake('backtrack', place).key, 'quiz.why.place.notExhausted');
  for (const line of ['column', 'diagonal', 'anti-diagonal']) {
    const key = explainMistake('place', { ...reject, attacker: { ...reject.attacker, line } }).key;
    assert.notEqual(t('en', key), key);
    assert.notEqual(t('zh', key), key);
  }
});

test('the first solution is recorded once, with the score then', () => {
  let state = nextQuestion(answer(createQuizState(), 'place', place).state);
  state = reachSolution(state, { kind: 'solution', index: 0 });
  assert.deepEqual(state.firstSolution, { index: 0, right: 1, asked: 1 });
  assert.equal(reachSolution(state, { kind: 'solution', index: 1 }), state);
});

test('the question focus: the row the search is in, whatever comes next, or the full board', () => {
  assert.deepEqual(questionFocus(reject), { row: 1 });
  assert.deepEqual(questionFocus({ kind: 'place', row: 2, col: 3 }), { row: 2 });
  // A backtrack out of row 3 (lifting the queen of row 2) is asked in row 3, like a placement there.
  assert.deepEqual(questionFocus(remove), { row: 2 });
  assert.deepEqual(questionFocus(remove, { kind: 'solution' }), { full: true });
});

test('the squares tried in a row: pruned or lifted, afresh after each placement above', () => {
  const events = [place, reject, { kind: 'place', row: 1, col: 2 }, { kind: 'reject', row: 2, col: 0 }, { kind: 'remove', row: 1, col: 2 }, { kind: 'place', row: 1, col: 3 }];
  assert.deepEqual(triedInRow(events, 1), [{ col: 0, how: 'pruned' }, { col: 2, how: 'lifted' }]);
  assert.deepEqual(triedInRow(events, 2), []);
  assert.deepEqual(triedInRow(events.slice(0, 4), 2), [{ col: 0, how: 'pruned' }]);
});

function scripted(events) {
  let i = 0;
  return { peek: () => events[i] ?? null, step: () => events[i++] ?? null, get position() { return i; } };
}

test('skip ahead stops before the next dead-end backtrack, after a solution, or at the end', () => {
  const search = scripted([place, reject, reject, remove, place, remove]);
  assert.equal(skipToDeadEnd(search).length, 3);
  assert.equal(search.position, 3);
  // Facing the dead end, skip goes past it to the next one.
  assert.equal(skipToDeadEnd(search, reject).length, 2);
  assert.equal(search.position, 5);
  const solution = { kind: 'solution', index: 0, row: 3, col: 2, queens: [1, 3, 0, 2] };
  const withSolution = scripted([place, solution, remove, { kind: 'done' }]);
  assert.deepEqual(skipToDeadEnd(withSolution).map((e) => e.kind), ['place', 'solution']);
  assert.deepEqual(skipToDeadEnd(withSolution, solution).map((e) => e.kind), ['remove', 'done']);
});

test('quiz cells name queens, the squares tried, the square in question, and the exhausted row only after a wrong answer', () => {
  const tr = (key, params) => t('en', key, params);
  const cells = quizCells({ n: 4, queens: [0, 2], focus: { row: 2 }, tried: [{ col: 0, how: 'pruned' }, { col: 1, how: 'lifted' }] }, tr);
  assert.equal(cells[0].label, 'row 1, column 1, queen');
  assert.equal(cells[8].label, 'row 3, column 1, tried: pruned');
  assert.equal(cells[9].label, 'row 3, column 2, tried: a queen was placed here and taken back');
  assert.ok(cells.every((c) => !c.classes.includes('is-exhausted') && !c.current));
  const explained = quizCells({ n: 4, queens: [0, 2], focus: { row: 2 }, mistake: explainMistake('place', remove) }, tr);
  assert.equal(explained[8].label, 'row 3, column 1, every square of this row has been tried');
  const asking = quizCells({ n: 4, queens: [1], focus: { row: 1, col: 0, square: true } }, tr);
  assert.equal(asking[4].current, true);
  assert.equal(asking[4].label, 'row 2, column 1, the square in question');
});

test('after a prune the board keeps its ✕ and its attack line; a wrong answer shows its own line', () => {
  const tr = (key, params) => t('en', key, params);
  const cells = quizCells({ n: 4, queens: [0], focus: { row: 1, col: 1 }, pruned: reject }, tr);
  assert.equal(cells[4].glyph, '✕');
  assert.deepEqual(cells[4].classes, ['is-rejected']);
  assert.equal(cells[4].label, 'row 2, column 1, pruned: attacked by the queen at row 1, column 1');
  assert.equal(quizCells({ n: 4, queens: [0], focus: { row: 1, col: 1 }, pruned: reject }, (k, p) => t('zh', k, p))[4].label, '第2行，第1列，已剪枝：被第1行第1列的皇后攻击');
  assert.deepEqual(quizAttack(null, reject), { row: 1, col: 0, attacker: reject.attacker });
  assert.equal(quizAttack(null, place), null);
  assert.equal(quizAttack(null, null), null);
  const wrong = explainMistake('place', { ...reject, col: 1, attacker: { row: 0, col: 0, line: 'diagonal' } });
  assert.deepEqual(quizAttack(wrong, reject), wrong.show.attack);
  // A wrong answer that is not about a prune draws no line.
  assert.equal(quizAttack(explainMistake('prune', place), reject), null);
});
