// Free play at n = 32 stays within the main thread's budget (issue #27,
// item 2): Hint (hintFor), a solution's number (solutionRank) and
// "Continue the search from here" (stepOfQueens) walk the search on the
// main thread, each with a budget of search nodes small enough for a task
// well under 50 ms (src/wasm/partial.rs, MAX_NODES); past it they answer
// "unknown". The longest task is read as CPU time from Chromium's trace
// (main-thread.mjs; fail over 100 ms, the margin for CI noise), and the
// long-task observer's wall-clock entries are logged beside it.
import { test, expect } from '@playwright/test';
import { longestMainThreadTaskMs, expectMeasureSeesLongTask } from './main-thread.mjs';

test.use({ reducedMotion: 'reduce' });
test.setTimeout(120_000);

const LONGEST_TASK_MS = 100;
// A task's CPU time on a shared 2-core CI machine still spikes now and then
// (once over 100 ms where a quiet run measures 15-35 ms): a budget fails
// when it is over in two attempts, not one.
test.describe.configure({ retries: 1 });
// One budgeted walk of the core (see below).
const WALK_MS = 30;
const square = (page, row, col) => page.locator(`.nq-play button[data-row="${row}"][data-col="${col}"]`);
const status = (page) => page.locator('.nq-play [data-role="status"]');

/** A 31-queens solution by the classic construction (n - 1 = 30 is even and not 2 mod 6), plus the corner. */
function solution31() {
  const half = 15;
  const cols = [];
  for (let i = 0; i < half; i += 1) cols[i] = 2 * i + 1;
  for (let i = 0; i < half; i += 1) cols[half + i] = 2 * i;
  cols[30] = 30;
  return cols;
}

/** Starts recording long tasks (wall clock) in the page. */
function observeLongTasks(page) {
  return page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => Math.round(e.duration)))).observe({ type: 'longtask' });
  });
}

test('free play at n = 32: Hint, a rank and the step of queens, no main-thread task over 100 ms', async ({ browser, page }) => {
  await page.goto('/?mode=play&n=32');
  await expect(page.locator('.nq-play button[data-row]')).toHaveCount(32 * 32);
  await expectMeasureSeesLongTask(browser, page);
  await observeLongTasks(page);
  const measured = {};

  // Hint on the empty board, then after two queens (rows 1 and 2).
  ({ longestMs: measured.hintEmpty } = await longestMainThreadTaskMs(browser, page, async () => {
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect(status(page)).toHaveText(/^(Hint: place a queen|The search could not decide)/);
  }));
  await square(page, 0, 5).click();
  await square(page, 1, 0).click();
  await expect(page.locator('[data-role="counts"]')).toHaveText(/^2 queens on the board/);
  ({ longestMs: measured.hintTwo } = await longestMainThreadTaskMs(browser, page, async () => {
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect(status(page)).toHaveText(/^(Hint: place a queen|The search could not decide|This cannot be completed)/);
  }));

  // The core's calls behind the buttons, on the page's own module, each in
  // its own task: the cases.
  const cols = solution31();
  const api = () => import('/nqueens.js');
  expect(await page.evaluate(async (c) => (await import('/nqueens.js')).validateBoard(c).valid, cols)).toBe(true);
  for (const [name, call] of [
    ['hintFor(32, [])', () => page.evaluate(async () => JSON.stringify((await import('/nqueens.js')).hintFor(32, [])))],
    ['stepOfQueens(32, [5, 0])', () => page.evaluate(async () => (await import('/nqueens.js')).stepOfQueens(32, [5, 0]))],
    ['solutionRank(31 queens)', () => page.evaluate(async (c) => JSON.stringify((await import('/nqueens.js')).solutionRank(c)), cols)],
  ]) {
    await page.evaluate(api);
    // The shorter of two runs: a loaded machine only ever adds to one.
    const runs = [];
    for (let run = 0; run < 2; run += 1) runs.push((await longestMainThreadTaskMs(browser, page, async () => ({ answer: await call() }))).longestMs);
    measured[name] = Math.min(...runs);
  }

  // The walks themselves: their budget (1 million nodes) is about 10 ms of
  // CPU here (25 ms at worst under load), so that machines several times
  // slower stay under 50 ms; the old budget (4 million) was 40 ms here and
  // 110 ms on the machine.
  for (const name of ['hintFor(32, [])', 'stepOfQueens(32, [5, 0])', 'solutionRank(31 queens)']) {
    expect(measured[name], `${name}: ${measured[name].toFixed(1)} ms of CPU`).toBeLessThan(WALK_MS);
  }

  const longTasks = await page.evaluate(() => window.__longTasks);
  console.log(`free play n = 32, longest main-thread task (CPU ms): ${JSON.stringify(measured)}; long tasks (wall ms): ${JSON.stringify(longTasks)}`);
  for (const [what, ms] of Object.entries(measured)) expect(ms, `${what}: longest task ${ms.toFixed(1)} ms`).toBeLessThan(LONGEST_TASK_MS);
});
