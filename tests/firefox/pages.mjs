// Firefox: the element's strict-CSP example (worker-src, 'wasm-unsafe-eval',
// constructed stylesheets) works with no policy violation, and the explorer
// opens with no console error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoErrors, named, openPage, useSuite, until } from './harness.mjs';

const suite = useSuite();

// Records every Content-Security-Policy violation of the page (window.__violations).
function recordViolations(page) {
  return page.evaluateOnNewDocument(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations.push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
}

test('examples/csp.html under its strict policy: every widget draws, the count runs in workers', async () => {
  const { page, errors, close } = await openPage(suite, '/examples/csp.html', { before: recordViolations });
  await page.evaluate(async () => {
    await customElements.whenDefined('n-queens');
    await Promise.all([...document.querySelectorAll('n-queens')].map((widget) => widget.ready));
  });
  // The count of n = 10 starts by itself (autoplay) and logs its total: 724 (OEIS A000170).
  await until(page, 'the count of n = 10 in the log', () =>
    [...document.querySelectorAll('#log li')].some((entry) => entry.textContent === 'count: done, 724 solutions'),
  );
  const walkthrough = await page.$('#walkthrough');
  await named(page, 'row 1, column 1', 'gridcell', walkthrough);
  // The element's styles apply (constructed sheets are allowed by style-src 'self'): the board is laid out.
  const board = await walkthrough.evaluate((host) => host.shadowRoot.querySelector('[role="grid"]').getBoundingClientRect().toJSON());
  assert.ok(board.width > 100 && Math.abs(board.width - board.height) < 2, `a square board (${board.width}×${board.height})`);
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  assertNoErrors(errors);
  await close();
});

test('the explorer opens on n = 6 and steps, with no console error', async () => {
  const { page, errors, close } = await openPage(suite, '/?mode=explore&n=6&step=0');
  await named(page, 'row 6, column 6', 'gridcell');
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('ArrowRight');
  await named(page, 'row 1, column 1, queen', 'gridcell');
  await until(page, 'step=1 in the URL', () => new URLSearchParams(location.search).get('step') === '1');
  assertNoErrors(errors);
  await close();
});
