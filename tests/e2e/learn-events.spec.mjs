// Learning events for course pages (issue #25): `nqueens-answer` for each
// quiz answer and `nqueens-play` for each free-play move, bubbling and
// composed like the element's other events, with the detail of
// docs/embedding.md, checked against the search written in learn-oracle.mjs.
import { test, expect } from '@playwright/test';
import { collectErrors, openFixture } from './element-helpers.mjs';
import { oracleEvents, quizAnswer } from './learn-oracle.mjs';

test.use({ reducedMotion: 'reduce' });

async function record(page, type) {
  await page.evaluate((name) => {
    window.__learning ??= [];
    document.addEventListener(name, (event) => window.__learning.push({ type: event.type, target: event.target.id, composed: event.composed, detail: event.detail }));
  }, type);
}
const recorded = (page) => page.evaluate(() => window.__learning);

test('nqueens-answer: the question, the answer, right or not, and the score', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(page, 'learn-answer', '<n-queens id="q" mode="quiz"></n-queens>');
  await record(page, 'nqueens-answer');
  const quiz = page.locator('#q');
  const [first, second] = oracleEvents(4); // steps 1 and 2 of the search
  // The first question answered right, the second first wrong then right.
  await quiz.getByRole('button', { name: quizAnswer(first), exact: true }).click();
  const wrong = ['Place', 'Prune', 'Backtrack'].find((name) => name !== quizAnswer(second));
  await quiz.getByRole('button', { name: wrong, exact: true }).click();
  await quiz.getByRole('button', { name: quizAnswer(second), exact: true }).click();
  const events = await recorded(page);
  expect(events.map((e) => [e.type, e.target, e.composed])).toEqual(Array(3).fill(['nqueens-answer', 'q', true]));
  const expected = (e) => quizAnswer(e).toLowerCase();
  expect(events.map((e) => e.detail)).toEqual([
    { n: 4, question: { step: 1, row: first.row, col: first.col }, answer: expected(first), expected: expected(first), correct: true, score: { right: 1, asked: 1 }, streak: 1 },
    { n: 4, question: { step: 2, row: second.row, col: second.col }, answer: wrong.toLowerCase(), expected: expected(second), correct: false, score: { right: 1, asked: 2 }, streak: 0 },
    { n: 4, question: { step: 2, row: second.row, col: second.col }, answer: expected(second), expected: expected(second), correct: true, score: { right: 1, asked: 2 }, streak: 0 },
  ]);
  expect(errors).toEqual([]);
});

test('nqueens-play: the queens placed, how many are attacked, solved', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(page, 'learn-move', '<n-queens id="p" mode="play" n="4"></n-queens>');
  await record(page, 'nqueens-play');
  const play = page.locator('#p');
  const square = (row, col) => play.locator(`button[data-row="${row}"][data-col="${col}"]`);
  await square(0, 0).click();
  await square(1, 1).click(); // attacked on the diagonal: both queens are
  await square(1, 1).click(); // lifted again
  await square(0, 0).click();
  for (const [row, col] of [[0, 1], [1, 3], [2, 0], [3, 2]]) await square(row, col).click(); // a solution of n = 4
  const details = (await recorded(page)).map((e) => e.detail);
  expect(details.slice(0, 4)).toEqual([
    { n: 4, queens: [{ row: 0, col: 0 }], placed: 1, attacked: 0, solved: false },
    { n: 4, queens: [{ row: 0, col: 0 }, { row: 1, col: 1 }], placed: 2, attacked: 2, solved: false },
    { n: 4, queens: [{ row: 0, col: 0 }], placed: 1, attacked: 0, solved: false },
    { n: 4, queens: [], placed: 0, attacked: 0, solved: false },
  ]);
  expect(details.at(-1)).toEqual({
    n: 4,
    queens: [{ row: 0, col: 1 }, { row: 1, col: 3 }, { row: 2, col: 0 }, { row: 3, col: 2 }],
    placed: 4,
    attacked: 0,
    solved: true,
  });
  expect(details).toHaveLength(8);
  expect(errors).toEqual([]);
});
