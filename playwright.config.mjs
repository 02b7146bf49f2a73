// Playwright end-to-end tests (tests/e2e/*.spec.mjs) against the page in www/,
// served by scripts/serve.mjs. They drive the system Chromium
// (/usr/bin/chromium, see scripts/ensure-browser.sh): Playwright never
// downloads a browser here (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 on npm ci).
//
// Screenshots: tests save the ones worth looking at under
// artifacts/screenshots/NAME.png (gitignored), e.g.
//   await page.screenshot({ path: 'artifacts/screenshots/board-8x8.png' });
// Failed tests also leave a screenshot and a trace in artifacts/test-results/.
//
// Overrides: E2E_PORT (default 8123), E2E_ROOT (a scratch folder instead of
// www/), CHROMIUM_PATH (default /usr/bin/chromium; see scripts/chromium.mjs).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT || 8123);
const ROOT = process.env.E2E_ROOT || 'www';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'artifacts/test-results',
  reporter: 'list',
  workers: 2,
  retries: 0,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT} --root ${ROOT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 15_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
