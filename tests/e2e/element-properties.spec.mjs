// Properties as frameworks set them (issue #25): React 19 sets a custom
// element's properties with the JSX values, so every property takes the
// attribute's own values (`el.code = 'flags'` shows that view, `true` the
// default one, `el.narration = ''` is on); and `heading-level` puts the
// widget's headings in the page's outline (axe's heading-order).
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { collectErrors, openFixture } from './element-helpers.mjs';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The code view the widget's panel shows (its selector), or null before it is built. */
function codeViewShown(page, selector) {
  return page.evaluate((sel) => document.querySelector(sel).shadowRoot.querySelector('.nq-code__select')?.value ?? null, selector);
}

test('every property takes its attribute\'s values, as React 19 sets them', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(page, 'properties', '<n-queens id="w" n="4"></n-queens>');
  // What React 19 does on a client-side render of <n-queens code="flags" narration="" n="6" />.
  await page.evaluate(() => {
    const widget = document.getElementById('w');
    widget.code = 'flags';
    widget.narration = '';
    widget.n = '6';
  });
  await expect.poll(() => codeViewShown(page, '#w')).toBe('flags');
  const state = await page.evaluate(() => {
    const widget = document.getElementById('w');
    return { code: widget.getAttribute('code'), codeProperty: widget.code, narration: widget.narration, n: widget.n };
  });
  expect(state).toEqual({ code: 'flags', codeProperty: 'flags', narration: true, n: 6 });
  await expect(page.locator('#w .nq-narration, #w [part~="narration"]').first()).toBeVisible();

  // true keeps meaning the default view; false and null remove the attribute.
  await page.evaluate(() => {
    document.getElementById('w').code = true;
  });
  await expect.poll(() => codeViewShown(page, '#w')).toBe('recursive');
  expect(await page.evaluate(() => document.getElementById('w').getAttribute('code'))).toBe('');
  const removed = await page.evaluate(() => {
    const widget = document.getElementById('w');
    widget.code = false;
    widget.narration = null;
    widget.n = null;
    return { code: widget.hasAttribute('code'), codeProperty: widget.code, narration: widget.hasAttribute('narration'), n: widget.hasAttribute('n') };
  });
  expect(removed).toEqual({ code: false, codeProperty: false, narration: false, n: false });
  await expect(page.locator('#w .nq-code__select').first()).toBeHidden();
  expect(errors).toEqual([]);
});

test('a step passed back from nqueens-step (a controlled prop) neither pauses the playback nor repeats the step', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(page, 'controlled-step', '<n-queens id="w" n="5" speed="16" step="0"></n-queens>');
  // What Vue's :step="step" with @nqueens-step="step = $event.detail.step" does
  // (React's step={step} too, a task later): the step heard comes back as the
  // property once the framework renders, here at the end of the task.
  await page.evaluate(() => {
    const widget = document.getElementById('w');
    window.__steps = [];
    window.__echo = true;
    widget.addEventListener('nqueens-step', (event) => {
      if (!window.__echo) return;
      window.__steps.push(event.detail.step);
      queueMicrotask(() => {
        widget.step = event.detail.step;
      });
    });
    widget.play();
  });
  await expect.poll(() => page.evaluate(() => document.getElementById('w').position), { timeout: 20_000 }).toBeGreaterThan(12);
  const { playing, steps } = await page.evaluate(() => ({ playing: document.getElementById('w').playing, steps: window.__steps }));
  expect(playing).toBe(true);
  // Each step is reported once, in order: the echo is not a new step.
  expect(steps).toEqual(steps.map((_, i) => steps[0] + i));
  // A step the widget does not stand at still goes there (and stops the playback, as a seek does).
  await page.evaluate(async () => {
    window.__echo = false;
    await new Promise((resolve) => setTimeout(resolve, 50)); // the echoes already on their way
    document.getElementById('w').step = 3;
  });
  await expect.poll(() => page.evaluate(() => document.getElementById('w').position)).toBe(3);
  expect(await page.evaluate(() => document.getElementById('w').playing)).toBe(false);
  expect(errors).toEqual([]);
});

