// Export never freezes the page (issue #27, item 1): at n = 32 and a huge
// step the explorer stands tens of millions of events into the search, and
// Download PNG, SVG and GIF must not replay them on the main thread. The
// longest main-thread task (CPU time, from Chromium's trace: see
// main-thread.mjs) must stay under 100 ms (the goal is 50; the rest is the
// margin for a loaded CI machine). The files must still show the board the
// page shows.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { longestMainThreadTaskMs, expectMeasureSeesLongTask } from './main-thread.mjs';

test.use({ reducedMotion: 'reduce' });
// The page first measures the search for 4 s, then seeks in slices; the
// GIF is 200 frames encoded on a shared machine.
test.setTimeout(180_000);

const LONGEST_TASK_MS = 100;
// A task's CPU time on a shared 2-core CI machine still spikes now and then
// (once over 100 ms where a quiet run measures 15-35 ms): a budget fails
// when it is over in two attempts, not one.
test.describe.configure({ retries: 1 });

/** The step the explorer shows ("12,345,678 / at least …" → 12345678). */
async function shownStep(page) {
  const text = await page.locator('[data-stat="step"]').textContent();
  return Number(text.split('/')[0].replace(/\D/g, ''));
}

/** The queens on the page's board, as "row,col" strings (0-based), sorted. */
function shownQueens(page) {
  return page.evaluate(() => {
    const cells = [...document.querySelectorAll('[role="gridcell"]')];
    const n = Math.round(Math.sqrt(cells.length));
    return cells.flatMap((cell, i) => (cell.classList.contains('is-queen') ? [`${Math.floor(i / n)},${i % n}`] : [])).sort();
  });
}

async function download(page, name) {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name, exact: true }).click();
  const file = await waiting;
  return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync(await file.path())) };
}

test('export at n = 32, step 999999999999999: PNG, SVG and GIF with no main-thread task over 100 ms', async ({ browser, page }) => {
  await page.goto('/?mode=explore&n=32&step=999999999999999');
  await expect(page.getByRole('gridcell')).toHaveCount(32 * 32);
  // Too far to reach quickly: the page offers the nearest step it reaches (10⁷).
  await page.locator('.nq-reach').getByRole('button', { name: /^Go to step 10,000,000/ }).click();
  // Landed: far into the search, and no sliced seek running any more.
  await expect.poll(() => shownStep(page), { timeout: 120_000 }).toBeGreaterThan(1_000_000);
  await expect(page.locator('.nq-busy')).toBeHidden({ timeout: 120_000 });
  const step = await shownStep(page);
  const queens = await shownQueens(page);
  expect(queens.length).toBeGreaterThan(0);
  await expectMeasureSeesLongTask(browser, page);

  const measured = {};
  for (const [name, kind] of [['Download PNG', 'png'], ['Download SVG', 'svg'], ['Download GIF', 'gif']]) {
    const { longestMs, file } = await longestMainThreadTaskMs(browser, page, async () => ({ file: await download(page, name) }));
    measured[kind] = longestMs;
    if (kind === 'gif') {
      expect(file.name).toBe(`n-queens-32-steps-${step}-${step + 199}.gif`);
      expect(new TextDecoder().decode(file.bytes.subarray(0, 6))).toBe('GIF89a');
    } else {
      expect(file.name).toBe(`n-queens-32-step-${step}${kind === 'png' ? '@2x' : ''}.${kind}`); // the quick PNG is 2×, for slides
    }
    if (kind === 'svg') {
      // The picture is the board on the page: its queens, square by square.
      const svg = new TextDecoder().decode(file.bytes);
      const drawn = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        return { title: doc.querySelector('title')?.textContent, queens: [...doc.querySelectorAll('text')].filter((t) => t.textContent === '♛').length };
      }, svg);
      expect(drawn.title).toBe(`32-queens board at step ${step}`);
      expect(drawn.queens).toBe(queens.length);
    }
    // The page did not move while exporting.
    expect(await shownStep(page)).toBe(step);
  }
  console.log(`longest main-thread task (CPU ms) at step ${step}: ${JSON.stringify(measured)}`);
  for (const [kind, ms] of Object.entries(measured)) expect(ms, `${kind}: longest task ${ms.toFixed(1)} ms`).toBeLessThan(LONGEST_TASK_MS);
});
