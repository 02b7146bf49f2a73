// Shared by the <n-queens> tests (tests/e2e/element*.spec.mjs): fixture
// pages, error collection and waiting for widgets.
import { expect } from '@playwright/test';

/**
 * Collects everything that counts as an error on `page`: console errors,
 * uncaught exceptions, failed requests and HTTP errors. Chromium asks for
 * /favicon.ico on its own; that one request is not the page's fault.
 */
export function collectErrors(page) {
  const errors = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    if (where.endsWith('/favicon.ico')) return;
    errors.push(`console: ${message.text()} (${where})`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A worker terminated on purpose (count cancelled, widget removed) aborts its requests.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    errors.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) {
      errors.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return errors;
}

/**
 * Serves `body` as /__fixtures/NAME.html on the test server's origin (the
 * request never reaches the server), with the element module loaded, and
 * opens it. Relative URLs resolve against the real server.
 */
export async function openFixture(page, name, body, { head = '' } = {}) {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}</title>
<link rel="icon" href="/favicon.svg">
${head}
<script type="module" src="/nqueens-element.js"></script>
</head>
<body>
${body}
</body>
</html>`;
  await page.route(`**/__fixtures/${name}.html`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(`/__fixtures/${name}.html`);
  await waitForWidgets(page);
}

/** Waits until every <n-queens> on the page (not in iframes) has rendered. */
export async function waitForWidgets(page) {
  await page.evaluate(async () => {
    await customElements.whenDefined('n-queens');
    await Promise.all([...document.querySelectorAll('n-queens')].map((widget) => widget.ready));
  });
}

/** The `position` of the widget matched by `selector`. */
export function positionOf(page, selector) {
  return page.evaluate((sel) => document.querySelector(sel).position, selector);
}

/** Waits until the widget's position is `expected`. */
export async function expectPosition(page, selector, expected) {
  await expect.poll(() => positionOf(page, selector)).toBe(expected);
}

/**
 * Starts recording the element events that reach the document, as plain
 * { type, target, detail, bubbles, composed } objects in window.__events.
 */
export async function recordEvents(page) {
  await page.evaluate(() => {
    window.__events = [];
    for (const type of ['nqueens-step', 'nqueens-solution', 'nqueens-done']) {
      document.addEventListener(type, (event) => {
        window.__events.push({
          type,
          target: event.target.id,
          detail: event.detail,
          bubbles: event.bubbles,
          composed: event.composed,
        });
      });
    }
  });
}

export function recordedEvents(page, filter = {}) {
  return page.evaluate(
    ({ type, target }) =>
      window.__events.filter((event) => (!type || event.type === type) && (!target || event.target === target)),
    filter,
  );
}

/**
 * Serves `snippet` (an iframe of embed.html with embed-resize.js) as a page
 * of its own at `/__fixtures/NAME.html`, opens it, and resolves with the
 * iframe's height once embed-resize.js has set it and it has stayed put
 * for 1.5 s; `accept(height)` may ask for more (it is polled until true).
 */
export async function settledSnippetHeight(page, name, snippet, accept = () => true) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title><link rel="icon" href="/favicon.svg"></head>
<body style="margin:0">${snippet.replace('loading="lazy"', '')}</body></html>`;
  await page.route(`**/__fixtures/${name}.html`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(`/__fixtures/${name}.html`);
  const height = () => page.evaluate(() => document.querySelector('iframe').getBoundingClientRect().height);
  // Resized by the embed (the first message), then settled where it stays.
  await expect.poll(() => page.evaluate(() => document.querySelector('iframe').style.height), { timeout: 20_000 }).not.toBe('');
  let settled = -1;
  await expect.poll(async () => {
    const before = await height();
    await page.waitForTimeout(1500);
    settled = await height();
    return settled === before && accept(settled);
  }, { timeout: 30_000, message: `${name}: the height it settles at (${settled})` }).toBe(true);
  return settled;
}
