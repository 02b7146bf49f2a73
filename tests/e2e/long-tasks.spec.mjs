// The main thread's budget in every mode (issue #27): loading and using
// each mode of the page (walkthrough, explore with its gallery, code views
// and export at a huge step, quiz, free play with Hint and "Continue the
// search from here" at n = 32, count, the page's language (explore, free play) and modes at
// n = 32), the embed page, and the element's
// attribute and language changes never run a main-thread task over 100 ms
// of CPU (the goal is 50; the rest is the margin for a loaded CI machine).
//
// The measure is Chromium's trace (CPU time of each top-level task of the
// page's main thread, main-thread.mjs), the page's own tasks: the test
// driver's messages (Playwright's injected script and locator queries, up to
// 50–60 ms of CPU in a new document) are reported beside them but not
// counted, so every page action here starts in a task of the page's own
// (input, navigation, a timer). A PerformanceObserver for
// `longtask` also runs in every page: its entries are wall time, which a
// loaded machine inflates, so they are logged beside the CPU times (and
// in the test's annotations) rather than asserted.
//
// Run alone: npx playwright test tests/e2e/long-tasks.spec.mjs --workers=1
import { test, expect } from '@playwright/test';
import { longestMainThreadTaskMs, expectMeasureSeesLongTask, expectPageMeasureSeesLongTask } from './main-thread.mjs';
import { openFixture } from './element-helpers.mjs';

test.use({ reducedMotion: 'reduce' });
test.setTimeout(90_000);

const LONGEST_TASK_MS = 100;
// A task's CPU time on a shared 2-core CI machine still spikes now and then
// (once over 100 ms where a quiet run measures 15-35 ms): a budget fails
// when it is over in two attempts, not one.
test.describe.configure({ retries: 1 });

// Long tasks (wall clock) from the document's start, in every page.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__longTasks = [];
    try {
      new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => Math.round(e.duration)))).observe({ type: 'longtask' });
    } catch {
      // no longtask support: nothing logged
    }
  });
});

/** Waits for two frames and an idle period: the tail of a render is part of what is measured. */
function settle(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 3000 })));
      }),
  );
}

/** Measures `action` (then settles): records its longest task under `label` in `measured`. */
async function measure(browser, page, measured, label, action) {
  const { longestMs, driverMs } = await longestMainThreadTaskMs(
    browser,
    page,
    async () => {
      await action();
      await settle(page);
      return {};
    },
    { withoutDriver: true },
  );
  measured[label] = Math.round(longestMs * 10) / 10;
  (measured.driver ??= {})[label] = Math.round(driverMs * 10) / 10;
}

/** Logs and checks every measure of a test. */
async function report(page, title, measured) {
  const wall = await page.evaluate(() => window.__longTasks ?? []).catch(() => []);
  console.log(`${title}: longest main-thread task (CPU ms) ${JSON.stringify(measured)}; long tasks (wall ms) ${JSON.stringify(wall)}`);
  test.info().annotations.push({ type: 'longest tasks (CPU ms)', description: JSON.stringify(measured) });
  const { driver, ...own } = measured;
  const over = Object.entries(own).filter(([, ms]) => !(ms < LONGEST_TASK_MS));
  expect(over, `${title}: measures with a task over ${LONGEST_TASK_MS} ms`).toEqual([]);
}

const stepText = (page) => page.locator('[data-stat="step"]');

async function shownStep(page) {
  const text = await stepText(page).textContent();
  return Number(text.split('/')[0].replace(/\D/g, ''));
}

test("the measure sees a long task, and one of the page's own without the driver's", async ({ browser, page }) => {
  await page.goto('/');
  await expectMeasureSeesLongTask(browser, page);
  await expectPageMeasureSeesLongTask(browser, page);
});

