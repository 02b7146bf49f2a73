// The quiz and free play as modes of <n-queens> (mode="quiz", mode="play").
import { test, expect } from '@playwright/test';
import { collectErrors, openFixture } from './element-helpers.mjs';
import { oracleEvents, quizAnswer, stepOf } from './learn-oracle.mjs';

test.use({ reducedMotion: 'reduce' });
// Dozens of clicks each: room for a machine shared with builds.
test.setTimeout(90_000);

test('mode="quiz": the oracle reaches the first solution with a full score; in Chinese too', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(page, 'learn-quiz', '<n-queens id="q" mode="quiz"></n-queens><n-queens id="zh" mode="quiz" lang="zh" n="5"></n-queens>');
  const quiz = page.locator('#q');
  await expect(quiz.getByRole('gridcell')).toHaveCount(16);
  const events = oracleEvents(4);
  const asked = events.slice(0, events.findIndex((e) => e.kind === 'solution'));
  for (const e of asked) await quiz.getByRole('button', { name: quizAnswer(e), exact: true }).click();
  await expect(quiz.locator('[aria-live="assertive"]')).toHaveText(
    `You reached the first solution, (1,2), (2,4), (3,1), (4,3), with a score of ${asked.length} / ${asked.length}.`,
  );
  const zh = page.locator('#zh');
  await expect(zh.getByRole('gridcell')).toHaveCount(25);
  for (const name of ['放置', '剪枝', '回溯']) await expect(zh.getByRole('button', { name, exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.querySelector('#q').position)).toBe(null);
  expect(errors).toEqual([]);
});

test('mode="play": attacked squares named; continue from here turns the widget into the explorer at that step', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(page, 'learn-play', '<n-queens id="p" mode="play" n="6"></n-queens>');
  const play = page.locator('#p');
  await expect(play.locator('button[data-row]')).toHaveCount(36);
  await play.locator('button[data-row="0"][data-col="1"]').click();
  await expect(play.getByRole('button', { name: 'row 1, column 1, attacked by the queen at row 1, column 2', exact: true })).toBeVisible();
  await play.locator('button[data-row="1"][data-col="3"]').click();
  await play.getByRole('button', { name: 'Continue the search from here' }).click();
  await expect(page.locator('#p')).toHaveAttribute('mode', 'explore');
  const step = stepOf(6, [1, 3]);
  await expect(page.locator('#p')).toHaveAttribute('step', String(step));
  await expect.poll(() => page.evaluate(() => document.querySelector('#p').position)).toBe(step);
  await expect(play.getByRole('gridcell', { name: 'row 2, column 4, queen', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

// The continue button goes with the play view: the focus must not fall to
// <body> (a screen reader would lose its place), but land on the new board.
test('mode="play": after "Continue the search from here" by keyboard, the board has the focus', async ({ page }) => {
  await openFixture(page, 'learn-play-focus', '<n-queens id="p" mode="play" n="4"></n-queens><n-queens id="q" mode="play" n="8"></n-queens>');
  for (const [id, mode] of [['p', 'walkthrough'], ['q', 'explore']]) {
    const widget = page.locator(`#${id}`);
    await widget.locator('button[data-row="0"][data-col="1"]').click();
    await widget.getByRole('button', { name: 'Continue the search from here' }).focus();
    await page.keyboard.press('Enter');
    await expect(widget).toHaveAttribute('mode', mode);
    await expect.poll(() => page.evaluate((id) => {
      const host = document.getElementById(id);
      return document.activeElement === host && host.shadowRoot.activeElement?.classList.contains('nq-board');
    }, id)).toBe(true);
    // The board's own keys work from there.
    const before = await page.evaluate((id) => document.getElementById(id).position, id);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate((id) => document.getElementById(id).position, id)).toBe(before + 1);
  }
});

// Found by a teacher: an embedded quiz could not show its answer without a
// pick that counted. The element has Show the answer too: no nqueens-answer,
// no score; its number keys answer only the widget that has the focus.
test('mode="quiz": Show the answer sends no nqueens-answer and scores nothing; the number keys answer the focused widget only', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(page, 'learn-quiz-reveal', '<n-queens id="a" mode="quiz"></n-queens><n-queens id="b" mode="quiz"></n-queens>');
  await page.evaluate(() => {
    window.heard = [];
    document.addEventListener('nqueens-answer', (event) => window.heard.push(event.target.id));
  });
  const [a, b] = [page.locator('#a'), page.locator('#b')];
  await expect(a.getByRole('gridcell')).toHaveCount(16);
  await expect(b.getByRole('gridcell')).toHaveCount(16);
  await a.getByRole('button', { name: 'Show the answer', exact: true }).click();
  await expect(a.locator('[data-role="feedback"]')).toHaveText(/^The answer: Place\. .*\(Shown, not scored\.\)$/);
  await expect(a.locator('[data-role="score"]')).toHaveText('Score: 0 / 0');
  await page.keyboard.press('2'); // the focus is on a's Show the answer: (2,1) is pruned
  await expect(a.locator('[data-role="score"]')).toHaveText('Score: 1 / 1');
  await expect(b.locator('[data-role="score"]')).toHaveText('Score: 0 / 0');
  expect(await page.evaluate(() => window.heard)).toEqual(['a']);
  expect(errors).toEqual([]);
});
