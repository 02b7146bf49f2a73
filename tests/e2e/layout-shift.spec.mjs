// Cumulative layout shift while the page loads (the wasm module, the mode's
// views, the strings): the space things take is reserved up front, so
// nothing moves once it arrives. Chromium's 'layout-shift' entries, summed
// (shifts right after input are not counted, as in the CLS metric; no input
// is made here).
import { test, expect } from '@playwright/test';
import { collectErrors } from './element-helpers.mjs';

const MAX_CLS = 0.1;

async function measureShift(page, url, ready) {
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.hadRecentInput) {
          window.__shifts.push({
            value: entry.value,
            sources: entry.sources.map((s) => `${s.node?.nodeName}.${s.node?.className ?? ''}`),
          });
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  await ready(page);
  // Anything late (fonts, a measured search length, the tree) gets time to land.
  await page.waitForTimeout(1500);
  return page.evaluate(() => ({
    cls: window.__shifts.reduce((sum, shift) => sum + shift.value, 0),
    shifts: window.__shifts,
  }));
}

const PAGES = [
  ['index.html (walkthrough)', '/', (page) => page.locator('.nq-board').first().waitFor()],
  ['?mode=explore&n=8', '/?mode=explore&n=8', (page) => page.locator('.nq-board').first().waitFor()],
  ['?mode=count', '/?mode=count', (page) => page.getByRole('button').first().waitFor()],
  ['?mode=quiz', '/?mode=quiz', (page) => page.locator('.nq-section--quiz > *').first().waitFor()],
  ['?mode=play', '/?mode=play', (page) => page.locator('.nq-section--play > *').first().waitFor()],
  // Chinese: its strings load on first use (i18n.js), after the page's first paint.
  ['index.html?lang=zh', '/?lang=zh', (page) => page.locator('.nq-board').first().waitFor()],
  ['?mode=explore&n=8&lang=zh', '/?mode=explore&n=8&lang=zh', (page) => page.locator('.nq-board').first().waitFor()],
  ['?mode=count&lang=zh', '/?mode=count&lang=zh', (page) => page.getByRole('button').first().waitFor()],
  ['?mode=quiz&lang=zh', '/?mode=quiz&lang=zh', (page) => page.locator('.nq-section--quiz > *').first().waitFor()],
  ['?mode=play&lang=zh', '/?mode=play&lang=zh', (page) => page.locator('.nq-section--play > *').first().waitFor()],
  ['embed.html', '/embed.html', (page) => page.locator('n-queens').evaluate((el) => el.ready)],
  ['embed.html?n=6&narration&tree&code', '/embed.html?n=6&narration&tree&code', (page) => page.locator('n-queens').evaluate((el) => el.ready)],
  ['embed.html?lang=zh&narration', '/embed.html?lang=zh&narration', (page) => page.locator('n-queens').evaluate((el) => el.ready)],
  ['embed.html?mode=explore', '/embed.html?mode=explore', (page) => page.locator('n-queens').evaluate((el) => el.ready)],
];

for (const [name, url, ready] of PAGES) for (const width of [1280, 360]) {
  test(`cumulative layout shift < ${MAX_CLS} while ${name} loads, ${width} px wide`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: 800 });
    const { cls, shifts } = await measureShift(page, url, ready);
    console.log(`CLS ${name} ${width}: ${cls.toFixed(3)} ${JSON.stringify(shifts)}`);
    expect(cls, JSON.stringify(shifts)).toBeLessThan(MAX_CLS);
    expect(errors).toEqual([]);
  });
}

// The search tree, the code panel and the export bar are imported after the
// first board (js/page/app.js). Held back here until the board is drawn:
// nothing in the first screen moves when they arrive, and what follows the
// stage (the export bar) was below the first screen until then.
// Tall screens, where the export bar would be in view without the room kept.
for (const [width, height] of [[1280, 1200], [360, 1400]]) {
  test(`the views imported after the first board move nothing in view, ${width} × ${height} px`, async ({ page }) => {
    const errors = collectErrors(page);
    let release;
    const gate = new Promise((resolve) => { release = resolve; });
    await page.route(/\/js\/ui\/(search-tree|code-view|export\/export-bar)\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.setViewportSize({ width, height });
    await page.goto('/?step=5');
    await expect(page.locator('[data-stat="step"]')).toHaveText(/^5 \//);
    const boxes = () => page.evaluate(() => Object.fromEntries(
      ['.nq-header', '.nq-intro', '.nq-stage__board', '.nq-narration', '.nq-stage__controls', '.nq-section--export'].map((selector) => {
        const { x, y, width: w, height: h } = document.querySelector(selector).getBoundingClientRect();
        return [selector, { x: Math.round(x), y: Math.round(y), w: Math.round(w), h: Math.round(h) }];
      }),
    ));
    const before = await boxes();
    expect(await page.locator('.nq-tree, .nq-code, .nq-export').count(), 'held back').toBe(0);
    expect(before['.nq-section--export'].y, 'the export bar waits below the first screen').toBeGreaterThanOrEqual(height);
    release();
    await expect(page.getByRole('button', { name: 'Download GIF' })).toBeVisible();
    await expect(page.getByRole('tree')).toBeVisible();
    await expect(page.locator('.nq-code__line[aria-current="true"]')).toHaveCount(1);
    const after = await boxes();
    for (const [selector, box] of Object.entries(before)) {
      if (box.y < height) expect(after[selector], `${selector}, in the first screen`).toEqual(box);
    }
    expect(after['.nq-section--export'].y, 'and it stays there').toBeGreaterThanOrEqual(height);
    expect(errors).toEqual([]);
  });
}