test('walkthrough and the code views: load, steps, play, every view by event and by line', async ({ browser, page }) => {
  const measured = {};
  await measure(browser, page, measured, 'load', async () => {
    await page.goto('/?code=recursive');
    await expect(page.getByRole('gridcell')).toHaveCount(16);
  });
  const step = page.getByRole('button', { name: 'Step', exact: true });
  await measure(browser, page, measured, 'steps', async () => {
    for (let i = 1; i <= 5; i += 1) {
      await step.click();
      await expect(stepText(page)).toHaveText(new RegExp(`^${i} /`));
    }
  });
  await measure(browser, page, measured, 'play', async () => {
    await page.getByRole('slider', { name: 'Speed' }).fill('5');
    await page.locator('.nq-btn--toggle').click();
    await page.waitForTimeout(1500);
    await page.locator('.nq-btn--toggle').click();
    await page.locator('.nq-btn--restart').click();
  });
  const views = await page.getByRole('combobox', { name: 'Code' }).locator('option').evaluateAll((options) => options.map((o) => o.value));
  expect(views.length).toBeGreaterThan(3);
  await measure(browser, page, measured, 'code views', async () => {
    for (const view of views) {
      await page.getByRole('combobox', { name: 'Code' }).selectOption(view);
      await expect(page.locator('.nq-code__line').first()).toBeVisible();
      await step.click();
    }
  });
  await measure(browser, page, measured, 'by line', async () => {
    await page.locator('.nq-btn--restart').click();
    await page.getByRole('combobox', { name: 'Step by' }).selectOption('line');
    for (let i = 0; i < 5; i += 1) await step.click();
    await expect(page.locator('.nq-code__line[aria-current="true"]')).toHaveCount(1);
  });
  await report(page, 'walkthrough', measured);
});

const HUGE_STEP = 3_000_000;

