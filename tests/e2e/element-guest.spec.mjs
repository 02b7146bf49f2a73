// A good guest (issue #25): the keys the widget handles never reach the
// page (mdBook turns the chapter on → and ←), a host's small root font
// (mdBook's html { font-size: 62.5% }) cannot shrink the widget's secondary
// text, and a long message wraps on a phone instead of widening the widget.
import { test, expect } from '@playwright/test';
import { collectErrors, openFixture, positionOf } from './element-helpers.mjs';

/** Counts the keydowns that reach the document, by key, in window.__pageKeys. */
async function listenOnPage(page) {
  await page.evaluate(() => {
    window.__pageKeys = [];
    document.addEventListener('keydown', (event) => window.__pageKeys.push(event.key));
  });
}

test('keys the widget handles stay inside it; others reach the page', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(page, 'guest-keys', '<n-queens id="w" n="4"></n-queens>');
  await listenOnPage(page);
  await page.locator('#w .nq-board').focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => positionOf(page, '#w')).toBe(1);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => positionOf(page, '#w')).toBe(0);
  // A focused slider's arrows move the slider, not the page's chapter.
  await page.locator('#w input[type="range"]').first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('x'); // not the widget's: the page hears it
  expect(await page.evaluate(() => window.__pageKeys)).toEqual(['x']);
  expect(errors).toEqual([]);
});

test('under a 62.5% root font (mdBook) the secondary text stays at 12 px or more', async ({ page }) => {
  await openFixture(page, 'guest-root-font', '<n-queens id="w" n="6" narration></n-queens><n-queens id="c" mode="count" n="8"></n-queens>', {
    head: '<style>html { font-size: 62.5%; }</style>',
  });
  const smallest = await page.evaluate(() => {
    const sizes = [];
    for (const widget of document.querySelectorAll('n-queens')) {
      for (const node of widget.shadowRoot.querySelectorAll('*')) {
        if (node.closest('svg') || node.closest('.nq-board')) continue; // drawn to the board's scale
        const text = [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent.trim());
        const box = node.getBoundingClientRect();
        if (text && box.width > 1 && box.height > 1) sizes.push([parseFloat(getComputedStyle(node).fontSize), node.className]);
      }
    }
    return sizes.sort((a, b) => a[0] - b[0])[0];
  });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `artifacts/screenshots/guest-root-62-5-${width}.png`, fullPage: true });
  }
  expect(smallest[0], `smallest text: ${smallest[1]}`).toBeGreaterThanOrEqual(12);
});

test('a long message wraps: no overflow at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // The counter's workers fail with a message naming a long URL.
  await page.route('**/js/workers/count-worker.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  const long = `/${'very_long_folder_name_'.repeat(8)}x`;
  await openFixture(page, 'guest-wrap', '<n-queens id="c" mode="count" n="9"></n-queens>');
  await page.locator('#c').getByRole('button', { name: 'Count', exact: true }).click();
  await expect(page.locator('#c .nq-count__status')).not.toBeEmpty();
  await page.evaluate((text) => {
    // A status as long as the failed count's message with a URL in it.
    const status = document.getElementById('c').shadowRoot.querySelector('.nq-count__status');
    status.textContent = `Counting failed: https://static.example.com${text}/js/workers/count-worker.js could not be loaded`;
  }, long);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    widget: document.getElementById('c').getBoundingClientRect().width,
  }));
  expect(widths.page).toBeLessThanOrEqual(375);
  expect(widths.widget).toBeLessThanOrEqual(375);
});