test('heading-level: the widget\'s top headings at that level, the ones under them deeper; axe heading-order passes', async ({ page }) => {
  await openFixture(
    page,
    'headings',
    `<main><h1>Backtracking</h1>
     <n-queens id="walk" narration tree code></n-queens>
     <section><h2>Counting</h2><n-queens id="count" mode="count" n="6" heading-level="3"></n-queens></section></main>`,
  );
  const levels = (selector) =>
    page.evaluate((sel) => [...document.querySelector(sel).shadowRoot.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.getAttribute('aria-level'))), selector);
  await expect.poll(async () => Math.min(...(await levels('#walk')))).toBe(2);
  expect(Math.max(...(await levels('#walk')))).toBeLessThanOrEqual(3);
  await expect.poll(async () => Math.min(...(await levels('#count')))).toBe(3);
  expect(await page.evaluate(() => document.getElementById('count').headingLevel)).toBe(3);

  await page.addScriptTag({ content: AXE_SOURCE });
  const order = await page.evaluate(async () => (await window.axe.run(document, { runOnly: ['heading-order'] })).violations.length);
  expect(order).toBe(0);

  // The property moves them at once.
  await page.evaluate(() => {
    document.getElementById('walk').headingLevel = 4;
  });
  await expect.poll(async () => Math.min(...(await levels('#walk')))).toBe(4);
});

// Found trying it as a tutorial's author: mode="quiz" n="12" showed 4 queens
// with no word of why. An ignored value is told once in the console, with
// what the attribute takes; the iframe's query is read the same way.
test('an ignored attribute value is told in the console once, with what it takes', async ({ page }) => {
  const warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('<n-queens>')) warnings.push(message.text());
  });
  await openFixture(page, 'ignored', '<n-queens id="w" mode="quiz" n="12" speed="fast"></n-queens>');
  await expect.poll(() => warnings.length).toBe(2);
  expect(warnings).toEqual([
    '<n-queens>: n="12" is ignored (the default is used): n takes a whole number from 1 to 8 in mode quiz.',
    '<n-queens>: speed="fast" is ignored (the default is used): speed takes a number of steps per second above 0.',
  ]);
  await page.evaluate(() => document.getElementById('w').setAttribute('code', 'bitmsk'));
  await expect.poll(() => warnings.length).toBe(3);
  expect(warnings[2]).toMatch(/^<n-queens>: code="bitmsk" is ignored .*: code takes empty, or one of recursive, booleans, list, /);
  await page.evaluate(() => document.getElementById('w').setAttribute('n', '6')); // a valid change: nothing more
  await page.waitForTimeout(200);
  expect(warnings).toHaveLength(3);
  await page.goto('/embed.html?mode=quiz&n=12');
  await expect.poll(() => warnings.length).toBe(4);
  expect(warnings[3]).toContain('n="12" is ignored');
});

// Found by a tutorial's author: solution="5" with n="4" showed solution 1
// without a word. How many solutions there are is known once the search has
// counted them: then the console says so, once, as for the other values.
test('a solution past the last one is told in the console once, with how many there are', async ({ page }) => {
  const errors = collectErrors(page);
  const warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('<n-queens>')) warnings.push(message.text());
  });
  await openFixture(
    page,
    'solution-past',
    `<n-queens id="walk" n="4" solution="5"></n-queens>
     <n-queens id="board" mode="board" n="6" solution="7"></n-queens>
     <n-queens id="code" n="4" solution="3" code="flags"></n-queens>
     <n-queens id="fine" n="4" solution="2"></n-queens>`,
  );
  await expect.poll(() => warnings.length).toBe(3);
  expect(warnings.sort()).toEqual([
    '<n-queens>: solution="3" is ignored (solution 1 is shown): solution takes a whole number from 1 to 2 for n = 4 in the flags program.',
    '<n-queens>: solution="5" is ignored (solution 1 is shown): solution takes a whole number from 1 to 2 for n = 4.',
    '<n-queens>: solution="7" is ignored (solution 1 is shown): solution takes a whole number from 1 to 4 for n = 6.',
  ]);
  // Solution 1 is what shows: before solution 2's step.
  const positions = () => page.evaluate(() => ['walk', 'fine'].map((id) => document.getElementById(id).position));
  await expect.poll(async () => (await positions()).every((position) => position > 0)).toBe(true);
  const [walkAt, secondAt] = await positions();
  expect(walkAt).toBeLessThan(secondAt);
  // Told once: the same value again says nothing more; another n says its own count.
  await page.evaluate(() => {
    document.getElementById('walk').solution = 5; // set again: it goes to solution 1 again
  });
  await page.waitForTimeout(300);
  expect(warnings).toHaveLength(3);
  await page.evaluate(() => {
    document.getElementById('walk').n = 6;
  });
  await expect.poll(() => warnings.length).toBe(4);
  expect(warnings[3]).toBe('<n-queens>: solution="5" is ignored (solution 1 is shown): solution takes a whole number from 1 to 4 for n = 6.');
  expect(errors).toEqual([]);
});