test('explore at n = 32: a huge step, its gallery, PNG and SVG export', async ({ browser, page }) => {
  test.setTimeout(150_000);
  const measured = {};
  await measure(browser, page, measured, 'load n = 12, step 100000', async () => {
    await page.goto('/?mode=explore&n=12&step=100000');
    await expect(page.getByRole('gridcell')).toHaveCount(144);
    await expect(stepText(page)).toHaveText(/^100,000 \//, { timeout: 60_000 });
  });
  await measure(browser, page, measured, 'gallery pages n = 12', async () => {
    const gallery = page.locator('.nq-section--gallery');
    await gallery.scrollIntoViewIfNeeded();
    for (let i = 0; i < 3; i += 1) await gallery.locator('[data-action="next"]').click();
    await expect(gallery.locator('[data-action="prev"]')).toBeEnabled();
  });
  // A huge step, but not one past the end: the page would first measure
  // the search for seconds (export-main-thread.spec.mjs covers that one).
  await measure(browser, page, measured, `load n = 32, step ${HUGE_STEP}`, async () => {
    await page.goto(`/?mode=explore&n=32&step=${HUGE_STEP}`);
    await expect(page.getByRole('gridcell')).toHaveCount(32 * 32);
    await expect.poll(() => shownStep(page), { timeout: 60_000 }).toBe(HUGE_STEP);
    await expect(page.locator('.nq-busy')).toBeHidden({ timeout: 60_000 });
  });
  for (const name of ['Download PNG', 'Download SVG']) {
    await measure(browser, page, measured, name, async () => {
      const waiting = page.waitForEvent('download');
      await page.getByRole('button', { name, exact: true }).click();
      await (await waiting).path();
    });
  }
  await measure(browser, page, measured, 'step back and forward', async () => {
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    await page.getByRole('button', { name: 'Step back', exact: true }).click();
    await expect(stepText(page)).toHaveText(/^3,000,000 \//);
  });
  await report(page, 'explore', measured);
});

test('the embed page: explore at n = 27, solution 3', async ({ browser, page }) => {
  // The shorter of two loads: a load's task also holds the JIT's and the
  // garbage collector's work, which a loaded machine only ever adds to.
  const runs = {};
  for (const run of ['first', 'second']) {
    await page.goto('about:blank');
    await measure(browser, page, runs, run, async () => {
      await page.goto('/embed.html?mode=explore&n=27&solution=3');
      await expect(page.locator('n-queens').getByRole('gridcell')).toHaveCount(27 * 27);
    });
  }
  await report(page, 'embed', { load: Math.min(runs.first, runs.second) });
});

test('the page at n = 32: language changes, other modes and back to explore', async ({ browser, page }) => {
  await page.goto('/?mode=explore&n=32');
  await expect(page.locator('.nq-stage .nq-cell')).toHaveCount(32 * 32);
  await settle(page);
  const measured = {};
  // The language links and mode tabs are links: a click is the page's own task.
  await measure(browser, page, measured, 'language', async () => {
    for (const lang of ['zh', 'en']) {
      const link = page.locator(`.nq-lang:not(.nq-presentbar__lang) > .nq-lang__link[data-lang="${lang}"]`);
      await link.click();
      await expect(link).toHaveAttribute('aria-current', 'true');
      await page.waitForTimeout(600);
    }
  });
  // The stage hidden (count) and shown again: its 32×32 board lays out a
  // batch of rows per frame (board-view.js reveal), not all in one frame
  // (57 ms of layout before).
  await page.evaluate(() => {
    const grid = document.querySelector('.nq-stage .nq-board');
    window.__rowsSeen = [];
    new MutationObserver(() => window.__rowsSeen.push(grid.children.length)).observe(grid, { childList: true });
  });
  await measure(browser, page, measured, 'count, then explore again', async () => {
    await page.locator('.nq-tab[data-mode="count"]').click();
    await expect(page.getByRole('button', { name: 'Count', exact: true })).toBeVisible();
    await page.locator('.nq-tab[data-mode="explore"]').click();
    await expect(page.locator('.nq-stage .nq-board__row')).toHaveCount(32);
    await page.waitForTimeout(600);
  });
  const rowsSeen = await page.evaluate(() => window.__rowsSeen);
  expect(Math.min(...rowsSeen), `the rows joined again in batches: ${rowsSeen}`).toBeLessThan(32);
  // Free play's 32×32 board and its panels take a new language too (55–57 ms before it was spread over frames).
  await page.goto('/?mode=play&n=32');
  await expect(page.locator('.nq-section--play .nq-board__row')).toHaveCount(32);
  await settle(page);
  await measure(browser, page, measured, 'free play: language', async () => {
    for (const lang of ['zh', 'en']) {
      const link = page.locator(`.nq-lang:not(.nq-presentbar__lang) > .nq-lang__link[data-lang="${lang}"]`);
      await link.click();
      await expect(link).toHaveAttribute('aria-current', 'true');
      await page.waitForTimeout(600);
    }
  });
  await report(page, 'page n = 32', measured);
});

test('quiz: load and answers', async ({ browser, page }) => {
  const measured = {};
  await measure(browser, page, measured, 'load n = 8', async () => {
    await page.goto('/?mode=quiz&n=8');
    await expect(page.getByRole('button', { name: 'Place', exact: true })).toBeVisible();
  });
  await measure(browser, page, measured, 'skip ahead', async () => {
    for (let i = 0; i < 5; i += 1) await page.getByRole('button', { name: 'Skip ahead to the next dead end', exact: true }).click();
  });
  await report(page, 'quiz', measured);
});

/** Square (row, col) of free play's board. */
const square = (page, row, col) => page.locator(`.nq-play button[data-row="${row}"][data-col="${col}"]`);

test('free play at n = 32: load, many clicks, Hint, Continue', async ({ browser, page }) => {
  const measured = {};
  await measure(browser, page, measured, 'load', async () => {
    await page.goto('/?mode=play&n=32');
    await expect(page.locator('.nq-play button[data-row]')).toHaveCount(32 * 32);
  });
  const status = page.locator('.nq-play [data-role="status"]');
  await measure(browser, page, measured, 'Hint on the empty board', async () => {
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect(status).toHaveText(/^(Hint: place a queen|The search could not decide)/);
  });
  await measure(browser, page, measured, '16 clicks', async () => {
    for (let i = 0; i < 8; i += 1) {
      await square(page, 2 * i, (i * 7) % 32).click();
      await square(page, 2 * i, (i * 7) % 32).click();
    }
  });
  await square(page, 0, 5).click();
  await square(page, 1, 0).click();
  await measure(browser, page, measured, 'Hint after two queens', async () => {
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect(status).toHaveText(/^(Hint: place a queen|The search could not decide|This cannot be completed)/);
  });
  await measure(browser, page, measured, 'Continue the search from here', async () => {
    await page.getByRole('button', { name: 'Continue the search from here', exact: true }).click();
    await expect(page.getByRole('gridcell').first()).toBeVisible();
  });
  // Count, then back to free play (hidden meanwhile): its 32×32 board lays
  // out a batch of rows per frame (learn-board.js reveal), not all in one
  // frame (98-127 ms before).
  await page.locator('.nq-tab[data-mode="count"]').click();
  await expect(page.locator('.nq-section--play')).toBeHidden();
  await page.evaluate(() => {
    const grid = document.querySelector('.nq-play .nq-board');
    window.__rowsSeen = [];
    new MutationObserver(() => window.__rowsSeen.push(grid.children.length)).observe(grid, { childList: true });
  });
  await measure(browser, page, measured, 'count, then free play again', async () => {
    await page.locator('.nq-tab[data-mode="play"]').click();
    await expect(page.locator('.nq-play .nq-board__row')).toHaveCount(32);
    await page.waitForTimeout(600);
  });
  const rowsSeen = await page.evaluate(() => window.__rowsSeen);
  expect(Math.min(...rowsSeen), `free play's rows joined again in batches: ${rowsSeen}`).toBeLessThan(32);
  await report(page, 'play', measured);
});

test('count: n = 12 counted', async ({ browser, page }) => {
  const measured = {};
  await measure(browser, page, measured, 'load', async () => {
    await page.goto('/?mode=count&n=12');
    await expect(page.getByRole('button', { name: 'Count', exact: true })).toBeEnabled();
  });
  await measure(browser, page, measured, 'count n = 12', async () => {
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled({ timeout: 60_000 });
  });
  await report(page, 'count', measured);
});

test("the element: n, mode and language changes with tree, code and narration", async ({ browser, page }) => {
  const measured = {};
  await openFixture(page, 'long-tasks', '<n-queens id="w" mode="explore" n="8" tree code narration></n-queens>');
  // Each change in a task of its own (what a framework's updates do), a
  // timer's: none runs inside the driver's message.
  const changes = [
    ['n', '32'], ['lang', 'zh'], ['n', '27'], ['lang', 'en'], ['mode', 'walkthrough'], ['mode', 'explore'],
    ['n', '32'], ['mode', 'board'], ['mode', 'play'], ['mode', 'quiz'], ['mode', 'count'], ['mode', 'explore'], ['n', '20'],
  ];
  await measure(browser, page, measured, 'one change per task', async () => {
    await page.evaluate(async (list) => {
      const widget = document.getElementById('w');
      for (const [name, value] of list) {
        await new Promise((resolve) => setTimeout(resolve, 30));
        widget.setAttribute(name, value);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }, changes);
  });
  await measure(browser, page, measured, 'many changes in a burst', async () => {
    await page.evaluate(async () => {
      const widget = document.getElementById('w');
      for (let i = 0; i < 20; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        widget.setAttribute('n', String(4 + (i % 29)));
        if (i % 5 === 0) widget.setAttribute('lang', i % 10 ? 'zh' : 'en');
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
  });
  // A new language on a settled 32×32 board with tree, code and narration:
  // every square took it in one frame (100-120 ms of layout); the rows
  // now take it a batch per frame (ui/board-rows.js, rowLanguage), and the
  // glyphs' size is one style of the board, not n×n container-unit styles
  // (55-70 ms -> 30-36).
  await page.evaluate(async () => {
    const widget = document.getElementById('w');
    widget.setAttribute('mode', 'explore');
    widget.setAttribute('n', '32');
    await new Promise((resolve) => setTimeout(resolve, 1500));
  });
  await measure(browser, page, measured, 'language on a settled 32×32 board', async () => {
    await page.evaluate(async () => {
      const widget = document.getElementById('w');
      for (const lang of ['zh', 'en', 'zh', 'en']) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        widget.setAttribute('lang', lang);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
  });
  // Each row ends in the language of its squares' labels.
  const rowLangs = await page.evaluate(() => [...new Set([...document.getElementById('w').shadowRoot.querySelectorAll('.nq-board__row')].map((row) => row.lang))]);
  expect(rowLangs).toEqual(['en']);
  await report(page, 'element', measured);
});
