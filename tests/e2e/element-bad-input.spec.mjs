// Found by a tutorial's author trying the embeds: bad input to <n-queens>
// that changed the widget without a word (seek('abc') went to step 0, an
// unknown controls name vanished, el.solution read back a value not in use),
// and a page policy's error shown as the browser's raw text. Each one is
// now told in the console (or in the widget) with what is allowed, and
// nothing throws (docs/embedding.md).
import { test, expect } from '@playwright/test';
import { collectErrors, openFixture, expectPosition } from './element-helpers.mjs';

/** The `<n-queens>` warnings the page (and its iframes) print. */
function collectWarnings(page) {
  const warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /^(<n-queens>|embed\.html)/.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

test('seek() with a bad argument moves nothing and says what it takes; a good one still goes there', async ({ page }) => {
  const errors = collectErrors(page);
  const warnings = collectWarnings(page);
  await openFixture(page, 'seek-bad', '<n-queens id="w" n="4"></n-queens>');
  const seek = (arg) => page.evaluate((source) => document.getElementById('w').seek(eval(source)), arg);
  expect(await seek('7')).toBe(7);
  for (const bad of ["'abc'", '-1', '2.5', 'Infinity', 'NaN', 'null', 'undefined']) {
    expect(await seek(bad), bad).toBe(7); // resolves with the step shown, which stays
  }
  await expectPosition(page, '#w', 7);
  expect(warnings).toEqual([
    '<n-queens>: seek("abc") is ignored (the widget stays at its step): seek takes a whole number from 0.',
    '<n-queens>: seek(-1) is ignored (the widget stays at its step): seek takes a whole number from 0.',
    '<n-queens>: seek(2.5) is ignored (the widget stays at its step): seek takes a whole number from 0.',
    '<n-queens>: seek(Infinity) is ignored (the widget stays at its step): seek takes a whole number from 0.',
    '<n-queens>: seek(NaN) is ignored (the widget stays at its step): seek takes a whole number from 0.',
    '<n-queens>: seek(null) is ignored (the widget stays at its step): seek takes a whole number from 0.',
    '<n-queens>: seek(undefined) is ignored (the widget stays at its step): seek takes a whole number from 0.',
  ]);
  expect(await seek("'3'")).toBe(3); // its digits, as the step attribute takes them
  expect(await seek('0')).toBe(0);
  expect(errors).toEqual([]);
});

test('an unknown controls name is told, by attribute and by property, naming the parts', async ({ page }) => {
  const errors = collectErrors(page);
  const warnings = collectWarnings(page);
  await openFixture(page, 'controls-bad', '<n-queens id="a" controls="foo"></n-queens><n-queens id="b" controls="buttons foo"></n-queens><n-queens id="c" controls="buttons timeline"></n-queens>');
  const takes = 'controls takes names of buttons, timeline, speed, stats, keys (space-separated), or none.';
  await expect.poll(() => warnings.length).toBe(2);
  expect(warnings.sort()).toEqual([
    `<n-queens>: controls="foo" is ignored (the default is used): ${takes}`,
    `<n-queens>: foo in controls="buttons foo" is ignored (the other names apply): ${takes}`,
  ]);
  expect(await page.evaluate(() => ['a', 'b', 'c'].map((id) => document.getElementById(id).controls))).toEqual([
    'buttons timeline speed stats keys',
    'buttons',
    'buttons timeline',
  ]);
  await page.evaluate(() => {
    document.getElementById('c').controls = 'stats bar baz';
  });
  await expect.poll(() => warnings.length).toBe(3);
  expect(warnings[2]).toBe(`<n-queens>: bar, baz in controls="stats bar baz" is ignored (the other names apply): ${takes}`);
  expect(errors).toEqual([]);
});

// As `n` reads the value in use after a bad value, `solution` reads 1 once
// the widget has counted fewer solutions than asked (it shows solution 1).
test('el.solution reads the solution in use: 1 once there are fewer than asked', async ({ page }) => {
  await openFixture(page, 'solution-read', '<n-queens id="w" n="4" solution="5"></n-queens><n-queens id="f" mode="board" n="6" solution="7"></n-queens><n-queens id="ok" n="4" solution="2"></n-queens>');
  const read = () => page.evaluate(() => ['w', 'f', 'ok'].map((id) => document.getElementById(id).solution));
  await expect.poll(read).toEqual([1, 1, 2]);
  // Another n: its own count decides (n = 8 has 92 solutions).
  await page.evaluate(() => {
    document.getElementById('w').n = 8;
  });
  expect(await page.evaluate(() => document.getElementById('w').solution)).toBe(5);
  await page.evaluate(() => {
    document.getElementById('w').n = 4;
  });
  await expect.poll(() => page.evaluate(() => document.getElementById('w').solution)).toBe(1);
});

// The host's policy without 'wasm-unsafe-eval': the browser's own message
// names 'unsafe-eval', which would allow eval() too. The widget names the
// keyword it needs, in its own styled notice.
test('a policy that forbids compiling the wasm is named in a styled notice: script-src needs wasm-unsafe-eval', async ({ page }) => {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>csp-no-wasm</title>
<script type="module" src="/nqueens-element.js"></script></head>
<body><n-queens id="w"></n-queens></body></html>`;
  await page.route('**/__fixtures/csp-no-wasm.html', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self'" },
      body: html,
    }),
  );
  await page.goto('/__fixtures/csp-no-wasm.html');
  const status = page.locator('#w').locator('[part="status"][role="alert"]');
  await expect(status).toHaveText(/script-src must allow 'wasm-unsafe-eval' \(not 'unsafe-eval'/);
  await expect(status).not.toContainText('compileStreaming');
  // Styled like the widget's other notices: its frame and muted text, not bare page text.
  const look = await page.locator('#w').evaluate((widget) => ({
    sheets: widget.shadowRoot.adoptedStyleSheets.length,
    padding: getComputedStyle(widget).paddingTop,
    color: getComputedStyle(widget.shadowRoot.querySelector('[part="status"]')).color,
    fg: getComputedStyle(widget).color,
  }));
  expect(look.sheets).toBeGreaterThan(0);
  expect(look.padding).not.toBe('0px');
  expect(look.color).not.toBe(look.fg); // --nq-muted
});
