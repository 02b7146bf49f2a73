// The example pages of www/examples/: the strict-CSP page works without a
// single violation, and every example renders without console errors at
// desktop and phone widths (screenshots in artifacts/screenshots/).
import { test, expect } from '@playwright/test';
import { collectErrors, waitForWidgets, recordEvents, recordedEvents } from './element-helpers.mjs';

// Registered before any page script: every CSP violation of the page and its
// shadow roots (the event is composed, so the document sees them all).
async function collectViolations(page) {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`);
    });
  });
}

test('the strict-CSP example works with no violation', async ({ page }) => {
  const errors = collectErrors(page);
  await collectViolations(page);
  const response = await page.goto('/examples/csp.html');
  expect(response.headers()['content-security-policy']).toBe(
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; worker-src 'self'",
  );
  await waitForWidgets(page);
  await recordEvents(page);

  // Every mode works: the count runs in workers, the boards and the walkthrough render.
  await expect(page.locator('#count [data-count="total"]')).toHaveText('724', { timeout: 20_000 });
  await expect(page.locator('n-queens[mode="board"] >> nth=0').locator('.nq-element__caption')).toContainText('Solution 2 of the 6-queens puzzle');
  const walkthrough = page.locator('#walkthrough');
  await walkthrough.getByRole('button', { name: 'Step', exact: true }).click();
  await expect(walkthrough.locator('.nq-narration')).toHaveText('Queen 1 tries (1,1): safe. Put queen 1 down at (1,1).');
  await expect.poll(() => recordedEvents(page, { target: 'walkthrough' })).toHaveLength(1);
  await expect(page.locator('#log li').first()).toHaveText('walkthrough: step 1 (place)');
  // The widget's styles applied (adopted stylesheets are not inline styles).
  const boardBorder = await walkthrough.locator('.nq-board').evaluate((node) => getComputedStyle(node).borderTopStyle);
  expect(boardBorder).toBe('solid');

  expect(await page.evaluate(() => window.__violations)).toEqual([]);
  expect(errors).toEqual([]);

  // The listener would have seen a violation: an inline style is refused here.
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.setAttribute('style', 'color: red');
    document.body.append(probe);
  });
  await expect.poll(() => page.evaluate(() => window.__violations.length)).toBe(1);
});

const EXAMPLES = [
  { name: 'tutorial', path: '/examples/tutorial.html' },
  { name: 'one-line', path: '/examples/one-line.html' },
  { name: 'csp', path: '/examples/csp.html' },
  { name: 'embed', path: '/embed.html?n=6&narration&step=12' },
];
const WIDTHS = [
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'phone', width: 360, height: 740 },
];

for (const example of EXAMPLES) {
  for (const size of WIDTHS) {
    test(`example ${example.name} at ${size.label} width renders without errors`, async ({ page }) => {
      const errors = collectErrors(page);
      await collectViolations(page);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(example.path);
      await waitForWidgets(page);
      const widgets = await page.locator('n-queens').count();
      expect(widgets).toBeGreaterThan(0);
      if (example.name === 'tutorial') {
        await expect(page.locator('#spaces-table tr')).toHaveCount(7);
        await expect(page.locator('#strategies tr[data-program="bitmask"] td[data-col="solutions"]')).toHaveText('92', { timeout: 20_000 });
      }
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `artifacts/screenshots/element-${example.name}-${size.label}.png`, fullPage: true });
      expect(await page.evaluate(() => window.__violations)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}
