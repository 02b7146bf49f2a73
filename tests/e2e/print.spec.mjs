// Printing (a tutorial's author printed a page with widgets): no playback
// buttons, sliders, key hint, zoom or "Edit code" on paper; the board (its
// squares are backgrounds, kept), the narration, the counters and the whole
// program without its scroll box; light colours on a dark site or system.
// For the page (css/page-late.css and css/views.css, after its first board),
// the element (its adopted sheets) and embed.html (css/embed.css).
import { test, expect } from '@playwright/test';
import { collectErrors, openFixture, waitForWidgets } from './element-helpers.mjs';

const LIGHT_BG = 'rgb(250, 248, 244)';
const HIDDEN = ['.nq-controls__buttons', '.nq-controls__sliders', '.nq-keys', '.nq-tree__zoom', '.nq-edit__bar', '.nq-code__picker'];
const SHOWN = ['.nq-board', '.nq-narration', '.nq-stats', '.nq-tree', '.nq-code__pre'];

/** What a printout of `root` (a document or a shadow root) shows: visible parts, the code's box, the colours. */
function printed(root, { hidden, shown }) {
  const visible = (selector) => [...root.querySelectorAll(selector)].some((node) => node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden');
  const pre = root.querySelector('.nq-code__pre');
  const lines = root.querySelectorAll('.nq-code__line');
  const last = lines[lines.length - 1].getBoundingClientRect();
  const box = pre.getBoundingClientRect();
  const cell = root.querySelector('.nq-cell');
  return {
    hidden: hidden.filter(visible),
    missing: shown.filter((selector) => !visible(selector)),
    codeScrolls: pre.scrollHeight > pre.clientHeight + 1 || getComputedStyle(pre).overflowY !== 'visible',
    lastLineInside: last.bottom <= box.bottom + 1 && last.height > 0,
    lines: lines.length,
    squares: getComputedStyle(cell).printColorAdjust,
    fg: getComputedStyle(root.querySelector('.nq-narration')).color,
  };
}

const EXPECTED = { hidden: [], missing: [], codeScrolls: false, lastLineInside: true, squares: 'exact', fg: 'rgb(30, 33, 38)' };

test('the element prints its board, narration and whole code, no controls, in light colours on a dark site', async ({ page }) => {
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await openFixture(page, 'print-element', '<n-queens id="w" n="6" narration tree code step="30" style="--nq-code-height: 12rem"></n-queens>', {
    head: '<style>:root { color-scheme: dark; background: #111; } n-queens { color-scheme: dark; }</style>',
  });
  await waitForWidgets(page);
  const widget = page.locator('#w');
  await expect(widget.locator('.nq-code__line').first()).toBeVisible();
  await expect(widget.locator('.nq-edit__bar')).toBeVisible(); // on screen, the Edit code button
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  const shown = await widget.evaluate((el, args) => ({ ...(0, eval)(`(${args.printed})`)(el.shadowRoot, args), bg: getComputedStyle(el).backgroundColor }), { printed: printed.toString(), hidden: HIDDEN, shown: SHOWN });
  expect(shown).toMatchObject({ ...EXPECTED, bg: LIGHT_BG });
  expect(shown.lines).toBeGreaterThan(40);
  await page.screenshot({ path: 'artifacts/screenshots/print-element.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('embed.html prints the widget at its content\'s height, without the full-page link, in light colours', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 700, height: 500 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/embed.html?n=6&narration&tree&code&step=30');
  await waitForWidgets(page);
  await expect(page.locator('n-queens .nq-code__line').first()).toBeVisible();
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  const shown = await page.evaluate((args) => {
    const widget = document.getElementById('widget');
    return {
      ...(0, eval)(`(${args.printed})`)(widget.shadowRoot, args),
      bg: getComputedStyle(widget).backgroundColor,
      link: getComputedStyle(document.getElementById('embed-full')).display,
      board: widget.shadowRoot.querySelector('.nq-board').getBoundingClientRect().width,
    };
  }, { printed: printed.toString(), hidden: HIDDEN, shown: SHOWN });
  expect(shown).toMatchObject({ ...EXPECTED, bg: LIGHT_BG, link: 'none' });
  expect(shown.board).toBeGreaterThan(300); // sized from the width, not the 500 px viewport's height
  await page.screenshot({ path: 'artifacts/screenshots/print-embed.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('the page prints the view without its tabs, language links, export bar and controls, in light colours', async ({ page }) => {
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/?step=12&code=recursive');
  await expect(page.locator('.nq-code__line').first()).toBeVisible();
  await expect(page.locator('.nq-export')).toBeVisible();
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  const shown = await page.evaluate((args) => ({
    ...(0, eval)(`(${args.printed})`)(document, args),
    scheme: getComputedStyle(document.documentElement).colorScheme,
  }), { printed: printed.toString(), hidden: [...HIDDEN.filter((s) => s !== '.nq-edit__bar'), '.nq-header__modes', '.nq-lang', '.nq-export', '.nq-footer'], shown: ['.nq-board', '.nq-narration', '.nq-code__pre', '.nq-header__title'] });
  expect(shown).toMatchObject({ ...EXPECTED, scheme: 'light' });
  await page.screenshot({ path: 'artifacts/screenshots/print-page.png', fullPage: true });
  expect(errors).toEqual([]);
});
