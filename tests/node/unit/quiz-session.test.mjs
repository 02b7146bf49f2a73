// A quiz round (www/js/ui/quiz/quiz-session.js) over the core's real
// Stepper, answered from a trace of the notes' backtracking written here in
// plain JS: if the two searches agree, every answer is right.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, * as api from '../../../www/nqueens.js';
import { createQuizSession } from '../../../www/js/ui/quiz/quiz-session.js';
import { feedbackText } from '../../../www/js/ui/quiz/quiz-prompts.js';

before(async () => {
  await init({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
});

// The lecture notes' search (docs/background.md) as a list of event kinds:
// every square of a row is tried; an attacked one is rejected, a safe one
// placed, searched below and removed; a full board is a solution.
function traceKinds(n) {
  const kinds = [];
  const cols = [];
  const safe = (row, col) => cols.every((c, r) => c !== col && Math.abs(c - col) !== row - r);
  (function search(row) {
    if (row === n) return void kinds.push('solution');
    for (let col = 0; col < n; col += 1) {
      if (!safe(row, col)) {
        kinds.push('reject');
        continue;
      }
      kinds.push('place');
      cols.push(col);
      search(row + 1);
      cols.pop();
      kinds.push('remove');
    }
  })(0);
  return kinds;
}

const ANSWER = { place: 'place', reject: 'prune', remove: 'backtrack' };

function session(n, onFirstSolution) {
  const stepper = new api.Stepper(n);
  return { stepper, quiz: createQuizSession(stepper, { narrate: ({ event }) => `narrated ${event.kind}`, onFirstSolution }) };
}

test('answering every question from the plain-JS trace scores n = 4 and n = 5 perfectly', () => {
  for (const n of [4, 5]) {
    const asked = traceKinds(n).filter((kind) => ANSWER[kind]);
    const { stepper, quiz } = session(n);
    for (const kind of asked) {
      assert.equal(quiz.question()?.kind, kind);
      quiz.choose(ANSWER[kind]);
    }
    assert.equal(quiz.question(), null, 'nothing is left to ask');
    assert.deepEqual(
      [quiz.state.right, quiz.state.asked, quiz.state.streak, quiz.state.bestStreak],
      [asked.length, asked.length, asked.length, asked.length],
    );
    assert.equal(quiz.previous.kind, 'done');
    stepper.free();
  }
});

test('the first solution is announced once, with the notes’ board and the score then', () => {
  const heard = [];
  const { stepper, quiz } = session(4, (event, first) => heard.push({ queens: Array.from(event.queens), ...first }));
  const kinds = traceKinds(4);
  const before = kinds.slice(0, kinds.indexOf('solution')).filter((kind) => ANSWER[kind]).length;
  while (quiz.question()) quiz.choose(ANSWER[quiz.question().kind]);
  assert.deepEqual(heard, [{ queens: [1, 3, 0, 2], index: 0, right: before, asked: before }]);
  assert.deepEqual(Array.from(quiz.firstSolutionQueens), [1, 3, 0, 2]);
  stepper.free();
});

test('a wrong answer counts once, breaks the streak and explains; the right one then moves on', () => {
  const { stepper, quiz } = session(4);
  assert.deepEqual(quiz.feedback, { key: 'quiz.start', params: {} });
  quiz.choose('place'); // (1,1) is placed: right
  assert.deepEqual(quiz.feedback, { key: 'quiz.right', params: { narration: 'narrated place' } });
  const question = quiz.question();
  assert.deepEqual([question.kind, question.row, question.col], ['reject', 1, 0]); // same column as (1,1)
  quiz.choose('place');
  assert.deepEqual([quiz.state.right, quiz.state.asked, quiz.state.streak], [1, 2, 0]);
  assert.equal(quiz.feedback.mistake, true);
  assert.equal(quiz.state.mistake.key, 'quiz.why.prune.column');
  assert.deepEqual(quiz.question(), question, 'a wrong answer applies nothing');
  quiz.choose('backtrack');
  quiz.choose('prune');
  assert.deepEqual([quiz.state.right, quiz.state.asked, quiz.state.streak, quiz.state.bestStreak], [1, 2, 0, 1]);
  assert.equal(quiz.state.mistake, null);
  quiz.dropNarration();
  assert.equal(quiz.feedback, null);
  stepper.free();
});

test('skip stops before the next dead end, or after showing a solution', () => {
  const { stepper, quiz } = session(4);
  quiz.skip();
  const question = quiz.question();
  assert.equal(question.kind, 'remove', 'the dead end is the question now');
  assert.equal(quiz.previous.kind, 'reject');
  assert.deepEqual([quiz.state.asked, quiz.feedback], [0, null]);
  let guard = 0;
  while (quiz.previous.kind !== 'solution' && guard++ < 100) quiz.skip();
  assert.equal(quiz.feedback.key, 'quiz.shown.solution');
  assert.deepEqual(quiz.feedback.params, { k: 1, queens: [1, 3, 0, 2] });
  const words = (lang) => feedbackText((key, params) => `${key} ${params.k}: ${params.coords}`, quiz.feedback, null, lang);
  assert.equal(words('en'), 'quiz.shown.solution 1: (1,2), (2,4), (3,1), (4,3)');
  assert.equal(words('zh'), 'quiz.shown.solution 1: (1，2)、(2，4)、(3，1)、(4，3)');
  stepper.free();
});

test('Place, Backtrack, Place: every wrong answer changes the feedback (a new attempt), in both languages', async () => {
  const { addStrings, t } = await import('../../../www/js/i18n/i18n.js');
  const { default: LEARN } = await import('../../../www/js/i18n/strings/learn.js');
  addStrings(LEARN);
  const { stepper, quiz } = session(4);
  const words = (lang) => feedbackText((key, params) => t(lang, key, params), quiz.feedback, quiz.state.mistake, lang);
  quiz.choose('place'); // right: (1,1)
  quiz.choose('backtrack'); // wrong: (2,1) is pruned
  const first = words('en');
  assert.match(first, /^Not quite: .*so the search prunes it\. Try again\.$/);
  assert.equal(quiz.feedback.attempt, 1);
  quiz.choose('place'); // wrong again: the score stays, the words do not
  assert.deepEqual([quiz.state.right, quiz.state.asked, quiz.feedback.attempt], [1, 2, 2]);
  const second = words('en');
  assert.notEqual(second, first);
  assert.equal(second, first.replace(/^Not quite: /, 'Still not quite (attempt 2): '));
  assert.match(words('zh'), /^还是不对（第2次尝试）：.*请再试一次。$/);
  quiz.choose('place');
  assert.match(words('en'), /^Still not quite \(attempt 3\): /);
  quiz.choose('prune');
  assert.equal(quiz.feedback.key, 'quiz.right');
  quiz.choose('backtrack'); // the next question: (2,2) is pruned too
  assert.equal(quiz.feedback.attempt, 1);
  assert.match(words('en'), /^Not quite: /);
  stepper.free();
});
