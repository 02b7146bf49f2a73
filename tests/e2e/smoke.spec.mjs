// Smoke test: the page loads, has a title, and logs no error while it starts
// (a missing or broken www/pkg shows up here as a console or page error).
import { test, expect } from '@playwright/test';

test('home page loads with a title and no console errors', async ({ page }) => {
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location().url;
    // Chromium asks for /favicon.ico by itself; a page without one is fine.
    if (where.endsWith('/favicon.ico')) return;
    errors.push(`console: ${msg.text()} (${where})`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => errors.push(`request failed: ${req.url()}`));
  page.on('response', (res) => {
    if (res.status() >= 400) errors.push(`HTTP ${res.status()}: ${res.url()}`);
  });

  const response = await page.goto('/', { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  expect((await page.title()).trim()).not.toBe('');
  await page.screenshot({ path: 'artifacts/screenshots/smoke-home.png', fullPage: true });
  expect(errors).toEqual([]);
});
