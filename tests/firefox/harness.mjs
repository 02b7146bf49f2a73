// The Firefox suite's harness: one static server (scripts/serve.mjs on a free
// port) and one Firefox ESR (puppeteer-core over WebDriver BiDi, the system
// binary of scripts/firefox.mjs) per process (useSuite), a fresh browser
// context per page, and the error collection every test ends with.
//
// Selectors keep to the page's contracts: accessible names and roles
// (puppeteer's ::-p-aria, which Firefox answers through BiDi's
// browsingContext.locateNodes; `host >>> ::-p-aria(…)` reaches into a
// shadow root), ARIA states (aria-current, aria-live) and URL parameters.
//
// Fixture pages (an element on a page, an iframe of embed.html) are served
// from the same origin: the server's root is a scratch folder of symbolic
// links to www/'s entries plus __fixtures/, written by writeFixture().
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { FIREFOX_PATH, firefoxPrefs } from '../../scripts/firefox.mjs';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const SCREENSHOTS = path.join(REPO, 'artifacts/screenshots');
/** How long a wait for the page may take: a machine shared with builds. */
export const WAIT_MS = 20_000;

// A root for serve.mjs: www/'s entries, linked, and an empty __fixtures/.
function scratchRoot(scratch) {
  const root = path.join(scratch, 'root');
  mkdirSync(path.join(root, '__fixtures'), { recursive: true });
  const www = path.join(REPO, 'www');
  for (const entry of readdirSync(www)) symlinkSync(path.join(www, entry), path.join(root, entry));
  return root;
}

// Starts scripts/serve.mjs on port 0 and reads the port it printed.
function startServer(root) {
  const server = spawn(process.execPath, [path.join(REPO, 'scripts/serve.mjs'), '--port', '0', '--root', root], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A test process that ends early (a crash, an uncaught error) takes its server with it.
  const stopOnExit = () => server.kill();
  process.once('exit', stopOnExit);
  return new Promise((resolve, reject) => {
    let out = '';
    server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${out}`)));
    server.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/at (http:\/\/127\.0\.0\.1:\d+)\//);
      if (match) {
        resolve({
          origin: match[1],
          stop: () => {
            process.off('exit', stopOnExit);
            server.kill();
          },
        });
      }
    });
  });
}

/**
 * Starts the server and Firefox: { origin, browser, downloads, root, close }.
 * `downloads` is the folder Firefox saves downloads in.
 */
async function startSuite() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'nqueens-firefox-'));
  const removeScratch = () => rmSync(scratch, { recursive: true, force: true });
  process.once('exit', removeScratch);
  const root = scratchRoot(scratch);
  const downloads = path.join(scratch, 'downloads');
  mkdirSync(downloads);
  const server = await startServer(root);
  let browser;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      extraPrefsFirefox: firefoxPrefs({ downloads }),
    });
  } catch (error) {
    server.stop();
    throw error;
  }
  return {
    origin: server.origin,
    browser,
    downloads,
    root,
    async close() {
      await browser.close().catch(() => {});
      server.stop();
      process.off('exit', removeScratch);
      removeScratch();
    },
  };
}

let shared = null;

/**
 * The suite every test of this process shares (one server, one Firefox),
 * started before the first test and closed after the last: an object that
 * holds startSuite()'s fields once the tests run.
 */
export function useSuite() {
  if (!shared) {
    shared = {};
    before(async () => Object.assign(shared, await startSuite()));
    after(() => shared.close?.());
  }
  return shared;
}

/** Serves `html` as /__fixtures/NAME.html; returns its path. */
export function writeFixture(suite, name, html) {
  writeFileSync(path.join(suite.root, '__fixtures', `${name}.html`), html);
  return `/__fixtures/${name}.html`;
}

/**
 * Records everything that counts as an error on `page`: console errors,
 * uncaught exceptions and HTTP errors (a /favicon.ico the browser asks for
 * on its own is not the page's fault).
 */
function collectErrors(page) {
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location()?.url ?? ''})`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) {
      errors.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return errors;
}

/**
 * Sizes `page`'s viewport. Puppeteer sends the viewport and a screen
 * orientation together; Firefox ESR 140.10 does not know the orientation's
 * command (it rejects it as unknown) but has set the viewport by then, which
 * is checked here, so only that rejection is let through.
 */
async function setViewport(page, width, height) {
  try {
    await page.setViewport({ width, height });
  } catch (error) {
    if (!/setScreenOrientationOverride/.test(String(error?.message))) throw error;
    // The viewport's command may still be on its way when the other one fails.
    let size = [];
    for (let tries = 0; tries < 40; tries += 1) {
      size = await page.evaluate(() => [innerWidth, innerHeight]);
      if (size[0] === width && size[1] === height) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the viewport is ${size.join('×')}, not ${width}×${height}: ${error.message}`);
  }
}

/**
 * Opens `route` (a path on the suite's origin) in a new page of its own
 * browser context, `width` × `height` CSS pixels: { page, errors, close }.
 * `before(page)` runs before the navigation (e.g. evaluateOnNewDocument).
 */
export async function openPage(suite, route, { width = 1280, height = 900, before } = {}) {
  const context = await suite.browser.createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  await setViewport(page, width, height);
  const errors = collectErrors(page);
  if (before) await before(page);
  await page.goto(suite.origin + route, { waitUntil: 'load' });
  return { page, errors, close: () => context.close() };
}

/** The ARIA selector for `name` (exact) and, if given, `role`. */
export function aria(name, role) {
  const quoted = JSON.stringify(name);
  return role ? `::-p-aria([name=${quoted}][role="${role}"])` : `::-p-aria(${quoted})`;
}

// In-page: the elements of `role` (explicit, or the native elements that
// have it) whose accessible name is `name`, computed the simple way the
// page names things (aria-labelledby, aria-label, a <label>, the text).
// One round trip, where ::-p-aria asks Firefox's accessibility tree (about a
// second a query on a board of 64 buttons): for the many cells of a board.
function namedInPage(name, role, scope) {
  const NATIVE = {
    button: 'button, [role="button"]',
    gridcell: '[role="gridcell"]',
    link: 'a[href], [role="link"]',
    combobox: 'select, [role="combobox"]',
    slider: 'input[type="range"], [role="slider"]',
  };
  const textOf = (node) => (node ? node.textContent.trim() : '');
  const labelText = (label, control) =>
    [...label.childNodes].filter((child) => child !== control && !child.contains?.(control)).map((child) => child.textContent).join('').trim();
  const nameOf = (node) => {
    const ids = node.getAttribute('aria-labelledby');
    if (ids) return ids.split(/\s+/).map((id) => textOf(node.getRootNode().getElementById(id))).join(' ');
    if (node.hasAttribute('aria-label')) return node.getAttribute('aria-label').trim();
    if (node.labels?.length) return labelText(node.labels[0], node);
    return textOf(node);
  };
  const root = scope ? (scope.shadowRoot ?? scope) : document;
  return [...root.querySelectorAll(NATIVE[role] ?? `[role="${role}"]`)].find(
    (node) => !node.closest('[hidden]') && nameOf(node) === name,
  );
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const POLL_MS = 50;

/**
 * Calls `fn(...args)` in `target` (a page or a frame) every POLL_MS until it
 * is truthy (a promise is awaited) and returns its handle, up to `timeout`
 * ms. Not puppeteer's waitForFunction or waitForSelector: their polling
 * compiles the function inside the page (new Function), which Firefox ESR
 * 140.10 refuses under the page's CSP (no 'unsafe-eval'); an evaluation is
 * not compiled by the page. An evaluation that fails while the page
 * navigates is tried again.
 */
export async function pollInPage(target, fn, args = [], timeout = WAIT_MS) {
  const deadline = Date.now() + timeout;
  let failure = null;
  for (;;) {
    try {
      const handle = await target.evaluateHandle(fn, ...args);
      if (handle.asElement()) return handle;
      // A value that JSON cannot carry (a function, a window) is an object: truthy.
      if (await handle.jsonValue().catch(() => true)) return handle;
      await handle.dispose();
      failure = null;
    } catch (error) {
      failure = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms${failure ? `: ${failure.message}` : ''}`);
    await sleep(POLL_MS);
  }
}

/** Waits for the first element `selector` (CSS, or puppeteer's ::-p-aria) matches in `target`; its handle. */
export async function untilSelector(target, selector, timeout = WAIT_MS) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = await target.$(selector).catch(() => null);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`nothing matches ${selector} after ${timeout} ms`);
    await sleep(POLL_MS);
  }
}

