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