/**
 * Waits for the element of `role` named `name` (in `scope`'s shadow root
 * if given) and returns its handle. See namedInPage for how names are read.
 */
export async function named(page, name, role, scope = null) {
  try {
    return (await pollInPage(page, namedInPage, [name, role, scope])).asElement();
  } catch (error) {
    throw new Error(`no ${role} named "${name}": ${error.message}`);
  }
}

/** Waits until `predicate(...args)` is truthy in the page; `what` names it in the error. */
export async function until(page, what, predicate, ...args) {
  try {
    return await pollInPage(page, predicate, args);
  } catch (error) {
    throw new Error(`timed out waiting for ${what}: ${error.message}`);
  }
}

/** The texts of the page's shown live regions (aria-live, role=status/alert), outside shadow roots. */
function liveTexts(page) {
  return page.$$eval('[aria-live], [role="status"], [role="alert"]', (nodes) =>
    nodes.filter((node) => !node.closest('[hidden]')).map((node) => node.textContent.trim()),
  );
}

/** Waits until some live region of the page says `expected` (RegExp). */
export async function untilAnnounced(page, expected) {
  try {
    await pollInPage(
      page,
      (source, flags) =>
        [...document.querySelectorAll('[aria-live], [role="status"], [role="alert"]')].some(
          (node) => !node.closest('[hidden]') && new RegExp(source, flags).test(node.textContent.trim()),
        ),
      [expected.source, expected.flags],
    );
  } catch (error) {
    throw new Error(`no live region says ${expected}; they say ${JSON.stringify(await liveTexts(page))} (${error.message})`);
  }
}

/** Saves a screenshot of the whole page as artifacts/screenshots/NAME.png. */
export async function screenshot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Fails with every error the page logged. */
export function assertNoErrors(errors) {
  assert.deepEqual(errors, [], `errors in Firefox:\n${errors.join('\n')}`);
}
